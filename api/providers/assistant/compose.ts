/**
 * The local assistant's answers: short plain text that says exactly what was asked about the
 * retrieved facts, with links to the pages they come from. Every price and length it writes is
 * read from a fact; when the facts do not answer, it says so and offers a person.
 */
import { brand } from '@contract/brand.ts';
import type { ChatLink } from '@contract/chat.ts';
import { formatPrice, listText, priceText } from './format.ts';
import { budgetOf, continuesPrevious, detectIntents, type Intent, SUBJECT_INTENTS } from './intents.ts';
import type { QuestionAnalysis, Retrieval } from './knowledgeIndex.ts';
import { sameWord, STOPWORDS, wordsOf } from './language.ts';
import {
  askedItemWords,
  daysOf,
  describe,
  detailSentence,
  durationSentence,
  groupSizeSentence,
  inclusionsSentence,
  listLine,
  lowerFirst,
  nameOf,
  priceSentence,
  summaryOf,
} from './sentences.ts';
import {
  AGENCY_KINDS,
  refersToSample,
  SAMPLE_KINDS,
  type Attribute,
  type ComposeInput,
  isNamed,
  NAMEABLE_KINDS,
  OFFER_KINDS,
  offersOfPage,
  PAGE_KINDS,
  previousFactIds,
  subjectsOf,
} from './subjects.ts';
import type { AssistantAnswer, Fact, FactKind } from './types.ts';

export type { ComposeInput } from './subjects.ts';

const QUOTE_LINK: ChatLink = { label: 'Request a quote', href: '/quote' };
const CONTACT_LINK: ChatLink = { label: 'Contact us', href: '/contact' };
const MAX_LINKS = 3;

function linksFor(facts: readonly Fact[], extra: readonly ChatLink[] = []): ChatLink[] {
  const links: ChatLink[] = [];
  for (const link of [...facts.map((fact) => ({ label: fact.pageTitle, href: fact.url })), ...extra]) {
    if (!links.some((known) => known.href === link.href)) links.push(link);
  }
  return links.slice(0, MAX_LINKS + extra.length);
}

function answer(
  content: string,
  facts: readonly Fact[],
  extra: Partial<AssistantAnswer> = {},
): AssistantAnswer {
  return {
    content,
    links: extra.links ?? linksFor(facts),
    factIds: [...new Set(facts.map((fact) => fact.id))],
    offerHandoff: extra.offerHandoff ?? false,
    source: 'local',
  };
}

/** The answer with the quote form's link, under the label a ready visitor looks for. */
function withQuoteLink(reply: AssistantAnswer): AssistantAnswer {
  const others = reply.links.filter((link) => link.href !== QUOTE_LINK.href);
  return { ...reply, links: [...others, QUOTE_LINK] };
}

/** The inclusion a question asks about by name, when it is not the fact itself it names. */
function includedPart(fact: Fact, analysis: QuestionAnalysis): string | null {
  const asked = askedItemWords(fact, analysis);
  if (asked.length === 0 || isNamed(fact, analysis)) return null;
  return (
    (fact.inclusions ?? []).find((item) => {
      const words = wordsOf(item);
      return asked.every((word) => words.some((part) => sameWord(word, part)));
    }) ?? null
  );
}

// ---------------------------------------------------------------------------------------------
// Answers

/** The honest answer when the facts do not say: no guess, and how to reach a person. */
function unknownAnswer(): AssistantAnswer {
  return answer(
    `I'm sorry, I couldn't find that in what ${brand.name} offers, so I'd rather not guess. An agent can help: call ${brand.phone} (${brand.hours.weekdays}, ${brand.hours.saturday}, ${brand.hours.timezone}) or e-mail ${brand.email}, and we reply within 24 hours.`,
    [],
    {
      links: [
        CONTACT_LINK,
        { label: `Call ${brand.phone}`, href: brand.phoneHref },
        { label: `E-mail ${brand.email}`, href: `mailto:${brand.email}` },
      ],
      offerHandoff: true,
    },
  );
}

function handoffAnswer(allFacts: readonly Fact[]): AssistantAnswer {
  const facts = allFacts.filter((fact) => fact.kind === 'contact' || fact.kind === 'hours');
  return answer(
    `Of course. You can reach an agent at ${brand.phone} or ${brand.email} (${brand.hours.weekdays}, ${brand.hours.saturday}, ${brand.hours.timezone}), or leave your name and e-mail here and an agent will contact you within 24 hours.`,
    facts,
    { links: [CONTACT_LINK, { label: `Call ${brand.phone}`, href: brand.phoneHref }], offerHandoff: true },
  );
}

function agencyAnswer(intents: Set<Intent>, allFacts: readonly Fact[]): AssistantAnswer | null {
  const facts: Fact[] = [];
  if (intents.has('contact')) facts.push(...allFacts.filter((fact) => fact.kind === 'contact'));
  if (intents.has('hours')) facts.push(...allFacts.filter((fact) => fact.kind === 'hours'));
  if (facts.length === 0) return null;
  return answer(facts.map(summaryOf).join(' '), facts);
}

function bookingAnswer(allFacts: readonly Fact[], subject: Fact | null): AssistantAnswer {
  const steps =
    allFacts.find((fact) => fact.id === 'booking-steps:how-to-book') ??
    allFacts.find((fact) => fact.kind === 'booking-steps');
  if (subject?.kind === 'transfer') {
    const booking = allFacts.find((fact) => fact.id === 'transfer:booking') ?? subject;
    return answer(summaryOf(booking), [booking]);
  }
  const lead = subject ? `${priceSentence(subject) ?? describe(subject)} ` : '';
  if (subject && (subject.kind === 'consultation' || subject.kind === 'extra')) {
    // The consultation is the booking: no need to tell them to choose one.
    return withQuoteLink(
      answer(
        `${lead}Choose it on our quote page, then tell us about your travellers, dates and budget in the quote request form; a certified agent replies within 24 hours.`,
        [subject],
      ),
    );
  }
  const facts = [...(subject ? [subject] : []), ...(steps ? [steps] : [])];
  const text = steps ? summaryOf(steps) : `Request a quote and an agent will reply within 24 hours.`;
  return withQuoteLink(answer(`${lead}${text}`, facts));
}

function readyAnswer(input: ComposeInput, intents: Set<Intent>): AssistantAnswer {
  const { retrieval, allFacts } = input;
  const asksAbout = retrieval.analysis.subjectWords.length > 0 || retrieval.outcome === 'follow-up';
  const candidates = retrieval.facts.length > 0 && asksAbout ? subjectsOf(input, intents, 'price') : [];
  // What to book: what the conversation points at, else the best matching package or service.
  const subject =
    candidates.find((fact) => OFFER_KINDS.has(fact.kind)) ??
    (asksAbout ? retrieval.scored.find((item) => OFFER_KINDS.has(item.fact.kind))?.fact : undefined) ??
    candidates.find((fact) => fact.kind === 'hotel-sample') ??
    null;
  const reply = bookingAnswer(allFacts, subject);
  if (subject?.kind === 'transfer') return reply;
  return withQuoteLink({ ...reply, content: `Wonderful! ${reply.content}` });
}

function priceOverview(allFacts: readonly Fact[]): AssistantAnswer {
  const consultations = allFacts.filter((fact) => fact.kind === 'consultation' && fact.price);
  const names = consultations.map((fact) => `${fact.title} ${formatPrice(fact.price!.amount)}`);
  return withQuoteLink(
    answer(
      `Prices depend on the trip: each package shows its price per person on its page. Planning starts with a consultation (${listText(names)}), credited toward your trip. Which destination or package are you thinking of?`,
      consultations,
    ),
  );
}

function servicesOverview(allFacts: readonly Fact[]): AssistantAnswer | null {
  const overview = allFacts.find((fact) => fact.id === 'page:services');
  return overview ? answer(summaryOf(overview), [overview]) : null;
}

function cruiseLinesAnswer(input: ComposeInput): AssistantAnswer | null {
  const { retrieval, allFacts } = input;
  const lines = allFacts.filter((fact) => fact.kind === 'cruise-line');
  if (lines.length === 0) return null;
  const specific = retrieval.analysis.subjectWords.filter(
    (word) => !/^(cruise|cruises|line|lines)$/.test(word),
  );
  const best = retrieval.facts.slice(0, 3).find((fact) => fact.kind === 'cruise-line');
  if (specific.length > 0 && best) return answer(describe(best), [best]);
  return answer(`We book ${listText(lines.map((fact) => fact.title))}.`, lines);
}

function superlative(
  subjects: Fact[],
  intents: Set<Intent>,
  analysis: QuestionAnalysis,
  allFacts: readonly Fact[],
): AssistantAnswer | null {
  if (subjects.length < 2) return null;
  const ranks: Array<[Intent, string, (fact: Fact) => number | null]> = [
    ['cheapest', 'the most affordable', (fact) => (fact.price ? -fact.price.amount : null)],
    ['most-expensive', 'the most premium', (fact) => fact.price?.amount ?? null],
    ['longest', 'the longest', (fact) => daysOf(fact) || null],
    ['shortest', 'the shortest', (fact) => (daysOf(fact) ? -daysOf(fact) : null)],
  ];
  for (const [intent, label, rank] of ranks) {
    if (!intents.has(intent)) continue;
    const ranked = subjects.filter((fact) => rank(fact) !== null);
    if (ranked.length === 0) continue;
    const best = Math.max(...ranked.map((fact) => rank(fact)!));
    const picks = ranked.filter((fact) => rank(fact) === best);
    const byLength = intent === 'longest' || intent === 'shortest';
    const details = (fact: Fact) => {
      const price = fact.price ? priceText(fact.price) : '';
      const length = fact.duration ? lowerFirst(fact.duration) : '';
      return (byLength ? [length, price] : [price, length]).filter(Boolean).join(', ');
    };
    const lead = label.charAt(0).toUpperCase() + label.slice(1);
    if (picks.length === 1) {
      // "What does the cheapest one include?": the ranking, then what was asked of it.
      const included = intents.has('inclusions')
        ? inclusionsSentence(picks[0], { ...analysis, subjectWords: [] }, allFacts)
        : null;
      const text = `${lead} is ${nameOf(picks[0], false)}: ${details(picks[0])}.`;
      return answer(included ? `${text} ${included}` : text, picks);
    }
    const each = picks.map((fact) => `${nameOf(fact, false)} (${details(fact)})`);
    return answer(`${lead} are ${listText(each)}.`, picks);
  }
  return null;
}

function subjectAnswer(input: ComposeInput, intents: Set<Intent>): AssistantAnswer | null {
  const { analysis } = input.retrieval;
  const attribute: Attribute = intents.has('price')
    ? 'price'
    : intents.has('duration')
      ? 'duration'
      : intents.has('inclusions')
        ? 'inclusions'
        : intents.has('group-size')
          ? 'group-size'
          : 'any';
  let subjects = subjectsOf(input, intents, attribute);
  if (subjects.length === 0) return null;

  const budget = budgetOf(input.question);
  if (budget !== null) return budgetAnswer(input, subjects, budget);

  const ranked = superlative(subjects, intents, analysis, input.allFacts);
  if (ranked) return ranked;
  const listable = (fact: Fact) =>
    OFFER_KINDS.has(fact.kind) || fact.kind === 'hotel-sample' || fact.kind === 'flight-sample';
  if (attribute === 'any' && !(subjects.length > 1 && subjects.every(listable))) {
    return answer(describe(subjects[0]), [subjects[0]]);
  }

  // "The checked bag fee on the flight": one sample's detail, not every sample's price.
  const detailed = detailSentence(subjects[0], analysis);
  if (detailed) return answer(detailed, [subjects[0]]);

  if (subjects.length > 1) {
    // A list says something of each: a booking page among priced transfers has nothing to add.
    const telling = subjects.filter((fact) => fact.price || fact.duration);
    if (telling.length > 0 && telling.length < subjects.length) subjects = telling;
    const pages = [...new Set(subjects.map((fact) => fact.pageTitle))];
    const intro =
      pages.length === 1 && subjects.every((fact) => fact.kind === 'package')
        ? `Our ${pages[0]} packages: `
        : pages.length === 1 && subjects.every((fact) => OFFER_KINDS.has(fact.kind))
          ? `On our ${pages[0]} page: `
          : '';
    if (intents.has('inclusions') && !intents.has('price') && !intents.has('duration')) {
      const sentences = subjects
        .map((fact) => inclusionsSentence(fact, analysis, input.allFacts))
        .filter(Boolean);
      if (sentences.length) return answer(sentences.join(' '), subjects);
    }
    return answer(`${intro}${subjects.map((fact) => listLine(fact, intents)).join('; ')}.`, subjects);
  }

  const [fact] = subjects;
  const part = includedPart(fact, analysis);
  if (part && intents.has('price') && fact.price) {
    // "How much is the helicopter transfer?": it has no price of its own; say what it is part of.
    return answer(`The ${lowerFirst(part)} is part of ${nameOf(fact, false)}. ${priceSentence(fact)}`, [
      fact,
    ]);
  }
  const sentences: string[] = [];
  if (intents.has('group-size')) sentences.push(groupSizeSentence(fact) ?? '');
  if (intents.has('price')) sentences.push(priceSentence(fact) ?? '');
  if (intents.has('duration') && !(intents.has('price') && fact.kind === 'package')) {
    sentences.push(durationSentence(fact) ?? '');
  }
  if (intents.has('inclusions')) sentences.push(inclusionsSentence(fact, analysis, input.allFacts) ?? '');
  const said = sentences.filter(Boolean);
  if (said.length > 0) return answer(said.join(' '), [fact]);
  if (attribute === 'any') return null;

  // It has no price (or length) of its own: say so, with the page's packages when it has some.
  const offers = offersOfPage(fact.url, input.allFacts);
  if (offers.length > 0 && (attribute === 'price' || attribute === 'duration')) {
    const missing = attribute === 'price' ? 'a separate price' : 'a stated length';
    return answer(
      `I don't have ${missing} for ${fact.title}. ${offers[0].pageTitle} packages: ${offers.map((offer) => listLine(offer, intents)).join('; ')}.`,
      [fact, ...offers],
    );
  }
  return null;
}

/**
 * What fits a budget: the offers the question is about (or every package, asked in general)
 * starting at or under it. The budget itself is never repeated: only stated prices are written.
 */
function budgetAnswer(input: ComposeInput, subjects: Fact[], budget: number): AssistantAnswer {
  const general =
    input.retrieval.analysis.subjectWords.length === 0 && input.retrieval.outcome !== 'follow-up';
  const pool = (general ? input.allFacts.filter((fact) => fact.kind === 'package') : subjects).filter(
    (fact) => fact.price && OFFER_KINDS.has(fact.kind),
  );
  const within = pool.filter((fact) => fact.price!.amount <= budget);
  const line = (fact: Fact) => `${fact.title} ${priceText(fact.price!)}`;
  if (within.length > 0) return answer(`Within that budget: ${within.map(line).join('; ')}.`, within);
  if (pool.length === 0) return unknownAnswer();
  const closest = pool.reduce((best, fact) => (fact.price!.amount < best.price!.amount ? fact : best));
  return answer(
    `Nothing I found starts within that budget: the closest is ${nameOf(closest, false)}, ${priceText(closest.price!)}. An agent can look for options that fit.`,
    [closest],
    { offerHandoff: true },
  );
}

/** "Standard Planning or Premium VIP?": each named one, what it costs and what it includes. */
function compareAnswer(input: ComposeInput): AssistantAnswer | null {
  const { retrieval } = input;
  const seen = new Set<string>();
  const picks: Fact[] = [];
  for (const item of retrieval.scored.slice(0, 8)) {
    if (!NAMEABLE_KINDS.has(item.fact.kind) || item.matchedWords.length === 0) continue;
    // Compared things are named by their own names, not found through what they include.
    const title = wordsOf(item.fact.title);
    if (!retrieval.analysis.subjectWords.some((word) => title.some((part) => sameWord(word, part)))) continue;
    const key = item.matchedWords.slice().sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    picks.push(item.fact);
    if (picks.length === 3) break;
  }
  if (picks.length < 2) return null;
  const sentences = picks.map((fact) =>
    [
      priceSentence(fact),
      inclusionsSentence(fact, { ...retrieval.analysis, subjectWords: [] }, input.allFacts),
    ]
      .filter(Boolean)
      .join(' '),
  );
  return answer(sentences.join(' '), picks);
}

/**
 * How to ask for a quote: on the quote page, after a paid consultation (the cheapest one's
 * price, credited toward the trip) or a free one, then the quote request form.
 */
function quoteAnswer(allFacts: readonly Fact[]): AssistantAnswer {
  const steps = allFacts.find((fact) => fact.id === 'booking-steps:how-to-book');
  const paid = allFacts
    .filter((fact) => fact.kind === 'consultation' && fact.price)
    .sort((a, b) => a.price!.amount - b.price!.amount)[0];
  const href = steps?.url ?? paid?.url ?? QUOTE_LINK.href;
  const consultation = paid
    ? `a paid consultation (${paid.title} is ${formatPrice(paid.price!.amount)}, credited toward your trip) or a free consultation`
    : 'a consultation';
  return withQuoteLink(
    answer(
      `You request a quote on our quote page (${href}): start with ${consultation}, then fill in the quote request form with your travellers, dates and budget. A certified agent replies within 24 hours.`,
      [...(steps ? [steps] : []), ...(paid ? [paid] : [])],
    ),
  );
}

/** Where the agency states how many travellers its group pricing starts at: "8 or more travellers". */
const GROUP_THRESHOLD = /special pricing (?:applies to|from|for|starts at) (\d+)(?: or more)? travell?ers/i;

/**
 * "Do you offer group discounts?": from how many travellers special pricing applies, as the
 * group page states it, then the group packages with their group sizes and prices.
 */
function groupPricingAnswer(allFacts: readonly Fact[]): AssistantAnswer | null {
  const stating = allFacts.find((fact) => PAGE_KINDS.has(fact.kind) && GROUP_THRESHOLD.test(fact.text));
  if (!stating) return null;
  const threshold = GROUP_THRESHOLD.exec(stating.text)![1];
  const sized = offersOfPage(stating.url, allFacts).filter((fact) => groupSizeSentence(fact));
  const line = (fact: Fact) => {
    const size = /for groups of ([^.]+)\./i.exec(fact.text)?.[1];
    return `${fact.title} (groups of ${size}, ${priceText(fact.price!)})`;
  };
  const packages = sized.length ? ` Our group packages: ${sized.map(line).join('; ')}.` : '';
  return withQuoteLink(
    answer(
      `Group pricing starts at ${threshold} travellers: special pricing applies to groups of ${threshold} or more.${packages}`,
      [stating, ...sized],
    ),
  );
}

/**
 * "Tell me about detox tourism" when one page is called that (Africa Detox Tourism) and another
 * page sells a package of that name (Saint Lucia's Detox Tourism): both, each with its place,
 * unless the question picks one by a word only one of them has ("Africa", "Saint Lucia").
 */
function sameNameAnswer(input: ComposeInput): AssistantAnswer | null {
  const { retrieval, allFacts } = input;
  const { analysis } = retrieval;
  if (retrieval.outcome === 'follow-up' || analysis.subjectWords.length === 0) return null;
  const names = (fact: Fact) => wordsOf(fact.title).filter((word) => !STOPWORDS.has(word));
  const says = (words: string[], word: string) => words.some((known) => sameWord(word, known));
  // The subject words every candidate's own name must hold.
  const holdsAll = (fact: Fact) => {
    const own = names(fact);
    const specific = analysis.subjectWords.filter(
      (word) => !/^(package|packages|trip|trips|tour|tours|service|services)$/.test(word),
    );
    return specific.length > 0 && specific.every((word) => says(own, word) || says(placesOf(fact), word));
  };
  const candidates = retrieval.facts.slice(0, 8);
  const page = candidates.find((fact) => PAGE_KINDS.has(fact.kind) && holdsAll(fact));
  const offer = candidates.find(
    (fact) => fact.kind === 'package' && fact.url !== page?.url && holdsAll(fact) && fact.price,
  );
  if (!page || !offer || offersOfPage(page.url, allFacts).length === 0) return null;
  // Each side is named by its own words: a word that names only one side picks that side.
  const pageOnly = analysis.subjectWords.filter(
    (word) =>
      says([...names(page), ...placesOf(page)], word) && !says([...names(offer), ...placesOf(offer)], word),
  );
  const offerOnly = analysis.subjectWords.filter(
    (word) =>
      says([...names(offer), ...placesOf(offer)], word) && !says([...names(page), ...placesOf(page)], word),
  );
  if (pageOnly.length > 0 !== offerOnly.length > 0) return null;
  const pageOffers = offersOfPage(page.url, allFacts);
  const detail = (fact: Fact) =>
    [fact.duration ? lowerFirst(fact.duration) : '', fact.price ? priceText(fact.price) : '']
      .filter(Boolean)
      .join(', ');
  const listed = pageOffers.map((fact) => `${nameOf(fact, false)} (${detail(fact)})`);
  const pageText = listed.length
    ? `our ${page.title} page, with ${listText(listed)}`
    : `our ${page.title} page`;
  const offerName = offer.kind === 'package' ? `${nameOf(offer, false)} package` : offer.title;
  return answer(
    `There are two: ${pageText}; and ${offerName} on our ${offer.pageTitle} page (${detail(offer)}). Which one would you like to know more about?`,
    [page, ...pageOffers, offer],
  );
}

/** The places a fact is found by, besides its name: its page's title and its keywords. */
function placesOf(fact: Fact): string[] {
  return [...wordsOf(fact.pageTitle), ...(fact.keywords ?? []).flatMap(wordsOf)];
}

/**
 * "Are transfers included?" or "do they include transfers?" after an answer about packages:
 * whether those packages include it, and when they do not, what the agency sells by that name
 * (the transfers themselves), rather than the inclusions of the transfers.
 */
function includedInPrevious(input: ComposeInput, intents: Set<Intent>): AssistantAnswer | null {
  if (!intents.has('inclusions') || intents.has('price') || intents.has('duration')) return null;
  const { retrieval, allFacts, history } = input;
  const { analysis } = retrieval;
  const previousIds = previousFactIds(history);
  const previous = allFacts.filter((fact) => previousIds.has(fact.id) && fact.inclusions?.length);
  if (previous.length === 0) return null;
  // A question that names something of its own is about that ("does the Luxury Escape include...").
  const candidates = retrieval.facts.slice(0, 5);
  if (candidates.some((fact) => !previousIds.has(fact.id) && isNamed(fact, analysis))) return null;
  const own = previous.flatMap((fact) => [...wordsOf(fact.title), ...wordsOf(fact.pageTitle)]);
  const asked = analysis.subjectWords.filter((word) => !own.some((known) => sameWord(word, known)));
  if (asked.length === 0) return null;
  const holds = (item: string) => asked.every((word) => wordsOf(item).some((part) => sameWord(word, part)));
  const including = previous.filter((fact) => fact.inclusions!.some(holds));
  if (including.length > 0) {
    const sentences = including.map((fact) => inclusionsSentence(fact, analysis, allFacts)).filter(Boolean);
    const others = previous.filter((fact) => !including.includes(fact));
    const rest = others.length
      ? ` ${listText(others.map((fact) => nameOf(fact, false)))} ${others.length === 1 ? 'does' : 'do'} not list it.`
      : '';
    return answer(`${sentences.join(' ')}${rest}`.trim(), including);
  }
  const sold = retrieval.scored
    .filter(
      (item) =>
        OFFER_KINDS.has(item.fact.kind) &&
        item.fact.price &&
        !previousIds.has(item.fact.id) &&
        asked.some((word) => wordsOf(item.fact.title).some((part) => sameWord(word, part))),
    )
    .map((item) => item.fact);
  // With the others of the page that sells it, the question found: the cruise port shuttles too.
  const pages = new Set(sold.map((fact) => fact.url));
  const alongside = retrieval.scored
    .map((item) => item.fact)
    .filter(
      (fact) => pages.has(fact.url) && fact.price && OFFER_KINDS.has(fact.kind) && !sold.includes(fact),
    );
  const offered = [...sold, ...alongside].slice(0, 2);
  const named = listText(previous.map((fact) => nameOf(fact, false)));
  const verb = previous.length === 1 ? 'does' : 'do';
  const lead = `${named.charAt(0).toUpperCase()}${named.slice(1)} ${verb} not include ${asked.join(' ')}.`;
  if (offered.length === 0) return answer(lead, previous);
  const offers = offered.map((fact) => `${fact.title} ${priceText(fact.price!)}`);
  return answer(`${lead} We arrange them separately: ${offers.join('; ')}.`, offered);
}

function podcastAnswer(allFacts: readonly Fact[]): AssistantAnswer | null {
  const show = allFacts.find((fact) => fact.kind === 'podcast');
  const latest = allFacts.find((fact) => fact.kind === 'episode');
  if (!show) return null;
  const newest = latest ? ` The latest episode is "${latest.title}".` : '';
  return answer(`${summaryOf(show)}${newest}`, latest ? [show, latest] : [show]);
}

function latestPostsAnswer(allFacts: readonly Fact[]): AssistantAnswer | null {
  const posts = allFacts.filter((fact) => fact.kind === 'post').slice(0, 3);
  if (posts.length === 0) return null;
  return answer(`Our latest blog posts: ${posts.map((post) => `"${post.title}"`).join('; ')}.`, posts);
}

/**
 * "What about for a family of four?" when what it found says nothing about prices: the same
 * question about the facts of the last answer.
 */
function previousSubjectAnswer(input: ComposeInput, intents: Set<Intent>): AssistantAnswer | null {
  if (!continuesPrevious(input.question) || input.retrieval.outcome === 'follow-up') return null;
  const previous = previousFactIds(input.history);
  const facts = input.allFacts.filter((fact) => previous.has(fact.id));
  if (facts.length === 0) return null;
  const retrieval: Retrieval = {
    ...input.retrieval,
    outcome: 'follow-up',
    facts,
    scored: facts.map((fact) => ({ fact, score: 0, matchedWords: [] })),
  };
  return subjectAnswer({ ...input, retrieval }, intents);
}

/** The intents of the question, borrowing the last question's when it only continues it. */
function intentsOf(input: ComposeInput): Set<Intent> {
  const intents = detectIntents(input.question);
  const borrows = continuesPrevious(input.question) || input.retrieval.outcome === 'follow-up';
  if (!borrows || SUBJECT_INTENTS.some((intent) => intents.has(intent))) return intents;
  const lastQuestion = [...input.history].reverse().find((turn) => turn.role === 'user');
  if (!lastQuestion) return intents;
  for (const intent of detectIntents(lastQuestion.content)) {
    if (SUBJECT_INTENTS.includes(intent)) intents.add(intent);
  }
  return intents;
}

export function compose(input: ComposeInput): AssistantAnswer {
  const { retrieval, allFacts } = input;
  const intents = intentsOf(input);
  const subjectless = retrieval.analysis.subjectWords.length === 0 && retrieval.outcome !== 'follow-up';
  const top = retrieval.facts[0];

  if (intents.has('person')) return handoffAnswer(allFacts);
  if (retrieval.outcome === 'unknown-subject') return unknownAnswer();
  const names = (kinds: ReadonlySet<FactKind>) =>
    retrieval.facts.slice(0, 5).some((fact) => kinds.has(fact.kind) && isNamed(fact, retrieval.analysis));
  // How to get a quote, unless it names what to quote ("a quote for the Romantic Getaway").
  if (intents.has('quote') && !names(OFFER_KINDS)) {
    // "Can I get a quote for it?" after a package: booking that package.
    const about =
      retrieval.outcome === 'follow-up' && retrieval.facts.some((fact) => OFFER_KINDS.has(fact.kind));
    return about ? readyAnswer(input, intents) : quoteAnswer(allFacts);
  }
  if (intents.has('group-pricing') && !names(NAMEABLE_KINDS)) {
    const group = groupPricingAnswer(allFacts);
    if (group) return group;
  }

  if (subjectless) {
    if (intents.has('ready-to-book')) return readyAnswer(input, intents);
    const agency = agencyAnswer(intents, allFacts);
    if (agency) return agency;
    if (intents.has('how-to-book')) return bookingAnswer(allFacts, null);
    if (intents.has('cruise-lines')) return cruiseLinesAnswer(input) ?? unknownAnswer();
    const ranked = superlative(
      allFacts.filter((fact) => fact.kind === 'package'),
      intents,
      retrieval.analysis,
      allFacts,
    );
    if (ranked) return ranked;
    if (intents.has('price')) return priceOverview(allFacts);
    if (intents.has('list')) return servicesOverview(allFacts) ?? unknownAnswer();
    if (intents.has('thanks') || intents.has('goodbye')) {
      return answer(`You're welcome! If anything else comes up, I'm here, or call us at ${brand.phone}.`, []);
    }
    if (intents.has('greeting') || retrieval.outcome === 'nothing-asked') {
      return answer(
        `Hi! I'm ${brand.assistantName}, ${brand.name}'s travel assistant. Ask me about our packages and prices, cruises, transfers, or how to book.`,
        [],
      );
    }
  }

  if (!top) return unknownAnswer();

  if (intents.has('hours') || intents.has('contact')) {
    // The agency's hours and numbers, not a theme park's opening times.
    if (AGENCY_KINDS.has(top.kind)) return agencyAnswer(intents, allFacts) ?? answer(describe(top), [top]);
    if (!SUBJECT_INTENTS.some((intent) => intents.has(intent))) return unknownAnswer();
  }
  if (intents.has('ready-to-book')) return readyAnswer(input, intents);
  if (intents.has('how-to-book')) {
    const transfer = retrieval.facts.slice(0, 3).find((fact) => fact.kind === 'transfer');
    const named = retrieval.facts
      .slice(0, 3)
      .find((fact) => OFFER_KINDS.has(fact.kind) && isNamed(fact, retrieval.analysis));
    return bookingAnswer(allFacts, transfer ?? named ?? null);
  }
  if (intents.has('cruise-lines')) {
    const lines = cruiseLinesAnswer(input);
    if (lines) return lines;
  }
  if (top.kind === 'podcast' || top.kind === 'episode') {
    if (!intents.has('latest') && top.kind === 'episode') return answer(describe(top), [top]);
    const podcast = podcastAnswer(allFacts);
    if (podcast) return podcast;
  }
  if (
    intents.has('latest') &&
    retrieval.analysis.subjectWords.some((word) => /^(blog|posts?|articles?)$/.test(word))
  ) {
    const posts = latestPostsAnswer(allFacts);
    if (posts) return posts;
  }
  if (intents.has('compare')) {
    const compared = compareAnswer(input);
    if (compared) return compared;
  }
  if (intents.has('cruise-types')) {
    const types = allFacts.filter((fact) => fact.kind === 'cruise-type');
    if (types.length > 0)
      return answer(`We plan ${listText(types.map((fact) => fact.title))} cruises.`, types);
  }
  const sameName = sameNameAnswer(input);
  if (sameName) return sameName;
  const included = includedInPrevious(input, intents);
  if (included) return included;
  if (SUBJECT_INTENTS.some((intent) => intents.has(intent))) {
    const subject = subjectAnswer(input, intents) ?? previousSubjectAnswer(input, intents);
    if (subject) return subject;
    // "How much is it?" about a page that sells nothing itself: how prices work here.
    if (intents.has('price') && retrieval.outcome === 'follow-up') return priceOverview(allFacts);
    return unknownAnswer();
  }
  return describeBest(retrieval);
}

/** Kinds that say what the agency sells or does, preferred over an article that says as much. */
const CATALOGUE_KINDS: ReadonlySet<FactKind> = new Set([
  ...OFFER_KINDS,
  ...PAGE_KINDS,
  'cruise-line',
  'cruise-type',
  'hotel-sample',
  'flight-sample',
]);

/**
 * The best match, described; a catalogue fact matching as much of the question wins over a
 * post, episode or checklist ranked above it, which is then linked as further reading.
 */
function describeBest(retrieval: Retrieval): AssistantAnswer {
  // A sample hotel or flight answers only a question about hotels or flights, not "can I cancel?".
  const [first, ...rest] = retrieval.scored.filter(
    (item) => !SAMPLE_KINDS.has(item.fact.kind) || refersToSample(item.fact, retrieval.analysis),
  );
  if (!first) return unknownAnswer();
  if (PAGE_KINDS.has(first.fact.kind)) {
    // "The Mediterranean cruise": the page's Mediterranean Grand, named by a word of its own.
    const pageWords = wordsOf(first.fact.title);
    const own = rest
      .slice(0, 6)
      .find(
        (item) =>
          OFFER_KINDS.has(item.fact.kind) &&
          item.fact.url === first.fact.url &&
          item.matchedWords.length >= first.matchedWords.length &&
          retrieval.analysis.subjectWords.some(
            (word) =>
              wordsOf(item.fact.title).some((part) => sameWord(word, part)) &&
              !pageWords.some((part) => sameWord(word, part)),
          ),
      );
    if (own) return answer(describe(own.fact), [own.fact]);
  }
  const detail = detailSentence(first.fact, retrieval.analysis);
  if (detail) return answer(detail, [first.fact]);
  if (CATALOGUE_KINDS.has(first.fact.kind) || retrieval.analysis.subjectWords.length === 0) {
    return answer(describe(first.fact), [first.fact]);
  }
  const better = rest
    .slice(0, 3)
    .find(
      (item) => CATALOGUE_KINDS.has(item.fact.kind) && item.matchedWords.length >= first.matchedWords.length,
    );
  if (!better) return answer(describe(first.fact), [first.fact]);
  return answer(describe(better.fact), [better.fact, first.fact]);
}
