import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { brand } from '@contract/brand';
import {
  TESTIMONIAL_LIMITS,
  testimonialMessages,
  type TestimonialInvitation,
} from '@contract/testimonialOptions';
import { PageHero } from '@pwa/components/PageHero';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { Section } from '@pwa/components/Section';
import { toast } from '@pwa/components/toast';
import { ApiError, apiRequest } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';
import { serverFieldErrors, type FieldErrors } from '@pwa/lib/fieldErrors';
import { paths } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { LeadForm, SubmitButton, TextAreaField, TextField } from '@pwa/site/forms/fields';
import type { LeadFormState } from '@pwa/site/forms/useLeadForm';
import './testimonials.css';

type Values = { rating: string; text: string; displayName: string; consent: string } & Record<string, string>;

type Stage =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'writing'; invitation: TestimonialInvitation }
  | { kind: 'sent'; message: string };

/** A 400 about the link itself (unknown, used, expired), rather than about what was typed. */
function isLinkRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && Boolean(serverFieldErrors(error).token);
}

/** The five stars as radio buttons: one choice, read as "5 stars" by a screen reader. */
function RatingField({ form }: { form: LeadFormState<Values> }) {
  const errorId = useId();
  const error = form.errors.rating;
  return (
    <fieldset
      className={['lead-field', 'lead-choices', 'rating-field', error && 'lead-field--invalid']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="lead-field__label lead-field__label--required">Your rating</legend>
      <div className="rating-field__stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="rating-field__star">
            <input
              type="radio"
              name="rating"
              value={String(stars)}
              required
              checked={form.values.rating === String(stars)}
              aria-invalid={error ? true : undefined}
              onChange={() => form.setValue('rating', String(stars))}
            />
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="lead-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ConsentField({ form }: { form: LeadFormState<Values> }) {
  const id = useId();
  const error = form.errors.consent;
  return (
    <div
      className={['lead-field', 'consent-field', error && 'lead-field--invalid'].filter(Boolean).join(' ')}
    >
      <label className="consent-field__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="consent"
          required
          checked={form.values.consent === 'true'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => form.setValue('consent', event.target.checked ? 'true' : '')}
        />
        <span>
          {brand.name} may publish my rating, my words and the name above on its website. I can ask for them
          to be removed at any time.
        </span>
      </label>
      {error && (
        <p className="lead-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The first control, in reading order, whose field has a message. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * The form's state in the shape the site's lead-form fields read: checked with the contract's
 * schema first (its messages under the fields, nothing sent when they fail), then POSTed with
 * the link's token.
 */
function useTestimonialForm(
  token: string,
  invitation: TestimonialInvitation,
  onDone: (outcome: Stage) => void,
): LeadFormState<Values> {
  const [values, setValues] = useState<Values>({
    rating: '',
    text: '',
    displayName: invitation.suggestedName,
    consent: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  const showErrors = (form: HTMLFormElement, found: FieldErrors) => {
    flushSync(() => setErrors(found));
    focusFirstInvalid(form, found);
  };

  const submit = async (form: HTMLFormElement) => {
    sending.current = true;
    setPending(true);
    try {
      const checked = (await import('./testimonialChecks')).checkTestimonial({ ...values, token });
      if (!checked.success) return showErrors(form, checked.errors);
      setErrors({});
      const response = await apiRequest('POST', '/api/testimonials', { ...values, token });
      const answer = (await response.json()) as { message?: string };
      onDone({ kind: 'sent', message: answer.message ?? testimonialMessages.received });
    } catch (error) {
      if (isLinkRefusal(error)) return onDone({ kind: 'invalid', message: errorMessage(error) });
      showErrors(form, serverFieldErrors(error));
      toast.error('Testimonial not sent', errorMessage(error, 'Please check your connection and try again.'));
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return {
    values,
    errors,
    pending,
    setValue(name, value) {
      setValues((current) => ({ ...current, [name]: String(value) }));
      setErrors((current) => {
        if (!current[name]) return current;
        const rest = { ...current };
        delete rest[name];
        return rest;
      });
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (!sending.current) void submit(event.currentTarget);
    },
  };
}

function TestimonialForm({
  token,
  invitation,
  onDone,
}: {
  token: string;
  invitation: TestimonialInvitation;
  onDone: (outcome: Stage) => void;
}) {
  const form = useTestimonialForm(token, invitation, onDone);
  const titleId = useId();
  return (
    <Section
      title={`How was ${invitation.tripTitle}?`}
      intro="A rating, a few words and the name you would like shown."
    >
      <div className="lead-card">
        <h3 id={titleId} className="visually-hidden">
          Your testimonial
        </h3>
        <LeadForm form={form} labelledBy={titleId}>
          <p className="lead-form__note">Fields marked * are required.</p>
          <RatingField form={form} />
          <TextAreaField
            name="text"
            label="Your experience"
            required
            rows={6}
            maxLength={TESTIMONIAL_LIMITS.textMax}
            placeholder="What made the trip special? What would you tell a friend who is thinking of going?"
          />
          <TextField
            name="displayName"
            label="Your name as shown"
            required
            maxLength={TESTIMONIAL_LIMITS.nameMax}
            autoComplete="off"
          />
          <ConsentField form={form} />
          <SubmitButton label="Send My Testimonial" pendingLabel="Sending..." />
        </LeadForm>
      </div>
    </Section>
  );
}

function Outcome({ title, children }: { title: string; children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that was there has gone: the keyboard and the screen reader move to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="section">
      <div className="container testimonial-outcome">
        <h2 ref={heading} tabIndex={-1} className="section__title">
          {title}
        </h2>
        <p>{children}</p>
        <p>
          <Link className="text-link" to={paths.home}>
            Back to {brand.name}
          </Link>
          {' · '}
          <Link className="text-link" to={paths.contact}>
            Contact us
          </Link>
        </p>
      </div>
    </section>
  );
}

/**
 * Where the testimonial e-mail's link leads (?token=). Opening it changes nothing (mail
 * scanners open links): it asks the server which trip the link is about, then the client rates
 * the trip, writes a few words, chooses the name shown and agrees to publication. A link that
 * no longer works says so at once, before anything is typed.
 */
export function TestimonialPage() {
  usePageMeta('Share Your Experience');
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const [stage, setStage] = useState<Stage>(
    token ? { kind: 'checking' } : { kind: 'invalid', message: testimonialMessages.tokenRequired },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    void (async () => {
      try {
        const response = await apiRequest('POST', '/api/testimonials/invitation', { token });
        const { data } = (await response.json()) as { data: TestimonialInvitation };
        if (current) setStage({ kind: 'writing', invitation: data });
      } catch (error) {
        if (!current) return;
        setStage({
          kind: 'invalid',
          message: isLinkRefusal(error)
            ? errorMessage(error)
            : errorMessage(error, 'The link could not be checked just now. Please try again in a moment.'),
        });
      }
    })();
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <>
      <PageHero
        eyebrow="Thank you for travelling with us"
        title="Share Your Experience"
        lead="Your words help other travellers plan with confidence."
      />
      {stage.kind === 'checking' && <PageSpinner label="Checking your link" />}
      {stage.kind === 'invalid' && <Outcome title="This link does not work">{stage.message}</Outcome>}
      {stage.kind === 'sent' && <Outcome title="Thank you!">{stage.message}</Outcome>}
      {stage.kind === 'writing' && (
        <TestimonialForm token={token} invitation={stage.invitation} onDone={setStage} />
      )}
    </>
  );
}
