import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pwa/lib/queryClient';
import { clearCsrfToken } from '@pwa/lib/api';
import { stubApi } from '@pwa/test/renderApp';
import { agentUser, pendingAgentUser, spyToasts } from '@pwa/account/testing';
import { currentUserQueryKey } from '@pwa/account/currentUser';
import { openOfficeDatabase, setOfficeDatabase, type OfficeDatabase } from '@pwa/offline/db';
import { useSyncStatus } from '@pwa/offline/syncEngine';
import { ProposalsTab } from './ProposalsTab';
import { acceptanceMessages } from '@contract/proposalAcceptance';
import { readPdf } from '@api/test/pdfText.ts';
import { clickWhenReady, tickWhenReady } from '@pwa/test/antd';

// The device fetches its PDF fonts from the site, which these tests' stubbed network does not
// serve: here they are read from their package, as the server reads them.
vi.mock('./pdf/fonts', async () => ({
  proposalFonts: (await import('@api/documents/proposalFonts.ts')).proposalFonts,
}));

const realFetch = globalThis.fetch;
let db: OfficeDatabase;

beforeEach(async () => {
  db = openOfficeDatabase(`test-${crypto.randomUUID()}`);
  setOfficeDatabase(db);
  // The first pull is done: an empty table now means "no proposals".
  await db.meta.put({ key: 'cursor', value: 1 });
  // Nothing in this tab may reach the network unless a test says so.
  stubApi({});
});

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
  useSyncStatus.setState({ online: true });
  setOfficeDatabase(null);
  db.close();
});

const CLIENT_ID = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const QUOTE_ID = '0b9f7c4e-3f0e-4b7a-9d0c-6f5b8a1e2c33';
const client = {
  id: CLIENT_ID,
  version: 2,
  firstName: 'Cleo',
  lastName: 'Baptiste',
  email: 'c@example.com',
  createdAt: '2026-10-01T10:00:00Z',
  updatedAt: '2026-10-01T10:00:00Z',
};
const quote = {
  id: QUOTE_ID,
  version: 5,
  clientId: CLIENT_ID,
  title: 'Resort package',
  services: [{ name: 'Resort', price: 120000, quantity: 1 }],
  currency: 'USD',
  validUntil: '2026-12-31',
  status: 'draft',
  createdAt: '2026-10-20T10:00:00Z',
  updatedAt: '2026-10-20T10:00:00Z',
};
/** A proposal as the sync API stores it on the device: no joined client. */
const proposal = {
  id: 'p-1',
  version: 4,
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
  detailedItinerary: [{ day: 1, title: 'Arrival', description: 'Private transfer.', activities: [] }],
  inclusions: [],
  exclusions: [],
  includedQuotes: [QUOTE_ID],
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
  publicUrl: null,
  sentAt: null,
  viewedAt: null,
  respondedAt: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};
const sent = { ...proposal, status: 'sent', sentAt: '2026-11-02T10:00:00Z' };

/** The office is open to a signed-in, approved agent (the office shell loads them first). */
function renderTab(user: typeof agentUser = agentUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  return render(
    <QueryClientProvider client={queryClient}>
      <ProposalsTab />
    </QueryClientProvider>,
  );
}

/** Renders the tab with one proposal (and its client and quote) and opens its detail panel. */
async function openDetail(item: Record<string, unknown> = proposal, user = agentUser) {
  await db.clients.put(client);
  await db.agent_quotes.put(quote);
  await db.proposals.put({ ...proposal, ...item });
  renderTab(user);
  fireEvent.click(await screen.findByRole('button', { name: String(item.title ?? proposal.title) }));
  const detail = within(await screen.findByRole('region', { name: 'Proposal details' }));
  await detail.findByText('Cleo Baptiste');
  return detail;
}

// Dialog journeys render many antd parts; a busy machine needs more than the default 5 s.
describe('ProposalsTab', () => {
  it('lists proposals with their client and sends a draft on the device', async () => {
    const toasts = spyToasts();
    const calls = stubApi({});
    await db.clients.put(client);
    await db.proposals.put(proposal);
    renderTab();
    const list = within(await screen.findByRole('region', { name: 'Proposals' }));
    expect(await list.findByText('Cleo Baptiste')).toBeTruthy();
    expect(list.getByText('Luxury')).toBeTruthy();
    expect(list.getByText('$4,500.00')).toBeTruthy();
    expect(list.getByText('Valid until December 31, 2026')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Pitons honeymoon' }));
    const detail = within(await screen.findByRole('region', { name: 'Proposal details' }));
    expect(detail.getByText('Draft')).toBeTruthy();

    fireEvent.click(detail.getByRole('button', { name: 'Send to Client' }));
    // Nothing goes before the agent has read what sending does.
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText('Send this proposal to Cleo Baptiste?')).toBeTruthy();
    expect(confirm.getByText(/Cleo Baptiste gets an e-mail with a link to read this proposal/)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal sent successfully!'));
    expect(await detail.findByText('Sent')).toBeTruthy();
    expect(await list.findByText('Sent')).toBeTruthy();
    // jsdom never ends the spinner's leave animation, so its "loading" label stays in the name.
    expect(detail.getByRole('button', { name: /Send to Client/ }).hasAttribute('disabled')).toBe(true);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        entity: 'proposals',
        op: 'upsert',
        recordId: 'p-1',
        baseVersion: 4,
        base: { status: 'draft' },
        changes: { status: 'sent' },
      }),
    ]);
    expect(calls).toEqual([]);
  });

  it('lists the newest proposal first', async () => {
    spyToasts();
    await db.proposals.bulkPut([
      { ...proposal, id: 'p-old', title: 'Older proposal', createdAt: '2026-10-01T10:00:00Z' },
      { ...proposal, id: 'p-new', title: 'Newer proposal', createdAt: '2026-11-05T10:00:00Z' },
    ]);
    renderTab();
    const list = within(await screen.findByRole('region', { name: 'Proposals' }));
    await list.findByRole('button', { name: 'Older proposal' });
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Newer proposal',
      'Older proposal',
    ]);
  });

  it('shows many proposals a page at a time and a duplicate, selected, on page 1', async () => {
    const toasts = spyToasts();
    await db.clients.put(client);
    await db.proposals.bulkPut(
      Array.from({ length: 30 }, (_, index) => ({
        ...proposal,
        id: `p-${index}`,
        title: `Proposal ${String(index).padStart(2, '0')}`,
        includedQuotes: [],
        // Proposal 00 is the newest.
        createdAt: `2026-10-01T10:${String(59 - index).padStart(2, '0')}:00Z`,
      })),
    );
    renderTab();
    const list = within(await screen.findByRole('region', { name: 'Proposals' }));
    expect(await list.findByRole('button', { name: 'Proposal 00' })).toBeTruthy();
    expect(list.getAllByRole('button')).toHaveLength(24);
    expect(list.queryByRole('button', { name: 'Proposal 24' })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Proposal pages' });
    expect(pager.textContent).toContain('1-24 of 30');
    fireEvent.click(within(pager).getByTitle('2'));
    fireEvent.click(await list.findByRole('button', { name: 'Proposal 29' }));
    expect(list.queryByRole('button', { name: 'Proposal 00' })).toBeNull();
    expect(list.getByRole('button', { name: 'Proposal 29' }).getAttribute('aria-pressed')).toBe('true');
    expect(pager.textContent).toContain('25-30 of 30');

    const detail = within(await screen.findByRole('region', { name: 'Proposal details' }));
    fireEvent.click(await detail.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal created successfully!'));
    expect(await list.findByRole('button', { name: 'Proposal 29 (Copy)', pressed: true })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Proposal pages' }).textContent).toContain('1-24 of 31');
  });

  it('validates and creates a proposal including a quote', async () => {
    const toasts = spyToasts();
    await db.clients.put(client);
    await db.agent_quotes.put(quote);
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
    // The quote's total includes the 8% taxes, as the server computes it.
    await tickWhenReady(await dialog.findByLabelText('Resort package ($1,296.00)'));
    fireEvent.click(dialog.getByRole('tab', { name: 'Preview' }));
    expect(dialog.getAllByText('Pitons honeymoon').length).toBeGreaterThan(0);

    fireEvent.click(dialog.getByRole('button', { name: 'Create proposal' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal created successfully!'));
    const list = within(screen.getByRole('region', { name: 'Proposals' }));
    expect(await list.findByRole('button', { name: 'Pitons honeymoon' })).toBeTruthy();
    expect(list.getByText('Draft')).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ entity: 'proposals', op: 'upsert', baseVersion: null });
    expect(entry.changes).toMatchObject({
      title: 'Pitons honeymoon',
      clientId: CLIENT_ID,
      template: 'standard',
      inclusions: ['Flights', 'Transfers'],
      includedQuotes: [QUOTE_ID],
      totalValue: 129600,
      branding: { accentColor: '#2563eb' },
      currency: 'USD',
      status: 'draft',
    });
    expect(await db.proposals.get(entry.recordId)).toMatchObject({ version: 0, title: 'Pitons honeymoon' });
  });

  it('sends nothing when the agent steps back from the confirmation', async () => {
    spyToasts();
    const detail = await openDetail(proposal);
    fireEvent.click(detail.getByRole('button', { name: 'Send to Client' }));
    const confirm = within(await screen.findByRole('tooltip'));
    fireEvent.click(confirm.getByRole('button', { name: 'Not yet' }));
    expect(await db.outbox.count()).toBe(0);
    expect(detail.getByText('Draft')).toBeTruthy();
  });

  it('offers no sending of a draft the server says this user may not send, and says why', async () => {
    const detail = await openDetail({ ...proposal, abilities: { edit: true, delete: true, send: false } });
    expect(detail.getByRole('button', { name: 'Send to Client' }).hasAttribute('disabled')).toBe(true);
    expect(detail.getByText('Sending opens once an administrator approves you')).toBeTruthy();
    expect(detail.getByRole('button', { name: 'Edit' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers Send to Client only while the proposal is a draft', async () => {
    spyToasts();
    const detail = await openDetail(sent);
    expect(detail.getByRole('button', { name: 'Send to Client' }).hasAttribute('disabled')).toBe(true);
    expect(detail.getByText('Sent')).toBeTruthy();
  });

  it('lets an agent awaiting approval keep a draft but not send it, and says why', async () => {
    spyToasts();
    const detail = await openDetail(proposal, pendingAgentUser);
    expect(detail.getByRole('button', { name: 'Send to Client' }).hasAttribute('disabled')).toBe(true);
    expect(detail.getByText('Sending opens once an administrator approves you')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  describe('Download PDF', () => {
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    let saved: string[];
    let blobs: Blob[];
    beforeEach(() => {
      saved = [];
      blobs = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:proposal';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(`${this.download} ${this.getAttribute('href')}`);
      });
    });
    afterEach(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });

    async function savedBytes() {
      const bytes = new Uint8Array(await blobs[0].arrayBuffer());
      return new TextDecoder('latin1').decode(bytes);
    }

    it('saves the server document as proposal-{id}.pdf when online and synced', async () => {
      const toasts = spyToasts();
      const calls = stubApi({ '/api/proposals/p-1/pdf': { status: 200, body: 'PDF' } });
      const detail = await openDetail();
      fireEvent.click(detail.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('PDF downloaded successfully!'));
      expect(saved).toEqual(['proposal-p-1.pdf blob:proposal']);
      expect(calls.map((call) => call.url)).toEqual(['/api/proposals/p-1/pdf']);
    });

    it('says so when the server does not answer with the file', async () => {
      const toasts = spyToasts();
      stubApi({
        '/api/proposals/p-1/pdf': { status: 500, body: { success: false, message: 'PDF renderer is down' } },
      });
      const detail = await openDetail();
      fireEvent.click(detail.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('Failed to download PDF', 'PDF renderer is down'),
      );
      expect(toasts.success).not.toHaveBeenCalled();
      expect(saved).toEqual([]);
    });

    it('makes the document on the device when offline', async () => {
      const toasts = spyToasts();
      const calls = stubApi({});
      useSyncStatus.setState({ online: false });
      const detail = await openDetail();
      fireEvent.click(detail.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('PDF downloaded successfully!'));
      expect(saved).toEqual(['proposal-p-1.pdf blob:proposal']);
      expect(blobs[0].type).toBe('application/pdf');
      const text = await savedBytes();
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(calls).toEqual([]);
    });

    it('prints an accepted proposal on the device as its client accepted it', async () => {
      const toasts = spyToasts();
      stubApi({});
      useSyncStatus.setState({ online: false });
      const acceptedQuote = {
        title: 'Resort package as accepted',
        services: [{ name: 'Resort', price: 120000, quantity: 1 }],
        subtotal: 120000,
        taxes: 9600,
        totalCost: 129600,
        currency: 'USD',
      };
      const detail = await openDetail({
        ...sent,
        status: 'accepted',
        acceptedAt: '2026-11-03T10:00:00Z',
        acceptedVersion: {
          proposal: { ...sent, title: 'Pitons honeymoon', status: 'accepted' },
          quotes: [acceptedQuote],
          itineraries: [],
        },
      });
      fireEvent.click(detail.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('PDF downloaded successfully!'));
      const { lines } = await readPdf(new Uint8Array(await blobs[0].arrayBuffer()));
      // The device's copy of the quote ("Resort package") changed since; the accepted one prints.
      expect(lines).toContain('Resort package as accepted');
      expect(lines).not.toContain('Resort package');
    });

    it('makes the document on the device when the proposal has changes the server has not seen', async () => {
      const toasts = spyToasts();
      const calls = stubApi({});
      const detail = await openDetail({ ...proposal, version: 0 });
      fireEvent.click(detail.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('PDF downloaded successfully!'));
      expect(saved).toEqual(['proposal-p-1.pdf blob:proposal']);
      expect((await savedBytes()).startsWith('%PDF-')).toBe(true);
      expect(calls).toEqual([]);
    });

    it('makes the document on the device when the server cannot be reached', async () => {
      const toasts = spyToasts();
      const calls = stubApi({ '/api/proposals/p-1/pdf': 'network-error' });
      const detail = await openDetail();
      fireEvent.click(detail.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('PDF downloaded successfully!'));
      expect(calls.map((call) => call.url)).toEqual(['/api/proposals/p-1/pdf']);
      expect((await savedBytes()).startsWith('%PDF-')).toBe(true);
    });
  });

  it('duplicates a proposal on the device as a new draft and shows the copy', async () => {
    const toasts = spyToasts();
    const detail = await openDetail(sent);
    fireEvent.click(detail.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal created successfully!'));
    const panel = within(await screen.findByRole('region', { name: 'Proposal details' }));
    expect(await panel.findByText('Pitons honeymoon (Copy)')).toBeTruthy();
    expect(panel.getByText('Draft')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Send to Client' }).hasAttribute('disabled')).toBe(false);

    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ entity: 'proposals', op: 'upsert', baseVersion: null });
    expect(entry.recordId).not.toBe('p-1');
    expect(entry.changes).toMatchObject({
      title: 'Pitons honeymoon (Copy)',
      status: 'draft',
      clientId: CLIENT_ID,
      template: 'luxury',
      includedQuotes: [QUOTE_ID],
      totalValue: 450000,
      branding: proposal.branding,
    });
    // What the server sets (sending, the agent) is not the device's to copy.
    expect(entry.changes).not.toHaveProperty('sentAt');
    expect(entry.changes).not.toHaveProperty('agentId');
    expect((await db.proposals.get('p-1'))?.status).toBe('sent');
  });

  it('offers no edit of an accepted proposal, says why, and opens a new version as a draft', async () => {
    const toasts = spyToasts();
    const detail = await openDetail({
      ...sent,
      status: 'accepted',
      respondedAt: '2026-11-03T10:00:00Z',
      acceptedAt: '2026-11-03T10:00:00Z',
      // As the server sends an accepted proposal: kept as the client accepted it.
      abilities: { edit: false, delete: false, send: false },
    });
    expect(detail.getByText('Accepted on November 3, 2026')).toBeTruthy();
    const edit = detail.getByRole('button', { name: 'Edit' });
    expect(edit.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(edit.getAttribute('aria-describedby')!)?.textContent).toBe(
      acceptanceMessages.frozenHint,
    );
    expect(detail.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    // The accepted proposal is kept: it cannot be deleted either.
    expect(detail.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(detail.getByRole('button', { name: 'New version' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal created successfully!'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit proposal' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Pitons honeymoon (Copy)');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ entity: 'proposals', baseVersion: null });
    expect(entry.changes).toMatchObject({ title: 'Pitons honeymoon (Copy)', status: 'draft' });
    expect((await db.proposals.get('p-1'))?.status).toBe('accepted');
  });

  it('queues no edit of a proposal accepted while its dialog was open', async () => {
    const toasts = spyToasts();
    const detail = await openDetail(sent);
    fireEvent.click(detail.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit proposal' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons for two' } });
    // A sync brings the client's answer meanwhile.
    await db.proposals.update('p-1', { status: 'accepted', version: 6 });
    await clickWhenReady(() => dialog.getByRole('button', { name: /Save changes/ }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to update proposal', acceptanceMessages.frozen),
    );
    expect(await db.outbox.count()).toBe(0);
    expect((await db.proposals.get('p-1'))?.title).toBe('Pitons honeymoon');
  });

  it('deletes a proposal after confirmation, queues the deletion and reports a failure', async () => {
    const toasts = spyToasts();
    const detail = await openDetail();
    const confirmDelete = async () => {
      fireEvent.click(detail.getByRole('button', { name: 'Delete' }));
      const popup = (await screen.findByText('Delete this proposal?')).closest('.ant-popover') as HTMLElement;
      // The popup is reused between openings and jsdom keeps the spinner's label in the name.
      await clickWhenReady(() => within(popup).getByRole('button', { name: /Delete/ }));
    };
    const remove = vi.spyOn(db.proposals, 'delete').mockRejectedValueOnce(new Error('Database closed'));
    await confirmDelete();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to delete proposal', 'Database closed'),
    );
    remove.mockRestore();
    await confirmDelete();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal deleted successfully!'));
    expect(await screen.findByText('No proposals yet. Create your first proposal.')).toBeTruthy();
    expect(await db.proposals.get('p-1')).toBeUndefined();
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ entity: 'proposals', op: 'delete', recordId: 'p-1', baseVersion: 4 }),
    ]);
  });

  it('edits a proposal: defaults shown, only changed fields queued, a failure keeps the dialog open', async () => {
    const toasts = spyToasts();
    const detail = await openDetail();
    fireEvent.click(detail.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit proposal' }));
    expect(dialog.getByText('Leave blank for no expiration')).toBeTruthy();
    expect((dialog.getByLabelText('Valid until') as HTMLInputElement).value).toBe('2026-12-31');
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons for two' } });
    fireEvent.click(dialog.getByRole('tab', { name: 'Branding' }));
    expect((dialog.getByLabelText('Accent colour') as HTMLInputElement).value).toBe('#2563eb');

    const put = vi.spyOn(db.proposals, 'put').mockRejectedValueOnce(new Error('The device storage is full.'));
    await clickWhenReady(() => dialog.getByRole('button', { name: /Save changes/ }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to update proposal', 'The device storage is full.'),
    );
    expect(screen.getByRole('dialog', { name: 'Edit proposal' })).toBeTruthy();
    put.mockRestore();
    await clickWhenReady(() => dialog.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal updated successfully!'));
    expect(await detail.findByText('Pitons for two')).toBeTruthy();
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        entity: 'proposals',
        recordId: 'p-1',
        baseVersion: 4,
        base: { title: 'Pitons honeymoon' },
        changes: { title: 'Pitons for two' },
      }),
    ]);
  });

  it('gives a new proposal the default accent, rejects a bad colour and reports a failed creation', async () => {
    const toasts = spyToasts();
    await db.clients.put(client);
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
    vi.spyOn(db.proposals, 'put').mockRejectedValue(new Error('The device storage is full.'));
    fireEvent.click(dialog.getByRole('button', { name: 'Create proposal' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to create proposal', 'The device storage is full.'),
    );
    expect(screen.getByRole('dialog', { name: 'Create proposal' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });
  it('lists under Inclusions only the chosen client’s quotes and itineraries', async () => {
    const OTHER = '9a8b7c6d-0000-4000-8000-00000000000a';
    await db.clients.bulkPut([client, { ...client, id: OTHER, firstName: 'Marc', lastName: 'Joseph' }]);
    await db.agent_quotes.bulkPut([
      quote,
      { ...quote, id: 'q-other', clientId: OTHER, title: 'Villa for Marc' },
    ]);
    await db.itineraries.bulkPut([
      {
        id: 'i-cleo',
        version: 1,
        clientId: CLIENT_ID,
        title: 'Cleo in Soufriere',
        startDate: null,
        createdAt: '2026-10-01T10:00:00Z',
      },
      {
        id: 'i-marc',
        version: 1,
        clientId: OTHER,
        title: 'Marc in Orlando',
        startDate: null,
        createdAt: '2026-10-02T10:00:00Z',
      },
    ]);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'New proposal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create proposal' }));
    fireEvent.click(dialog.getByRole('tab', { name: 'Inclusions' }));
    // Quotes and itineraries are read from the device each on its own: either may come first.
    expect(await dialog.findByText('Choose a client to list their quotes.')).toBeTruthy();
    expect(await dialog.findByText('Choose a client to list their itineraries.')).toBeTruthy();

    fireEvent.click(dialog.getByRole('tab', { name: 'Content' }));
    fireEvent.mouseDown(dialog.getByLabelText('Client'));
    fireEvent.click(await screen.findByTitle('Cleo Baptiste'));
    fireEvent.click(dialog.getByRole('tab', { name: 'Inclusions' }));
    expect(await dialog.findByLabelText('Resort package ($1,296.00)')).toBeTruthy();
    expect(await dialog.findByLabelText('Cleo in Soufriere')).toBeTruthy();
    expect(dialog.queryByText(/Villa for Marc/)).toBeNull();
    expect(dialog.queryByText('Marc in Orlando')).toBeNull();
  });
});
