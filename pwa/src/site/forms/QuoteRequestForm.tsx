import { HONEYPOT_FIELD } from '@contract/leadOptions';
import {
  CheckboxGroupField,
  LeadForm,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './fields';
import { budgetChoices, travelerCountChoices, travelTypeChoices } from './quoteOptions';
import { useLeadForm } from './useLeadForm';

/** Every field of the quote request with an input (passport and emergency contact have none). */
const emptyQuoteRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  groupName: '',
  numberOfTravelers: '',
  departureDate: '',
  returnDate: '',
  travelTypes: [] as string[],
  budgetRange: '',
  departureLocation: '',
  specialRequests: '',
  [HONEYPOT_FIELD]: '',
};

interface Props {
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/** The quote request form shown once access is granted. */
export function QuoteRequestForm({ labelledBy }: Props) {
  const form = useLeadForm({
    schema: 'TravelQuoteRequest',
    endpoint: '/api/travel-quotes',
    initialValues: emptyQuoteRequest,
    toasts: {
      success: 'Quote Request Submitted!',
      failure: 'Submission Failed',
      fallback: 'Failed to submit quote request',
    },
  });
  const departureDate = String(form.values.departureDate);
  return (
    <LeadForm form={form} labelledBy={labelledBy} label={labelledBy ? undefined : 'Quote request'}>
      <RequiredNote />
      <div className="lead-form__grid">
        <TextField name="firstName" label="First Name" required autoComplete="given-name" />
        <TextField name="lastName" label="Last Name" required autoComplete="family-name" />
        <TextField
          name="email"
          label="Email Address"
          type="email"
          inputMode="email"
          required
          autoComplete="email"
        />
        <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" />
        <TextField name="groupName" label="Group Name" autoComplete="organization" />
        <SelectField name="numberOfTravelers" label="Number of Travelers" options={travelerCountChoices} />
        <TextField name="departureDate" label="Departure Date" type="date" />
        {/* The picker starts at the departure day; the schema still says so if typed earlier. */}
        <TextField name="returnDate" label="Return Date" type="date" min={departureDate || undefined} />
        <CheckboxGroupField
          name="travelTypes"
          label="Travel Types"
          options={travelTypeChoices}
          className="lead-field--wide"
        />
        <SelectField name="budgetRange" label="Budget Range" options={budgetChoices} />
        <TextField
          name="departureLocation"
          label="Departure Location"
          placeholder="City, airport or port"
          autoComplete="address-level2"
        />
        <TextAreaField
          name="specialRequests"
          label="Special Requests"
          rows={5}
          placeholder="Celebrations, accessibility needs, dietary requirements, must-see places..."
          className="lead-field--wide"
        />
      </div>
      <SubmitButton label="Submit Quote Request" pendingLabel="Submitting..." />
    </LeadForm>
  );
}
