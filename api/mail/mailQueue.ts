/**
 * The outgoing mail queue (`outgoing_mail`). A message is queued in the transaction of the
 * record that causes it, so it exists exactly when that record committed: a crash after the
 * commit delays the message, never loses it, and a replayed request that changes nothing
 * queues nothing. Workers (./worker.ts) send what is due.
 */
import type { Db, Queryable, Trx } from '@db/index.ts';
import type { MailMessage } from '../providers/mail/types.ts';

export const MAIL_KINDS = [
  'office_email',
  'proposal',
  'password_reset',
  'email_verification',
  // A website lead (quote request, contact message, newsletter signup) told to the agency inbox.
  'lead',
  // The receipt of a verified consultation payment, to the payer.
  'receipt',
  // The link asking a client for a testimonial once their trip has ended.
  'testimonial_request',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type MailStatus = 'queued' | 'sending' | 'delivered' | 'failed';

/** What a message belongs to: what its final failure must be reflected in. */
export interface MailOrigin {
  kind: MailKind;
  emailId?: string;
  proposalId?: string;
  userId?: string;
  tokenId?: string;
}

/** One row of the queue, as the worker reads it. */
export interface QueuedMail extends Required<Pick<MailOrigin, 'kind'>> {
  id: string;
  status: MailStatus;
  to: string;
  from: string | null;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  messageId: string | null;
  emailId: string | null;
  proposalId: string | null;
  userId: string | null;
  tokenId: string | null;
  attempts: number;
  nextAttemptAt: Date;
  claimedAt: Date | null;
  claimedBy: string | null;
  lastError: string | null;
}

/** The message as the provider takes it. */
export function mailMessageOf(row: QueuedMail): MailMessage {
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html !== null ? { html: row.html } : {}),
    ...(row.replyTo !== null ? { replyTo: row.replyTo } : {}),
    ...(row.messageId !== null ? { messageId: row.messageId } : {}),
    ...(row.from !== null ? { from: row.from } : {}),
  };
}

type Listener = () => void;

/**
 * Who wants to hear that mail was queued, per database. A transaction shares its database's
 * client settings object, so that object names the database from inside any transaction.
 */
const listeners = new WeakMap<object, Set<Listener>>();
const databaseKey = (db: Queryable): object => db.client.config;

/** Calls `listener` after each commit that queued mail in `db`; answers the unsubscribe. */
export function onMailQueued(db: Db, listener: Listener): () => void {
  const key = databaseKey(db);
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

const announced = new WeakSet<Trx>();

/** After the outermost transaction commits (a savepoint's release is not yet a commit). */
function announceAfterCommit(trx: Trx): void {
  let root = trx;
  while (root.parentTransaction) root = root.parentTransaction;
  if (announced.has(root)) return;
  announced.add(root);
  const key = databaseKey(root);
  root.executionPromise.then(
    () => {
      for (const listener of listeners.get(key) ?? []) listener();
    },
    // Rolled back: nothing was queued.
    () => undefined,
  );
}

/**
 * Queues one message in the caller's transaction. It is sent once that transaction commits
 * (the worker of this process is woken then; others find it when they poll).
 */
export async function queueMail(trx: Trx, message: MailMessage, origin: MailOrigin): Promise<string> {
  const [row] = await trx('outgoingMail')
    .insert({
      kind: origin.kind,
      to: message.to,
      from: message.from ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      messageId: message.messageId ?? null,
      emailId: origin.emailId ?? null,
      proposalId: origin.proposalId ?? null,
      userId: origin.userId ?? null,
      tokenId: origin.tokenId ?? null,
    })
    .returning('id');
  announceAfterCommit(trx);
  return row.id;
}

/**
 * Claims the next due message for `worker`: a queued one whose time has come, or one still
 * "sending" after `leaseCutoff` (its worker died mid-send). SKIP LOCKED lets workers of several
 * processes claim side by side without ever claiming one message twice; the claim commits at
 * once, so the row reads "sending" to everyone while this worker sends it.
 */
export async function claimDueMail(
  db: Db,
  { worker, now, leaseCutoff }: { worker: string; now: Date; leaseCutoff: Date },
): Promise<QueuedMail | undefined> {
  const result: { rows: QueuedMail[] } = await db.raw(
    `with due as (
       select id from outgoing_mail
        where (status = 'queued' and next_attempt_at <= ?)
           or (status = 'sending' and claimed_at <= ?)
        order by next_attempt_at, created_at
        limit 1
        for update skip locked
     )
     update outgoing_mail as mail
        set status = 'sending', attempts = mail.attempts + 1, claimed_at = ?, claimed_by = ?, updated_at = ?
       from due
      where mail.id = due.id
     returning mail.*`,
    [now, leaseCutoff, now, worker, now],
  );
  return result.rows[0];
}

/** The message `worker` holds, and only while it holds it (its lease may have passed to another). */
export function heldBy(db: Queryable, id: string, worker: string) {
  return db('outgoingMail').where({ id, claimedBy: worker, status: 'sending' });
}
