/**
 * The offline protocol of the Agent Office on the wire (push and pull). Devices queue their
 * edits as mutations with a per-device sequence number; the server applies them in order,
 * merges field by field and answers each one. Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';
import { checkedPerItem } from './storable.ts';

/** Bumped when the wire shape of records changes; a device on another version must update. */
export const SYNC_SCHEMA_VERSION = 1;

/** The syncable tables, named on the wire as in the database. */
export const SYNC_ENTITIES = [
  'clients',
  'itineraries',
  'bookings',
  'agent_quotes',
  'proposals',
  'trip_plans',
  'emails',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

export const MAX_PUSH_MUTATIONS = 500;
export const DEFAULT_PULL_LIMIT = 500;
export const MAX_PULL_LIMIT = 2000;

/**
 * The account an office database on the device belongs to, sent with every sync call: when
 * another account has signed in meanwhile in the same browser (the session is per browser),
 * the server refuses rather than pull that account's records into this office, or apply this
 * office's changes as that account.
 */
export const SYNC_OWNER_HEADER = 'X-Office-User';

export const syncMessages = {
  deviceInvalid: 'deviceId must be a uuid',
  mutationIdInvalid: 'id must be a text of 1 to 100 characters',
  schemaVersion: 'This version of the app is out of date: reload it to keep syncing.',
  mutationsInvalid: `mutations must be a list of at most ${MAX_PUSH_MUTATIONS} changes`,
  seqInvalid: 'seq must be a positive whole number',
  entityInvalid: `entity must be one of ${SYNC_ENTITIES.join(', ')}`,
  opInvalid: 'op must be upsert, delete or restore',
  recordInvalid: 'recordId must be a uuid',
  baseVersionInvalid: 'baseVersion must be a whole number, 0 or more, or null',
  fieldsInvalid: 'base and changes must be objects of fields',
  gap: 'Some changes from this device are missing on the server; the device must send them first.',
  otherUser: 'This device is registered to another account. Sign in again to start a fresh copy.',
  otherAccountSignedIn:
    'This office belongs to another account than the one signed in: sign in as its agent to sync its changes.',
  unavailable:
    'The server could not save your changes just now. They stay on this device and will be sent again.',
  deleted: 'This record was deleted on another device.',
  changedSinceDelete: 'This record was changed on another device after you deleted it.',
  notFound: 'This record does not exist or you may not change it.',
  parentStillDeleted: (noun: string) =>
    `This record was deleted with its ${noun}: restore the ${noun} first, or choose another one.`,
  bookingMoved:
    'A booking stays with its itinerary. Add it to the other itinerary and delete it from this one.',
  quoteOwner: 'Only an admin can give a quote to another agent.',
  unknownField: (field: string) => `${field} cannot be changed`,
  failed: 'The server could not apply this change.',
  parentRefused: 'This change was not saved because the record it belongs to was refused.',
  cursorInvalid: 'cursor must be 0 or the cursor an earlier pull answered',
  limitInvalid: `limit must be between 1 and ${MAX_PULL_LIMIT}`,
} as const;

/**
 * A field that must be present: a missing one gets the field's own message rather than
 * valibot's generic "Invalid key", so the device can show what is wrong.
 */
const Required = <T extends v.GenericSchema>(schema: T) => v.pipe(v.optional(v.unknown(), null), schema);
const Uuid = (message: string) => Required(v.pipe(v.string(message), v.uuid(message)));
const Fields = v.record(v.string(), v.unknown(), syncMessages.fieldsInvalid);

export const SyncMutation = v.object({
  /** The device's id of this mutation (for matching results). */
  id: Required(
    v.pipe(
      v.string(syncMessages.mutationIdInvalid),
      v.minLength(1, syncMessages.mutationIdInvalid),
      v.maxLength(100, syncMessages.mutationIdInvalid),
    ),
  ),
  seq: Required(
    v.pipe(
      v.number(syncMessages.seqInvalid),
      v.integer(syncMessages.seqInvalid),
      v.minValue(1, syncMessages.seqInvalid),
    ),
  ),
  entity: Required(v.picklist(SYNC_ENTITIES, syncMessages.entityInvalid)),
  /**
   * `restore` brings back a record deleted elsewhere under its own id, with the children its
   * deletion took (an itinerary's bookings), then applies `changes` over it.
   */
  op: Required(v.picklist(['upsert', 'delete', 'restore'], syncMessages.opInvalid)),
  recordId: Uuid(syncMessages.recordInvalid),
  /** The version the device last saw of the record; null for a record made on the device. */
  baseVersion: v.optional(
    v.nullable(
      v.pipe(
        v.number(syncMessages.baseVersionInvalid),
        v.integer(syncMessages.baseVersionInvalid),
        v.minValue(0, syncMessages.baseVersionInvalid),
      ),
    ),
    null,
  ),
  /** The values the device saw before its edit, for each changed field. */
  base: v.optional(Fields, {}),
  /** The new values, by the API's camelCase field names. */
  changes: v.optional(Fields, {}),
});
export type SyncMutation = v.InferOutput<typeof SyncMutation>;

export const SyncPushInput = v.pipe(
  v.object({
    deviceId: Uuid(syncMessages.deviceInvalid),
    schemaVersion: Required(v.number(syncMessages.schemaVersion)),
    mutations: Required(
      v.pipe(
        v.array(SyncMutation, syncMessages.mutationsInvalid),
        v.maxLength(MAX_PUSH_MUTATIONS, syncMessages.mutationsInvalid),
      ),
    ),
  }),
  // A change the database could not store is refused on its own (and the device's queue moves
  // on); refusing the whole push for it would refuse every push of that device from then on.
  checkedPerItem('mutations.*.changes', 'mutations.*.base'),
);
export type SyncPushInput = v.InferOutput<typeof SyncPushInput>;

export interface FieldConflict {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export type SyncResultStatus = 'applied' | 'duplicate' | 'conflict' | 'rejected';

export interface SyncResult {
  id: string;
  /**
   * A mutation sent again (its answer was lost) gets its first answer again; `duplicate` says
   * it was handled before and that answer is no longer kept.
   */
  status: SyncResultStatus;
  /** The record's version after this mutation (when it exists on the server). */
  version?: number;
  conflicts?: FieldConflict[];
  /** The record was deleted (edit of a tombstone), or changed since the device's delete. */
  deleted?: boolean;
  message?: string;
  /** Field messages of a rejected mutation, as the forms show them. */
  fields?: Record<string, string>;
  /**
   * A change refused only because a record made on the device, refused earlier in the same
   * push, is the record it edits or belongs to: the device holds it back behind that record
   * rather than showing it as a refusal of its own.
   */
  parent?: { entity: SyncEntity; recordId: string };
}

export interface SyncPushResponse {
  results: SyncResult[];
  lastSeq: number;
}

/**
 * A push that stopped part way: 409 for a gap in the sequence, 503 for a failure worth
 * retrying. `results` answers the mutations before the stop, which did apply; `lastSeq` is
 * missing only when the device could not be looked up at all.
 */
export interface SyncPushStopped {
  success: false;
  error: 'conflict' | 'unavailable';
  message: string;
  results: SyncResult[];
  lastSeq?: number;
}

const WholeNumber = (message: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(message), String(fallback)),
    v.regex(/^\d{1,18}$/, message),
    v.transform(Number),
  );

/**
 * Where a device stands in the stream of changes: it holds every change written by a
 * transaction before `txid`, and of transaction `txid` those up to `version`. On the wire it is
 * opaque text (`txid-version`); `0` is the start. A bare number other than 0 is a cursor of the
 * counter this replaced: the server sends that device back to a pull from 0.
 */
export interface SyncPosition {
  txid: number;
  version: number;
}

export const START_CURSOR = '0';

export function formatCursor(position: SyncPosition): string {
  return `${position.txid}-${position.version}`;
}

/** The position a cursor names; `start` for 0, `outdated` for a cursor of the old kind. */
export function parseCursor(cursor: string): SyncPosition | 'start' | 'outdated' {
  if (cursor === START_CURSOR) return 'start';
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(cursor);
  if (!match) return 'outdated';
  return { txid: Number(match[1]), version: Number(match[2]) };
}

export const SyncPullQuery = v.object({
  cursor: v.pipe(
    v.optional(v.string(syncMessages.cursorInvalid), START_CURSOR),
    v.regex(/^\d{1,18}(-\d{1,15})?$/, syncMessages.cursorInvalid),
  ),
  limit: v.pipe(
    WholeNumber(syncMessages.limitInvalid, DEFAULT_PULL_LIMIT),
    v.minValue(1, syncMessages.limitInvalid),
    v.maxValue(MAX_PULL_LIMIT, syncMessages.limitInvalid),
  ),
});
export type SyncPullQuery = v.InferOutput<typeof SyncPullQuery>;

export interface SyncChange {
  entity: SyncEntity;
  recordId: string;
  version: number;
  deleted: boolean;
  /** The record as the API presents it; null for a deletion. */
  record: Record<string, unknown> | null;
}

export interface SyncPullResponse {
  changes: SyncChange[];
  /** Opaque: sent back as it came (see SyncPosition). */
  cursor: string;
  hasMore: boolean;
  /**
   * The first page of a pull from 0 that has more to come: how many records the whole pull
   * brings (an estimate: records may change while it pages), for the device to show progress.
   */
  total?: number;
  /** What the user may see changed: drop the local copy (keep the outbox) and pull from 0. */
  reset?: boolean;
}
