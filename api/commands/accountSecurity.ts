import type { Trx } from '@db/index.ts';
import { hashLinkToken } from '../lib/linkTokens.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';

/** Signs the user out everywhere: every browser holding one of their sessions must sign in again. */
export async function endSessionsOf(trx: Trx, userId: string): Promise<void> {
  // Sessions are koa-session JSON ({ userId, csrfToken, ... }); ->> reads it on both engines.
  await trx('sessions').whereRaw(`sess->>'userId' = ?`, [userId]).delete();
}

type LinkTokenTable = 'passwordResetTokens' | 'emailVerificationTokens';

/**
 * Uses up a link's token (unexpired, unused, of an active account) and answers whose it was,
 * or undefined. The user's row is locked before their tokens, in the order every account
 * writer takes; one conditional UPDATE claims the token, so two requests with one link cannot
 * both use it (the second waits for the first's row lock, then no longer matches "unused").
 */
export async function claimLinkToken(
  trx: Trx,
  table: LinkTokenTable,
  rawToken: string,
  now: Date,
): Promise<{ id: string; userId: string } | undefined> {
  const token = hashLinkToken(rawToken);
  const owner = await trx(table).where({ token }).first('userId');
  if (owner) await trx('users').where({ id: owner.userId }).forUpdate().first('id');
  const [claimed] = await trx(table)
    .where({ token })
    .whereNull('usedAt')
    .where('expiresAt', '>', now)
    .whereIn('userId', trx('users').select('id').where({ isActive: true }))
    .update({ usedAt: now, updatedAt: now })
    .returning(['id', 'userId']);
  return claimed;
}

/** Makes every open password reset and e-mail verification link of the user worthless. */
export async function withdrawLinkTokens(trx: Trx, userId: string, now: Date): Promise<void> {
  for (const table of ['passwordResetTokens', 'emailVerificationTokens'] as const) {
    await trx(table).where({ userId }).whereNull('usedAt').update({ usedAt: now, updatedAt: now });
  }
}

/**
 * Hands an account whose address was never verified to the person an identity provider has
 * just proved owns the address, and to nobody else: whoever registered it may have typed
 * someone else's address and set a password, waiting (pre-account takeover). The password is
 * removed, every session and open link ends, and the address counts as verified. Lock the
 * user's row first.
 */
export async function takeOverUnverified(
  trx: Trx,
  userId: string,
  authMethod: string,
  now: Date,
): Promise<SessionUser> {
  const [user]: SessionUser[] = await trx('users')
    .where({ id: userId })
    .update({ passwordHash: null, authMethod, emailVerifiedAt: now, updatedAt: now })
    .returning(SESSION_USER_COLUMNS);
  await endSessionsOf(trx, userId);
  await withdrawLinkTokens(trx, userId, now);
  return user;
}
