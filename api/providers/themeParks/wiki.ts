/**
 * ThemeParks.wiki v1 over fetch: `GET {base}/entity/{id}/live` and `GET {base}/entity/{id}/schedule`
 * (https://api.themeparks.wiki/docs/v1/). Both are read for a park at once; either failing fails
 * the park, so a stored copy never pairs one moment's waits with another's hours.
 *
 * Each call is bounded by one timer that covers the body too (an upstream that sends headers and
 * then stalls cannot hold a visitor's request), and is a failure on a non-OK status, a body that
 * is not JSON, or JSON that is not the documented object. The documented arrays are optional:
 * an entity with nothing to report has no liveData, a park with no published days no schedule,
 * and the park is then answered with what it has. Within a well-formed answer, an entry that
 * lacks an id or a name is skipped rather than failing the park.
 */
import {
  PARK_SNAPSHOT_VERSION,
  UpstreamError,
  type ParkDataSource,
  type ParkSnapshot,
  type UpstreamEntity,
  type UpstreamOpeningHours,
} from './types.ts';

export const UPSTREAM_TIMEOUT_MS = 10_000;

export interface ThemeParksWikiOptions {
  /** `https://api.themeparks.wiki/v1`, or a local fake in tests. */
  apiBase: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

function record(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function instant(value: unknown): string | null {
  const candidate = text(value);
  return candidate && Number.isFinite(Date.parse(candidate)) ? candidate : null;
}

/**
 * Above this, a posted wait is a placeholder (999 is common) or a code, not a queue: the
 * upstream reports it as the park published it and leaves it out of its own statistics past a
 * plausibility ceiling, the lowest of which is 300 minutes.
 */
const LONGEST_PLAUSIBLE_WAIT_MINUTES = 300;

/** A posted wait in minutes; null when there is none or it cannot be a real queue. */
function waitMinutes(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const minutes = Math.round(value);
  return minutes <= LONGEST_PLAUSIBLE_WAIT_MINUTES ? minutes : null;
}

/**
 * Disney's Lightning Lane is a return time (RETURN_TIME for Multi Pass, PAID_RETURN_TIME for
 * Single Pass); Universal Express is a paid line of its own (PAID_STANDBY), open while it posts
 * a wait.
 */
function queueSkipAvailable(queue: Json | null): boolean {
  if (!queue) return false;
  const returnTime = (name: string) => record(queue[name])?.state === 'AVAILABLE';
  const paidStandby = record(queue.PAID_STANDBY);
  return (
    returnTime('RETURN_TIME') || returnTime('PAID_RETURN_TIME') || waitMinutes(paidStandby?.waitTime) !== null
  );
}

function toEntity(value: unknown): UpstreamEntity | null {
  const entry = record(value);
  const id = text(entry?.id);
  const name = text(entry?.name);
  const entityType = entry?.entityType;
  if (!entry || !id || !name || (entityType !== 'ATTRACTION' && entityType !== 'SHOW')) return null;
  const queue = record(entry.queue);
  const showtimes = Array.isArray(entry.showtimes) ? entry.showtimes : [];
  return {
    id,
    name: name.trim(),
    entityType,
    status: text(entry.status),
    standbyWait: waitMinutes(record(queue?.STANDBY)?.waitTime),
    queueSkipAvailable: queueSkipAvailable(queue),
    showtimes: showtimes.flatMap((time) => {
      const showtime = record(time);
      if (!showtime) return [];
      return [
        {
          type: text(showtime.type),
          startTime: instant(showtime.startTime),
          endTime: instant(showtime.endTime),
        },
      ];
    }),
    lastUpdated: instant(entry.lastUpdated),
  };
}

/**
 * The documented array of an answer: the body must be a JSON object; the array may be absent
 * (nothing to report), but when present it must be an array.
 */
function documentedArray(body: unknown, key: 'liveData' | 'schedule', what: string): unknown[] {
  const answer = record(body);
  if (!answer) throw new UpstreamError(`${what} answer is not an object`);
  const list = answer[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new UpstreamError(`${what} answer has a ${key} that is not an array`);
  return list;
}

/** The attractions and shows of a live answer; throws when the body is not the documented object. */
export function entitiesFromLive(body: unknown): UpstreamEntity[] {
  return documentedArray(body, 'liveData', 'live').flatMap((entry) => toEntity(entry) ?? []);
}

/** The park's own status in its live answer (its entry among liveData), or null when it posts none. */
export function parkStatusFromLive(body: unknown, parkEntityId: string): string | null {
  const parks = documentedArray(body, 'liveData', 'live')
    .map(record)
    .filter((entry) => entry?.entityType === 'PARK');
  const own = parks.find((entry) => entry?.id === parkEntityId) ?? parks[0];
  return text(own?.status);
}

/** The OPERATING days of a schedule answer; throws when the body is not the documented object. */
export function openingHoursFromSchedule(body: unknown): UpstreamOpeningHours[] {
  return documentedArray(body, 'schedule', 'schedule').flatMap((value) => {
    const entry = record(value);
    const date = text(entry?.date);
    const openingTime = instant(entry?.openingTime);
    const closingTime = instant(entry?.closingTime);
    if (entry?.type !== 'OPERATING' || !date || !openingTime || !closingTime) return [];
    return [{ date, openingTime, closingTime }];
  });
}

export function createThemeParksWikiClient(options: ThemeParksWikiOptions): ParkDataSource {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;

  async function getJson(path: string): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(`${apiBase}${path}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new UpstreamError(`${path} answered ${response.status}`);
      }
      const body = await response.text();
      try {
        const answer: unknown = JSON.parse(body);
        return answer;
      } catch {
        throw new UpstreamError(`${path} answered malformed JSON`);
      }
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      if (controller.signal.aborted) throw new UpstreamError(`${path} timed out after ${timeoutMs} ms`);
      throw new UpstreamError(`${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async park(entityId) {
      const id = encodeURIComponent(entityId);
      const [live, schedule] = await Promise.all([
        getJson(`/entity/${id}/live`),
        getJson(`/entity/${id}/schedule`),
      ]);
      const snapshot: ParkSnapshot = {
        version: PARK_SNAPSHOT_VERSION,
        parkStatus: parkStatusFromLive(live, entityId),
        entities: entitiesFromLive(live),
        openingHours: openingHoursFromSchedule(schedule),
      };
      return snapshot;
    },
  };
}
