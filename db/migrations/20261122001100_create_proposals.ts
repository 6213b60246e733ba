import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const PROPOSAL_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'rejected'];
const PROPOSAL_TEMPLATES = ['standard', 'luxury', 'business', 'group', 'custom'];

/**
 * A client-facing proposal. Lists of strings are text[]; included quotes and itineraries are
 * uuid[] of row ids; detailed_itinerary ({day, title, description, activities}[]) and
 * custom_sections ({title, content, order}[]) are jsonb arrays; branding is a jsonb object
 * {companyLogo, accentColor, footerText}. total_cost and total_value are minor units.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('proposals', (t) => {
    const c = columns(knex, t, 'proposals');
    c.id();
    t.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    t.uuid('agent_id').references('id').inTable('users').onDelete('SET NULL');
    t.uuid('quote_id').references('id').inTable('agent_quotes').onDelete('SET NULL');
    t.text('title').notNullable();
    t.text('description');
    c.oneOf('template', PROPOSAL_TEMPLATES, { required: true, defaultTo: 'standard' });
    t.text('introduction');
    c.textList('destinations');
    t.date('start_date');
    t.date('end_date');
    t.integer('number_of_travelers');
    t.check(
      '?? is null or ?? >= 1',
      ['number_of_travelers', 'number_of_travelers'],
      'proposals_number_of_travelers_check',
    );
    c.jsonList('detailed_itinerary');
    c.textList('inclusions');
    c.textList('exclusions');
    c.uuidList('included_quotes');
    c.uuidList('included_itineraries');
    c.jsonList('custom_sections');
    t.text('terms');
    t.date('valid_until');
    t.jsonb('branding');
    c.money('total_cost');
    c.money('total_value');
    c.currency();
    c.oneOf('status', PROPOSAL_STATUSES, { required: true, defaultTo: 'draft' });
    t.text('notes');
    c.timestamps();
    t.index(['client_id']);
    t.index(['agent_id']);
    t.index(['quote_id']);
    t.index(['status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('proposals');
}
