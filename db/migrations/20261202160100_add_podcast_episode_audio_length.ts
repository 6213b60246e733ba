import type { Knex } from 'knex';

/**
 * The size in bytes of an episode's audio file, which a podcast feed's enclosure states; null
 * while unknown (the feed then says 0, as feeds do for a size they cannot tell).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('podcast_episodes', (t) => {
    t.integer('audio_length_bytes').checkPositive('podcast_episodes_audio_length_bytes_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('podcast_episodes', (t) => {
    t.dropChecks(['podcast_episodes_audio_length_bytes_check']);
    t.dropColumn('audio_length_bytes');
  });
}
