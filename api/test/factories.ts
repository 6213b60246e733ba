/** Test data made the way the product makes it, with readable defaults. */
import { randomUUID } from 'node:crypto';
import type supertest from 'supertest';
import type { Db } from '@db/index.ts';
import type { ClientsInsert, LeadsRow, TravelQuotesInsert } from '@db/schema/rows.ts';
import { insertVersioned, markSyncScopeChanged } from '@db/versioning.ts';
import { hashPassword } from '../lib/passwords.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { Role, SessionUser } from '../types.ts';
import { onlyOf } from './rows.ts';
import { csrfToken } from './server.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let cachedHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A password account whose address is verified, unless `emailVerified: false` makes it one
 * that anybody could have registered with the address.
 */
export async function buildUser(
  db: Db,
  overrides: Partial<SessionUser> & {
    role?: Role;
    password?: string;
    approved?: boolean;
    emailVerified?: boolean;
  } = {},
): Promise<SessionUser> {
  const { password, approved = false, emailVerified = true, ...fields } = overrides;
  const passwordHash = password
    ? await hashPassword(password)
    : await (cachedHash ??= hashPassword(TEST_PASSWORD));
  const [user] = await db('users')
    .insert({
      email: uniqueEmail(fields.role ?? 'client'),
      firstName: 'Test',
      lastName: 'Person',
      role: 'client',
      emailVerifiedAt: emailVerified ? new Date() : null,
      ...fields,
      passwordHash,
    })
    .returning(SESSION_USER_COLUMNS);
  if (user.role === 'agent') {
    // Unapproved unless asked, like every agent who signs up: approval is an admin's act.
    await db('agents').insert({
      userId: user.id,
      isApproved: approved,
      approvedAt: approved ? new Date() : null,
    });
  }
  return user as SessionUser;
}

export async function buildClient(db: Db, overrides: Partial<ClientsInsert> = {}) {
  return db.transaction((trx) =>
    insertVersioned(trx, 'clients', {
      firstName: 'Marie',
      lastName: 'Auguste',
      email: uniqueEmail('client'),
      ...overrides,
    }),
  );
}

/** Assigns an existing client to an agent, as an admin would: the agent's devices must reset. */
export async function assignClient(db: Db, clientId: string, agentId: string) {
  await db.transaction(async (trx) => {
    await trx('clientAgentAssignments').insert({ clientId, agentId });
    await markSyncScopeChanged(trx, [agentId]);
  });
}

/** Signs the cookie-keeping agent in through the API; returns a CSRF token for its session. */
export async function signInAs(
  agent: supertest.Agent,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const token = await csrfToken(agent);
  await agent.post('/api/auth/login').set('X-CSRF-Token', token).send({ email, password }).expect(200);
  // Signing in rotates the session and its token.
  return csrfToken(agent);
}

/**
 * A website quote request stored as the quote form stores one: the request and its place in
 * the lead queue (waiting, unless `status` says otherwise).
 */
export async function buildQuoteRequest(
  db: Db,
  fields: TravelQuotesInsert,
  lead: { status?: LeadsRow['status'] } = {},
) {
  const quote = onlyOf(await db('travelQuotes').insert(fields).returning('*'));
  const row = onlyOf(
    await db('leads')
      .insert({
        kind: 'quote',
        name: quote.groupName ?? `${quote.firstName} ${quote.lastName}`,
        email: quote.email,
        summary: '',
        travelQuoteId: quote.id,
        paymentVerificationId: quote.paymentVerificationId,
        status: lead.status ?? 'new',
      })
      .returning('id'),
  );
  return { quote, leadId: row.id };
}
