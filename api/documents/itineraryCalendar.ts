/**
 * An itinerary as an iCalendar file (RFC 5545), written by ical-generator on the server and,
 * offline or before a sync, on the device: it escapes TEXT
 * values, folds lines at 75 octets and ends them with CRLF. Days are all-day events whose
 * DTEND is the day after the last day, as the format wants. The calendar carries no time
 * zone, so the library writes all-day dates from their UTC fields and a day never moves.
 */
import ical, { ICalCalendarMethod, ICalEventStatus, escape } from 'ical-generator';
import { readBookingDetails } from '../contract/bookings.ts';

type Row = Record<string, unknown>;

/**
 * A row or record's own fields, each read for what it is: the server passes database rows,
 * the device its records, so every field below is checked or converted where it is used.
 */
const fieldsOf = (record: object): Row => Object.fromEntries(Object.entries(record));

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar day ("2027-02-12", or a date column read as a Date) as UTC midnight, else null. */
function utcDay(value: unknown): Date | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
  }
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function dayAfter(day: Date): Date {
  return new Date(day.getTime() + 24 * 60 * 60 * 1000);
}

function instant(value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

const EVENT_STATUS: Record<string, ICalEventStatus> = {
  draft: ICalEventStatus.TENTATIVE,
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

const TYPE_LABEL: Record<string, string> = {
  flight: 'Flight',
  hotel: 'Hotel',
  activity: 'Activity',
  transport: 'Transport',
  restaurant: 'Restaurant',
  other: 'Other',
};

interface EventInput {
  uid: string;
  stamp: unknown;
  sequence: number;
  start: unknown;
  end: unknown;
  summary: string;
  description?: string | null;
  location?: string | null;
  status: string;
}

/**
 * One VEVENT for the whole trip and one per booking that has a start date. Takes the API's
 * objects or database rows alike (the server passes rows, the device its records).
 */
export function itineraryCalendar(itineraryInput: object, bookingInputs: readonly object[]): string {
  const itinerary = fieldsOf(itineraryInput);
  const bookings = bookingInputs.map(fieldsOf);
  const calendar = ical({
    prodId: { company: 'Travel Agency', product: 'Agent Office', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'gregorian',
    // The library writes the calendar name as it is given, so it is escaped here.
    name: escape(String(itinerary.title ?? ''), false),
  });

  const add = (input: EventInput) => {
    const start = utcDay(input.start);
    if (!start) return;
    const last = utcDay(input.end);
    calendar.createEvent({
      id: input.uid,
      stamp: instant(input.stamp),
      sequence: Number.isFinite(input.sequence) ? input.sequence : 0,
      allDay: true,
      start,
      end: dayAfter(last && last >= start ? last : start),
      summary: input.summary,
      description: input.description || null,
      location: input.location || null,
      status: EVENT_STATUS[input.status] ?? null,
    });
  };

  add({
    uid: `itinerary-${String(itinerary.id)}@agent-office`,
    stamp: itinerary.updatedAt,
    sequence: Number(itinerary.version ?? 0),
    start: itinerary.startDate,
    end: itinerary.endDate,
    summary: String(itinerary.title),
    description: typeof itinerary.description === 'string' ? itinerary.description : null,
    status: String(itinerary.status),
  });

  for (const booking of bookings) {
    const details = readBookingDetails(booking.details);
    const description = [
      typeof details.description === 'string' ? details.description : '',
      typeof details.startTime === 'string' ? `Starts ${details.startTime}` : '',
      typeof details.endTime === 'string' ? `Ends ${details.endTime}` : '',
      booking.bookingReference ? `Reference: ${String(booking.bookingReference)}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    add({
      uid: `booking-${String(booking.id)}@agent-office`,
      stamp: booking.updatedAt,
      sequence: Number(booking.version ?? 0),
      start: booking.startDate,
      end: booking.endDate,
      summary: `${TYPE_LABEL[String(booking.type)] ?? 'Booking'}: ${String(booking.title)}`,
      description: description || null,
      location: typeof details.location === 'string' ? details.location : null,
      status: String(booking.status),
    });
  }

  // Every content line ends with CRLF, the last one too; the library leaves it off.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** The download's file name, the same from the server and the device. */
export const itineraryCalendarFileName = (id: string) => `itinerary-${id}.ics`;
