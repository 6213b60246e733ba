import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';

/** The columns a request needs to know who is acting; never the hash. */
export const SESSION_USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'role',
  'isActive',
  'emailVerifiedAt',
] as const;

export async function findSessionUser(
  db: Queryable,
  where: { id: string } | { email: string },
): Promise<SessionUser | undefined> {
  return db('users').where(where).first(SESSION_USER_COLUMNS);
}

/** What signing in checks of an account: its password hash and whether it may sign in at all. */
export async function findSignInCandidate(db: Queryable, email: string) {
  return db('users').where({ email }).first('id', 'passwordHash', 'isActive');
}
