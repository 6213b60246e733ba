import { bookingMessages, type BookingDto, type BookingInput, type BookingUpdate } from '@contract/bookings';
import type { LocalRecord, OfficeDatabase } from '@pwa/offline/db';
import { useLive, useLocalMutation, useOfficeReady, type LiveResult } from '@pwa/offline/hooks';
import { deleteRecord, saveEdit, saveRecord } from '@pwa/offline/outbox';
import { asSeen, byId, requireRecord, useLiveList } from '../shared/deviceRecords';

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

/** Bookings with their itinerary's title and client, from the records at hand, by start date. */
function withItineraries(
  bookings: LocalRecord[],
  itineraryById: Map<string, LocalRecord>,
  clientById: Map<string, LocalRecord>,
): BookingDto[] {
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

const byIdMap = (records: Array<LocalRecord | undefined>) =>
  new Map(records.filter((row) => row !== undefined).map((row) => [row.id, row]));

/** A few bookings with their itinerary's title and client, as the API joined them. */
export async function joinBookings(db: OfficeDatabase, bookings: LocalRecord[]): Promise<BookingDto[]> {
  const itineraryIds = [...new Set(bookings.map((booking) => booking.itineraryId as string))];
  const itineraries = byIdMap(await db.itineraries.bulkGet(itineraryIds));
  const clientIds = [...new Set([...itineraries.values()].map((itinerary) => itinerary.clientId as string))];
  return withItineraries(bookings, itineraries, byIdMap(await db.clients.bulkGet(clientIds)));
}

/**
 * Every booking on the device, joined and by start date. The trips and clients are read
 * whole: one read of each table costs less than thousands of lookups by id.
 */
export async function readAllBookings(db: OfficeDatabase): Promise<BookingDto[]> {
  const [bookings, itineraries, clients] = await Promise.all([
    db.bookings.toArray(),
    db.itineraries.toArray(),
    db.clients.toArray(),
  ]);
  return withItineraries(bookings, byIdMap(itineraries), byIdMap(clients));
}

/**
 * Dated bookings in byStartDate's order: start date, then creation, and IndexedDB orders equal
 * keys by id, the last tie-break. A booking without a start date is left out of the index.
 */
const START_ORDER = '[startDate+createdAt]';

export interface BookingsPage {
  page: number;
  rows: BookingDto[];
  /** Every booking on the device. */
  total: number;
}

/**
 * One page of every booking in byStartDate's order, reading only that page's records through
 * the index where it can: the tab opens at once however many bookings the device holds.
 */
export async function readBookingsPage(
  db: OfficeDatabase,
  page: number,
  pageSize: number,
): Promise<BookingsPage> {
  const [total, dated, indexed] = await Promise.all([
    db.bookings.count(),
    db.bookings.orderBy('startDate').count(),
    db.bookings.orderBy(START_ORDER).count(),
  ]);
  const from = (page - 1) * pageSize;
  // Every booking carries its creation time, so the two indexes hold the same dated bookings;
  // should one lack it, the order is taken from all of them instead.
  if (indexed === dated && from + pageSize <= dated) {
    const records = await db.bookings.orderBy(START_ORDER).offset(from).limit(pageSize).toArray();
    return { page, rows: await joinBookings(db, records), total };
  }
  // A page among the undated bookings (the last ones), which no index holds.
  const records = (await db.bookings.toArray())
    .sort((a, b) => byStartDate(a as unknown as BookingDto, b as unknown as BookingDto))
    .slice(from, from + pageSize);
  return { page, rows: await joinBookings(db, records), total };
}

/**
 * One page of every booking, with the device's count of them. While another page loads, the
 * last one read stays (pending), so the table keeps its rows under its spinner.
 */
export function useBookingsPage(page: number | null, pageSize: number): LiveResult<BookingsPage> {
  const ready = useOfficeReady();
  const result = useLive(
    async (db) => (page === null ? null : readBookingsPage(db, page, pageSize)),
    [page, pageSize],
  );
  const data = result.data ?? undefined;
  // Before the first sync an empty device is still loading, not empty.
  const isPending = data?.page !== page || (ready !== true && data.total === 0);
  return { ...result, data, isPending };
}

/** Every booking on the device, with its itinerary and client, by start date (none until `enabled`). */
export function useBookings(enabled = true) {
  return useLiveList(async (db) => (enabled ? readAllBookings(db) : undefined), [enabled]);
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
    async ({ id, input, seen }: { id: string; input: BookingUpdate; seen: BookingDto }) => {
      await requireRecord('bookings', id, bookingMessages.notFound);
      const saved = await saveEdit('bookings', id, input, asSeen(seen));
      return saved.record as unknown as BookingDto;
    },
  );
}

export function useDeleteBooking() {
  return useLocalMutation((id: string) => deleteRecord('bookings', id));
}
