/** One reader of the newsletter, as the mailing-list service is told of them. */
export interface NewsletterSubscriber {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Where the newsletter list lives besides our database. The list of
 * record is always `newsletter_subscriptions`; a remote provider receives each subscriber from
 * the background worker (./worker.ts), never from the signup request.
 */
export interface NewsletterProvider {
  /** Whether subscribers are sent anywhere: false keeps them in the database only. */
  readonly remote: boolean;
  /**
   * Adds the subscriber, or updates the one with the same address. Resolves with the service's
   * id for them; rejects with an Error whose message says why (kept on the row, then retried).
   */
  subscribe(subscriber: NewsletterSubscriber): Promise<{ externalId: string | null }>;
}
