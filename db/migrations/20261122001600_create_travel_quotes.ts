import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/**
 * Quote requests from the public /quote form. number_of_travelers and budget_range are the
 * form's range labels ("3-5", "7000-10000"), so text; travel_types is text[] of ids
 * (business, group, cruises, transport, central-florida, saint-lucia). A client's dashboard
 * finds its requests by email.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('travel_quotes', (t) => {
    const c = columns(knex, t, 'travel_quotes');
    c.id();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('phone');
    t.text('group_name');
    t.text('number_of_travelers');
    t.date('departure_date');
    t.date('return_date');
    c.textList('travel_types');
    t.text('budget_range');
    t.text('departure_location');
    t.text('special_requests');
    t.text('passport_info');
    t.text('emergency_contact');
    c.timestamps();
    t.index(['email']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('travel_quotes');
}
