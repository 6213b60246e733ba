/** Helpers shared by the device sync tests: a fresh database and a server whose answers the test writes. */
import type { SyncPullResponse, SyncPushInput, SyncPushResponse, SyncResult } from '@contract/sync';
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

export const serverClient = (id: string, version: number, fields: Record<string, unknown> = {}) => ({
  entity: 'clients' as const,
  recordId: id,
  version,
  deleted: false,
  record: { id, firstName: 'Marie', lastName: 'Auguste', email: 'marie@example.com', notes: null, ...fields },
});
