import { brand } from '@contract/brand.ts';
import type { MailMessage } from '../providers/mail/index.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "Hello Ann," or, without a usable name, "Hello,". */
export function greetingFor(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

export interface LinkMailInput {
  to: string;
  subject: string;
  greeting: string;
  /** The paragraph that leads to the link. */
  intro: string;
  /** The button's words and where it goes; the text version shows the address itself. */
  action: { label: string; url: string };
  /** Paragraphs after the link (expiry, "not you?"). */
  notes: readonly string[];
}

/**
 * An account e-mail that carries one link, in the agency's colours: plain text and HTML with
 * the same words, so every mail program shows the same message.
 */
export function brandedLinkMail({ to, subject, greeting, intro, action, notes }: LinkMailInput): MailMessage {
  const signature = `${brand.name}\n${brand.phone} | ${brand.email}`;
  const text = [greeting, intro, action.url, ...notes, signature].join('\n\n') + '\n';
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <h1 style="margin:0 0 24px;font-size:20px;color:${brand.accentColor}">${escapeHtml(brand.name)}</h1>
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
    <p style="margin:24px 0">
      <a href="${url}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${brand.accentColor};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a>
    </p>
    <p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${url}">${url}</a></p>
${notes.map((note) => `    <p>${escapeHtml(note)}</p>`).join('\n')}
    <p style="margin-top:32px;font-size:13px;color:#6b7280">${escapeHtml(brand.name)}<br>${escapeHtml(brand.phone)} | ${escapeHtml(brand.email)}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html };
}
