import { HONEYPOT_FIELD } from '@contract/leadOptions';
import type { LeadFormToasts } from './useLeadForm';

/** What both newsletter forms (the component and the home page's own) send and say. */
export const NEWSLETTER_ENDPOINT = '/api/newsletter';

export const newsletterToasts: LeadFormToasts = {
  success: 'Successfully Subscribed!',
  failure: 'Subscription Failed',
  fallback: 'Failed to subscribe to newsletter',
};

export const emptyNewsletterSignup = { email: '', firstName: '', lastName: '', [HONEYPOT_FIELD]: '' };

export const SUBSCRIBE_LABEL = 'Subscribe';
export const SUBSCRIBE_PENDING_LABEL = 'Subscribing...';
