import {
  DEFAULT_ACCENT_COLOR,
  defaultBranding,
  type Proposal,
  type ProposalTemplate,
} from '@contract/proposals';
import { fromMinorUnits, toMinorUnits } from '@contract/money';
import type { PreviewContent } from '@pwa/components/ProposalPreview';
import type { QuoteSummary } from './api';

export interface DayRow {
  key: number;
  day: number;
  title: string;
  description: string;
  activities: string;
}

export interface SectionRow {
  key: number;
  title: string;
  content: string;
}

/** The dialog's state: lists are typed one item per line, money in dollars. */
export interface ProposalDraft {
  title: string;
  clientId: string;
  template: ProposalTemplate;
  introduction: string;
  destinations: string;
  startDate: string;
  endDate: string;
  numberOfTravelers: number | null;
  days: DayRow[];
  inclusions: string;
  exclusions: string;
  includedQuotes: string[];
  includedItineraries: string[];
  sections: SectionRow[];
  terms: string;
  validUntil: string;
  totalValue: number | null;
  companyLogo: string;
  accentColor: string;
  footerText: string;
}

export type SetProposalField = <K extends keyof ProposalDraft>(key: K, value: ProposalDraft[K]) => void;

/** What each dialog tab receives. */
export interface DraftTabProps {
  draft: ProposalDraft;
  errors: Record<string, string>;
  set: SetProposalField;
}

let rowKey = 0;
export const nextRowKey = () => ++rowKey;

export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const clientName = (proposal: Pick<Proposal, 'client'>) =>
  proposal.client ? `${proposal.client.firstName} ${proposal.client.lastName}` : 'No client';

/** Titles of the proposal toasts the contract does not carry; failures show the server's message. */
export const proposalToasts = {
  createFailed: 'Failed to create proposal',
  updateFailed: 'Failed to update proposal',
  deleteFailed: 'Failed to delete proposal',
  sendFailed: 'Failed to send proposal',
  loadFailed: 'Failed to load proposal details',
  duplicateFailed: 'Failed to load proposal for duplication',
  pdfDownloaded: 'PDF downloaded successfully!',
  pdfFailed: 'Failed to download PDF',
} as const;

export function emptyDraft(): ProposalDraft {
  return {
    title: '',
    clientId: '',
    template: 'standard',
    introduction: '',
    destinations: '',
    startDate: '',
    endDate: '',
    numberOfTravelers: null,
    days: [],
    inclusions: '',
    exclusions: '',
    includedQuotes: [],
    includedItineraries: [],
    sections: [],
    terms: '',
    validUntil: '',
    totalValue: null,
    companyLogo: '',
    accentColor: DEFAULT_ACCENT_COLOR,
    footerText: defaultBranding.footerText,
  };
}

export function draftOf(proposal: Proposal): ProposalDraft {
  return {
    title: proposal.title,
    clientId: proposal.clientId,
    template: proposal.template,
    introduction: proposal.introduction ?? '',
    destinations: proposal.destinations.join('\n'),
    startDate: proposal.startDate?.slice(0, 10) ?? '',
    endDate: proposal.endDate?.slice(0, 10) ?? '',
    numberOfTravelers: proposal.numberOfTravelers,
    days: proposal.detailedItinerary.map((day) => ({
      key: nextRowKey(),
      day: day.day,
      title: day.title,
      description: day.description,
      activities: day.activities.join('\n'),
    })),
    inclusions: proposal.inclusions.join('\n'),
    exclusions: proposal.exclusions.join('\n'),
    includedQuotes: proposal.includedQuotes,
    includedItineraries: proposal.includedItineraries,
    sections: proposal.customSections.map((section) => ({
      key: nextRowKey(),
      title: section.title,
      content: section.content,
    })),
    terms: proposal.terms ?? '',
    validUntil: proposal.validUntil?.slice(0, 10) ?? '',
    totalValue: proposal.totalValue === null ? null : fromMinorUnits(proposal.totalValue),
    companyLogo: proposal.branding.companyLogo,
    accentColor: proposal.branding.accentColor,
    footerText: proposal.branding.footerText,
  };
}

/** The request body before validation; a blank total value takes the included quotes' total. */
export function bodyOf(draft: ProposalDraft, quotes: QuoteSummary[], currency?: string) {
  const included = quotes.filter((quote) => draft.includedQuotes.includes(quote.id));
  const totalValue =
    draft.totalValue !== null
      ? toMinorUnits(draft.totalValue)
      : included.length
        ? included.reduce((sum, quote) => sum + quote.totalAmount, 0)
        : null;
  return {
    title: draft.title,
    clientId: draft.clientId,
    template: draft.template,
    introduction: draft.introduction,
    destinations: lines(draft.destinations),
    startDate: draft.startDate,
    endDate: draft.endDate,
    numberOfTravelers: draft.numberOfTravelers,
    detailedItinerary: draft.days.map((day) => ({
      day: day.day,
      title: day.title,
      description: day.description,
      activities: lines(day.activities),
    })),
    inclusions: lines(draft.inclusions),
    exclusions: lines(draft.exclusions),
    includedQuotes: draft.includedQuotes,
    includedItineraries: draft.includedItineraries,
    customSections: draft.sections.map((section, order) => ({
      title: section.title,
      content: section.content,
      order,
    })),
    terms: draft.terms,
    validUntil: draft.validUntil,
    branding: {
      companyLogo: draft.companyLogo,
      accentColor: draft.accentColor,
      footerText: draft.footerText,
    },
    totalValue,
    ...(currency ? { currency } : {}),
  };
}

/** The Preview tab's content: what the client will read if the draft were saved now. */
export function previewOf(
  draft: ProposalDraft,
  quotes: QuoteSummary[],
  clientLabel: string | null,
  currency?: string,
): PreviewContent {
  return {
    ...bodyOf(draft, quotes, currency),
    clientName: clientLabel,
    quotes: quotes
      .filter((quote) => draft.includedQuotes.includes(quote.id))
      .map((quote) => ({ title: quote.title, totalCost: quote.totalAmount, currency: quote.currency })),
    branding: {
      companyLogo: draft.companyLogo,
      // A half-typed colour must not paint the preview; the schema reports it on save.
      accentColor: /^#[0-9a-fA-F]{6}$/.test(draft.accentColor) ? draft.accentColor : DEFAULT_ACCENT_COLOR,
      footerText: draft.footerText,
    },
  };
}
