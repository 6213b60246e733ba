import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncPullResponse, SyncPushInput, SyncPushResponse } from '@contract/sync';
import { openOfficeDatabase, type OfficeDatabase } from './db';
import { saveRecord } from './outbox';
import { SyncEngine, useSyncStatus } from './syncEngine';
import { dropDatabase, freshDatabase } from './testing';
import { TransportFailure, type SyncTransport } from './transport';
import { onLocalWrite, onSynced } from './writeSignal';

/** The server as every tab of the browser sees it: one session cookie, shared. */
const server = { signedIn: null as string | null, pushed: [] as string[] };

const signedOut = () => new TransportFailure('signedOut', 'Sign in again to sync your changes.', 401);

/** One tab's door to that server, counting what this tab asked. */
function tabTransport() {
  const calls = { push: 0, pull: 0, session: 0 };
  const transport: SyncTransport = {
    async push(input: SyncPushInput): Promise<SyncPushResponse> {
      calls.push += 1;
      if (!server.signedIn) throw signedOut();
      server.pushed.push(...input.mutations.map((m) => m.recordId));
      return {
        results: input.mutations.map((m) => ({ id: m.id, status: 'applied' as const, version: 10 + m.seq })),
        lastSeq: input.mutations.at(-1)?.seq ?? 0,
      };
    },
    async pull(cursor): Promise<SyncPullResponse> {
      calls.pull += 1;
      if (!server.signedIn) throw signedOut();
      return { changes: [], cursor, hasMore: false };
    },
    async signedInUser() {
      calls.session += 1;
      return server.signedIn;
    },
  };
  return { transport, calls };
}

let db: OfficeDatabase;
let sameDatabaseInAnotherTab: OfficeDatabase;
const engines: SyncEngine[] = [];

function startEngine(database: OfficeDatabase, userId: string | null = 'agent-1') {
  const { transport, calls } = tabTransport();
  const engine = new SyncEngine({ db: database, transport, userId, debounceMs: 10 });
  engines.push(engine);
  engine.start();
  return { engine, calls };
}

beforeEach(async () => {
  server.signedIn = 'agent-1';
  server.pushed = [];
  db = await freshDatabase();
  sameDatabaseInAnotherTab = openOfficeDatabase(db.name);
});

afterEach(async () => {
  engines.splice(0).forEach((engine) => engine.stop());
  useSyncStatus.setState({ phase: 'idle', message: null, nextRetryAt: null, online: true });
  sameDatabaseInAnotherTab.close();
  await dropDatabase(db);
});

/** Lets a session check that was asked for come back and be acted on. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Both tabs synced once, then the session expired and each tab's next sync met a 401. */
async function twoTabsSignedOut() {
  const first = startEngine(db);
  const second = startEngine(sameDatabaseInAnotherTab);
  await vi.waitFor(() => expect(first.calls.pull + second.calls.pull).toBe(2));
  server.signedIn = null;
  await first.engine.syncNow();
  await second.engine.syncNow();
  expect(useSyncStatus.getState().phase).toBe('signedOut');
  return { first, second };
}

describe('a sync paused because the session expired', () => {
  it('goes on in every tab once one tab signs in and syncs, and the waiting edit is sent', async () => {
    const { first, second } = await twoTabsSignedOut();
    const { record } = await saveRecord('clients', null, { firstName: 'Odile' }, sameDatabaseInAnotherTab);
    expect(await db.outbox.count()).toBe(1);
    const before = { ...second.calls };

    server.signedIn = 'agent-1';
    first.engine.resume();

    await vi.waitFor(() => expect(second.calls.pull).toBeGreaterThan(before.pull));
    expect(second.calls.session).toBeGreaterThan(before.session);
    // Whichever tab sends the waiting edit, it is sent once; the send may still be on its way
    // when the other tab's pull answers.
    await vi.waitFor(async () => {
      expect(server.pushed).toEqual([record.id]);
      expect(await db.outbox.count()).toBe(0);
      expect(useSyncStatus.getState().phase).toBe('idle');
    });
  });

  it('checks the session when its tab is shown or focused, and when the browser comes online', async () => {
    const { engine, calls } = startEngine(db);
    await vi.waitFor(() => expect(calls.pull).toBe(1));
    server.signedIn = null;
    await engine.syncNow();

    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(calls.session).toBe(1));
    await answered();
    expect(useSyncStatus.getState().phase).toBe('signedOut');

    server.signedIn = 'agent-1';
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(useSyncStatus.getState().phase).toBe('idle'));
    expect(calls.pull).toBe(3);

    server.signedIn = null;
    await engine.syncNow();
    server.signedIn = 'agent-1';
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls.pull).toBe(5));
    expect(useSyncStatus.getState().phase).toBe('idle');
  });

  it('goes on when another tab signs in (the remembered user changes in localStorage)', async () => {
    const { engine, calls } = startEngine(db);
    await vi.waitFor(() => expect(calls.pull).toBe(1));
    server.signedIn = null;
    await engine.syncNow();

    server.signedIn = 'agent-1';
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'lastSignedInUser', newValue: '{"id":"agent-1"}' }),
    );
    await vi.waitFor(() => expect(useSyncStatus.getState().phase).toBe('idle'));
    expect(calls.pull).toBe(3);
  });

  it("stays paused while the browser's session belongs to another account", async () => {
    const { engine, calls } = startEngine(db);
    await vi.waitFor(() => expect(calls.pull).toBe(1));
    server.signedIn = null;
    await engine.syncNow();
    await saveRecord('clients', null, { firstName: 'Odile' }, db);

    server.signedIn = 'agent-2';
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(calls.session).toBe(1));
    await answered();

    expect(calls).toMatchObject({ push: 0, pull: 2 });
    expect(server.pushed).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
    expect(useSyncStatus.getState().phase).toBe('signedOut');
  });
});

describe('the signals between tabs', () => {
  it("reach another tab's listeners of the same database, each signal its own", async () => {
    const synced = vi.fn();
    const written = vi.fn();
    const stops = [onSynced(db.name, synced), onLocalWrite(db.name, written)];
    vi.resetModules();
    const anotherTab = await import('./writeSignal');

    anotherTab.notifySynced(db.name);
    anotherTab.notifySynced('agent-office-another-agent');
    await vi.waitFor(() => expect(synced).toHaveBeenCalledTimes(1));
    anotherTab.notifyLocalWrite(db.name);
    await vi.waitFor(() => expect(written).toHaveBeenCalledTimes(1));
    expect(synced).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => stop());
  });
});
