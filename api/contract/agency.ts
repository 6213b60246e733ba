/**
 * The agency's particulars that belong to one installation rather than to the product: its
 * street address, phone, opening hours and Florida Seller of Travel registration. The server
 * reads them from its configuration (api/config.ts) and the public pages show them (the footer,
 * the structured data). Parsed and written the same way on the server and in the browser.
 */

export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** schema.org's two-letter day codes ("Mo-Fr 09:00-18:00"), in WEEK_DAYS' order. */
const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

export interface PostalAddress {
  streetAddress: string;
  locality: string;
  /** The state's two-letter code. */
  region: string;
  postalCode: string;
  country: 'US';
}

/** One line of opening hours: these days, from `opens` to `closes` (24-hour "HH:MM", local time). */
export interface OpeningHoursRule {
  days: WeekDay[];
  opens: string;
  closes: string;
}

export interface AgencyDetails {
  address: PostalAddress;
  /** As people read it ("+1 (407) 555-0142"). */
  phone: string;
  openingHours: OpeningHoursRule[];
  /** Florida requires sellers of travel to print it in their advertising ("ST12345"). */
  sellerOfTravelNumber: string;
}

// ---------------------------------------------------------------------------------------------
// Reading the configuration's text

const US_ADDRESS = /^(.+),\s*([^,]+),\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/** "7380 Sand Lake Rd, Suite 500, Orlando, FL 32819": street (commas allowed), city, state and ZIP. */
export function parseUsAddress(text: string): PostalAddress | null {
  const match = US_ADDRESS.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, streetAddress, locality, region, postalCode] = match;
  return {
    streetAddress: streetAddress.trim(),
    locality: locality.trim(),
    region: region.toUpperCase(),
    postalCode,
    country: 'US',
  };
}

const PHONE = /^\+?[0-9 ().-]+$/;

/** A phone number people can read and a device can dial: digits with spaces, dots, dashes, brackets. */
export function parsePhone(text: string): string | null {
  const phone = text.trim().replace(/\s+/g, ' ');
  const digits = phone.replace(/\D/g, '').length;
  return PHONE.test(phone) && digits >= 10 && digits <= 15 ? phone : null;
}

/** The phone as a tel: link; a 10-digit number without a country code is a US one. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const RULE = /^([A-Za-z,-]+)\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/;

function dayIndex(code: string): number {
  return DAY_CODES.findIndex((day) => day.toLowerCase() === code.toLowerCase());
}

/** "Mo-Fr", "Sa", "Mo,We,Fr" as days of the week, or null. */
function parseDays(text: string): WeekDay[] | null {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [from, to = from, extra] = part.split('-');
    const start = dayIndex(from);
    const end = dayIndex(to);
    if (extra !== undefined || start < 0 || end < start) return null;
    for (let day = start; day <= end; day += 1) days.add(day);
  }
  return [...days].sort((a, b) => a - b).map((day) => WEEK_DAYS[day]);
}

/**
 * schema.org's openingHours text, rules separated by semicolons: "Mo-Fr 09:00-18:00; Sa
 * 10:00-16:00". Null when any rule is not of that form or closes before it opens.
 */
export function parseOpeningHours(text: string): OpeningHoursRule[] | null {
  const rules = text
    .split(';')
    .map((rule) => rule.trim())
    .filter(Boolean);
  if (rules.length === 0) return null;
  const parsed: OpeningHoursRule[] = [];
  for (const rule of rules) {
    const match = RULE.exec(rule.replace(/\s+/g, ' '));
    if (!match) return null;
    const [, dayText, opens, closes] = match;
    const days = parseDays(dayText);
    if (!days || !TIME.test(opens) || !TIME.test(closes) || closes <= opens) return null;
    parsed.push({ days, opens, closes });
  }
  return parsed;
}

const SELLER_OF_TRAVEL = /^ST[- ]?\d{3,7}$/i;

/** Florida's registration numbers read "ST" and digits ("ST12345", sometimes "ST-12345"). */
export function parseSellerOfTravelNumber(text: string): string | null {
  const number = text.trim().toUpperCase();
  return SELLER_OF_TRAVEL.test(number) ? number : null;
}

// ---------------------------------------------------------------------------------------------
// Writing it for people and for search engines

/** The address in two lines: the street, then "City, ST 12345". */
export function addressLines(address: PostalAddress): [string, string] {
  return [address.streetAddress, `${address.locality}, ${address.region} ${address.postalCode}`];
}

/** "9:00 AM" from "09:00". */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours % 24 < 12 ? 'AM' : 'PM'}`;
}

/** "Monday-Friday", "Saturday", "Monday, Wednesday-Friday": runs of days as ranges. */
export function dayRange(days: readonly WeekDay[]): string {
  const indexes = days.map((day) => WEEK_DAYS.indexOf(day)).sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const index of indexes) {
    const last = runs.at(-1);
    if (last && index === last[1] + 1) last[1] = index;
    else runs.push([index, index]);
  }
  return runs
    .map(([start, end]) => (start === end ? WEEK_DAYS[start] : `${WEEK_DAYS[start]}-${WEEK_DAYS[end]}`))
    .join(', ');
}

/** One line per rule, as the contact page words them: "Monday-Friday 9:00 AM-6:00 PM". */
export function openingHoursLines(rules: readonly OpeningHoursRule[]): string[] {
  return rules.map((rule) => `${dayRange(rule.days)} ${clockTime(rule.opens)}-${clockTime(rule.closes)}`);
}

/** schema.org's openingHours strings: "Mo-Fr 09:00-18:00". */
export function schemaOpeningHours(rules: readonly OpeningHoursRule[]): string[] {
  return rules.map((rule) => {
    const codes = dayRange(rule.days).replace(
      /Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/g,
      (day) => DAY_CODES[WEEK_DAYS.indexOf(day as WeekDay)],
    );
    return `${codes.replace(/, /g, ',')} ${rule.opens}-${rule.closes}`;
  });
}

/** What the footer prints, in the wording Florida's statute asks of advertising. */
export function sellerOfTravelLabel(number: string): string {
  return `Florida Seller of Travel Reg. No. ${number}`;
}

/**
 * Where the agency keeps its calendar: "the trip has ended" and the hours mean its days. The
 * agency is in Central Florida, on Eastern time.
 */
export const AGENCY_TIME_ZONE = 'America/New_York';

// Made on first use: a module-level formatter would ride along into every page that imports this file.
let agencyDayFormat: Intl.DateTimeFormat | undefined;

/** The agency's calendar day at `now`, "YYYY-MM-DD". */
export function agencyToday(now: Date): string {
  agencyDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return agencyDayFormat.format(now);
}
