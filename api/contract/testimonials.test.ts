import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { suggestedDisplayName, TestimonialSubmission, testimonialMessages } from './testimonials.ts';

describe('the testimonial form’s schema', () => {
  it('tidies what the client typed: spaces, line breaks and the name on one line', () => {
    const parsed = v.parse(TestimonialSubmission, {
      token: ' abc ',
      rating: '5',
      text: '  Wonderful   guides.\r\n\r\n\r\n\r\nWe will be back!  ',
      displayName: ' Marie \n Auguste ',
      consent: 'true',
    });
    expect(parsed).toEqual({
      token: 'abc',
      rating: 5,
      text: 'Wonderful guides.\n\nWe will be back!',
      displayName: 'Marie Auguste',
      consent: true,
    });
  });

  it('says what is missing in the form’s words', () => {
    const result = v.safeParse(TestimonialSubmission, {});
    expect(result.success).toBe(false);
    // The first message of each field, as the form shows it.
    const messages: Record<string, string> = {};
    for (const issue of result.issues ?? []) messages[v.getDotPath(issue) ?? ''] ??= issue.message;
    expect(messages).toEqual({
      token: testimonialMessages.tokenRequired,
      rating: testimonialMessages.ratingRequired,
      text: testimonialMessages.textRequired,
      displayName: testimonialMessages.nameRequired,
      consent: testimonialMessages.consentRequired,
    });
  });

  it('suggests a first name and an initial', () => {
    expect(suggestedDisplayName('Marie', 'auguste')).toBe('Marie A.');
    expect(suggestedDisplayName('Marie', null)).toBe('Marie');
    expect(suggestedDisplayName(null, null)).toBe('');
  });
});
