/**
 * The agency's PDFs are drawn in worker threads (documentTasks.ts), never in the thread that
 * answers requests: a long proposal takes seconds of CPU, and drawing it here held every other
 * request of the process (the health check included) for as long. One pool serves the process;
 * its workers start when a document first needs them.
 *
 * What callers see of a document that could not be drawn is an answer, never a hung request:
 * a full queue is 503 with Retry-After, a worker that died or ran out of time is 503 with a
 * message (its worker is replaced), and anything else is a 500 like any other failure.
 */
import { availableParallelism } from 'node:os';
import type { Proposal, ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals.ts';
import { HttpError } from '../errors.ts';
import { PoolFullError, TaskFailedError, WorkerPool } from '../lib/workerPool.ts';
import type { ProposalPdfTask } from './documentTasks.ts';
import type { FeedPost } from '../commands/blogImport/feedItems.ts';
import { BlogFeedError } from '../commands/blogImport/feedSource.ts';

/** Workers at most: one per core, leaving one core to the requests, and never fewer than one. */
const WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Documents that may wait for a worker; a burst past this is turned away at once. */
export const MAX_QUEUED_DOCUMENTS = 16;
/** The largest proposal the schema allows draws in well under this on a busy machine. */
export const DOCUMENT_TIMEOUT_MS = 30_000;
/** Seconds a caller turned away is asked to wait. */
const RETRY_AFTER_SECONDS = 5;

export const documentMessages = {
  busy: 'The server is drawing many documents just now. Please try again in a few seconds.',
  timedOut: 'The document took too long to draw. Please try again, or shorten the proposal.',
  failed: 'The document could not be drawn just now. Please try again.',
} as const;

let pool: WorkerPool | null = null;

function documentPool(): WorkerPool {
  pool ??= new WorkerPool({
    module: new URL('./documentTasks.ts', import.meta.url),
    size: WORKERS,
    maxQueued: MAX_QUEUED_DOCUMENTS,
    timeoutMs: DOCUMENT_TIMEOUT_MS,
    // A document far past the schema's bounds ends its own worker rather than the process.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/** Documents being drawn and waiting, for the tests and the benchmark to wait on. */
export function documentPoolStats() {
  return pool?.stats ?? { running: 0, queued: 0, workers: 0 };
}

async function draw(task: string, payload: unknown): Promise<Buffer> {
  const bytes = await make<Uint8Array>(task, payload);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function make<T>(task: string, payload: unknown): Promise<T> {
  try {
    return await documentPool().run<T>(task, payload);
  } catch (error) {
    if (error instanceof PoolFullError) {
      throw new HttpError(503, 'unavailable', documentMessages.busy, {
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      });
    }
    if (error instanceof TaskFailedError && error.reason !== 'error') {
      throw new HttpError(
        503,
        'unavailable',
        error.reason === 'timeout' ? documentMessages.timedOut : documentMessages.failed,
        {
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        },
      );
    }
    throw error;
  }
}

/** The proposal as the PDF the office downloads, in the document the device would make too. */
export function drawProposalPdf(
  proposal: Proposal,
  quotes: ProposalPdfQuote[],
  itineraries: ProposalPdfItinerary[] = [],
): Promise<Buffer> {
  return draw('proposalPdf', { proposal, quotes, itineraries } satisfies ProposalPdfTask);
}

/** A service checklist as its branded PDF. */
export function drawChecklistPdf(slug: string): Promise<Buffer> {
  return draw('checklistPdf', slug);
}

/** The office's client list as CSV (./officeExports.ts), made in a worker. */
export function makeClientsCsv(clients: readonly object[]): Promise<string> {
  return make('clientsCsv', clients);
}

/** The office's booking list as CSV, made in a worker. */
export function makeBookingsCsv(bookings: readonly object[]): Promise<string> {
  return make('bookingsCsv', bookings);
}

/** A trip and its bookings as an .ics calendar (./itineraryCalendar.ts), made in a worker. */
export function makeItineraryCalendar(itinerary: object, bookings: readonly object[]): Promise<string> {
  return make('itineraryCalendar', { itinerary, bookings });
}

/**
 * A feed document's posts with their bodies sanitised (postBodyOf), parsed in a worker: the
 * scheduled import runs inside the server. Whatever goes wrong is a BlogFeedError saying why.
 */
export async function parseFeedPosts(xml: string, location: string): Promise<FeedPost[]> {
  try {
    return await documentPool().run<FeedPost[]>('feedPosts', { xml, location });
  } catch (error) {
    if (error instanceof TaskFailedError && error.reason === 'error') throw new BlogFeedError(error.message);
    const reason =
      error instanceof TaskFailedError && error.reason === 'timeout'
        ? 'it took too long'
        : 'the server is busy';
    throw new BlogFeedError(`${location} could not be read just now (${reason}); try again later.`);
  }
}
