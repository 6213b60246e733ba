import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { brand } from '@contract/brand.ts';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessages } from '@contract/chat.ts';
import type { Assistant, AssistantAnswer, ChatTurn } from '../../providers/assistant/types.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import type { SessionUser } from '../../types.ts';
import { rowOf } from '../../test/rows.ts';

/**
 * A stand-in assistant: the routes are tested here, the composer in providers/assistant. It
 * records what it was asked (with the conversation it was given) and answers with a price fact.
 */
class RecordingAssistant implements Assistant {
  readonly questions: { question: string; history: readonly ChatTurn[] }[] = [];

  async answer(question: string, history: readonly ChatTurn[]): Promise<AssistantAnswer> {
    this.questions.push({ question, history });
    const wantsPerson = /agent|person/i.test(question);
    return {
      content: wantsPerson
        ? 'I can pass this conversation to one of our travel agents.'
        : 'The Romantic Getaway starts at $2,199 per person.',
      links: [{ label: 'Visit Saint Lucia', href: '/visit-saint-lucia' }],
      factIds: ['package:romantic-getaway'],
      offerHandoff: wantsPerson,
      source: 'local',
    };
  }
}

const assistant = new RecordingAssistant();
let t: TestServer;
let approvedAgent: SessionUser;
let unapprovedAgent: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  t = await getTestServer({ assistant });
  approvedAgent = await buildUser(t.db, { role: 'agent', approved: true });
  unapprovedAgent = await buildUser(t.db, { role: 'agent' });
  admin = await buildUser(t.db, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  assistant.questions.length = 0;
});

interface Browser {
  http: supertest.Agent;
  token: string;
}

/** A visitor's browser: its own session, with the session's CSRF token. */
async function browser(): Promise<Browser> {
  const http = t.agent();
  return { http, token: await csrfToken(http) };
}

function send(from: Browser, body: Record<string, unknown>) {
  return from.http.post('/api/chat').set('X-CSRF-Token', from.token).send(body);
}

async function countOf(table: string): Promise<number> {
  const [{ count }] = await t.db(table).count({ count: '*' });
  return Number(count);
}

/** Starts a conversation from `from` and answers its id. */
async function startConversation(
  from: Browser,
  message = 'How much is the Romantic Getaway?',
): Promise<string> {
  const response = await send(from, { message }).expect(200);
  return response.body.data.conversationId as string;
}

describe('POST /api/chat', () => {
  it('starts a conversation, stores the question and the answer, and answers the seed shape', async () => {
    const visitor = await browser();
    const response = await send(visitor, { message: '  How much is the Romantic Getaway?  ' }).expect(200);

    const { data } = response.body;
    expect(response.body.success).toBe(true);
    expect(data.isNewConversation).toBe(true);
    expect(data.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.message).toMatchObject({
      role: 'assistant',
      conversationId: data.conversationId,
      content: 'The Romantic Getaway starts at $2,199 per person.',
      metadata: { links: [{ label: 'Visit Saint Lucia', href: '/visit-saint-lucia' }], offerHandoff: false },
    });
    expect(new Date(data.message.createdAt).toISOString()).toBe(data.message.createdAt);
    // The question is stored trimmed, and its permanent id replaces the widget's temp- id.
    expect(data.userMessage).toMatchObject({
      role: 'user',
      content: 'How much is the Romantic Getaway?',
      metadata: null,
    });
    expect(assistant.questions).toEqual([{ question: 'How much is the Romantic Getaway?', history: [] }]);

    const conversation = await rowOf(t.db('chatConversations').where({ id: data.conversationId }).first());
    expect(conversation).toMatchObject({
      title: 'How much is the Romantic Getaway?',
      status: 'active',
      userId: null,
    });
    expect(conversation.sessionKey).toBeTruthy();
    const stored = await t.db('chatMessages').where({ conversationId: data.conversationId });
    expect(stored.map((row) => row.role).sort()).toEqual(['assistant', 'user']);
  });

  it('adds to the conversation and gives the assistant the turns so far, with the facts answered from', async () => {
    const visitor = await browser();
    const conversationId = await startConversation(visitor);
    const response = await send(visitor, { message: 'and how long is it?', conversationId }).expect(200);

    expect(response.body.data).toMatchObject({ conversationId, isNewConversation: false });
    expect(assistant.questions[1].history).toEqual([
      { role: 'user', content: 'How much is the Romantic Getaway?' },
      {
        role: 'assistant',
        content: 'The Romantic Getaway starts at $2,199 per person.',
        factIds: ['package:romantic-getaway'],
      },
    ]);
    expect(await t.db('chatMessages').where({ conversationId })).toHaveLength(4);
  });

  it('refuses an empty message, one over 1000 characters and a bad conversation id, storing nothing', async () => {
    const visitor = await browser();
    const before = [await countOf('chatConversations'), await countOf('chatMessages')];

    const empty = await send(visitor, { message: '   ' }).expect(400);
    expect(empty.body).toMatchObject({
      success: false,
      message: chatMessages.empty,
      fields: { message: chatMessages.empty },
    });
    const missing = await send(visitor, {}).expect(400);
    expect(missing.body.fields.message).toBe(chatMessages.empty);
    const tooLong = await send(visitor, { message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }).expect(400);
    expect(tooLong.body.fields.message).toBe(chatMessages.tooLong);
    const badId = await send(visitor, { message: 'Hello', conversationId: 'not-a-uuid' }).expect(400);
    expect(badId.body.fields.conversationId).toBe(chatMessages.conversationInvalid);
    const badEmail = await send(visitor, { message: 'Hello', userEmail: 'nobody' }).expect(400);
    expect(badEmail.body.fields.userEmail).toBe(chatMessages.invalidEmail);

    expect([await countOf('chatConversations'), await countOf('chatMessages')]).toEqual(before);
    expect(assistant.questions).toHaveLength(0);
  });

  it('accepts exactly 1000 characters once trimmed', async () => {
    const visitor = await browser();
    const message = 'b'.repeat(CHAT_MESSAGE_MAX_LENGTH);
    const response = await send(visitor, { message: `  ${message}\n` }).expect(200);
    expect(response.body.data.userMessage.content).toBe(message);
  });

  it("answers 404 for an unknown conversation and for another session's, storing nothing", async () => {
    const owner = await browser();
    const conversationId = await startConversation(owner);
    const stranger = await browser();
    const before = await countOf('chatMessages');

    const unknown = await send(stranger, {
      message: 'Hi',
      conversationId: '00000000-0000-4000-8000-000000000000',
    }).expect(404);
    expect(unknown.body).toMatchObject({ success: false, message: chatMessages.conversationNotFound });
    await send(stranger, { message: 'Hi', conversationId }).expect(404);

    expect(await countOf('chatMessages')).toBe(before);
  });

  it('needs the CSRF token like every other write', async () => {
    const visitor = await browser();
    await visitor.http.post('/api/chat').send({ message: 'Hello' }).expect(403);
  });
});

describe('GET /api/chat/:conversationId', () => {
  it("answers the conversation, its messages in order and their total, without the server's notes", async () => {
    const visitor = await browser();
    const conversationId = await startConversation(visitor);
    await send(visitor, { message: 'and how long is it?', conversationId }).expect(200);

    const response = await visitor.http.get(`/api/chat/${conversationId}`).expect(200);
    const { data } = response.body;
    expect(data.total).toBe(4);
    expect(data.conversation).toMatchObject({ id: conversationId, status: 'active' });
    expect(data.conversation).not.toHaveProperty('sessionKey');
    expect(data.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'How much is the Romantic Getaway?'],
      ['assistant', 'The Romantic Getaway starts at $2,199 per person.'],
      ['user', 'and how long is it?'],
      ['assistant', 'The Romantic Getaway starts at $2,199 per person.'],
    ]);
    expect(data.messages[1].metadata).toEqual({
      links: [{ label: 'Visit Saint Lucia', href: '/visit-saint-lucia' }],
      offerHandoff: false,
      source: 'local',
    });
  });

  it('is 404 to another browser, to a signed-in agent and for an id that is no uuid', async () => {
    const visitor = await browser();
    const conversationId = await startConversation(visitor);

    const stranger = await browser();
    const refused = await stranger.http.get(`/api/chat/${conversationId}`).expect(404);
    expect(refused.body.message).toBe(chatMessages.conversationNotFound);

    const agentBrowser = t.agent();
    await signInAs(agentBrowser, admin.email);
    await agentBrowser.get(`/api/chat/${conversationId}`).expect(404);

    await visitor.http.get('/api/chat/not-a-uuid').expect(404);
  });

  it("follows a visitor who signs in, and is readable from the user's other devices", async () => {
    const client = await buildUser(t.db, { role: 'client' });
    const laptop = await browser();
    const conversationId = await startConversation(laptop);

    // Signing in starts a new session; the conversation begun before stays this visitor's.
    laptop.token = await signInAs(laptop.http, client.email);
    await laptop.http.get(`/api/chat/${conversationId}`).expect(200);
    await send(laptop, { message: 'What does it include?', conversationId }).expect(200);
    expect(await t.db('chatConversations').where({ id: conversationId }).first('userId')).toEqual({
      userId: client.id,
    });

    const phone = t.agent();
    await signInAs(phone, client.email);
    const fromPhone = await phone.get(`/api/chat/${conversationId}`).expect(200);
    expect(fromPhone.body.data.total).toBe(4);
  });
});

describe('POST /api/chat/:conversationId/handoff', () => {
  it('passes the conversation to every admin and approved agent: a notification and the transcript in their inbox', async () => {
    const visitor = await browser();
    const conversationId = await startConversation(visitor);
    await send(visitor, { message: 'Can I talk to an agent?', conversationId }).expect(200);

    const response = await visitor.http
      .post(`/api/chat/${conversationId}/handoff`)
      .set('X-CSRF-Token', visitor.token)
      .send({ name: ' Marie Joseph ', email: 'Marie@Example.com' })
      .expect(200);
    expect(response.body).toEqual({ success: true, message: chatMessages.handoffReceived });

    expect(
      await t.db('chatConversations').where({ id: conversationId }).first('status', 'userName', 'userEmail'),
    ).toEqual({
      status: 'handed_off',
      userName: 'Marie Joseph',
      userEmail: 'marie@example.com',
    });
    for (const staff of [approvedAgent, admin]) {
      const [email] = await t
        .db('emails')
        .where({ agentId: staff.id, externalId: `chat-handoff:${conversationId}` });
      expect(email).toMatchObject({
        from: 'Marie Joseph <marie@example.com>',
        status: 'delivered',
        isRead: false,
        priority: 'high',
      });
      expect(email.body).toContain('Marie Joseph (');
      expect(email.body).toContain('): How much is the Romantic Getaway?');
      expect(email.body).toContain(`${brand.assistantName} (`);
      expect(email.body).toContain('Can I talk to an agent?');
      const [notice] = await t.db('notifications').where({ agentId: staff.id, entityId: email.id });
      expect(notice).toMatchObject({ type: 'new_lead', entityType: 'email', priority: 'high' });
      expect(notice.title).toContain('Marie Joseph');
    }
    // An agent an admin has not approved sees no leads.
    expect(
      await t
        .db('emails')
        .where({ agentId: unapprovedAgent.id, externalId: `chat-handoff:${conversationId}` }),
    ).toHaveLength(0);
  });

  it('the same request twice adds nothing the second time', async () => {
    const visitor = await browser();
    const conversationId = await startConversation(visitor);
    const handoff = () =>
      visitor.http
        .post(`/api/chat/${conversationId}/handoff`)
        .set('X-CSRF-Token', visitor.token)
        .send({ name: 'Ann', email: 'ann@example.com' })
        .expect(200);
    await handoff();
    const again = await handoff();
    expect(again.body.message).toBe(chatMessages.handoffAlready);
    expect(await t.db('emails').where({ externalId: `chat-handoff:${conversationId}` })).toHaveLength(2);
  });

  it('refuses a missing name or a bad e-mail, and another browser, storing nothing', async () => {
    const visitor = await browser();
    const conversationId = await startConversation(visitor);
    const post = (from: Browser, body: Record<string, unknown>) =>
      from.http.post(`/api/chat/${conversationId}/handoff`).set('X-CSRF-Token', from.token).send(body);

    const noName = await post(visitor, { name: ' ', email: 'ann@example.com' }).expect(400);
    expect(noName.body.fields.name).toBe(chatMessages.nameRequired);
    const badEmail = await post(visitor, { name: 'Ann', email: 'ann' }).expect(400);
    expect(badEmail.body.fields.email).toBe(chatMessages.invalidEmail);
    await post(await browser(), { name: 'Ann', email: 'ann@example.com' }).expect(404);

    expect(await t.db('emails').where({ externalId: `chat-handoff:${conversationId}` })).toHaveLength(0);
    expect(await t.db('chatConversations').where({ id: conversationId }).first('status')).toEqual({
      status: 'active',
    });
  });
});

describe('hand-off limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await getTestServer({
      assistant,
      env: { CHAT_HANDOFFS_PER_SESSION_PER_HOUR: '2', CHAT_HANDOFFS_PER_IP_PER_HOUR: '3' },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  async function conversationIn(): Promise<Browser & { conversationId: string }> {
    const http = limited.agent();
    const token = await csrfToken(http);
    const response = await http
      .post('/api/chat')
      .set('X-CSRF-Token', token)
      .send({ message: 'Can I talk to an agent?' })
      .expect(200);
    return { http, token, conversationId: response.body.data.conversationId as string };
  }
  const handoff = (
    from: Browser,
    conversationId: string,
    body: object = { name: 'Marie', email: 'm@example.com' },
  ) => from.http.post(`/api/chat/${conversationId}/handoff`).set('X-CSRF-Token', from.token).send(body);

  it('answers a session its allowance, then 429 with Retry-After and a message, then stops the address', async () => {
    const first = await conversationIn();
    await handoff(first, first.conversationId).expect(200);
    // A bad body still counts: nothing is stored, but the attempt was made.
    const bad = await handoff(first, first.conversationId, { name: '', email: 'nope' }).expect(400);
    expect(bad.body.success).toBe(false);
    const tooMany = await handoff(first, first.conversationId).expect(429);
    expect(tooMany.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(tooMany.body.message).toMatch(
      /^You have asked for an agent too many times\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);

    // A fresh session from the same address has room of its own, but the address has used its
    // three (the refused attempt counted against it too).
    const second = await conversationIn();
    await handoff(second, second.conversationId).expect(429);
    expect(
      await limited.db('chatConversations').where({ id: second.conversationId }).first('status'),
    ).toEqual({ status: 'active' });
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await getTestServer({
      assistant,
      env: { CHAT_MESSAGES_PER_SESSION_PER_HOUR: '2', CHAT_MESSAGES_PER_IP_PER_HOUR: '4' },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  async function limitedBrowser(): Promise<Browser> {
    const http = limited.agent();
    return { http, token: await csrfToken(http) };
  }

  it('stops a session after its allowance, then the network address, with a 429 the widget shows', async () => {
    const first = await limitedBrowser();
    const post = (from: Browser) =>
      from.http.post('/api/chat').set('X-CSRF-Token', from.token).send({ message: 'Hi' });
    await post(first).expect(200);
    await post(first).expect(200);
    const tooMany = await post(first).expect(429);
    expect(tooMany.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(tooMany.body.message).toMatch(
      /^You are sending messages too quickly\. Please try again in \d+ minutes?\.$/,
    );
    expect(tooMany.headers['retry-after']).toBeTruthy();

    // A fresh session from the same address has one message left of the address's four (the
    // refused one counted against the address too).
    const second = await limitedBrowser();
    await post(second).expect(200);
    await post(second).expect(429);

    const [{ count }] = await limited.db('chatMessages').where({ role: 'user' }).count({ count: '*' });
    expect(Number(count)).toBe(3);
  });
});
