import type { ItineraryDto, ItineraryStatus } from '@contract/itineraries.ts';
import { isoInstant } from './clients.ts';

type Row = Record<string, unknown>;

/** An itinerary row joined with its client's clientFirstName and clientLastName. */
export function presentItinerary(row: Row): ItineraryDto {
  return {
    id: row.id as string,
    clientId: row.clientId as string,
    title: row.title as string,
    description: (row.description as string | null) ?? null,
    startDate: (row.startDate as string | null) ?? null,
    endDate: (row.endDate as string | null) ?? null,
    totalCost: row.totalCost == null ? null : Number(row.totalCost),
    currency: row.currency as string,
    status: row.status as ItineraryStatus,
    agentNotes: (row.agentNotes as string | null) ?? null,
    version: Number(row.version),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
    client: {
      id: row.clientId as string,
      firstName: row.clientFirstName as string,
      lastName: row.clientLastName as string,
    },
  };
}
