import { proposalChanger, proposalComposer } from '../../commands/proposalChanges.ts';
import { proposalRemover } from '../../commands/proposalSaver.ts';
import { proposalsVisibleTo } from '../../policies/proposals.ts';
import { presentProposal } from '../../presenters/proposals.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { recordsById, writableOf, type SyncAdapter } from '../adapter.ts';

/**
 * Proposals travel as records: a record's fields are the proposal form's, and status "sent"
 * is Send to Client. The proposal commands decide what a change may do, as for a REST call.
 */
export const proposalsSync: SyncAdapter = {
  entity: 'proposals',
  table: 'proposals',
  scope: (db, actor) => proposalsVisibleTo(db, actor, { withDeleted: true }),
  records(db, actor, ids) {
    return recordsById(
      proposalsVisibleTo(db, actor, { withDeleted: true }).select('proposals.*'),
      'proposals.id',
      ids,
      (row) => {
        // The public link is made with the app's address; the device only needs to know one exists.
        const { client: _client, ...proposal } = presentProposal(row, '');
        return { ...proposal, version: Number(row.version) };
      },
    );
  },
  writable: SYNC_WRITABLE_FIELDS.proposals,
  async create({ trx, actor, appUrl, agencyInbox }, id, fields) {
    const { status, ...content } = fields;
    await proposalComposer({ trx, actor, input: { id, status, fields: content, appUrl, agencyInbox } });
  },
  async update({ trx, actor, appUrl, agencyInbox }, id, changes, current) {
    // The command takes the whole form, so the change goes over the record as the device saw it.
    const record = { ...writableOf(this, current), ...changes };
    const changed = Object.keys(changes);
    await proposalChanger({ trx, actor, input: { id, record, changed, appUrl, agencyInbox } });
  },
  async remove({ trx, actor }, id) {
    await proposalRemover({ trx, actor, input: { id } });
  },
};
