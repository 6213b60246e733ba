import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { toast } from '@pwa/components/toast';
import { clearCsrfToken } from '@pwa/lib/api';
import { rememberSignIn } from '@pwa/test/signedInHint';
import { COPIED_RESET_MS } from './useCopyLink';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function quiet() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

const signedIn = {
  status: 200,
  body: { user: { id: 'u1', email: 'c@demo.test', firstName: 'Cleo', role: 'client' } },
};

describe('SiteHeader', () => {
  it('has the main navigation with the current page marked', async () => {
    quiet();
    stubApi({ '/api/auth/me': { status: 401 } });
    renderApp('/services');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Services', 'Blog', 'Podcast', 'Store']);
    expect(within(nav).getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    const podcast = within(nav).getByRole('link', { name: 'Podcast' });
    expect(podcast.getAttribute('target')).toBe('_blank');
    expect(podcast.getAttribute('rel')).toContain('noopener');
  });

  it('offers Login at once, asking nothing, in a browser that never signed in', async () => {
    const calls = stubApi({ '/api/auth/me': { status: 401 } });
    renderApp('/');

    const banner = screen.getByRole('banner');
    expect((await within(banner).findByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/login');
    expect(within(banner).queryByRole('status', { name: 'Checking your session' })).toBeNull();
    expect(calls.map(({ url }) => url)).not.toContain('/api/auth/me');
  });

  it('offers Login once the session lookup fails on the network', async () => {
    quiet();
    rememberSignIn();
    stubApi({ '/api/auth/me': 'network-error' });
    renderApp('/');

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('status', { name: 'Checking your session' })).toBeTruthy();
    expect((await within(banner).findByRole('link', { name: 'Login' })).getAttribute('href')).toBe('/login');
    expect(within(banner).getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe('/quote');
    expect(within(banner).getByRole('link', { name: 'Island Bridge Travel' }).getAttribute('href')).toBe('/');
  });

  it('shows Dashboard and Logout when signed in, and logs out', async () => {
    quiet();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let releaseLogout: () => void = () => {};
    const calls = stubApi({
      '/api/auth/me': [signedIn, { status: 401 }],
      '/api/auth/csrf-token': { status: 200, body: { csrfToken: 'tok' } },
    });
    const stubbed = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/auth/logout') return stubbed(input, init);
      calls.push({ url: String(input), init });
      await new Promise<void>((resolve) => (releaseLogout = resolve));
      return new Response(JSON.stringify({ success: true }), { status: 200 });
    }) as typeof fetch;
    const { router } = renderApp('/services');

    const banner = screen.getByRole('banner');
    expect((await within(banner).findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe(
      '/dashboard',
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Logout' }));

    const pending = await within(banner).findByRole('button', { name: 'Logging out...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    await act(async () => releaseLogout());

    expect(await within(banner).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith(
      'Logged out successfully',
      'You have been signed out of your account.',
    );
    expect(router.state.location.pathname).toBe('/');
    const logout = calls.find((call) => call.url === '/api/auth/logout');
    expect(logout?.init?.method).toBe('POST');
    expect(logout?.init?.body).toBe('{}');
    expect((logout?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok');
  });

  it('reports a failed logout with the server message', async () => {
    quiet();
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    stubApi({
      '/api/auth/me': signedIn,
      '/api/auth/csrf-token': { status: 200, body: { csrfToken: 'tok' } },
      '/api/auth/logout': {
        status: 500,
        body: { success: false, error: 'internal', message: 'Session store unavailable' },
      },
    });
    renderApp('/');

    const banner = screen.getByRole('banner');
    fireEvent.click(await within(banner).findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('Logout failed', 'Session store unavailable'));
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('opens the share menu and copies the link, showing Copied! for 2 seconds', async () => {
    quiet();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    stubApi({ '/api/auth/me': { status: 401 } });
    renderApp('/blog');

    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const copyItem = await screen.findByRole('menuitem', { name: /Copy Link/ });
    for (const name of [/Facebook/, /Twitter\/X/, /LinkedIn/, /Email/]) {
      expect(screen.getByRole('menuitem', { name })).toBeTruthy();
    }
    fireEvent.click(copyItem);

    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
    expect(success).toHaveBeenCalledWith('Link copied!', 'The link has been copied to your clipboard.');
    // The menu stays open on the same item, which now reads Copied! with a check mark...
    const copiedItem = await screen.findByRole('menuitem', { name: 'Copied!' });
    expect(copiedItem.querySelector('.share-menu__copied')).toBeTruthy();
    // ...with the other wording kept in place, hidden, so the item keeps its width.
    expect(within(copiedItem).getByText('Copy Link').getAttribute('aria-hidden')).toBe('true');
    // Two seconds on, it reads Copy Link again.
    expect(
      await screen.findByRole('menuitem', { name: 'Copy Link' }, { timeout: COPIED_RESET_MS + 2000 }),
    ).toBe(copiedItem);
  });

  it('opens the mobile menu with the navigation repeated, and closes it on a choice', async () => {
    quiet();
    stubApi({ '/api/auth/me': { status: 401 } });
    const { router } = renderApp('/');

    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const mobileNav = await screen.findByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(mobileNav).getByRole('link', { name: 'Blog' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
