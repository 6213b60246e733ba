import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { toast } from '@pwa/components/toast';
import { clearCsrfToken } from '@pwa/lib/api';
import { agentUser, callsTo, clientUser, csrf, holdRequests, signedOut, spyToasts } from '../testing';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  localStorage.clear();
  vi.restoreAllMocks();
});

const PROMOTE = '/api/auth/promote-to-agent';
const RESEND = '/api/auth/resend-verification';
const features = [
  'Agent Office dashboard',
  'Client management tools',
  'Trip planning and itinerary builder',
  'Email communication center',
  'Quote and proposal management',
];

function card(title: string) {
  const heading = within(screen.getByRole('main')).getByRole('heading', { level: 2, name: title });
  return within(heading.closest('.ant-card') as HTMLElement);
}

describe('SettingsPage', () => {
  it('shows "Loading..." and then asks a signed-out visitor to log in', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    const release = holdRequests('/api/auth/me');
    renderApp('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    release();
    expect(await screen.findByText('Please log in to view settings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows a client their profile, what agent access includes and the quick links', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: clientUser } });
    renderApp('/settings');

    await screen.findByRole('heading', { level: 2, name: 'Profile Information' });
    const profile = card('Profile Information');
    expect(profile.getByText('Cleo Baptiste')).toBeTruthy();
    expect(profile.getByText('cleo@example.com')).toBeTruthy();
    expect(profile.getByText('+1 758 555 0101')).toBeTruthy();
    expect(profile.getByText('Client').className).toContain('role-badge--secondary');

    const access = card('Agent Access');
    expect(access.getAllByRole('listitem').map((item) => item.textContent)).toEqual(features);
    expect(access.getByRole('button', { name: /Upgrade to Agent Access/ })).toBeTruthy();
    expect(access.queryByText('Agent Access Active')).toBeNull();

    const links = card('Quick Links');
    expect(
      links.getAllByRole('link').map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
    ).toEqual([
      ['My Dashboard', '/dashboard'],
      ['Request a Quote', '/quote'],
    ]);
  });

  it('leaves the phone out when there is none', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: { ...clientUser, phone: undefined } } });
    renderApp('/settings');

    await screen.findByRole('heading', { level: 2, name: 'Profile Information' });
    expect(card('Profile Information').queryByText('Phone')).toBeNull();
  });

  it('shows an agent "Agent Access Active", the five features and the office links', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: agentUser } });
    renderApp('/settings');

    await screen.findByRole('heading', { level: 2, name: 'Agent Access' });
    const access = card('Agent Access');
    expect(access.getByText('Agent Access Active')).toBeTruthy();
    expect(access.getAllByRole('listitem').map((item) => item.textContent)).toEqual(features);
    expect(access.getByRole('link', { name: /Go to Agent Office/ }).getAttribute('href')).toBe(
      '/agent-office',
    );
    expect(card('Profile Information').getByText('Agent').className).toContain('role-badge--primary');
    expect(
      card('Quick Links')
        .getByRole('link', { name: /Agent Office/ })
        .getAttribute('href'),
    ).toBe('/agent-office');
  });

  it('tells an agent how much this device stores for the office and whether it is kept', async () => {
    spyToasts();
    const storage = {
      estimate: vi.fn().mockResolvedValue({ usage: 5 * 1024 * 1024, quota: 2048 * 1024 * 1024 }),
      persisted: vi.fn().mockResolvedValue(true),
    };
    Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
    try {
      stubApi({ '/api/auth/me': { status: 200, body: agentUser } });
      renderApp('/settings');

      await screen.findByRole('heading', { level: 2, name: 'Agent Access' });
      const line = await card('Agent Access').findByText(/MB used of/);
      expect(line.closest('p')?.textContent).toBe(
        'Storage on this device: 5 MB used of 2,048 MB, persistent (the browser keeps it)',
      );
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });

  it('does not show device storage to a client', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: clientUser } });
    renderApp('/settings');

    await screen.findByRole('heading', { level: 2, name: 'Agent Access' });
    expect(screen.queryByText(/Storage on this device/)).toBeNull();
  });

  it('upgrades a client, refreshes the user and opens the agent office after 1.5 s', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/me': [
        { status: 200, body: clientUser },
        { status: 200, body: agentUser },
      ],
      '/api/auth/csrf-token': csrf,
      [PROMOTE]: {
        status: 200,
        body: { success: true, message: 'You now have agent access!', user: agentUser },
      },
    });
    const { router } = renderApp('/settings');

    const upgrade = await screen.findByRole('button', { name: /Upgrade to Agent Access/ });
    const release = holdRequests(PROMOTE);
    fireEvent.click(upgrade);
    expect(await screen.findByRole('button', { name: /Upgrading\.\.\./ })).toBeTruthy();
    release();

    expect(await screen.findByText('Agent Access Active')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Success!', 'You now have agent access!');
    const promoteCall = callsTo(calls, PROMOTE)[0];
    expect(promoteCall.init?.method).toBe('POST');
    expect(promoteCall.init?.body).toBeUndefined();
    // The user data is asked for again, and the move to the office waits 1.5 s.
    await waitFor(() => expect(callsTo(calls, '/api/auth/me')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent-office'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' }),
    ).toBeTruthy();
  });

  it('says "Error" with the server message when the upgrade is refused', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/me': { status: 200, body: clientUser },
      '/api/auth/csrf-token': csrf,
      [PROMOTE]: { status: 409, body: { error: 'conflict', message: 'You already have agent access.' } },
    });
    renderApp('/settings');

    fireEvent.click(await screen.findByRole('button', { name: /Upgrade to Agent Access/ }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'You already have agent access.'));
  });

  it('falls back to "Failed to promote user to agent" without a server message', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/me': { status: 200, body: clientUser },
      '/api/auth/csrf-token': csrf,
      [PROMOTE]: 'network-error',
    });
    const { router } = renderApp('/settings');

    fireEvent.click(await screen.findByRole('button', { name: /Upgrade to Agent Access/ }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', 'Failed to promote user to agent'),
    );
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('asks an unverified account to verify its address and resends the link', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/me': { status: 200, body: { ...clientUser, emailVerified: false } },
      '/api/auth/csrf-token': csrf,
      [RESEND]: {
        status: 200,
        body: { success: true, message: "We've sent a new verification link to cleo@example.com." },
      },
    });
    renderApp('/settings');

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Please verify your email address')).toBeTruthy();
    expect(within(notice).getByText(/We sent a verification link to cleo@example\.com\./)).toBeTruthy();
    const release = holdRequests(RESEND);
    fireEvent.click(within(notice).getByRole('button', { name: /Resend Verification Email/ }));
    expect(await within(notice).findByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
    release();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Verification email sent',
        "We've sent a new verification link to cleo@example.com.",
      ),
    );
    expect(callsTo(calls, RESEND)[0].init?.method).toBe('POST');
  });

  it('drops the notice when the server says the address was verified meanwhile', async () => {
    const toasts = spyToasts();
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    stubApi({
      '/api/auth/me': [
        { status: 200, body: { ...clientUser, emailVerified: false } },
        { status: 200, body: { ...clientUser, emailVerified: true } },
      ],
      '/api/auth/csrf-token': csrf,
      [RESEND]: {
        status: 409,
        body: { error: 'conflict', message: 'Your email address is already verified.' },
      },
    });
    renderApp('/settings');

    fireEvent.click(await screen.findByRole('button', { name: /Resend Verification Email/ }));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('Already verified', 'Your email address is already verified.'),
    );
    await waitFor(() => expect(screen.queryByText('Please verify your email address')).toBeNull());
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('shows no verification notice to a verified account', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: { ...clientUser, emailVerified: true } } });
    renderApp('/settings');

    await screen.findByRole('heading', { level: 2, name: 'Profile Information' });
    expect(screen.queryByText('Please verify your email address')).toBeNull();
  });
});
