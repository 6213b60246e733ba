import type { NewsletterProvider, NewsletterSubscriber } from './types.ts';

/**
 * No mailing-list service (FLODESK_API_KEY unset): the subscribers stay in the database, where
 * the agency can export them; the worker leaves them unsynced, so setting a key later sends
 * every one of them.
 */
export class LocalNewsletterProvider implements NewsletterProvider {
  readonly remote = false;

  async subscribe(_subscriber: NewsletterSubscriber): Promise<{ externalId: string | null }> {
    return { externalId: null };
  }
}
