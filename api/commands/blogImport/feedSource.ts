/**
 * Where a feed comes from (an http(s) address, a file: address or a file path) and reading it
 * as text: bounded in time and size, so a slow or endless answer cannot hold an import or
 * fill the memory of the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@contract/brand.ts';

/** A problem with the feed itself (its address, its file, its host, its text), said plainly. */
export class BlogFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlogFeedError';
  }
}

export const FEED_TIMEOUT_MS = 15_000;
/** Far above any blog's feed (a few hundred kilobytes), far below what would hurt the server. */
export const FEED_MAX_BYTES = 10 * 1024 * 1024;

export type FeedSource = { kind: 'url'; url: URL } | { kind: 'file'; path: string };

export interface FeedReadOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Stops the download (the server shutting down). */
  signal?: AbortSignal;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WINDOWS_DRIVE = /^[a-z]:[\\/]/i;

/** What `value` names; a relative path is read from `cwd`. */
export function feedSourceOf(value: string, cwd = process.cwd()): FeedSource {
  const given = value.trim();
  if (!given) throw new BlogFeedError('No feed given: name an http(s) address or a file.');
  if (SCHEME.test(given) && !WINDOWS_DRIVE.test(given)) {
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      throw new BlogFeedError(`"${given}" is not a valid address.`);
    }
    if (url.protocol === 'file:') return { kind: 'file', path: fileURLToPath(url) };
    if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'url', url };
    throw new BlogFeedError(`"${given}" is neither an http(s) address nor a file.`);
  }
  return { kind: 'file', path: path.resolve(cwd, given) };
}

export function describeFeedSource(source: FeedSource): string {
  return source.kind === 'url' ? source.url.href : source.path;
}

/** The feed's text, decoded by the charset its host or its XML declaration names (UTF-8 otherwise). */
export async function readFeedText(source: FeedSource, options: FeedReadOptions = {}): Promise<string> {
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  if (source.kind === 'file') return decode(await readFile(source.path, maxBytes));
  const { bytes, contentType } = await download(source.url, { ...options, maxBytes });
  return decode(bytes, contentType);
}

async function readFile(file: string, maxBytes: number): Promise<Uint8Array> {
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new BlogFeedError(`${file} is not a file.`);
    if (stat.size > maxBytes) throw new BlogFeedError(`${file} is larger than ${sizeOf(maxBytes)}.`);
    return await fs.promises.readFile(file);
  } catch (error) {
    if (error instanceof BlogFeedError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : messageOf(error);
    throw new BlogFeedError(`Cannot read ${file}: ${why}.`);
  }
}

async function download(
  url: URL,
  options: FeedReadOptions & { maxBytes: number },
): Promise<{ bytes: Uint8Array; contentType: string | null }> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const signal = AbortSignal.any([
    AbortSignal.timeout(timeoutMs),
    ...(options.signal ? [options.signal] : []),
  ]);
  try {
    const response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
        'user-agent': `${brand.name} blog import`,
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new BlogFeedError(`${url.href} answered ${response.status} ${response.statusText}`.trim() + '.');
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > options.maxBytes) {
      await response.body?.cancel();
      throw new BlogFeedError(`${url.href} is larger than ${sizeOf(options.maxBytes)}.`);
    }
    const bytes = await readAtMost(response, options.maxBytes, url);
    return { bytes, contentType: response.headers.get('content-type') };
  } catch (error) {
    if (error instanceof BlogFeedError) throw error;
    const name = (error as Error).name;
    const why =
      name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : name === 'AbortError'
          ? 'stopped'
          : causeOf(error);
    throw new BlogFeedError(`Cannot fetch ${url.href}: ${why}.`);
  }
}

/** The body, refused as soon as it passes `maxBytes` (a missing or false Content-Length included). */
async function readAtMost(response: Response, maxBytes: number, url: URL): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BlogFeedError(`${url.href} is larger than ${sizeOf(maxBytes)}.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function decode(bytes: Uint8Array, contentType?: string | null): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const label =
    /charset=["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    /^\s*<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}

function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round(bytes / (1024 * 1024))} MB`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** fetch says only "fetch failed"; the reason (refused, not found, reset) is its cause. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${messageOf(error)} (${code})` : `${messageOf(error)} (${cause.message})`;
  }
  return messageOf(error);
}
