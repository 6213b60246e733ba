import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ItineraryDto } from '@contract/itineraries';
import {
  testimonialMessages,
  type ModeratedTestimonial,
  type TestimonialQueue,
} from '@contract/testimonialOptions';
import { forgetSignedInUser, rememberSignedInUser, type CurrentUser } from '@pwa/account/currentUser';
import { agentUser, callsTo, csrf, pendingAgentUser, spyToasts } from '@pwa/account/testing';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { stubApi } from '@pwa/test/renderApp';
import { TestimonialRequestButton } from './TestimonialRequestButton';
import { TestimonialsTab } from './TestimonialsTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

function testimonial(overrides: Partial<ModeratedTestimonial> = {}): ModeratedTestimonial {
  return {
    id: 't-1',
    displayName: 'Marie A.',
    rating: 4,
    text: 'Every transfer was on time.\nWe will be back!',
    status: 'pending',
    itineraryId: 'i-1',
    tripTitle: 'Pitons Anniversary Week',
    clientName: 'Marie Auguste',
    clientEmail: 'marie@example.com',
    createdAt: '2026-11-20T15:00:00.000Z',
    approvedAt: null,
    approvedByName: null,
    ...overrides,
  };
}

const queueOf = (
  testimonials: ModeratedTestimonial[],
  counts = { pending: 1, approved: 2, rejected: 0 },
) => ({
  status: 200,
  body: { testimonials, counts } satisfies TestimonialQueue,
});

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestimonialsTab />
    </QueryClientProvider>,
  );
}

describe('TestimonialsTab', () => {
  it('lists the pending testimonials with stars, trip and client, and approves one', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/admin/testimonials?status=pending': [
        queueOf([testimonial()]),
        queueOf([], { pending: 0, approved: 3, rejected: 0 }),
      ],
      '/api/admin/testimonials/t-1/approve': {
        status: 200,
        body: {
          success: true,
          message: testimonialMessages.approved,
          data: { id: 't-1', status: 'approved' },
        },
      },
    });
    renderTab();

    const card = within(await screen.findByRole('article', { name: 'Marie A.' }));
    expect(card.getByText('Rated 4 out of 5')).toBeTruthy();
    expect(card.getByText('Pitons Anniversary Week')).toBeTruthy();
    expect(card.getByText('Marie Auguste (marie@example.com)')).toBeTruthy();
    expect(card.getByText(/Every transfer was on time\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Approved (2)' })).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Approve the testimonial of Marie A.' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(testimonialMessages.approved, 'From Marie A.'),
    );
    expect(callsTo(calls, '/api/admin/testimonials/t-1/approve')).toHaveLength(1);
    expect(await screen.findByText('No pending testimonials.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approved (3)' })).toBeTruthy();
  });

  it('shows an approved testimonial with who approved it, offering only to reject it', async () => {
    stubApi({
      '/api/admin/testimonials?status=pending': queueOf([]),
      '/api/admin/testimonials?status=approved': queueOf([
        testimonial({
          status: 'approved',
          approvedByName: 'Ada Admin',
          approvedAt: '2026-11-21T10:00:00.000Z',
        }),
      ]),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /^Approved/ }));
    const card = within(await screen.findByRole('article', { name: 'Marie A.' }));
    expect(card.getByText('Ada Admin')).toBeTruthy();
    expect(card.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(card.getByRole('button', { name: 'Reject the testimonial of Marie A.' })).toBeTruthy();
  });

  it('says the server’s words when the list is refused', async () => {
    stubApi({
      '/api/admin/testimonials?status=pending': {
        status: 403,
        body: { success: false, error: 'forbidden', message: 'You do not have permission to do that.' },
      },
    });
    renderTab();
    expect(await screen.findByText('The testimonials could not be loaded')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do that.')).toBeTruthy();
  });

  it('says it needs a connection when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({});
    renderTab();
    expect((await screen.findByRole('status')).textContent).toContain('Testimonials need a connection');
  });
});

describe('TestimonialRequestButton', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const isoDay = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const trip = (overrides: Partial<ItineraryDto> = {}): ItineraryDto => ({
    id: 'i-1',
    clientId: 'c-1',
    title: 'Pitons Anniversary Week',
    description: null,
    startDate: isoDay(-10),
    endDate: isoDay(-3),
    totalCost: null,
    currency: 'USD',
    status: 'completed',
    agentNotes: null,
    version: 1,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    client: { id: 'c-1', firstName: 'Marie', lastName: 'Auguste' },
    ...overrides,
  });

  /** As in the office: the device remembers who signed in. */
  function renderButton(itinerary: ItineraryDto, user: CurrentUser = agentUser) {
    rememberSignedInUser(user);
    render(<TestimonialRequestButton itinerary={itinerary} />);
  }
  afterEach(() => forgetSignedInUser());

  it('asks the server to e-mail the client once the trip has ended, and says to whom', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/itineraries/i-1/testimonial-request': {
        status: 201,
        body: {
          success: true,
          message: testimonialMessages.requestSent('marie@example.com'),
          data: { email: 'marie@example.com', expiresAt: '2027-01-01T00:00:00.000Z' },
        },
      },
    });
    renderButton(trip());
    fireEvent.click(screen.getByRole('button', { name: /Ask for a testimonial/ }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Testimonial requested',
        'Testimonial request sent to marie@example.com. The link works for 30 days.',
      ),
    );
    expect(callsTo(calls, '/api/itineraries/i-1/testimonial-request')[0].init?.method).toBe('POST');
  });

  it('shows the server’s refusal', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/auth/csrf-token': csrf,
      '/api/itineraries/i-1/testimonial-request': {
        status: 409,
        body: { success: false, error: 'conflict', message: testimonialMessages.alreadyGiven },
      },
    });
    renderButton(trip());
    fireEvent.click(screen.getByRole('button', { name: /Ask for a testimonial/ }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Could not ask for a testimonial',
        testimonialMessages.alreadyGiven,
      ),
    );
  });

  it('is not offered for a trip still to come or cancelled, nor to an agent awaiting approval', () => {
    renderButton(trip({ startDate: isoDay(2), endDate: isoDay(9), status: 'confirmed' }));
    renderButton(trip({ status: 'cancelled' }));
    renderButton(trip({ endDate: null }));
    expect(screen.queryByRole('button', { name: /Ask for a testimonial/ })).toBeNull();
    cleanup();
    renderButton(trip(), pendingAgentUser);
    expect(screen.queryByRole('button', { name: /Ask for a testimonial/ })).toBeNull();
  });
});
