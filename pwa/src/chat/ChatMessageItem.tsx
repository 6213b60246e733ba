import { brand } from '@contract/brand';
import type { ChatLink, ChatMessage } from '@contract/chat';
import { HandoffForm } from './HandoffForm';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** A message's time as hour:minute ("2:05 PM"); nothing for a date that cannot be read. */
export function messageTime(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/**
 * Where an answer's link may point: a path on this site, a phone number, an e-mail address, or
 * an https page (the podcast's episodes live on another site). Anything else (a script
 * address, plain http) is not shown.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  if (/^\/(?![/\\])/.test(href)) return href;
  if (/^(tel|mailto):[^\s]+$/i.test(href)) return href;
  if (/^https:\/\/[^\s/]+\.[^\s]*$/i.test(href)) return href;
  return null;
}

/** Another site opens in a new tab, so the conversation stays where it is. */
const isExternal = (href: string) => href.startsWith('https://');

function answerLinks(message: ChatMessage): Array<ChatLink & { href: string }> {
  const links = message.role === 'assistant' ? message.metadata?.links : undefined;
  if (!Array.isArray(links)) return [];
  return links.flatMap((link) => {
    const href = safeHref(link?.href);
    const label = typeof link?.label === 'string' && link.label.trim() ? link.label : href;
    return href && label ? [{ href, label }] : [];
  });
}

interface Props {
  message: ChatMessage;
  /** Show the form to ask an agent to get in touch under this answer. */
  offerHandoff: boolean;
}

/**
 * One message: its text (always as text, whatever it contains), the links an answer points to,
 * and its time.
 */
export function ChatMessageItem({ message, offerHandoff }: Props) {
  const mine = message.role === 'user';
  const links = answerLinks(message);
  const time = messageTime(message.createdAt);
  return (
    <div className={`chat-message chat-message--${mine ? 'user' : 'assistant'}`}>
      <span className="visually-hidden">{mine ? 'You' : brand.assistantName}:</span>
      <div className="chat-message__bubble">{message.content}</div>
      {links.length > 0 && (
        <ul className="chat-message__links" aria-label="Related links">
          {links.map((link) => (
            <li key={`${link.href} ${link.label}`}>
              <a
                href={link.href}
                className="chat-message__link"
                {...(isExternal(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {offerHandoff && message.conversationId && <HandoffForm conversationId={message.conversationId} />}
      {time && (
        <time className="chat-message__time" dateTime={message.createdAt}>
          {time}
        </time>
      )}
    </div>
  );
}
