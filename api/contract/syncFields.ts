/**
 * The fields a device may set on each syncable entity (by the API's camelCase names); a
 * mutation naming any other field is refused. The server's sync adapters and the office on
 * the device read this one list. Ids, versions, owners and server-computed totals are not here.
 */
import { EMAIL_CONTENT_FIELDS } from './emails.ts';
import { PROPOSAL_COPIED_FIELDS } from './proposals.ts';
import type { SyncEntity } from './sync.ts';

export const SYNC_WRITABLE_FIELDS: Record<SyncEntity, readonly string[]> = {
  clients: ['firstName', 'lastName', 'email', 'phone', 'address', 'notes'],
  itineraries: [
    'clientId',
    'title',
    'description',
    'startDate',
    'endDate',
    'totalCost',
    'currency',
    'status',
    'agentNotes',
  ],
  bookings: [
    'itineraryId',
    'type',
    'title',
    'details',
    'cost',
    'currency',
    'status',
    'bookingReference',
    'supplierInfo',
    'startDate',
    'endDate',
  ],
  agent_quotes: [
    'clientId',
    'agentId',
    'title',
    'description',
    'services',
    'currency',
    'validUntil',
    'status',
    'terms',
    'notes',
  ],
  // A copy takes every field the agent writes but its title (and starts as a draft); only
  // "sent" (Send to Client) is accepted as a status, the client's answer moves the rest.
  proposals: ['title', ...PROPOSAL_COPIED_FIELDS, 'status'],
  trip_plans: [
    'clientId',
    'name',
    'description',
    'destinations',
    'duration',
    'budget',
    'currency',
    'travelStyle',
    'activities',
    'accommodations',
    'transportation',
    'tags',
    'isTemplate',
  ],
  emails: [...EMAIL_CONTENT_FIELDS, 'status', 'isRead', 'isStarred'],
};
