import { brand } from '@contract/brand.ts';
import { brandedLinkMail, greetingFor } from '../lib/brandedMail.ts';
import type { MailMessage } from '../providers/mail/index.ts';

export interface EmailVerificationMailInput {
  to: string;
  firstName: string | null;
  verifyUrl: string;
}

/** The branded "confirm your e-mail address" e-mail, as plain text and HTML with the same words. */
export function emailVerificationMail({ to, firstName, verifyUrl }: EmailVerificationMailInput): MailMessage {
  return brandedLinkMail({
    to,
    subject: `Verify your email address for ${brand.name}`,
    greeting: greetingFor(firstName),
    intro: `Thank you for creating a ${brand.name} account. To confirm that this email address is yours, open this link and press Verify:`,
    action: { label: 'Verify my email address', url: verifyUrl },
    notes: [
      'The link expires in 24 hours and works only once. You can ask for a new one in Account Settings.',
      // Someone else may have typed this address: confirming would hand them a verified account.
      'If you did not create this account, do not verify it: ignore this e-mail, and the account stays unconfirmed.',
    ],
  });
}
