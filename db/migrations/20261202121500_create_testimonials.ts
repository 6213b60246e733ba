import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const STATUSES = ['pending', 'approved', 'rejected'];

/**
 * Testimonials and the links that ask for them. An agent asks a client for one once a trip has
 * ended: a row of testimonial_requests holds the e-mailed link's token (its SHA-256 hex digest,
 * never the token itself), single use and expiring. The client's answer is a testimonial,
 * pending until an admin approves or rejects it; only approved ones reach the public pages.
 * A testimonial outlives its trip (itinerary_id is then null): the words were given to the agency.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('testimonial_requests', (t) => {
    const c = columns(knex, t, 'testimonial_requests');
    c.id();
    t.uuid('itinerary_id').notNullable().references('id').inTable('itineraries').onDelete('CASCADE');
    t.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    t.text('email').notNullable();
    t.text('token').notNullable().unique();
    t.uuid('requested_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    c.timestamps();
    t.index(['itinerary_id']);
  });

  await knex.schema.createTable('testimonials', (t) => {
    const c = columns(knex, t, 'testimonials');
    c.id();
    t.uuid('itinerary_id').references('id').inTable('itineraries').onDelete('SET NULL');
    // One testimonial per link: the token is single use, and this says so to the database too.
    t.uuid('request_id').unique().references('id').inTable('testimonial_requests').onDelete('SET NULL');
    t.text('display_name').notNullable();
    t.integer('rating').notNullable();
    t.check('?? between 1 and 5', ['rating'], 'testimonials_rating_check');
    t.text('text').notNullable();
    c.oneOf('status', STATUSES, { required: true, defaultTo: 'pending' });
    // When the client ticked "you may publish this": a testimonial is never stored without it.
    t.timestamp('consented_at', { useTz: true }).notNullable();
    t.uuid('approved_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('approved_at', { useTz: true });
    t.uuid('rejected_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('rejected_at', { useTz: true });
    c.timestamps();
    t.index(['itinerary_id']);
  });
  // The public pages read the newest approved ones: a small index, whatever waits for moderation.
  await knex.raw(
    `create index testimonials_approved_index on testimonials (approved_at desc) where status = 'approved'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('testimonials');
  await knex.schema.dropTable('testimonial_requests');
}
