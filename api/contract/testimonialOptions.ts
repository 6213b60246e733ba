/**
 * The words, limits and shapes of testimonials, apart from the schemas that check them
 * (testimonials.ts): a public page shows these as it renders, and fetches the schemas (and
 * valibot) only when a client sends the form. No imports: nothing here may pull code in.
 */
export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const TESTIMONIAL_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  nameMax: 60,
  textMin: 20,
  textMax: 1000,
} as const;

/** How long the e-mailed link works: long enough for a traveller back home to get round to it. */
export const TESTIMONIAL_LINK_TTL_DAYS = 30;
export const TESTIMONIAL_LINK_TTL_MS = TESTIMONIAL_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/** How many approved testimonials a public page shows at most, and by default. */
export const PUBLIC_TESTIMONIALS_MAX = 12;
export const PUBLIC_TESTIMONIALS_SHOWN = 3;

export const testimonialMessages = {
  tokenRequired: 'This testimonial link is incomplete. Open the link from your e-mail again.',
  linkInvalid: 'This testimonial link has expired or has already been used.',
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  textRequired: 'Please tell us about your trip',
  textTooShort: `Please write at least ${TESTIMONIAL_LIMITS.textMin} characters`,
  textTooLong: `Please keep your testimonial to ${TESTIMONIAL_LIMITS.textMax} characters`,
  nameRequired: 'Please enter your name as it should appear',
  nameTooLong: `Please keep the name to ${TESTIMONIAL_LIMITS.nameMax} characters`,
  consentRequired: 'Please agree that we may publish your testimonial',
  received: 'Thank you! Your testimonial will appear on our site once our team has reviewed it.',
  notFound: 'Testimonial not found',
  itineraryNotFound: 'Itinerary not found',
  tripNotEnded: 'A testimonial can be requested once the trip has ended.',
  tripWithoutEndDate: 'Set the trip’s end date before asking for a testimonial.',
  tripCancelled: 'This trip was cancelled, so there is no testimonial to ask for.',
  alreadyGiven: 'The client has already sent a testimonial for this trip.',
  requestSent: (email: string) => `Testimonial request sent to ${email}.`,
  awaitingApproval:
    'Your agent account is awaiting approval by an admin. Until then you cannot e-mail clients in the agency’s name.',
  statusInvalid: 'Status must be one of pending, approved, rejected',
  limitInvalid: `Limit must be a whole number from 1 to ${PUBLIC_TESTIMONIALS_MAX}`,
  approved: 'Testimonial approved: it now appears on the site.',
  rejected: 'Testimonial rejected: it does not appear on the site.',
} as const;

/** What the public pages show: the client's chosen name, never their e-mail or trip. */
export interface PublicTestimonial {
  id: string;
  displayName: string;
  rating: number;
  text: string;
  approvedAt: string;
}

export interface PublicTestimonialList {
  testimonials: PublicTestimonial[];
}

/** What the /testimonial page shows its visitor before they write: their trip and a name to start from. */
export interface TestimonialInvitation {
  tripTitle: string;
  suggestedName: string;
  expiresAt: string;
}

/** A testimonial as the admins moderate it. */
export interface ModeratedTestimonial {
  id: string;
  displayName: string;
  rating: number;
  text: string;
  status: TestimonialStatus;
  itineraryId: string | null;
  tripTitle: string | null;
  clientName: string | null;
  clientEmail: string | null;
  createdAt: string;
  approvedAt: string | null;
  approvedByName: string | null;
}

export interface TestimonialQueue {
  testimonials: ModeratedTestimonial[];
  counts: Record<TestimonialStatus, number>;
}

/** The request's answer: who the link went to and until when it works. */
export interface TestimonialRequestSent {
  success: true;
  message: string;
  data: { email: string; expiresAt: string };
}

/** "Marie A.": a first name and an initial, what most travellers are happy to be shown as. */
export function suggestedDisplayName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0);
  return [first, initial && `${initial.toUpperCase()}.`].filter(Boolean).join(' ');
}
