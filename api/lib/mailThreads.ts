/**
 * How an answer finds the message it answers, the way help desks do it: mail the office sends
 * carries its e-mail's random reply token twice, in a plus-address Reply-To on the agency's
 * inbox (`hello+reply-<token>@agency`) and in its Message-ID (`<reply-<token>@agency>`), which
 * mail programs copy into In-Reply-To and References. An inbound message is routed by that
 * token, never by who its sender claims to be or which agent holds a client with that address.
 */

const TOKEN = '[0-9a-f]{32}';
const PLUS_TAG = new RegExp(`\\+reply-(${TOKEN})@`, 'i');
const MESSAGE_ID = new RegExp(`<reply-(${TOKEN})@[^<>\\s]+>`, 'gi');

/** `hello@agency.example` from `Agency <hello@agency.example>` or the bare address. */
function bareAddress(mailbox: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

function split(address: string): { local: string; domain: string } {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/** Display names are quoted, so commas or brackets in an agent's name cannot break the header. */
function quoted(name: string): string {
  return `"${name.replace(/[\\"\r\n]/g, ' ').trim()}"`;
}

/** The Reply-To of an office message: the agency inbox, tagged with the message's token. */
export function threadReplyTo(agencyInbox: string, token: string, displayName: string): string {
  const { local, domain } = split(bareAddress(agencyInbox));
  const base = local.replace(/\+.*$/, '');
  return `${quoted(displayName)} <${base}+reply-${token.toLowerCase()}@${domain}>`;
}

/** The Message-ID of an office message, on the agency's domain. */
export function threadMessageId(agencyInbox: string, token: string): string {
  return `<reply-${token.toLowerCase()}@${split(bareAddress(agencyInbox)).domain}>`;
}

export interface InboundThreadHints {
  toAddresses: string[];
  inReplyTo?: string;
  references?: string;
}

/**
 * The reply tokens an inbound message carries, most telling first: a tagged recipient
 * address (what the person answered), then In-Reply-To, then References newest first.
 */
export function threadTokensOf({ toAddresses, inReplyTo, references }: InboundThreadHints): string[] {
  const tokens: string[] = [];
  for (const address of toAddresses) {
    const match = PLUS_TAG.exec(address);
    if (match) tokens.push(match[1].toLowerCase());
  }
  for (const header of [inReplyTo ?? '', ...(references ?? '').split(/\s+/).reverse()]) {
    for (const match of header.matchAll(MESSAGE_ID)) tokens.push(match[1].toLowerCase());
  }
  return [...new Set(tokens)];
}
