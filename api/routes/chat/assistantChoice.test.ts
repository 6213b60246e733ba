/**
 * The chat as configured, end to end through the route: with no keys the local assistant
 * answers from the catalogue; with ASSISTANT_API_BASE and ASSISTANT_API_KEY an
 * OpenAI-compatible model words the answer, and a reply that invents a price is replaced by the
 * local one. The model is a fake on 127.0.0.1.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('with a language model configured', () => {
  let reply = '';
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
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply } }],
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
