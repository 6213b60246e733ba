/**
 * The facts, searchable: a MiniSearch index over their titles, keywords, pages, inclusions and
 * text, read through one stemmer with typo tolerance and the synonyms of language.ts. Retrieval
 * also decides what it cannot answer: a question about a place or a thing no fact mentions
 * ("flights to Tokyo", "the weather tomorrow") retrieves nothing, so no composer is ever handed
 * a random package to talk about.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { continuesPrevious, detectIntents, SUBJECT_INTENTS } from './intents.ts';
import {
  editDistance,
  maxEdits,
  normalize,
  PLACE_FILLERS,
  PLACE_PREPOSITIONS,
  QUESTION_WORDS,
  STOPWORDS,
  synonymsIn,
  termsOfWord,
  wordsOf,
} from './language.ts';
import type { ChatTurn, Fact, FactKind } from './types.ts';

/** Where a word counts most: a fact's name, then the words it is searched by. */
const FIELD_BOOSTS = { title: 5, keywords: 2.5, pageTitle: 2, inclusions: 1.5, text: 1 } as const;

/**
 * Page-level and catalogue facts win ties over articles that mention the same words: a visitor
 * asking about Saint Lucia wants the page before a blog post that names it in passing.
 */
const KIND_BOOSTS: Partial<Record<FactKind, number>> = {
  destination: 1.3,
  service: 1.2,
  package: 1.2,
  transfer: 1.1,
  consultation: 1.1,
  post: 0.7,
  episode: 0.6,
  checklist: 0.8,
};

/** Weights of the words a search is made of: the subject counts, the rest helps. */
const WEIGHT_SUBJECT = 1;
const WEIGHT_QUESTION = 0.4;
const WEIGHT_SYNONYM = 0.5;
const WEIGHT_INTENT_SYNONYM = 0.2;

/** A result below this share of the best one is noise, however many words it shares. */
const RELATIVE_SCORE_FLOOR = 0.2;
/** The most facts a retrieval returns. */
const MAX_FACTS = 12;

/**
 * Words that point back at what was just said: "how long is it?", "does that one include...".
 * "One" alone does not: "the Alaska one" names something new.
 */
const PRONOUNS = new Set(['it', 'its', 'this', 'that', 'they', 'them', 'those', 'these']);

export interface QuestionAnalysis {
  normalized: string;
  /** Every word of the question, in order, stopwords included (for where a word stands). */
  tokens: string[];
  /** The words that name what it is about (not stopwords, not what is asked). */
  subjectWords: string[];
  /** The other non-stopwords: what is asked, and the conversation around it. */
  questionWords: string[];
  /** For each word that is part of a synonym phrase, the other phrases of its group. */
  synonyms: Map<string, string[]>;
  /** Whether it points back at the conversation ("it", "that one"). */
  refersBack: boolean;
}

export interface ScoredFact {
  fact: Fact;
  score: number;
  /** The subject words of the question this fact matched (itself or through a synonym). */
  matchedWords: string[];
}

export type RetrievalOutcome =
  /** Facts that answer the question. */
  | 'answered'
  /** The question was about the previous answer's facts, which are returned. */
  | 'follow-up'
  /** Nothing to look up: a greeting, a thank-you, an empty question. */
  | 'nothing-asked'
  /** It names a place or thing that no fact mentions. */
  | 'unknown-subject'
  /** Nothing matched well enough. */
  | 'no-match';

export interface Retrieval {
  outcome: RetrievalOutcome;
  /** Best first. */
  facts: Fact[];
  scored: ScoredFact[];
  analysis: QuestionAnalysis;
  /** The subject words no fact knows. */
  unknownWords: string[];
}

export interface KnowledgeIndex {
  readonly facts: readonly Fact[];
  byId(id: string): Fact | undefined;
  analyze(question: string): QuestionAnalysis;
  /** Facts for the question alone, best first, with the subject words each matched. */
  search(question: string): ScoredFact[];
  /** The facts that answer the question, reading the conversation for follow-ups. */
  retrieve(question: string, history: readonly ChatTurn[]): Retrieval;
}

interface IndexedFact {
  id: string;
  title: string;
  keywords: string;
  pageTitle: string;
  inclusions: string;
  text: string;
  kind: FactKind;
}

/** Both the index and the questions go through this: word, then stem, stopwords dropped. */
function processTerm(term: string): string[] | null {
  const terms = termsOfWord(term);
  return terms.length ? terms : null;
}

function tokenize(text: string): string[] {
  return normalize(text)
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a word (not a stopword) only asks or converses, allowing a typo in a long word. */
function isQuestionWord(word: string): boolean {
  if (QUESTION_WORDS.has(word)) return true;
  if (word.length < 6) return false;
  for (const known of QUESTION_WORDS) {
    if (known.length >= 6 && editDistance(word, known, 1) <= 1) return true;
  }
  return false;
}

export function createKnowledgeIndex(input: readonly Fact[]): KnowledgeIndex {
  // One fact per id: the last wins, as a rebuilt fact replaces its older copy.
  const facts = [...new Map(input.map((fact) => [fact.id, fact])).values()];
  const byId = new Map(facts.map((fact) => [fact.id, fact]));

  const search = new MiniSearch<IndexedFact>({
    fields: ['title', 'keywords', 'pageTitle', 'inclusions', 'text'],
    storeFields: ['kind'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { ...FIELD_BOOSTS },
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      maxFuzzy: 2,
      prefix: (term) => term.length >= 4,
      weights: { fuzzy: 0.5, prefix: 0.5 },
      boostDocument: (_id, _term, stored) => KIND_BOOSTS[(stored?.kind as FactKind) ?? 'page'] ?? 1,
    },
  });
  search.addAll(
    facts.map((fact) => ({
      id: fact.id,
      title: fact.title,
      keywords: (fact.keywords ?? []).join(' '),
      pageTitle: fact.pageTitle,
      inclusions: (fact.inclusions ?? []).join(' '),
      text: fact.text,
      kind: fact.kind,
    })),
  );

  /** Every term the facts hold, each fact's own, and those of the words they are searched by (places). */
  const vocabulary = new Set<string>();
  const keywordTerms = new Set<string>();
  const termsOfFact = new Map<string, Set<string>>();
  /** The terms a fact is named by: its title, its page's and its keywords (not its text). */
  const nameTermsOfFact = new Map<string, Set<string>>();
  for (const fact of facts) {
    const all = [fact.title, fact.pageTitle, fact.text, ...(fact.inclusions ?? []), ...(fact.keywords ?? [])];
    const own = new Set(all.flatMap(wordsOf).flatMap(termsOfWord));
    termsOfFact.set(fact.id, own);
    const naming = [fact.title, fact.pageTitle, ...(fact.keywords ?? [])];
    nameTermsOfFact.set(fact.id, new Set(naming.flatMap(wordsOf).flatMap(termsOfWord)));
    for (const term of own) vocabulary.add(term);
    for (const word of (fact.keywords ?? []).flatMap(wordsOf)) {
      for (const term of termsOfWord(word)) keywordTerms.add(term);
    }
  }

  /**
   * Whether a fact says a word of the question: the word, its stem, a synonym, a longer word it
   * begins, or a typo of a word of five letters or more. MiniSearch's fuzzy search finds more
   * (a four-letter word one edit from many others: "four" and "tour"); that ranks, this judges.
   */
  function factSays(factId: string, terms: readonly string[], word: string): boolean {
    const own = termsOfFact.get(factId);
    if (!own) return false;
    if (terms.some((term) => own.has(term))) return true;
    const long = terms.filter((term) => term.length >= 4);
    const limit = word.length >= 5 ? maxEdits(word) : 0;
    for (const known of own) {
      if (long.some((term) => known.startsWith(term))) return true;
      if (limit && editDistance(word, known, limit) <= limit) return true;
    }
    return false;
  }

  function knownExactly(word: string): boolean {
    return termsOfWord(word).some((term) => vocabulary.has(term));
  }

  function closeTo(word: string, terms: Iterable<string>): boolean {
    const limit = maxEdits(word);
    if (!limit) return false;
    for (const term of terms) if (editDistance(word, term, limit) <= limit) return true;
    return false;
  }

  function analyze(question: string): QuestionAnalysis {
    const normalized = normalize(question);
    const tokens = tokenize(question);
    const synonyms = new Map<string, string[]>();
    for (const match of synonymsIn(normalized)) {
      for (const word of match.phrase.split(' ')) {
        synonyms.set(word, [...(synonyms.get(word) ?? []), ...match.expansions]);
      }
    }
    const subjectWords: string[] = [];
    const questionWords: string[] = [];
    for (const token of tokens) {
      if (STOPWORDS.has(token) || /^\d+$/.test(token) || token.length < 2) continue;
      const list = isQuestionWord(token) ? questionWords : subjectWords;
      if (!list.includes(token)) list.push(token);
    }
    return {
      normalized,
      tokens,
      subjectWords,
      questionWords,
      synonyms,
      refersBack: tokens.some((token) => PRONOUNS.has(token)),
    };
  }

  /** Whether no fact knows a subject word, by itself, a typo of it, or a synonym. */
  function isUnknown(word: string, analysis: QuestionAnalysis): boolean {
    if (analysis.synonyms.has(word) || knownExactly(word)) return false;
    return !closeTo(word, vocabulary);
  }

  /**
   * A word no fact says, standing where a place stands ("to Tokyo", "in Paris", "for China").
   * A typo of a place the agency goes to ("to Castires") still passes; short names must be
   * exact, as one letter turns "Paris" into "parks".
   */
  function isUnknownPlace(word: string, analysis: QuestionAnalysis): boolean {
    if (analysis.synonyms.has(word) || knownExactly(word)) return false;
    if (word.length >= 6 && closeTo(word, keywordTerms)) return false;
    const at = analysis.tokens.indexOf(word);
    let before = at - 1;
    while (before >= 0 && PLACE_FILLERS.has(analysis.tokens[before])) before -= 1;
    return before >= 0 && PLACE_PREPOSITIONS.has(analysis.tokens[before]);
  }

  function scoreAll(analysis: QuestionAnalysis): ScoredFact[] {
    const weights = new Map<string, number>();
    const sources = new Map<string, Set<string>>();
    const add = (word: string, weight: number, source: string | null) => {
      for (const term of termsOfWord(word)) {
        weights.set(term, Math.max(weights.get(term) ?? 0, weight));
        if (source) sources.set(term, (sources.get(term) ?? new Set()).add(source));
      }
    };
    for (const word of analysis.subjectWords) add(word, WEIGHT_SUBJECT, word);
    for (const word of analysis.questionWords) add(word, WEIGHT_QUESTION, null);
    for (const [word, phrases] of analysis.synonyms) {
      const subject = analysis.subjectWords.includes(word);
      for (const phrase of phrases) {
        for (const synonym of phrase.split(' ')) {
          add(synonym, subject ? WEIGHT_SYNONYM : WEIGHT_INTENT_SYNONYM, subject ? word : null);
        }
      }
    }
    if (weights.size === 0) return [];
    const query = [...weights.keys()].join(' ');
    const results: SearchResult[] = search.search(query, {
      // The terms are already processed: only split them.
      processTerm: (term) => term,
      boostTerm: (term) => weights.get(term) ?? WEIGHT_QUESTION,
    });
    const termsOfSubject = new Map<string, string[]>();
    for (const [term, words] of sources) {
      for (const word of words) termsOfSubject.set(word, [...(termsOfSubject.get(word) ?? []), term]);
    }
    return results.map((result) => {
      const id = String(result.id);
      const candidates = new Set<string>();
      for (const term of result.queryTerms) for (const word of sources.get(term) ?? []) candidates.add(word);
      const matched = [...candidates].filter((word) => factSays(id, termsOfSubject.get(word) ?? [], word));
      return { fact: byId.get(id)!, score: result.score, matchedWords: matched };
    });
  }

  function borrowsSubject(question: string, analysis: QuestionAnalysis): boolean {
    if (analysis.refersBack || continuesPrevious(question)) return true;
    const intents = detectIntents(question);
    return SUBJECT_INTENTS.some((intent) => intents.has(intent));
  }

  function factsOfTurn(turn: ChatTurn | undefined): Fact[] {
    return (turn?.factIds ?? []).map((id) => byId.get(id)).filter((fact): fact is Fact => Boolean(fact));
  }

  function retrieve(question: string, history: readonly ChatTurn[], depth = 0): Retrieval {
    const analysis = analyze(question);
    const result = (outcome: RetrievalOutcome, scored: ScoredFact[] = [], unknownWords: string[] = []) => ({
      outcome,
      facts: scored.map((item) => item.fact),
      scored,
      analysis,
      unknownWords,
    });
    // The last answer that was about something: a "thanks" in between is not the subject.
    const lastAnswer = [...history]
      .reverse()
      .find((turn) => turn.role === 'assistant' && (turn.factIds?.length ?? 0) > 0);
    const previous = factsOfTurn(lastAnswer);
    const asked = analysis.subjectWords.length + analysis.questionWords.length > 0 || analysis.refersBack;

    if (analysis.subjectWords.length === 0) {
      // "And how long is it?", "how much?": the previous answer's facts, or the previous question again.
      // Only a question that asks something of a subject borrows the last one: "hi" or "can you
      // help me plan a trip?" after a question about the podcast is not about the podcast.
      if (history.length > 0 && asked && borrowsSubject(question, analysis)) {
        if (previous.length > 0) {
          return result(
            'follow-up',
            previous.map((fact) => ({ fact, score: 1, matchedWords: [] })),
          );
        }
        const lastQuestion = [...history].reverse().find((turn) => turn.role === 'user');
        if (lastQuestion && depth === 0) {
          const again = retrieve(`${lastQuestion.content} ${question}`, [], depth + 1);
          if (again.facts.length > 0) return { ...again, outcome: 'follow-up', analysis };
        }
      }
      if (analysis.questionWords.length === 0) return result('nothing-asked');
      // Only what is asked ("what are your hours?"): the facts that say it.
      const scored = scoreAll(analysis);
      const best = scored[0]?.score ?? 0;
      const kept = scored.filter((item) => item.score >= best * 0.5).slice(0, 3);
      return result(kept.length ? 'answered' : 'no-match', kept);
    }

    // "The Saint Lucia one", "what about the Mediterranean Grand?" after an answer about several
    // things: the ones of them the question names, rather than anything else of that name. Only
    // a question that chooses ("one", "and the...") does: "how do I get to the port?" after the
    // cruises page is about getting to the port, though the page names the ports.
    const choosing =
      analysis.tokens.some((token) => token === 'one' || token === 'ones') ||
      analysis.refersBack ||
      continuesPrevious(question);
    if (previous.length > 1 && choosing) {
      const picked = previous.filter((fact) => {
        const naming = nameTermsOfFact.get(fact.id) ?? new Set<string>();
        return analysis.subjectWords.every((word) => termsOfWord(word).some((term) => naming.has(term)));
      });
      if (picked.length > 0 && picked.length < previous.length) {
        return result(
          'follow-up',
          picked.map((fact) => ({ fact, score: 1, matchedWords: [...analysis.subjectWords] })),
        );
      }
    }

    const unknownPlaces = analysis.subjectWords.filter((word) => isUnknownPlace(word, analysis));
    if (unknownPlaces.length > 0) return result('unknown-subject', [], unknownPlaces);
    const unknownWords = analysis.subjectWords.filter((word) => isUnknown(word, analysis));
    if (unknownWords.length * 2 >= analysis.subjectWords.length) {
      return result('unknown-subject', [], unknownWords);
    }

    const scored = scoreAll(analysis);
    // A fact must match most of what the question is about: "do you speak French" is not
    // answered by a cruise that visits the French Riviera.
    const known = analysis.subjectWords.length - unknownWords.length;
    // Alternatives ("Standard or Premium VIP", "Saint Lucia and Orlando") are matched one by one.
    const alternatives = / (and|or|vs|versus) /.test(` ${analysis.tokens.join(' ')} `);
    const needed = known <= 1 || alternatives ? 1 : known === 2 ? 2 : Math.ceil(known * 0.6);
    const enough = scored.filter((item) => item.matchedWords.length >= needed);
    const best = enough[0]?.score ?? 0;
    // What matches more of the question comes first; the score orders what matches as much.
    let kept = enough.filter((item) => item.score >= best * RELATIVE_SCORE_FLOOR);
    if (alternatives) {
      // Each alternative keeps its best fact, however far below the other's it scores.
      for (const word of analysis.subjectWords) {
        const first = enough.find((item) => item.matchedWords.includes(word));
        if (first && !kept.includes(first)) kept.push(first);
      }
    }
    kept.sort((a, b) => b.matchedWords.length - a.matchedWords.length || b.score - a.score);

    // "Does it include transfers?": the fact just discussed comes first, whatever else matches.
    if (analysis.refersBack && previous.length > 0) {
      const ids = new Set(previous.map((fact) => fact.id));
      const again = previous.map(
        (fact) =>
          kept.find((item) => item.fact.id === fact.id) ??
          scored.find((item) => item.fact.id === fact.id) ?? { fact, score: 0, matchedWords: [] },
      );
      kept = [...again, ...kept.filter((item) => !ids.has(item.fact.id))];
      return result('follow-up', kept.slice(0, MAX_FACTS), unknownWords);
    }
    // "What about for a family of four?": nothing new matches, so it is still about the last answer.
    if (kept.length === 0 && previous.length > 0 && continuesPrevious(question)) {
      return result(
        'follow-up',
        previous.map((fact) => ({ fact, score: 0, matchedWords: [] })),
        unknownWords,
      );
    }
    return result(kept.length ? 'answered' : 'no-match', kept.slice(0, MAX_FACTS), unknownWords);
  }

  return {
    facts,
    byId: (id) => byId.get(id),
    analyze,
    search: (question) => scoreAll(analyze(question)),
    retrieve: (question, history) => retrieve(question, history),
  };
}
