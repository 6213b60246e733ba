/**
 * The theme-park provider: live park data from ThemeParks.wiki, each
 * park's copy kept 5 minutes in PostgreSQL and shared by every visitor and every API process,
 * the last good copy served when the upstream fails.
 */
import type { LiveParkEntry, ParkId } from '@contract/themeParks.ts';

/** An attraction or show as the upstream last reported it, reduced to what the widget reads. */
export interface UpstreamEntity {
  id: string;
  name: string;
  entityType: 'ATTRACTION' | 'SHOW';
  /** OPERATING, DOWN, CLOSED, REFURBISHMENT, or whatever else the upstream says; null when it says none. */
  status: string | null;
  /** The standby line's wait in minutes, when the upstream posts one. */
  standbyWait: number | null;
  /** Whether a paid or reserved return time (or a paid line) can be had right now. */
  queueSkipAvailable: boolean;
  /** The upstream's showtimes as it lists them, performances and opening windows alike. */
  showtimes: UpstreamShowtime[];
  lastUpdated: string | null;
}

/**
 * One entry of an entity's showtimes. ThemeParks.wiki passes the operator's own kind along:
 * "Performance Time" for a performance, "Operating" for the hours a show runs continuously
 * (a character meet-and-greet), and others. Instants are ISO 8601 with the park's offset; a
 * performance whose end the operator does not publish repeats its start (Universal) or has none.
 */
export interface UpstreamShowtime {
  /** Null when the upstream names no kind. */
  type: string | null;
  startTime: string | null;
  endTime: string | null;
}

/** One published day of opening hours (the upstream's schedule entries of type OPERATING). */
export interface UpstreamOpeningHours {
  /** The park's calendar day, YYYY-MM-DD. */
  date: string;
  openingTime: string;
  closingTime: string;
}

/** What is stored per park: the upstream's answer, mapped afresh on every request (status and remaining showtimes depend on the time). */
export interface ParkSnapshot {
  /** Bumped when this shape changes, so a copy written by an older release is not misread. */
  version: typeof PARK_SNAPSHOT_VERSION;
  /** The park's own live status (its entry in liveData), read when it publishes no hours; null when it posts none. */
  parkStatus: string | null;
  entities: UpstreamEntity[];
  openingHours: UpstreamOpeningHours[];
}

export const PARK_SNAPSHOT_VERSION = 2;

/** A failed upstream call: its reason is safe to log (status, timeout, malformed body). */
export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Reads one park from the upstream. */
export interface ParkDataSource {
  park(entityId: string): Promise<ParkSnapshot>;
}

export interface AnsweredPark {
  entry: LiveParkEntry;
  /** When this copy was fetched from the upstream. */
  fetchedAt: Date;
}

export interface LiveParks {
  /** In the order asked for. */
  parks: AnsweredPark[];
  /** Parks with no copy at all: the upstream failed and none was ever fetched. */
  unavailable: ParkId[];
}

export interface ThemeParksProvider {
  live(parkIds: readonly ParkId[]): Promise<LiveParks>;
}
