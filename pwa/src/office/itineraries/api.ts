import { readBookingDetails } from '@contract/bookings';
import { itineraryMessages, type ItineraryDto, type ItineraryInput } from '@contract/itineraries';
import { officeDb, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { useLive, useLocalMutation } from '@pwa/offline/hooks';
import { deleteRecord, saveEdit, saveRecord } from '@pwa/offline/outbox';
import { asSeen, byId, requireRecord, useLiveList } from '../shared/deviceRecords';

/** Newest first, the server's order. */
export function newestFirst(a: ItineraryDto, b: ItineraryDto): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return byId(a, b);
}

/** Itineraries with their client's name, as the API joined them. */
export async function joinItineraries(
  db: OfficeDatabase,
  itineraries: LocalRecord[],
): Promise<ItineraryDto[]> {
  const clientIds = [...new Set(itineraries.map((itinerary) => itinerary.clientId as string))];
  const clients = (await db.clients.bulkGet(clientIds)).filter((row) => row !== undefined);
  const clientById = new Map(clients.map((client) => [client.id, client]));
  return itineraries.map((record) => {
    const itinerary = record as unknown as Omit<ItineraryDto, 'client'>;
    const client = clientById.get(itinerary.clientId);
    return {
      ...itinerary,
      client: {
        id: itinerary.clientId,
        firstName: (client?.firstName as string | undefined) ?? '',
        lastName: (client?.lastName as string | undefined) ?? '',
      },
    };
  });
}

/** Every itinerary on the device with its client's name, newest first. */
export function useItineraries() {
  return useLiveList(
    async (db) => (await joinItineraries(db, await db.itineraries.toArray())).sort(newestFirst),
    [],
  );
}

async function joinOne(record: LocalRecord): Promise<ItineraryDto> {
  return (await joinItineraries(officeDb(), [record]))[0];
}

export function useCreateItinerary() {
  return useLocalMutation(async (input: ItineraryInput) =>
    joinOne((await saveRecord('itineraries', null, input)).record),
  );
}

export function useUpdateItinerary() {
  return useLocalMutation(
    async ({ id, input, seen }: { id: string; input: ItineraryInput; seen: ItineraryDto }) => {
      await requireRecord('itineraries', id, itineraryMessages.notFound);
      return joinOne((await saveEdit('itineraries', id, input, asSeen(seen))).record);
    },
  );
}

export function useDeleteItinerary() {
  return useLocalMutation((id: string) => deleteRecord('itineraries', id));
}

/**
 * Where each itinerary's bookings take place (their locations), read only while the agent
 * searches: the list itself never reads the bookings.
 */
export function useItineraryPlaces(wanted: boolean) {
  return useLive(
    async (db) => {
      const places = new Map<string, string[]>();
      if (!wanted) return places;
      for (const booking of await db.bookings.toArray()) {
        const location = readBookingDetails(booking.details).location;
        if (typeof location !== 'string' || !location) continue;
        const itineraryId = booking.itineraryId as string;
        places.set(itineraryId, [...(places.get(itineraryId) ?? []), location]);
      }
      return places;
    },
    [wanted],
  );
}
