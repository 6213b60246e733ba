/**
 * Server-to-server events (exempt from CSRF: each proves itself with a signature instead).
 */
import { MemberLoginEvent, webhookMessages } from '@contract/webhooks.ts';
import { memberLoginRecorder, type MemberLoginResult } from '../../commands/memberLogin.ts';
import { HttpError } from '../../errors.ts';
import { requireSignature } from '../../middlewares/signature.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { apiRouter } from '../router.ts';
import { successBody } from '../envelopes.ts';

export const webhooksRouter = apiRouter();

/** An external member signed in: upsert their account; replays answer duplicate. */
webhooksRouter.post(
  '/api/webhooks/member-login',
  requireSignature({
    secretOf: (config) => config.memberWebhookSecret,
    messages: webhookMessages,
    refusedLog: 'webhook refused: bad signature',
  }),
  validate({ body: MemberLoginEvent }),
  transaction(),
  async (ctx) => {
    const input = ctx.state.body;
    let result: MemberLoginResult;
    try {
      result = await memberLoginRecorder({
        trx: ctx.state.trx,
        input: { login: input, payload: ctx.request.body },
      });
    } catch (error) {
      // A refused event may be someone trying to take over an account: worth a trace.
      if (error instanceof HttpError && error.status === 409) {
        ctx.log.warn(
          { eventId: input.eventId, memberId: input.member.id, reason: error.message },
          'member-login event refused',
        );
      }
      throw error;
    }
    ctx.body = result.duplicate ? successBody({ duplicate: true }) : successBody({ userId: result.userId });
  },
);
