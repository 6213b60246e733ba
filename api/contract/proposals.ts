/**
 * Proposals on the wire: the schema the proposal form and the API share, with the exact
 * messages under each field and its defaults (accent #2563eb, footer the agency's legal
 * name). Money is integer minor units.
 */
import * as v from 'valibot';
import { brand } from './brand.ts';
import { Currency, OptionalText } from './agentQuotes.ts';
import { OptionalCalendarDay } from './dates.ts';
import type { ItineraryDto } from './itineraries.ts';
import type { AcceptedDocument } from './proposalAcceptance.ts';
import { MAX_AMOUNT, amountTooLarge } from './money.ts';
import {
  MAX_PROPOSAL_CHARACTERS,
  MAX_PROPOSAL_LINES,
  printedSize,
  proposalLimitMessages,
} from './proposalLimits.ts';

export const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_TEMPLATES = ['standard', 'luxury', 'business', 'group', 'custom'] as const;
export type ProposalTemplate = (typeof PROPOSAL_TEMPLATES)[number];
export const PROPOSAL_DECISIONS = ['accept', 'decline'] as const;
export type ProposalDecision = (typeof PROPOSAL_DECISIONS)[number];

export const DEFAULT_ACCENT_COLOR = '#2563eb';

/** Only a draft is sent: a sent proposal's next version is a copy (Duplicate, New version). */
export function isSendableProposal(proposal: Record<string, unknown>): boolean {
  return proposal.status === 'draft';
}

export const proposalMessages = {
  titleRequired: 'Title is required',
  clientRequired: 'Client is required',
  templateInvalid: 'Template must be standard, luxury, business, group or custom',
  accentColorInvalid: 'Accent colour must be a hex colour such as #2563eb',
  travelersMin: 'Number of travelers must be at least 1',
  datesOrder: 'End date must be on or after the start date',
  decisionInvalid: 'Decision must be accept or decline',
  revisionInvalid: 'Revision must be the revision the proposal page was given',
  totalValueTooLarge: amountTooLarge('Total value'),
  logoInvalid: 'Logo must be an uploaded PNG or JPEG image, or a path on this site such as /images/logo.png',
  logoTooLarge: 'Logo image must be at most 256 KB',
  // Server answers.
  sendOnlyDraft: 'Only a draft proposal can be sent. Duplicate it to send a new version.',
  statusBySendingOnly: 'A proposal changes status only by being sent, or by the client answering it.',
  alreadyAnswered: 'This proposal has already been answered.',
  expired: 'This proposal has expired. Please contact your agent for an updated one.',
  publicNotFound: 'This proposal link is invalid or no longer available.',
  // Toasts.
  created: 'Proposal created successfully!',
  updated: 'Proposal updated successfully!',
  deleted: 'Proposal deleted successfully!',
  sent: 'Proposal sent successfully!',
} as const;

export interface ProposalBranding {
  companyLogo: string;
  accentColor: string;
  footerText: string;
}

export const defaultBranding: ProposalBranding = {
  companyLogo: '',
  accentColor: DEFAULT_ACCENT_COLOR,
  footerText: brand.legalName,
};

/** An uploaded logo of at most 256 KB, base64 in a data: URL (4 characters per 3 bytes). */
export const MAX_LOGO_BYTES = 256 * 1024;
const MAX_LOGO_CHARS = 350_000;

/** A path on this site ("/images/logo.png"): printable ASCII, never "//host" or "/\\host". */
const SITE_PATH = /^\/(?![/\\])[!-[\]-~]*$/;

/**
 * A logo the client's browser loads from nowhere but here: an uploaded PNG or JPEG (kept in the
 * proposal as a data: URL) or a path on this site. An outside address would tell its owner
 * when, and from where, the client opened the proposal page.
 */
export function isLogo(value: string): boolean {
  if (value === '') return true;
  if (/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/.test(value)) return true;
  return value.length <= 2000 && SITE_PATH.test(value);
}

const ShortText = (max: number, message = `Must be at most ${max} characters`) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, message));

const TextList = v.optional(
  v.pipe(
    v.array(ShortText(500)),
    v.transform((items) => items.filter((item) => item !== '')),
    v.maxLength(100, 'At most 100 items'),
  ),
  [],
);

const IdList = (message: string) =>
  v.optional(
    v.pipe(v.array(v.pipe(v.string(message), v.uuid(message))), v.maxLength(100, 'At most 100 items')),
    [],
  );

export const DayPlanInput = v.object({
  day: v.pipe(
    v.number('Day must be a number'),
    v.integer('Day must be a whole number'),
    v.minValue(1, 'Day must be at least 1'),
  ),
  title: v.optional(ShortText(200), ''),
  description: v.optional(ShortText(5000), ''),
  activities: v.optional(v.pipe(v.array(ShortText(300)), v.maxLength(50, 'At most 50 activities')), []),
});

export const CustomSectionInput = v.object({
  title: v.optional(ShortText(200), ''),
  content: v.optional(ShortText(20_000), ''),
  order: v.optional(v.pipe(v.number('Order must be a number'), v.integer('Order must be a whole number')), 0),
});

export const BrandingInput = v.pipe(
  v.optional(
    v.nullable(
      v.object({
        companyLogo: v.optional(
          v.nullable(
            v.pipe(
              ShortText(MAX_LOGO_CHARS, proposalMessages.logoTooLarge),
              v.check(isLogo, proposalMessages.logoInvalid),
            ),
          ),
          '',
        ),
        accentColor: v.optional(v.nullable(v.pipe(v.string(), v.trim())), ''),
        footerText: v.optional(v.nullable(ShortText(500)), ''),
      }),
    ),
    null,
  ),
  v.transform((input): ProposalBranding => ({
    companyLogo: input?.companyLogo || defaultBranding.companyLogo,
    accentColor: input?.accentColor || defaultBranding.accentColor,
    footerText: input?.footerText || defaultBranding.footerText,
  })),
  v.check((branding) => /^#[0-9a-fA-F]{6}$/.test(branding.accentColor), proposalMessages.accentColorInvalid),
);

export const ProposalInput = v.pipe(
  v.object({
    title: v.pipe(
      v.optional(v.nullable(v.string(proposalMessages.titleRequired)), ''),
      v.transform((value) => (value ?? '').trim()),
      v.nonEmpty(proposalMessages.titleRequired),
      v.maxLength(200, 'Title is too long'),
    ),
    clientId: v.pipe(
      v.optional(v.nullable(v.string(proposalMessages.clientRequired)), ''),
      v.transform((value) => value ?? ''),
      v.nonEmpty(proposalMessages.clientRequired),
      v.uuid(proposalMessages.clientRequired),
    ),
    quoteId: v.optional(v.nullable(v.pipe(v.string('Quote not found'), v.uuid('Quote not found'))), null),
    description: OptionalText(5000),
    template: v.optional(v.picklist(PROPOSAL_TEMPLATES, proposalMessages.templateInvalid), 'standard'),
    introduction: OptionalText(20_000),
    destinations: TextList,
    startDate: OptionalCalendarDay('Start date must be a date'),
    endDate: OptionalCalendarDay('End date must be a date'),
    numberOfTravelers: v.optional(
      v.nullable(
        v.pipe(
          v.number(proposalMessages.travelersMin),
          v.integer(proposalMessages.travelersMin),
          v.minValue(1, proposalMessages.travelersMin),
          v.maxValue(10_000, 'Number of travelers is too large'),
        ),
      ),
      null,
    ),
    detailedItinerary: v.optional(v.pipe(v.array(DayPlanInput), v.maxLength(366, 'At most 366 days')), []),
    inclusions: TextList,
    exclusions: TextList,
    includedQuotes: IdList('Quote not found'),
    includedItineraries: IdList('Itinerary not found'),
    customSections: v.optional(
      v.pipe(v.array(CustomSectionInput), v.maxLength(50, 'At most 50 sections')),
      [],
    ),
    terms: OptionalText(20_000),
    validUntil: OptionalCalendarDay('Valid until must be a date'),
    branding: BrandingInput,
    totalValue: v.optional(
      v.nullable(
        v.pipe(
          v.number('Total value must be a number'),
          v.integer('Total value must be a whole number of cents'),
          v.minValue(0, 'Total value must be positive'),
          v.maxValue(MAX_AMOUNT, proposalMessages.totalValueTooLarge),
        ),
      ),
      null,
    ),
    currency: Currency,
    notes: OptionalText(20_000),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => !input.startDate || !input.endDate || input.endDate >= input.startDate,
      proposalMessages.datesOrder,
    ),
    ['endDate'],
  ),
  // The document as a whole (proposalLimits.ts), once every field is within its own bound. The
  // message sits under the introduction, the first long text the form shows, so the agent sees it.
  v.forward(
    v.check(
      (input) => printedSize(input).characters <= MAX_PROPOSAL_CHARACTERS,
      (issue) => proposalLimitMessages.tooManyCharacters(printedSize(issue.input).characters),
    ),
    ['introduction'],
  ),
  v.forward(
    v.check(
      (input) => printedSize(input).lines <= MAX_PROPOSAL_LINES,
      (issue) => proposalLimitMessages.tooManyLines(printedSize(issue.input).lines),
    ),
    ['introduction'],
  ),
);
export type ProposalInput = v.InferOutput<typeof ProposalInput>;

export const ProposalResponseInput = v.object({
  decision: v.picklist(PROPOSAL_DECISIONS, proposalMessages.decisionInvalid),
  /** The version of the page the client answered on (the page's `revision`). */
  revision: v.optional(
    v.nullable(
      v.pipe(v.string(proposalMessages.revisionInvalid), v.maxLength(100, proposalMessages.revisionInvalid)),
    ),
    null,
  ),
});

export interface DayPlan {
  day: number;
  title: string;
  description: string;
  activities: string[];
}

export interface CustomSection {
  title: string;
  content: string;
  order: number;
}

/** A proposal as the agent's API answers it. */
export interface Proposal {
  id: string;
  clientId: string;
  agentId: string | null;
  quoteId: string | null;
  title: string;
  description: string | null;
  template: ProposalTemplate;
  introduction: string | null;
  destinations: string[];
  startDate: string | null;
  endDate: string | null;
  numberOfTravelers: number | null;
  detailedItinerary: DayPlan[];
  inclusions: string[];
  exclusions: string[];
  includedQuotes: string[];
  includedItineraries: string[];
  customSections: CustomSection[];
  terms: string | null;
  validUntil: string | null;
  branding: ProposalBranding;
  totalCost: number | null;
  totalValue: number | null;
  currency: string;
  status: ProposalStatus;
  notes: string | null;
  client: { firstName: string; lastName: string } | null;
  /** The client's link, once sent. */
  publicUrl: string | null;
  sentAt: string | null;
  viewedAt: string | null;
  respondedAt: string | null;
  /** When the client accepted it; its content is frozen from then on. */
  acceptedAt?: string | null;
  /** What the client accepted, as the PDF prints it (see proposalAcceptance.ts). */
  acceptedVersion?: AcceptedDocument | null;
  createdAt: string;
  updatedAt: string;
}

/** A quote as both proposal PDFs (server and device) print it. */
export interface ProposalPdfQuote {
  title: string;
  services: Array<{ name: string; price: number; quantity: number }>;
  subtotal: number;
  taxes: number;
  totalCost: number;
  currency: string;
}

/** An included itinerary as both proposal PDFs print it. */
export type ProposalPdfItinerary = Pick<
  ItineraryDto,
  'title' | 'description' | 'startDate' | 'endDate' | 'totalCost' | 'currency'
>;

/**
 * A json value read back as an object. Whatever wrote it, reading any of its fields by name
 * gives some value (undefined for one it lacks), which is all this promises.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text field of a stored value, or null when it holds anything else. */
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The one of `choices` the value is, or `fallback`: a stored enum read without trusting it. */
function oneOf<Choice extends string>(choices: readonly Choice[], value: unknown, fallback: Choice): Choice {
  return choices.find((choice) => choice === value) ?? fallback;
}

/**
 * The stored shapes of the json columns, as the form's schemas above write them (every field
 * filled in by their defaults): a value of any other shape reads as none.
 */
const StoredDayPlans = v.array(
  v.object({ day: v.number(), title: v.string(), description: v.string(), activities: v.array(v.string()) }),
);
const StoredCustomSections = v.array(v.object({ title: v.string(), content: v.string(), order: v.number() }));
const StoredTexts = v.array(v.string());

/** The stored branding's own texts; what it leaves out (or holds other than text) is absent. */
export function storedBranding(value: unknown): Partial<ProposalBranding> {
  if (!isRecord(value)) return {};
  const { companyLogo, accentColor, footerText } = value;
  return {
    ...(typeof companyLogo === 'string' ? { companyLogo } : {}),
    ...(typeof accentColor === 'string' ? { accentColor } : {}),
    ...(typeof footerText === 'string' ? { footerText } : {}),
  };
}

/** The stored branding, with the defaults for what it leaves empty. */
export function proposalBranding(value: unknown): ProposalBranding {
  const stored = storedBranding(value);
  return {
    companyLogo: stored.companyLogo || defaultBranding.companyLogo,
    accentColor: stored.accentColor || defaultBranding.accentColor,
    footerText: stored.footerText || defaultBranding.footerText,
  };
}

/** The stored day-by-day plan (none when it is not one). */
export function dayPlansOf(value: unknown): DayPlan[] {
  return v.is(StoredDayPlans, value) ? value : [];
}

/** A stored list of texts (destinations, inclusions, ids); none when it is not one. */
export function textsOf(value: unknown): string[] {
  return v.is(StoredTexts, value) ? value : [];
}

/** The custom sections in the order the agent gave them. */
export function sectionsInOrder(value: unknown): CustomSection[] {
  return [...(v.is(StoredCustomSections, value) ? value : [])].sort((a, b) => a.order - b.order);
}

/** What the server works out itself rather than reading from the stored content. */
type ProposalBookkeeping =
  | 'client'
  | 'publicUrl'
  | 'sentAt'
  | 'viewedAt'
  | 'respondedAt'
  | 'acceptedAt'
  | 'acceptedVersion'
  | 'createdAt'
  | 'updatedAt';

export type ProposalContent = Omit<Proposal, ProposalBookkeeping>;

/**
 * A stored proposal's content as the agent reads it, with the defaults for what it leaves out:
 * the server presents its rows by this and the device its records, so both show the same. A
 * device's record holds what it was last sent or saved, so every field is read by its shape.
 */
export function proposalContent(record: Readonly<Record<string, unknown>>): ProposalContent {
  const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
  return {
    id: String(record.id),
    clientId: String(record.clientId ?? ''),
    agentId: textOf(record.agentId),
    quoteId: textOf(record.quoteId),
    title: String(record.title ?? ''),
    description: textOf(record.description),
    template: oneOf(PROPOSAL_TEMPLATES, record.template, 'standard'),
    introduction: textOf(record.introduction),
    destinations: textsOf(record.destinations),
    startDate: textOf(record.startDate),
    endDate: textOf(record.endDate),
    numberOfTravelers: numberOf(record.numberOfTravelers),
    detailedItinerary: dayPlansOf(record.detailedItinerary),
    inclusions: textsOf(record.inclusions),
    exclusions: textsOf(record.exclusions),
    includedQuotes: textsOf(record.includedQuotes),
    includedItineraries: textsOf(record.includedItineraries),
    customSections: sectionsInOrder(record.customSections),
    terms: textOf(record.terms),
    validUntil: textOf(record.validUntil),
    branding: proposalBranding(record.branding),
    totalCost: numberOf(record.totalCost),
    totalValue: numberOf(record.totalValue),
    currency: textOf(record.currency) ?? 'USD',
    status: oneOf(PROPOSAL_STATUSES, record.status, 'draft'),
    notes: textOf(record.notes),
  };
}

/**
 * The content a copy takes over. What the server sets (agent, sending, the client's answer)
 * starts afresh; the copy is a new draft titled "<title> (Copy)".
 */
export const PROPOSAL_COPIED_FIELDS = [
  'clientId',
  'quoteId',
  'description',
  'template',
  'introduction',
  'destinations',
  'startDate',
  'endDate',
  'numberOfTravelers',
  'detailedItinerary',
  'inclusions',
  'exclusions',
  'includedQuotes',
  'includedItineraries',
  'customSections',
  'terms',
  'validUntil',
  'branding',
  'totalValue',
  'currency',
  'notes',
] as const;

type CopiedField = (typeof PROPOSAL_COPIED_FIELDS)[number];

/** What a copy reads: a typed row, or the device's record (whose fields are unknown). */
type CopySource = Readonly<Record<string, unknown>>;

/** The copied fields keep the source's types (a typed row's, or unknown for a loose record). */
export type ProposalCopy<Source extends CopySource> = {
  [Field in CopiedField]: Source[Field];
} & { title: string; status: 'draft' };

/** A copy of a stored proposal (a row or the device's record) as a new draft. */
export function proposalCopy<Source extends CopySource>(source: Source): ProposalCopy<Source> {
  // Field by field, so the type checks the copy names exactly PROPOSAL_COPIED_FIELDS.
  const copied = <Field extends CopiedField>(field: Field): Source[Field] => source[field];
  return {
    clientId: copied('clientId'),
    quoteId: copied('quoteId'),
    description: copied('description'),
    template: copied('template'),
    introduction: copied('introduction'),
    destinations: copied('destinations'),
    startDate: copied('startDate'),
    endDate: copied('endDate'),
    numberOfTravelers: copied('numberOfTravelers'),
    detailedItinerary: copied('detailedItinerary'),
    inclusions: copied('inclusions'),
    exclusions: copied('exclusions'),
    includedQuotes: copied('includedQuotes'),
    includedItineraries: copied('includedItineraries'),
    customSections: copied('customSections'),
    terms: copied('terms'),
    validUntil: copied('validUntil'),
    branding: copied('branding'),
    totalValue: copied('totalValue'),
    currency: copied('currency'),
    notes: copied('notes'),
    title: `${String(source.title ?? '')} (Copy)`,
    status: 'draft',
  };
}
