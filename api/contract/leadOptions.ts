/**
 * The words and choices of the website's lead forms, apart from the schemas that check them
 * (leads.ts): a public page shows these as it renders, and fetches the schemas (and valibot)
 * only when a visitor sends a form. No imports: nothing here may pull code in.
 */
export const TRAVELER_COUNTS = ['1-2', '3-5', '6-10', '11-20', '21+'] as const;
export const TRAVEL_TYPES = [
  'business',
  'group',
  'cruises',
  'transport',
  'central-florida',
  'saint-lucia',
] as const;
export const QUOTE_BUDGET_RANGES = [
  '3000-6000',
  '7000-10000',
  '11000-15000',
  '16000-20000',
  '21000-25000',
  '26000+',
] as const;

/** How people read the ids of TRAVEL_TYPES: the quote form, the office, the agency's e-mail. */
export const TRAVEL_TYPE_LABELS: Record<(typeof TRAVEL_TYPES)[number], string> = {
  business: 'Business Travel',
  group: 'Group Vacations',
  cruises: 'Cruises',
  transport: 'Private Transport',
  'central-florida': 'Central Florida',
  'saint-lucia': 'Saint Lucia',
};

const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-US')}`;

/**
 * "3000-6000" reads "$3,000 - $6,000"; "26000+" reads "$26,000+". A budget typed freely (the
 * contact form's) is shown as it was typed.
 */
export function budgetLabel(range: string): string {
  const trimmed = range.trim();
  if (/^\d+\+$/.test(trimmed)) return `${dollars(trimmed.slice(0, -1))}+`;
  const bounds = /^(\d+)\s*-\s*(\d+)$/.exec(trimmed);
  return bounds ? `${dollars(bounds[1])} - ${dollars(bounds[2])}` : trimmed;
}

/** Contact messages shorter than this are refused. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

export const leadMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email address',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  travelersInvalid: `Number of travelers must be one of ${TRAVELER_COUNTS.join(', ')}`,
  travelTypeInvalid: `Travel types must be among ${TRAVEL_TYPES.join(', ')}`,
  budgetInvalid: `Budget range must be one of ${QUOTE_BUDGET_RANGES.join(', ')}`,
  dateInvalid: 'Dates must be calendar days (YYYY-MM-DD)',
  returnBeforeDeparture: 'Return date must be on or after the departure date',
  tooLong: 'This field is too long',
  newsletterInvalidEmail: 'Please enter a valid email address',
  newsletterSubscribed: 'Thanks for subscribing! Travel tips and offers are on their way to your inbox.',
  newsletterAlreadySubscribed: "You're already subscribed: thank you for reading along!",
  quoteReceived:
    'Thank you! Your quote request has been received. An agent will contact you within 24 hours.',
  contactReceived: "Thank you for your message! We'll get back to you within 24 hours.",
} as const;

/**
 * The hidden field every lead form carries. People never see it, so they leave it empty; a
 * script filling every input fills it too. A filled one is answered like a success and dropped.
 */
export const HONEYPOT_FIELD = 'website';
