/**
 * What the signed-in user may do with a record on the device: the abilities the server last
 * sent with it. The device only reads them; it never sends them back (see outbox) and never
 * works them out itself, so a record edited here keeps the abilities of its last pull.
 */
import {
  ABILITIES_FIELD,
  type EmailAbilities,
  type EntityAbilities,
  type ProposalAbilities,
} from '@contract/abilities';
import type { SyncEntity } from '@contract/sync';
import type { LocalRecord } from './db';

/**
 * A record made on this device has no answer from the server yet. It is its author's own, as
 * the server makes it: they may change and delete it, and send it (a draft) when the server
 * said they may send mail in the agency's name.
 */
export function authorsAbilities(maySendMail: boolean): EmailAbilities & ProposalAbilities {
  return { edit: true, delete: true, send: maySendMail, assign: false };
}

/** The abilities the server sent with the record; null for one it has not answered for yet. */
export function receivedAbilities<E extends SyncEntity>(record: LocalRecord): EntityAbilities[E] | null {
  const received = record[ABILITIES_FIELD];
  return received && typeof received === 'object' ? (received as EntityAbilities[E]) : null;
}

/** The abilities the server sent with the record, or the author's for one it has not answered for yet. */
export function abilitiesOf<E extends SyncEntity>(
  record: LocalRecord,
  maySendMail: boolean,
): EntityAbilities[E] {
  return receivedAbilities<E>(record) ?? authorsAbilities(maySendMail);
}

/** The device's own changes of a record: what the server decided for it is never among them. */
export function withoutAbilities(changes: Record<string, unknown>): Record<string, unknown> {
  if (!(ABILITIES_FIELD in changes)) return changes;
  const { [ABILITIES_FIELD]: _serverDecided, ...own } = changes;
  return own;
}
