/**
 * The assistant's chat: a message and its answer, a
 * conversation's history, and the hand-off to a person. Anyone may chat; a conversation is
 * readable only by the browser session that started it or its signed-in user (404 otherwise,
 * like one that does not exist).
 */
import { ChatHandoff, chatMessages, ChatSend } from '@contract/chat.ts';
import type { ChatHandoffResponse, ChatHistoryResponse, ChatSendResponse } from '@contract/chat.ts';
import { chatExchangeRecorder, chatHandoffRecorder } from '../../commands/chat.ts';
import { notFound } from '../../errors.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { browserOwnerOf } from '../../lib/browserSession.ts';
import { presentChatConversation, presentChatMessage } from '../../presenters/chat.ts';
import { conversationMessages, findOwnedConversation, recentTurns } from '../../queries/chat.ts';
import type { Middleware } from 'koa';
import type { AppContext, AppContextExtensions, AppState } from '../../types.ts';
import { apiRouter } from '../router.ts';
import { chatIpLimiter, chatSessionLimiter, handoffIpLimiter, handoffSessionLimiter } from './limits.ts';
import { successBody } from '../envelopes.ts';

export const chatRouter = apiRouter();

/** Counts the message against the network address, then the session, before any work. */
async function countMessage(ctx: AppContext, sessionKey: string | null): Promise<void> {
  await chatIpLimiter(ctx.db, ctx.config).consume(ctx.ip);
  if (sessionKey) await chatSessionLimiter(ctx.db, ctx.config).consume(sessionKey);
}

chatRouter.post('/api/chat', validate({ body: ChatSend }), async (ctx) => {
  const body = ctx.state.body;
  const owner = browserOwnerOf(ctx, { create: true });
  await countMessage(ctx, owner.sessionKey);

  const conversationId = body.conversationId ?? null;
  if (conversationId && !(await findOwnedConversation(ctx.db, conversationId, owner))) {
    throw notFound(chatMessages.conversationNotFound);
  }
  // Answered before the transaction: a model may take seconds, and nothing should wait on it.
  const history = conversationId ? await recentTurns(ctx.db, conversationId) : [];
  const answer = await ctx.assistant.answer(body.message, history);
  if (answer.fallbackReason) {
    ctx.log.warn(
      { reason: answer.fallbackReason, requestId: ctx.state.requestId },
      'assistant answered locally',
    );
  }

  const stored = await ctx.db.transaction((trx) =>
    chatExchangeRecorder({
      trx,
      input: {
        conversationId,
        owner,
        question: body.message,
        answer,
        userEmail: body.userEmail ?? null,
        userName: body.userName ?? null,
      },
    }),
  );
  ctx.body = successBody({
    data: {
      conversationId: stored.conversationId,
      message: presentChatMessage(stored.answer),
      userMessage: presentChatMessage(stored.question),
      isNewConversation: stored.isNewConversation,
    },
  }) satisfies ChatSendResponse;
});

/** A path id that is no uuid names no conversation: 404 before any query, like elsewhere. */
const conversationParam = () => uuidParam(chatMessages.conversationNotFound, 'conversationId');

chatRouter.get('/api/chat/:conversationId', conversationParam(), async (ctx) => {
  const id = ctx.params.conversationId;
  const conversation = await findOwnedConversation(ctx.db, id, browserOwnerOf(ctx));
  if (!conversation) throw notFound(chatMessages.conversationNotFound);
  const messages = (await conversationMessages(ctx.db, id)).map(presentChatMessage);
  ctx.body = successBody({
    data: { conversation: presentChatConversation(conversation), messages, total: messages.length },
  }) satisfies ChatHistoryResponse;
});

/**
 * Counts a hand-off against the network address, then the browser session (its signed-in user
 * when it has no key yet), before anything is read: guesses at other conversations count too.
 */
const countHandoff: Middleware<AppState, AppContextExtensions> = async (ctx, next) => {
  await handoffIpLimiter(ctx.db, ctx.config).consume(ctx.ip);
  const owner = browserOwnerOf(ctx);
  const sessionKey = owner.sessionKey ?? (owner.userId ? `user:${owner.userId}` : null);
  if (sessionKey) await handoffSessionLimiter(ctx.db, ctx.config).consume(sessionKey);
  await next();
};

chatRouter.post(
  '/api/chat/:conversationId/handoff',
  conversationParam(),
  countHandoff,
  validate({ body: ChatHandoff }),
  transaction(),
  async (ctx) => {
    const id = ctx.params.conversationId;
    const owner = browserOwnerOf(ctx);
    if (!(await findOwnedConversation(ctx.state.trx, id, owner)))
      throw notFound(chatMessages.conversationNotFound);
    const { alreadyHandedOff } = await chatHandoffRecorder({
      trx: ctx.state.trx,
      input: { ...ctx.state.body, conversationId: id, agencyInbox: ctx.config.mail.agencyInbox },
    });
    ctx.body = successBody({
      message: alreadyHandedOff ? chatMessages.handoffAlready : chatMessages.handoffReceived,
    }) satisfies ChatHandoffResponse;
  },
);
