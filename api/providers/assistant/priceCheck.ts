/**
 * The language model's reply is checked against the catalogue before a visitor sees it: a price
 * or a trip length the agency never stated is the one mistake that costs it money or trust, so
 * any such figure sends the question to the local composer instead. The reading is deliberately
 * narrow (currency figures and digits followed by a unit of time): clock times, phone numbers,
 * group sizes and years are left alone, so a correct reply is not thrown away for them.
 */
import type { MinorUnits } from '@contract/money.ts';
import type { Fact } from './types.ts';

/** A figure as a reply or a fact states it; a single figure has `min === max`. */
interface Figure<Unit extends string> {
  /** As written, for the reason logged ("$999", "12 days"). */
  text: string;
  unit: Unit;
  min: number;
  max: number;
}

type Currency = 'USD' | 'EUR' | 'GBP' | 'XCD';
type TimeUnit = 'day' | 'night' | 'hour';

/** 2,199 / 2199 / 2199.5 / 2,199.00, never the start of a longer number. */
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![.,]?\d)`;
/** "$1.2k": a reply may shorten thousands. The \b keeps "$50 kids" from reading as $50,000. */
const THOUSANDS = String.raw`(\s?k\b)?`;
/**
 * Before the amount. EC$ comes before $ so the Eastern Caribbean dollar (Saint Lucia's) is not
 * read as a US dollar.
 */
const SYMBOL = String.raw`(EC\$|US\$|\$|€|£|(?:XCD|USD|EUR|GBP)(?![a-z]))`;
/** After the amount. "pounds" is left out: it is as often luggage weight as money. */
const SUFFIX = String.raw`(USD|US dollars?|dollars?|bucks|EUR|euros?|GBP|XCD)\b`;
/** Between the two ends of a range: "$50-$199", "$50–199", "$50 to $199". */
const RANGE_JOIN = String.raw`\s?(?:-|–|—|to\b)\s?`;
const TIME_UNIT = String.raw`(?:days?|nights?|hours?|hrs?|weeks?)\b`;

/**
 * "$2,199", "US$ 50", "$1.2k", and ranges whose second end may drop the symbol ("$50-199"),
 * unless that second number is a count of something else ("$50 - 7 days", "$50-60%").
 */
const PREFIXED_MONEY = new RegExp(
  `${SYMBOL}\\s?${AMOUNT}${THOUSANDS}` +
    `(?:${RANGE_JOIN}${SYMBOL}?\\s?${AMOUNT}${THOUSANDS}(?!\\s?(?:%|${TIME_UNIT})))?`,
  'gi',
);
/** "50 dollars", "2,199 USD": not glued to a figure already read. */
const SUFFIXED_MONEY = new RegExp(`(?<![\\d.,])${AMOUNT}${THOUSANDS}\\s?${SUFFIX}`, 'gi');
/**
 * "7 days", "5-7 days", "60 to 90 days", "7-day", "10 nights", "3 hours". Not after a colon,
 * so "9:00 hours" style times are not durations; a week is read as seven days.
 */
const DURATION = new RegExp(
  `(?<![\\d.,:])(\\d+)(?:${RANGE_JOIN}(\\d+))?(?:\\s?-\\s?|\\s)?(${TIME_UNIT})`,
  'gi',
);

function currencyOf(symbol: string): Currency {
  const word = symbol.trim().toLowerCase();
  if (word === 'ec$' || word === 'xcd') return 'XCD';
  if (word === '€' || word === 'eur' || word.startsWith('euro')) return 'EUR';
  if (word === '£' || word === 'gbp') return 'GBP';
  return 'USD';
}

/** "2,199.5" with "k" or not -> minor units (219_950). */
function minorUnits(amount: string, thousands: string | undefined): MinorUnits {
  const value = Number(amount.replace(/,/g, '')) * (thousands ? 1000 : 1);
  return Math.round(value * 100);
}

/** The same length of spaces: later patterns skip what an earlier one read, at the same offsets. */
function blank(text: string, start: number, length: number): string {
  return text.slice(0, start) + ' '.repeat(length) + text.slice(start + length);
}

/**
 * Every money figure and every duration in a text. Money is read first and blanked out, so the
 * second end of "$50-$199" or the "7" of "$50 for 7 days" is never read twice.
 */
function figuresIn(text: string): { money: Figure<Currency>[]; durations: Figure<TimeUnit>[] } {
  const money: Figure<Currency>[] = [];
  let rest = text;

  for (const match of text.matchAll(PREFIXED_MONEY)) {
    const [whole, symbol, amount, thousands, secondSymbol, secondAmount, secondThousands] = match;
    const unit = currencyOf(symbol);
    const first = minorUnits(amount, thousands);
    const trimmed = whole.trim();
    if (secondAmount === undefined) {
      money.push({ text: trimmed, unit, min: first, max: first });
    } else {
      // "$1-2k" means $1,000 to $2,000: a thousands mark on the second end covers both.
      const second = minorUnits(secondAmount, secondThousands);
      const firstScaled = !thousands && secondThousands ? minorUnits(amount, secondThousands) : first;
      const secondUnit = secondSymbol ? currencyOf(secondSymbol) : unit;
      money.push({ text: trimmed, unit, min: firstScaled, max: firstScaled });
      money.push({ text: trimmed, unit: secondUnit, min: second, max: second });
    }
    rest = blank(rest, match.index, whole.length);
  }

  for (const match of rest.matchAll(SUFFIXED_MONEY)) {
    const [whole, amount, thousands, suffix] = match;
    const value = minorUnits(amount, thousands);
    money.push({ text: whole.trim(), unit: currencyOf(suffix), min: value, max: value });
    rest = blank(rest, match.index, whole.length);
  }

  const durations: Figure<TimeUnit>[] = [];
  for (const match of rest.matchAll(DURATION)) {
    const [whole, from, to, unitWord] = match;
    const word = unitWord.toLowerCase();
    const weeks = word.startsWith('week');
    const unit: TimeUnit =
      weeks || word.startsWith('day') ? 'day' : word.startsWith('night') ? 'night' : 'hour';
    const scale = weeks ? 7 : 1;
    const min = Number(from) * scale;
    const max = to === undefined ? min : Number(to) * scale;
    durations.push({ text: whole.trim(), unit, min, max });
  }

  return { money, durations };
}

/** Everything a fact writes, where a figure could be stated. */
function factTexts(fact: Fact): string[] {
  return [fact.title, fact.text, fact.duration ?? '', ...(fact.inclusions ?? [])];
}

/**
 * A stated figure supports a claimed one when both say the same thing, or when the claim is one
 * end of a stated range ("7 days" for a "5-7 days" package: the page says it can be 7 days).
 * A value inside a range ("6 days") is not stated by the page, so it is not supported.
 */
function supports<Unit extends string>(stated: Figure<Unit>, claimed: Figure<Unit>): boolean {
  if (stated.unit !== claimed.unit) return false;
  if (stated.min === claimed.min && stated.max === claimed.max) return true;
  return claimed.min === claimed.max && (claimed.min === stated.min || claimed.min === stated.max);
}

/**
 * The money amounts and durations a reply states that no fact of the catalogue states, as the
 * reply writes them, each once, in reading order. Empty when every figure is the catalogue's.
 */
export function unsupportedClaims(reply: string, facts: readonly Fact[]): string[] {
  const statedMoney: Figure<Currency>[] = [];
  const statedDurations: Figure<TimeUnit>[] = [];
  for (const fact of facts) {
    if (fact.price) {
      const { amount } = fact.price;
      // Catalogue prices are the agency's own, in US dollars (formatMoney's default).
      statedMoney.push({ text: '', unit: 'USD', min: amount, max: amount });
    }
    for (const text of factTexts(fact)) {
      const figures = figuresIn(text);
      statedMoney.push(...figures.money);
      statedDurations.push(...figures.durations);
    }
  }

  const claimed = figuresIn(reply);
  const unsupported = new Set<string>();
  for (const figure of claimed.money) {
    if (!statedMoney.some((stated) => supports(stated, figure))) unsupported.add(figure.text);
  }
  for (const figure of claimed.durations) {
    if (!statedDurations.some((stated) => supports(stated, figure))) unsupported.add(figure.text);
  }
  return [...unsupported].sort((a, b) => reply.indexOf(a) - reply.indexOf(b));
}
