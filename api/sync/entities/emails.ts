import { EmailDraftInput, EmailSendInput, emailMessages, emailRecipients } from '@contract/emails.ts';
import { updateVersioned } from '@db/versioning.ts';
import { checkEmailLinks, emailRemover, outgoingEmailStorer, emailSent } from '../../commands/emails.ts';
import { badRequest, notFound } from '../../errors.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { emailsVisibleTo } from '../../policies/emails.ts';
import { assertMaySend } from '../../policies/sending.ts';
import { presentEmail } from '../../presenters/emails.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { recordsById, writableOf, type SyncAdapter } from '../adapter.ts';

const CONTENT_FIELDS = [
  'to',
  'cc',
  'bcc',
  'subject',
  'body',
  'priority',
  'template',
  'clientId',
  'relatedQuoteId',
  'relatedItineraryId',
] as const;

const ONLY_DRAFTS_CHANGE = 'Only a draft can be edited; a sent e-mail stays as it was sent.';
const STATUS_BY_SENDING_ONLY = 'An e-mail is either saved as a draft or sent.';

function pick(record: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

/**
 * E-mails composed offline travel as records: status "draft" saves a draft, status "sent"
 * queues its messages in the mutation's transaction (never twice: a replayed mutation is
 * answered from the stored result and changes nothing). Read and starred are plain fields.
 */
export const emailsSync: SyncAdapter = {
  entity: 'emails',
  table: 'emails',
  scope: (db, actor) => emailsVisibleTo(db, actor, { withDeleted: true }),
  records: (db, actor, ids) =>
    recordsById(
      emailsVisibleTo(db, actor, { withDeleted: true }).select('emails.*'),
      'emails.id',
      ids,
      (row) => {
        const { clientName: _clientName, ...email } = presentEmail(row);
        // The device sorts mail into folders as the server does, which needs to know this.
        return { ...email, received: row.externalId != null, version: Number(row.version) };
      },
    ),
  writable: SYNC_WRITABLE_FIELDS.emails,
  // A draft sent while another device changed what it says goes once the agent has chosen.
  waitsForChoices: ['status'],
  async create({ trx, actor, agencyInbox }, id, fields) {
    const content = pick(fields, CONTENT_FIELDS);
    if (fields.status === 'sent') {
      await outgoingEmailStorer({
        trx,
        actor,
        input: { id, status: 'sent', email: parseInput(EmailSendInput, content), agencyInbox },
      });
    } else if (fields.status === undefined || fields.status === 'draft') {
      await outgoingEmailStorer({
        trx,
        actor,
        input: { id, status: 'draft', email: parseInput(EmailDraftInput, content) },
      });
    } else {
      throw badRequest(STATUS_BY_SENDING_ONLY, { status: STATUS_BY_SENDING_ONLY });
    }
  },
  async update({ trx, actor, agencyInbox }, id, changes, current) {
    const row = await emailsVisibleTo(trx, actor).where('emails.id', id).forUpdate().first('id', 'readAt');
    if (!row) throw notFound(emailMessages.notFound);
    const stored: Record<string, unknown> = {};
    if ('isStarred' in changes) stored.isStarred = Boolean(changes.isStarred);
    if ('isRead' in changes) {
      stored.isRead = Boolean(changes.isRead);
      if (stored.isRead && !row.readAt) stored.readAt = trx.fn.now();
    }
    const content = pick(changes, CONTENT_FIELDS);
    const sending = changes.status === 'sent' && current.status === 'draft';
    if ('status' in changes && changes.status !== current.status && !sending) {
      throw badRequest(STATUS_BY_SENDING_ONLY, { status: STATUS_BY_SENDING_ONLY });
    }
    if ((Object.keys(content).length > 0 || sending) && current.status !== 'draft') {
      throw badRequest(ONLY_DRAFTS_CHANGE, { status: ONLY_DRAFTS_CHANGE });
    }
    if (Object.keys(content).length > 0 || sending) {
      const merged = { ...pick(writableOf(this, current), CONTENT_FIELDS), ...content };
      const input = sending ? parseInput(EmailSendInput, merged) : parseInput(EmailDraftInput, merged);
      await checkEmailLinks({ trx, actor }, input);
      if (sending) await assertMaySend(trx, actor, emailRecipients(input as EmailSendInput).length);
      Object.assign(stored, input);
      if (sending) Object.assign(stored, { status: 'sent', sentAt: trx.fn.now() });
    }
    if (Object.keys(stored).length > 0) await updateVersioned(trx, 'emails', id, stored);
    if (sending) await emailSent(trx, agencyInbox, id);
  },
  async remove({ trx, actor }, id) {
    await emailRemover({ trx, actor, input: { id } });
  },
};
