/**
 * The assistant's conversations: an exchange (the visitor's question and the answer) stored
 * together, and the hand-off of a conversation to the agency's people. The answer is made
 * before the transaction opens (a language model may take seconds), so no lock waits on it.
 */
import { brand } from '@contract/brand.ts';
import { chatMessages, type ChatHandoff } from '@contract/chat.ts';
import { insertVersioned } from '@db/versioning.ts';
import { notFound } from '../errors.ts';
import type { ChatOwner } from '../policies/chat.ts';
import { leadViewerIds } from '../policies/leads.ts';
import type { AssistantAnswer } from '../providers/assistant/types.ts';
import { conversationMessages, type ChatMessageRow } from '../queries/chat.ts';
import { minuteUtc } from './leads.ts';
import type { SystemCommand } from './command.ts';
import { recordLead } from './leadQueue.ts';

/** A conversation's title: the start of its first question, on one line. */
const TITLE_LENGTH = 80;

function titleOf(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > TITLE_LENGTH ? `${line.slice(0, TITLE_LENGTH - 1)}…` : line;
}

export interface ChatExchange {
  /** The conversation to add to (already checked to be the owner's), or null to start one. */
  conversationId: string | null;
  owner: ChatOwner;
  question: string;
  answer: AssistantAnswer;
  userEmail: string | null;
  userName: string | null;
}

export interface StoredExchange {
  conversationId: string;
  isNewConversation: boolean;
  question: ChatMessageRow;
  answer: ChatMessageRow;
}

/** Stores the question and its answer (starting the conversation when there is none yet). */
export async function chatExchangeRecorder({
  trx,
  input,
}: SystemCommand<ChatExchange>): Promise<StoredExchange> {
  let conversationId = input.conversationId;
  const isNewConversation = conversationId === null;
  if (conversationId === null) {
    const [conversation] = await trx('chatConversations')
      .insert({
        title: titleOf(input.question),
        sessionKey: input.owner.sessionKey,
        userId: input.owner.userId,
        userEmail: input.userEmail,
        userName: input.userName,
      })
      .returning('id');
    conversationId = conversation.id;
  } else {
    await trx('chatConversations')
      .where({ id: conversationId })
      .update({
        updatedAt: trx.fn.now(),
        // A visitor who signs in mid-conversation can read it from their other devices too.
        ...(input.owner.userId ? { userId: input.owner.userId } : {}),
      });
  }
  const { answer } = input;
  const [question, reply]: ChatMessageRow[] = await trx('chatMessages')
    .insert([
      { conversationId, role: 'user', content: input.question, metadata: null },
      {
        conversationId,
        role: 'assistant',
        content: answer.content,
        metadata: JSON.stringify({
          links: answer.links,
          offerHandoff: answer.offerHandoff,
          source: answer.source,
          factIds: answer.factIds,
          ...(answer.fallbackReason ? { fallbackReason: answer.fallbackReason } : {}),
        }),
      },
    ])
    .returning(['id', 'conversationId', 'role', 'content', 'metadata', 'createdAt']);
  return { conversationId, isNewConversation, question, answer: reply };
}

// ---------------------------------------------------------------------------------------------
// Hand-off to a person

export interface ChatHandoffInput extends ChatHandoff {
  conversationId: string;
  /** Where the agency reads its mail: the transcript is addressed there. */
  agencyInbox: string;
}

/** "hh:mm" of a message, in the transcript (the heading gives the day). */
const clock = (moment: Date) => new Date(moment).toISOString().slice(11, 16);

function transcriptOf(handoff: ChatHandoffInput, startedAt: Date, messages: ChatMessageRow[]): string {
  const lines = messages.map(
    (message) =>
      `${message.role === 'user' ? handoff.name : brand.assistantName} (${clock(message.createdAt)}): ${message.content}`,
  );
  return [
    `${handoff.name} <${handoff.email}> asked the website's assistant for a travel agent. Reply to this e-mail to answer them.`,
    `Conversation started ${minuteUtc(startedAt)} (times UTC):`,
    lines.join('\n\n'),
  ].join('\n\n');
}

/**
 * Passes a conversation to the agency: the visitor's name and e-mail are kept on it, and every
 * admin and approved agent finds the transcript in their inbox, from the visitor (a reply goes
 * to them), with a notification pointing at it. Asked twice, it adds nothing the second time.
 */
export async function chatHandoffRecorder({
  trx,
  input,
}: SystemCommand<ChatHandoffInput>): Promise<{ alreadyHandedOff: boolean; emailIds: string[] }> {
  const conversation = await trx('chatConversations')
    .where({ id: input.conversationId })
    .forUpdate()
    .first('id', 'handedOffAt', 'createdAt');
  if (!conversation) throw notFound(chatMessages.conversationNotFound);
  if (conversation.handedOffAt) return { alreadyHandedOff: true, emailIds: [] };
  await trx('chatConversations').where({ id: input.conversationId }).update({
    userName: input.name,
    userEmail: input.email,
    status: 'handed_off',
    handedOffAt: trx.fn.now(),
    updatedAt: trx.fn.now(),
  });

  const messages = await conversationMessages(trx, input.conversationId);
  const firstQuestion = messages.find((message) => message.role === 'user')?.content;
  await recordLead(trx, {
    kind: 'chat',
    name: input.name,
    email: input.email,
    summary: firstQuestion ?? 'Asked the website assistant for a travel agent',
    chatConversationId: input.conversationId,
  });
  const body = transcriptOf(input, conversation.createdAt, messages);
  const subject = `Chat lead: ${input.name} asks for a travel agent`;
  const emailIds: string[] = [];
  for (const agentId of await leadViewerIds(trx)) {
    const email = await insertVersioned(trx, 'emails', {
      from: `${input.name.replace(/["<>\r\n]/g, '')} <${input.email}>`,
      to: input.agencyInbox,
      subject,
      body,
      priority: 'high',
      status: 'delivered',
      isRead: false,
      sentAt: trx.fn.now(),
      agentId,
      // Marks it received (the inbox shows it) and keeps one copy per agent.
      externalId: `chat-handoff:${input.conversationId}`,
    });
    emailIds.push(email.id);
    await trx('notifications').insert({
      agentId,
      type: 'new_lead',
      title: `${input.name} asks for a travel agent in the website chat`,
      message: `${input.email}: the transcript is in your inbox`,
      entityType: 'email',
      entityId: email.id,
      priority: 'high',
    });
  }
  return { alreadyHandedOff: false, emailIds };
}
