/**
 * The public lead forms' checks, fetched when a visitor first sends a form: the shared contract
 * schemas and valibot stay out of the pages' first download (the forms render from
 * @contract/leadOptions alone).
 */
import { ContactMessage, HomeNewsletterSignup, NewsletterSignup, TravelQuoteRequest } from '@contract/leads';
import { checkWithSchema } from '@pwa/account/forms';

const leadSchemas = { ContactMessage, HomeNewsletterSignup, NewsletterSignup, TravelQuoteRequest };

/** Which contract schema a form is checked with. */
export type LeadSchemaName = keyof typeof leadSchemas;

export function checkLead(name: LeadSchemaName, values: unknown) {
  return checkWithSchema(leadSchemas[name], values);
}
