import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pwa/lib/queryClient';
import { clearCsrfToken } from '@pwa/lib/api';
import { stubApi } from '@pwa/test/renderApp';
import { csrf, spyToasts } from '@pwa/account/testing';
import { ProposalsTab } from './ProposalsTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const CLIENT_ID = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const QUOTE_ID = '0b9f7c4e-3f0e-4b7a-9d0c-6f5b8a1e2c33';
const proposal = {
  id: 'p-1',
  clientId: CLIENT_ID,
  agentId: null,
  quoteId: null,
  title: 'Pitons honeymoon',
  description: null,
  template: 'luxury',
  introduction: 'A week for two.',
  destinations: ['Soufrière'],
  startDate: null,
  endDate: null,
  numberOfTravelers: 2,
  detailedItinerary: [],
  inclusions: [],
  exclusions: [],
  includedQuotes: [],
  includedItineraries: [],
  customSections: [],
  terms: null,
  validUntil: '2026-12-31',
  branding: { companyLogo: '', accentColor: '#2563eb', footerText: 'Agency' },
  totalCost: null,
  totalValue: 450000,
  currency: 'USD',
  status: 'draft',
  notes: null,
  client: { firstName: 'Cleo', lastName: 'Baptiste' },
  publicUrl: null,
  sentAt: null,
  viewedAt: null,
  respondedAt: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};
const clients = {
  status: 200,
  body: { data: [{ id: CLIENT_ID, firstName: 'Cleo', lastName: 'Baptiste', email: 'c@example.com' }] },
};
const quotes = {
  status: 200,
  body: {
    data: [
      {
        id: QUOTE_ID,
        title: 'Resort package',
        totalAmount: 120000,
        currency: 'USD',
        status: 'draft',
        clientId: null,
      },
    ],
  },
};

const sent = { ...proposal, status: 'sent' };

/** Renders the tab with one proposal and opens its detail panel. */
async function openDetail(answers: Parameters<typeof stubApi>[0], item = proposal) {
  const calls = stubApi({
    '/api/proposals': { status: 200, body: { data: [item] } },
    '/api/proposals/p-1': { status: 200, body: { data: item } },
    '/api/auth/csrf-token': csrf,
    ...answers,
  });
  renderTab();
  fireEvent.click(await screen.findByRole('button', { name: item.title }));
  const detail = within(await screen.findByRole('region', { name: 'Proposal details' }));
  await detail.findByText('Cleo Baptiste');
  return { calls, detail };
}

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ProposalsTab />
    </QueryClientProvider>,
  );
}

// Dialog journeys render many antd parts; a busy machine needs more than the default 5 s.
describe('ProposalsTab', { timeout: 20_000 }, () => {
  it('lists proposals and sends a draft from the detail panel', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/proposals': { status: 200, body: { data: [proposal] } },
      '/api/proposals/p-1': { status: 200, body: { data: proposal } },
      '/api/proposals/p-1/send': { status: 200, body: { data: { ...proposal, status: 'sent' } } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    const list = within(await screen.findByRole('region', { name: 'Proposals' }));
    expect(await list.findByText('Cleo Baptiste')).toBeTruthy();
    expect(list.getByText('Luxury')).toBeTruthy();
    expect(list.getByText('$4,500.00')).toBeTruthy();
    expect(list.getByText('Valid until December 31, 2026')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Pitons honeymoon' }));
    const detail = within(await screen.findByRole('region', { name: 'Proposal details' }));
    fireEvent.click(detail.getByRole('button', { name: 'Send to Client' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal sent successfully!'));
    expect(calls.some((call) => call.url === '/api/proposals/p-1/send' && call.init?.method === 'POST')).toBe(
      true,
    );
  });

  it('validates and creates a proposal including a quote', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/proposals': [
        { status: 200, body: { data: [] } },
        { status: 201, body: { data: proposal } },
        { status: 200, body: { data: [proposal] } },
      ],
      '/api/clients': clients,
      '/api/quotes': quotes,
      '/api/itineraries': { status: 200, body: { data: [] } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    expect(await screen.findByText('No proposals yet. Create your first proposal.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New proposal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create proposal' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create proposal' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('Client is required')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons honeymoon' } });
    fireEvent.mouseDown(dialog.getByLabelText('Client'));
    fireEvent.click(await screen.findByTitle('Cleo Baptiste'));
    fireEvent.click(dialog.getByRole('tab', { name: 'Inclusions' }));
    fireEvent.change(dialog.getByLabelText('Inclusions (one per line)'), {
      target: { value: 'Flights\n\nTransfers' },
    });
    fireEvent.click(await dialog.findByLabelText('Resort package ($1,200.00)'));
    fireEvent.click(dialog.getByRole('tab', { name: 'Preview' }));
    expect(dialog.getAllByText('Pitons honeymoon').length).toBeGreaterThan(0);

    fireEvent.click(dialog.getByRole('button', { name: 'Create proposal' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal created successfully!'));
    const post = calls.find((call) => call.url === '/api/proposals' && call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({
      title: 'Pitons honeymoon',
      clientId: CLIENT_ID,
      template: 'standard',
      inclusions: ['Flights', 'Transfers'],
      includedQuotes: [QUOTE_ID],
      totalValue: 120000,
      branding: { accentColor: '#2563eb' },
    });
  });

  it('offers Send to Client only while the proposal is a draft', async () => {
    spyToasts();
    const { detail } = await openDetail({}, sent);
    expect(detail.getByRole('button', { name: 'Send to Client' }).hasAttribute('disabled')).toBe(true);
    expect(detail.getByText('Sent')).toBeTruthy();
  });

  it('reports a refused send with the server message', async () => {
    const toasts = spyToasts();
    const { detail } = await openDetail({
      '/api/proposals/p-1/send': {
        status: 409,
        body: { success: false, error: 'conflict', message: 'Only a draft proposal can be sent.' },
      },
    });
    fireEvent.click(detail.getByRole('button', { name: 'Send to Client' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Failed to send proposal',
        'Only a draft proposal can be sent.',
      ),
    );
  });

  describe('Download PDF', () => {
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    afterEach(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });

    it('saves the file as proposal-{id}.pdf', async () => {
      const toasts = spyToasts();
      URL.createObjectURL = vi.fn(() => 'blob:proposal');
      URL.revokeObjectURL = vi.fn();
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(`${this.download} ${this.getAttribute('href')}`);
      });
      const { calls, detail } = await openDetail({ '/api/proposals/p-1/pdf': { status: 200, body: 'PDF' } });
      fireEvent.click(detail.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('PDF downloaded successfully!'));
      expect(saved).toEqual(['proposal-p-1.pdf blob:proposal']);
      expect(calls.some((call) => call.url === '/api/proposals/p-1/pdf')).toBe(true);
    });

    it('says so when the server does not answer with the file', async () => {
      const toasts = spyToasts();
      const { detail } = await openDetail({
        '/api/proposals/p-1/pdf': { status: 500, body: { success: false, message: 'PDF renderer is down' } },
      });
      fireEvent.click(detail.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('Failed to download PDF', 'PDF renderer is down'),
      );
      expect(toasts.success).not.toHaveBeenCalled();
    });
  });

  it('duplicates a proposal and shows the copy', async () => {
    const toasts = spyToasts();
    const copy = { ...sent, id: 'p-2', status: 'draft', title: 'Pitons honeymoon (Copy)' };
    const { calls, detail } = await openDetail(
      {
        '/api/proposals': [
          { status: 200, body: { data: [sent] } },
          { status: 200, body: { data: [sent, copy] } },
        ],
        '/api/proposals/p-1/duplicate': { status: 201, body: { data: copy } },
        '/api/proposals/p-2': { status: 200, body: { data: copy } },
      },
      sent,
    );
    fireEvent.click(detail.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal created successfully!'));
    expect(
      calls.some((call) => call.url === '/api/proposals/p-1/duplicate' && call.init?.method === 'POST'),
    ).toBe(true);
    const panel = within(await screen.findByRole('region', { name: 'Proposal details' }));
    expect(await panel.findByText('Pitons honeymoon (Copy)')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Send to Client' }).hasAttribute('disabled')).toBe(false);
  });

  it('reports a failed duplication', async () => {
    const toasts = spyToasts();
    const { detail } = await openDetail({
      '/api/proposals/p-1/duplicate': {
        status: 404,
        body: { success: false, message: 'Proposal not found' },
      },
    });
    fireEvent.click(detail.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Failed to load proposal for duplication',
        'Proposal not found',
      ),
    );
  });

  it('deletes a proposal after confirmation and reports a refusal', async () => {
    const toasts = spyToasts();
    const { calls, detail } = await openDetail({
      '/api/proposals': [
        { status: 200, body: { data: [proposal] } },
        { status: 200, body: { data: [proposal] } },
        { status: 200, body: { data: [] } },
      ],
      '/api/proposals/p-1': [
        { status: 200, body: { data: proposal } },
        { status: 409, body: { success: false, message: 'Proposal is locked' } },
        { status: 200, body: { data: proposal } },
        { status: 204 },
      ],
    });
    const confirmDelete = async () => {
      fireEvent.click(detail.getByRole('button', { name: 'Delete' }));
      const popup = (await screen.findByText('Delete this proposal?')).closest('.ant-popover') as HTMLElement;
      // The popup is reused between openings and jsdom keeps the spinner's label in the name.
      fireEvent.click(within(popup).getByRole('button', { name: /Delete/ }));
    };
    await confirmDelete();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to delete proposal', 'Proposal is locked'),
    );
    await confirmDelete();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal deleted successfully!'));
    expect(calls.filter((call) => call.init?.method === 'DELETE')).toHaveLength(2);
    expect(await screen.findByText('No proposals yet. Create your first proposal.')).toBeTruthy();
  });

  it('tells the agent when the details cannot be loaded', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/proposals': { status: 200, body: { data: [proposal] } },
      '/api/proposals/p-1': { status: 500, body: { success: false, message: 'Database unavailable' } },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Pitons honeymoon' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to load proposal details', 'Database unavailable'),
    );
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('edits a proposal: defaults shown, hint on validity, PUT on save and a refusal kept open', async () => {
    const toasts = spyToasts();
    const { calls, detail } = await openDetail({
      '/api/proposals/p-1': [
        { status: 200, body: { data: proposal } },
        { status: 400, body: { success: false, message: 'Client not found' } },
        { status: 200, body: { data: { ...proposal, title: 'Pitons for two' } } },
        { status: 200, body: { data: { ...proposal, title: 'Pitons for two' } } },
      ],
      '/api/clients': clients,
      '/api/quotes': quotes,
      '/api/itineraries': { status: 200, body: { data: [] } },
    });
    fireEvent.click(detail.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit proposal' }));
    expect(dialog.getByText('Leave blank for no expiration')).toBeTruthy();
    expect((dialog.getByLabelText('Valid until') as HTMLInputElement).value).toBe('2026-12-31');
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons for two' } });
    fireEvent.click(dialog.getByRole('tab', { name: 'Branding' }));
    expect((dialog.getByLabelText('Accent colour') as HTMLInputElement).value).toBe('#2563eb');

    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to update proposal', 'Client not found'),
    );
    expect(screen.getByRole('dialog', { name: 'Edit proposal' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal updated successfully!'));
    const put = calls
      .filter((call) => call.url === '/api/proposals/p-1' && call.init?.method === 'PUT')
      .at(-1);
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({
      title: 'Pitons for two',
      clientId: CLIENT_ID,
      template: 'luxury',
      validUntil: '2026-12-31',
      totalValue: 450000,
      currency: 'USD',
    });
  });

  it('gives a new proposal the default accent, rejects a bad colour and reports a refused creation', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/proposals': [
        { status: 200, body: { data: [] } },
        { status: 400, body: { success: false, message: 'Client not found' } },
      ],
      '/api/clients': clients,
      '/api/quotes': quotes,
      '/api/itineraries': { status: 200, body: { data: [] } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'New proposal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create proposal' }));
    expect(dialog.getByText('Leave blank for no expiration')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons honeymoon' } });
    fireEvent.mouseDown(dialog.getByLabelText('Client'));
    fireEvent.click(await screen.findByTitle('Cleo Baptiste'));
    fireEvent.click(dialog.getByRole('tab', { name: 'Branding' }));
    const accent = dialog.getByLabelText('Accent colour') as HTMLInputElement;
    expect(accent.value).toBe('#2563eb');
    fireEvent.change(accent, { target: { value: 'blue' } });
    fireEvent.click(dialog.getByRole('tab', { name: 'Content' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create proposal' }));
    expect(await dialog.findByText('Accent colour must be a hex colour such as #2563eb')).toBeTruthy();
    expect(accent.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(accent, { target: { value: '#0f766e' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create proposal' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to create proposal', 'Client not found'),
    );
    expect(screen.getByRole('dialog', { name: 'Create proposal' })).toBeTruthy();
  });
});
