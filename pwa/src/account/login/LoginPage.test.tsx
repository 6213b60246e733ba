import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import {
  agentUser,
  callsTo,
  clientDashboardAnswer,
  clientUser,
  csrf,
  holdRequests,
  sentBody,
  signedOut,
  spyToasts,
} from '../testing';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Island Bridge Travel' });
  return view;
}

async function openRegisterTab() {
  fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
  return within(await screen.findByRole('tabpanel', { name: 'Register' }));
}

describe('LoginPage, Sign In', () => {
  it('has the sign-in form, the forgot link, the four social buttons and the way back home', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    await openLogin();

    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    const panel = within(screen.getByRole('tabpanel', { name: 'Sign In' }));
    expect(panel.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(panel.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(panel.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    const social = panel.getByRole('group', { name: 'Or continue with' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Sign in with Google', '/api/social/login?provider=google'],
      ['Sign in with GitHub', '/api/social/login?provider=github'],
      ['Sign in with X', '/api/social/login?provider=x'],
      ['Sign in with Apple', '/api/social/login?provider=apple'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Sign In | Island Bridge Travel'));
  });

  it('shows and hides the password with a named toggle button', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    await openLogin();

    const password = screen.getByLabelText('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('shows the shared schema messages under the fields and sends nothing', async () => {
    spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    await openLogin();

    type(screen.getByLabelText('Email'), 'not-an-email');
    type(screen.getByLabelText('Password'), 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, '/api/auth/login')).toHaveLength(0);
  });

  it('signs in, greets by first name and lands on the dashboard', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      '/api/auth/login': { status: 200, body: { success: true, message: 'Signed in.', user: clientUser } },
      '/api/dashboard': clientDashboardAnswer,
    });
    const { router } = await openLogin();

    type(screen.getByLabelText('Email'), '  Cleo@Example.com ');
    type(screen.getByLabelText('Password'), 'island-breeze-1');
    const release = holdRequests('/api/auth/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(toasts.success).toHaveBeenCalledWith('Login successful!', 'Welcome back, Cleo!');
    expect(sentBody(calls, '/api/auth/login')).toEqual({
      email: 'cleo@example.com',
      password: 'island-breeze-1',
    });
    const loginCall = callsTo(calls, '/api/auth/login')[0];
    expect((loginCall.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-1');
    // The header knows at once: no second session lookup was needed.
    expect(callsTo(calls, '/api/auth/me')).toHaveLength(1);
    // The header's session buttons are a chunk of their own: they arrive when it has loaded.
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: /Logout/ })).toBeTruthy();
  });

  it('sends an agent who signs in on to the agent office', async () => {
    spyToasts();
    stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      '/api/auth/login': { status: 200, body: { success: true, user: agentUser } },
    });
    const { router } = await openLogin();
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));

    type(screen.getByLabelText('Email'), 'ava@example.com');
    type(screen.getByLabelText('Password'), 'island-breeze-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent-office');
    // Straight there: no stop at the client dashboard on the way.
    expect(seen).not.toContain('/dashboard');
  });

  it('sends a signed-in agent on to the agent office', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: agentUser } });
    const { router } = renderApp('/login');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent-office');
    expect(seen).not.toContain('/dashboard');
  });

  it('says "Login failed" with the server message and stays on the page', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      '/api/auth/login': {
        status: 401,
        body: { success: false, error: 'unauthorized', message: 'Invalid email or password.' },
      },
    });
    const { router } = await openLogin();

    type(screen.getByLabelText('Email'), 'cleo@example.com');
    type(screen.getByLabelText('Password'), 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Login failed', 'Invalid email or password.'),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('sends a signed-in visitor on to the dashboard', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: clientUser }, '/api/dashboard': clientDashboardAnswer });
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('explains an unconfigured social provider and removes the parameters from the address', async () => {
    const toasts = spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    const { router } = await openLogin('/login?social_error=not_configured&provider=google');

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith(
      'Google sign-in is not available',
      'This sign-in option has not been set up yet. Please sign in with your email and password.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('switches to Register and back with the in-form links', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    await openLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    const register = within(screen.getByRole('tabpanel', { name: 'Register' }));
    fireEvent.click(register.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('LoginPage, Register', () => {
  async function fillRegister(
    panel: ReturnType<typeof within>,
    values: Partial<Record<'first' | 'last' | 'email' | 'phone' | 'password' | 'confirm', string>> = {},
  ) {
    type(panel.getByLabelText('First Name'), values.first ?? 'Cleo');
    type(panel.getByLabelText('Last Name'), values.last ?? 'Baptiste');
    type(panel.getByLabelText('Email'), values.email ?? 'cleo@example.com');
    if (values.phone) type(panel.getByLabelText(/Phone/), values.phone);
    type(panel.getByLabelText('Password'), values.password ?? 'island-breeze-1');
    type(panel.getByLabelText('Confirm Password'), values.confirm ?? values.password ?? 'island-breeze-1');
  }

  it('has the registration fields with the client account type chosen', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    await openLogin();
    const panel = await openRegisterTab();

    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password']) {
      expect(panel.getByLabelText(label).hasAttribute('required')).toBe(true);
    }
    expect(panel.getByLabelText(/Phone/).hasAttribute('required')).toBe(false);
    expect(panel.getByText('(optional)')).toBeTruthy();
    expect(panel.getByText('Client - Book Travel')).toBeTruthy();
    expect(panel.getAllByRole('link', { name: /^Sign up with / })).toHaveLength(4);
  });

  it('stops on mismatched passwords with the toast and sends nothing', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    await openLogin();
    const panel = await openRegisterTab();

    await fillRegister(panel, { password: 'island-breeze-1', confirm: 'island-breeze-2' });
    fireEvent.click(panel.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Password mismatch',
        'Please make sure both passwords match.',
      ),
    );
    expect(await panel.findByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(calls, '/api/auth/register')).toHaveLength(0);
  });

  it('shows the schema messages for missing names', async () => {
    spyToasts();
    const calls = stubApi({ '/api/auth/me': signedOut });
    await openLogin();
    const panel = await openRegisterTab();

    await fillRegister(panel, { first: '  ', last: '' });
    fireEvent.click(panel.getByRole('button', { name: 'Create Account' }));

    expect(await panel.findByText('First name is required')).toBeTruthy();
    expect(panel.getByText('Last name is required')).toBeTruthy();
    expect(callsTo(calls, '/api/auth/register')).toHaveLength(0);
  });

  it('registers a client, signs them in and shows the dashboard', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      '/api/auth/register': { status: 201, body: { success: true, message: 'Welcome!', user: clientUser } },
      '/api/dashboard': clientDashboardAnswer,
    });
    const { router } = await openLogin();
    const panel = await openRegisterTab();

    await fillRegister(panel, { phone: ' +1 758 555 0101 ' });
    const release = holdRequests('/api/auth/register');
    fireEvent.click(panel.getByRole('button', { name: 'Create Account' }));
    expect(await panel.findByRole('button', { name: /Creating account\.\.\./ })).toBeTruthy();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(toasts.success).toHaveBeenCalledWith(
      'Registration successful!',
      "Welcome, Cleo! You've been automatically logged in. We've sent you a link to verify your email address.",
    );
    expect(sentBody(calls, '/api/auth/register')).toEqual({
      firstName: 'Cleo',
      lastName: 'Baptiste',
      email: 'cleo@example.com',
      phone: '+1 758 555 0101',
      role: 'client',
      password: 'island-breeze-1',
      confirmPassword: 'island-breeze-1',
    });
  });

  it('leaves out an empty phone number', async () => {
    spyToasts();
    const calls = stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      '/api/auth/register': { status: 201, body: { success: true, user: clientUser } },
    });
    await openLogin();
    const panel = await openRegisterTab();

    await fillRegister(panel);
    fireEvent.click(panel.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(callsTo(calls, '/api/auth/register')).toHaveLength(1));
    expect(sentBody(calls, '/api/auth/register')).not.toHaveProperty('phone');
  });

  it('says "Registration failed" with the server message when the e-mail is taken', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      '/api/auth/register': {
        status: 409,
        body: {
          success: false,
          error: 'conflict',
          message: 'An account with this email already exists. Please sign in instead.',
        },
      },
    });
    const { router } = await openLogin();
    const panel = await openRegisterTab();

    await fillRegister(panel);
    fireEvent.click(panel.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Registration failed',
        'An account with this email already exists. Please sign in instead.',
      ),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('puts the API field messages of a 400 under the fields', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      '/api/auth/register': {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'Please check the highlighted fields.',
          fields: { phone: 'Phone number is too long' },
        },
      },
    });
    await openLogin();
    const panel = await openRegisterTab();

    await fillRegister(panel, { phone: '+1 758 555 0101' });
    fireEvent.click(panel.getByRole('button', { name: 'Create Account' }));

    expect(await panel.findByText('Phone number is too long')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Registration failed', 'Please check the highlighted fields.');
  });
});
