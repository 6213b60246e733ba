import type { NewsletterProvider, NewsletterSubscriber } from './types.ts';

export interface FlodeskNewsletterProviderOptions {
  apiKey: string;
  /** `https://api.flodesk.com/v1`, or a local fake in tests; no trailing slash. */
  apiBase: string;
  /** Identifies this integration to Flodesk, whose API asks every request for one. */
  userAgent: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** Enough of an error body to say what went wrong, without storing a whole HTML page. */
const ERROR_BODY_CHARS = 300;

/**
 * Flodesk's subscribers API: `POST {base}/subscribers` creates a subscriber or updates the one
 * with that address. A private integration authenticates with HTTP Basic, the API key as the
 * user name and an empty password.
 */
export class FlodeskNewsletterProvider implements NewsletterProvider {
  readonly remote = true;
  private readonly authorization: string;

  constructor(private readonly options: FlodeskNewsletterProviderOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  }

  async subscribe(subscriber: NewsletterSubscriber): Promise<{ externalId: string | null }> {
    const url = `${this.options.apiBase}/subscribers`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: this.authorization,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'User-Agent': this.options.userAgent,
        },
        body: JSON.stringify({
          email: subscriber.email,
          first_name: subscriber.firstName ?? undefined,
          last_name: subscriber.lastName ?? undefined,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Flodesk could not be reached: ${reason}`, { cause: error });
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) {
      const detail = body.replace(/\s+/g, ' ').trim().slice(0, ERROR_BODY_CHARS);
      throw new Error(`Flodesk answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    return { externalId: idIn(body) };
  }
}

/** The subscriber's id in Flodesk's answer, when it carries one. */
function idIn(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object' || !('id' in parsed)) return null;
    return typeof parsed.id === 'string' && parsed.id ? parsed.id : null;
  } catch {
    return null;
  }
}
