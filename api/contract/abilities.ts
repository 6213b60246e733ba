/**
 * What the signed-in user may do with one record, decided by the server's policies and sent
 * with the record. The office shows, hides or disables a control by these and never works a
 * rule out itself: only the server knows who approved whom or who wrote a template, and it
 * checks every rule again when the change arrives. They are the server's answer, not data: a
 * device never sends them back (no entity lists them among its writable fields), and a record
 * edited on the device keeps the abilities it last received until the next pull.
 * Pure TypeScript: no Node or DOM imports.
 */
import type { SyncEntity } from './sync.ts';

/** The name of the field a record carries its abilities in. */
export const ABILITIES_FIELD = 'abilities';

/** What every synced record allows: changing it and deleting it. */
export interface RecordAbilities {
  edit: boolean;
  delete: boolean;
}

/** A proposal is also sent to its client (as long as it is a draft, by staff the agency vouches for). */
export interface ProposalAbilities extends RecordAbilities {
  send: boolean;
}

/** An e-mail is also sent (a draft) and, once received, handed to an agent (by an admin). */
export interface EmailAbilities extends RecordAbilities {
  send: boolean;
  assign: boolean;
}

/** The abilities each syncable entity's records carry. */
export interface EntityAbilities {
  clients: RecordAbilities;
  itineraries: RecordAbilities;
  bookings: RecordAbilities;
  agent_quotes: RecordAbilities;
  proposals: ProposalAbilities;
  trip_plans: RecordAbilities;
  emails: EmailAbilities;
}

/** A record as a screen reads it, with what the signed-in user may do with it. */
export type WithAbilities<T, E extends SyncEntity> = T & { abilities: EntityAbilities[E] };
