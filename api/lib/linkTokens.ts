import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of an e-mailed link (password reset, e-mail verification): 32 random bytes,
 * base64url (43 characters, safe in a URL as it is).
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token table stores: the SHA-256 hex digest, never the token itself. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
