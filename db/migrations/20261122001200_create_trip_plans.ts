import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/**
 * Trip plans and shared templates (is_template). The wire sends destinations as a list and
 * activities, accommodations, transportation and tags as lists or null: all text[] here
 * (null kept as null). budget is minor units; duration is days.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trip_plans', (t) => {
    const c = columns(knex, t, 'trip_plans');
    c.id();
    t.uuid('agent_id').references('id').inTable('users').onDelete('SET NULL');
    t.uuid('client_id').references('id').inTable('clients').onDelete('SET NULL');
    t.text('name').notNullable();
    t.text('description');
    c.textList('destinations');
    t.integer('duration');
    t.check('?? is null or ?? >= 1', ['duration', 'duration'], 'trip_plans_duration_check');
    c.money('budget');
    c.currency();
    t.text('travel_style');
    c.textList('activities', { nullable: true });
    c.textList('accommodations', { nullable: true });
    c.textList('transportation', { nullable: true });
    t.boolean('is_template').notNullable().defaultTo(false);
    c.textList('tags', { nullable: true });
    c.timestamps();
    t.index(['agent_id']);
    t.index(['client_id']);
    t.index(['is_template']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('trip_plans');
}
