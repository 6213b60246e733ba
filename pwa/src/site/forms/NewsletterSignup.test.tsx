import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { leadMessages } from '@contract/leads';
import { csrf, holdRequests, sentBody, spyToasts } from '@pwa/account/testing';
import { stubApi } from '@pwa/test/renderApp';
import { BusinessTravelPage } from '@pwa/site/business-travel/BusinessTravelPage';
import { NewsletterSignup } from './NewsletterSignup';
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

const subscribed = {
  status: 201,
  body: { success: true, message: leadMessages.newsletterSubscribed, data: { id: 'n-1' } },
};

describe('NewsletterSignup', () => {
  it('says "Please enter a valid email address" and sends nothing', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf, '/api/newsletter': subscribed });
    render(<NewsletterSignup />);
    fill('Email Address', 'not-an-address');
    press('Subscribe');

    await expectFieldMessage('Email Address', 'Please enter a valid email address');
    expect(document.activeElement).toBe(control('Email Address'));
    expect(calls).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('shows Subscribing..., then the success toast and the thanks line in place of the form', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf, '/api/newsletter': subscribed });
    const release = holdRequests('/api/newsletter');
    const { container } = render(<NewsletterSignup withNames />);
    expectEmptyHoneypot(container);
    fill('First Name', 'Tessa');
    fill('Last Name', 'Auguste');
    fill('Email Address', 'tessa@example.com');
    press('Subscribe');

    expect(await screen.findByText('Subscribing...')).toBeTruthy();
    release();
    const thanks = await screen.findByText('Thanks for subscribing!');
    expect(toasts.success).toHaveBeenCalledWith(
      'Successfully Subscribed!',
      leadMessages.newsletterSubscribed,
    );
    expect(sentBody(calls, '/api/newsletter')).toEqual({
      email: 'tessa@example.com',
      firstName: 'Tessa',
      lastName: 'Auguste',
      website: '',
    });
    expect(screen.queryByLabelText('Email Address')).toBeNull();
    // Focus follows the form's replacement instead of falling back to the page.
    await waitFor(() => expect(document.activeElement).toBe(thanks));
  });

  it('shows the API’s field message from a 400 with the failure toast', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/newsletter': {
        status: 400,
        body: {
          success: false,
          error: 'validation_failed',
          message: 'Please enter a valid email address',
          fields: { email: 'Please enter a valid email address' },
        },
      },
    });
    render(<NewsletterSignup />);
    // Valid for the browser; the server has the last word.
    fill('Email Address', 'tessa@example.com');
    press('Subscribe');

    await submissionSettled('Subscribe');
    expect(toasts.error).toHaveBeenCalledWith('Subscription Failed', 'Please enter a valid email address');
    await expectFieldMessage('Email Address', 'Please enter a valid email address');
    expect(screen.queryByText('Thanks for subscribing!')).toBeNull();
  });

  it('falls back to "Failed to subscribe to newsletter" when the server gives no reason', async () => {
    const toasts = spyToasts();
    stubApi({ '/api/auth/csrf-token': csrf, '/api/newsletter': { status: 500 } });
    render(<NewsletterSignup variant="compact" />);
    fill('Email Address', 'tessa@example.com');
    press('Subscribe');

    await submissionSettled('Subscribe');
    expect(toasts.error).toHaveBeenCalledWith('Subscription Failed', 'Failed to subscribe to newsletter');
    expect(control('Email Address').value).toBe('tessa@example.com');
  });

  it('comes in three variants: a titled panel, a small card and a one-line row', () => {
    const { unmount } = render(<NewsletterSignup title="Island News" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Island News' })).toBeTruthy();
    expect(screen.queryByLabelText('First Name')).toBeNull();
    unmount();

    const compact = render(<NewsletterSignup variant="compact" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Subscribe to Our Newsletter' })).toBeTruthy();
    compact.unmount();

    const { container } = render(
      <NewsletterSignup variant="inline" withNames emailPlaceholder="Your e-mail" />,
    );
    expect(container.querySelector('h2, h3')).toBeNull();
    // The labels stay for screen readers even where the row shows only placeholders.
    expect(screen.getByText('Email Address').className).toContain('visually-hidden');
    expect(control('Email Address').placeholder).toBe('Your e-mail');
    expect(control('First Name')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Newsletter signup' })).toBeTruthy();
  });

  it('closes the business travel page with first and last names and a business address placeholder', () => {
    render(
      <MemoryRouter>
        <BusinessTravelPage />
      </MemoryRouter>,
    );
    expect(control('First Name')).toBeTruthy();
    expect(control('Last Name')).toBeTruthy();
    expect(control('Email Address').placeholder).toBe('you@company.com');
  });
});
