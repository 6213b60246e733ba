import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** Per-agent preferences; `agent_id` is the agent's users.id, like every agent_id column. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agent_settings', (t) => {
    const c = columns(knex, t, 'agent_settings');
    c.id();
    t.uuid('agent_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.boolean('email_notifications').notNullable().defaultTo(true);
    t.boolean('sms_notifications').notNullable().defaultTo(false);
    t.text('quotes_email_template');
    t.text('proposals_email_template');
    c.currency('default_currency');
    t.jsonb('working_hours');
    t.boolean('auto_assign_clients').notNullable().defaultTo(false);
    t.jsonb('notification_preferences');
    t.text('signature');
    c.timestamps();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('agent_settings');
}
