import type { Knex } from 'knex';
import type { Queryable } from '@db/index.ts';
import type { AgentQuotesRow, BookingsRow, ClientsRow, ItinerariesRow } from '@db/schema/rows.ts';
import {
  emailMessages,
  type Email,
  type EmailCounts,
  type EmailListQuery,
  type TemplateRenderInput,
} from '@contract/emails.ts';
import { FOLDER_RULES, type CountedFolder, type FolderCondition } from '@contract/emailFolders.ts';
import { badRequest } from '../errors.ts';
import { templateClientId, templateValuesOf, type TemplateValues } from '@contract/emailTemplates.ts';
import { quotesVisibleTo } from '../policies/agentQuotes.ts';
import { bookingsVisibleTo } from '../policies/bookings.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { emailsVisibleTo } from '../policies/emails.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import { presentEmailRow, type EmailWithClientRow } from '../presenters/emails.ts';
import type { SessionUser } from '../types.ts';

/*
 * The contract's folder rules in SQL over `emails` joined with its owner as `owner` (raw SQL
 * speaks snake_case; "from" and "to" are reserved words). An inbound delivery keeps the
 * provider's id in external_id: that is what "received" means here.
 */
const FLAG_SQL = {
  received: 'emails.external_id is not null',
  isStarred: 'emails.is_starred',
  isRead: 'emails.is_read',
} as const;

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

function folderSql(condition: FolderCondition): string {
  if ('statusIn' in condition) {
    const [only, ...more] = condition.statusIn;
    return more.length === 0
      ? `emails.status = ${sqlText(only)}`
      : `emails.status in (${condition.statusIn.map(sqlText).join(', ')})`;
  }
  if ('flag' in condition) return FLAG_SQL[condition.flag];
  if ('owner' in condition) return `lower(trim(emails."${condition.owner}")) = lower(owner.email)`;
  if ('not' in condition) return `not (${folderSql(condition.not)})`;
  const parts = 'all' in condition ? condition.all : condition.any;
  return `(${parts.map(folderSql).join('all' in condition ? ' and ' : ' or ')})`;
}

const ruleSql = (folder: CountedFolder) => `(${folderSql(FOLDER_RULES[folder])})`;

const FOLDER_SQL: Record<CountedFolder, string> = {
  inbox: ruleSql('inbox'),
  sent: ruleSql('sent'),
  drafts: ruleSql('drafts'),
  starred: ruleSql('starred'),
  unread: ruleSql('unread'),
};

function ownedEmails(db: Queryable, actor: SessionUser) {
  return emailsVisibleTo(db, actor).leftJoin('users as owner', 'owner.id', 'emails.agentId');
}

function withClientNames(query: Knex.QueryBuilder) {
  return query
    .leftJoin('clients', (join) =>
      join.on('clients.id', '=', 'emails.clientId').andOnNull('clients.deletedAt'),
    )
    .select('emails.*', 'clients.firstName as clientFirstName', 'clients.lastName as clientLastName');
}

/** `%text%` for ILIKE with the pattern characters of `text` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One folder (or all mail) of the actor, newest first, optionally searched and by client. */
export async function listEmails(
  db: Queryable,
  actor: SessionUser,
  filter: EmailListQuery,
): Promise<Email[]> {
  const query = withClientNames(ownedEmails(db, actor));
  if (filter.folder) query.whereRaw(FOLDER_SQL[filter.folder]);
  if (filter.clientId) query.where('emails.clientId', filter.clientId);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query.whereRaw(
      `(emails.subject ilike ? or emails.body ilike ? or emails."from" ilike ? or emails."to" ilike ?)`,
      [pattern, pattern, pattern, pattern],
    );
  }
  const rows: EmailWithClientRow[] = await query
    .orderByRaw('coalesce(emails.sent_at, emails.created_at) desc')
    .orderBy('emails.createdAt', 'desc')
    .orderBy('emails.id', 'desc');
  return rows.map(presentEmailRow);
}

/** How many e-mails each folder holds, and how many inbox e-mails are unread. */
export async function emailCounts(db: Queryable, actor: SessionUser): Promise<EmailCounts> {
  const keys = ['inbox', 'sent', 'drafts', 'starred', 'unread'] as const;
  // Postgres answers a count as a bigint, which the driver hands over as text.
  const row: Partial<Record<CountedFolder, number | string | null>> | undefined = await ownedEmails(db, actor)
    .select(db.raw(keys.map((key) => `count(*) filter (where ${FOLDER_SQL[key]}) as ${key}`).join(', ')))
    .first();
  const count = (key: CountedFolder) => Number(row?.[key] ?? 0);
  return {
    inbox: count('inbox'),
    sent: count('sent'),
    drafts: count('drafts'),
    starred: count('starred'),
    unread: count('unread'),
  };
}

/** One visible e-mail by id, or undefined (another agent's e-mail is not found). */
export async function findEmail(db: Queryable, actor: SessionUser, id: string): Promise<Email | undefined> {
  const row: EmailWithClientRow | undefined = await withClientNames(emailsVisibleTo(db, actor))
    .where('emails.id', id)
    .first();
  return row ? presentEmailRow(row) : undefined;
}

/**
 * The placeholder values for a template from rows the actor may see: the client (or the
 * client of the quote or itinerary), the actor as agent, the quote, the itinerary and its
 * bookings. An id the actor cannot see answers 400 naming that field.
 */
export async function templateValues(
  db: Queryable,
  actor: SessionUser,
  ids: TemplateRenderInput,
): Promise<TemplateValues> {
  const fields: Record<string, string> = {};
  let quote: Pick<AgentQuotesRow, 'title' | 'validUntil' | 'clientId'> | undefined;
  let itinerary: Pick<ItinerariesRow, 'id' | 'title' | 'clientId'> | undefined;
  let bookings: Pick<
    BookingsRow,
    'title' | 'type' | 'startDate' | 'endDate' | 'cost' | 'currency' | 'bookingReference'
  >[] = [];
  let client: Pick<ClientsRow, 'firstName' | 'lastName'> | undefined;

  if (ids.quoteId) {
    quote = await quotesVisibleTo(db, actor)
      .where('agentQuotes.id', ids.quoteId)
      .first('agentQuotes.title', 'agentQuotes.validUntil', 'agentQuotes.clientId');
    if (!quote) fields.quoteId = emailMessages.quoteInvalid;
  }
  if (ids.itineraryId) {
    itinerary = await itinerariesVisibleTo(db, actor)
      .where('itineraries.id', ids.itineraryId)
      .first('itineraries.id', 'itineraries.title', 'itineraries.clientId');
    if (!itinerary) fields.itineraryId = emailMessages.itineraryInvalid;
    else {
      // The order of compareTemplateBookings, in SQL.
      bookings = await bookingsVisibleTo(db, actor)
        .where('bookings.itineraryId', itinerary.id)
        .orderByRaw('bookings.start_date asc nulls last')
        .orderBy('bookings.createdAt', 'asc')
        .select('title', 'type', 'startDate', 'endDate', 'cost', 'currency', 'bookingReference');
    }
  }
  const clientId = templateClientId(ids.clientId, quote, itinerary);
  if (clientId) {
    client = await clientsVisibleTo(db, actor)
      .where('clients.id', clientId)
      .first('clients.firstName', 'clients.lastName');
    if (!client) fields.clientId = emailMessages.clientInvalid;
  }

  const messages = Object.values(fields);
  if (messages.length > 0) throw badRequest(messages[0], fields);
  return templateValuesOf({ agent: actor, quote, itinerary, bookings, client });
}
