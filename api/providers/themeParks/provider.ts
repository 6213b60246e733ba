/**
 * Live park data shared by every visitor: each park's copy is fetched from the upstream at most
 * once per PARK_CACHE_MS, whatever the number of visitors and API processes.
 *
 * - In a process, concurrent requests for a park share one pending lookup.
 * - Across processes, the copy lives in PostgreSQL (snapshots.ts); a process refreshes a stale
 *   park only after claiming it, so one refresh runs at a time. A process that finds another's
 *   refresh under way answers with the copy it has, or, with none, waits for that refresh.
 * - The process keeps the copy it last read, but only to skip reading the database while the
 *   copy is fresh: the stored row stays the copy every process answers from.
 * - A failed refresh leaves the last good copy in place (served however old: its fetchedAt
 *   says so) and holds every process back for a while (1, 2, 4, then 5 minutes), so a failing
 *   upstream is asked, and the failure logged, once per wait and not once per visitor.
 */
import { PARK_CACHE_MS, type ParkId } from '@contract/themeParks.ts';
import type { Db } from '@db/index.ts';
import type { Logger } from '../../logger.ts';
import { toLiveParkEntry } from './mapping.ts';
import { parkDefinition } from './parks.ts';
import { claimRefresh, readSnapshot, recordFailure, storeSnapshot, type Claim } from './snapshots.ts';
import type { LiveParks, ParkDataSource, ParkSnapshot, ThemeParksProvider } from './types.ts';
import { UPSTREAM_TIMEOUT_MS } from './wiki.ts';

export interface LiveParksProviderOptions {
  db: Db;
  source: ParkDataSource;
  logger?: Logger;
  /** The clock every copy's age is read against (milliseconds); tests move it. */
  now?: () => number;
  cacheMs?: number;
  /** The first wait after a failed refresh; it doubles with each failure in a row, up to cacheMs. */
  retryAfterFailureMs?: number;
  /** The upstream's bound, which sets how long a claim is held and how long to wait for another process. */
  upstreamTimeoutMs?: number;
  /** How often a process with no copy looks whether another process's refresh has finished. */
  pollMs?: number;
}

interface Copy {
  snapshot: ParkSnapshot;
  fetchedAt: Date;
}

const FIRST_RETRY_AFTER_FAILURE_MS = 60_000;
const POLL_MS = 100;

export function createLiveParksProvider(options: LiveParksProviderOptions): ThemeParksProvider {
  const { db, source, logger } = options;
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? PARK_CACHE_MS;
  const firstRetryMs = options.retryAfterFailureMs ?? FIRST_RETRY_AFTER_FAILURE_MS;
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
  // Live and schedule are read side by side, each within the bound; the margin covers the
  // database and a busy process, so a claim outlives any refresh that can still succeed.
  const leaseMs = 2 * upstreamTimeoutMs + 1_000;
  const pollMs = options.pollMs ?? POLL_MS;

  const remembered = new Map<ParkId, Copy>();
  const pending = new Map<ParkId, Promise<Copy | null>>();

  const isFresh = (copy: Copy) => now() - copy.fetchedAt.getTime() < cacheMs;

  function remember(parkId: ParkId, copy: Copy): Copy {
    const known = remembered.get(parkId);
    if (!known || known.fetchedAt <= copy.fetchedAt) remembered.set(parkId, copy);
    return copy;
  }

  function copyOfRow(row: Awaited<ReturnType<typeof readSnapshot>>): Copy | null {
    return row?.snapshot && row.fetchedAt ? { snapshot: row.snapshot, fetchedAt: row.fetchedAt } : null;
  }

  function retryAfter(failures: number): Date {
    return new Date(now() + Math.min(firstRetryMs * 2 ** (failures - 1), cacheMs));
  }

  async function refresh(parkId: ParkId, claim: Claim, previous: Copy | null): Promise<Copy | null> {
    const park = parkDefinition(parkId);
    try {
      const snapshot = await source.park(park.entityId);
      const copy = { snapshot, fetchedAt: new Date(now()) };
      await storeSnapshot(db, claim, copy);
      return remember(parkId, copy);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failures = await recordFailure(db, claim, { now: new Date(now()), reason, retryAfter });
      logger?.warn(
        {
          themeParks: {
            parkId,
            reason,
            failuresInARow: failures,
            lastGoodCopy: previous?.fetchedAt.toISOString() ?? null,
          },
        },
        previous
          ? 'Live park data could not be refreshed; answering with the last good copy'
          : 'Live park data could not be fetched and there is no earlier copy',
      );
      return null;
    }
  }

  /**
   * With no copy of its own and the claim refused: another process is refreshing (wait for it,
   * within its lease) or a failed refresh is being waited out (nothing to answer with).
   */
  async function awaitOtherRefresh(parkId: ParkId): Promise<Copy | null> {
    const giveUpAt = Date.now() + leaseMs;
    for (;;) {
      const row = await readSnapshot(db, parkId);
      const copy = copyOfRow(row);
      if (copy) return remember(parkId, copy);
      const refreshing = row?.refreshingUntil && row.refreshingUntil.getTime() > now();
      if (!refreshing || Date.now() >= giveUpAt) return null;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  async function lookUp(parkId: ParkId): Promise<Copy | null> {
    const row = await readSnapshot(db, parkId);
    const stored = copyOfRow(row);
    if (stored) remember(parkId, stored);
    if (stored && isFresh(stored)) return stored;
    const at = now();
    const claim = await claimRefresh(db, parkId, {
      now: new Date(at),
      staleBefore: new Date(at - cacheMs),
      leaseUntil: new Date(at + leaseMs),
    });
    if (claim) return (await refresh(parkId, claim, stored)) ?? stored;
    return stored ?? awaitOtherRefresh(parkId);
  }

  function copyOf(parkId: ParkId): Promise<Copy | null> {
    const known = remembered.get(parkId);
    if (known && isFresh(known)) return Promise.resolve(known);
    let lookup = pending.get(parkId);
    if (!lookup) {
      lookup = lookUp(parkId).finally(() => pending.delete(parkId));
      pending.set(parkId, lookup);
    }
    return lookup;
  }

  return {
    async live(parkIds) {
      const copies = await Promise.all(
        parkIds.map(async (parkId) => [parkId, await copyOf(parkId)] as const),
      );
      const at = new Date(now());
      const result: LiveParks = { parks: [], unavailable: [] };
      for (const [parkId, copy] of copies) {
        if (!copy) result.unavailable.push(parkId);
        else
          result.parks.push({
            entry: toLiveParkEntry(parkDefinition(parkId), copy.snapshot, at),
            fetchedAt: copy.fetchedAt,
          });
      }
      return result;
    },
  };
}
