import nodemailer, { type SMTPTransportOptions } from 'nodemailer';
import type { MailMessage, MailProvider } from './types.ts';

export interface SmtpMailProviderOptions {
  /** smtp:// or smtps:// with optional user:password@ and nodemailer options as query parameters. */
  smtpUrl: string;
  /** The From of messages that do not name one. */
  from: string;
  /** Extra nodemailer SMTP options (tests pass { ignoreTLS: true } for a plain local server). */
  transport?: Partial<SMTPTransportOptions>;
}

/**
 * Real mail through any SMTP relay (SMTP_URL). Time limits are short enough that a dead relay
 * fails a send in seconds rather than minutes; the rejection is a plain Error for the caller.
 */
export class SmtpMailProvider implements MailProvider {
  private readonly transporter;
  private readonly from: string;

  constructor(options: SmtpMailProviderOptions) {
    this.from = options.from;
    this.transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...options.transport,
    });
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    try {
      const info = await this.transporter.sendMail({ ...message, from: message.from ?? this.from });
      return { messageId: info.messageId };
    } catch (caught) {
      const reason = caught instanceof Error ? caught.message : String(caught);
      throw new Error(`SMTP delivery failed: ${reason}`, { cause: caught });
    }
  }

  close(): void {
    this.transporter.close();
  }
}
