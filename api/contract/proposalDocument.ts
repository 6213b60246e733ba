/**
 * What a proposal's PDF says, worked out once for the server and the device so both documents
 * read the same: the agency's logo (or name) in the proposal's accent colour, the title and its
 * facts, introduction, destinations, day-by-day itinerary, the included itineraries, inclusions
 * and exclusions, the quotes with their amounts, one total, custom sections, terms, the agency's
 * contact, validity and the footer.
 * Every figure and date is already written out; the renderer only lays the text on pages.
 */
import { brand } from './brand.ts';
import { formatMoney } from './money.ts';
import { formatDateRange, formatLongDate } from './dates.ts';
import { proposalLogo, type ProposalLogo } from './proposalLogo.ts';
import type { Proposal, ProposalPdfItinerary, ProposalPdfQuote } from './proposals.ts';

export type ProposalBlock =
  /** A section title in the accent colour. */
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; bold?: boolean; indent?: boolean; small?: boolean }
  | { kind: 'bullets'; items: string[] }
  /** The space that closes one entry of a list (a day, an itinerary, a quote). */
  | { kind: 'gap' }
  /** The proposal's total value, set apart in the accent colour. */
  | { kind: 'highlight'; text: string };

export interface ProposalDocument {
  /** The document's properties, as PDF readers list them. */
  info: { title: string; author: string; subject: string };
  accentColor: string;
  /** Drawn in the header when it is a sound image; otherwise `agencyName` is written there. */
  logo: ProposalLogo | null;
  agencyName: string;
  title: string;
  /** Client, dates and travellers under the title; empty when the proposal names none. */
  facts: string;
  blocks: ProposalBlock[];
  validity: string;
  /** Printed at the foot of every page, beside the page count. */
  footer: string;
}

const SEPARATOR = '   |   ';

function accentOf(value: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value : brand.accentColor;
}

export function proposalDocument(
  proposal: Proposal,
  quotes: ProposalPdfQuote[],
  itineraries: ProposalPdfItinerary[] = [],
): ProposalDocument {
  const blocks: ProposalBlock[] = [];
  const heading = (text: string) => blocks.push({ kind: 'heading', text });
  const text = (value: string, style: Omit<Extract<ProposalBlock, { kind: 'text' }>, 'kind' | 'text'> = {}) =>
    blocks.push({ kind: 'text', text: value, ...style });

  const introduction = proposal.introduction || proposal.description;
  if (introduction) {
    heading('Introduction');
    text(introduction);
  }
  if (proposal.destinations.length) {
    heading('Destinations');
    text(proposal.destinations.join(', '));
  }
  if (
    proposal.detailedItinerary.some(
      (day) => day.title?.trim() || day.description?.trim() || day.activities?.length,
    )
  ) {
    heading('Your itinerary, day by day');
    for (const day of [...proposal.detailedItinerary].sort((a, b) => a.day - b.day)) {
      // A day the agent left blank says nothing: no heading for it.
      if (!day.title?.trim() && !day.description?.trim() && !day.activities?.length) continue;
      text(day.title?.trim() ? `Day ${day.day}: ${day.title.trim()}` : `Day ${day.day}`, { bold: true });
      if (day.description) text(day.description);
      if (day.activities?.length) blocks.push({ kind: 'bullets', items: day.activities });
      blocks.push({ kind: 'gap' });
    }
  }
  if (itineraries.length) {
    heading('Itineraries');
    for (const itinerary of itineraries) {
      text(itinerary.title, { bold: true });
      const facts = [
        formatDateRange(itinerary.startDate, itinerary.endDate),
        itinerary.totalCost != null && `Estimated ${formatMoney(itinerary.totalCost, itinerary.currency)}`,
      ].filter(Boolean);
      if (facts.length) text(facts.join(SEPARATOR), { indent: true });
      if (itinerary.description) text(itinerary.description, { indent: true });
      blocks.push({ kind: 'gap' });
    }
  }
  if (proposal.inclusions.length) {
    heading("What's included");
    blocks.push({ kind: 'bullets', items: proposal.inclusions });
  }
  if (proposal.exclusions.length) {
    heading('Not included');
    blocks.push({ kind: 'bullets', items: proposal.exclusions });
  }
  if (quotes.length) {
    heading('Pricing');
    for (const quote of quotes) {
      const money = (amount: number) => formatMoney(amount, quote.currency);
      text(quote.title, { bold: true });
      for (const service of quote.services)
        text(`${service.name}  x${service.quantity}  ${money(service.price * service.quantity)}`, {
          indent: true,
        });
      text(`Subtotal ${money(quote.subtotal)}   Taxes ${money(quote.taxes)}`, { indent: true });
      text(`Quote amount ${money(quote.totalCost)}`, { bold: true, indent: true });
      blocks.push({ kind: 'gap' });
    }
  }
  // One total for the reader: the proposal's value, else what its quotes add up to (when they
  // share one currency); the quotes and itineraries above give amounts, never a second total.
  const quoteCurrencies = new Set(quotes.map((quote) => quote.currency));
  const total =
    proposal.totalValue != null
      ? formatMoney(proposal.totalValue, proposal.currency)
      : quotes.length && quoteCurrencies.size === 1
        ? formatMoney(
            quotes.reduce((sum, quote) => sum + quote.totalCost, 0),
            quotes[0].currency,
          )
        : null;
  if (total) blocks.push({ kind: 'highlight', text: `Total proposal value: ${total}` });
  for (const section of proposal.customSections) {
    heading(section.title);
    text(section.content);
  }
  if (proposal.terms) {
    heading('Terms and conditions');
    text(proposal.terms, { small: true });
  }
  heading('Contact us');
  const { address } = brand;
  text(`${brand.name}   |   ${brand.phone}   |   ${brand.email}`);
  text(`${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}`);

  const client = proposal.client ? `${proposal.client.firstName} ${proposal.client.lastName}` : null;
  const travelers = proposal.numberOfTravelers;
  return {
    info: { title: proposal.title, author: brand.name, subject: 'Travel proposal' },
    accentColor: accentOf(proposal.branding.accentColor),
    logo: proposalLogo(proposal.branding.companyLogo),
    agencyName: brand.name,
    title: proposal.title,
    facts: [
      client && `Prepared for ${client}`,
      formatDateRange(proposal.startDate, proposal.endDate),
      travelers && `${travelers} traveler${travelers === 1 ? '' : 's'}`,
    ]
      .filter(Boolean)
      .join(SEPARATOR),
    blocks,
    validity: proposal.validUntil
      ? `This proposal is valid until ${formatLongDate(proposal.validUntil)}.`
      : 'This proposal has no expiration date.',
    footer: proposal.branding.footerText || brand.legalName,
  };
}
