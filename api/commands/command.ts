/**
 * The one shape of a command (a write the API performs), in every file of api/commands:
 *
 *   export async function clientUpdater({ trx, actor, input }: Command<{ id: string; changes: ClientUpdate }>)
 *   await clientUpdater({ trx, actor, input: { id, changes } });
 *
 * - One argument, `{ trx, actor, input }`, typed `Command<Input>`. Everything the command needs
 *   beyond the transaction and the signed-in user goes inside `input`: the record's id
 *   (`{ id, changes }`, `{ id }`), and values such as `appUrl` or `agencyInbox`. A command that
 *   needs nothing more is typed `Command` and called with `input: undefined`.
 * - A command run with no signed-in user (registration, sign-in, inbound mail, public links,
 *   account links, tombstones of rows the caller already checked) takes `{ trx, input }`, typed
 *   `SystemCommand<Input>`.
 * - Named noun + agent noun, what it acts on then what it does: `clientCreator`,
 *   `clientUpdater`, `clientRemover` (a tombstone the actor asks for), `proposalSender`,
 *   `inboundEmailReceiver`. Never verb first (`createClient`, `deleteEmail`).
 *
 * Helpers that commands share (visibility checks, mail formatting, token claims, queueing a
 * message) are not commands and keep plain names and arguments.
 */
import type { Trx } from '@db/index.ts';
import type { SessionUser } from '../types.ts';

/**
 * What every command receives: the request's transaction, the signed-in user it acts for
 * (whose visibility rules it applies) and its validated input.
 */
export interface Command<Input = undefined> {
  trx: Trx;
  actor: SessionUser;
  input: Input;
}

/** What a command run with no signed-in user receives: the transaction and its input. */
export interface SystemCommand<Input = undefined> {
  trx: Trx;
  input: Input;
}
