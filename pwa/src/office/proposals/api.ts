import type { ProposalAbilities } from '@contract/abilities';
import {
  isSendableProposal,
  proposalContent,
  proposalCopy,
  proposalMessages,
  type Proposal,
  type ProposalInput,
} from '@contract/proposals';
import type { AgentQuote } from '@contract/agentQuotes';
import type { BookingDto } from '@contract/bookings';
import type { ItineraryDto } from '@contract/itineraries';
import { acceptanceMessages, acceptedDocumentOf, isFrozen } from '@contract/proposalAcceptance';
import { apiRequest } from '@pwa/lib/api';
import { errorStatus } from '@pwa/lib/errorMessage';
import { receivedAbilities } from '@pwa/offline/abilities';
import { officeDb, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { useLive, useLocalMutation, useOfficeReady } from '@pwa/offline/hooks';
import { deleteRecord, saveEdit, saveRecord } from '@pwa/offline/outbox';
import { useSyncStatus } from '@pwa/offline/syncEngine';
import { readClients, readQuoteSummaries, type QuoteSummary } from '../quotes/api';
import { proposalPdfParts } from './pdf/parts';
import type { ProposalDraft } from './draft';
import { itineraryOfQuote, proposalFromQuote } from './fromQuote';
import { saveFile } from '@pwa/lib/saveFile';

export type { QuoteSummary };

/**
 * A proposal as the screens read it, with what the server said this user may do with it (null
 * for one made on this device that the server has not answered for yet).
 */
export type OfficeProposal = Proposal & { abilities: ProposalAbilities | null };

type ClientName = { firstName: string; lastName: string } | null;

async function clientNameOf(db: OfficeDatabase, clientId: unknown): Promise<ClientName> {
  const client = typeof clientId === 'string' ? await db.clients.get(clientId) : undefined;
  return client
    ? { firstName: String(client.firstName ?? ''), lastName: String(client.lastName ?? '') }
    : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A stored proposal as the screens read it, with the defaults the server presents. */
export function proposalOf(record: LocalRecord, client: ClientName): OfficeProposal {
  return {
    ...proposalContent(record),
    client,
    publicUrl: text(record.publicUrl),
    sentAt: text(record.sentAt),
    viewedAt: text(record.viewedAt),
    respondedAt: text(record.respondedAt),
    acceptedAt: text(record.acceptedAt),
    acceptedVersion: (record.acceptedVersion as Proposal['acceptedVersion']) ?? null,
    createdAt: String(record.createdAt ?? ''),
    updatedAt: String(record.updatedAt ?? ''),
    abilities: receivedAbilities<'proposals'>(record),
  };
}

async function readProposal(db: OfficeDatabase, id: string): Promise<OfficeProposal | null> {
  const record = await db.proposals.get(id);
  return record ? proposalOf(record, await clientNameOf(db, record.clientId)) : null;
}

/** Before the first sync an empty list means "not loaded yet", not "none". */
function useLoadedList<T>(live: { data: T[] | undefined; isPending: boolean }) {
  const ready = useOfficeReady();
  const waiting = live.data !== undefined && live.data.length === 0 && ready !== true;
  return { isPending: live.isPending || waiting };
}

/** Every proposal on the device, newest first, with its client's name. */
export function useProposals() {
  const live = useLive(async (db) => {
    const records = await db.proposals.orderBy('createdAt').reverse().toArray();
    return Promise.all(
      records.map(async (record) => proposalOf(record, await clientNameOf(db, record.clientId))),
    );
  }, []);
  return { ...live, ...useLoadedList(live) };
}

/** One proposal (null once it is gone from the device). */
export function useProposal(id: string | null) {
  return useLive(async (db) => (id ? readProposal(db, id) : null), [id]);
}

export function useProposalClients() {
  const live = useLive(readClients, []);
  return { ...live, ...useLoadedList(live) };
}

export function useQuoteSummaries() {
  return useLive(readQuoteSummaries, []);
}

/** Itineraries the proposal may include, newest first. */
export function useProposalItineraries() {
  return useLive(
    async (db) =>
      (await db.itineraries.orderBy('createdAt').reverse().toArray()) as unknown as Array<
        Pick<ItineraryDto, 'id' | 'title' | 'startDate' | 'clientId'>
      >,
    [],
  );
}

/** The form's fields as the API takes them (an absent optional field is left out). */
function fieldsOf(body: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

async function saveProposal(
  id: string | null,
  changes: Record<string, unknown>,
  seen: LocalRecord | undefined,
): Promise<Proposal> {
  const db = officeDb();
  const { record } = id
    ? await saveEdit('proposals', id, changes, seen, db)
    : await saveRecord('proposals', null, changes, db);
  return proposalOf(record, await clientNameOf(db, record.clientId));
}

export function useCreateProposal() {
  return useLocalMutation((body: ProposalInput) =>
    saveProposal(null, { ...fieldsOf(body), status: 'draft' }, undefined),
  );
}

export function useUpdateProposal() {
  return useLocalMutation(
    async ({ id, body, seen }: { id: string; body: ProposalInput; seen: LocalRecord | undefined }) => {
      // Accepted since the dialog opened (a sync brought the client's answer): the server would
      // refuse the change, so it is never queued.
      if (isFrozen((await officeDb().proposals.get(id))?.status as string))
        throw new Error(acceptanceMessages.frozen);
      return saveProposal(id, fieldsOf(body), seen);
    },
  );
}

export function useDeleteProposal() {
  return useLocalMutation((id: string) => deleteRecord('proposals', id));
}

export function useDuplicateProposal() {
  return useLocalMutation(async (id: string) => {
    const source = await officeDb().proposals.get(id);
    if (!source) throw new Error(PROPOSAL_GONE);
    return saveProposal(null, fieldsOf(proposalCopy(source)), undefined);
  });
}

const PROPOSAL_GONE = 'Proposal not found';

/** Marks a draft as sent; the server e-mails the client when the change reaches it. */
export function useSendProposal() {
  return useLocalMutation(async (id: string) => {
    const current = await officeDb().proposals.get(id);
    if (!current) throw new Error(PROPOSAL_GONE);
    if (!isSendableProposal(current)) throw new Error(proposalMessages.sendOnlyDraft);
    return saveProposal(id, { status: 'sent' }, current);
  });
}

/** The server's copy matches the device's: synced, and no edit of it waiting to be sent. */
async function serverHasLatest(db: OfficeDatabase, record: LocalRecord): Promise<boolean> {
  if (record.version <= 0) return false;
  const waiting = await db.outbox.where('[entity+recordId]').equals(['proposals', record.id]).count();
  return waiting === 0;
}

async function renderOnDevice(db: OfficeDatabase, id: string): Promise<Blob> {
  const live = await readProposal(db, id);
  if (!live) throw new Error(PROPOSAL_GONE);
  // An accepted proposal prints as the client accepted it, as the server's document does.
  const accepted = acceptedDocumentOf(live as unknown as Record<string, unknown>);
  const [{ renderProposalPdf }, { quotes, itineraries }] = await Promise.all([
    // The PDF library loads only when a document is made on the device.
    import('./pdf/proposalPdf'),
    accepted ?? proposalPdfParts(db, live),
  ]);
  const bytes = await renderProposalPdf(accepted?.proposal ?? live, quotes, itineraries);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

/**
 * Saves the proposal as proposal-<id>.pdf: the server's document when it can be reached and
 * has this version of the proposal, otherwise one made on the device from its copy.
 */
export function useDownloadProposalPdf() {
  return useLocalMutation(async (id: string) => {
    const db = officeDb();
    const record = await db.proposals.get(id);
    if (!record) throw new Error(PROPOSAL_GONE);
    const online = useSyncStatus.getState().online && navigator.onLine;
    let blob: Blob | null = null;
    if (online && (await serverHasLatest(db, record))) {
      try {
        blob = await (await apiRequest('GET', `/api/proposals/${id}/pdf`)).blob();
      } catch (error) {
        // Unreachable after all (no answer at all): the device makes it instead.
        if (errorStatus(error) !== undefined) throw error;
      }
    }
    saveFile(blob ?? (await renderOnDevice(db, id)), `proposal-${id}.pdf`, 'application/pdf');
  });
}

/** What a proposal started from a quote opens with: see proposalFromQuote. */
export interface ProposalStart {
  draft: Partial<ProposalDraft>;
  currency: string;
}

/** Reads the quote's itinerary and its bookings from the device and drafts the proposal. */
export async function readProposalStart(quote: AgentQuote, db = officeDb()): Promise<ProposalStart> {
  const itineraries = quote.clientId
    ? ((await db.itineraries.where('clientId').equals(quote.clientId).toArray()) as unknown as ItineraryDto[])
    : [];
  const ids = itineraries.map((itinerary) => itinerary.id);
  const bookings = ids.length
    ? ((await db.bookings.where('itineraryId').anyOf(ids).toArray()) as unknown as BookingDto[])
    : [];
  const bookingsOf = (id: string) => bookings.filter((booking) => booking.itineraryId === id);
  const itinerary = itineraryOfQuote(quote, itineraries, bookingsOf);
  return {
    draft: proposalFromQuote(quote, itinerary, itinerary ? bookingsOf(itinerary.id) : []),
    currency: quote.currency,
  };
}
