import { createHash, randomBytes } from 'node:crypto';

/** A reset token: 32 random bytes, base64url (43 characters, safe in a URL as it is). */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What password_reset_tokens.token stores: the SHA-256 hex digest, never the token itself. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
