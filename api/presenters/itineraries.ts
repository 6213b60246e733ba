import type { ItineraryDto } from '@contract/itineraries.ts';
import type { ClientsRow, ItinerariesRow } from '@db/schema/rows.ts';
import { isoInstant } from './clients.ts';

/** An itinerary row joined with its client's name (`clients.firstName as clientFirstName`, …). */
export type ItineraryWithClientRow = ItinerariesRow & {
  clientFirstName: ClientsRow['firstName'];
  clientLastName: ClientsRow['lastName'];
};

/** An itinerary as the API answers it, its client's name missing when the row was not joined. */
type PresentedItinerary = Omit<ItineraryDto, 'client'> & {
  client: { id: string; firstName?: string; lastName?: string };
};

/** An itinerary row joined with its client's clientFirstName and clientLastName. */
export function presentItinerary(row: ItineraryWithClientRow): ItineraryDto;
/** A bare itinerary row (the sync's, whose devices join the client themselves). */
export function presentItinerary(row: ItinerariesRow): PresentedItinerary;
export function presentItinerary(row: ItinerariesRow & Partial<ItineraryWithClientRow>): PresentedItinerary {
  return {
    id: row.id,
    clientId: row.clientId,
    title: row.title,
    description: row.description ?? null,
    startDate: row.startDate ?? null,
    endDate: row.endDate ?? null,
    totalCost: row.totalCost == null ? null : Number(row.totalCost),
    currency: row.currency,
    status: row.status,
    agentNotes: row.agentNotes ?? null,
    version: Number(row.version),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
    client: {
      id: row.clientId,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
    },
  };
}
