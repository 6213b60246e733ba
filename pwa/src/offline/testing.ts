/** Helpers shared by the device sync tests: a fresh database and a server whose answers the test writes. */
import {
  syncMessages,
  type SyncMutation,
  type SyncPullResponse,
  type SyncPushInput,
  type SyncPushResponse,
  type SyncResult,
} from '@contract/sync';
import { PARENT_LINKS } from '@contract/syncParents';
import { openOfficeDatabase, type OfficeDatabase } from './db';
import type { SyncTransport } from './transport';

export async function freshDatabase(): Promise<OfficeDatabase> {
  const db = openOfficeDatabase(`office-test-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

export async function dropDatabase(db: OfficeDatabase): Promise<void> {
  db.close();
  await db.delete();
}

/** A transport whose answers the test writes, remembering what the device sent. */
export function scriptedTransport(options: {
  results?: (input: SyncPushInput, call: number) => SyncResult[];
  pages?: Array<SyncPullResponse | Error>;
  /** Runs while the server "works" on a push: what the agent does meanwhile. */
  during?: (input: SyncPushInput, call: number) => Promise<void>;
}) {
  const pushes: SyncPushInput[] = [];
  const pulls: string[] = [];
  const pages = [...(options.pages ?? [])];
  const transport: SyncTransport = {
    async push(input): Promise<SyncPushResponse> {
      const call = pushes.length;
      pushes.push(structuredClone(input));
      await options.during?.(input, call);
      const results =
        options.results?.(input, call) ??
        input.mutations.map((m) => ({ id: m.id, status: 'applied' as const, version: 100 + m.seq }));
      return { results, lastSeq: input.mutations.at(-1)?.seq ?? 0 };
    },
    async pull(cursor): Promise<SyncPullResponse> {
      pulls.push(cursor);
      const page = pages.shift() ?? { changes: [], cursor, hasMore: false };
      if (page instanceof Error) throw page;
      return page;
    },
  };
  return { transport, pushes, pulls };
}

type RecordRef = NonNullable<SyncResult['parent']>;

/**
 * Answers a push as the server does around refused creations: once it refuses a record new to
 * it, every later change of the same push to that record or to a record under it (directly or
 * through a chain) is refused too, naming the refused record it edits or belongs to. `decide`
 * answers every other change.
 */
export function refusingChains(decide: (mutation: SyncMutation, call: number) => SyncResult) {
  return (input: SyncPushInput, call: number): SyncResult[] => {
    const key = ({ entity, recordId }: RecordRef) => `${entity}:${recordId}`;
    const refused = new Set<string>();
    const made = new Set<string>();
    const parentsOf = new Map<string, RecordRef[]>();
    return input.mutations.map((mutation) => {
      const own = key(mutation);
      const named = (PARENT_LINKS[mutation.entity] ?? []).flatMap(({ field, parent }) => {
        const id = mutation.changes[field];
        return typeof id === 'string' ? [{ entity: parent, recordId: id }] : [];
      });
      if (named.length > 0) parentsOf.set(own, named);
      const parent = refused.has(own)
        ? { entity: mutation.entity, recordId: mutation.recordId }
        : (parentsOf.get(own) ?? []).find((candidate) => refused.has(key(candidate)));
      if (parent) {
        refused.add(own);
        return { id: mutation.id, status: 'rejected', message: syncMessages.parentRefused, parent };
      }
      const creation = mutation.op === 'upsert' && mutation.baseVersion === null && !made.has(own);
      made.add(own);
      const result = decide(mutation, call);
      if (creation && result.status === 'rejected') refused.add(own);
      return result;
    });
  };
}

export const serverClient = (id: string, version: number, fields: Record<string, unknown> = {}) => ({
  entity: 'clients' as const,
  recordId: id,
  version,
  deleted: false,
  record: { id, firstName: 'Marie', lastName: 'Auguste', email: 'marie@example.com', notes: null, ...fields },
});
