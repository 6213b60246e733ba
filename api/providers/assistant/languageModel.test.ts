import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brand } from '@contract/brand.ts';
import {
  createLanguageModelAssistant,
  type LanguageModelAssistantOptions,
  MAX_COMPLETION_TOKENS,
} from './languageModel.ts';
import type { Assistant, AssistantAnswer, ChatTurn, Fact, Knowledge } from './types.ts';

const API_KEY = 'sk-test-0123456789abcdef';
const MODEL = 'test-model-mini';

interface ReceivedMessage {
  role: string;
  content: string;
}

interface ReceivedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: ReceivedMessage[];
    temperature?: number;
    max_completion_tokens?: number;
    max_tokens?: number;
  };
}

/**
 * How the fake answers the next requests: a reply (whose content may be empty or null), an HTTP
 * error, no answer at all, or headers followed by a body that never ends. A reply longer than
 * the request's output cap is cut there and ends with finish_reason "length", as the API does;
 * `reasoningTokens` are spent before the reply, as a reasoning model spends them.
 */
type Behaviour =
  | { kind: 'reply'; content: string | null; reasoningTokens?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'stall-body' };

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1. It records every request, and
 * refuses (as the real API does) a wrong bearer key with 401 and an unknown model with 404.
 */
async function startFakeModel() {
  const requests: ReceivedRequest[] = [];
  let behaviour: Behaviour = { kind: 'reply', content: 'Hello!' };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw || '{}') as ReceivedRequest['body'],
      };
      requests.push(request);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const failure = (status: number, code: string) =>
        json(status, { error: { message: `Fake refused: ${code}`, type: 'invalid_request_error', code } });

      if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
        return failure(404, 'not_found');
      if (request.authorization !== `Bearer ${API_KEY}`) return failure(401, 'invalid_api_key');
      if (request.body.model !== MODEL) return failure(404, 'model_not_found');
      if (request.body.messages?.[0]?.role !== 'system') return failure(400, 'system_message_missing');

      switch (behaviour.kind) {
        case 'status':
          return failure(behaviour.status, 'server_error');
        case 'hang':
          return; // Never answers: the assistant's deadline has to end the wait.
        case 'stall-body':
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.write('{"id":"chatcmpl-stalled","choices":[');
          return;
        case 'reply': {
          // One word a token is close enough to count against the cap.
          const cap = request.body.max_completion_tokens ?? Infinity;
          const reasoning = Math.min(behaviour.reasoningTokens ?? 0, cap);
          const words = behaviour.content === null ? [] : behaviour.content.split(' ');
          const room = cap - reasoning;
          const cut = words.length > room;
          const content = cut ? words.slice(0, room).join(' ') : behaviour.content;
          const completionTokens = reasoning + Math.min(words.length, room);
          return json(200, {
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: 1_700_000_000,
            model: MODEL,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content, refusal: null, annotations: [] },
                finish_reason: cut || reasoning >= cap ? 'length' : 'stop',
                logprobs: null,
              },
            ],
            usage: {
              prompt_tokens: 100,
              completion_tokens: completionTokens,
              total_tokens: 100 + completionTokens,
              prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
              completion_tokens_details: {
                reasoning_tokens: reasoning,
                audio_tokens: 0,
                accepted_prediction_tokens: 0,
                rejected_prediction_tokens: 0,
              },
            },
            service_tier: 'default',
            system_fingerprint: null,
          });
        }
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/v1`,
    requests,
    lastRequest: () => requests.at(-1)!,
    behave: (next: Behaviour) => (behaviour = next),
    close: () => {
      // Hung requests keep their sockets open; close() alone would wait for them.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function fact(overrides: Partial<Fact> & Pick<Fact, 'id' | 'title' | 'text' | 'url' | 'pageTitle'>): Fact {
  return { kind: 'package', ...overrides };
}

const romanticGetaway = fact({
  id: 'package:romantic-getaway',
  title: 'Romantic Getaway',
  text: 'A stay for two under the Pitons with a couples spa day and a sunset cruise.',
  url: '/visit-saint-lucia',
  pageTitle: 'Visit Saint Lucia',
  price: { amount: 219_900, per: 'person', from: true },
  duration: '5-7 days',
  inclusions: ['Suite with a view', 'Sunset cruise'],
});
const adventure = fact({
  id: 'package:island-adventure',
  title: 'Island Adventure',
  text: 'Rainforest hikes, reef snorkelling and a climb of Gros Piton.',
  url: '/visit-saint-lucia',
  pageTitle: 'Visit Saint Lucia',
  price: { amount: 189_900, per: 'person', from: true },
  duration: '6-8 days',
});
const consultation = fact({
  id: 'consultation:standard-planning',
  kind: 'consultation',
  title: 'Standard Planning',
  text: 'A $50 consultation with a certified planner.',
  url: '/services',
  pageTitle: 'Services',
  price: { amount: 5_000, per: 'consultation', from: false },
});
/** In the catalogue but not retrieved for the questions below. */
const cruise = fact({
  id: 'package:caribbean-cruise',
  title: 'Caribbean Cruise',
  text: 'Seven nights of island ports from Florida.',
  url: '/cruises',
  pageTitle: 'Cruises',
  price: { amount: 129_900, per: 'person', from: true },
  duration: '7 days',
});

const retrieved = [romanticGetaway, adventure, consultation];

/** Knowledge that always retrieves the same facts, and records what it was asked. */
function fakeKnowledge(): Knowledge & { asked: { question: string; history: readonly ChatTurn[] }[] } {
  const asked: { question: string; history: readonly ChatTurn[] }[] = [];
  return {
    asked,
    async retrieve(question, history) {
      asked.push({ question, history });
      return retrieved;
    },
    async allFacts() {
      return [...retrieved, cruise];
    },
  };
}

const LOCAL_ANSWER: AssistantAnswer = {
  content: 'The Romantic Getaway starts at $2,199 per person.',
  links: [{ label: 'Visit Saint Lucia', href: '/visit-saint-lucia' }],
  factIds: ['package:romantic-getaway'],
  offerHandoff: false,
  source: 'local',
};

/** The local composer's stand-in: a fixed answer, or a failure, and a record of its calls. */
function fakeFallback(
  fails = false,
): Assistant & { calls: { question: string; history: readonly ChatTurn[] }[] } {
  const calls: { question: string; history: readonly ChatTurn[] }[] = [];
  return {
    calls,
    async answer(question, history) {
      calls.push({ question, history });
      if (fails) throw new Error('local composer failed');
      return { ...LOCAL_ANSWER, links: [...LOCAL_ANSWER.links], factIds: [...LOCAL_ANSWER.factIds] };
    },
  };
}

/** A real pino logger writing to an array, so the tests read what would be logged. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'debug', base: undefined },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines, warnings: () => lines.filter((line) => line.level === 40) };
}

let model: Awaited<ReturnType<typeof startFakeModel>>;
let knowledge: ReturnType<typeof fakeKnowledge>;
let fallback: ReturnType<typeof fakeFallback>;
let log: ReturnType<typeof recordingLogger>;

function assistant(
  overrides: Partial<LanguageModelAssistantOptions> = {},
  local: Assistant = fallback,
): Assistant {
  return createLanguageModelAssistant(
    {
      apiBase: model.apiBase,
      apiKey: API_KEY,
      model: MODEL,
      timeoutMs: 5_000,
      logger: log.logger,
      ...overrides,
    },
    knowledge,
    local,
  );
}

beforeAll(async () => {
  model = await startFakeModel();
});

afterAll(async () => {
  await model.close();
});

beforeEach(() => {
  knowledge = fakeKnowledge();
  fallback = fakeFallback();
  log = recordingLogger();
});

const question = 'How much is the Romantic Getaway?';

describe('a reply the catalogue supports', () => {
  const reply =
    'The Romantic Getaway starts at $2,199 per person and lasts 5-7 days. I can help you request a quote.';

  it('is the answer, with the links of the facts it names and the quote form', async () => {
    model.behave({ kind: 'reply', content: `  ${reply}\n` });

    const answer = await assistant().answer(question, []);

    expect(answer).toEqual({
      content: reply,
      links: [
        { label: 'Visit Saint Lucia', href: '/visit-saint-lucia' },
        { label: 'Services', href: '/services' },
        { label: 'Request a quote', href: '/quote' },
      ],
      factIds: ['package:romantic-getaway', 'package:island-adventure', 'consultation:standard-planning'],
      offerHandoff: false,
      source: 'llm',
    });
    expect(answer.fallbackReason).toBeUndefined();
    expect(log.warnings()).toEqual([]);
  });

  it('sends the model, the key, the numbered facts and the question', async () => {
    model.behave({ kind: 'reply', content: reply });
    const before = model.requests.length;

    await assistant().answer(question, []);

    expect(model.requests).toHaveLength(before + 1);
    const request = model.lastRequest();
    expect(request.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body.model).toBe(MODEL);
    expect(request.body.temperature).toBeLessThanOrEqual(0.3);
    // The output is capped with the current parameter; max_tokens is refused by reasoning models.
    expect(request.body.max_completion_tokens).toBe(MAX_COMPLETION_TOKENS);
    expect(MAX_COMPLETION_TOKENS).toBeGreaterThanOrEqual(200);
    expect(request.body).not.toHaveProperty('max_tokens');
    const [system, ...rest] = request.body.messages;
    expect(system.role).toBe('system');
    for (const text of [brand.name, brand.assistantName, brand.phone, brand.email, 'ONLY']) {
      expect(system.content).toContain(text);
    }
    expect(system.content).toContain(
      [
        '1. Romantic Getaway',
        `   ${romanticGetaway.text}`,
        '   Price: from $2,199 per person',
        '   Duration: 5-7 days',
        '   Includes: Suite with a view; Sunset cruise',
        '   Page: Visit Saint Lucia (/visit-saint-lucia)',
        '2. Island Adventure',
      ].join('\n'),
    );
    expect(system.content).toContain('3. Standard Planning');
    expect(system.content).toContain('   Price: $50 per consultation');
    // Only the facts retrieved for the question are sent, not the whole catalogue.
    expect(system.content).not.toContain('Caribbean Cruise');
    expect(rest).toEqual([{ role: 'user', content: question }]);
    expect(knowledge.asked).toEqual([{ question, history: [] }]);
  });

  it('sends the last eight turns of the conversation, oldest first, then the question', async () => {
    model.behave({ kind: 'reply', content: 'It lasts 5-7 days.' });
    const history: ChatTurn[] = Array.from({ length: 10 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `turn ${index + 1}`,
      ...(index % 2 === 1 ? { factIds: ['package:romantic-getaway'] } : {}),
    }));

    const answer = await assistant().answer('How long is it?', history);

    expect(answer.source).toBe('llm');
    expect(model.lastRequest().body.messages.slice(1)).toEqual([
      ...history.slice(2).map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: 'How long is it?' },
    ]);
    expect(knowledge.asked[0].history).toBe(history);
  });

  it('does not send the question twice when the history already ends with it', async () => {
    model.behave({ kind: 'reply', content: 'It lasts 5-7 days.' });
    const history: ChatTurn[] = [
      { role: 'user', content: question },
      { role: 'assistant', content: LOCAL_ANSWER.content },
      { role: 'user', content: 'How long is it?' },
    ];

    await assistant().answer('How long is it?', history);

    expect(model.lastRequest().body.messages.slice(1)).toEqual([
      { role: 'user', content: question },
      { role: 'assistant', content: LOCAL_ANSWER.content },
      { role: 'user', content: 'How long is it?' },
    ]);
  });

  it('refuses a price the catalogue states for something else than the facts it was given', async () => {
    model.behave({ kind: 'reply', content: 'The Romantic Getaway is only $1,299 per person.' });

    const answer = await assistant().answer(question, []);

    expect(answer.source).toBe('local');
    expect(answer.fallbackReason).toBe('unsupported-claim: $1,299');
  });

  it('accepts a price an earlier answer of the conversation came from', async () => {
    model.behave({
      kind: 'reply',
      content: 'Compared with the cruise at $1,299 per person, it is a longer trip.',
    });

    const answer = await assistant().answer(question, [
      { role: 'user', content: 'How much is the cruise?' },
      { role: 'assistant', content: 'From $1,299 per person.', factIds: [cruise.id] },
    ]);

    expect(answer.source).toBe('llm');
  });

  it('offers a person when the visitor asks for one or the reply sends them to an agent', async () => {
    model.behave({ kind: 'reply', content: 'Of course! One of our agents will be glad to help.' });
    expect((await assistant().answer('Can I talk to a real person?', [])).offerHandoff).toBe(true);

    model.behave({
      kind: 'reply',
      content: `I don't have that in my notes. Please contact one of our agents at ${brand.phone} or ${brand.email}.`,
    });
    const answer = await assistant().answer('Do you arrange ski trips?', []);
    expect(answer.source).toBe('llm');
    expect(answer.offerHandoff).toBe(true);
  });

  it('strips the bold and headings a model adds despite being asked not to', async () => {
    model.behave({ kind: 'reply', content: '## Romantic Getaway\nIt is **from $2,199** per person.' });

    const answer = await assistant().answer(question, []);

    expect(answer.content).toBe('Romantic Getaway\nIt is from $2,199 per person.');
  });

  it('is used even when the local composer fails, since it was not needed', async () => {
    model.behave({ kind: 'reply', content: reply });

    const answer = await assistant({}, fakeFallback(true)).answer(question, []);

    expect(answer.source).toBe('llm');
  });
});

describe('the local answer replaces the reply', () => {
  /** The answer is the local one, with the reason, and the warning logged says why. */
  async function expectFallback(answer: AssistantAnswer, reason: string | RegExp) {
    expect(answer).toMatchObject({ ...LOCAL_ANSWER, source: 'local' });
    expect(answer.fallbackReason).toMatch(reason);
    expect(fallback.calls).toEqual([{ question, history: [] }]);
    const [warning, ...more] = log.warnings();
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ model: MODEL, reason: answer.fallbackReason });
    // Nothing secret or personal in the log: not the key, the prompt or the visitor's question.
    const logged = JSON.stringify(log.lines);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain(question);
    expect(logged).not.toContain(romanticGetaway.text);
    return warning;
  }

  it('when the reply invents a price', async () => {
    model.behave({ kind: 'reply', content: 'Good news: the Romantic Getaway is only $999 per person!' });

    const answer = await assistant().answer(question, []);

    await expectFallback(answer, 'unsupported-claim: $999');
    expect(model.requests.at(-1)!.body.model).toBe(MODEL);
  });

  it('when the reply invents a duration', async () => {
    model.behave({ kind: 'reply', content: 'The Romantic Getaway is $2,199 per person for 12 days.' });

    await expectFallback(await assistant().answer(question, []), 'unsupported-claim: 12 days');
  });

  it('when the server answers 500', async () => {
    model.behave({ kind: 'status', status: 500 });

    const warning = await expectFallback(await assistant().answer(question, []), /^error$/);

    expect(warning).toMatchObject({ status: 500 });
  });

  it('when the key is wrong (401)', async () => {
    model.behave({ kind: 'reply', content: 'unused' });
    const before = model.requests.length;

    const answer = await assistant({ apiKey: 'sk-wrong-key' }).answer(question, []);

    const warning = await expectFallback(answer, /^error$/);
    expect(warning).toMatchObject({ status: 401 });
    expect(model.requests.slice(before).map((request) => request.authorization)).toEqual([
      'Bearer sk-wrong-key',
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('sk-wrong-key');
  });

  it('when the server never answers, after the timeout', async () => {
    model.behave({ kind: 'hang' });

    await expectFallback(await assistant({ timeoutMs: 300 }).answer(question, []), /^timeout$/);
  });

  // The client library's own timeout stops once the headers arrive: without the assistant's
  // deadline this request would never end, and the test would fail on its time limit.
  it('when the server sends headers and then stalls the body', async () => {
    model.behave({ kind: 'stall-body' });

    await expectFallback(await assistant({ timeoutMs: 300 }).answer(question, []), /^timeout$/);
  });

  it('when the reply is empty, blank or null', async () => {
    for (const content of ['', '  \n ', null]) {
      fallback = fakeFallback();
      log = recordingLogger();
      model.behave({ kind: 'reply', content });

      await expectFallback(await assistant().answer(question, []), /^empty$/);
    }
  });

  it('when the reply reaches the output cap and stops mid-sentence (finish_reason "length")', async () => {
    const rambling = Array.from({ length: MAX_COMPLETION_TOKENS + 50 }, () => 'lovely').join(' ');
    model.behave({ kind: 'reply', content: `The Romantic Getaway is ${rambling}` });

    const warning = await expectFallback(await assistant().answer(question, []), /^truncated$/);

    expect(warning).toMatchObject({ finishReason: 'length' });
  });

  it('when a reasoning model spends the whole cap thinking and says nothing', async () => {
    model.behave({ kind: 'reply', content: 'unused', reasoningTokens: MAX_COMPLETION_TOKENS });

    await expectFallback(await assistant().answer(question, []), /^truncated$/);
  });

  it('when nothing listens at the address', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => closed.once('listening', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const answer = await assistant({ apiBase: `http://127.0.0.1:${port}/v1` }).answer(question, []);

    await expectFallback(answer, /^error$/);
  });

  it('and a failing local composer fails the answer, rather than showing the refused reply', async () => {
    model.behave({ kind: 'status', status: 500 });

    await expect(assistant({}, fakeFallback(true)).answer(question, [])).rejects.toThrow(
      'local composer failed',
    );
  });
});
