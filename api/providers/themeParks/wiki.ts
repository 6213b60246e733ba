/**
 * ThemeParks.wiki v1 over fetch: `GET {base}/entity/{id}/live` and `GET {base}/entity/{id}/schedule`
 * (https://api.themeparks.wiki/docs/v1/). Both are read for a park at once; either failing fails
 * the park, so a stored copy never pairs one moment's waits with another's hours.
 *
 * Each call is bounded by one timer that covers the body too (an upstream that sends headers and
 * then stalls cannot hold a visitor's request), and is a failure on a non-OK status, a body that
 * is not JSON, or JSON without the documented array. Within a well-formed answer, an entry that
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

function minutes(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
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
    returnTime('RETURN_TIME') || returnTime('PAID_RETURN_TIME') || minutes(paidStandby?.waitTime) !== null
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
    standbyWait: minutes(record(queue?.STANDBY)?.waitTime),
    queueSkipAvailable: queueSkipAvailable(queue),
    showtimes: showtimes.flatMap((time) => {
      const showtime = record(time);
      if (!showtime) return [];
      return [{ startTime: instant(showtime.startTime), endTime: instant(showtime.endTime) }];
    }),
    lastUpdated: instant(entry.lastUpdated),
  };
}

/** The attractions and shows of a live answer; throws when the body is not the documented object. */
export function entitiesFromLive(body: unknown): UpstreamEntity[] {
  const liveData = record(body)?.liveData;
  if (!Array.isArray(liveData)) throw new UpstreamError('live answer has no liveData array');
  return liveData.flatMap((entry) => toEntity(entry) ?? []);
}

/** The OPERATING days of a schedule answer; throws when the body is not the documented object. */
export function openingHoursFromSchedule(body: unknown): UpstreamOpeningHours[] {
  const schedule = record(body)?.schedule;
  if (!Array.isArray(schedule)) throw new UpstreamError('schedule answer has no schedule array');
  return schedule.flatMap((value) => {
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
        return JSON.parse(body) as unknown;
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
        entities: entitiesFromLive(live),
        openingHours: openingHoursFromSchedule(schedule),
      };
      return snapshot;
    },
  };
}
