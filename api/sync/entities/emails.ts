import { emailRemover, emailUpdater, outgoingEmailStorer } from '../../commands/emails.ts';
import { emailsVisibleTo } from '../../policies/emails.ts';
import { presentEmail } from '../../presenters/emails.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { recordsById, type SyncAdapter } from '../adapter.ts';

/**
 * E-mails composed offline travel as records. A record's fields are the e-mail commands'
 * input as they are: status "draft" or "sent" on a new record, and on a change, read and
 * starred flags, content, and status "sent" to send a draft. What may change when is the
 * commands' to decide, as for a REST call.
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
    await outgoingEmailStorer({
      trx,
      actor,
      input: { id, status: fields.status, email: fields, agencyInbox },
    });
  },
  async update({ trx, actor, agencyInbox }, id, changes) {
    await emailUpdater({ trx, actor, input: { id, changes, agencyInbox } });
  },
  async remove({ trx, actor }, id) {
    await emailRemover({ trx, actor, input: { id } });
  },
};
