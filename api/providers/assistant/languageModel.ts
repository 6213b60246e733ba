/**
 * The assistant through an OpenAI-compatible chat completion: the model words an answer from the
 * facts retrieval found, and the local composer stands behind it. The model's reply is used only
 * when it arrives in time, says something, and states no price or duration the catalogue does
 * not; otherwise the visitor gets the local answer, which was being composed all along.
 */
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { brand } from '@contract/brand.ts';
import type { ChatLink } from '@contract/chat.ts';
import { formatMoney } from '@contract/money.ts';
import type { Logger } from '../../logger.ts';
import { unsupportedClaims } from './priceCheck.ts';
import type { Assistant, AssistantAnswer, ChatTurn, Fact, Knowledge } from './types.ts';

export interface LanguageModelAssistantOptions {
  /** The API root, `https://api.openai.com/v1` or any compatible server's. */
  apiBase: string;
  apiKey: string;
  model: string;
  /** The longest a visitor waits for the model before getting the local answer. */
  timeoutMs?: number;
  logger?: Logger;
}

type Message = OpenAI.Chat.ChatCompletionMessageParam;

const DEFAULT_TIMEOUT_MS = 10_000;
/** Enough conversation for a follow-up ("and how long is it?") without resending a whole chat. */
const HISTORY_TURNS = 8;
const MAX_FACT_LINKS = 3;
/** Low: the model should restate the facts, not be creative with them. */
const TEMPERATURE = 0.2;
/**
 * The most the model may write: two to four sentences fit in far less, so a reply that reaches
 * the cap is a model rambling (or reasoning at length), and it is cut off rather than paid for.
 */
export const MAX_COMPLETION_TOKENS = 400;
const QUOTE_LINK: ChatLink = { label: 'Request a quote', href: '/quote' };

/**
 * Why a model's reply was not used; 'unsupported-claim' carries the figures in the reason.
 * 'truncated': the reply stopped at the output cap, mid-sentence or before it said anything.
 */
type FailureReason = 'timeout' | 'error' | 'empty' | 'truncated';

class ModelFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    /** Safe to log: a status code, an error's class name, never a message that could echo a key. */
    readonly detail: Record<string, unknown> = {},
  ) {
    super(reason);
  }
}

/** "$2,199" rather than "$2,199.00": the pages show whole dollars that way, and the model copies it. */
function price(fact: Fact): string | undefined {
  if (!fact.price) return undefined;
  const amount = formatMoney(fact.price.amount).replace(/\.00$/, '');
  const per = fact.price.per ? ` per ${fact.price.per}` : '';
  return `${fact.price.from ? 'from ' : ''}${amount}${per}`;
}

function numberedFacts(facts: readonly Fact[]): string {
  if (facts.length === 0) return '(No fact matched this question.)';
  return facts
    .map((fact, index) => {
      const lines = [`${index + 1}. ${fact.title}`, `   ${fact.text}`];
      const stated = price(fact);
      if (stated) lines.push(`   Price: ${stated}`);
      if (fact.duration) lines.push(`   Duration: ${fact.duration}`);
      if (fact.inclusions?.length) lines.push(`   Includes: ${fact.inclusions.join('; ')}`);
      lines.push(`   Page: ${fact.pageTitle} (${fact.url})`);
      return lines.join('\n');
    })
    .join('\n');
}

function systemPrompt(facts: readonly Fact[]): string {
  return [
    `You are ${brand.assistantName}, the website assistant of ${brand.name}, a travel agency. ${brand.description}`,
    '',
    'Answer the visitor using ONLY the numbered facts below.',
    '- Quote prices and durations exactly as the facts write them.',
    '- Never invent or estimate a price, a duration, a package, a service, a discount or a policy.',
    `- If the facts do not answer the question, say so and offer to connect the visitor with an agent: phone ${brand.phone}, e-mail ${brand.email}.`,
    '- Write plain text: no markdown, no headings, no lists, no link syntax. Name pages by their title; the site shows the links under your answer.',
    '- Keep it short (two to four sentences) and friendly.',
    '',
    'Facts:',
    numberedFacts(facts),
  ].join('\n');
}

/**
 * The last turns of the conversation, then the question. A caller that already stored the
 * question as the last user turn does not get it twice.
 */
function conversation(question: string, history: readonly ChatTurn[]): Message[] {
  let turns = history.filter((turn) => turn.content.trim() !== '');
  const last = turns.at(-1);
  if (last?.role === 'user' && last.content.trim() === question.trim()) turns = turns.slice(0, -1);
  return [
    ...turns.slice(-HISTORY_TURNS).map((turn): Message => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question },
  ];
}

/** Asked for markdown-free text, models still bold a word now and then; the widget shows it raw. */
function plainText(reply: string): string {
  return reply
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .trim();
}

/**
 * The pages the reply talks about: facts it names come first (the model may answer from the
 * third fact retrieved), then the best retrieved ones, one link per page. The quote form is
 * added when the reply or the question is about booking, so a visitor ready to book is one
 * click from it.
 */
function linksFor(facts: readonly Fact[], reply: string, question: string): ChatLink[] {
  const text = reply.toLowerCase();
  const named = facts.filter((fact) => text.includes(fact.title.toLowerCase()));
  const links: ChatLink[] = [];
  for (const fact of [...named, ...facts]) {
    if (links.length === MAX_FACT_LINKS) break;
    if (!links.some((link) => link.href === fact.url)) links.push({ label: fact.pageTitle, href: fact.url });
  }
  const aboutBooking = /\b(quote|book|booking|reserve|reservation)\b/i;
  if (
    (aboutBooking.test(reply) || aboutBooking.test(question)) &&
    !links.some((l) => l.href === QUOTE_LINK.href)
  ) {
    links.push(QUOTE_LINK);
  }
  return links;
}

const ASKS_FOR_PERSON =
  /\b(human|real person|live (agent|person)|representative|call me|contact me)\b|\b(talk|speak|chat)\s+(to|with)\s+(a|an|your|someone|somebody|one of)\b/i;
const OFFERS_AGENT =
  /\b(connect|put) you (with|in touch)\b|\b(contact|call|reach|email|e-mail|speak (to|with)|talk (to|with))\s+(an?|one of our|our)\s+(\w+\s+)?(agents?|planners?|advisors?|team)\b/i;

/** The visitor asked for a person, or the reply sends them to one. */
function offersHandoff(question: string, reply: string): boolean {
  return (
    ASKS_FOR_PERSON.test(question) ||
    OFFERS_AGENT.test(reply) ||
    reply.includes(brand.phone) ||
    reply.toLowerCase().includes(brand.email)
  );
}

/**
 * Runs the request under a deadline of our own. The client's timeout stops waiting for the
 * response headers only; a server that sends headers and then stalls the body would hold the
 * visitor longer. The abort ends the request itself, so no socket is left waiting either.
 */
async function withDeadline<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ModelFailure('timeout'));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function failureOf(error: unknown): ModelFailure {
  if (error instanceof ModelFailure) return error;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new ModelFailure('timeout');
  }
  if (error instanceof APIError) {
    return new ModelFailure('error', { status: error.status, error: error.constructor.name });
  }
  return new ModelFailure('error', { error: error instanceof Error ? error.name : typeof error });
}

export function createLanguageModelAssistant(
  options: LanguageModelAssistantOptions,
  knowledge: Knowledge,
  fallback: Assistant,
): Assistant {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // No retries: a retry would double the visitor's wait, and the local answer is ready anyway.
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.apiBase,
    timeout: timeoutMs,
    maxRetries: 0,
  });

  async function complete(messages: Message[]): Promise<string> {
    const completion = await withDeadline(timeoutMs, (signal) =>
      client.chat.completions.create(
        {
          model: options.model,
          messages,
          temperature: TEMPERATURE,
          max_completion_tokens: MAX_COMPLETION_TOKENS,
        },
        { signal, timeout: timeoutMs },
      ),
    );
    const choice = completion.choices?.[0];
    const finishReason = choice?.finish_reason;
    // A reply cut at the cap ends mid-sentence: half an answer reads as a wrong one.
    if (finishReason === 'length') throw new ModelFailure('truncated', { finishReason });
    const content = choice?.message?.content;
    const reply = typeof content === 'string' ? plainText(content) : '';
    if (!reply) throw new ModelFailure('empty', { finishReason });
    return reply;
  }

  /**
   * What the reply may state: the facts it was given and those the conversation's answers came
   * from. A figure found elsewhere in the catalogue is still wrong here ("the Romantic Getaway
   * is $999" when $999 is another package's price), so it is not enough that the catalogue has it.
   */
  async function groundingFacts(given: readonly Fact[], history: readonly ChatTurn[]): Promise<Fact[]> {
    const earlier = new Set(history.flatMap((turn) => turn.factIds ?? []));
    if (earlier.size === 0) return [...given];
    const all = await knowledge.allFacts();
    return [...given, ...all.filter((fact) => earlier.has(fact.id))];
  }

  return {
    async answer(question, history) {
      const startedAt = Date.now();
      // The local answer needs no network and is cheap: composing it alongside the request
      // means a refused reply costs the visitor nothing more. It is awaited only on that path,
      // so its failure is marked handled here and surfaces there.
      const local = fallback.answer(question, history);
      local.catch(() => {});

      let reason: string;
      let detail: Record<string, unknown> = {};
      try {
        const facts = await knowledge.retrieve(question, history);
        const reply = await complete([
          { role: 'system', content: systemPrompt(facts) },
          ...conversation(question, history),
        ]);
        const claims = unsupportedClaims(reply, await groundingFacts(facts, history));
        if (claims.length === 0) {
          const answer: AssistantAnswer = {
            content: reply,
            links: linksFor(facts, reply, question),
            factIds: facts.map((fact) => fact.id),
            offerHandoff: offersHandoff(question, reply),
            source: 'llm',
          };
          options.logger?.debug(
            { model: options.model, facts: facts.length, ms: Date.now() - startedAt },
            'Assistant answered with the language model',
          );
          return answer;
        }
        reason = `unsupported-claim: ${claims.join(', ')}`;
      } catch (error) {
        const failure = failureOf(error);
        reason = failure.reason;
        detail = failure.detail;
      }

      // The reason and figures only: never the key, the prompt or the visitor's words.
      options.logger?.warn(
        { model: options.model, reason, ...detail, ms: Date.now() - startedAt },
        'Assistant language model reply replaced by the local answer',
      );
      return { ...(await local), fallbackReason: reason };
    },
  };
}
