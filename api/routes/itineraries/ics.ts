/**
 * An itinerary as an iCalendar file (RFC 5545). Small enough to own (a library would add its
 * time-zone handling to all-day dates that must not move): CRLF line ends, TEXT values
 * escaped, content lines folded at 75 octets without splitting a UTF-8 character, a stable UID
 * per row, DTSTAMP in UTC. Days are all-day events
 * (VALUE=DATE) whose DTEND is the day after the last day, as the format wants.
 */

type Row = Record<string, unknown>;

const encoder = new TextEncoder();

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into chunks of at most 75 octets, continuations starting with a space. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines start with one space, which counts toward their 75 octets.
    if (octets + size > 75) {
      chunks.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  chunks.push(current);
  return chunks.join('\r\n');
}

/** "2027-02-12" -> "20270212". */
function icsDate(day: string): string {
  return day.replace(/-/g, '');
}

/** The day after a "YYYY-MM-DD" day, as an iCalendar date (the exclusive end of an all-day event). */
function icsDayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return next.toISOString().slice(0, 10).replace(/-/g, '');
}

/** An instant as an iCalendar UTC date-time: 20270212T093000Z. */
function icsInstant(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value ?? Date.now()));
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function parseJson(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string' || text === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const EVENT_STATUS: Record<string, string> = {
  draft: 'TENTATIVE',
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

interface EventInput {
  uid: string;
  stamp: unknown;
  sequence: number;
  start: string;
  end: string | null;
  summary: string;
  description?: string | null;
  location?: string | null;
  status: string;
}

function event(input: EventInput): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${icsInstant(input.stamp)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTART;VALUE=DATE:${icsDate(input.start)}`,
    `DTEND;VALUE=DATE:${icsDayAfter(input.end && input.end >= input.start ? input.end : input.start)}`,
    `SUMMARY:${escapeText(input.summary)}`,
  ];
  if (input.description) lines.push(`DESCRIPTION:${escapeText(input.description)}`);
  if (input.location) lines.push(`LOCATION:${escapeText(input.location)}`);
  if (EVENT_STATUS[input.status]) lines.push(`STATUS:${EVENT_STATUS[input.status]}`);
  lines.push('END:VEVENT');
  return lines;
}

const TYPE_LABEL: Record<string, string> = {
  flight: 'Flight',
  hotel: 'Hotel',
  activity: 'Activity',
  transport: 'Transport',
  restaurant: 'Restaurant',
  other: 'Other',
};

/** One VEVENT for the whole trip and one per booking that has a start date. */
export function itineraryCalendar(itinerary: Row, bookings: readonly Row[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Travel Agency//Agent Office//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(String(itinerary.title))}`,
  ];
  if (itinerary.startDate) {
    lines.push(
      ...event({
        uid: `itinerary-${String(itinerary.id)}@agent-office`,
        stamp: itinerary.updatedAt,
        sequence: Number(itinerary.version ?? 0),
        start: itinerary.startDate as string,
        end: (itinerary.endDate as string | null) ?? null,
        summary: String(itinerary.title),
        description: (itinerary.description as string | null) ?? null,
        status: String(itinerary.status),
      }),
    );
  }
  for (const booking of bookings) {
    if (!booking.startDate) continue;
    const details = parseJson(booking.details);
    const description = [
      typeof details.description === 'string' ? details.description : '',
      typeof details.startTime === 'string' ? `Starts ${details.startTime}` : '',
      typeof details.endTime === 'string' ? `Ends ${details.endTime}` : '',
      booking.bookingReference ? `Reference: ${String(booking.bookingReference)}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    lines.push(
      ...event({
        uid: `booking-${String(booking.id)}@agent-office`,
        stamp: booking.updatedAt,
        sequence: Number(booking.version ?? 0),
        start: booking.startDate as string,
        end: (booking.endDate as string | null) ?? null,
        summary: `${TYPE_LABEL[String(booking.type)] ?? 'Booking'}: ${String(booking.title)}`,
        description: description || null,
        location: typeof details.location === 'string' ? details.location : null,
        status: String(booking.status),
      }),
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
