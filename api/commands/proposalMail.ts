import { brand } from '@contract/brand.ts';
import { formatLongDate } from '@contract/dates.ts';
import type { MailMessage } from '../providers/mail/index.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface ProposalMailInput {
  to: string;
  clientFirstName: string | null;
  agentName: string;
  agentEmail: string;
  title: string;
  validUntil: string | null;
  url: string;
  accentColor: string;
}

/** "Your travel proposal is ready": the client's link to the public proposal page. */
export function proposalMail(input: ProposalMailInput): MailMessage {
  const greeting = input.clientFirstName?.trim() ? `Hello ${input.clientFirstName.trim()},` : 'Hello,';
  const subject = `Your travel proposal: ${input.title}`;
  const intro = `${input.agentName} of ${brand.name} has prepared a travel proposal for you: "${input.title}". You can read it, and accept or decline it, at this link:`;
  const validity = input.validUntil
    ? `The proposal is valid until ${formatLongDate(input.validUntil)}.`
    : 'Prices are confirmed when the trip is booked.';
  const questions = `Questions? Reply to this e-mail or write to ${input.agentEmail}.`;
  const signature = `${input.agentName}\n${brand.name}\n${brand.phone} | ${brand.email}`;
  const text = [greeting, intro, input.url, validity, questions, signature].join('\n\n') + '\n';
  const accent = /^#[0-9a-fA-F]{6}$/.test(input.accentColor) ? input.accentColor : brand.accentColor;
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;border-top:6px solid ${accent}">
    <h1 style="margin:0 0 24px;font-size:20px;color:${accent}">${escapeHtml(brand.name)}</h1>
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
    <p style="margin:24px 0">
      <a href="${escapeHtml(input.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${accent};color:#ffffff;text-decoration:none;font-weight:bold">View my proposal</a>
    </p>
    <p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
    <p>${escapeHtml(validity)}</p>
    <p>${escapeHtml(questions)}</p>
    <p style="margin-top:32px;font-size:13px;color:#6b7280">${escapeHtml(input.agentName)}<br>${escapeHtml(brand.name)}<br>${escapeHtml(brand.phone)} | ${escapeHtml(brand.email)}</p>
  </div>
</body>
</html>
`;
  return { to: input.to, subject, text, html, replyTo: input.agentEmail };
}
