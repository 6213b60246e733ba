import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import { HttpError, unavailable } from '../errors.ts';
import { constantTimeEqual } from '../lib/constantTime.ts';
import type { Provides } from './provides.ts';

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

interface SignatureCheck {
  /** The shared secret; none configured answers 503 and reads nothing. */
  secretOf: (config: Config) => string | undefined;
  messages: { notConfigured: string; signatureMissing: string; signatureInvalid: string };
  /** Logged when a signature does not match: someone may be forging calls. */
  refusedLog: string;
}

/**
 * Server-to-server calls prove themselves instead of a session: `X-Signature: sha256=<hex
 * HMAC-SHA256 of the raw body>` keyed with the configured secret, compared in constant time.
 */
export function requireSignature({ secretOf, messages, refusedLog }: SignatureCheck): Provides {
  return async (ctx, next) => {
    const secret = secretOf(ctx.config);
    if (!secret) throw unavailable(messages.notConfigured);
    const match = SIGNATURE_PATTERN.exec(ctx.get('X-Signature').trim());
    if (!match) throw new HttpError(401, 'unauthorized', messages.signatureMissing);
    const given = Buffer.from(match[1], 'hex');
    const expected = createHmac('sha256', secret)
      .update(ctx.request.rawBody ?? '', 'utf8')
      .digest();
    if (!constantTimeEqual(expected, given)) {
      ctx.log.warn({ path: ctx.path }, refusedLog);
      throw new HttpError(401, 'unauthorized', messages.signatureInvalid);
    }
    await next();
  };
}
