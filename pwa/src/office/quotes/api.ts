import { useQuery } from '@tanstack/react-query';
import {
  quoteTotals,
  type AgentQuote,
  type QuoteInput,
  type QuoteService,
  type QuoteTemplate,
} from '@contract/agentQuotes';
import type { ClientDto } from '@contract/clients';
import { compareClientsByName } from '@contract/clientSearch';
import { apiRequest } from '@pwa/lib/api';
import { errorStatus } from '@pwa/lib/errorMessage';
import { officeDb, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { useLive, useLocalMutation, useOfficeReady } from '@pwa/offline/hooks';
import { deleteRecord, saveEdit, saveRecord } from '@pwa/offline/outbox';

/** The one door to the agent quotes (and the lists the quote form reads), kept on the device. */
export const quoteQueries = {
  /** Templates are shared by the agency and stay online; the last answer is remembered for offline use. */
  templates: () => ['/api/agent-quotes/templates'] as const,
};

const TEMPLATES_KEY = 'quoteTemplates';

type NameOf = (clientId: unknown) => { firstName: string; lastName: string } | null;

async function clientNames(db: OfficeDatabase): Promise<NameOf> {
  const byId = new Map((await db.clients.toArray()).map((client) => [client.id, client]));
  return (clientId) => {
    const client = typeof clientId === 'string' ? byId.get(clientId) : undefined;
    return client
      ? { firstName: String(client.firstName ?? ''), lastName: String(client.lastName ?? '') }
      : null;
  };
}

/** A stored quote as the screens read it; totals follow the services, as the server computes them. */
export function quoteOf(record: LocalRecord, nameOf: NameOf): AgentQuote {
  const services = (record.services as QuoteService[] | null) ?? [];
  return {
    id: record.id,
    clientId: (record.clientId as string | null) ?? null,
    agentId: (record.agentId as string | null) ?? null,
    title: String(record.title ?? ''),
    description: (record.description as string | null) ?? null,
    services,
    ...quoteTotals(services),
    currency: (record.currency as string | undefined) ?? 'USD',
    validUntil: String(record.validUntil ?? ''),
    status: (record.status as AgentQuote['status'] | undefined) ?? 'draft',
    terms: (record.terms as string | null) ?? null,
    notes: (record.notes as string | null) ?? null,
    client: nameOf(record.clientId),
    createdAt: String(record.createdAt ?? ''),
    updatedAt: String(record.updatedAt ?? ''),
  };
}

/** Every quote on the device, newest first. */
export function readQuotes(db: OfficeDatabase): Promise<LocalRecord[]> {
  return db.agent_quotes.orderBy('createdAt').reverse().toArray();
}

/** Before the first sync an empty list means "not loaded yet", not "none". */
function useLoadedList<T>(list: { data: T[] | undefined; isPending: boolean }) {
  const ready = useOfficeReady();
  const waiting = list.data !== undefined && list.data.length === 0 && ready !== true;
  return { isPending: list.isPending || waiting };
}

export function useQuotes() {
  const live = useLive(async (db) => {
    const [records, nameOf] = await Promise.all([readQuotes(db), clientNames(db)]);
    return records.map((record) => quoteOf(record, nameOf));
  }, []);
  return { ...live, ...useLoadedList(live) };
}

export interface QuoteTemplates {
  data: QuoteTemplate[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  /** Never loaded on this device and the server cannot be reached. */
  unavailableOffline: boolean;
}

/** The server's templates, or the last ones this device saw when it cannot reach the server. */
export function useQuoteTemplates(): QuoteTemplates {
  const remembered = useLive(
    async (db) => ((await db.meta.get(TEMPLATES_KEY))?.value as QuoteTemplate[] | undefined) ?? null,
    [],
  );
  const fresh = useQuery({
    queryKey: quoteQueries.templates(),
    staleTime: 60_000,
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/agent-quotes/templates');
      const templates = ((await response.json()) as { data: QuoteTemplate[] }).data;
      await officeDb().meta.put({ key: TEMPLATES_KEY, value: templates });
      return templates;
    },
  });
  const data = fresh.data ?? remembered.data ?? undefined;
  const unreachable =
    fresh.fetchStatus === 'paused' || (fresh.isError && errorStatus(fresh.error) === undefined);
  const unavailableOffline = data === undefined && !remembered.isPending && unreachable;
  return {
    data,
    isPending: data === undefined && !unavailableOffline && (fresh.isPending || remembered.isPending),
    isError: data === undefined && !unavailableOffline && fresh.isError,
    error: fresh.error,
    unavailableOffline,
  };
}

/** The client picker's list: by last name, then first name, as the clients tab lists them. */
export function readClients(db: OfficeDatabase): Promise<ClientDto[]> {
  return db.clients
    .toArray()
    .then((records) => (records as unknown as ClientDto[]).sort(compareClientsByName));
}

export function useQuoteClients() {
  const live = useLive(readClients, []);
  return { ...live, ...useLoadedList(live) };
}

/** A quote as the proposal form's inclusion list reads it. */
export interface QuoteSummary {
  id: string;
  title: string;
  totalAmount: number;
  currency: string;
  status: string;
  clientId: string | null;
}

/** Title, total and currency of every quote on the device, newest first. */
export async function readQuoteSummaries(db: OfficeDatabase): Promise<QuoteSummary[]> {
  const records = await readQuotes(db);
  return records.map((record) => {
    const quote = quoteOf(record, () => null);
    return {
      id: quote.id,
      title: quote.title,
      totalAmount: quote.totalCost,
      currency: quote.currency,
      status: quote.status,
      clientId: quote.clientId,
    };
  });
}

/** The form's fields as the API takes them (an absent optional field is left out, not sent as undefined). */
function fieldsOf(body: QuoteInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

async function saveQuote(
  id: string | null,
  body: QuoteInput,
  seen: LocalRecord | undefined,
): Promise<AgentQuote> {
  const { record } = id
    ? await saveEdit('agent_quotes', id, fieldsOf(body), seen)
    : await saveRecord('agent_quotes', null, fieldsOf(body));
  return quoteOf(record, await clientNames(officeDb()));
}

export function useCreateQuote() {
  return useLocalMutation((body: QuoteInput) => saveQuote(null, body, undefined));
}

export function useUpdateQuote() {
  return useLocalMutation(
    ({ id, body, seen }: { id: string; body: QuoteInput; seen: LocalRecord | undefined }) =>
      saveQuote(id, body, seen),
  );
}

export function useDeleteQuote() {
  return useLocalMutation((id: string) => deleteRecord('agent_quotes', id));
}
