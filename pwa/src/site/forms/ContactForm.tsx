import { HONEYPOT_FIELD } from '@contract/leadOptions';
import { LeadForm, RequiredNote, SubmitButton, TextAreaField, TextField } from './fields';
import { useLeadForm } from './useLeadForm';

const emptyContactMessage = {
  name: '',
  email: '',
  subject: '',
  budgetRange: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

interface Props {
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/** The contact page's form. */
export function ContactForm({ labelledBy }: Props) {
  const form = useLeadForm({
    schema: 'ContactMessage',
    endpoint: '/api/contact',
    initialValues: emptyContactMessage,
    toasts: {
      success: 'Message Sent Successfully!',
      failure: 'Message Failed',
      fallback: 'Failed to send message',
    },
  });
  return (
    <LeadForm form={form} labelledBy={labelledBy} label={labelledBy ? undefined : 'Contact form'}>
      <RequiredNote />
      <div className="lead-form__grid">
        <TextField name="name" label="Full Name" required autoComplete="name" />
        <TextField
          name="email"
          label="Email Address"
          type="email"
          inputMode="email"
          required
          autoComplete="email"
        />
        <TextField name="subject" label="Subject" />
        <TextField name="budgetRange" label="Budget Range" placeholder="e.g. $3,000 - $5,000" />
        <TextAreaField
          name="message"
          label="Message"
          required
          rows={6}
          placeholder="Tell us about your trip, your questions or your group."
          className="lead-field--wide"
        />
      </div>
      <SubmitButton label="Send Message" pendingLabel="Sending..." />
    </LeadForm>
  );
}
