import type { Trx } from '@db/index.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';

/** Signs the user out everywhere: every browser holding one of their sessions must sign in again. */
export async function endSessionsOf(trx: Trx, userId: string): Promise<void> {
  // Sessions are koa-session JSON ({ userId, csrfToken, ... }); ->> reads it on both engines.
  await trx('sessions').whereRaw(`sess->>'userId' = ?`, [userId]).delete();
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
  const [user] = (await trx('users')
    .where({ id: userId })
    .update({ passwordHash: null, authMethod, emailVerifiedAt: now, updatedAt: now })
    .returning(SESSION_USER_COLUMNS)) as SessionUser[];
  await endSessionsOf(trx, userId);
  await withdrawLinkTokens(trx, userId, now);
  return user;
}
