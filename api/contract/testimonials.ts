/**
 * Testimonials on the wire: a client's words about a trip, sent through the single-use link an
 * agent e-mails once the trip has ended (/testimonial?token=...), shown on the public site once
 * an admin approves them. The same schemas check the form in the browser and the body on the
 * server; their words, limits and types are in testimonialOptions.ts. Pure valibot: no Node or
 * DOM imports.
 */
import * as v from 'valibot';
import {
  PUBLIC_TESTIMONIALS_MAX,
  PUBLIC_TESTIMONIALS_SHOWN,
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_STATUSES,
  testimonialMessages,
} from './testimonialOptions.ts';

export * from './testimonialOptions.ts';

/** The link's token: our tokens are 43 characters, so anything far longer is not one of them. */
const Token = v.pipe(
  v.optional(v.string(testimonialMessages.tokenRequired), ''),
  v.trim(),
  v.nonEmpty(testimonialMessages.tokenRequired),
  v.maxLength(200, testimonialMessages.linkInvalid),
);

/** Who the link was sent to and for which trip, asked before the form is filled in. */
export const TestimonialInvitationInput = v.object({ token: Token });
export type TestimonialInvitationInput = v.InferOutput<typeof TestimonialInvitationInput>;

/** A whole number of stars, from the form's radio buttons (text) or a JSON number. */
const Rating = v.pipe(
  v.optional(v.union([v.number(), v.string()], testimonialMessages.ratingRequired), ''),
  v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value))),
  v.check(
    (value) =>
      Number.isInteger(value) &&
      value >= TESTIMONIAL_LIMITS.ratingMin &&
      value <= TESTIMONIAL_LIMITS.ratingMax,
    testimonialMessages.ratingRequired,
  ),
);

/** The consent box: ticked is true (a JSON true, or the form's "true"). */
const Consent = v.pipe(
  v.optional(v.union([v.boolean(), v.string()], testimonialMessages.consentRequired), false),
  v.transform((value) => value === true || value === 'true' || value === 'on'),
  v.check((value) => value, testimonialMessages.consentRequired),
);

/** Text with its runs of spaces and line breaks kept readable: trimmed, at most two line breaks in a row. */
const Words = (required: string, tooShort: string | null, min: number, max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ''),
    v.transform((value) =>
      (value ?? '')
        .replace(/\r\n?/g, '\n')
        .replace(/[^\S\n]+/g, ' ')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    ),
    v.nonEmpty(required),
    v.minLength(min, tooShort ?? required),
    v.maxLength(max, tooLong),
  );

export const TestimonialSubmission = v.object({
  token: Token,
  rating: Rating,
  text: Words(
    testimonialMessages.textRequired,
    testimonialMessages.textTooShort,
    TESTIMONIAL_LIMITS.textMin,
    TESTIMONIAL_LIMITS.textMax,
    testimonialMessages.textTooLong,
  ),
  displayName: v.pipe(
    Words(
      testimonialMessages.nameRequired,
      null,
      1,
      TESTIMONIAL_LIMITS.nameMax,
      testimonialMessages.nameTooLong,
    ),
    // A name is one line.
    v.transform((value) => value.replace(/\s+/g, ' ')),
  ),
  consent: Consent,
});
export type TestimonialSubmission = v.InferOutput<typeof TestimonialSubmission>;

export const TestimonialModerationQuery = v.object({
  status: v.optional(v.picklist(TESTIMONIAL_STATUSES, testimonialMessages.statusInvalid), 'pending'),
});

export const PublicTestimonialsQuery = v.object({
  limit: v.pipe(
    v.optional(v.string(testimonialMessages.limitInvalid), String(PUBLIC_TESTIMONIALS_SHOWN)),
    v.regex(/^\d{1,3}$/, testimonialMessages.limitInvalid),
    v.transform(Number),
    v.minValue(1, testimonialMessages.limitInvalid),
    v.maxValue(PUBLIC_TESTIMONIALS_MAX, testimonialMessages.limitInvalid),
  ),
});
