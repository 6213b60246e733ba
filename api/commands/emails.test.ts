import { describe, expect, it } from 'vitest';
import { emailMessages } from '@contract/emails.ts';
import { insertVersioned } from '@db/versioning.ts';
import type { Db, Trx } from '@db/index.ts';
import { emailsSync } from '../sync/entities/emails.ts';
import { withFileDatabase } from '../test/db.ts';
import { buildUser } from '../test/factories.ts';
import type { SessionUser } from '../types.ts';
import { emailUpdater, outgoingEmailStorer } from './emails.ts';
import { refusal, rowOf } from '../test/rows.ts';

const AGENCY_INBOX = 'office@islandbridge.travel';

let db: Db;
withFileDatabase((opened) => (db = opened));

const agent = () => buildUser(db, { role: 'agent', approved: true });

const compose = (overrides: Record<string, unknown> = {}) => ({
  to: `guest-${crypto.randomUUID()}@example.com`,
  subject: 'Your Saint Lucia quote',
  body: 'Here is the quote we talked about.',
  ...overrides,
});

const row = (id: string) => rowOf(db('emails').where({ id }).first());
const queued = (emailId: string) => db('outgoingMail').where({ emailId }).select('to', 'subject');

/** Runs a command in its own transaction, as a request or a push's savepoint does. */
const inTrx = <T>(work: (trx: Trx) => Promise<T>) => db.transaction(work);

const update = (actor: SessionUser, id: string, changes: Record<string, unknown>) =>
  inTrx((trx) => emailUpdater({ trx, actor, input: { id, changes, agencyInbox: AGENCY_INBOX } }));

const store = (actor: SessionUser, status: unknown, email: Record<string, unknown>) =>
  inTrx((trx) => outgoingEmailStorer({ trx, actor, input: { status, email, agencyInbox: AGENCY_INBOX } }));

async function receivedBy(user: SessionUser) {
  return inTrx((trx) =>
    insertVersioned(trx, 'emails', {
      from: 'guest@example.com',
      to: user.email,
      subject: 'A question',
      body: 'Is the catamaran trip still on?',
      status: 'delivered',
      isRead: false,
      sentAt: trx.fn.now(),
      agentId: user.id,
      externalId: `<${crypto.randomUUID()}@example.com>`,
    }),
  );
}

describe('changing an e-mail', () => {
  it('marks it read with readAt stamped the first time only, and writes nothing when nothing changes', async () => {
    const me = await agent();
    const email = await receivedBy(me);

    const read = await update(me, email.id as string, { isRead: true });
    expect(read).toMatchObject({ isRead: true });
    const first = await row(email.id as string);
    expect(first.readAt).not.toBeNull();
    expect(Number(first.version)).toBeGreaterThan(Number(email.version));

    await update(me, email.id as string, { isRead: true });
    expect(await row(email.id as string)).toEqual(first);

    await update(me, email.id as string, { isRead: false });
    await update(me, email.id as string, { isRead: true });
    const again = await row(email.id as string);
    expect(again.isRead).toBe(true);
    expect(again.readAt).toEqual(first.readAt);
  });

  it('stars and unstars any e-mail, sent ones too', async () => {
    const me = await agent();
    const sent = await store(me, 'sent', compose());
    expect(await update(me, sent.id, { isStarred: true })).toMatchObject({ isStarred: true });
    expect((await row(sent.id)).isStarred).toBe(true);
    expect(await update(me, sent.id, { isStarred: false })).toMatchObject({ isStarred: false });
  });

  it('refuses to change what a sent e-mail says, and any status but sending a draft', async () => {
    const me = await agent();
    const sent = await store(me, 'sent', compose());
    const before = await row(sent.id);

    const edit = await refusal(update(me, sent.id, { subject: 'Changed after sending' }));
    expect(edit).toMatchObject({ status: 400, message: emailMessages.onlyDraftChanges });
    expect(edit.fields).toEqual({ status: emailMessages.onlyDraftChanges });

    const backToDraft = await refusal(update(me, sent.id, { status: 'draft' }));
    expect(backToDraft).toMatchObject({ status: 400, message: emailMessages.statusBySendingOnly });
    expect(await row(sent.id)).toEqual(before);
  });

  it('sends a draft once: checked as a sent e-mail, sentAt stamped, its message queued once', async () => {
    const me = await agent();
    const draft = await store(me, 'draft', compose({ subject: '' }));
    expect(draft).toMatchObject({ status: 'draft', sentAt: null });

    const blank = await refusal(update(me, draft.id, { status: 'sent' }));
    expect(blank.fields).toMatchObject({ subject: emailMessages.subjectRequired });
    expect(await queued(draft.id)).toEqual([]);

    const sent = await update(me, draft.id, { status: 'sent', subject: 'Your quote' });
    expect(sent).toMatchObject({ status: 'sent', subject: 'Your quote', body: draft.body });
    expect(sent.sentAt).not.toBeNull();
    expect(await queued(draft.id)).toEqual([{ to: draft.to, subject: 'Your quote' }]);

    // Asked again, the status is the one it has: nothing changes and nothing more is queued.
    await update(me, draft.id, { status: 'sent' });
    expect(await queued(draft.id)).toHaveLength(1);
  });

  it('answers 404 for another agent’s e-mail, changing nothing', async () => {
    const owner = await agent();
    const other = await agent();
    const email = await receivedBy(owner);
    const refused = await refusal(update(other, email.id as string, { isRead: true, isStarred: true }));
    expect(refused).toMatchObject({ status: 404, message: emailMessages.notFound });
    expect(await row(email.id as string)).toMatchObject({ isRead: false, isStarred: false, readAt: null });
  });
});

describe('storing a new e-mail', () => {
  it('saves a draft without a status, sends with "sent", and refuses any other status', async () => {
    const me = await agent();
    const draft = await store(me, undefined, compose());
    expect(draft).toMatchObject({ status: 'draft', isRead: true, from: me.email });
    expect(await queued(draft.id)).toEqual([]);

    const refused = await refusal(store(me, 'delivered', compose()));
    expect(refused).toMatchObject({ status: 400, message: emailMessages.statusBySendingOnly });
    expect(await db('emails').where({ agentId: me.id })).toHaveLength(1);
  });

  it('stores the same row from a REST call and from a device’s sync push of the same e-mail', async () => {
    const me = await agent();
    const fields = compose({ cc: 'a@example.com;  b@example.com', priority: 'high' });
    const viaRest = await store(me, 'sent', fields);
    const id = crypto.randomUUID();
    await inTrx((trx) =>
      emailsSync.create({ trx, actor: me, appUrl: '', agencyInbox: AGENCY_INBOX }, id, {
        ...fields,
        status: 'sent',
      }),
    );
    const columns = ['from', 'to', 'cc', 'bcc', 'subject', 'body', 'priority', 'status', 'isRead', 'agentId'];
    const pick = async (emailId: string) => db('emails').where({ id: emailId }).first(columns);
    expect(await pick(id)).toEqual(await pick(viaRest.id));
    expect(await queued(id)).toEqual(await queued(viaRest.id));
  });
});
