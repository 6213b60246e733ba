/**
 * Sentences about facts, as the local assistant writes them: plain text, a fact's own figures
 * ("$2,199 per person", "5-7 days") and nothing else, so no sentence can state a price or a
 * length the agency does not.
 */
import { formatPrice, listText, priceText } from './format.ts';
import type { Intent } from './intents.ts';
import type { QuestionAnalysis } from './knowledgeIndex.ts';
import { sameWord, wordsOf } from './language.ts';
import type { Fact, FactKind } from './types.ts';

/** A blog excerpt is cut at a sentence near this length: the link carries the rest. */
const EXCERPT_LENGTH = 260;

export function summaryOf(fact: Fact): string {
  return fact.text.split('\n')[0];
}

export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The words the facts write in lower case somewhere: "Helicopter" may be lowered, "Disney" not. */
const lowercaseWordsOf = new WeakMap<readonly Fact[], Set<string>>();

function lowercaseWords(allFacts: readonly Fact[]): Set<string> {
  let words = lowercaseWordsOf.get(allFacts);
  if (!words) {
    words = new Set(allFacts.flatMap((fact) => fact.text.match(/(?<![A-Za-z-])[a-z][a-z-]*/g) ?? []));
    lowercaseWordsOf.set(allFacts, words);
  }
  return words;
}

/** An inclusion as it reads inside a sentence: "Couples massage" -> "couples massage". */
function inSentence(item: string, allFacts: readonly Fact[]): string {
  const [first, second] = item.split(' ');
  if (!/^[A-Z][a-z-]*$/.test(first) || (second && /^[A-Z]/.test(second))) return item;
  const lower = first.toLowerCase();
  return lowercaseWords(allFacts).has(lower) ? lower + item.slice(first.length) : item;
}

/** "The Romantic Getaway" for a package, its own name for anything else. */
export function nameOf(fact: Fact, startOfSentence = true): string {
  if (fact.kind !== 'package') return fact.title;
  return `${startOfSentence ? 'The' : 'the'} ${fact.title}`;
}

/** "5-7 days" reads as a length; "Tailored to your schedule" as a remark. */
function isCountedDuration(duration: string): boolean {
  return /^\d/.test(duration);
}

/** The first number of days a duration states, for "longest" and "shortest" (0 when it states none). */
export function daysOf(fact: Fact): number {
  const match = /(\d+)(?:\s*-\s*(\d+))?\s*days?/.exec(fact.duration ?? '');
  return match ? Number(match[2] ?? match[1]) : 0;
}

/** A text cut at the end of a sentence near `length`. */
function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > length / 3 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}...`;
}

export function priceSentence(fact: Fact): string | null {
  const { price } = fact;
  if (!price) return null;
  const amount = formatPrice(price.amount);
  switch (fact.kind) {
    case 'package': {
      const length = fact.duration
        ? ` (${isCountedDuration(fact.duration) ? fact.duration : lowerFirst(fact.duration)})`
        : '';
      return `${nameOf(fact)} starts from ${amount} per ${price.per}${length}.`;
    }
    case 'consultation':
      return `${fact.title} costs ${amount}, and the fee is credited toward your trip.`;
    case 'extra':
      return `${fact.title} is an extra of ${amount}, added to your consultation.`;
    case 'hotel-sample':
      return `${fact.title} is ${amount} per night, taxes and fees included.`;
    case 'flight-sample':
    case 'booking-steps':
      return summaryOf(fact);
    default:
      return `${fact.title}: ${priceText(price)}${fact.duration ? ` (${lowerFirst(fact.duration)})` : ''}.`;
  }
}

export function durationSentence(fact: Fact): string | null {
  if (!fact.duration) return null;
  if (fact.kind === 'flight-sample') return `${fact.title} takes ${fact.duration}.`;
  if (isCountedDuration(fact.duration)) return `${nameOf(fact)} lasts ${fact.duration}.`;
  return `${nameOf(fact)}: ${lowerFirst(fact.duration)}.`;
}

/** The words of the question that ask about one inclusion rather than name the fact. */
export function askedItemWords(fact: Fact, analysis: QuestionAnalysis): string[] {
  const own = [...wordsOf(fact.title), ...wordsOf(fact.pageTitle)];
  return analysis.subjectWords.filter((word) => !own.some((known) => sameWord(word, known)));
}

export function inclusionsSentence(
  fact: Fact,
  analysis: QuestionAnalysis,
  allFacts: readonly Fact[],
): string | null {
  const inclusions = fact.inclusions ?? [];
  if (inclusions.length === 0) return null;
  const asked = askedItemWords(fact, analysis);
  if (asked.length > 0) {
    const found = inclusions.filter((item) =>
      asked.some((word) => wordsOf(item).some((part) => sameWord(word, part))),
    );
    const items = (list: readonly string[]) => listText(list.map((item) => inSentence(item, allFacts)));
    if (found.length > 0) return `Yes, ${nameOf(fact, false)} includes ${items(found)}.`;
    return `${nameOf(fact)} does not list that. It includes ${items(inclusions)}.`;
  }
  const verb = fact.kind === 'hotel-sample' || fact.kind === 'flight-sample' ? 'offers' : 'includes';
  return `${nameOf(fact)} ${verb} ${listText(inclusions.map((item) => inSentence(item, allFacts)))}.`;
}

/** "For groups of 8-20 travellers." where the page states a group size. */
export function groupSizeSentence(fact: Fact): string | null {
  const size = /for groups of [^.]+\./i.exec(fact.text)?.[0];
  return size ? `${nameOf(fact)} is ${lowerFirst(size)}` : null;
}

/** Facts whose text holds details worth quoting one sentence of (baggage, check-in, policies). */
const DETAILED_KINDS: ReadonlySet<FactKind> = new Set(['hotel-sample', 'flight-sample']);

/**
 * The sentence of a detailed fact that answers what the question asks beyond naming it: "the
 * checked bag fee on the flight" -> its baggage sentence.
 */
export function detailSentence(fact: Fact, analysis: QuestionAnalysis): string | null {
  if (!DETAILED_KINDS.has(fact.kind)) return null;
  const own = [...wordsOf(fact.title), ...wordsOf(fact.pageTitle), ...(fact.keywords ?? []).flatMap(wordsOf)];
  const asked = analysis.subjectWords.filter(
    (word) =>
      !own.some((known) => sameWord(word, known)) && !/^(hotel|resort|flight|flights|stay)$/.test(word),
  );
  if (asked.length === 0) return null;
  const sentences = fact.text
    .split('\n')
    .slice(1)
    .join(' ')
    .split(/(?<=[.!?])\s+/);
  let best: { sentence: string; hits: number } | null = null;
  for (const sentence of sentences) {
    const words = wordsOf(sentence);
    const hits = asked.filter((word) => words.some((part) => sameWord(word, part))).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { sentence, hits };
  }
  if (!best || best.hits * 2 < asked.length) return null;
  return `${fact.title}: ${best.sentence}`;
}

export function describe(fact: Fact): string {
  if (fact.kind === 'post') {
    return `Our blog post "${fact.title}" covers this: ${shorten(summaryOf(fact), EXCERPT_LENGTH)}`;
  }
  return summaryOf(fact);
}

/** What several facts say about one thing: "Romantic Getaway from $2,199 per person (5-7 days)". */
export function listLine(fact: Fact, intents: Set<Intent>): string {
  const price = fact.price ? priceText(fact.price) : '';
  const duration = fact.duration ? lowerFirst(fact.duration) : '';
  if (intents.has('duration') && !intents.has('price'))
    return `${fact.title}: ${duration || 'length not stated'}`;
  if (intents.has('price') && !intents.has('duration')) return `${fact.title} ${price}`.trim();
  return (
    [fact.title, [duration, price].filter(Boolean).join(', ')].filter(Boolean).join(' (') +
    (duration || price ? ')' : '')
  );
}
