import { brand } from '@contract/brand.ts';
import type { MailMessage } from '../providers/mail/index.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface PasswordResetMailInput {
  to: string;
  firstName: string | null;
  resetUrl: string;
}

/** The branded "reset your password" e-mail, as plain text and HTML with the same words. */
export function passwordResetMail({ to, firstName, resetUrl }: PasswordResetMailInput): MailMessage {
  const name = firstName?.trim();
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const subject = `Reset your ${brand.name} password`;
  const intro = `We received a request to reset the password of your ${brand.name} account. To choose a new password, open this link:`;
  const expiry =
    'The link expires in 1 hour and works only once. You can always request a new one on the sign-in page.';
  const notYou =
    'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same, and nobody can change it without this link.';
  const signature = `${brand.name}\n${brand.phone} | ${brand.email}`;

  const text = [greeting, intro, resetUrl, expiry, notYou, signature].join('\n\n') + '\n';

  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <h1 style="margin:0 0 24px;font-size:20px;color:${brand.accentColor}">${escapeHtml(brand.name)}</h1>
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
    <p style="margin:24px 0">
      <a href="${escapeHtml(resetUrl)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${brand.accentColor};color:#ffffff;text-decoration:none;font-weight:bold">Reset my password</a>
    </p>
    <p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(resetUrl)}">${escapeHtml(resetUrl)}</a></p>
    <p>${escapeHtml(expiry)}</p>
    <p>${escapeHtml(notYou)}</p>
    <p style="margin-top:32px;font-size:13px;color:#6b7280">${escapeHtml(brand.name)}<br>${escapeHtml(brand.phone)} | ${escapeHtml(brand.email)}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html };
}
