/**
 * How the assistant reads words: one normalisation, one tokenizer and one stemmer for the facts
 * it indexes and the questions it is asked, so "St. Lucia", "saint lucia" and "Lucia" meet, and
 * "packages", "package" and a typed "pakages" land on the same words. Pure functions, no I/O.
 */
import { stemmer } from 'stemmer';

/**
 * Lower case, accents dropped, curly quotes straightened, "&" read as "and", and the ways
 * visitors write the island ("St Lucia", "St. Lucia", "Ste Lucia") read as "saint lucia".
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/\bste?\.?\s+(?=lucia)/g, 'saint ')
    .replace(/\be-mail/g, 'email');
}

/**
 * The words of a text, normalised, apostrophes folded into the word ("what's" -> "whats"),
 * numbers left out: prices and day counts are answered from the facts' fields, and "$2,199"
 * read as words would only add noise ("2", "199") to every search.
 */
export function wordsOf(text: string): string[] {
  return normalize(text)
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word));
}

/** Words that carry no subject: dropped from the index and from questions alike. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or but nor of to in on at for from by with about as into onto over per via between
   is are was were be been being am do does did doing done have has had having
   i me my mine myself we us our ours you your yours it its itself this that these those they them their
   he him his she her hers there here what which who whom whose when where why how
   can could would should will shall may might must im id ive ill youre youve weve theyre
   whats wheres whens hows thats theres lets dont doesnt didnt isnt arent wasnt cant wont
   any some so if then than too very just also not no yes yeah all each every such own same
   up out off only again further once s t d ll re ve m o`.split(/\s+/),
);

/** The stem of a word (Porter): "prices" -> "price", "included" -> "includ". */
export function stem(word: string): string {
  return stemmer(word);
}

/** The index terms of one word: itself and its stem (the raw form keeps typos one edit away). */
export function termsOfWord(word: string): string[] {
  const lower = normalize(word).replace(/'/g, '');
  if (!lower || STOPWORDS.has(lower) || /^\d+$/.test(lower)) return [];
  const stemmed = stem(lower);
  return stemmed === lower ? [lower] : [lower, stemmed];
}

/** The largest typo a word may carry and still be that word: MiniSearch's fuzzy 0.2, from 4 letters. */
export function maxEdits(word: string): number {
  if (word.length < 4) return 0;
  return Math.min(2, Math.round(word.length * 0.2));
}

/** Levenshtein distance, giving up (returning limit + 1) once it is above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Whether a typed word is `word`, its stem, or a small typo of it. */
export function sameWord(typed: string, word: string): boolean {
  if (typed === word || stem(typed) === stem(word)) return true;
  const limit = Math.min(maxEdits(typed), maxEdits(word), 1);
  return limit > 0 && editDistance(typed, word, limit) <= limit;
}

// ---------------------------------------------------------------------------------------------
// Synonyms

/**
 * Ways of saying the same thing. A question that says one phrase of a group is also searched
 * for the others, so "how much is the shuttle" finds a fact that says "price" and "transfer".
 * `intent` groups name what is asked rather than what it is about: they are searched with a
 * smaller weight, because every package has a price and a length.
 */
interface SynonymGroup {
  phrases: readonly string[];
  intent?: boolean;
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  {
    phrases: ['price', 'prices', 'pricing', 'cost', 'costs', 'how much', 'fee', 'fees', 'rate', 'rates'],
    intent: true,
  },
  { phrases: ['long', 'duration', 'days', 'nights', 'length'], intent: true },
  { phrases: ['book', 'booking', 'reserve', 'reservation'], intent: true },
  {
    phrases: ['hours', 'open', 'opening times', 'opening hours', 'business hours', 'closed', 'close'],
    intent: true,
  },
  {
    phrases: ['contact', 'phone', 'call', 'email', 'reach', 'telephone', 'phone number'],
    intent: true,
  },
  { phrases: ['saint lucia', 'lucia', 'saint lucian'] },
  { phrases: ['disney', 'disney world', 'walt disney', 'magic kingdom', 'epcot'] },
  { phrases: ['orlando', 'central florida', 'kissimmee'] },
  {
    phrases: [
      'transfer',
      'transfers',
      'shuttle',
      'shuttles',
      'airport pickup',
      'pickup',
      'pick up',
      'pickups',
      'ride',
      'rides',
      'driver',
      'drivers',
      'chauffeur',
      'taxi',
      'transport',
      'transportation',
    ],
  },
  { phrases: ['cruise', 'cruises', 'cruising', 'ship', 'ships', 'sailing', 'sailings', 'sail'] },
  { phrases: ['podcast', 'podcasts', 'episode', 'episodes'] },
  { phrases: ['game', 'treasure hunt', 'treasure', 'treasures'] },
  { phrases: ['honeymoon', 'romantic', 'romance', 'couples', 'anniversary', 'couple'] },
  { phrases: ['kids', 'children', 'child', 'family', 'families', 'toddler', 'toddlers'] },
  { phrases: ['detox', 'wellness', 'spa', 'yoga', 'relaxing'] },
  {
    phrases: [
      'business',
      'corporate',
      'conference',
      'conferences',
      'convention',
      'conventions',
      'expo',
      'meetings',
    ],
  },
  { phrases: ['group', 'groups', 'reunion', 'friends'] },
  { phrases: ['discount', 'discounts', 'special pricing', 'deal', 'deals', 'savings'] },
  {
    phrases: ['checklist', 'checklists', 'packing list', 'what to pack', 'packing', 'pack', 'documents'],
  },
  { phrases: ['blog', 'article', 'articles', 'blog post', 'blog posts'] },
  { phrases: ['hotel', 'hotels', 'resort', 'resorts', 'accommodation', 'lodging'] },
  { phrases: ['flight', 'flights', 'fly', 'airfare', 'airfares', 'plane'] },
  { phrases: ['luxury', 'vip', 'upscale', 'five star'] },
  { phrases: ['adventure', 'adventurous', 'hiking', 'hike', 'zipline'] },
];

export interface SynonymMatch {
  /** The phrase as found in the question. */
  phrase: string;
  /** Every other phrase of its group, to search too. */
  expansions: readonly string[];
  intent: boolean;
}

/** The synonym groups a normalised question touches, by the phrase it used. */
export function synonymsIn(normalizedQuestion: string): SynonymMatch[] {
  const padded = ` ${normalizedQuestion.replace(/'/g, '').replace(/[^a-z0-9]+/g, ' ')} `;
  const found: SynonymMatch[] = [];
  for (const group of SYNONYM_GROUPS) {
    for (const phrase of group.phrases) {
      if (!padded.includes(` ${phrase} `)) continue;
      found.push({
        phrase,
        expansions: group.phrases.filter((other) => other !== phrase),
        intent: group.intent ?? false,
      });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Words that say what is asked, not what it is about

/**
 * Words that ask for something (a price, a length, the hours) or only carry the conversation
 * ("tell me", "looking for", "my wife"). They are searched, but a question is not judged on
 * them: "how much is the Tokyo trip" is about Tokyo, whatever it asks.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  `price prices pricing priced cost costs costing much fee fees rate rates charge charges expensive cheap cheapest
   budget pay paying dollars usd person people night nightly persons adult adults traveller travellers traveler travelers
   guest guests
   long longest shortest duration days day nights length last lasts week weeks
   include includes included including inclusions inclusion features feature get gets comes come contain contains
   hours hour open opening close closing closed time times today weekend weekends weekday weekdays
   monday tuesday wednesday thursday friday saturday sunday
   contact phone number call email mail reach address office located location telephone
   book booking reserve reservation reservations
   package packages option options offer offers offering available availability trip trips tour tours deal deals
   vacation vacations holiday holidays travel sell sells provide provides plan planning arrange organise organize
   tell know want wanted like love need needs looking look interested help info information details detail more
   please thanks thank hi hello hey great good ok okay sure best recommend recommendation suggest suggestion question
   ask else something anything one ones kind kinds type types sort go going get going visit visiting see
   latest new newest recent recently next upcoming fast quick quickly soon
   wife husband partner girlfriend boyfriend fiance fiancee mom dad mother father son daughter baby parents
   grandparents boss colleague colleagues coworker coworkers myself ourselves
   many big small nice cool fun happy list show give really work works working
   site website web page online app longer shorter cheaper bigger compare comparison difference
   sign signed great perfect awesome wonderful excellent ahead sounds
   under below above less cost least lowest highest maximum minimum max min quote estimate
   destination destinations place places somewhere spot idea ideas bye goodbye later cya
   most priciest pricey dearest also too well either
   two three four five six seven eight nine ten twelve dozen`.split(/\s+/),
);

/**
 * Words that usually introduce a place: an unknown word right after one ("flights to Tokyo",
 * "a car in Paris", "a visa for China") names somewhere the agency does not go.
 */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'to',
  'in',
  'for',
  'from',
  'near',
  'around',
  'at',
  'visit',
  'visiting',
  'into',
]);

/** Words skipped between a preposition and the place: "to the", "in my", "for our". */
export const PLACE_FILLERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'their']);
