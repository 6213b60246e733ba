/**
 * Which facts a question is about: the ones the conversation points back to, the ones it
 * names ("the Romantic Getaway", typo and all), a page's packages when it asks about several,
 * else the best match that has what is asked (a price, a length, a list of inclusions).
 */
import type { Intent } from './intents.ts';
import type { QuestionAnalysis, Retrieval } from './knowledgeIndex.ts';
import { sameWord, STOPWORDS, wordsOf } from './language.ts';
import { groupSizeSentence } from './sentences.ts';
import type { ChatTurn, Fact, FactKind } from './types.ts';

/** What an answer is composed from. */
export interface ComposeInput {
  question: string;
  history: readonly ChatTurn[];
  retrieval: Retrieval;
  /** Every fact, for the lists a question may ask for (a page's packages, the cruise lines). */
  allFacts: readonly Fact[];
}

/** Facts a visitor can buy, with a price of their own. */
export const OFFER_KINDS: ReadonlySet<FactKind> = new Set(['package', 'transfer', 'consultation', 'extra']);
export const PAGE_KINDS: ReadonlySet<FactKind> = new Set(['destination', 'service']);
/** The agency itself, rather than something it sells: what an hours or contact question is about. */
export const AGENCY_KINDS: ReadonlySet<FactKind> = new Set(['contact', 'hours', 'booking-steps', 'page']);
/**
 * What a question names to ask about it (a package, a line, a hotel): a page or an article
 * sharing two words with the question ("Saint Lucia's Festivals") is not thereby named.
 */
export const NAMEABLE_KINDS: ReadonlySet<FactKind> = new Set([
  ...OFFER_KINDS,
  'cruise-line',
  'cruise-type',
  'hotel-sample',
  'flight-sample',
  'booking-steps',
]);
/** Words of a title that do not name it: "Our services" is not named by "courier services". */
const GENERIC_TITLE_WORDS = new Set(['service', 'services', 'package', 'packages', 'trip', 'trips']);
/** Words that ask for the sample hotels or flights. */
const SAMPLE_WORDS: ReadonlyArray<[RegExp, FactKind]> = [
  [/^(hotels?|resorts?|accommodations?|lodging)$/, 'hotel-sample'],
  [/^(flights?|airfares?|airlines?)$/, 'flight-sample'],
];
export const SAMPLE_KINDS: ReadonlySet<FactKind> = new Set(SAMPLE_WORDS.map(([, kind]) => kind));

/** The question is about this sample: it says hotel or flight, names it, or names its places. */
export function refersToSample(fact: Fact, analysis: QuestionAnalysis): boolean {
  const kindWord = SAMPLE_WORDS.find(([, kind]) => kind === fact.kind)?.[0];
  if (kindWord && analysis.tokens.some((token) => kindWord.test(token))) return true;
  const own = [...wordsOf(fact.title), ...(fact.keywords ?? []).flatMap(wordsOf)];
  return analysis.subjectWords.some((word) => own.some((known) => sameWord(word, known)));
}

/** Words that make a question about several things of a page ("what cruises", "transfers"). */
const PLURALS = new Set(['packages', 'cruises', 'trips', 'tours', 'options', 'transfers', 'shuttles']);

/**
 * The question names the fact (a typo allowed): every word of a short name ("romantik
 * getaway"), or two of a longer one ("the family reunion package").
 */
export function isNamed(fact: Fact, analysis: QuestionAnalysis): boolean {
  if (!NAMEABLE_KINDS.has(fact.kind)) return false;
  const titleWords = wordsOf(fact.title).filter(
    (word) => !STOPWORDS.has(word) && !GENERIC_TITLE_WORDS.has(word),
  );
  const asked = analysis.tokens.filter((token) => !STOPWORDS.has(token));
  const found = titleWords.filter((word) => asked.some((token) => sameWord(token, word))).length;
  return titleWords.length > 0 && found >= Math.min(titleWords.length, 2);
}

/** The things a page sells, in page order. */
export function offersOfPage(url: string, allFacts: readonly Fact[]): Fact[] {
  return allFacts.filter((fact) => fact.url === url && OFFER_KINDS.has(fact.kind) && fact.price);
}

/** Subject words more specific than the page ("kids" in "kids packages in Saint Lucia"). */
function specificWords(fact: Fact, analysis: QuestionAnalysis): string[] {
  const pageWords = [...wordsOf(fact.pageTitle), ...(fact.keywords ?? []).flatMap(wordsOf)];
  const generic = ['package', 'packages', 'trip', 'trips', 'cruise', 'cruises', 'tour', 'tours'];
  return analysis.subjectWords.filter(
    (word) => !generic.includes(word) && !pageWords.some((known) => sameWord(word, known)),
  );
}

export type Attribute = 'price' | 'duration' | 'inclusions' | 'group-size' | 'any';

export function hasAttribute(fact: Fact, attribute: Attribute): boolean {
  if (attribute === 'price') return Boolean(fact.price);
  if (attribute === 'group-size') return groupSizeSentence(fact) !== null;
  if (attribute === 'duration') return Boolean(fact.duration);
  if (attribute === 'inclusions') return Boolean(fact.inclusions?.length);
  return true;
}

/** The facts of the last `turns` answers. */
export function previousFactIds(history: readonly ChatTurn[], turns = 1): Set<string> {
  const answers = history.filter((turn) => turn.role === 'assistant').slice(-turns);
  return new Set(answers.flatMap((turn) => turn.factIds ?? []));
}

export const RANKINGS: readonly Intent[] = ['cheapest', 'most-expensive', 'longest', 'shortest'];

/**
 * The facts to answer about: those the conversation points back to, those the question names,
 * a page's packages when it asks about several, else the best match that has what is asked.
 */
export function subjectsOf(input: ComposeInput, intents: Set<Intent>, attribute: Attribute): Fact[] {
  const { retrieval, allFacts, history } = input;
  const { analysis } = retrieval;
  if (retrieval.outcome === 'follow-up') {
    const previous = previousFactIds(history);
    const again = retrieval.facts.filter((fact) => previous.has(fact.id));
    // "Which is longer?" after two answers of one fact each compares those two.
    if (again.length === 1 && RANKINGS.some((intent) => intents.has(intent))) {
      const earlier = previousFactIds(history, 2);
      const both = allFacts.filter((fact) => earlier.has(fact.id));
      if (both.length > 1) return both;
    }
    if (again.length > 0) return again;
  }
  const candidates = retrieval.facts.slice(0, 5);
  const named = candidates.filter((fact) => isNamed(fact, analysis));
  if (named.length > 0) return named.slice(0, 3);
  const top = retrieval.facts[0];
  if (!top) return [];

  // "Which hotels in Saint Lucia?": the sample hotels (or flights) that match, not a page's packages.
  const sampleKind = SAMPLE_WORDS.find(([pattern]) =>
    analysis.tokens.some((token) => pattern.test(token)),
  )?.[1];
  const samples = sampleKind ? retrieval.facts.filter((fact) => fact.kind === sampleKind) : [];
  if (samples.length > 0) return samples.slice(0, 3);

  const plural = analysis.tokens.some((token) => PLURALS.has(token));
  // "The cheapest cruise" ranks every cruise, not the one an article about cruises mentions.
  const ranks = RANKINGS.some((intent) => intents.has(intent));
  if (intents.has('list') || plural || ranks || PAGE_KINDS.has(top.kind)) {
    // A list is of what a page sells: the best page or offer, not an article that mentions it.
    const anchor = candidates.find((fact) => PAGE_KINDS.has(fact.kind) || OFFER_KINDS.has(fact.kind));
    if (!anchor) return intents.has('list') ? [] : [top];
    const specific = OFFER_KINDS.has(anchor.kind) ? specificWords(anchor, analysis) : [];
    if (specific.length > 0) {
      const matching = retrieval.scored
        .filter(
          (item) =>
            OFFER_KINDS.has(item.fact.kind) && item.matchedWords.some((word) => specific.includes(word)),
        )
        .map((item) => item.fact);
      if (matching.length > 0) return matching.slice(0, 3);
    }
    const offers = offersOfPage(anchor.url, allFacts);
    if (offers.length > 0) return offers;
  }
  // The best fact that has what is asked: among those matching most of the question first.
  const most = retrieval.scored[0]?.matchedWords.length ?? 0;
  const withAttribute =
    retrieval.scored.find((item) => item.matchedWords.length === most && hasAttribute(item.fact, attribute))
      ?.fact ?? retrieval.facts.slice(0, 4).find((fact) => hasAttribute(fact, attribute));
  return [withAttribute ?? top];
}
