/**
 * What a visitor asks for, as opposed to what about: a price, a length, what is included, the
 * hours, how to reach or book us, a list, a person. Read from the wording alone (the subject is
 * the retrieval's business), tolerant of a typo in the longer words ("pakages", "inclued").
 */
import { editDistance, normalize } from './language.ts';

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'person'
  | 'price'
  | 'duration'
  | 'inclusions'
  | 'hours'
  | 'contact'
  | 'how-to-book'
  | 'ready-to-book'
  | 'list'
  | 'cruise-lines'
  | 'cruise-types'
  | 'group-size'
  | 'compare'
  | 'cheapest'
  | 'most-expensive'
  | 'longest'
  | 'shortest'
  | 'latest'
  | 'quote'
  | 'group-pricing';

/** Intents that say what to tell about a subject: a follow-up without one borrows the last. */
export const SUBJECT_INTENTS: readonly Intent[] = [
  'price',
  'group-size',
  'duration',
  'inclusions',
  'list',
  'cheapest',
  'most-expensive',
  'longest',
  'shortest',
];

/** Words, each tolerated with one typo when it has six letters or more. */
const WORD_INTENTS: ReadonlyArray<[Intent, readonly string[]]> = [
  [
    'price',
    [
      'price',
      'prices',
      'pricing',
      'priced',
      'cost',
      'costs',
      'fee',
      'fees',
      'rate',
      'rates',
      'expensive',
      'cheap',
      'cheapest',
      'budget',
      'afford',
      'affordable',
    ],
  ],
  ['duration', ['duration', 'length', 'longest', 'shortest']],
  ['inclusions', ['include', 'includes', 'included', 'including', 'inclusions', 'features', 'amenities']],
  ['hours', ['hours', 'opening', 'closing']],
  ['contact', ['contact', 'phone', 'email', 'telephone', 'address', 'located', 'office']],
  [
    'list',
    ['packages', 'options', 'tours', 'trips', 'destinations', 'services', 'offers', 'offerings', 'deals'],
  ],
  ['cheapest', ['cheapest', 'cheaper', 'cheap', 'affordable']],
  ['most-expensive', ['priciest', 'dearest']],
  ['longest', ['longest', 'longer']],
  ['shortest', ['shortest', 'shorter', 'quickest']],
  ['latest', ['latest', 'newest', 'recent', 'new']],
  ['thanks', ['thanks', 'thank', 'thx', 'cheers', 'appreciate']],
];

/** Phrases, on the normalised text padded with spaces (apostrophes dropped: "what's" -> "whats"). */
const PHRASE_INTENTS: ReadonlyArray<[Intent, RegExp]> = [
  ['greeting', /^ (hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|bonjour|hola) /],
  ['goodbye', / (bye|goodbye|good bye|see you|thats all|that is all) /],
  ['price', / how much | \$\d| what does it cost /],
  ['duration', / how long | how many (days|nights|weeks) | (days|nights) (is|are|does) /],
  ['inclusions', / whats in | what is in | comes? with | what do (i|we|you) get /],
  [
    'hours',
    / (are|is) (you|it|the office) (open|closed) | when (are|is) (you|the office) open | open (on|today|now|at) /,
  ],
  [
    'contact',
    / (call|reach|email|write to|text) (you|your|the agency|someone|an agent) | (your|the) (number|phone) | where are you /,
  ],
  [
    'how-to-book',
    / how (do|can|would|should) (i|we|you) (book|reserve|make a booking|get started) | booking process | how to book | where (do|can) (i|we) book |^ (book|reserve|booking) (a|an) /,
  ],
  [
    'ready-to-book',
    / (want|wanna|like|love|ready|going|plan|planning|decided) to (book|reserve) | (book|reserve) (it|this|that|them|me|us|now) | sign (me|us) up | lets (do it|book) | ill take it | we ll take it | book the | (want|like|need|get|request) a quote /,
  ],
  [
    'list',
    / what (do|can) you (offer|have|sell|do|recommend) | (which|what) (cruises|packages|trips|tours|options|destinations|services|hotels|resorts|flights) | what are my options | whats available | what is available /,
  ],
  ['cruise-lines', / cruise lines? | (which|what) lines? | lines? do you /],
  ['cruise-types', / (kinds?|types?|sorts?) of cruises? | cruise (types|kinds) /],
  ['compare', / (difference|differences|compare|comparison|versus|vs) /],
  [
    'group-size',
    / how many (people|travellers|travelers|guests|persons|of us) | group size | (minimum|maximum) (group|number|size) /,
  ],
  ['cheapest', / least expensive | lowest price | best value | on a budget | costs? (the )?least /],
  ['most-expensive', / most expensive | priciest | most luxurious | top end /],
  [
    'quote',
    / (request|get|ask for|need|want|like|obtain|receive|start) (a |an |my |the |your )?(free |travel |trip )?quote | quote (request|form|page) | free consultation | consultations? (is |are |be )?free | (is|are) (the |your )?consultations? free | pay for (a |the |your )?consultation /,
  ],
];

/** A group's special pricing, asked about: "group discount", "how many people for group rates". */
const GROUP = / (group|groups) /;
const GROUP_PRICE =
  / (pricing|price|prices|rate|rates|discount|discounts|special|deal|deals|savings|cheaper|qualify|threshold) /;

/** Asking for a human being; "become an agent" is about careers, not a handoff. */
const PERSON =
  / (human|real person|live (agent|person|chat)|representative|customer service|speak to someone|talk to someone|someone to call me|call me back|callback) | (speak|talk|chat) (to|with) (a|an|the|your|real|someone|somebody|human|person|agent|agents|travel agent) | (agent|person|human) please /;

function padded(question: string): string {
  const words = normalize(question)
    .replace(/'/g, '')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
  return ` ${words} `;
}

function matchesWord(typed: string, word: string): boolean {
  if (typed === word) return true;
  // "package" is not a typo of "packages": one thing is not a list.
  if (word === `${typed}s` || typed === `${word}s`) return false;
  return typed.length >= 6 && word.length >= 6 && editDistance(typed, word, 1) <= 1;
}

/** Every intent the wording carries; a question may carry several ("how much and how long"). */
export function detectIntents(question: string): Set<Intent> {
  const text = padded(question);
  const words = text.trim().split(' ').filter(Boolean);
  const intents = new Set<Intent>();
  for (const [intent, list] of WORD_INTENTS) {
    if (words.some((typed) => list.some((word) => matchesWord(typed, word)))) intents.add(intent);
  }
  for (const [intent, pattern] of PHRASE_INTENTS) if (pattern.test(text)) intents.add(intent);
  if (PERSON.test(text) && !/ become an agent | agent portal /.test(text)) intents.add('person');
  if (GROUP.test(text) && GROUP_PRICE.test(text)) intents.add('group-pricing');
  // "Do we get a discount with 10 people?": a group, counted rather than named.
  const counted =
    / how many (people|travellers|travelers|guests|persons|of us) | (people|travellers|travelers|guests|persons) /;
  if (counted.test(text) && / (discount|discounts|special pricing|special price|special prices) /.test(text))
    intents.add('group-pricing');
  if (intents.has('cheapest') || intents.has('most-expensive') || budgetOf(question) !== null)
    intents.add('price');
  if (intents.has('longest') || intents.has('shortest')) intents.add('duration');
  // "Open" alone is the hours only when nothing else is asked ("is the game open to kids" is not).
  if (/ open /.test(text) && words.length <= 6 && !intents.has('hours')) intents.add('hours');
  return intents;
}

/**
 * The most a visitor wants to spend, in minor units, when the question says so ("under $2,000",
 * "less than 1500", "up to 3k"); null when it names no budget.
 */
export function budgetOf(question: string): number | null {
  const match =
    /\b(?:under|below|less than|up to|max(?:imum)?|within|at most|no more than|cheaper than)\s*\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/i.exec(
      question,
    );
  if (!match) return null;
  const amount = Number(match[1].replace(/,/g, '')) * (match[2] ? 1000 : 1);
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : null;
}

/** Whether the question continues the last one ("and for Orlando?", "what about the cruise?"). */
export function continuesPrevious(question: string): boolean {
  return /^ (and|also|what about|how about|same for|what of|ok and|okay and|then) /.test(padded(question));
}
