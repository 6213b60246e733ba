import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START_CURSOR, type SyncPullResponse } from '@contract/sync';
import { openOfficeDatabase, type OfficeDatabase } from './db';
import { FIRST_PULL_PAGE, PULL_PAGE, PULL_PROGRESS, pullChanges } from './syncCycle';
import type { SyncTransport } from './transport';

let db: OfficeDatabase;
beforeEach(async () => {
  db = openOfficeDatabase(`office-test-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const clients = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    entity: 'clients' as const,
    recordId: `c-${from + index}`,
    version: from + index,
    deleted: false,
    record: { firstName: 'Marie', lastName: `Client ${from + index}`, email: `c${from + index}@example.com` },
  }));

/** Answers each page once the test lets it go, remembering the limit each was asked with. */
function heldPages(pages: SyncPullResponse[]) {
  const asked: Array<{ cursor: string; limit: number }> = [];
  const releases: Array<() => void> = [];
  const transport: SyncTransport = {
    push: () => Promise.reject(new Error('no push expected')),
    pull(cursor, limit) {
      const page = pages[asked.length];
      asked.push({ cursor, limit });
      return new Promise((resolve) => releases.push(() => resolve(page)));
    },
  };
  const release = async (index: number) => {
    while (!releases[index]) await new Promise((resolve) => setTimeout(resolve, 0));
    releases[index]();
  };
  return { transport, asked, release };
}

describe('the first pull of a new device', () => {
  it('asks a small first page, keeps each page and how much is still coming while the rest is on its way', async () => {
    const { transport, asked, release } = heldPages([
      { changes: clients(1, 2), cursor: '10-2', hasMore: true, total: 5 },
      { changes: clients(3, 2), cursor: '10-4', hasMore: true },
      { changes: clients(5, 1), cursor: '11-0', hasMore: false },
    ]);
    const pulled = pullChanges(db, transport);

    await release(0);
    // The first page is on the device, readable by the screens, with the second still held.
    await expect.poll(() => db.clients.count()).toBe(2);
    expect((await db.meta.get(PULL_PROGRESS))?.value).toEqual({ received: 2, total: 5 });
    expect(asked[0]).toEqual({ cursor: START_CURSOR, limit: FIRST_PULL_PAGE });

    await release(1);
    await expect
      .poll(async () => (await db.meta.get(PULL_PROGRESS))?.value)
      .toEqual({ received: 4, total: 5 });
    expect(asked[1]).toEqual({ cursor: '10-2', limit: PULL_PAGE });

    await release(2);
    expect(await pulled).toBe(5);
    expect(await db.clients.count()).toBe(5);
    expect(await db.meta.get(PULL_PROGRESS)).toBeUndefined();
  });

  it('a pull of what changed since the last says nothing of progress', async () => {
    await db.meta.put({ key: 'cursor', value: '10-2' });
    const { transport, asked, release } = heldPages([
      { changes: clients(1, 1), cursor: '12-0', hasMore: false },
    ]);
    const pulled = pullChanges(db, transport);
    await release(0);
    expect(await pulled).toBe(1);
    expect(asked[0]).toEqual({ cursor: '10-2', limit: PULL_PAGE });
    expect(await db.meta.get(PULL_PROGRESS)).toBeUndefined();
  });
});
