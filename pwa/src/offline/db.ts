/**
 * The Agent Office's copy of its data on the device. Entity tables
 * mirror the server's syncable records as the API presents them, with the device's own
 * unsent edits applied; `outbox` holds those edits in order until the server answers them;
 * `shadows` keeps the server's copy of every record with unsent or refused edits (what
 * "keep theirs" and "discard" restore); `conflicts` holds what the server could not merge;
 * `meta` holds the device id, the pull cursor and the sync bookkeeping; `resetSeen` lists the
 * records a pull started over from 0 has brought so far.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import { START_CURSOR, SYNC_ENTITIES, type FieldConflict, type SyncEntity } from '@contract/sync';

// Dexie turns its debug mode on by itself for a page on localhost (where the office runs for
// `npm start`): a console task traced through every query and promise. The built app behaves
// as it does for everyone else; development keeps the traces.
if (import.meta.env?.PROD) Dexie.debug = false;

/** A record as the API presents it, plus its id and the server version it reflects (0 = never synced). */
export interface LocalRecord {
  id: string;
  version: number;
  [field: string]: unknown;
}

export type OutboxState = 'pending' | 'rejected';

export interface OutboxEntry {
  /** The order of the device's changes: never reused. */
  seq: number;
  /**
   * The sequence number the server knows this mutation by, given when it is first sent. The
   * server reads a skipped number as a lost change, so numbers are dense over what is sent: a
   * change held back (behind a refused creation) takes its number only when it goes.
   */
  wireSeq?: number;
  /** The mutation's id, matched with the server's results. */
  id: string;
  entity: SyncEntity;
  /** `restore`: a record deleted elsewhere comes back under its id, `changes` over it. */
  op: 'upsert' | 'delete' | 'restore';
  recordId: string;
  baseVersion: number | null;
  base: Record<string, unknown>;
  changes: Record<string, unknown>;
  createdAt: string;
  state: OutboxState;
  /** Why the server refused it (state 'rejected'). */
  message?: string;
  fields?: Record<string, string>;
  /**
   * Sent with a new record the server refused in the same push, and refused with it: the
   * record it waits behind, as the server named it. It waits unnumbered like any change held
   * back, and takes a new number when it goes again.
   */
  heldBehind?: { entity: SyncEntity; recordId: string };
  /**
   * Refused: the device's last copies of the records it was made under, so a parent deleted
   * elsewhere (and gone from the device with the next pull) can be made again.
   */
  parents?: KeptCopy[];
}

/** A record as the device last knew it, kept after it may have left the device. */
export interface KeptCopy {
  entity: SyncEntity;
  recordId: string;
  record: Record<string, unknown>;
}

export interface ShadowRecord {
  entity: SyncEntity;
  recordId: string;
  /** The server's copy; null while the record exists only on this device or was deleted there. */
  record: LocalRecord | null;
  /** Set on a child removed with its parent: the parent's deletion (mutation id). */
  cascadeOf?: string;
}

export interface ConflictEntry {
  /** The mutation's id. */
  id: string;
  entity: SyncEntity;
  recordId: string;
  /** A short name of the record for people ("Marie Auguste", "Honeymoon in Soufriere"). */
  label: string;
  kind: 'fields' | 'deleted' | 'changedSinceDelete';
  conflicts: FieldConflict[];
  /** Every change the device had sent (a deleted record's "keep mine" restores them). */
  changes: Record<string, unknown>;
  /** What the device saw before those changes (absent on conflicts kept before it was). */
  base?: Record<string, unknown>;
  /** The server's version of the record when the conflict was found. */
  version: number | null;
  /** The record as the device last knew it (kept: a deleted record's copy leaves with the next pull). */
  record?: Record<string, unknown>;
  /** A deleted record's parents as the device last knew them: deleted with it, they can come back too. */
  parents?: KeptCopy[];
  message?: string;
  createdAt: string;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export type EntityTables = { [E in SyncEntity]: EntityTable<LocalRecord, 'id'> };

export type OfficeDatabase = Dexie &
  EntityTables & {
    outbox: EntityTable<OutboxEntry, 'seq'>;
    shadows: Table<ShadowRecord, [SyncEntity, string]>;
    conflicts: EntityTable<ConflictEntry, 'id'>;
    meta: EntityTable<MetaEntry, 'key'>;
    resetSeen: Table<{ entity: SyncEntity; recordId: string }, [SyncEntity, string]>;
  };

export const OFFICE_DB_NAME = 'agent-office';

/**
 * Indexes: what the office screens filter and sort by. Keyed by the sync protocol's list of
 * entities, so an entity added there cannot be left without a table on the device.
 */
const ENTITY_INDEXES: Record<SyncEntity, string> = {
  clients: 'lastName, email',
  itineraries: 'clientId, startDate, createdAt',
  bookings: 'itineraryId, startDate',
  agent_quotes: 'clientId, createdAt',
  proposals: 'clientId, createdAt',
  trip_plans: 'clientId, isTemplate, createdAt',
  emails: 'clientId, createdAt',
};

const SCHEMA_V1 = {
  ...Object.fromEntries(SYNC_ENTITIES.map((entity) => [entity, `id, version, ${ENTITY_INDEXES[entity]}`])),
  outbox: 'seq, id, recordId, [entity+recordId], state',
  shadows: '[entity+recordId]',
  conflicts: 'id, recordId',
  meta: 'key',
};

/** The last sequence number sent to the server (meta). */
export const SENT_SEQ = 'sentSeq';

/** Where a pull from 0 has got to (meta), while the device keeps its copy until it completes. */
export const RESET_CURSOR = 'resetCursor';

export function openOfficeDatabase(name = OFFICE_DB_NAME): OfficeDatabase {
  const db = new Dexie(name) as OfficeDatabase;
  db.version(1).stores(SCHEMA_V1);
  db.version(2)
    .stores({ resetSeen: '[entity+recordId]' })
    .upgrade(async (tx) => {
      // Until now every change went out under its own seq: the server may know any of them.
      await tx
        .table('outbox')
        .toCollection()
        .modify((entry: OutboxEntry) => {
          entry.wireSeq = entry.seq;
        });
      const next = await tx.table('meta').get('nextSeq');
      const last = typeof next?.value === 'number' ? next.value - 1 : 0;
      await tx.table('meta').put({ key: SENT_SEQ, value: last });
    });
  // The Bookings tab reads one page at a time in its order (start date, then creation, then id).
  db.version(3).stores({ bookings: `id, version, ${ENTITY_INDEXES.bookings}, [startDate+createdAt]` });
  // Records now come with what the user may do with them (their abilities), which the screens
  // read instead of working it out. A device that pulled before then pulls everything again
  // from 0, keeping its copy meanwhile, so no record lacks the server's answer for long.
  db.version(4)
    .stores({})
    .upgrade(async (tx) => {
      if ((await tx.table('meta').get('cursor')) === undefined) return;
      await tx.table('resetSeen').clear();
      await tx.table('meta').put({ key: RESET_CURSOR, value: START_CURSOR });
    });
  return db;
}

/** Each user's office data lives in a database of its own on the device. */
export function officeDatabaseName(userId: string): string {
  return `${OFFICE_DB_NAME}-${userId}`;
}

/** Whose office data a database holds (null for a name officeDatabaseName did not make). */
export function userIdOfDatabase(name: string): string | null {
  const prefix = `${OFFICE_DB_NAME}-`;
  return name.startsWith(prefix) && name.length > prefix.length ? name.slice(prefix.length) : null;
}

let shared: OfficeDatabase | null = null;

/** A database opened ahead of the office's first screen, until the office takes it. */
let early: { db: OfficeDatabase; failed: boolean } | null = null;

/**
 * Starts opening `userId`'s database while the office's code is still loading. Opening it
 * from disk costs the browser a moment after it starts anew; begun here, that moment passes
 * while the page compiles, instead of after the office has rendered and asks for its data.
 */
export function openOfficeDatabaseEarly(userId: string): OfficeDatabase {
  const name = officeDatabaseName(userId);
  if (early?.db.name === name) return early.db;
  early?.db.close();
  const opening = { db: openOfficeDatabase(name), failed: false };
  early = opening;
  opening.db.open().catch(() => {
    opening.failed = true;
  });
  return opening.db;
}

/**
 * The database named `name`: the one opened early when it is that one (handed over once),
 * otherwise a new one. One opened early for someone else is closed.
 */
export function takeOfficeDatabase(name: string): OfficeDatabase {
  const opened = early;
  early = null;
  if (opened && opened.db.name === name && !opened.failed) return opened.db;
  opened?.db.close();
  return openOfficeDatabase(name);
}

/** The device's office database (one per browser profile). */
export function officeDb(): OfficeDatabase {
  shared ??= openOfficeDatabase();
  return shared;
}

/** The database the office screens use now, without opening one. */
export function currentOfficeDatabase(): OfficeDatabase | null {
  return shared;
}

/** Makes `db` the one every office screen reads and writes (the provider, and tests). */
export function setOfficeDatabase(db: OfficeDatabase | null): void {
  shared = db;
}

export function entityTable(db: OfficeDatabase, entity: SyncEntity): EntityTable<LocalRecord, 'id'> {
  return db[entity];
}

export const ENTITY_TABLE_NAMES: readonly SyncEntity[] = SYNC_ENTITIES;
