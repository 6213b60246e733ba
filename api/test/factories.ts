/** Test data made the way the product makes it, with readable defaults. */
import { randomUUID } from 'node:crypto';
import type supertest from 'supertest';
import type { Db } from '@db/index.ts';
import { insertVersioned, markSyncScopeChanged } from '@db/versioning.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Role, SessionUser } from '../types.ts';
import { csrfToken } from './server.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let cachedHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function buildUser(
  db: Db,
  overrides: Partial<SessionUser> & { role?: Role; password?: string } = {},
): Promise<SessionUser> {
  const { password, ...fields } = overrides;
  const passwordHash = password
    ? await hashPassword(password)
    : await (cachedHash ??= hashPassword(TEST_PASSWORD));
  const [user] = await db('users')
    .insert({
      email: uniqueEmail(fields.role ?? 'client'),
      firstName: 'Test',
      lastName: 'Person',
      role: 'client',
      ...fields,
      passwordHash,
    })
    .returning(['id', 'email', 'firstName', 'lastName', 'phone', 'role', 'isActive']);
  if (user.role === 'agent') {
    await db('agents').insert({ userId: user.id, isApproved: false });
  }
  return user as SessionUser;
}

export async function buildClient(db: Db, overrides: Record<string, unknown> = {}) {
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
