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

const RESET = '/api/auth/password-reset';

async function openPage(path = '/reset-password?token=tok-123') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' });
  return view;
}

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
}

describe('ResetPasswordPage', () => {
  it('without a token says the link is invalid and goes to /forgot-password', async () => {
    const toasts = spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    const { router } = renderApp('/reset-password');

    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith(
      'Invalid reset link',
      'The password reset link is invalid or missing.',
    );
  });

  it('has both fields with show/hide toggles, the hint and the way to a new link', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    await openPage();

    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeTruthy();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get New Reset Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('shows an inline alert and disables the button while the passwords differ', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    await openPage();

    fill('island-breeze-1', 'island-breeze-2');
    expect((await screen.findByRole('alert')).textContent).toContain("Passwords don't match");
    expect(screen.getByRole('button', { name: 'Reset Password' }).hasAttribute('disabled')).toBe(true);

    fill('island-breeze-1', 'island-breeze-1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: 'Reset Password' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for both fields, then for 8 characters, sending nothing', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    await openPage();

    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('All fields required', 'Please fill in both password fields'),
    );

    fill('short', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Password too short',
        'Password must be at least 8 characters long',
      ),
    );
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, RESET)).toHaveLength(0);
  });

  it("clears a field's message once that field is filled in", async () => {
    spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    await openPage();

    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getAllByText('Please fill in both password fields')).toHaveLength(2));
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'island-breeze-1' } });
    await waitFor(() => expect(screen.getAllByText('Please fill in both password fields')).toHaveLength(1));
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'island-breeze-1' } });
    await waitFor(() => expect(screen.queryByText('Please fill in both password fields')).toBeNull());
    expect(screen.getByLabelText('Confirm New Password').getAttribute('aria-invalid')).not.toBe('true');
    expect(callsTo(calls, RESET)).toHaveLength(0);
  });

  it('resets the password and offers Sign In Now', async () => {
    const toasts = spyToasts();
    const message = 'Your password has been reset. You can now sign in with your new password.';
    const calls = stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      [RESET]: { status: 200, body: { success: true, message } },
    });
    await openPage();

    fill('island-breeze-9', 'island-breeze-9');
    const release = holdRequests(RESET);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const pending = await screen.findByRole('button', { name: /Resetting\.\.\./ });
    expect(pending.hasAttribute('disabled')).toBe(true);
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In Now' }).getAttribute('href')).toBe('/login');
    expect(toasts.success).toHaveBeenCalledWith('Password reset successful!', message);
    expect(sentBody(calls, RESET)).toEqual({
      token: 'tok-123',
      password: 'island-breeze-9',
      confirmPassword: 'island-breeze-9',
    });
  });

  it('says "Reset failed" with the server message for an expired link', async () => {
    const toasts = spyToasts();
    const message = 'This password reset link is invalid or has expired. Please request a new one.';
    stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      [RESET]: { status: 400, body: { success: false, message } },
    });
    await openPage();

    fill('island-breeze-9', 'island-breeze-9');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Reset failed', message));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeTruthy();
  });
});
