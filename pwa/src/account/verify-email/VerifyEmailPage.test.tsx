import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { callsTo, clientUser, csrf, holdRequests, sentBody, signedOut, spyToasts } from '../testing';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  localStorage.clear();
  vi.restoreAllMocks();
});

const VERIFY = '/api/auth/verify-email';
const RESEND = '/api/auth/resend-verification';
const invalid = {
  status: 400,
  body: {
    success: false,
    error: 'validation_failed',
    message: 'This link is invalid or has expired. Please request a new one.',
    fields: { token: 'This link is invalid or has expired. Please request a new one.' },
  },
};
const unverifiedClient = { ...clientUser, emailVerified: false };

async function openLink(path = '/verify-email?token=tok-123') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Verify Your Email Address' });
  return view;
}

describe('VerifyEmailPage', () => {
  it('changes nothing until the person presses Verify', async () => {
    spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    await openLink();
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeTruthy();
    expect(callsTo(calls, VERIFY)).toHaveLength(0);
  });

  it('sends the token, shows "Email verified" and continues to the dashboard', async () => {
    spyToasts();
    const calls = stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      [VERIFY]: {
        status: 200,
        body: { success: true, message: 'Your email address is verified. Thank you!' },
      },
    });
    await openLink();
    const release = holdRequests(VERIFY);
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeTruthy();
    release();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Email verified' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sentBody(calls, VERIFY)).toEqual({ token: 'tok-123' });
    expect(screen.getByText('Your email address is verified. Thank you!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says a used or expired link is invalid and lets a signed-in person ask for a new one', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/me': { status: 200, body: unverifiedClient },
      '/api/auth/csrf-token': csrf,
      [VERIFY]: invalid,
      [RESEND]: {
        status: 200,
        body: { success: true, message: "We've sent a new verification link to cleo@example.com." },
      },
    });
    await openLink();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
    ).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Account Settings' })).getAttribute('href')).toBe(
      '/settings',
    );
    fireEvent.click(await screen.findByRole('button', { name: /Resend Verification Email/ }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Verification email sent',
        "We've sent a new verification link to cleo@example.com.",
      ),
    );
    expect(callsTo(calls, RESEND)).toHaveLength(1);
  });

  it('sends a signed-out visitor with a bad link to sign in', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut, '/api/auth/csrf-token': csrf, [VERIFY]: invalid });
    await openLink();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));

    await screen.findByRole('heading', { level: 1, name: 'This link is invalid or has expired' });
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Resend Verification Email/ })).toBeNull();
  });

  it('treats a link without a token as invalid, sending nothing', async () => {
    spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    renderApp('/verify-email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
    ).toBeTruthy();
    expect(callsTo(calls, VERIFY)).toHaveLength(0);
  });

  it('keeps the button when the server cannot be reached, so the person can try again', async () => {
    const toasts = spyToasts();
    stubApi({ '/api/auth/me': signedOut, '/api/auth/csrf-token': csrf, [VERIFY]: 'network-error' });
    await openLink();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Verification failed', expect.any(String)));
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeTruthy();
  });
});
