import { ClientInput, ClientUpdate } from '@contract/clients.ts';
import { clientRemover, clientsCreator, clientUpdater } from '../../commands/clients.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { clientsVisibleTo } from '../../policies/clients.ts';
import { presentClient } from '../../presenters/clients.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import {
  recordsById,
  versionsById,
  type ApplyContext,
  type NewRecord,
  type SyncAdapter,
} from '../adapter.ts';

async function createClients({ trx, actor }: ApplyContext, records: NewRecord[]) {
  const input = records.map(({ id, fields }) => ({ ...parseInput(ClientInput, fields), id }) as ClientInput);
  return versionsById(await clientsCreator({ trx, actor, input }));
}

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
  async create(ctx, id, fields) {
    return (await createClients(ctx, [{ id, fields }])).get(id);
  },
  createMany: (ctx, records) => createClients(ctx, records),
  async update({ trx, actor }, id, changes) {
    await clientUpdater({ trx, actor, input: { id, changes: parseInput(ClientUpdate, changes) } });
  },
  async remove({ trx, actor }, id) {
    await clientRemover({ trx, actor, input: { id } });
  },
};
