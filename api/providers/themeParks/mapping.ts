/**
 * A stored copy of a park as the wire's LiveParkEntry, at a given moment. Mapped on every
 * request rather than once when fetched: whether the park is open and which performances are
 * still to come change with the time, even while the copy itself is the same.
 */
import type { LiveAttraction, LiveParkEntry, LiveShow, ParkHours } from '@contract/themeParks.ts';
import type { ParkDefinition } from './parks.ts';
import type { ParkSnapshot, UpstreamEntity, UpstreamOpeningHours, UpstreamShowtime } from './types.ts';

/**
 * A performance longer than this is not a show's length but a listing error (a day-long span
 * filed as a performance): such a show's length is left unknown.
 */
const LONGEST_PERFORMANCE_MINUTES = 240;

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function calendarDate(at: Date, timeZone: string): string {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarFormats.set(timeZone, format);
  }
  return format.format(at);
}

function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);
}

/**
 * The hours to show: the opening that contains now (one that began yesterday and runs past
 * midnight included), else today's next or first opening. Null when nothing is published for today.
 */
export function currentOpening(
  openingHours: readonly UpstreamOpeningHours[],
  timeZone: string,
  now: Date,
): UpstreamOpeningHours | null {
  const at = now.getTime();
  const open = (entry: UpstreamOpeningHours) => Date.parse(entry.openingTime);
  const close = (entry: UpstreamOpeningHours) => Date.parse(entry.closingTime);
  const containing = openingHours.find((entry) => open(entry) <= at && at < close(entry));
  if (containing) return containing;
  const today = calendarDate(now, timeZone);
  const todays = openingHours.filter((entry) => entry.date === today).sort((a, b) => open(a) - open(b));
  return todays.find((entry) => close(entry) > at) ?? todays[0] ?? null;
}

function toAttraction(entity: UpstreamEntity): LiveAttraction {
  const status = entity.status ?? 'UNKNOWN';
  return {
    id: entity.id,
    name: entity.name,
    // The upstream's live and schedule data carry no land or area.
    area: null,
    status,
    // A wait posted for a ride that is down or closed is not a wait anyone can join.
    waitTime: status === 'OPERATING' ? entity.standbyWait : null,
    fastPassAvailable: entity.queueSkipAvailable,
    lastUpdated: entity.lastUpdated,
  };
}

/**
 * The upstream's "Operating" showtimes are the hours a show runs continuously (a character
 * meet-and-greet), not performances; every other kind, or none named, is a performance.
 */
function isOpeningWindow(showtime: UpstreamShowtime): boolean {
  return showtime.type?.trim().toUpperCase() === 'OPERATING';
}

function performances(entity: UpstreamEntity): UpstreamShowtime[] {
  return entity.showtimes.filter((showtime) => !isOpeningWindow(showtime));
}

/**
 * A show's length, from a performance whose end the operator published. Universal repeats the
 * start as the end and some performances have none: with no real end anywhere, it is unknown.
 */
function performanceMinutes(entity: UpstreamEntity): number | null {
  for (const { startTime, endTime } of performances(entity)) {
    if (!startTime || !endTime) continue;
    const length = Math.round((Date.parse(endTime) - Date.parse(startTime)) / 60_000);
    if (length > 0 && length <= LONGEST_PERFORMANCE_MINUTES) return length;
  }
  return null;
}

/** Today's performances that have not started yet, in order. */
function remainingShowtimes(entity: UpstreamEntity, timeZone: string, now: Date): string[] {
  const today = calendarDate(now, timeZone);
  const starts = performances(entity)
    .map(({ startTime }) => startTime)
    .filter((start): start is string => start !== null)
    .filter(
      (start) => Date.parse(start) >= now.getTime() && calendarDate(new Date(start), timeZone) === today,
    )
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return [...new Set(starts)];
}

/**
 * The hours a show that runs continuously is open: the window that contains now, else today's
 * next one. Null when it lists none still to come (or only performances).
 */
function openWindow(entity: UpstreamEntity, timeZone: string, now: Date): ParkHours | null {
  const at = now.getTime();
  const today = calendarDate(now, timeZone);
  const windows = entity.showtimes
    .filter(isOpeningWindow)
    .flatMap(({ startTime, endTime }) =>
      startTime && endTime && Date.parse(endTime) > Date.parse(startTime)
        ? [{ openTime: startTime, closeTime: endTime }]
        : [],
    )
    .filter(({ closeTime }) => Date.parse(closeTime) > at)
    .sort((a, b) => Date.parse(a.openTime) - Date.parse(b.openTime));
  return (
    windows.find(({ openTime }) => Date.parse(openTime) <= at) ??
    windows.find(({ openTime }) => calendarDate(new Date(openTime), timeZone) === today) ??
    null
  );
}

function toShow(entity: UpstreamEntity, timeZone: string, now: Date): LiveShow {
  return {
    id: entity.id,
    name: entity.name,
    area: null,
    status: entity.status ?? 'UNKNOWN',
    duration: performanceMinutes(entity),
    showtimes: remainingShowtimes(entity, timeZone, now),
    hours: openWindow(entity, timeZone, now),
  };
}

/**
 * Open while now falls within the hours published for today; with no hours published, as the
 * park's own live status says; with neither, not shown as open.
 */
function parkStatus(snapshot: ParkSnapshot, opening: UpstreamOpeningHours | null, now: Date): string {
  if (!opening) return snapshot.parkStatus ?? 'CLOSED';
  const at = now.getTime();
  return Date.parse(opening.openingTime) <= at && at < Date.parse(opening.closingTime)
    ? 'OPERATING'
    : 'CLOSED';
}

export function toLiveParkEntry(park: ParkDefinition, snapshot: ParkSnapshot, now: Date): LiveParkEntry {
  const opening = currentOpening(snapshot.openingHours, park.timezone, now);
  const hours: ParkHours = {
    openTime: opening?.openingTime ?? null,
    closeTime: opening?.closingTime ?? null,
  };
  return {
    park: {
      id: park.id,
      name: park.name,
      shortName: park.shortName,
      status: parkStatus(snapshot, opening, now),
      hours,
      timezone: park.timezone,
      queueSkipName: park.queueSkipName,
    },
    attractions: snapshot.entities
      .filter((entity) => entity.entityType === 'ATTRACTION')
      .map(toAttraction)
      .sort(byName),
    shows: snapshot.entities
      .filter((entity) => entity.entityType === 'SHOW')
      .map((entity) => toShow(entity, park.timezone, now))
      .sort(byName),
  };
}
