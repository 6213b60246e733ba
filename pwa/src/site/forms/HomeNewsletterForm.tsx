import { useId } from 'react';
import { LeadForm, SubmitButton, TextField } from './fields';
import {
  emptyNewsletterSignup,
  NEWSLETTER_ENDPOINT,
  newsletterToasts,
  SUBSCRIBE_LABEL,
  SUBSCRIBE_PENDING_LABEL,
} from './newsletter';
import { useLeadForm } from './useLeadForm';

interface Props {
  title?: string;
  description?: string;
  /** The section's id, for an in-page link such as "#newsletter". */
  id?: string;
}

/**
 * The home page's own newsletter band: a
 * full-width section with e-mail and optional names. Unlike the reusable component it checks
 * with the home form's message and simply empties after a signup, ready for another.
 */
export function HomeNewsletterForm({
  title = 'Get Travel Deals & Island Inspiration',
  description = 'Join our newsletter for travel tips, destination guides and offers for Saint Lucia, Central Florida and beyond.',
  id,
}: Props) {
  const headingId = useId();
  const form = useLeadForm({
    schema: 'HomeNewsletterSignup',
    endpoint: NEWSLETTER_ENDPOINT,
    initialValues: emptyNewsletterSignup,
    toasts: newsletterToasts,
  });
  return (
    <section className="home-newsletter" id={id} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{title}</h2>
        <p className="home-newsletter__intro">{description}</p>
        <LeadForm form={form} labelledBy={headingId}>
          <div className="home-newsletter__fields">
            <TextField
              name="firstName"
              label="First Name"
              autoComplete="given-name"
              placeholder="First name"
            />
            <TextField name="lastName" label="Last Name" autoComplete="family-name" placeholder="Last name" />
            <TextField
              name="email"
              label="Email Address"
              type="email"
              inputMode="email"
              autoComplete="email"
              aria-required="true"
              placeholder="you@example.com"
            />
            <SubmitButton label={SUBSCRIBE_LABEL} pendingLabel={SUBSCRIBE_PENDING_LABEL} />
          </div>
        </LeadForm>
      </div>
    </section>
  );
}
