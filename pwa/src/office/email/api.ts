/**
 * The one door to the Email Center's data: the e-mails on the device (Dexie), so the folders
 * read and the agent composes the same online and offline. A composed e-mail waits in the
 * outbox and the server sends it when the device syncs.
 */
import * as v from 'valibot';
import type { EmailAbilities } from '@contract/abilities';
import {
  EmailDraftInput,
  EmailSendInput,
  type Email,
  type EmailCounts,
  type EmailFolder,
  type EmailTemplateId,
} from '@contract/emails';
import { inEmailFolder, normalAddress, type CountedFolder } from '@contract/emailFolders';
import {
  EMAIL_TEMPLATE_LIST,
  compareTemplateBookings,
  fillEmailTemplate,
  findEmailTemplate,
  templateClientId,
  templateValuesOf,
  type TemplateValues,
} from '@contract/emailTemplates';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import type { CurrentUser } from '@pwa/account/currentUser';
import { receivedAbilities } from '@pwa/offline/abilities';
import { officeDb, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { useLive, useLocalMutation, useOfficeReady } from '@pwa/offline/hooks';
import { deleteRecord, saveEdit, saveRecord } from '@pwa/offline/outbox';
import { useSyncEngine } from '@pwa/offline/officeData';
import { apiRequest } from '@pwa/lib/api';
import { useMutation } from '@tanstack/react-query';

export interface EmailListFilter {
  folder: EmailFolder;
  search: string;
  clientId: string | null;
}

/** An e-mail on the device: the API's shape, and whether the mail service delivered it to us. */
interface DeviceEmail extends Email {
  /** Received through the inbound mail service (possibly addressed to the agency, not the agent). */
  received: boolean;
  /** The server version the device's copy reflects (0: never synced). */
  version: number;
  /** What the server said this user may do with it (null: written here, not synced yet). */
  abilities: EmailAbilities | null;
}

/** An e-mail as the list shows it: the API's shape, and whether it still waits to be sent. */
export interface ListedEmail extends DeviceEmail {
  /** Sent on this device and still in the outbox: the server sends it on the next sync. */
  waitingToSend: boolean;
}

/** The device's record as the API presents an e-mail (records made here lack a few fields). */
function toEmail(record: LocalRecord, clientNames: Map<string, string>): DeviceEmail {
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  const orNull = <T>(field: string) => (record[field] ?? null) as T | null;
  const clientId = orNull<string>('clientId');
  return {
    id: record.id,
    from: text('from'),
    to: text('to'),
    cc: orNull('cc'),
    bcc: orNull('bcc'),
    subject: text('subject'),
    body: text('body'),
    priority: (record.priority as Email['priority'] | undefined) ?? 'normal',
    status: (record.status as Email['status'] | undefined) ?? 'draft',
    isStarred: Boolean(record.isStarred),
    isRead: Boolean(record.isRead),
    sentAt: orNull('sentAt'),
    readAt: orNull('readAt'),
    attachments: (record.attachments as Email['attachments'] | undefined) ?? [],
    clientId,
    clientName: (clientId && clientNames.get(clientId)) || null,
    relatedQuoteId: orNull('relatedQuoteId'),
    relatedItineraryId: orNull('relatedItineraryId'),
    agentId: orNull('agentId'),
    template: orNull('template'),
    scheduleFor: orNull('scheduleFor'),
    createdAt: text('createdAt'),
    updatedAt: text('updatedAt'),
    // Synced records say whether the mail service delivered them; one written here was composed here.
    received: record.received === true,
    version: record.version,
    abilities: receivedAbilities<'emails'>(record),
  };
}

const fullName = (client: LocalRecord) =>
  [client.firstName, client.lastName].filter(Boolean).join(' ') || String(client.email ?? '');

/** The names of a few clients, looked up by id: never the whole clients table. */
async function clientNameMap(db: OfficeDatabase, ids: Iterable<unknown>): Promise<Map<string, string>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
  const clients = await db.clients.bulkGet(wanted);
  return new Map(
    clients.filter((client) => client !== undefined).map((client) => [client.id, fullName(client)]),
  );
}

/**
 * The name of the client an e-mail is filed under, looked up when the e-mail is opened: the
 * lists carry no names, so opening a folder never reads every client on the device.
 * Undefined while it is being looked up.
 */
export function useClientName(clientId: string | null): { name: string | null } | undefined {
  const result = useLive(
    async (db) => ({
      clientId,
      name: clientId ? ((await clientNameMap(db, [clientId])).get(clientId) ?? null) : null,
    }),
    [clientId],
  );
  return result.data?.clientId === clientId ? { name: result.data.name } : undefined;
}

function matches(email: Email, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [email.subject, email.body, email.from, email.to].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Newest first: by when it was sent (a draft: created), then created, then id. */
function newestFirst(a: Email, b: Email): number {
  const key = (email: Email) => [email.sentAt ?? email.createdAt, email.createdAt, email.id];
  const [x, y] = [key(a), key(b)];
  for (let index = 0; index < x.length; index += 1) {
    if (x[index] !== y[index]) return x[index] < y[index] ? 1 : -1;
  }
  return 0;
}

/** E-mails whose sending is still queued on this device. */
async function waitingToSend(db: OfficeDatabase): Promise<Set<string>> {
  const entries = await db.outbox.where('state').equals('pending').toArray();
  return new Set(
    entries
      .filter(
        (entry) => entry.entity === 'emails' && entry.op === 'upsert' && entry.changes.status === 'sent',
      )
      .map((entry) => entry.recordId),
  );
}

/** The owner of the device's e-mails is the signed-in agent. */
function ownAddress(user: CurrentUser | null): string | undefined {
  return user ? normalAddress(user.email) : undefined;
}

const NO_NAMES = new Map<string, string>();

/** The folder's e-mails, searched and filtered, newest first; the one opened gets its client's name from useClientName. */
export function useEmails({ folder, search, clientId }: EmailListFilter) {
  const own = ownAddress(useCurrentUser().user);
  const ready = useOfficeReady();
  const key = JSON.stringify([folder, search, clientId, own]);
  const result = useLive(
    async (db) => {
      const [records, waiting] = await Promise.all([db.emails.toArray(), waitingToSend(db)]);
      const emails: ListedEmail[] = records
        .map((record) => toEmail(record, NO_NAMES))
        .filter((email) => inEmailFolder(email, folder, own))
        .filter((email) => !clientId || email.clientId === clientId)
        .filter((email) => matches(email, search))
        .sort(newestFirst)
        .map((email) => ({ ...email, waitingToSend: waiting.has(email.id) }));
      return { key, emails };
    },
    [key],
  );
  // A live query keeps its last answer until the new one arrives: another folder's e-mails
  // are not this one's. Before the first download an empty folder only means "not here yet".
  const emails = result.data?.key === key ? result.data.emails : undefined;
  if (emails === undefined || (ready !== true && emails.length === 0)) {
    return { data: undefined, isPending: true as const };
  }
  return { data: emails, isPending: false as const };
}

export function useEmailCounts() {
  const own = ownAddress(useCurrentUser().user);
  return useLive(
    async (db): Promise<EmailCounts> => {
      const emails = (await db.emails.toArray()).map((record) => toEmail(record, NO_NAMES));
      const count = (folder: CountedFolder) =>
        emails.filter((email) => inEmailFolder(email, folder, own)).length;
      return {
        inbox: count('inbox'),
        sent: count('sent'),
        drafts: count('drafts'),
        starred: count('starred'),
        unread: count('unread'),
      };
    },
    [own],
  );
}

/**
 * The clients to address and file e-mails under, by name: read once `wanted` (a list is
 * opened), since the Email Center itself never needs all of them.
 */
export function useEmailClients(wanted = true) {
  return useLive(
    async (db) =>
      wanted
        ? ((await db.clients.toArray()).sort(
            (a, b) =>
              String(a.lastName ?? '').localeCompare(String(b.lastName ?? '')) ||
              String(a.firstName ?? '').localeCompare(String(b.firstName ?? '')),
          ) as Array<LocalRecord & { firstName: string; lastName: string; email: string }>)
        : undefined,
    [wanted],
  );
}

export interface EmailLink {
  id: string;
  title: string;
  clientId: string | null;
}

/** The quotes and itineraries a template can name, by title (read once `wanted`). */
export function useEmailLinks(wanted = true) {
  return useLive(
    async (db) => {
      if (!wanted) return undefined;
      const links = (records: LocalRecord[]): EmailLink[] =>
        records
          .map((record) => ({
            id: record.id,
            title: String(record.title ?? ''),
            clientId: (record.clientId as string | null | undefined) ?? null,
          }))
          .sort((a, b) => a.title.localeCompare(b.title));
      return {
        quotes: links(await db.agent_quotes.toArray()),
        itineraries: links(await db.itineraries.toArray()),
      };
    },
    [wanted],
  );
}

/** The five templates are part of the app, so they are there offline too. */
export function useEmailTemplates() {
  return { data: EMAIL_TEMPLATE_LIST, isPending: false };
}

/** What the compose form sends (before the contract's transforms); `id` is the draft being edited. */
export type EmailPayload = Omit<EmailSendInput, 'cc' | 'bcc'> & {
  cc: string | null;
  bcc: string | null;
  id?: string | null;
};

interface Stored {
  data: Email;
  message: string;
}

/**
 * A compose form's values to store, and the draft as the dialog opened it (null for a new
 * e-mail): a draft edited or sent goes over what the agent saw, so another device's change to
 * a field the agent left alone is kept, and sent, rather than set back.
 */
export type StoredEmail = EmailPayload & { opened: LocalRecord | null };

/*
 * Stores the e-mail and queues it. The sender, the dates and the read flag are the server's
 * to set; the device shows them at once so the e-mail sits in Sent (or Drafts) straight away.
 */
function useStoreEmail(status: 'sent' | 'draft') {
  const { user } = useCurrentUser();
  return useLocalMutation(async ({ id = null, opened, ...payload }: StoredEmail): Promise<Stored> => {
    const fields = v.parse(status === 'sent' ? EmailSendInput : EmailDraftInput, payload);
    const db = officeDb();
    const record = await db.transaction('rw', [db.emails, db.outbox, db.meta, db.shadows], async () => {
      const saved = id
        ? await saveEdit('emails', id, { ...fields, status }, opened ?? undefined, db)
        : await saveRecord('emails', null, { ...fields, status }, db);
      const local = {
        from: saved.record.from ?? user?.email ?? '',
        agentId: saved.record.agentId ?? user?.id ?? null,
        isRead: true,
        sentAt: status === 'sent' ? new Date().toISOString() : null,
      };
      await db.emails.update(saved.record.id, local);
      return { ...saved.record, ...local };
    });
    return {
      data: toEmail(record, await clientNameMap(db, [fields.clientId])),
      message: status === 'sent' ? 'Email sent successfully!' : 'Draft saved successfully!',
    };
  });
}

export function useSendEmail() {
  return useStoreEmail('sent');
}

export function useSaveDraft() {
  return useStoreEmail('draft');
}

export function useMarkEmailRead() {
  return useLocalMutation(async (id: string) => {
    await saveRecord('emails', id, { isRead: true });
  });
}

export function useToggleEmailStar() {
  return useLocalMutation(async (id: string) => {
    const email = await officeDb().emails.get(id);
    if (!email) throw new Error('Email not found');
    await saveRecord('emails', id, { isStarred: !email.isStarred });
  });
}

export function useDeleteEmail() {
  return useLocalMutation((id: string) => deleteRecord('emails', id));
}

export interface TemplateRequest {
  template: EmailTemplateId;
  clientId: string | null;
  quoteId?: string | null;
  itineraryId?: string | null;
}

/** The placeholder values from the device's records, found as the server finds its rows. */
async function templateValues(
  db: OfficeDatabase,
  user: CurrentUser | null,
  request: TemplateRequest,
): Promise<TemplateValues> {
  const quote = request.quoteId ? await db.agent_quotes.get(request.quoteId) : undefined;
  const itinerary = request.itineraryId ? await db.itineraries.get(request.itineraryId) : undefined;
  const bookings = itinerary
    ? (await db.bookings.where('itineraryId').equals(itinerary.id).toArray()).sort(compareTemplateBookings)
    : [];
  const clientId = templateClientId(request.clientId, quote, itinerary);
  const client = clientId ? await db.clients.get(clientId) : undefined;
  return templateValuesOf({ agent: user, quote, itinerary, bookings, client });
}

/** Fills a template on the device for the chosen client, quote and itinerary. */
export function useRenderEmailTemplate() {
  const { user } = useCurrentUser();
  return useLocalMutation(async (request: TemplateRequest) => {
    const template = findEmailTemplate(request.template);
    if (!template) throw new Error('Email template not found');
    const filled = fillEmailTemplate(template, await templateValues(officeDb(), user, request));
    return { subject: filled.subject, body: filled.body };
  });
}

/**
 * An admin hands a received e-mail to an agent. This is the server's decision (the agent's
 * devices must learn of it), so it needs a connection; the device then syncs to show it.
 */
export function useAssignEmail() {
  const engine = useSyncEngine();
  return useMutation({
    mutationFn: async ({ id, agentId }: { id: string; agentId: string }) => {
      const response = await apiRequest('POST', `/api/emails/${id}/assign`, { agentId });
      return (await response.json()) as { data: Email; message: string };
    },
    onSuccess: () => void engine?.syncNow(),
  });
}

/**
 * Client names by e-mail address (lower case), for the addresses a page of the list shows:
 * the rows read as people, and opening a folder never reads every client on the device.
 */
export function useAddressNames(addresses: readonly string[]): Map<string, string> {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()))].sort();
  const key = wanted.join('\n');
  const result = useLive(
    async (db) => {
      const names = new Map<string, string>();
      if (wanted.length === 0) return names;
      for (const client of await db.clients.where('email').anyOfIgnoreCase(wanted).toArray()) {
        const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
        if (name) names.set(String(client.email).toLowerCase(), name);
      }
      return names;
    },
    [key],
  );
  return result.data ?? NO_NAMES;
}
