/**
 * The parks' stored copies (table theme_park_snapshots, see its migration): read one, claim
 * the right to refresh it, and record how the refresh went. Every time is the caller's clock,
 * so tests move it instead of waiting.
 */
import { randomUUID } from 'node:crypto';
import { jsonb, type Db } from '@db/index.ts';
import type { ParkId } from '@contract/themeParks.ts';
import { PARK_SNAPSHOT_VERSION, type ParkSnapshot } from './types.ts';

export interface SnapshotRow {
  parkId: ParkId;
  snapshot: ParkSnapshot | null;
  fetchedAt: Date | null;
  refreshingUntil: Date | null;
  retryAfter: Date | null;
  failures: number;
}

const TABLE = 'themeParkSnapshots';

function asDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A stored copy this release can read; one written in another shape counts as none. */
function readableSnapshot(value: unknown): ParkSnapshot | null {
  const snapshot = (typeof value === 'string' ? JSON.parse(value) : value) as ParkSnapshot | null;
  return snapshot?.version === PARK_SNAPSHOT_VERSION ? snapshot : null;
}

export async function readSnapshot(db: Db, parkId: ParkId): Promise<SnapshotRow | null> {
  const row: Record<string, unknown> | undefined = await db(TABLE)
    .where({ parkId })
    .first('parkId', 'snapshot', 'fetchedAt', 'refreshingUntil', 'retryAfter', 'failures');
  if (!row) return null;
  return {
    parkId,
    snapshot: readableSnapshot(row.snapshot),
    fetchedAt: asDate(row.fetchedAt),
    refreshingUntil: asDate(row.refreshingUntil),
    retryAfter: asDate(row.retryAfter),
    failures: Number(row.failures ?? 0),
  };
}

/**
 * Claims the park's refresh until `leaseUntil`, in one statement: the row is made if missing
 * (and then claimed) or taken only while its copy is older than `staleBefore` (or absent), no
 * other claim holds and no retry is being waited out. PostgreSQL locks the row for the
 * conflicting insert, so of several processes asking at once exactly one gets true.
 */
export async function claimRefresh(
  db: Db,
  parkId: ParkId,
  { now, staleBefore, leaseUntil }: { now: Date; staleBefore: Date; leaseUntil: Date },
): Promise<Claim | null> {
  const token = randomUUID();
  const result: { rows: unknown[] } = await db.raw(
    `insert into theme_park_snapshots as parks
            (park_id, refreshing_until, claim_token, created_at, updated_at)
     values (?, ?, ?, ?, ?)
     on conflict (park_id) do update
        set refreshing_until = excluded.refreshing_until,
            claim_token = excluded.claim_token,
            updated_at = excluded.updated_at
      where (parks.fetched_at is null or parks.fetched_at <= ?)
        and (parks.refreshing_until is null or parks.refreshing_until <= ?)
        and (parks.retry_after is null or parks.retry_after <= ?)
     returning parks.park_id`,
    [parkId, leaseUntil, token, now, now, staleBefore, now, now],
  );
  return result.rows.length === 1 ? { parkId, token } : null;
}

/** The right to refresh one park, held until its lease runs out. */
export interface Claim {
  parkId: ParkId;
  token: string;
}

/** The claimed row, and only while the claim is still the holder's. */
function held(db: Db, claim: Claim) {
  return db(TABLE).where({ parkId: claim.parkId, claimToken: claim.token });
}

/** Stores a good copy and frees the claim, unless the claim was lost (its lease ran out and another took it). */
export async function storeSnapshot(
  db: Db,
  claim: Claim,
  { snapshot, fetchedAt }: { snapshot: ParkSnapshot; fetchedAt: Date },
): Promise<boolean> {
  const updated = await held(db, claim).update({
    snapshot: jsonb(snapshot),
    fetchedAt,
    refreshingUntil: null,
    claimToken: null,
    retryAfter: null,
    failures: 0,
    lastError: null,
    lastErrorAt: null,
    updatedAt: fetchedAt,
  });
  return updated === 1;
}

/**
 * Frees the claim after a failed refresh and holds every process back until `retryAfter`;
 * returns the number of failures in a row, or null when the claim had been lost.
 */
export async function recordFailure(
  db: Db,
  claim: Claim,
  { now, reason, retryAfter }: { now: Date; reason: string; retryAfter: (failures: number) => Date },
): Promise<number | null> {
  const row: { failures: number } | undefined = await held(db, claim).first('failures');
  if (!row) return null;
  const failures = Number(row.failures) + 1;
  const updated = await held(db, claim).update({
    refreshingUntil: null,
    claimToken: null,
    retryAfter: retryAfter(failures),
    failures,
    lastError: reason.slice(0, 500),
    lastErrorAt: now,
    updatedAt: now,
  });
  return updated === 1 ? failures : null;
}
