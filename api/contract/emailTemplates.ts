/**
 * The Email Center's five templates and the pure function that fills their placeholders
 * ({clientName}, {agentName}, {quoteName}, {quoteValidUntil}, {itineraryName},
 * {bookingDetails}). A placeholder with no value stays as written, so the agent sees what is
 * left to fill in, and sending is refused until none is left (`placeholdersLeft`). Pure code:
 * the server and the device (offline) fill and check them alike.
 */
import type { EmailTemplate, EmailTemplateId } from './emails.ts';
import { formatMoney } from './money.ts';
import { formatDateRange, formatLongDate } from './dateFormat.ts';

export const TEMPLATE_PLACEHOLDERS = [
  'clientName',
  'agentName',
  'quoteName',
  'quoteValidUntil',
  'itineraryName',
  'bookingDetails',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null | undefined>>;

export const EMAIL_TEMPLATE_LIST: readonly EmailTemplate[] = [
  {
    id: 'welcome',
    name: 'Welcome',
    subject: 'Welcome, {clientName}!',
    body:
      'Dear {clientName},\n\nThank you for choosing us to plan your travels. I am {agentName}, and I will be your ' +
      'personal travel agent: any question about destinations, dates or budget, just reply to this e-mail.\n\n' +
      'I look forward to planning something wonderful with you.\n\nWarm regards,\n{agentName}',
  },
  {
    id: 'quote_follow_up',
    name: 'Quote follow-up',
    subject: 'Following up on your quote: {quoteName}',
    body:
      'Dear {clientName},\n\nI wanted to follow up on the quote "{quoteName}" I prepared for you. It is valid ' +
      'until {quoteValidUntil}. If you would like to change anything, or are ready to book, let me know.\n\n' +
      'Best regards,\n{agentName}',
  },
  {
    id: 'booking_confirmation',
    name: 'Booking confirmation',
    subject: 'Your booking is confirmed: {itineraryName}',
    body:
      'Dear {clientName},\n\nGreat news: your bookings for "{itineraryName}" are confirmed.\n\n{bookingDetails}\n\n' +
      'Please check the details and keep this e-mail for your records.\n\nSafe travels,\n{agentName}',
  },
  {
    id: 'itinerary_share',
    name: 'Itinerary share',
    subject: 'Your itinerary: {itineraryName}',
    body:
      'Dear {clientName},\n\nHere is your itinerary "{itineraryName}":\n\n{bookingDetails}\n\n' +
      'Let me know if you would like any changes.\n\nBest regards,\n{agentName}',
  },
  {
    id: 'custom',
    name: 'Custom message',
    subject: '',
    body: 'Dear {clientName},\n\n\n\nBest regards,\n{agentName}',
  },
];

export function findEmailTemplate(id: string): EmailTemplate | undefined {
  return EMAIL_TEMPLATE_LIST.find((template) => template.id === id);
}

const PLACEHOLDER_PATTERN = /\{(\w+)\}/g;

const isPlaceholder = (name: string): name is TemplatePlaceholder =>
  TEMPLATE_PLACEHOLDERS.some((placeholder) => placeholder === name);

/**
 * The known placeholders still written in `text` (a subject or a body), each once, in the
 * order they first appear. Other words in braces are the agent's own text and are not listed.
 */
export function placeholdersLeft(text: string | null | undefined): TemplatePlaceholder[] {
  const found = new Set<TemplatePlaceholder>();
  for (const [, name] of (text ?? '').matchAll(PLACEHOLDER_PATTERN)) {
    if (isPlaceholder(name)) found.add(name);
  }
  return [...found];
}

type Source = 'client' | 'quote' | 'itinerary';

/** The choice in the compose form that fills a placeholder; the agent's name needs none. */
const FILLED_BY: Record<TemplatePlaceholder, Source | null> = {
  clientName: 'client',
  agentName: null,
  quoteName: 'quote',
  quoteValidUntil: 'quote',
  itineraryName: 'itinerary',
  bookingDetails: 'itinerary',
};

const CHOOSE: Record<Source, string> = {
  client: 'Choose a client',
  quote: 'Choose a quote',
  itinerary: 'Choose an itinerary',
};

/** What an e-mail links to, which decides whether a left placeholder wants a choice or text. */
export interface PlaceholderLinks {
  clientId?: string | null;
  relatedQuoteId?: string | null;
  relatedItineraryId?: string | null;
}

/** "{a}", "{a} and {b}", "{a}, {b} and {c}". */
function listOf(names: readonly TemplatePlaceholder[]): string {
  const written = names.map((name) => `{${name}}`);
  return written.length > 1 ? `${written.slice(0, -1).join(', ')} and ${written.at(-1)}` : written[0];
}

/**
 * Why `text` cannot be sent yet, naming what is missing ("Choose a quote to fill {quoteName}"),
 * or undefined when no placeholder is left. A placeholder whose quote, itinerary or client is
 * already chosen found no value there (a quote without a valid-until date, an itinerary
 * without bookings): the agent writes the text in its place.
 */
export function placeholderMessage(
  text: string | null | undefined,
  links: PlaceholderLinks = {},
): string | undefined {
  const chosen = {
    client: Boolean(links.clientId),
    quote: Boolean(links.relatedQuoteId),
    itinerary: Boolean(links.relatedItineraryId),
  };
  // One part per source, in the order the text first names it.
  const groups = new Map<Source | 'agent', TemplatePlaceholder[]>();
  for (const name of placeholdersLeft(text)) {
    const source = FILLED_BY[name] ?? 'agent';
    groups.set(source, [...(groups.get(source) ?? []), name]);
  }
  const parts = [...groups].map(([source, names]) => {
    if (source === 'agent') return `Replace ${listOf(names)} with the text to send`;
    if (!chosen[source]) return `${CHOOSE[source]} to fill ${listOf(names)}`;
    return `Replace ${listOf(names)} with the text to send: the chosen ${source} has none`;
  });
  if (parts.length === 0) return undefined;
  return parts
    .map((part, index) => (index === 0 ? part : part.charAt(0).toLowerCase() + part.slice(1)))
    .join('; ');
}

/** Replaces each known placeholder that has a non-blank value; others are left untouched. */
export function fillPlaceholders(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    const value = isPlaceholder(name) ? values[name] : undefined;
    return value !== undefined && value !== null && value.trim() !== '' ? value : whole;
  });
}

/** A template's subject and body filled with `values`. */
export function fillEmailTemplate(
  template: EmailTemplate,
  values: TemplateValues,
): { template: EmailTemplateId; subject: string; body: string } {
  return {
    template: template.id,
    subject: fillPlaceholders(template.subject, values),
    body: fillPlaceholders(template.body, values),
  };
}

/** What {bookingDetails} shows of one booking. */
export interface TemplateBooking {
  title: string;
  type: string;
  startDate?: string | null;
  endDate?: string | null;
  cost?: number | null;
  currency?: string | null;
  bookingReference?: string | null;
}

/** "- Sandals Grande (hotel), February 1, 2026 - February 8, 2026, $4,500.00, ref. SG-1": one line per booking. */
export function bookingLine(booking: TemplateBooking): string {
  // One date alone (a flight's day) is that date, not "From ...".
  const dates =
    booking.startDate && booking.endDate
      ? formatDateRange(booking.startDate, booking.endDate)
      : formatLongDate(booking.startDate ?? booking.endDate);
  const parts = [
    `- ${booking.title} (${booking.type})`,
    dates,
    booking.cost === null || booking.cost === undefined
      ? ''
      : formatMoney(booking.cost, booking.currency ?? undefined),
    booking.bookingReference ? `ref. ${booking.bookingReference}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * A field of a record found (a database row or a device's record alike, whose shapes differ),
 * or undefined when the record has none.
 */
function fieldOf(record: object | null | undefined, key: string): unknown {
  if (!record) return undefined;
  const value: unknown = Reflect.get(record, key);
  return value;
}

/** A field read as text: a value of another kind counts as no value. */
function textOf(record: object | null | undefined, key: string): string | undefined {
  const value = fieldOf(record, key);
  return typeof value === 'string' ? value : undefined;
}

/** A nullable text field: null stays null, as the record has it. */
function maybeTextOf(record: object, key: string): string | null | undefined {
  const value = fieldOf(record, key);
  return value === null ? null : textOf(record, key);
}

/** What {bookingDetails} reads of a booking record. */
function templateBookingOf(record: object): TemplateBooking {
  const cost = fieldOf(record, 'cost');
  return {
    title: textOf(record, 'title') ?? '',
    type: textOf(record, 'type') ?? '',
    startDate: maybeTextOf(record, 'startDate'),
    endDate: maybeTextOf(record, 'endDate'),
    cost: typeof cost === 'number' || cost === null ? cost : undefined,
    currency: maybeTextOf(record, 'currency'),
    bookingReference: maybeTextOf(record, 'bookingReference'),
  };
}

/**
 * The records a template's placeholders are filled from, as the server and the device find
 * them (database rows or the device's records alike); a record not found is left out.
 */
export interface TemplateSources {
  /** The signed-in agent: firstName, lastName, email. */
  agent: object | null | undefined;
  quote?: object | null;
  itinerary?: object | null;
  /** The itinerary's bookings, in the order of compareTemplateBookings. */
  bookings?: readonly object[];
  client?: object | null;
}

/** The client a template speaks to: the one chosen, else the quote's, else the itinerary's. */
export function templateClientId(
  chosen: string | null | undefined,
  quote: object | null | undefined,
  itinerary: object | null | undefined,
): string | null {
  const candidates = [chosen, fieldOf(quote, 'clientId'), fieldOf(itinerary, 'clientId')];
  const found = candidates.find((id) => id !== null && id !== undefined);
  return typeof found === 'string' ? found : null;
}

const fullName = (person: object) =>
  [fieldOf(person, 'firstName'), fieldOf(person, 'lastName')].filter(Boolean).join(' ');

/** The placeholder values of the records found (a record not found leaves its placeholders as they are). */
export function templateValuesOf(sources: TemplateSources): TemplateValues {
  const { agent, quote, itinerary, client } = sources;
  const values: TemplateValues = {
    agentName: (agent && fullName(agent)) || textOf(agent, 'email'),
  };
  if (quote) {
    values.quoteName = textOf(quote, 'title');
    // A date the client reads: "January 31, 2027", never "2027-01-31".
    // The calendar day alone, so no time zone moves it.
    const validUntil = textOf(quote, 'validUntil');
    values.quoteValidUntil = formatLongDate(validUntil?.slice(0, 10)) || null;
  }
  if (itinerary) {
    const bookings = (sources.bookings ?? []).map(templateBookingOf);
    values.bookingDetails = bookings.map(bookingLine).join('\n') || null;
    values.itineraryName = textOf(itinerary, 'title');
  }
  if (client) values.clientName = fullName(client);
  return values;
}

/** {bookingDetails} lists bookings by start date, undated ones last, then as they were made. */
export function compareTemplateBookings(first: object, second: object): number {
  const nullsLast = (x: unknown, y: unknown) => {
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return String(x).localeCompare(String(y));
  };
  return (
    nullsLast(fieldOf(first, 'startDate'), fieldOf(second, 'startDate')) ||
    String(fieldOf(first, 'createdAt')).localeCompare(String(fieldOf(second, 'createdAt')))
  );
}
