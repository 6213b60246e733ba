import { brand } from '@contract/brand.ts';
import { brandedLinkMail, greetingFor } from '../lib/brandedMail.ts';
import type { MailMessage } from '../providers/mail/index.ts';

export interface ExistingAccountMailInput {
  to: string;
  firstName: string | null;
  /** The public address the links point at (config.appUrl). */
  appUrl: string;
}

/**
 * Told to the owner of an address someone tried to register again. The registration answers
 * as if it had worked, so the form never reveals who has an account; this e-mail, which only
 * the address's owner reads, says what really happened and how to get in.
 */
export function existingAccountMail({ to, firstName, appUrl }: ExistingAccountMailInput): MailMessage {
  return brandedLinkMail({
    to,
    subject: `You already have an account with ${brand.name}`,
    greeting: greetingFor(firstName),
    intro: `Someone, probably you, just tried to create a ${brand.name} account with this e-mail address. You already have one, so no new account was made and nothing was changed. Sign in here:`,
    action: { label: 'Sign in', url: `${appUrl}/login` },
    notes: [
      `Forgot your password? Choose a new one at ${appUrl}/forgot-password.`,
      'If it was not you, you can ignore this e-mail: your account and password stay as they are.',
    ],
  });
}
