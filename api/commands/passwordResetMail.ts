import { brand } from '@contract/brand.ts';
import { brandedLinkMail, greetingFor } from '../lib/brandedMail.ts';
import type { MailMessage } from '../providers/mail/index.ts';

export interface PasswordResetMailInput {
  to: string;
  firstName: string | null;
  resetUrl: string;
}

/** The branded "reset your password" e-mail, as plain text and HTML with the same words. */
export function passwordResetMail({ to, firstName, resetUrl }: PasswordResetMailInput): MailMessage {
  return brandedLinkMail({
    to,
    subject: `Reset your ${brand.name} password`,
    greeting: greetingFor(firstName),
    intro: `We received a request to reset the password of your ${brand.name} account. To choose a new password, open this link:`,
    action: { label: 'Reset my password', url: resetUrl },
    notes: [
      'The link expires in 1 hour and works only once. You can always request a new one on the sign-in page.',
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same, and nobody can change it without this link.',
    ],
  });
}
