import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { leadMessages } from '@contract/leads';
import { csrf, holdRequests, sentBody, spyToasts } from '@pwa/account/testing';
import { stubApi } from '@pwa/test/renderApp';
import { QuotePage } from '@pwa/site/quote/QuotePage';
import { QuoteRequestForm } from './QuoteRequestForm';
import {
  control,
  expectEmptyHoneypot,
  expectFieldMessage,
  fill,
  press,
  restoreNetworkAfterEach,
  submissionSettled,
} from './formTesting';

restoreNetworkAfterEach();

const received = {
  status: 201,
  body: { success: true, message: leadMessages.quoteReceived, data: { id: 'q-1' } },
};

function optionsOf(label: string): string[] {
  return Array.from((control(label) as unknown as HTMLSelectElement).options).map((option) => option.text);
}

describe('QuoteRequestForm', () => {
  it('says which required field is missing, focuses the first and sends nothing', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf, '/api/travel-quotes': received });
    render(<QuoteRequestForm />);
    fill('Email Address', 'tessa@');
    fill('Departure Date', '2027-06-12');
    fill('Return Date', '2027-06-05');
    press('Submit Quote Request');

    await expectFieldMessage('First Name', 'First name is required');
    await expectFieldMessage('Last Name', 'Last name is required');
    await expectFieldMessage('Email Address', 'Invalid email address');
    await expectFieldMessage('Return Date', 'Return date must be on or after the departure date');
    expect(document.activeElement).toBe(control('First Name'));
    expect(calls).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('marks First Name, Last Name and Email Address as required', () => {
    render(<QuoteRequestForm />);
    const required = Array.from(document.querySelectorAll('.lead-field__label--required')).map(
      (label) => label.textContent,
    );
    expect(required).toEqual(['First Name', 'Last Name', 'Email Address']);
  });

  it('offers the contract’s choices with readable labels', () => {
    render(<QuoteRequestForm />);
    expect(optionsOf('Number of Travelers')).toEqual([
      'Select...',
      '1-2 travelers',
      '3-5 travelers',
      '6-10 travelers',
      '11-20 travelers',
      '21+ travelers',
    ]);
    expect(optionsOf('Budget Range')).toEqual([
      'Select...',
      '$3,000 - $6,000',
      '$7,000 - $10,000',
      '$11,000 - $15,000',
      '$16,000 - $20,000',
      '$21,000 - $25,000',
      '$26,000+',
    ]);
    for (const type of [
      'Business Travel',
      'Group Vacations',
      'Cruises',
      'Private Transport',
      'Central Florida',
      'Saint Lucia',
    ]) {
      expect(control(type).type).toBe('checkbox');
    }
    expect(control('Departure Date').type).toBe('date');
    expect(control('Departure Location').placeholder).toBe('City, airport or port');
    expect(screen.queryByLabelText(/passport/i)).toBeNull();
    expect(screen.queryByLabelText(/emergency/i)).toBeNull();
  });

  it('shows Submitting..., sends every field, then the server’s thanks, and empties the form', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf, '/api/travel-quotes': received });
    const release = holdRequests('/api/travel-quotes');
    const { container } = render(<QuoteRequestForm />);
    fill('First Name', 'Tessa');
    fill('Last Name', 'Auguste');
    fill('Email Address', 'tessa@example.com');
    fill('Phone Number', '+1 758 555 0101');
    fill('Group Name', 'Auguste reunion');
    fill('Number of Travelers', '11-20');
    fill('Departure Date', '2027-06-05');
    fill('Return Date', '2027-06-12');
    // Ticked out of order; sent in the list's order.
    fireEvent.click(control('Saint Lucia'));
    fireEvent.click(control('Group Vacations'));
    fill('Budget Range', '26000+');
    fill('Departure Location', 'Orlando (MCO)');
    fill('Special Requests', 'A birthday dinner on the beach.');
    press('Submit Quote Request');

    expect(await screen.findByText('Submitting...')).toBeTruthy();
    release();
    await submissionSettled('Submit Quote Request');
    expect(toasts.success).toHaveBeenCalledWith('Quote Request Submitted!', leadMessages.quoteReceived);
    expect(sentBody(calls, '/api/travel-quotes')).toEqual({
      firstName: 'Tessa',
      lastName: 'Auguste',
      email: 'tessa@example.com',
      phone: '+1 758 555 0101',
      groupName: 'Auguste reunion',
      numberOfTravelers: '11-20',
      departureDate: '2027-06-05',
      returnDate: '2027-06-12',
      travelTypes: ['group', 'saint-lucia'],
      budgetRange: '26000+',
      departureLocation: 'Orlando (MCO)',
      specialRequests: 'A birthday dinner on the beach.',
      website: '',
    });
    expect(control('First Name').value).toBe('');
    expect(control('Number of Travelers').value).toBe('');
    expect(control('Saint Lucia').checked).toBe(false);
    expectEmptyHoneypot(container);
  });

  it('shows the API’s field messages from a 400 and falls back when the server gives no reason', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/travel-quotes': [
        {
          status: 400,
          body: {
            success: false,
            error: 'validation_failed',
            message: 'Invalid email address',
            fields: { email: 'Invalid email address' },
          },
        },
        { status: 502 },
      ],
    });
    render(<QuoteRequestForm />);
    fill('First Name', 'Tessa');
    fill('Last Name', 'Auguste');
    fill('Email Address', 'tessa@example.com');
    press('Submit Quote Request');

    await submissionSettled('Submit Quote Request');
    expect(toasts.error).toHaveBeenCalledWith('Submission Failed', 'Invalid email address');
    await expectFieldMessage('Email Address', 'Invalid email address');

    press('Submit Quote Request');
    await submissionSettled('Submit Quote Request');
    expect(toasts.error).toHaveBeenLastCalledWith('Submission Failed', 'Failed to submit quote request');
    expect(control('First Name').value).toBe('Tessa');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('appears on the quote page once access is granted, under the Payment Successful! banner', () => {
    const locked = render(
      <MemoryRouter initialEntries={['/quote']}>
        <QuotePage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Complete Payment to Access Booking Form')).toBeTruthy();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    locked.unmount();

    render(
      <MemoryRouter initialEntries={['/quote?free=true']}>
        <QuotePage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Payment Successful!')).toBeTruthy();
    const form = control('First Name').closest('form');
    const title = document.getElementById(form?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Tell Us About Your Trip');
  });
});
