import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { leadQueueMessages, type LeadPage } from '@contract/leadQueue';
import { currentUserQueryKey } from '@pwa/account/currentUser';
import { pendingAgentUser } from '@pwa/account/testing';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { stubApi } from '@pwa/test/renderApp';
import { LeadsTab } from './LeadsTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

function renderTab(user: object | null = null, address = '/agent-office?tab=leads') {
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(currentUserQueryKey, user);
  render(
    <MemoryRouter initialEntries={[address]}>
      <QueryClientProvider client={queryClient}>
        <LeadsTab />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const waiting: LeadPage = {
  leads: [
    {
      id: 'l-1',
      kind: 'quote',
      status: 'new',
      name: 'Holloway-Price Wedding Party',
      email: 'denise@example.com',
      phone: null,
      summary: '21+ travelers · $26,000+ · Group Vacations, Saint Lucia',
      assignedTo: null,
      client: null,
      payment: null,
      createdAt: '2026-11-19T16:30:00.000Z',
      respondedAt: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

describe('LeadsTab', () => {
  it('lists the leads waiting for an answer with what they asked and who has them', async () => {
    stubApi({ '/api/leads?view=waiting&page=1': { status: 200, body: waiting } });
    renderTab();
    expect(await screen.findByText('21+ travelers · $26,000+ · Group Vacations, Saint Lucia')).toBeTruthy();
    expect(screen.getByText('Holloway-Price Wedding Party')).toBeTruthy();
    expect(screen.getByText(/Not taken/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 lead');
  });

  it('opens the lead the address names, as a new-lead notice links to it', async () => {
    const lead = waiting.leads[0];
    stubApi({
      '/api/leads?view=waiting&page=1': { status: 200, body: waiting },
      [`/api/leads/${lead.id}`]: {
        status: 200,
        body: { data: { ...lead, quote: null, contact: null, conversation: [], matchingClients: [] } },
      },
    });
    renderTab(null, `/agent-office?tab=leads&lead=${lead.id}`);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('denise@example.com')).toBeTruthy();
  });

  it('tells an agent an admin has not approved why the queue is empty', async () => {
    stubApi({
      '/api/leads?view=waiting&page=1': {
        status: 403,
        body: { success: false, error: 'forbidden', message: leadQueueMessages.awaitingApproval },
      },
    });
    renderTab();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain("Your account awaits an administrator's approval");
    expect(notice.textContent).toContain('Website leads appear here once an administrator approves');
  });

  it('tells an agent known to await approval at once, without a queue to wait for', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({});
    renderTab(pendingAgentUser);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain("Your account awaits an administrator's approval");
    expect(screen.queryByText(/need a connection/)).toBeNull();
  });

  it('says at once that it needs a connection when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({});
    renderTab();
    expect((await screen.findByRole('status')).textContent).toContain('Leads need a connection');
  });
});
