import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.ts';
import { parseEml, type ParsedMail } from './eml.ts';
import type { MailMessage, MailProvider } from './types.ts';

/** Where the local provider keeps its messages: `${DATA_DIR}/mail`. */
export function localMailDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** Lower-case words joined by dashes, at most 60 characters: "reset-your-island-bridge-travel-password". */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'message';
}

/** http(s) links in a text, so a developer can open the one the e-mail carries from the log. */
export function linksIn(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links)];
}

export interface LocalMailProviderOptions {
  dataDir: string;
  from: string;
  logger: Logger;
}

/**
 * Mail without a relay (no SMTP_URL): each message becomes a real RFC 822 .eml file under
 * `${DATA_DIR}/mail/` (built by nodemailer, so it opens in any mail program), and one log line
 * names the recipient, the subject, the file and the links inside.
 */
export class LocalMailProvider implements MailProvider {
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  private readonly dir: string;
  private readonly from: string;
  private readonly logger: Logger;

  constructor(options: LocalMailProviderOptions) {
    this.dir = localMailDir(options.dataDir);
    this.from = options.from;
    this.logger = options.logger;
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transporter.sendMail({ ...message, from: message.from ?? this.from });
    await fs.mkdir(this.dir, { recursive: true });
    // ISO time with ":" and "." made file-system safe (Windows refuses ":"), so names sort by time.
    const time = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${time}-${slugify(message.subject)}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.dir, name);
    // The stream transport was made with `buffer: true`: the message comes back whole.
    if (!Buffer.isBuffer(info.message)) throw new Error('the mail transport gave no message to write');
    await fs.writeFile(file, info.message, { flag: 'wx' });
    this.logger.info(
      { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
      'e-mail written to the local mail folder (SMTP_URL is not set)',
    );
    return { messageId: info.messageId };
  }
}

export interface LocalMail extends ParsedMail {
  /** Absolute path of the .eml file. */
  file: string;
}

/** The messages of the local mail folder, newest first (an empty list when there are none). */
export async function readLocalMail(dataDir: string): Promise<LocalMail[]> {
  const dir = localMailDir(dataDir);
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [raw, stat] = await Promise.all([fs.readFile(file), fs.stat(file, { bigint: true })]);
      return { mail: { ...parseEml(raw), file }, name, written: stat.mtimeNs };
    }),
  );
  mails.sort((a, b) => {
    // The name starts with the write time (ms); the file time breaks ties within a millisecond.
    const byName = b.name.slice(0, 24).localeCompare(a.name.slice(0, 24));
    if (byName !== 0) return byName;
    return b.written > a.written ? 1 : b.written < a.written ? -1 : 0;
  });
  return mails.map((entry) => entry.mail);
}
