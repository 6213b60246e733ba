import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** Weekly podcast episodes; duration is in seconds. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('podcast_episodes', (t) => {
    const c = columns(knex, t, 'podcast_episodes');
    c.id();
    t.text('title').notNullable();
    t.text('description');
    t.text('audio_url').notNullable();
    t.integer('duration');
    t.integer('episode_number');
    t.integer('season_number');
    t.timestamp('published_at', { useTz: true });
    t.boolean('is_published').notNullable().defaultTo(false);
    t.text('thumbnail_url');
    t.text('transcript_url');
    c.textList('tags');
    t.text('spotify_url');
    t.text('apple_url');
    t.text('google_url');
    c.timestamps();
    t.index(['is_published', 'published_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('podcast_episodes');
}
