import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const BOOKING_TYPES = ['flight', 'hotel', 'activity', 'transport', 'restaurant', 'other'];
const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'];

/**
 * `details` and `supplier_info` stay text holding JSON, exactly as the wire carries them
 * (details {description, location, startTime, endTime}; supplierInfo {reference, notes}).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (t) => {
    const c = columns(knex, t, 'bookings');
    c.id();
    t.uuid('itinerary_id').notNullable().references('id').inTable('itineraries').onDelete('CASCADE');
    c.oneOf('type', BOOKING_TYPES, { required: true });
    t.text('title').notNullable();
    t.text('details');
    c.money('cost');
    c.currency();
    c.oneOf('status', BOOKING_STATUSES, { required: true, defaultTo: 'pending' });
    t.text('booking_reference');
    t.text('supplier_info');
    t.date('start_date');
    t.date('end_date');
    c.timestamps();
    t.index(['itinerary_id']);
    t.index(['status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bookings');
}
