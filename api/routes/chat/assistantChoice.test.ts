/**
 * The chat as configured, end to end through the route: with no keys the local assistant
 * answers from the catalogue; with ASSISTANT_API_BASE and ASSISTANT_API_KEY an
 * OpenAI-compatible model words the answer, and a reply that invents a price is replaced by the
 * local one. The model is a fake on 127.0.0.1.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../test/rows.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';

async function ask(t: TestServer, message: string) {
  const browser = t.agent();
  const token = await csrfToken(browser);
  const response = await browser.post('/api/chat').set('X-CSRF-Token', token).send({ message }).expect(200);
  return response.body.data.message as {
    content: string;
    metadata: { links: { href: string }[]; source: string };
  };
}

describe('with no keys', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a price from the catalogue and links the page it comes from', async () => {
    const answer = await ask(t, 'How much is the Romantic Getaway?');
    expect(answer.content).toContain('$2,199');
    expect(answer.metadata.source).toBe('local');
    expect(answer.metadata.links.map((link) => link.href)).toContain('/visit-saint-lucia');
  });

  it('says it does not know what the agency does not sell, and how to reach a person', async () => {
    const answer = await ask(t, 'Can you book me a hotel in Tokyo?');
    expect(answer.content).toContain('+1 (407) 555-0142');
    expect(answer.content).not.toMatch(/\$\d/);
  });
});

/** A visitor's browser keeping one conversation: each message goes to the conversation it started. */
async function visitor(t: TestServer) {
  const browser = t.agent();
  const token = await csrfToken(browser);
  let conversationId: string | null = null;
  return {
    get conversationId() {
      return conversationId;
    },
    async ask(message: string) {
      const response = await browser
        .post('/api/chat')
        .set('X-CSRF-Token', token)
        .send({ message, conversationId })
        .expect(200);
      conversationId = response.body.data.conversationId as string;
      return response.body.data.message as { content: string; metadata: { links: { href: string }[] } };
    },
  };
}

describe('a conversation with no keys', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a follow-up from the conversation the server keeps, each visitor their own', async () => {
    const cruising = await visitor(t);
    const planning = await visitor(t);
    expect((await cruising.ask('Tell me about the Alaska cruise')).content).toContain('Alaska Adventure');
    expect((await planning.ask('Can you help me plan a trip?')).content).toContain('$50');
    expect((await planning.ask('Tell me about the Romantic Getaway')).content).toContain('Romantic Getaway');

    // Interleaved: each "it" is the subject of its own conversation.
    expect((await cruising.ask('How long is it?')).content).toBe('The Alaska Adventure lasts 8 days.');
    const price = await planning.ask('How much is it?');
    expect(price.content).toBe('The Romantic Getaway starts from $2,199 per person (5-7 days).');
    expect(price.content).not.toContain('$50');

    // A new subject replaces the last one.
    const transfers = await cruising.ask('Do you do transfers?');
    expect(transfers.content).toContain('Airport Transfers');
    expect(transfers.content).not.toContain('Alaska');
    expect(transfers.metadata.links.map((link) => link.href)).toContain('/services/private-transport');

    const stored = await t
      .db('chatMessages')
      .where({ conversationId: present(cruising.conversationId, 'conversation') });
    expect(stored).toHaveLength(6);
  });

  it("does not answer from another visitor's conversation, and stores nothing for it", async () => {
    const owner = await visitor(t);
    await owner.ask('Tell me about the Alaska cruise');
    const stranger = t.agent();
    const token = await csrfToken(stranger);
    const before = await t.db('chatMessages').count({ count: '*' });
    await stranger
      .post('/api/chat')
      .set('X-CSRF-Token', token)
      .send({ message: 'How long is it?', conversationId: owner.conversationId })
      .expect(404);
    expect(await t.db('chatMessages').count({ count: '*' })).toEqual(before);
  });
});

describe('with a language model configured', () => {
  let reply = '';
  let finishReason = 'stop';
  let requests = 0;
  let model: http.Server;
  let t: TestServer;

  beforeAll(async () => {
    model = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        requests += 1;
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests}`,
            object: 'chat.completion',
            created: 0,
            model: 'fake-model',
            choices: [
              { index: 0, finish_reason: finishReason, message: { role: 'assistant', content: reply } },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const { port } = model.address() as AddressInfo;
    t = await getTestServer({
      env: {
        ASSISTANT_API_BASE: `http://127.0.0.1:${port}/v1`,
        ASSISTANT_API_KEY: 'test-key',
        ASSISTANT_MODEL: 'fake-model',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => model?.close(resolve));
  });

  it("answers in the model's words when it states only the catalogue's figures", async () => {
    reply = 'Our Romantic Getaway in Saint Lucia starts from $2,199 per person, for 5-7 days.';
    const answer = await ask(t, 'How much is the Romantic Getaway?');
    expect(answer).toMatchObject({ content: reply, metadata: { source: 'llm' } });
  });

  it('answers locally when the reply was cut at the output cap', async () => {
    reply = 'Our Romantic Getaway in Saint Lucia starts from $2,199 per person, and it';
    finishReason = 'length';
    try {
      const answer = await ask(t, 'How much is the Romantic Getaway?');
      expect(answer.metadata.source).toBe('local');
      expect(answer.content).toBe('The Romantic Getaway starts from $2,199 per person (5-7 days).');
    } finally {
      finishReason = 'stop';
    }
  });

  it('answers locally when the model invents a price', async () => {
    reply = 'The Romantic Getaway is only $999 this week!';
    const before = requests;
    const answer = await ask(t, 'How much is the Romantic Getaway?');
    expect(requests).toBe(before + 1);
    expect(answer.metadata.source).toBe('local');
    expect(answer.content).toContain('$2,199');
    expect(answer.content).not.toContain('$999');
  });
});
