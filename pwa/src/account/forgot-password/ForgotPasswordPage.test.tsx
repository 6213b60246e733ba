import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { callsTo, csrf, holdRequests, sentBody, signedOut, spyToasts } from '../testing';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const RESET_REQUEST = '/api/auth/password-reset-request';
const serverMessage =
  'If an account exists for that email, you will receive password reset instructions shortly.';

async function openPage() {
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return view;
}

describe('ForgotPasswordPage', () => {
  it('asks for the e-mail when the field is blank and sends nothing', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    await openPage();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Email required', 'Please enter your email address'),
    );
    expect(callsTo(calls, RESET_REQUEST)).toHaveLength(0);
  });

  it('shows the schema message for an address that is not one', async () => {
    spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    await openPage();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cleo-at-example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(callsTo(calls, RESET_REQUEST)).toHaveLength(0);
  });

  it('sends the trimmed address, then shows "Check Your Email" with the tips', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      [RESET_REQUEST]: { status: 200, body: { success: true, message: serverMessage } },
    });
    await openPage();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  cleo@example.com  ' } });
    const release = holdRequests(RESET_REQUEST);
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
    release();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(document.activeElement).toBe(heading);
    expect(sentBody(calls, RESET_REQUEST)).toEqual({ email: 'cleo@example.com' });
    expect(toasts.success).toHaveBeenCalledWith('Reset link sent!', serverMessage);
    expect(screen.getByText('cleo@example.com')).toBeTruthy();
    expect(screen.getByText('Check your spam or junk folder.')).toBeTruthy();
    expect(screen.getByText('The reset link expires in 1 hour.')).toBeTruthy();
    expect(screen.getByText('You can request a new link at any time.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Link' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('says "Request failed" with the server message when limited', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      [RESET_REQUEST]: {
        status: 429,
        body: { error: 'rate_limited', message: 'Too many reset requests. Please try again in 15 minutes.' },
      },
    });
    await openPage();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cleo@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Request failed',
        'Too many reset requests. Please try again in 15 minutes.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
  });
});
