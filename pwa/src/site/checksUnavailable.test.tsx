/**
 * The public forms fetch their checks on the first send. Without a connection, and before the
 * service worker has them, that fetch fails: the visitor is told, nothing is sent, and what was
 * typed stays.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { csrf, spyToasts } from '@pwa/account/testing';
import { paths } from '@contract/sitePaths';
import { stubApi } from '@pwa/test/renderApp';
import { NewsletterSignup } from './forms/NewsletterSignup';
import { control, fill, press, restoreNetworkAfterEach, submissionSettled } from './forms/formTesting';
import { BookingTeaser } from './home/BookingTeaser';

// What a browser answers for a module it cannot fetch.
vi.mock('./forms/leadChecks', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./home/searchChecks', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

restoreNetworkAfterEach();

describe('when a form cannot load its checks', () => {
  it('a newsletter signup says it failed, sends nothing and keeps the address', async () => {
    const toasts = spyToasts();
    const calls = stubApi({ '/api/auth/csrf-token': csrf });
    render(<NewsletterSignup />);
    fill('Email Address', 'tessa@example.com');
    press('Subscribe');

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Subscription Failed', 'Failed to subscribe to newsletter'),
    );
    await submissionSettled('Subscribe');
    expect(calls).toEqual([]);
    expect(control('Email Address').value).toBe('tessa@example.com');
  });

  it('a hotel search says it is unavailable and stays on the page', async () => {
    const toasts = spyToasts();
    const router = createMemoryRouter([{ path: paths.home, element: <BookingTeaser /> }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    const hotel = within(screen.getByRole('form', { name: 'Hotel search' }));
    fireEvent.change(hotel.getByLabelText('Destination'), { target: { value: 'Orlando' } });
    fireEvent.click(hotel.getByRole('button', { name: 'Search Hotels' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Search unavailable', 'Check your connection and try again.'),
    );
    expect(router.state.location.pathname).toBe('/');
    expect((hotel.getByLabelText('Destination') as HTMLInputElement).value).toBe('Orlando');
  });
});
