import { brand } from '@contract/brand.ts';
import { TESTIMONIAL_LINK_TTL_DAYS } from '@contract/testimonials.ts';
import { brandedLinkMail, greetingFor } from '../lib/brandedMail.ts';
import type { MailMessage } from '../providers/mail/index.ts';

export interface TestimonialRequestMailInput {
  to: string;
  firstName: string | null;
  tripTitle: string;
  testimonialUrl: string;
}

/** The "how was your trip?" e-mail, as plain text and HTML with the same words. */
export function testimonialRequestMail({
  to,
  firstName,
  tripTitle,
  testimonialUrl,
}: TestimonialRequestMailInput): MailMessage {
  return brandedLinkMail({
    to,
    subject: `How was ${tripTitle}? A few words for ${brand.name}`,
    greeting: greetingFor(firstName),
    intro: `Welcome home! We hope "${tripTitle}" was everything you wished for. Would you tell other travellers about it? It takes a minute: a rating, a few words, and the name you would like shown.`,
    action: { label: 'Share my experience', url: testimonialUrl },
    notes: [
      `The link works once and for ${TESTIMONIAL_LINK_TTL_DAYS} days. Nothing is published until you agree to it on the form, and our team reads every testimonial before it appears on our site.`,
      'If you were not on this trip, you can ignore this e-mail.',
    ],
  });
}
