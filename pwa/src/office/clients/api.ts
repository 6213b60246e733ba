import { quoteTotals, type QuoteService } from '@contract/agentQuotes';
import type { BookingDto } from '@contract/bookings';
import { compareClientsByName } from '@contract/clientSearch';
import { clientMessages, type ClientDto, type ClientInput } from '@contract/clients';
import type { ItineraryDto } from '@contract/itineraries';
import type { LocalRecord } from '@pwa/offline/db';
import { useLive, useLocalMutation, type LiveResult } from '@pwa/offline/hooks';
import { deleteRecord, saveEdit, saveRecord } from '@pwa/offline/outbox';
import { joinBookings } from '../bookings/api';
import { joinItineraries } from '../itineraries/api';
import { asSeen, byId, requireRecord, useLiveList } from '../shared/deviceRecords';

export interface ClientDetail extends ClientDto {
  itineraries: ItineraryDto[];
  bookings: BookingDto[];
  quotes: Array<{ id: string; title: string; totalCost: number; currency: string; status: string }>;
  emails: Array<{ id: string; subject: string; to: string; status: string; createdAt: string }>;
}

/** A client created on this device has no linked user account yet. */
function toClient(record: LocalRecord): ClientDto {
  return { userId: null, ...record } as unknown as ClientDto;
}

const newestFirst = (a: LocalRecord, b: LocalRecord) =>
  String(b.createdAt).localeCompare(String(a.createdAt)) || byId(a, b);

/** Itineraries by start date (undated last), as the detail always listed them. */
const byItineraryStart = (a: ItineraryDto, b: ItineraryDto) =>
  a.startDate === b.startDate
    ? byId(a, b)
    : a.startDate == null
      ? 1
      : b.startDate == null
        ? -1
        : a.startDate.localeCompare(b.startDate);

/** A quote saved on the device before its first sync may not carry the server's totals yet. */
function quoteTotal(quote: LocalRecord): number {
  if (typeof quote.totalCost === 'number') return quote.totalCost;
  return quoteTotals(Array.isArray(quote.services) ? (quote.services as QuoteService[]) : []).totalCost;
}

/** Every client on the device, in the server's order (by last then first name). */
export function useClients() {
  return useLiveList(async (db) => (await db.clients.toArray()).map(toClient).sort(compareClientsByName), []);
}

/** The client with their itineraries, bookings, quotes and e-mails; null once the client is gone. */
export function useClientDetail(id: string | null): LiveResult<ClientDetail | null> {
  const result = useLive<ClientDetail | null>(
    async (db) => {
      const record = id ? await db.clients.get(id) : undefined;
      if (!id || !record) return null;
      const [itineraries, quotes, emails] = await Promise.all([
        db.itineraries.where('clientId').equals(id).toArray(),
        db.agent_quotes.where('clientId').equals(id).toArray(),
        db.emails.where('clientId').equals(id).toArray(),
      ]);
      const bookings = await db.bookings
        .where('itineraryId')
        .anyOf(itineraries.map((itinerary) => itinerary.id))
        .toArray();
      return {
        ...toClient(record),
        itineraries: (await joinItineraries(db, itineraries)).sort(byItineraryStart),
        bookings: await joinBookings(db, bookings),
        quotes: quotes.sort(newestFirst).map((quote) => ({
          id: quote.id,
          title: String(quote.title ?? ''),
          totalCost: quoteTotal(quote),
          currency: String(quote.currency ?? 'USD'),
          status: String(quote.status ?? 'draft'),
        })),
        emails: emails.sort(newestFirst).map((email) => ({
          id: email.id,
          subject: String(email.subject ?? ''),
          to: String(email.to ?? ''),
          status: String(email.status ?? 'draft'),
          createdAt: String(email.createdAt ?? ''),
        })),
      };
    },
    [id],
  );
  // Right after another client is chosen the previous answer is still there: not this one's.
  const stale = result.data != null && result.data.id !== id;
  return stale ? { ...result, data: undefined, isPending: true } : result;
}

export function useCreateClient() {
  return useLocalMutation(async (input: ClientInput) =>
    toClient((await saveRecord('clients', null, input)).record),
  );
}

export function useUpdateClient() {
  return useLocalMutation(
    async ({ id, input, seen }: { id: string; input: ClientInput; seen: ClientDto }) => {
      await requireRecord('clients', id, clientMessages.notFound);
      return toClient((await saveEdit('clients', id, input, asSeen(seen))).record);
    },
  );
}

/** Removes the client with their itineraries and bookings, as the server does. */
export function useDeleteClient() {
  return useLocalMutation((id: string) => deleteRecord('clients', id));
}
