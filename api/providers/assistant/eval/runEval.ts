/**
 * Grades an assistant on the evaluation questions: every expected fact present, the expected
 * link given, a refusal where the agency has nothing to sell, and never a price the agency does
 * not state. Any Assistant can be graded (the local one, or a language model behind its check).
 */
import { amountsIn, formatPrice } from '../format.ts';
import { staticFacts } from '../knowledge.ts';
import type { Assistant, AssistantAnswer, ChatTurn, Fact } from '../types.ts';
import { type EvalCase, evalCases, type EvalTurn, questionOf } from './questions.ts';

/** The share of the evaluation the local assistant must answer right (the suite and the script). */
export const REQUIRED_SHARE = 0.95;

export interface EvalMiss {
  id: string;
  question: string;
  answer: string;
  /** What was wrong: a missing fact, a missing link, a refusal where none was due... */
  reasons: string[];
}

export interface WrongPrice {
  id: string;
  question: string;
  /** The amount as the answer wrote it. */
  amount: string;
  answer: string;
}

export interface EvalResult {
  total: number;
  correct: number;
  /** correct / total, 0 to 1. */
  share: number;
  misses: EvalMiss[];
  wrongPrices: WrongPrice[];
}

/** Every amount the facts state: their prices, and the figures their texts write. */
export function statedAmounts(facts: readonly Fact[]): Set<number> {
  const amounts = new Set<number>();
  for (const fact of facts) {
    if (fact.price) amounts.add(fact.price.amount);
    const written = [fact.title, fact.text, ...(fact.inclusions ?? [])].join(' ');
    for (const amount of amountsIn(written)) amounts.add(amount);
  }
  return amounts;
}

/** The refusal: it offers a person and answers from no fact. */
export function isRefusal(answer: AssistantAnswer): boolean {
  return answer.offerHandoff && answer.factIds.length === 0;
}

function contains(answer: AssistantAnswer, expected: string | RegExp): boolean {
  if (typeof expected !== 'string') return expected.test(answer.content);
  return answer.content.toLowerCase().includes(expected.toLowerCase());
}

/** What an earlier turn's answer lacks or says wrongly, each reason naming the turn. */
function gradeTurn(turn: EvalTurn, answer: AssistantAnswer): string[] {
  const reasons: string[] = [];
  for (const expected of turn.mustContain) {
    if (!contains(answer, expected)) reasons.push(`"${turn.question}": missing ${String(expected)}`);
  }
  for (const unwanted of turn.mustNotContain ?? []) {
    if (contains(answer, unwanted)) reasons.push(`"${turn.question}": says ${String(unwanted)}`);
  }
  return reasons;
}

function grade(item: EvalCase, answer: AssistantAnswer): string[] {
  const reasons: string[] = [];
  for (const expected of item.mustContain) {
    if (!contains(answer, expected)) reasons.push(`missing ${String(expected)}`);
  }
  for (const unwanted of item.mustNotContain ?? []) {
    if (contains(answer, unwanted)) reasons.push(`says ${String(unwanted)}`);
  }
  if (item.mustLink && !answer.links.some((link) => link.href === item.mustLink)) {
    reasons.push(`no link to ${item.mustLink}`);
  }
  if (item.expectRefusal && !isRefusal(answer)) reasons.push('answered instead of refusing');
  if (!item.expectRefusal && isRefusal(answer)) reasons.push('refused');
  if (item.expectHandoff && !answer.offerHandoff) reasons.push('no handoff offered');
  return reasons;
}

/**
 * Runs every case (the earlier turns of a conversation answered first, in order) and grades it.
 * `knowledgeFacts` are the facts whose amounts count as stated (default: the static facts).
 */
export async function runEval(
  assistant: Assistant,
  knowledgeFacts?: readonly Fact[],
  cases: readonly EvalCase[] = evalCases,
): Promise<EvalResult> {
  const allowed = statedAmounts(knowledgeFacts ?? staticFacts());
  const misses: EvalMiss[] = [];
  const wrongPrices: WrongPrice[] = [];
  let correct = 0;

  const checkPrices = (item: EvalCase, question: string, answer: AssistantAnswer) => {
    for (const amount of amountsIn(answer.content)) {
      if (!allowed.has(amount)) {
        wrongPrices.push({ id: item.id, question, amount: formatPrice(amount), answer: answer.content });
      }
    }
  };

  for (const item of cases) {
    const history: ChatTurn[] = [];
    const earlierReasons: string[] = [];
    for (const turn of item.turns ?? []) {
      const question = questionOf(turn);
      const earlier = await assistant.answer(question, history);
      checkPrices(item, question, earlier);
      if (typeof turn !== 'string') earlierReasons.push(...gradeTurn(turn, earlier));
      history.push(
        { role: 'user', content: question },
        { role: 'assistant', content: earlier.content, factIds: earlier.factIds },
      );
    }
    const answer = await assistant.answer(item.question, history);
    checkPrices(item, item.question, answer);
    const reasons = [...earlierReasons, ...grade(item, answer)];
    if (reasons.length === 0) correct += 1;
    else misses.push({ id: item.id, question: item.question, answer: answer.content, reasons });
  }

  const total = cases.length;
  return { total, correct, share: total ? correct / total : 0, misses, wrongPrices };
}
