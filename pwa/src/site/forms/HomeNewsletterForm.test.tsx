import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { leadMessages } from '@contract/leads';
import { csrf, holdRequests, sentBody, spyToasts } from '@pwa/account/testing';
import { stubApi } from '@pwa/test/renderApp';
import { HomeNewsletterForm } from './HomeNewsletterForm';
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

describe('HomeNewsletterForm', () => {
  it('says "Invalid email address", its own message, and sends nothing', async () => {
    spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf });
    render(<HomeNewsletterForm />);
    fill('First Name', 'Tessa');
    press('Subscribe');

    await expectFieldMessage('Email Address', 'Invalid email address');
    expect(document.activeElement).toBe(control('Email Address'));
    expect(calls).toEqual([]);
  });

  it('shows Subscribing..., the success toast, then empties for another signup', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/newsletter': {
        status: 200,
        body: { success: true, message: leadMessages.newsletterAlreadySubscribed, data: { id: 'n-1' } },
      },
    });
    const release = holdRequests('/api/newsletter');
    const { container } = render(<HomeNewsletterForm />);
    expectEmptyHoneypot(container);
    fill('Email Address', 'tessa@example.com');
    press('Subscribe');

    expect(await screen.findByText('Subscribing...')).toBeTruthy();
    release();
    await submissionSettled('Subscribe');
    expect(toasts.success).toHaveBeenCalledWith(
      'Successfully Subscribed!',
      leadMessages.newsletterAlreadySubscribed,
    );
    expect(sentBody(calls, '/api/newsletter')).toEqual({
      email: 'tessa@example.com',
      firstName: '',
      lastName: '',
      website: '',
    });
    // The home form stays a form: no thanks line, just empty fields.
    expect(control('Email Address').value).toBe('');
    expect(screen.queryByText('Thanks for subscribing!')).toBeNull();
  });

  it('falls back to "Failed to subscribe to newsletter" when no answer comes', async () => {
    const toasts = spyToasts();
    stubApi({ '/api/auth/csrf-token': csrf, '/api/newsletter': 'network-error' });
    render(<HomeNewsletterForm title="Stay in the Loop" />);
    expect(screen.getByRole('heading', { name: 'Stay in the Loop' })).toBeTruthy();
    fill('Email Address', 'tessa@example.com');
    press('Subscribe');

    await submissionSettled('Subscribe');
    expect(toasts.error).toHaveBeenCalledWith('Subscription Failed', 'Failed to subscribe to newsletter');
    expect(control('Email Address').value).toBe('tessa@example.com');
  });
});
