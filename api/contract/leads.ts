/**
 * Website leads on the wire: the public quote request form (/quote) and the contact form
 * (/contact). The same schemas check the forms in the browser and the bodies on the server;
 * both show the same messages. Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';
import { OptionalText } from './clients.ts';
import { OptionalCalendarDay } from './dates.ts';
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  HONEYPOT_FIELD,
  QUOTE_BUDGET_RANGES,
  TRAVEL_TYPES,
  TRAVELER_COUNTS,
  leadMessages,
} from './leadOptions.ts';

export * from './leadOptions.ts';

/** A required text field: blank or missing gives `message`; trimmed. Shared by the public forms. */
export const RequiredText = (message: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(message),
    v.maxLength(max, leadMessages.tooLong),
  );

/** An e-mail address, trimmed and lower-cased, with the form's own message. */
export const EmailWith = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim().toLowerCase()),
    v.email(message),
    v.maxLength(254, message),
  );
const Email = EmailWith(leadMessages.invalidEmail);

const Honeypot = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))));

/** Whether a submission was made by a script (its honeypot filled): store nothing. */
export function isFromABot(body: { [HONEYPOT_FIELD]?: string | null }): boolean {
  return Boolean(body[HONEYPOT_FIELD]?.trim());
}

/** An optional choice from a fixed list: blank becomes null. */
const OptionalChoice = <T extends string>(options: readonly T[], message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) => (value ?? '').trim()),
    v.union([v.literal(''), v.picklist(options, message)], message),
    v.transform((value) => (value === '' ? null : value)),
  );

export const TravelQuoteRequest = v.pipe(
  v.object({
    firstName: RequiredText(leadMessages.firstNameRequired, 100),
    lastName: RequiredText(leadMessages.lastNameRequired, 100),
    email: Email,
    phone: OptionalText(50),
    groupName: OptionalText(200),
    numberOfTravelers: OptionalChoice(TRAVELER_COUNTS, leadMessages.travelersInvalid),
    departureDate: OptionalCalendarDay(leadMessages.dateInvalid),
    returnDate: OptionalCalendarDay(leadMessages.dateInvalid),
    travelTypes: v.pipe(
      v.optional(v.nullable(v.array(v.picklist(TRAVEL_TYPES, leadMessages.travelTypeInvalid))), []),
      v.transform((types) => [...new Set(types ?? [])]),
    ),
    budgetRange: OptionalChoice(QUOTE_BUDGET_RANGES, leadMessages.budgetInvalid),
    departureLocation: OptionalText(200),
    specialRequests: OptionalText(5000),
    passportInfo: OptionalText(500),
    emergencyContact: OptionalText(500),
    [HONEYPOT_FIELD]: Honeypot,
  }),
  v.forward(
    v.check(
      ({ departureDate, returnDate }) => !departureDate || !returnDate || returnDate >= departureDate,
      leadMessages.returnBeforeDeparture,
    ),
    ['returnDate'],
  ),
);
export type TravelQuoteRequest = v.InferOutput<typeof TravelQuoteRequest>;

export const ContactMessage = v.object({
  name: RequiredText(leadMessages.nameRequired, 200),
  email: Email,
  subject: OptionalText(300),
  message: v.pipe(
    v.optional(v.nullable(v.string(leadMessages.messageTooShort)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.minLength(CONTACT_MESSAGE_MIN_LENGTH, leadMessages.messageTooShort),
    v.maxLength(10_000, leadMessages.tooLong),
  ),
  budgetRange: OptionalText(100),
  [HONEYPOT_FIELD]: Honeypot,
});
export type ContactMessage = v.InferOutput<typeof ContactMessage>;

/**
 * A newsletter signup. The newsletter component's
 * message is the API's; the home page's hero form checks with `HomeNewsletterSignup`, whose
 * message is its own.
 */
export const NewsletterSignup = v.object({
  email: EmailWith(leadMessages.newsletterInvalidEmail),
  firstName: OptionalText(100),
  lastName: OptionalText(100),
  [HONEYPOT_FIELD]: Honeypot,
});
export type NewsletterSignup = v.InferOutput<typeof NewsletterSignup>;

export const HomeNewsletterSignup = v.object({
  ...NewsletterSignup.entries,
  email: Email,
});

/** What a lead submission answers: the public forms show the message in their toast. */
export interface LeadReceived {
  success: true;
  message: string;
  data: { id: string };
}
