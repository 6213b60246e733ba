import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { clientDashboardAnswer } from '@pwa/account/testing';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function silenceWarnings() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('routes', () => {
  it('shows the not-found screen with a link home for an unknown path', async () => {
    silenceWarnings();
    stubApi({ '/api/auth/me': { status: 401 } });
    renderApp('/some-unknown-path');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    // The title is set once the page has rendered: wait for it rather than read it at once.
    await waitFor(() => expect(document.title).toBe('Page Not Found | Island Bridge Travel'));
  });

  it('lists the six services with Learn More links to their pages', async () => {
    silenceWarnings();
    stubApi({ '/api/auth/me': { status: 401 } });
    renderApp('/services');

    await screen.findByRole('heading', { level: 1, name: 'Our Travel Services' });
    const learnMore = screen.getAllByRole('link', { name: /^Learn More about/ });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/services/business-travel',
      '/services/group-vacations',
      '/transportation-booking',
      '/cruises',
      '/visit-saint-lucia',
      '/africa-detox-tourism',
    ]);
  });

  it('titles the blog page with its own title and the brand, and shows its hero', async () => {
    silenceWarnings();
    stubApi({ '/api/auth/me': { status: 401 } });
    renderApp('/blog');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog & NEWS UPDATES' })).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Travel Blog - Latest Tips & Destination Guides | Island Bridge Travel'),
    );
  });

  it('keeps the quote form locked without access', async () => {
    silenceWarnings();
    stubApi({ '/api/auth/me': { status: 401 } });
    renderApp('/quote');

    expect(
      await screen.findByRole('heading', { name: 'Complete Payment to Access Booking Form' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Free Consultation' }).getAttribute('href')).toBe(
      '/quote?free=true',
    );
  });

  it.each([
    '/',
    '/services/business-travel',
    '/services/group-vacations',
    '/services/private-transport',
    '/transportation',
    '/transportation-booking',
    '/visit-saint-lucia',
    '/visit-central-florida',
    '/cruises',
    '/africa-detox-tourism',
    '/about',
    '/contact',
    '/book/hotel/hotel-1',
    '/book/flight/flight-1',
    '/island-adventures-game',
    '/blog/saint-lucia-on-a-budget',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/verify-email?token=tok-1',
    '/settings',
  ])('renders %s with one main landmark and an h1', async (path) => {
    silenceWarnings();
    stubApi({ '/api/auth/me': { status: 401 } });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('sends a signed-out visitor from a guarded page to /login', async () => {
    silenceWarnings();
    stubApi({ '/api/auth/me': { status: 401 } });
    const { router } = renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome to Island Bridge Travel/ }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an agent from the client dashboard to the agent office', async () => {
    silenceWarnings();
    stubApi({
      '/api/auth/me': {
        status: 200,
        body: { user: { id: 'u1', email: 'a@demo.test', firstName: 'Ava', role: 'agent' } },
      },
    });
    const { router } = renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent-office');
  });

  it('shows a client their dashboard greeting', async () => {
    silenceWarnings();
    stubApi({
      '/api/auth/me': {
        status: 200,
        body: { id: 'u2', email: 'c@demo.test', firstName: 'Cleo', role: 'client' },
      },
      '/api/dashboard': clientDashboardAnswer,
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
  });
});
