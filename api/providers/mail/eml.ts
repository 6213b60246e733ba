/**
 * A small reader of the RFC 822 / MIME messages nodemailer writes (the local mail folder): headers
 * with encoded words, multipart bodies, quoted-printable and base64. Enough for tests, e2e
 * and a developer's tools; not a general-purpose mail parser.
 */
import addressparser from 'nodemailer/lib/addressparser';
import { parseHeaderValue } from 'nodemailer/lib/mime-funcs';

export interface ParsedMail {
  /** Recipient addresses, comma separated. */
  to: string;
  from: string;
  subject: string;
  date?: Date;
  messageId?: string;
  text: string;
  html?: string;
  /** Every header, names lower-cased, values unfolded and decoded (the last one wins). */
  headers: Record<string, string>;
}

interface MimePart {
  headers: Record<string, string>;
  /** The raw body, one char per byte (latin1). */
  body: string;
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(raw: string): Buffer {
  const softBreaksRemoved = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(softBreaksRemoved.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?utf-8?Q?...?= / =?utf-8?B?...?=); the rest is read as UTF-8. */
function decodeHeaderValue(raw: string): string {
  const joined = raw.replace(/(\?=)\s+(?==\?)/g, '$1');
  let out = '';
  let last = 0;
  for (const match of joined.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
    out += Buffer.from(joined.slice(last, match.index), 'latin1').toString('utf8');
    const [, charset, encoding, data] = match;
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replace(/_/g, ' '));
    out += decodeCharset(bytes, charset.split('*')[0]);
    last = match.index + match[0].length;
  }
  return out + Buffer.from(joined.slice(last), 'latin1').toString('utf8');
}

function splitPart(raw: string): MimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart, charset: string | undefined): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, 'latin1');
  return decodeCharset(bytes, charset).replace(/\r\n/g, '\n');
}

/** Finds the first text/plain and text/html leaves, descending into multipart containers. */
function collectBodies(part: MimePart, found: { text?: string; html?: string }): void {
  const contentType = parseHeaderValue(part.headers['content-type'] ?? 'text/plain');
  const type = contentType.value.toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = contentType.params.boundary;
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const sections = part.body.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}`));
    // sections[0] is the preamble; a section starting with "--" is the closing delimiter.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^[ \t]*\r?\n/, '')), found);
    }
    return;
  }
  const disposition = (part.headers['content-disposition'] ?? '').toLowerCase();
  if (disposition.startsWith('attachment')) return;
  if (type === 'text/plain' && found.text === undefined)
    found.text = decodeBody(part, contentType.params.charset);
  if (type === 'text/html' && found.html === undefined)
    found.html = decodeBody(part, contentType.params.charset);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function addresses(header: string | undefined): string {
  if (!header) return '';
  return addressparser(header, { flatten: true })
    .map((address) => address.address)
    .filter(Boolean)
    .join(', ');
}

export function parseEml(raw: Buffer | string): ParsedMail {
  const message = splitPart(
    typeof raw === 'string' ? Buffer.from(raw).toString('latin1') : raw.toString('latin1'),
  );
  const bodies: { text?: string; html?: string } = {};
  collectBodies(message, bodies);
  const date = message.headers.date ? new Date(message.headers.date) : undefined;
  return {
    to: addresses(message.headers.to),
    from: message.headers.from ?? '',
    subject: message.headers.subject ?? '',
    date: date && !Number.isNaN(date.getTime()) ? date : undefined,
    messageId: message.headers['message-id'],
    text: bodies.text ?? '',
    ...(bodies.html !== undefined ? { html: bodies.html } : {}),
    headers: message.headers,
  };
}
