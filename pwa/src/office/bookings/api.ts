import { bookingMessages, type BookingDto, type BookingInput, type BookingUpdate } from '@contract/bookings';
import type { LocalRecord, OfficeDatabase } from '@pwa/offline/db';
import { useLive, useLocalMutation, type LiveResult } from '@pwa/offline/hooks';
import { deleteRecord, saveRecord } from '@pwa/offline/outbox';
import { asSeen, byId, requireRecord, useLiveList } from '../clients/deviceData';

/** By start date, undated ones last, then oldest first: the server's order. */
export function byStartDate(a: BookingDto, b: BookingDto): number {
  if (a.startDate !== b.startDate) {
    if (a.startDate == null) return 1;
    if (b.startDate == null) return -1;
    return a.startDate < b.startDate ? -1 : 1;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return byId(a, b);
}

/** Bookings with their itinerary's title and client, as the API joined them. */
export async function joinBookings(db: OfficeDatabase, bookings: LocalRecord[]): Promise<BookingDto[]> {
  const itineraryIds = [...new Set(bookings.map((booking) => booking.itineraryId as string))];
  const itineraries = (await db.itineraries.bulkGet(itineraryIds)).filter((row) => row !== undefined);
  const clientIds = [...new Set(itineraries.map((itinerary) => itinerary.clientId as string))];
  const clients = (await db.clients.bulkGet(clientIds)).filter((row) => row !== undefined);
  const itineraryById = new Map(itineraries.map((itinerary) => [itinerary.id, itinerary]));
  const clientById = new Map(clients.map((client) => [client.id, client]));
  return bookings
    .map((record) => {
      const booking = record as unknown as BookingDto;
      const itinerary = itineraryById.get(booking.itineraryId);
      if (!itinerary) return { ...booking, itinerary: undefined };
      const client = clientById.get(itinerary.clientId as string);
      return {
        ...booking,
        itinerary: {
          id: itinerary.id,
          title: itinerary.title as string,
          client: {
            id: itinerary.clientId as string,
            firstName: (client?.firstName as string | undefined) ?? '',
            lastName: (client?.lastName as string | undefined) ?? '',
          },
        },
      };
    })
    .sort(byStartDate);
}

/** Every booking on the device, with its itinerary and client, by start date. */
export function useBookings() {
  return useLiveList(async (db) => joinBookings(db, await db.bookings.toArray()), []);
}

/** The bookings of one itinerary, by start date (none while no itinerary is chosen). */
export function useItineraryBookings(itineraryId: string | null): LiveResult<BookingDto[]> {
  const result = useLive(
    async (db) => ({
      itineraryId,
      bookings: itineraryId
        ? await joinBookings(db, await db.bookings.where('itineraryId').equals(itineraryId).toArray())
        : [],
    }),
    [itineraryId],
  );
  // Right after another itinerary is chosen the previous answer is still there: not this one's.
  const current = result.data?.itineraryId === itineraryId ? result.data.bookings : undefined;
  return { ...result, data: current, isPending: current === undefined };
}

export function useCreateBooking() {
  return useLocalMutation(
    async (input: BookingInput) =>
      (await saveRecord('bookings', null, input)).record as unknown as BookingDto,
  );
}

export function useUpdateBooking() {
  return useLocalMutation(
    async ({ id, input, seen }: { id: string; input: BookingUpdate; seen?: BookingDto }) => {
      await requireRecord('bookings', id, bookingMessages.notFound);
      const saved = await saveRecord('bookings', id, input, undefined, { seen: asSeen(seen) });
      return saved.record as unknown as BookingDto;
    },
  );
}

export function useDeleteBooking() {
  return useLocalMutation((id: string) => deleteRecord('bookings', id));
}
