import { useEffect, useId, useRef, useState } from 'react';
import { lightIcon } from '@pwa/components/icons';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { LeadForm, SubmitButton, TextField } from './fields';
import {
  emptyNewsletterSignup,
  NEWSLETTER_ENDPOINT,
  newsletterToasts,
  SUBSCRIBE_LABEL,
  SUBSCRIBE_PENDING_LABEL,
} from './newsletter';
import { useLeadForm } from './useLeadForm';

const CheckCircleFilled = lightIcon(CheckCircleFilledSvg);

export type NewsletterVariant = 'default' | 'compact' | 'inline';

export const NEWSLETTER_THANKS = 'Thanks for subscribing!';

const DEFAULT_TITLE = 'Subscribe to Our Newsletter';
const DEFAULT_DESCRIPTION = 'Travel tips, destination guides and exclusive offers, straight to your inbox.';

interface Props {
  /** default: a titled panel; compact: a small stacked card (sidebars); inline: one row. */
  variant?: NewsletterVariant;
  /** Adds the optional first and last name fields. */
  withNames?: boolean;
  emailPlaceholder?: string;
  /** The panel's heading; the inline variant shows one only when given. */
  title?: string;
  description?: string;
  className?: string;
}

/** Names side by side in the roomy panel, everything in one row inline, stacked otherwise. */
function fieldsClass(variant: NewsletterVariant, withNames: boolean): string {
  if (variant === 'inline') return 'newsletter__row';
  return variant === 'default' && withNames ? 'lead-form__grid' : 'newsletter__fields';
}

/**
 * The reusable newsletter signup:
 * after a successful signup it gives way to a thank-you line.
 */
export function NewsletterSignup({
  variant = 'default',
  withNames = false,
  emailPlaceholder = 'you@example.com',
  title,
  description,
  className,
}: Props) {
  const headingId = useId();
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const [subscribed, setSubscribed] = useState(false);
  const form = useLeadForm({
    schema: 'NewsletterSignup',
    endpoint: NEWSLETTER_ENDPOINT,
    initialValues: emptyNewsletterSignup,
    toasts: newsletterToasts,
    onSuccess: () => setSubscribed(true),
  });

  // The form (and the button that had focus) is gone: keyboard and screen-reader users land
  // on the line that replaced it.
  useEffect(() => {
    if (subscribed) thanksRef.current?.focus();
  }, [subscribed]);

  const inline = variant === 'inline';
  const heading = title ?? (inline ? undefined : DEFAULT_TITLE);
  const intro = description ?? (inline ? undefined : DEFAULT_DESCRIPTION);
  const HeadingTag = variant === 'default' ? 'h2' : variant === 'compact' ? 'h3' : 'p';
  const classes = ['newsletter', `newsletter--${variant}`, className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      {heading && (
        <HeadingTag className="newsletter__title" id={headingId}>
          {heading}
        </HeadingTag>
      )}
      {intro && <p className="newsletter__description">{intro}</p>}
      {subscribed ? (
        <p className="newsletter__thanks" role="status" tabIndex={-1} ref={thanksRef}>
          <CheckCircleFilled className="newsletter__thanks-icon" aria-hidden="true" />
          {NEWSLETTER_THANKS}
        </p>
      ) : (
        <LeadForm
          form={form}
          labelledBy={heading ? headingId : undefined}
          label={heading ? undefined : 'Newsletter signup'}
        >
          <div className={fieldsClass(variant, withNames)}>
            {withNames && (
              <>
                <TextField
                  name="firstName"
                  label="First Name"
                  autoComplete="given-name"
                  hideLabel={inline}
                  placeholder={inline ? 'First name' : undefined}
                />
                <TextField
                  name="lastName"
                  label="Last Name"
                  autoComplete="family-name"
                  hideLabel={inline}
                  placeholder={inline ? 'Last name' : undefined}
                />
              </>
            )}
            <TextField
              name="email"
              label="Email Address"
              type="email"
              inputMode="email"
              autoComplete="email"
              // Needed, but no newsletter label carries a star: the form has one field.
              aria-required="true"
              hideLabel={inline}
              placeholder={emailPlaceholder}
              className="lead-field--wide"
            />
            {inline && <SubmitButton label={SUBSCRIBE_LABEL} pendingLabel={SUBSCRIBE_PENDING_LABEL} />}
          </div>
          {!inline && <SubmitButton label={SUBSCRIBE_LABEL} pendingLabel={SUBSCRIBE_PENDING_LABEL} />}
        </LeadForm>
      )}
    </div>
  );
}
