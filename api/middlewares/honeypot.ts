import { randomUUID } from 'node:crypto';
import { isFromABot, type LeadReceived } from '@contract/leads.ts';
import type { Needs } from './provides.ts';

/**
 * Ends a form submission (a lead, a comment) whose honeypot is filled (people never see the field; scripts fill every
 * input) with the very answer a person gets, so the script learns nothing, and an id that
 * belongs to nothing: nothing is stored, nobody is notified, nothing is mailed.
 */
export function answerBotsAsIfReceived(answer: {
  status: number;
  message: string;
}): Needs<{ body: { website?: string | null } }> {
  return async (ctx, next) => {
    if (!isFromABot(ctx.state.body)) {
      await next();
      return;
    }
    ctx.log.info({ path: ctx.path }, 'lead dropped: its honeypot field was filled');
    ctx.status = answer.status;
    ctx.body = { success: true, message: answer.message, data: { id: randomUUID() } } satisfies LeadReceived;
  };
}
