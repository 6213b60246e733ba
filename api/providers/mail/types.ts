/** One e-mail as the application asks for it; the provider fills in From when it is missing. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Our own Message-ID (`<id@domain>`), so answers can be matched to this message. */
  messageId?: string;
  /** Defaults to config.mail.from (MAIL_FROM). */
  from?: string;
}

/** Sends (or, locally, stores) one message. A failure rejects with an Error the caller handles. */
export interface MailProvider {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
