import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { leadMessages } from '@contract/leads';
import { callsTo, csrf, holdRequests, sentBody, spyToasts } from '@pwa/account/testing';
import { stubApi } from '@pwa/test/renderApp';
import { ContactPage } from '@pwa/site/contact/ContactPage';
import { ContactForm } from './ContactForm';
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
  body: { success: true, message: leadMessages.contactReceived, data: { id: 'c-1' } },
};

function fillValidMessage() {
  fill('Full Name', 'Tessa Auguste');
  fill('Email Address', 'tessa@example.com');
  fill('Subject', 'Family reunion');
  fill('Budget Range', 'About $8,000');
  fill('Message', 'Twelve of us would like a week in Saint Lucia next June.');
}

describe('ContactForm', () => {
  it('says what is missing under each field, focuses the first and sends nothing', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf, '/api/contact': received });
    render(<ContactForm />);
    fill('Message', 'Too short');
    press('Send Message');

    await expectFieldMessage('Full Name', 'Name is required');
    await expectFieldMessage('Email Address', 'Invalid email address');
    await expectFieldMessage('Message', 'Message must be at least 10 characters');
    expect(document.activeElement).toBe(control('Full Name'));
    expect(calls).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();

    // Editing a field takes its message away; the others stay until the next submit.
    fill('Full Name', 'Tessa');
    expect(control('Full Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
  });

  it('marks the required labels and only those', () => {
    render(<ContactForm />);
    for (const label of ['Full Name', 'Email Address', 'Message']) {
      expect(control(label).required).toBe(true);
      expect(screen.getByText(label).className).toContain('lead-field__label--required');
    }
    for (const label of ['Subject', 'Budget Range']) {
      expect(control(label).required).toBe(false);
      expect(screen.getByText(label).className).not.toContain('lead-field__label--required');
    }
  });

  it('shows Sending... while the message travels, then the server’s thanks, and empties the form', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf, '/api/contact': received });
    const release = holdRequests('/api/contact');
    const { container } = render(<ContactForm />);
    fillValidMessage();
    press('Send Message');

    expect(await screen.findByText('Sending...')).toBeTruthy();
    // A second press while it travels sends nothing more.
    press('Sending...');
    release();

    await submissionSettled('Send Message');
    expect(toasts.success).toHaveBeenCalledWith('Message Sent Successfully!', leadMessages.contactReceived);
    expect(callsTo(calls, '/api/contact')).toHaveLength(1);
    expect(sentBody(calls, '/api/contact')).toEqual({
      name: 'Tessa Auguste',
      email: 'tessa@example.com',
      subject: 'Family reunion',
      budgetRange: 'About $8,000',
      message: 'Twelve of us would like a week in Saint Lucia next June.',
      website: '',
    });
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Budget Range', 'Message']) {
      expect(control(label).value).toBe('');
    }
    expectEmptyHoneypot(container);
  });

  it('shows the API’s field messages from a 400 and keeps what was typed', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/contact': {
        status: 400,
        body: {
          success: false,
          error: 'validation_failed',
          message: 'This field is too long',
          fields: { subject: 'This field is too long' },
        },
      },
    });
    render(<ContactForm />);
    fillValidMessage();
    press('Send Message');

    await submissionSettled('Send Message');
    expect(toasts.error).toHaveBeenCalledWith('Message Failed', 'This field is too long');
    await expectFieldMessage('Subject', 'This field is too long');
    expect(document.activeElement).toBe(control('Subject'));
    expect(control('Full Name').value).toBe('Tessa Auguste');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('says "Failed to send message" when no answer comes, and the server’s reason when one does', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/contact': [
        'network-error',
        {
          status: 429,
          body: { success: false, error: 'rate_limited', message: 'Too many submissions from your network.' },
        },
      ],
    });
    render(<ContactForm />);
    fillValidMessage();
    press('Send Message');
    await submissionSettled('Send Message');
    expect(toasts.error).toHaveBeenCalledWith('Message Failed', 'Failed to send message');

    press('Send Message');
    await submissionSettled('Send Message');
    expect(toasts.error).toHaveBeenLastCalledWith(
      'Message Failed',
      'Too many submissions from your network.',
    );
    expect(control('Message').value).toBe('Twelve of us would like a week in Saint Lucia next June.');
  });

  it('closes the contact page, after the details, hours and how we can help', () => {
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    const headings = Array.from(document.querySelectorAll('h2')).map((heading) => heading.textContent);
    expect(headings).toEqual(['Get in Touch', 'How We Can Help', 'Send Us a Message']);
    expect(screen.getByText('Business Hours')).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
  });
});
