/**
 * The sync merge as a property: two devices of one agent edit, delete and restore the same
 * client offline, each with its own outbox, pushing and pulling in any order, and resolve what
 * the server answers as the office lets the agent do (keep mine / take theirs, restore a record
 * deleted elsewhere or accept its deletion, delete anyway or keep a record changed since). Once
 * both have pushed and pulled until nothing is left, both show what the server has, and every
 * change the server answered `applied` holds unless a later change of the field or a deletion
 * came over it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncChange, SyncMutation, SyncResult } from '@contract/sync.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { rowOf } from '../../test/rows.ts';
import { Device, newClient, pullAll } from './syncTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

const FIELDS = ['firstName', 'lastName', 'notes'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string | null>;
const VALUES = ['Ana', 'Bea', 'Cyd'];

/** What a device last heard from the server of the client. */
interface Known {
  fields: Values;
  version: number;
  deleted: boolean;
}

/** A mutation waiting in the device's outbox. */
interface Queued {
  mutation: SyncMutation;
}

/** A choice the agent makes, drawn for each conflict as it comes. */
type Choice = 'mine' | 'theirs';

/** One device of the office, reduced to the client under test. */
class OfficeDevice {
  readonly wire: Device;
  known: Known;
  outbox: Queued[] = [];
  cursor: string;

  constructor(session: SignedIn, known: Known, cursor: string) {
    this.wire = new Device(session);
    this.known = known;
    this.cursor = cursor;
  }

  /** What the device shows: the server's copy with the edits still queued over it. */
  view(): { fields: Values; deleted: boolean } {
    let fields = { ...this.known.fields };
    let deleted = this.known.deleted;
    for (const { mutation } of this.outbox) {
      if (mutation.op === 'delete') deleted = true;
      else {
        deleted = false;
        fields = { ...fields, ...(mutation.changes as Partial<Values>) };
      }
    }
    return { fields, deleted };
  }

  edit(recordId: string, field: Field, value: string) {
    const shown = this.view();
    if (shown.deleted) return;
    this.outbox.push({
      mutation: this.wire.upsert(
        'clients',
        recordId,
        { [field]: value },
        { baseVersion: this.known.version, base: { [field]: shown.fields[field] } },
      ),
    });
  }

  remove(recordId: string) {
    if (this.view().deleted) return;
    this.outbox.push({ mutation: this.wire.delete('clients', recordId, this.known.version) });
  }

  heard(change: SyncChange) {
    const record = change.record ?? {};
    this.known = {
      version: change.version,
      deleted: change.deleted,
      fields: change.deleted
        ? this.known.fields
        : (Object.fromEntries(FIELDS.map((field) => [field, record[field] ?? null])) as Values),
    };
  }
}

/** An agent's action on one of the two devices. */
type Step =
  | { kind: 'edit'; device: 0 | 1; field: Field; value: string }
  | { kind: 'delete'; device: 0 | 1 }
  | { kind: 'push'; device: 0 | 1; choices: Choice[] }
  | { kind: 'pull'; device: 0 | 1 };

const device = fc.constantFrom<0 | 1>(0, 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      device,
      field: fc.constantFrom(...FIELDS),
      value: fc.constantFrom(...VALUES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), device }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('push' as const),
      device,
      choices: fc.array(fc.constantFrom<Choice>('mine', 'theirs'), { minLength: 4, maxLength: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pull' as const), device }) },
);

/** An acknowledged change, in the order the server applied it. */
type Ack =
  { kind: 'set'; field: Field; value: unknown; at: number } | { kind: 'delete' | 'restore'; at: number };

async function scenario(session: SignedIn, steps: Step[]) {
  // The client, made on the first device and heard by both.
  const maker = new Device(session);
  const created = maker.create('clients', newClient({ firstName: 'Ana', lastName: 'Bea', notes: 'Cyd' }));
  const made = await maker.push([created]).expect(200);
  expect(made.body.results[0]).toMatchObject({ status: 'applied' });
  const recordId = created.recordId;
  const start = await pullAll(session);
  const first = start.changes.find((change) => change.recordId === recordId);
  expect(first).toBeDefined();
  const devices = [0, 1].map(() => {
    const office = new OfficeDevice(
      session,
      { fields: { firstName: 'Ana', lastName: 'Bea', notes: 'Cyd' }, version: 0, deleted: false },
      start.cursor,
    );
    if (first) office.heard(first);
    return office;
  });

  const acks: Ack[] = [];
  let clock = 0;
  /** Every mutation the server answered, in order, with what it changed (for the record). */
  const history: string[] = [];

  async function push(office: OfficeDevice, choices: Choice[]) {
    const sent = office.outbox;
    if (sent.length === 0) return;
    office.outbox = [];
    const response = await office.wire.push(sent.map((queued) => queued.mutation)).expect(200);
    const results = response.body.results as SyncResult[];
    expect(results).toHaveLength(sent.length);
    let choice = 0;
    const choose = (): Choice => choices[choice++ % choices.length] ?? 'theirs';
    for (const [index, { mutation }] of sent.entries()) {
      const result = results[index];
      clock += 1;
      history.push(
        `${mutation.op} ${JSON.stringify(mutation.changes)} @${mutation.baseVersion} -> ${JSON.stringify(result)}`,
      );
      expect(result.status, JSON.stringify(result)).toMatch(/^(applied|conflict)$/);
      if (result.status === 'applied') {
        if (mutation.op === 'delete') acks.push({ kind: 'delete', at: clock });
        else {
          if (mutation.op === 'restore') acks.push({ kind: 'restore', at: clock });
          for (const [field, value] of Object.entries(mutation.changes))
            acks.push({ kind: 'set', field: field as Field, value, at: clock });
        }
        continue;
      }
      const version = result.version ?? office.known.version;
      if (result.deleted === true) {
        // Deleted elsewhere: keep mine restores it with the edit over it, or the deletion stands.
        if (choose() === 'mine')
          office.outbox.push({
            mutation: office.wire.restore('clients', recordId, version, mutation.changes, mutation.base),
          });
      } else if (mutation.op === 'delete') {
        // Changed since this device deleted it: delete anyway, or keep the record.
        if (choose() === 'mine')
          office.outbox.push({ mutation: office.wire.delete('clients', recordId, version) });
      } else {
        // Fields the server kept its own value of: mine goes again over theirs, or theirs stays.
        for (const conflict of result.conflicts ?? []) {
          if (choose() !== 'mine') continue;
          office.outbox.push({
            mutation: office.wire.upsert(
              'clients',
              recordId,
              { [conflict.field]: conflict.mine },
              { baseVersion: version, base: { [conflict.field]: conflict.theirs } },
            ),
          });
        }
      }
    }
  }

  async function pull(office: OfficeDevice) {
    const { changes, cursor } = await pullAll(session, office.cursor);
    office.cursor = cursor;
    for (const change of changes) if (change.recordId === recordId) office.heard(change);
  }

  for (const action of steps) {
    const office = devices[action.device];
    if (action.kind === 'edit') office.edit(recordId, action.field, action.value);
    else if (action.kind === 'delete') office.remove(recordId);
    else if (action.kind === 'push') await push(office, action.choices);
    else await pull(office);
  }

  // Until quiet: each device sends what it holds, and settles what comes back by taking theirs
  // (a choice that queues nothing), then both hear everything.
  for (let round = 0; round < 5 && devices.some((office) => office.outbox.length > 0); round++) {
    for (const office of devices) {
      await push(office, ['theirs']);
      await pull(office);
    }
  }
  for (const office of devices) await pull(office);
  expect(devices.map((office) => office.outbox.length)).toEqual([0, 0]);

  const row = await rowOf(t.db('clients').where({ id: recordId }).first());
  const server = {
    fields: Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? null])) as Values,
    deleted: row.deletedAt !== null,
  };
  const trace = history.join('\n');
  for (const office of devices) {
    const shown = office.view();
    expect(shown.deleted, trace).toBe(server.deleted);
    if (!server.deleted) expect(shown.fields, trace).toEqual(server.fields);
  }

  // The last acknowledged deletion or restore decides whether the client is there.
  const lifecycle = acks.filter((ack) => ack.kind !== 'set').at(-1);
  expect(server.deleted, trace).toBe(lifecycle?.kind === 'delete');
  if (server.deleted) return;
  // A value acknowledged holds unless a later change of the same field came over it.
  for (const field of FIELDS) {
    const last = acks.filter((ack) => ack.kind === 'set' && ack.field === field).at(-1);
    if (last && last.kind === 'set') expect(server.fields[field], `${field}\n${trace}`).toBe(last.value);
  }
}

describe('two devices editing, deleting and restoring one client offline', () => {
  it('end equal to the server, with every acknowledged change kept', async () => {
    const session = await signedIn(t, 'agent', { approved: true });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 20 }), (steps) => scenario(session, steps)),
      { numRuns: 30 },
    );
  }, 120_000);
});
