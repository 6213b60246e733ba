import { ClientInput, ClientUpdate } from '@contract/clients.ts';
import { clientRemover, clientsCreator, clientUpdater } from '../../commands/clients.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { clientsVisibleTo } from '../../policies/clients.ts';
import { presentClient } from '../../presenters/clients.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { createdWith, recordsById, type SyncAdapter } from '../adapter.ts';

export const clientsSync: SyncAdapter = {
  entity: 'clients',
  table: 'clients',
  scope: (db, actor) => clientsVisibleTo(db, actor, { withDeleted: true }),
  records: (db, actor, ids) =>
    recordsById(
      clientsVisibleTo(db, actor, { withDeleted: true }).select('clients.*'),
      'clients.id',
      ids,
      presentClient,
    ),
  writable: SYNC_WRITABLE_FIELDS.clients,
  ...createdWith(ClientInput, clientsCreator),
  async update({ trx, actor }, id, changes) {
    await clientUpdater({ trx, actor, input: { id, changes: parseInput(ClientUpdate, changes) } });
  },
  async remove({ trx, actor }, id) {
    await clientRemover({ trx, actor, input: { id } });
  },
};
