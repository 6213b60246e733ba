import type { SyncEntity } from '@contract/sync.ts';
import type { SyncAdapter } from './adapter.ts';
import { agentQuotesSync } from './entities/agentQuotes.ts';
import { bookingsSync } from './entities/bookings.ts';
import { clientsSync } from './entities/clients.ts';
import { emailsSync } from './entities/emails.ts';
import { itinerariesSync } from './entities/itineraries.ts';
import { proposalsSync } from './entities/proposals.ts';
import { tripPlansSync } from './entities/tripPlans.ts';

/** Every syncable entity's adapter, by its wire name. */
export const SYNC_ADAPTERS: Record<SyncEntity, SyncAdapter> = {
  clients: clientsSync,
  itineraries: itinerariesSync,
  bookings: bookingsSync,
  agent_quotes: agentQuotesSync,
  proposals: proposalsSync,
  trip_plans: tripPlansSync,
  emails: emailsSync,
};
