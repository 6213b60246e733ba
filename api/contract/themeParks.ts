/**
 * Live theme-park data on the wire: the parks the widget may ask for,
 * the live park response, the status labels and the wait-time colours. Pure: no Node or DOM
 * imports, read by the API, its provider and the widget alike.
 */
import * as v from 'valibot';

/** The parks the agency shows, in the order a visitor meets them. */
export const PARK_IDS = [
  'magic-kingdom',
  'epcot',
  'hollywood-studios',
  'animal-kingdom',
  'universal-studios-florida',
  'islands-of-adventure',
  'epic-universe',
] as const;
export type ParkId = (typeof PARK_IDS)[number];

/** The widget's parks when the page names none. */
export const DEFAULT_PARK_IDS: readonly ParkId[] = ['magic-kingdom', 'epcot'];

/** The widget refetches every 5 minutes; the server keeps each park's copy as long. */
export const PARK_REFETCH_INTERVAL_MS = 300_000;
export const PARK_CACHE_MS = PARK_REFETCH_INTERVAL_MS;

/** Wait-time colour thresholds in minutes. */
export const WAIT_TIME_GREEN_MAX = 20;
export const WAIT_TIME_YELLOW_MAX = 45;

export type WaitTimeColour = 'green' | 'yellow' | 'red' | 'neutral';

/** Up to 20 minutes green, up to 45 yellow, above red; no wait time neutral. */
export function waitTimeColour(minutes: number | null | undefined): WaitTimeColour {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return 'neutral';
  if (minutes <= WAIT_TIME_GREEN_MAX) return 'green';
  if (minutes <= WAIT_TIME_YELLOW_MAX) return 'yellow';
  return 'red';
}

/** Park, attraction and show statuses as the upstream names them. */
export const PARK_STATUSES = ['OPERATING', 'CLOSED', 'SCHEDULED_CLOSURE'] as const;
export const ATTRACTION_STATUSES = ['OPERATING', 'DOWN', 'CLOSED', 'REFURBISHMENT'] as const;
export const SHOW_STATUSES = ['OPERATING', 'CANCELLED', 'DELAYED'] as const;

/** These four have labels; any other value is shown as given. */
const STATUS_LABELS: Record<string, string> = {
  OPERATING: 'Operating',
  DOWN: 'Down',
  CLOSED: 'Closed',
  REFURBISHMENT: 'Refurbishment',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export interface ParkHours {
  /** ISO 8601 instants with the park's offset, or null when the park publishes no hours today. */
  openTime: string | null;
  closeTime: string | null;
}

export interface LivePark {
  id: ParkId;
  name: string;
  shortName: string;
  status: string;
  hours: ParkHours;
  /** The park's IANA time zone (hours are shown in it) and the operator's queue-skip name. */
  timezone: string;
  queueSkipName: string;
}

export interface LiveAttraction {
  id: string;
  name: string;
  area: string | null;
  status: string;
  /** Minutes; null when the park publishes none. */
  waitTime: number | null;
  fastPassAvailable: boolean;
  lastUpdated: string | null;
}

export interface LiveShow {
  id: string;
  name: string;
  area: string | null;
  status: string;
  /** Minutes, from the performances' published ends; null when none is published. */
  duration: number | null;
  /** ISO 8601 start instants of today's remaining performances. */
  showtimes: string[];
  /**
   * The hours a show that runs continuously rather than in
   * performances (a character meet-and-greet) is open, now or later today; null otherwise.
   */
  hours: ParkHours | null;
}

export interface LiveParkEntry {
  park: LivePark;
  attractions: LiveAttraction[];
  shows: LiveShow[];
}

export interface LiveParkResponse {
  success: true;
  /** When the oldest copy in this answer was fetched from the upstream. */
  lastUpdated: string;
  parks: LiveParkEntry[];
  /**
   * Parks asked for that have no copy to answer with (their
   * upstream failed and none was ever fetched). The answer carries the others; it is an error
   * only when no park can be answered.
   */
  unavailableParkIds: ParkId[];
}

export const themeParkMessages = {
  /** The widget's error view. */
  errorTitle: 'Unable to Load Park Information',
  errorText: "We're having trouble getting the latest park information. Please try again later.",
  /** The message thrown for a non-OK response. */
  fetchFailed: 'Failed to fetch park data',
  unknownPark: `Unknown park. Choose from: ${PARK_IDS.join(', ')}`,
  tooManyParks: `Ask for at most ${PARK_IDS.length} parks`,
  maxWaitTimeInvalid: 'maxWaitTime must be a whole number of minutes from 0 to 600',
  flagInvalid: 'includeAttractions and includeShows must be true or false',
} as const;

const Flag = v.pipe(
  v.optional(v.picklist(['true', 'false'], themeParkMessages.flagInvalid), 'true'),
  v.transform((value) => value === 'true'),
);

/**
 * The query of GET /api/theme-parks/live: parkIds repeated (or comma-separated), defaulting to
 * Magic Kingdom and EPCOT; maxWaitTime keeps attractions whose known wait is at most that many
 * minutes; includeAttractions and includeShows default true.
 */
export const LiveParkQuery = v.object({
  parkIds: v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())]), () => [...DEFAULT_PARK_IDS]),
    v.transform((value) => {
      const ids = (Array.isArray(value) ? value : [value])
        .flatMap((entry) => entry.split(','))
        .map((entry) => entry.trim())
        .filter(Boolean);
      return [...new Set(ids.length > 0 ? ids : DEFAULT_PARK_IDS)];
    }),
    v.maxLength(PARK_IDS.length, themeParkMessages.tooManyParks),
    v.check(
      (ids) => ids.every((id) => (PARK_IDS as readonly string[]).includes(id)),
      themeParkMessages.unknownPark,
    ),
    v.transform((ids) => ids as ParkId[]),
  ),
  maxWaitTime: v.optional(
    v.pipe(
      v.string(themeParkMessages.maxWaitTimeInvalid),
      v.regex(/^\d{1,3}$/, themeParkMessages.maxWaitTimeInvalid),
      v.transform(Number),
      v.maxValue(600, themeParkMessages.maxWaitTimeInvalid),
    ),
  ),
  includeAttractions: Flag,
  includeShows: Flag,
});
export type LiveParkQuery = v.InferOutput<typeof LiveParkQuery>;
