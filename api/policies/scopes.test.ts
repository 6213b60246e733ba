/**
 * The visibility scopes every list and lookup starts from, over one set of records held by two
 * approved agents (A and B), an agent awaiting approval, an admin and two travellers with
 * accounts. Each scope is asserted as the exact records it returns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '@contract/emails.ts';
import type { Db } from '@db/index.ts';
import { nextVersion } from '@db/versioning.ts';
import { HttpError } from '../errors.ts';
import { createTestDb, type TestDb } from '../test/db.ts';
import { buildUser, uniqueEmail } from '../test/factories.ts';
import { onlyOf } from '../test/rows.ts';
import type { SessionUser } from '../types.ts';
import { quotesVisibleTo, quoteTemplatesVisibleTo } from './agentQuotes.ts';
import { approvedStaffIds, isApprovedStaff } from './approval.ts';
import { bookingsVisibleTo } from './bookings.ts';
import { ownedBy } from './chat.ts';
import { clientsVisibleTo } from './clients.ts';
import { emailsVisibleTo } from './emails.ts';
import { itinerariesVisibleTo } from './itineraries.ts';
import { leadViewerIds } from './leads.ts';
import { proposalsVisibleTo } from './proposals.ts';
import { assertMaySend } from './sending.ts';
import { canChangeTripPlan, tripPlansVisibleTo } from './tripPlans.ts';

let testDb: TestDb;
let db: Db;

/** Each fixture's id by its label, and back: a failing scope then names the records it got. */
const ids = new Map<string, string>();
const labels = new Map<string, string>();
function remember(label: string, id: string): string {
  ids.set(label, id);
  labels.set(id, label);
  return id;
}
const idFor = (label: string) => {
  const id = ids.get(label);
  if (id === undefined) throw new Error(`no fixture ${label}`);
  return id;
};

/** The labels of the records a scope returns, sorted. */
async function seen(query: PromiseLike<unknown[]>): Promise<string[]> {
  const found = await query;
  return found.map((id) => labels.get(String(id)) ?? `unknown ${String(id)}`).sort();
}
const sorted = (...names: string[]) => [...names].sort();

let admin: SessionUser;
let agentA: SessionUser;
let agentB: SessionUser;
let pending: SessionUser;
let travellerOne: SessionUser;
let travellerTwo: SessionUser;
let retiredAdmin: SessionUser;
/** Accounts of the records below that the agency does not vouch for, or no agent keeps. */
let travellerOfPending: SessionUser;
let travellerOfMixed: SessionUser;
let travellerOfEnded: SessionUser;
let travellerOfOwn: SessionUser;

async function client(label: string, fields: { userId?: string; deleted?: boolean } = {}) {
  const row = onlyOf(
    await db('clients')
      .insert({
        firstName: label,
        lastName: 'Client',
        email: uniqueEmail('guest'),
        userId: fields.userId ?? null,
        deletedAt: fields.deleted ? db.fn.now() : null,
        version: nextVersion(db),
      })
      .returning('id'),
  );
  return remember(label, row.id);
}

async function assign(clientLabel: string, agent: SessionUser, isActive = true) {
  await db('clientAgentAssignments').insert({ clientId: idFor(clientLabel), agentId: agent.id, isActive });
}

async function itinerary(label: string, clientLabel: string, deleted = false) {
  const row = onlyOf(
    await db('itineraries')
      .insert({
        clientId: idFor(clientLabel),
        title: label,
        deletedAt: deleted ? db.fn.now() : null,
        version: nextVersion(db),
      })
      .returning('id'),
  );
  return remember(label, row.id);
}

async function booking(label: string, itineraryLabel: string, deleted = false) {
  const row = onlyOf(
    await db('bookings')
      .insert({
        itineraryId: idFor(itineraryLabel),
        type: 'hotel',
        title: label,
        deletedAt: deleted ? db.fn.now() : null,
        version: nextVersion(db),
      })
      .returning('id'),
  );
  return remember(label, row.id);
}

/** A record of an agent-owned table: proposals, e-mails or agent quotes. */
async function owned(
  table: 'proposals' | 'emails' | 'agentQuotes',
  label: string,
  owner: SessionUser | null,
  deleted = false,
) {
  const common = {
    agentId: owner?.id ?? null,
    deletedAt: deleted ? db.fn.now() : null,
    version: nextVersion(db),
  };
  const clientId = idFor('clientShared');
  const inserted =
    table === 'proposals'
      ? await db('proposals')
          .insert({ ...common, clientId, title: label })
          .returning('id')
      : table === 'emails'
        ? await db('emails')
            .insert({
              ...common,
              from: 'office@example.com',
              to: 'guest@example.com',
              subject: label,
              body: '',
            })
            .returning('id')
        : await db('agentQuotes')
            .insert({ ...common, clientId, title: label })
            .returning('id');
  return remember(label, onlyOf(inserted).id);
}

async function tripPlan(label: string, owner: SessionUser | null, isTemplate: boolean, deleted = false) {
  const row = onlyOf(
    await db('tripPlans')
      .insert({
        agentId: owner?.id ?? null,
        name: label,
        destinations: ['Castries'],
        isTemplate,
        deletedAt: deleted ? db.fn.now() : null,
        version: nextVersion(db),
      })
      .returning('id'),
  );
  return remember(label, row.id);
}

async function quoteTemplate(label: string, author: SessionUser | null) {
  const row = onlyOf(
    await db('quoteTemplates')
      .insert({ name: label, title: label, createdBy: author?.id ?? null })
      .returning('id'),
  );
  return remember(label, row.id);
}

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  admin = await buildUser(db, { role: 'admin' });
  agentA = await buildUser(db, { role: 'agent', approved: true });
  agentB = await buildUser(db, { role: 'agent', approved: true });
  pending = await buildUser(db, { role: 'agent', approved: false });
  travellerOne = await buildUser(db, { role: 'client' });
  travellerTwo = await buildUser(db, { role: 'client' });
  retiredAdmin = await buildUser(db, { role: 'admin', isActive: false });
  travellerOfPending = await buildUser(db, { role: 'client' });
  travellerOfMixed = await buildUser(db, { role: 'client' });
  travellerOfEnded = await buildUser(db, { role: 'client' });
  travellerOfOwn = await buildUser(db, { role: 'client' });

  await client('clientA', { userId: travellerOne.id });
  await assign('clientA', agentA);
  await client('clientB', { userId: travellerTwo.id });
  await assign('clientB', agentB);
  await client('clientShared');
  await assign('clientShared', agentA);
  await assign('clientShared', agentB);
  // Anyone can register as an agent and type any address into a client record.
  await client('clientPending', { userId: travellerOfPending.id });
  await assign('clientPending', pending);
  await client('clientMixed', { userId: travellerOfMixed.id });
  await assign('clientMixed', agentA);
  await assign('clientMixed', pending);
  // The only agent who looked after this client no longer does.
  await client('clientEnded', { userId: travellerOfEnded.id });
  await assign('clientEnded', agentA, false);
  // The record an account was given of its own: no agent looks after it.
  await client('clientOwn', { userId: travellerOfOwn.id });
  await client('clientDeleted', { deleted: true });
  await assign('clientDeleted', agentA);

  await itinerary('itA', 'clientA');
  await itinerary('itB', 'clientB');
  await itinerary('itShared', 'clientShared');
  await itinerary('itPending', 'clientPending');
  await itinerary('itEnded', 'clientEnded');
  await itinerary('itDeleted', 'clientA', true);
  await itinerary('itOfDeletedClient', 'clientDeleted');

  await booking('bkA', 'itA');
  await booking('bkB', 'itB');
  await booking('bkShared', 'itShared');
  await booking('bkDeleted', 'itA', true);
  await booking('bkOfDeletedItinerary', 'itDeleted');

  for (const [table, prefix] of [
    ['proposals', 'proposal'],
    ['emails', 'email'],
    ['agentQuotes', 'quote'],
  ] as const) {
    await owned(table, `${prefix}A`, agentA);
    await owned(table, `${prefix}B`, agentB);
    await owned(table, `${prefix}Pending`, pending);
    await owned(table, `${prefix}Orphan`, null);
    await owned(table, `${prefix}Deleted`, agentA, true);
  }

  await tripPlan('planA', agentA, false);
  await tripPlan('templateA', agentA, true);
  await tripPlan('planB', agentB, false);
  await tripPlan('templateB', agentB, true);
  await tripPlan('planPending', pending, false);
  await tripPlan('templatePending', pending, true);
  await tripPlan('templateAdmin', admin, true);
  await tripPlan('templateOrphan', null, true);
  await tripPlan('templateDeleted', agentA, true, true);

  // Only this file's templates: the migrations may have written the agency's own.
  await db('quoteTemplates').del();
  await quoteTemplate('qtA', agentA);
  await quoteTemplate('qtPending', pending);
  await quoteTemplate('qtAdmin', admin);
  await quoteTemplate('qtAgency', null);
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('clients', () => {
  const visible = (actor: SessionUser, withDeleted = false) =>
    seen(clientsVisibleTo(db, actor, { withDeleted }).pluck('clients.id'));

  it('shows an admin every live client', async () => {
    expect(await visible(admin)).toEqual(
      sorted(
        'clientA',
        'clientB',
        'clientShared',
        'clientPending',
        'clientMixed',
        'clientEnded',
        'clientOwn',
      ),
    );
  });

  it('shows an agent the clients actively assigned to them, approved or not', async () => {
    expect(await visible(agentA)).toEqual(sorted('clientA', 'clientShared', 'clientMixed'));
    expect(await visible(agentB)).toEqual(sorted('clientB', 'clientShared'));
    expect(await visible(pending)).toEqual(sorted('clientPending', 'clientMixed'));
  });

  it('shows a traveller only their own record, and only while the agency vouches for it', async () => {
    expect(await visible(travellerOne)).toEqual(['clientA']);
    expect(await visible(travellerTwo)).toEqual(['clientB']);
    expect(await visible(travellerOfOwn)).toEqual(['clientOwn']);
    // Held by an unapproved agent (alone or beside an approved one), or by nobody any more: not vouched for.
    expect(await visible(travellerOfPending)).toEqual([]);
    expect(await visible(travellerOfMixed)).toEqual([]);
    expect(await visible(travellerOfEnded)).toEqual([]);
  });

  it('lists tombstones only when asked, within the same scope', async () => {
    expect(await visible(agentA, true)).toEqual(
      sorted('clientA', 'clientShared', 'clientMixed', 'clientDeleted'),
    );
    expect(await visible(agentB, true)).toEqual(sorted('clientB', 'clientShared'));
    expect(await visible(admin, true)).toHaveLength(8);
  });
});

describe('itineraries', () => {
  const visible = (actor: SessionUser, withDeleted = false) =>
    seen(itinerariesVisibleTo(db, actor, { withDeleted }).pluck('itineraries.id'));

  it('follows the client’s visibility: live itineraries of live clients the actor sees', async () => {
    expect(await visible(admin)).toEqual(sorted('itA', 'itB', 'itShared', 'itPending', 'itEnded'));
    expect(await visible(agentA)).toEqual(sorted('itA', 'itShared'));
    expect(await visible(agentB)).toEqual(sorted('itB', 'itShared'));
    expect(await visible(pending)).toEqual(['itPending']);
    expect(await visible(travellerOne)).toEqual(['itA']);
    expect(await visible(travellerTwo)).toEqual(['itB']);
    expect(await visible(travellerOfEnded)).toEqual([]);
  });

  it('with tombstones, adds the deleted ones and those of deleted clients', async () => {
    expect(await visible(agentA, true)).toEqual(sorted('itA', 'itShared', 'itDeleted', 'itOfDeletedClient'));
  });
});

describe('bookings', () => {
  const visible = (actor: SessionUser, withDeleted = false) =>
    seen(bookingsVisibleTo(db, actor, { withDeleted }).pluck('bookings.id'));

  it('follows the itinerary’s visibility: live bookings of live itineraries the actor sees', async () => {
    expect(await visible(admin)).toEqual(sorted('bkA', 'bkB', 'bkShared'));
    expect(await visible(agentA)).toEqual(sorted('bkA', 'bkShared'));
    expect(await visible(agentB)).toEqual(sorted('bkB', 'bkShared'));
    expect(await visible(pending)).toEqual([]);
    expect(await visible(travellerOne)).toEqual(['bkA']);
    expect(await visible(travellerTwo)).toEqual(['bkB']);
  });

  it('with tombstones, adds the deleted ones and those of deleted itineraries', async () => {
    expect(await visible(agentA, true)).toEqual(
      sorted('bkA', 'bkShared', 'bkDeleted', 'bkOfDeletedItinerary'),
    );
  });
});

describe('agent-owned records: proposals, e-mails and quotes', () => {
  const scopes = {
    proposal: (actor: SessionUser, withDeleted = false) =>
      seen(proposalsVisibleTo(db, actor, { withDeleted }).pluck('proposals.id')),
    email: (actor: SessionUser, withDeleted = false) =>
      seen(emailsVisibleTo(db, actor, { withDeleted }).pluck('emails.id')),
    quote: (actor: SessionUser, withDeleted = false) =>
      seen(quotesVisibleTo(db, actor, { withDeleted }).pluck('agentQuotes.id')),
  };

  for (const [prefix, visible] of Object.entries(scopes)) {
    it(`shows an agent only their own ${prefix}s, even of a client they share; an admin all; a traveller none`, async () => {
      expect(await visible(agentA)).toEqual([`${prefix}A`]);
      expect(await visible(agentB)).toEqual([`${prefix}B`]);
      expect(await visible(pending)).toEqual([`${prefix}Pending`]);
      expect(await visible(admin)).toEqual(
        sorted(`${prefix}A`, `${prefix}B`, `${prefix}Pending`, `${prefix}Orphan`),
      );
      expect(await visible(travellerOne)).toEqual([]);
      expect(await visible(travellerTwo)).toEqual([]);
      expect(await visible(agentA, true)).toEqual(sorted(`${prefix}A`, `${prefix}Deleted`));
      expect(await visible(travellerOne, true)).toEqual([]);
    });
  }
});

describe('trip plans', () => {
  const visible = (actor: SessionUser, withDeleted = false) =>
    seen(tripPlansVisibleTo(db, actor, { withDeleted }).pluck('tripPlans.id'));
  const sharedTemplates = ['templateA', 'templateB', 'templateAdmin'];

  it('shows an agent their own plans and the templates of approved staff', async () => {
    expect(await visible(agentA)).toEqual(sorted('planA', ...sharedTemplates));
    expect(await visible(agentB)).toEqual(sorted('planB', ...sharedTemplates));
  });

  it('keeps an unapproved agent’s template, and one whose author is gone, from other agents', async () => {
    expect(await visible(pending)).toEqual(sorted('planPending', 'templatePending', ...sharedTemplates));
    expect(await visible(agentA)).not.toContain('templatePending');
    expect(await visible(agentA)).not.toContain('templateOrphan');
  });

  it('shows an admin every live plan, a traveller none, tombstones only when asked', async () => {
    expect(await visible(admin)).toEqual(
      sorted(
        'planA',
        'templateA',
        'planB',
        'templateB',
        'planPending',
        'templatePending',
        'templateAdmin',
        'templateOrphan',
      ),
    );
    expect(await visible(travellerOne)).toEqual([]);
    expect(await visible(agentA, true)).toEqual(sorted('planA', 'templateDeleted', ...sharedTemplates));
  });

  it('lets only the author or an admin change a plan; one whose author is gone only an admin', () => {
    expect(canChangeTripPlan(agentA, { agentId: agentA.id })).toBe(true);
    expect(canChangeTripPlan(agentB, { agentId: agentA.id })).toBe(false);
    expect(canChangeTripPlan(admin, { agentId: agentA.id })).toBe(true);
    expect(canChangeTripPlan(agentA, { agentId: null })).toBe(false);
    expect(canChangeTripPlan(admin, { agentId: null })).toBe(true);
  });
});

describe('quote templates', () => {
  const visible = (actor: SessionUser) => seen(quoteTemplatesVisibleTo(db, actor).pluck('quoteTemplates.id'));

  it('shares the agency’s and approved staff’s templates; an unapproved agent’s stays theirs', async () => {
    expect(await visible(agentA)).toEqual(sorted('qtA', 'qtAdmin', 'qtAgency'));
    expect(await visible(agentB)).toEqual(sorted('qtA', 'qtAdmin', 'qtAgency'));
    expect(await visible(pending)).toEqual(sorted('qtPending', 'qtA', 'qtAdmin', 'qtAgency'));
    expect(await visible(admin)).toEqual(sorted('qtA', 'qtPending', 'qtAdmin', 'qtAgency'));
    expect(await visible(travellerOne)).toEqual([]);
  });
});

describe('approved staff', () => {
  it('counts admins and approved agents, not an agent awaiting approval, a traveller or nobody', async () => {
    expect(await isApprovedStaff(db, admin)).toBe(true);
    expect(await isApprovedStaff(db, agentA)).toBe(true);
    expect(await isApprovedStaff(db, pending)).toBe(false);
    expect(await isApprovedStaff(db, travellerOne)).toBe(false);
    expect(await isApprovedStaff(db, undefined)).toBe(false);

    const staff = await approvedStaffIds(db).pluck('users.id');
    expect(staff).toEqual(expect.arrayContaining([admin.id, agentA.id, agentB.id]));
    expect(staff).not.toContain(pending.id);
    expect(staff).not.toContain(travellerOne.id);
  });

  it('tells active admins and approved agents of a new lead, nobody else', async () => {
    expect((await leadViewerIds(db)).sort()).toEqual([admin.id, agentA.id, agentB.id].sort());
    expect(retiredAdmin.isActive).toBe(false);
  });

  it('lets only approved staff send mail in the agency’s name', async () => {
    for (const actor of [pending, travellerOne]) {
      const error = await db
        .transaction((trx) => assertMaySend(trx, actor, 1))
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      if (!(error instanceof HttpError)) throw new Error('expected the sending to be refused');
      expect(error).toMatchObject({ status: 403, message: emailMessages.awaitingApproval });
    }
    await expect(db.transaction((trx) => assertMaySend(trx, agentA, 1))).resolves.toBeUndefined();
  });
});

describe('chat conversations', () => {
  it('opens a conversation to its browser session or its signed-in user, and nothing to neither', async () => {
    const [bySession, byUser, other] = await db('chatConversations')
      .insert([
        { sessionKey: 'session-one', title: 'bySession' },
        { userId: travellerOne.id, title: 'byUser' },
        { sessionKey: 'session-two', userId: travellerTwo.id, title: 'other' },
      ])
      .returning('id');
    for (const [label, row] of Object.entries({ bySession, byUser, other })) remember(label, row.id);
    const readable = (owner: { sessionKey: string | null; userId: string | null }) =>
      seen(db('chatConversations').where(ownedBy(owner)).pluck('chatConversations.id'));

    expect(await readable({ sessionKey: 'session-one', userId: null })).toEqual(['bySession']);
    expect(await readable({ sessionKey: null, userId: travellerOne.id })).toEqual(['byUser']);
    expect(await readable({ sessionKey: 'session-one', userId: travellerOne.id })).toEqual(
      sorted('bySession', 'byUser'),
    );
    expect(await readable({ sessionKey: null, userId: null })).toEqual([]);
  });
});
