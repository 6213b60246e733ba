import type { Knex } from 'knex';

/**
 * A new-lead notice opens the lead in the office's queue, so it names the lead rather than the
 * quote request or contact message it came from. Notices written before the queue existed are
 * pointed at their lead here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update notifications
       set entity_type = 'lead', entity_id = leads.id
      from leads
     where notifications.type = 'new_lead'
       and ((notifications.entity_type = 'travel_quote' and leads.travel_quote_id = notifications.entity_id)
         or (notifications.entity_type = 'contact_message' and leads.contact_message_id = notifications.entity_id))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    update notifications
       set entity_type = case when leads.travel_quote_id is not null then 'travel_quote' else 'contact_message' end,
           entity_id = coalesce(leads.travel_quote_id, leads.contact_message_id)
      from leads
     where notifications.type = 'new_lead'
       and notifications.entity_type = 'lead'
       and leads.id = notifications.entity_id
       and coalesce(leads.travel_quote_id, leads.contact_message_id) is not null`);
}
