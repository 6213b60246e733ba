/**
 * What the document workers make (see documentRenderer.ts): PDFs, the CSV and calendar
 * exports, and blog feeds read into posts, each seconds of CPU for a long list. This module runs in each worker thread, never
 * in the thread that answers requests. The fonts are read once per worker.
 */
import { proposalDocument } from '@contract/proposalDocument.ts';
import { renderProposalDocument } from './proposalPdf.ts';
import type { Proposal, ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals.ts';
import { findChecklistGuide } from '@content/checklists.ts';
import { bookingsCsv, clientsCsv } from './officeExports.ts';
import { itineraryCalendar } from './itineraryCalendar.ts';
import { renderChecklistPdf } from './checklistPdf.ts';
import { feedPostsOf } from '../commands/blogImport/feedItems.ts';
import { postBodyOf } from '../lib/postFields.ts';
import { proposalFonts } from './proposalFonts.ts';
import { serveTasks } from '../lib/workers/serveTasks.ts';

export interface ProposalPdfTask {
  proposal: Proposal;
  quotes: ProposalPdfQuote[];
  itineraries: ProposalPdfItinerary[];
}

serveTasks({
  proposalPdf: async ({ proposal, quotes, itineraries }: ProposalPdfTask) =>
    renderProposalDocument(proposalDocument(proposal, quotes, itineraries), await proposalFonts()),
  checklistPdf: async (slug: string) => {
    const guide = findChecklistGuide(slug);
    if (!guide) throw new Error(`no checklist ${slug}`);
    return renderChecklistPdf(guide, await proposalFonts());
  },
  clientsCsv: (clients: Parameters<typeof clientsCsv>[0]) => clientsCsv(clients),
  bookingsCsv: (bookings: Parameters<typeof bookingsCsv>[0]) => bookingsCsv(bookings),
  // Parsing a feed and sanitising its bodies takes about 2 s of CPU per MB of HTML.
  feedPosts: async ({ xml, location }: { xml: string; location: string }) =>
    (await feedPostsOf(xml, location)).map((item) => ({
      ...item,
      body: postBodyOf(item.html, item.summaryHtml),
    })),
  itineraryCalendar: ({ itinerary, bookings }: { itinerary: object; bookings: object[] }) =>
    itineraryCalendar(itinerary, bookings),
});
