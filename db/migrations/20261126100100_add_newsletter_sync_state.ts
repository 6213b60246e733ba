import type { Knex } from 'knex';

/**
 * Where each newsletter subscriber stands with the mailing-list service (Flodesk). A signup is
 * stored and answered at once; a background worker pushes rows whose synced_at is null when
 * their next_sync_at comes, and a failure keeps the row with its error and a later
 * next_sync_at, so no subscriber is ever lost to an outage. sync_attempts counts the pushes
 * tried since the row last changed (it sets the backoff). A subscriber the service already
 * knows (a flodesk_id) counts as synced.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscriptions', (t) => {
    t.timestamp('synced_at', { useTz: true });
    t.integer('sync_attempts').notNullable().defaultTo(0);
    t.timestamp('next_sync_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('last_sync_error');
  });
  await knex('newsletter_subscriptions')
    .whereNotNull('flodesk_id')
    .update({ synced_at: knex.ref('subscribed_at') });
  // The worker looks only at rows still to push: a small index however long the list grows.
  await knex.raw(
    `create index newsletter_subscriptions_unsynced_index on newsletter_subscriptions (next_sync_at) where synced_at is null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index newsletter_subscriptions_unsynced_index');
  await knex.schema.alterTable('newsletter_subscriptions', (t) => {
    t.dropColumn('last_sync_error');
    t.dropColumn('next_sync_at');
    t.dropColumn('sync_attempts');
    t.dropColumn('synced_at');
  });
}
