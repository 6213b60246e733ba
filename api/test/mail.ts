/**
 * Mail in tests: the worker of a test server reads its time from a TestClock, so a test moves
 * time past a retry's wait instead of waiting for it.
 */
import type { Db } from '@db/index.ts';
import { mailSettled, type MailApp, type MailMessage, type MailProvider } from '../providers/mail/index.ts';

/** Real time plus however far the test moved it; it only ever moves forward. */
export class TestClock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Moves time to `moment`, if that is later than now. */
  advanceTo(moment: Date): void {
    this.offsetMs = Math.max(this.offsetMs, moment.getTime() - Date.now());
  }

  advanceBy(ms: number): void {
    this.offsetMs += ms;
  }
}

/**
 * Delivers everything queued, moving `clock` to each retry's time, until no message waits for
 * another try: each one is then delivered or failed, as it would be after the retry waits.
 */
export async function runOutMailRetries(app: MailApp, clock: TestClock): Promise<void> {
  const db: Db = app.context.db;
  for (;;) {
    await mailSettled(app);
    const next = (await db('outgoingMail')
      .where({ status: 'queued' })
      .min({ at: 'nextAttemptAt' })
      .first()) as { at: Date | string | null } | undefined;
    if (!next?.at) return;
    clock.advanceTo(new Date(next.at));
  }
}

/** A provider that keeps what it was given, failing the first `failures` sends. */
export function recordingProvider(failures = 0): MailProvider & { sent: MailMessage[]; calls: number } {
  const provider = {
    sent: [] as MailMessage[],
    calls: 0,
    async send(message: MailMessage) {
      provider.calls += 1;
      if (provider.calls <= failures) throw new Error(`SMTP 451 try again later (${provider.calls})`);
      provider.sent.push(message);
      return { messageId: `<sent-${provider.calls}@test>` };
    },
  };
  return provider;
}
