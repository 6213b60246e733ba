import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SyncEntity } from '@contract/sync';
import { currentUserQueryKey, type CurrentUser } from '@pwa/account/currentUser';
import { agentUser, pendingAgentUser, spyToasts } from '@pwa/account/testing';
import { createQueryClient } from '@pwa/lib/queryClient';
import {
  openOfficeDatabase,
  setOfficeDatabase,
  type LocalRecord,
  type OfficeDatabase,
} from '@pwa/offline/db';
import { EmailCenterTab } from './EmailCenterTab';
import { firstAddress, formatFileSize, preview, replySubject } from './format';
import { clickWhenReady } from '@pwa/test/antd';

const realFetch = globalThis.fetch;
let network: ReturnType<typeof vi.fn>;
let db: OfficeDatabase;

beforeEach(() => {
  // Offline: every request fails, and the Email Center must not need one.
  network = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  globalThis.fetch = network as unknown as typeof fetch;
});

afterEach(() => {
  expect(network).not.toHaveBeenCalled();
  globalThis.fetch = realFetch;
  db?.close();
  setOfficeDatabase(null);
  vi.restoreAllMocks();
});

const CLIENT_ID = '33333333-3333-4333-8333-333333333333';
const OTHER_CLIENT_ID = '44444444-4444-4444-8444-444444444444';
const EMAIL_ID = '11111111-1111-4111-8111-111111111111';
const QUOTE_ID = '55555555-5555-4555-8555-555555555555';
const ITINERARY_ID = '66666666-6666-4666-8666-666666666666';
const OTHER_QUOTE_ID = '55555555-5555-4555-8555-555555555556';
const longBody = 'Hello Ava, '.repeat(20);

const email = (fields: { id: string } & Record<string, unknown>): LocalRecord => ({
  version: 3,
  from: 'cleo@example.com',
  to: 'guest@example.com',
  cc: null,
  bcc: null,
  subject: 'Subject',
  body: 'Body',
  priority: 'normal',
  status: 'sent',
  isStarred: false,
  isRead: true,
  sentAt: '2026-01-05T10:00:00.000Z',
  readAt: null,
  attachments: [],
  clientId: null,
  relatedQuoteId: null,
  relatedItineraryId: null,
  agentId: agentUser.id,
  template: null,
  scheduleFor: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...fields,
});

// Received: from the client, to the agent (cleo@example.com is the signed-in agent).
const inboxEmail = email({
  id: EMAIL_ID,
  from: 'client@demo.test',
  to: 'cleo@example.com',
  subject: 'Question about our February trip',
  body: longBody,
  status: 'delivered',
  isRead: false,
  sentAt: '2026-01-10T10:00:00.000Z',
  attachments: [{ id: 'a1', name: 'passport.pdf', type: 'application/pdf', size: 1536 }],
  clientId: CLIENT_ID,
});
const sentEmails = [
  email({ id: '22222222-2222-4222-8222-222222222201', subject: 'Your flights' }),
  email({ id: '22222222-2222-4222-8222-222222222202', subject: 'Your hotel', clientId: OTHER_CLIENT_ID }),
];
const clients = [
  { id: CLIENT_ID, version: 1, firstName: 'Jordan', lastName: 'Pierre', email: 'client@demo.test' },
  { id: OTHER_CLIENT_ID, version: 1, firstName: 'Marc', lastName: 'Joseph', email: 'marc@demo.test' },
];

async function renderTab(
  records: Partial<Record<SyncEntity, LocalRecord[]>> = {},
  { synced = true, user = agentUser }: { synced?: boolean; user?: CurrentUser } = {},
) {
  db = openOfficeDatabase(`test-${crypto.randomUUID()}`);
  setOfficeDatabase(db);
  await db.clients.bulkPut(clients);
  await db.emails.bulkPut([inboxEmail, ...sentEmails]);
  for (const [entity, rows] of Object.entries(records)) await db[entity as SyncEntity].bulkPut(rows);
  if (synced) await db.meta.put({ key: 'cursor', value: 1 });
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <EmailCenterTab />
    </QueryClientProvider>,
  );
}

async function queued() {
  return (await db.outbox.orderBy('seq').toArray()).map(({ entity, op, recordId, changes }) => ({
    entity,
    op,
    recordId,
    changes,
  }));
}

function folderButton(name: string): HTMLElement {
  const folders = screen.getByRole('navigation', { name: 'Email folders' });
  return within(folders).getByRole('button', { name: new RegExp(`^${name}`) });
}

/** The badge's number (its text rolls through digits while antd animates a change). */
function folderCount(name: string): string | null | undefined {
  return folderButton(name).querySelector('sup')?.getAttribute('title');
}

/** Picks `option` in the dialog's drop-down labelled `label`. */
async function chooseIn(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(await within(dialog).findByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

function fieldValue(dialog: HTMLElement, label: string): string {
  return (within(dialog).getByLabelText(label, { exact: true }) as HTMLInputElement).value;
}

async function openCompose() {
  fireEvent.click(await screen.findByRole('button', { name: /Compose/ }));
  // Under jsdom antd gives every generated id the value "test-id", so the dialog is found by role.
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Compose Email')).toBeTruthy();
  return dialog;
}

// Whole dialogs are driven through antd under jsdom, which is slow on a busy machine.
describe('EmailCenterTab', () => {
  it('lists the folder with counts, a 100-character preview, and marks an opened e-mail read', async () => {
    spyToasts();
    await renderTab();
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('client@demo.test')).toBeTruthy();
    expect(within(list).getByText(`${preview(longBody)}`).textContent).toHaveLength(103);
    await waitFor(() => expect(folderCount('Inbox')).toBe('1'));
    expect(folderCount('Sent')).toBe('2');
    expect(folderCount('Drafts')).toBe('0');

    fireEvent.click(within(list).getByText('Question about our February trip'));
    const pane = (
      await screen.findByRole('heading', { level: 3, name: 'Question about our February trip' })
    ).closest('article')!;
    expect(within(pane).getByText(/passport\.pdf \(1\.5 KB\)/)).toBeTruthy();
    expect(within(pane).getByText('Jordan Pierre')).toBeTruthy();
    await waitFor(async () => expect((await db.emails.get(EMAIL_ID))?.isRead).toBe(true));
    expect(await queued()).toEqual([
      { entity: 'emails', op: 'upsert', recordId: EMAIL_ID, changes: { isRead: true } },
    ]);
  });

  it('shows the form messages and queues nothing while the e-mail is incomplete', async () => {
    spyToasts();
    await renderTab();
    const dialog = await openCompose();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Valid email address is required')).toBeTruthy();
    expect(within(dialog).getByText('Subject is required')).toBeTruthy();
    expect(within(dialog).getByText('Message body is required')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('replies offline: the e-mail waits in the outbox and shows in Sent at once', async () => {
    const toasts = spyToasts();
    await renderTab();
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(list).getByText('Question about our February trip'));
    fireEvent.click(await screen.findByRole('button', { name: /Reply/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Re: Question about our February trip',
    );
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'See you in February!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Email sent successfully!'));

    const sends = (await queued()).filter((entry) => entry.changes.status === 'sent');
    expect(sends).toEqual([
      {
        entity: 'emails',
        op: 'upsert',
        recordId: expect.any(String) as string,
        changes: {
          to: 'client@demo.test',
          cc: null,
          bcc: null,
          subject: 'Re: Question about our February trip',
          body: 'See you in February!',
          priority: 'normal',
          template: null,
          clientId: CLIENT_ID,
          relatedQuoteId: null,
          relatedItineraryId: null,
          status: 'sent',
        },
      },
    ]);
    const stored = await db.emails.get(sends[0].recordId);
    expect(stored).toMatchObject({ from: 'cleo@example.com', isRead: true, version: 0 });
    expect(typeof stored?.sentAt).toBe('string');

    await waitFor(() => expect(folderCount('Sent')).toBe('3'));
    fireEvent.click(folderButton('Sent'));
    const sent = await screen.findByRole('list', { name: 'Sent emails' });
    const row = within(sent).getByText('Re: Question about our February trip').closest('li')!;
    expect(within(row).getByText('Waiting to send')).toBeTruthy();
    await waitFor(() =>
      expect(row.querySelector('.email-row__who')?.textContent).toBe('To: Jordan Pierre client@demo.test'),
    );
    // E-mails the server already has carry no such mark.
    const synced = within(sent).getByText('Your flights').closest('li')!;
    expect(within(synced).queryByText('Waiting to send')).toBeNull();
  });

  it('files mail received for the agency in the inbox, marked as waiting for an admin', async () => {
    const agencyMail = email({
      id: '77777777-7777-4777-8777-777777777777',
      from: 'Keisha Brown <keisha@example.com>',
      to: 'hello@islandbridge.travel',
      subject: 'Group trip for twelve',
      status: 'delivered',
      isRead: false,
      sentAt: '2026-01-11T10:00:00.000Z',
      agentId: null,
      received: true,
    });
    await renderTab({ emails: [agencyMail] });
    const inbox = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(inbox).getByText('Group trip for twelve'));
    const pane = await screen.findByRole('article', { name: 'Group trip for twelve' });
    expect(within(pane).getByText('Agency inbox: unassigned')).toBeTruthy();
    // Assigning is an admin's: an agent sees no control for it.
    expect(within(pane).queryByRole('combobox', { name: 'Assign to agent' })).toBeNull();
  });

  it('offers handing a received e-mail on only when the server says this user may', async () => {
    const received = email({
      id: '77777777-7777-4777-8777-777777777778',
      from: 'Keisha Brown <keisha@example.com>',
      to: 'hello@islandbridge.travel',
      subject: 'Already handed on',
      status: 'delivered',
      isRead: false,
      sentAt: '2026-01-11T10:00:00.000Z',
      agentId: null,
      received: true,
      abilities: { edit: false, delete: true, send: false, assign: false },
    });
    await renderTab({ emails: [received] }, { user: { ...agentUser, role: 'admin' } });
    const inbox = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(inbox).getByText('Already handed on'));
    const pane = await screen.findByRole('article', { name: 'Already handed on' });
    expect(within(pane).queryByRole('combobox', { name: 'Assign to agent' })).toBeNull();
  });

  it('lets an agent awaiting approval save a draft but not send, and says why', async () => {
    const toasts = spyToasts();
    await renderTab({}, { user: pendingAgentUser });
    const dialog = await openCompose();
    expect(within(dialog).getByText('Sending opens once an administrator approves you')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('To', { exact: true }), {
      target: { value: 'guest@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Draft saved successfully!'));
    expect(await queued()).toEqual([
      expect.objectContaining({
        entity: 'emails',
        op: 'upsert',
        changes: expect.objectContaining({ status: 'draft' }),
      }),
    ]);
  });

  it('stars an e-mail from the list', async () => {
    spyToasts();
    await renderTab();
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(list).getByRole('button', { name: 'Star Question about our February trip' }));
    expect(
      await within(list).findByRole('button', { name: 'Unstar Question about our February trip' }),
    ).toBeTruthy();
    await waitFor(() => expect(folderCount('Starred')).toBe('1'));
    expect(await queued()).toEqual([
      { entity: 'emails', op: 'upsert', recordId: EMAIL_ID, changes: { isStarred: true } },
    ]);
  });

  it('deletes the open e-mail after confirmation and says so', async () => {
    const toasts = spyToasts();
    await renderTab();
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(list).getByText('Question about our February trip'));
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Are you sure you want to delete this email?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Email deleted successfully!'));
    expect(await screen.findByText('No emails in Inbox.')).toBeTruthy();
    expect(await db.emails.get(EMAIL_ID)).toBeUndefined();
    expect((await queued()).filter((entry) => entry.op === 'delete')).toEqual([
      { entity: 'emails', op: 'delete', recordId: EMAIL_ID, changes: {} },
    ]);
  });

  it('says "Failed to delete email" when the device cannot store the change', async () => {
    const toasts = spyToasts();
    await renderTab();
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(list).getByText('Question about our February trip'));
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    await screen.findByText('Are you sure you want to delete this email?');
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new Error('The device storage is full'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to delete email', 'The device storage is full'),
    );
    expect(toasts.success).not.toHaveBeenCalledWith('Email deleted successfully!');
    expect(await db.emails.get(EMAIL_ID)).toBeDefined();
  });

  it('searches subject, body, sender and recipient, and filters by client', async () => {
    spyToasts();
    await renderTab();
    await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(folderButton('Sent'));
    const rows = async () =>
      within(await screen.findByRole('list', { name: 'Sent emails' })).getAllByRole('listitem');
    expect(await rows()).toHaveLength(2);
    // Newest first; both sent at the same time, so the later id comes first.
    expect((await rows())[0].textContent).toContain('Your hotel');

    fireEvent.change(screen.getByLabelText('Search emails'), { target: { value: ' HOTEL ' } });
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0].textContent).toContain('Your hotel');
    // The body, the sender and the recipient are searched too.
    fireEvent.change(screen.getByLabelText('Search emails'), { target: { value: 'GUEST@example' } });
    await waitFor(async () => expect(await rows()).toHaveLength(2));

    fireEvent.mouseDown(screen.getByLabelText('Filter by client'));
    fireEvent.click(await screen.findByTitle('Marc Joseph'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0].textContent).toContain('Your hotel');
    fireEvent.change(screen.getByLabelText('Search emails'), { target: { value: 'flights' } });
    expect(await screen.findByText('No emails match your search.')).toBeTruthy();
  });

  it('shows a long folder a page at a time, back to page 1 on another folder, search or client', async () => {
    spyToasts();
    await renderTab({
      emails: Array.from({ length: 29 }, (_, index) =>
        email({
          id: `77777777-7777-4777-8777-${String(index).padStart(12, '0')}`,
          from: 'client@demo.test',
          to: 'cleo@example.com',
          subject: `Note ${String(index).padStart(2, '0')}`,
          status: 'delivered',
          clientId: CLIENT_ID,
          // Note 00 is the newest; all are newer than the February trip question.
          sentAt: `2026-02-01T10:${String(59 - index).padStart(2, '0')}:00.000Z`,
        }),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    expect(await within(list).findByText('Note 00')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(within(list).queryByText('Note 24')).toBeNull();
    const pager = () => screen.getByRole('navigation', { name: 'Email pages' });
    expect(pager().textContent).toContain('1-24 of 30');
    const toPage2 = async () => {
      fireEvent.click(within(pager()).getByTitle('2'));
      expect(await screen.findByText('Question about our February trip')).toBeTruthy();
      expect(screen.queryByText('Note 00')).toBeNull();
      expect(pager().textContent).toContain('25-30 of 30');
    };
    await toPage2();

    fireEvent.click(folderButton('Sent'));
    expect(await screen.findByText('Your hotel')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Email pages' })).toBeNull();
    fireEvent.click(folderButton('Inbox'));
    expect(await screen.findByText('Note 00')).toBeTruthy();
    expect(pager().textContent).toContain('1-24 of 30');

    await toPage2();
    fireEvent.change(screen.getByLabelText('Search emails'), { target: { value: 'note' } });
    expect(await screen.findByText('Note 00', {})).toBeTruthy();
    expect(pager().textContent).toContain('1-24 of 29');

    fireEvent.change(screen.getByLabelText('Search emails'), { target: { value: '' } });
    await waitFor(() => expect(pager().textContent).toContain('1-24 of 30'));
    await toPage2();
    fireEvent.mouseDown(screen.getByLabelText('Filter by client'));
    fireEvent.click(await screen.findByTitle('Jordan Pierre'));
    expect(await screen.findByText('Note 00')).toBeTruthy();
    expect(pager().textContent).toContain('1-24 of 30');
  });

  it('shows an empty folder as such', async () => {
    spyToasts();
    await renderTab();
    await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(screen.getByRole('button', { name: /^Drafts/ }));
    expect(await screen.findByText('No emails in Drafts.')).toBeTruthy();
    expect(screen.getByText('Select an email to read it.')).toBeTruthy();
  });

  it('waits for the first download rather than calling a folder empty', async () => {
    spyToasts();
    await renderTab({}, { synced: false });
    fireEvent.click(await screen.findByRole('button', { name: /^Drafts/ }));
    expect(await screen.findByLabelText('Loading emails')).toBeTruthy();
    expect(screen.queryByText('No emails in Drafts.')).toBeNull();
  });

  it('fills a template on the device from the client, the quote and the agent', async () => {
    spyToasts();
    await renderTab({
      agent_quotes: [
        { id: QUOTE_ID, version: 1, clientId: CLIENT_ID, title: 'Winter sun', validUntil: '2026-03-01' },
      ],
    });
    const dialog = await openCompose();
    fireEvent.mouseDown(within(dialog).getByLabelText('Template'));
    for (const name of [
      'Welcome',
      'Quote follow-up',
      'Booking confirmation',
      'Itinerary share',
      'Custom message',
    ]) {
      expect(await screen.findByTitle(name)).toBeTruthy();
    }
    fireEvent.click(screen.getByTitle('Quote follow-up'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Client'));
    fireEvent.click((await screen.findAllByTitle('Jordan Pierre')).at(-1)!);
    fireEvent.mouseDown(await within(dialog).findByLabelText('Quote'));
    fireEvent.click(await screen.findByTitle('Winter sun'));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe(
        'Following up on your quote: Winter sun',
      ),
    );
    const body = (within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value;
    expect(body).toContain('Dear Jordan Pierre,');
    expect(body).toContain('valid until March 1, 2026');
    expect(body).toContain('Ava Baptiste');
    expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toBe('client@demo.test');
  });

  it('names the itinerary and its bookings in the itinerary template', async () => {
    spyToasts();
    await renderTab({
      itineraries: [{ id: ITINERARY_ID, version: 1, clientId: CLIENT_ID, title: 'Soufriere escape' }],
      bookings: [
        {
          id: '77777777-7777-4777-8777-777777777777',
          version: 1,
          itineraryId: ITINERARY_ID,
          title: 'Sugar Beach',
          type: 'hotel',
          startDate: '2026-06-02',
          endDate: '2026-06-08',
          cost: 180000,
          currency: 'USD',
          bookingReference: 'SB-1',
          createdAt: '2026-05-01T10:00:00Z',
        },
      ],
    });
    const dialog = await openCompose();
    fireEvent.mouseDown(within(dialog).getByLabelText('Template'));
    fireEvent.click(await screen.findByTitle('Itinerary share'));
    fireEvent.mouseDown(await within(dialog).findByLabelText('Itinerary'));
    fireEvent.click(await screen.findByTitle('Soufriere escape'));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe(
        'Your itinerary: Soufriere escape',
      ),
    );
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toContain(
      '- Sugar Beach (hotel), June 2, 2026 - June 8, 2026, $1,800.00, ref. SB-1',
    );
  });

  it('saves an unfinished draft, then opens it from Drafts and sends it', async () => {
    const toasts = spyToasts();
    await renderTab();
    const dialog = await openCompose();
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Ideas for May' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Priority'));
    fireEvent.click(await screen.findByTitle('High'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Draft saved successfully!'));
    const [draft] = await queued();
    expect(draft).toMatchObject({
      entity: 'emails',
      op: 'upsert',
      changes: { to: '', subject: 'Ideas for May', body: '', priority: 'high', status: 'draft' },
    });

    await waitFor(() => expect(folderCount('Drafts')).toBe('1'));
    fireEvent.click(folderButton('Drafts'));
    const drafts = await screen.findByRole('list', { name: 'Drafts emails' });
    fireEvent.click(within(drafts).getByText('Ideas for May'));
    fireEvent.click(await screen.findByRole('button', { name: /Edit draft/ }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Ideas for May'),
    );
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'guest@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), {
      target: { value: 'Shall we look at May?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Email sent successfully!'));

    const entries = await queued();
    expect(entries).toHaveLength(2);
    expect(entries[1]).toEqual({
      entity: 'emails',
      op: 'upsert',
      recordId: draft.recordId,
      changes: { to: 'guest@example.com', body: 'Shall we look at May?', status: 'sent' },
    });
    expect(await db.emails.count()).toBe(4);
    await waitFor(() => expect(folderCount('Drafts')).toBe('0'));
    expect(folderCount('Sent')).toBe('3');
  });

  it('sends a draft over what the dialog opened with: a subject another device changed meanwhile is kept, not set back', async () => {
    const toasts = spyToasts();
    const DRAFT_ID = '22222222-2222-4222-8222-222222222299';
    await renderTab({
      emails: [
        email({ id: DRAFT_ID, status: 'draft', sentAt: null, subject: 'Ideas for May', body: 'First lines' }),
      ],
    });
    fireEvent.click(folderButton('Drafts'));
    const drafts = await screen.findByRole('list', { name: 'Drafts emails' });
    fireEvent.click(within(drafts).getByText('Ideas for May'));
    fireEvent.click(await screen.findByRole('button', { name: /Edit draft/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(fieldValue(dialog, 'Subject')).toBe('Ideas for May'));

    // The other device's new subject arrives with a pull while the dialog is open.
    await db.emails.update(DRAFT_ID, { subject: 'May in Soufriere', version: 4 });
    fireEvent.change(within(dialog).getByLabelText('Message'), {
      target: { value: 'Shall we look at May?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Email sent successfully!'));

    const [sent] = await db.outbox.toArray();
    expect(sent).toMatchObject({
      recordId: DRAFT_ID,
      baseVersion: 3,
      changes: { body: 'Shall we look at May?', status: 'sent' },
      base: { body: 'First lines', status: 'draft' },
    });
    expect(sent.changes).not.toHaveProperty('subject');
    expect((await db.emails.get(DRAFT_ID))?.subject).toBe('May in Soufriere');
  });

  it('says "Failed to save draft" and "Failed to send email" when the device cannot store them', async () => {
    const toasts = spyToasts();
    await renderTab();
    const dialog = await openCompose();
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'guest@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hi there' } });
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new Error('The device storage is full'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to save draft', 'The device storage is full'),
    );
    await clickWhenReady(() => within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to send email', 'The device storage is full'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(await db.emails.count()).toBe(3);
  });

  it('refuses to send a Quote follow-up until a quote fills it, then sends it filled', async () => {
    const toasts = spyToasts();
    await renderTab({
      agent_quotes: [
        { id: QUOTE_ID, version: 1, clientId: CLIENT_ID, title: 'Winter sun', validUntil: '2026-03-01' },
        { id: OTHER_QUOTE_ID, version: 1, clientId: OTHER_CLIENT_ID, title: 'Marc’s cruise' },
      ],
    });
    const dialog = await openCompose();
    await chooseIn(dialog, 'Client', 'Jordan Pierre');
    await chooseIn(dialog, 'Template', 'Quote follow-up');
    await waitFor(() => expect(fieldValue(dialog, 'Message')).toContain('Dear Jordan Pierre,'));
    expect(fieldValue(dialog, 'Subject')).toBe('Following up on your quote: {quoteName}');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose a quote to fill {quoteName}')).toBeTruthy();
    expect(within(dialog).getByText('Choose a quote to fill {quoteName} and {quoteValidUntil}')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect(toasts.success).not.toHaveBeenCalled();

    // Only the chosen client's quotes are offered.
    fireEvent.mouseDown(within(dialog).getByLabelText('Quote'));
    expect(await screen.findByTitle('Winter sun')).toBeTruthy();
    expect(screen.queryByTitle('Marc’s cruise')).toBeNull();
    fireEvent.click(screen.getByTitle('Winter sun'));
    await waitFor(() => expect(fieldValue(dialog, 'Subject')).toBe('Following up on your quote: Winter sun'));
    expect(fieldValue(dialog, 'Message')).toContain(
      '"Winter sun" I prepared for you. It is valid until March 1, 2026.',
    );
    await waitFor(() => expect(within(dialog).queryByText(/Choose a quote/)).toBeNull());

    await clickWhenReady(() => within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Email sent successfully!'));
    const [sent] = await queued();
    expect(sent.changes).toMatchObject({
      to: 'client@demo.test',
      subject: 'Following up on your quote: Winter sun',
      template: 'quote_follow_up',
      clientId: CLIENT_ID,
      relatedQuoteId: QUOTE_ID,
      status: 'sent',
    });
    expect(sent.changes.body).not.toMatch(/\{\w+\}/);
  });

  it('files the e-mail under the client of an itinerary chosen first, and reads its bookings', async () => {
    spyToasts();
    await renderTab({
      itineraries: [{ id: ITINERARY_ID, version: 1, clientId: CLIENT_ID, title: 'Soufriere escape' }],
      bookings: [
        {
          id: '77777777-7777-4777-8777-777777777771',
          version: 1,
          itineraryId: ITINERARY_ID,
          title: 'Air Caraibes',
          type: 'flight',
          startDate: '2026-06-02',
          cost: 65000,
          currency: 'EUR',
          bookingReference: 'TX-88',
          createdAt: '2026-05-01T10:00:00Z',
        },
      ],
    });
    const dialog = await openCompose();
    await chooseIn(dialog, 'Template', 'Booking confirmation');
    await chooseIn(dialog, 'Itinerary', 'Soufriere escape');
    await waitFor(() =>
      expect(fieldValue(dialog, 'Subject')).toBe('Your booking is confirmed: Soufriere escape'),
    );
    expect(fieldValue(dialog, 'Message')).toContain('Dear Jordan Pierre,');
    expect(fieldValue(dialog, 'Message')).toContain(
      '- Air Caraibes (flight), June 2, 2026, €650.00, ref. TX-88',
    );
    expect(fieldValue(dialog, 'To')).toBe('client@demo.test');
    expect(within(dialog).getByTitle('Jordan Pierre')).toBeTruthy();
  });

  it('refuses to send a Welcome with no client, on the field, queueing nothing', async () => {
    const toasts = spyToasts();
    await renderTab();
    const dialog = await openCompose();
    await chooseIn(dialog, 'Template', 'Welcome');
    await waitFor(() => expect(fieldValue(dialog, 'Subject')).toBe('Welcome, {clientName}!'));
    fireEvent.change(within(dialog).getByLabelText('To', { exact: true }), {
      target: { value: 'guest@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Choose a client to fill {clientName}')).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('saves a draft with blank fields but refuses an invalid Cc or To address', async () => {
    const toasts = spyToasts();
    await renderTab();
    const dialog = await openCompose();
    fireEvent.change(within(dialog).getByLabelText('Cc'), { target: { value: 'ana@example.com, nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(
      await within(dialog).findByText('Cc must be valid email addresses separated by commas'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('To', { exact: true }), { target: { value: 'jordan@' } });
    fireEvent.change(within(dialog).getByLabelText('Cc'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(await within(dialog).findByText('Valid email address is required')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect(toasts.success).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('To', { exact: true }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Draft saved successfully!'));
    expect((await queued())[0].changes).toMatchObject({ to: '', cc: null, subject: '', status: 'draft' });
  });

  it('offers "All clients" in the client filter, chosen at first and to go back to', async () => {
    spyToasts();
    await renderTab();
    await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(folderButton('Sent'));
    const rows = async () =>
      within(await screen.findByRole('list', { name: 'Sent emails' })).getAllByRole('listitem');
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    const filter = screen.getByLabelText('Filter by client').closest('.ant-select')!;
    expect(within(filter as HTMLElement).getByTitle('All clients')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Filter by client'));
    fireEvent.click(await screen.findByTitle('Marc Joseph'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    fireEvent.mouseDown(screen.getByLabelText('Filter by client'));
    fireEvent.click((await screen.findAllByTitle('All clients')).at(-1)!);
    await waitFor(async () => expect(await rows()).toHaveLength(2));
  });

  it('keeps an e-mail the mail service could not deliver in Sent, says so, and offers to send it again', async () => {
    spyToasts();
    await renderTab({
      emails: [
        email({
          id: '22222222-2222-4222-8222-222222222203',
          to: 'typo@exmaple.com',
          subject: 'Your ferry times',
          body: 'The ferry leaves at 9.',
          status: 'failed',
          clientId: CLIENT_ID,
        }),
      ],
    });
    await screen.findByRole('list', { name: 'Inbox emails' });
    await waitFor(() => expect(folderCount('Sent')).toBe('3'));
    fireEvent.click(folderButton('Sent'));
    const sent = await screen.findByRole('list', { name: 'Sent emails' });
    const row = within(sent).getByText('Your ferry times').closest('li')!;
    expect(within(row).getByText('Not delivered')).toBeTruthy();
    expect(
      within(within(sent).getByText('Your flights').closest('li')!).queryByText('Not delivered'),
    ).toBeNull();

    fireEvent.click(within(row).getByText('Your ferry times'));
    const pane = await screen.findByRole('article', { name: 'Your ferry times' });
    expect(within(pane).getByText(/could not deliver this email\. Check the addresses/)).toBeTruthy();
    fireEvent.click(within(pane).getByRole('button', { name: /Send again/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(fieldValue(dialog, 'To')).toBe('typo@exmaple.com'));
    expect(fieldValue(dialog, 'Subject')).toBe('Your ferry times');
    expect(fieldValue(dialog, 'Message')).toBe('The ferry leaves at 9.');
  });

  it('names the people in the list: from the header, else the client with that address', async () => {
    spyToasts();
    await renderTab({
      emails: [
        email({
          id: '77777777-7777-4777-8777-777777777701',
          from: '"Ana Louis" <ana@example.com>',
          to: 'cleo@example.com',
          subject: 'Named in the header',
          status: 'delivered',
          sentAt: '2026-01-09T10:00:00.000Z',
        }),
        email({
          id: '77777777-7777-4777-8777-777777777702',
          from: 'stranger@example.com',
          to: 'cleo@example.com',
          subject: 'Nobody we know',
          status: 'delivered',
          sentAt: '2026-01-08T10:00:00.000Z',
        }),
        email({
          id: '77777777-7777-4777-8777-777777777703',
          to: 'MARC@demo.test, client@demo.test',
          subject: 'To two clients',
        }),
      ],
    });
    const inbox = await screen.findByRole('list', { name: 'Inbox emails' });
    const who = (list: HTMLElement, subject: string) =>
      within(list).getByText(subject).closest('li')!.querySelector('.email-row__who')!.textContent;
    // The client's name, with the bare address beside it.
    await waitFor(() =>
      expect(who(inbox, 'Question about our February trip')).toBe('Jordan Pierre client@demo.test'),
    );
    expect(who(inbox, 'Named in the header')).toBe('Ana Louis ana@example.com');
    expect(who(inbox, 'Nobody we know')).toBe('stranger@example.com');

    fireEvent.click(folderButton('Sent'));
    const sent = await screen.findByRole('list', { name: 'Sent emails' });
    await waitFor(() => expect(who(sent, 'To two clients')).toBe('To: Marc Joseph MARC@demo.test +1 more'));
    expect(who(sent, 'Your flights')).toBe('To: guest@example.com');
  });

  it('replies to the bare address of a named sender or the first of a list', () => {
    expect(firstAddress('Jordan Ellis <jordan@example.com>')).toBe('jordan@example.com');
    expect(firstAddress('"Ellis, Jordan" <jordan@example.com>, team@example.com')).toBe('jordan@example.com');
    expect(firstAddress(' ana@example.com ')).toBe('ana@example.com');
  });

  it('prefixes a reply subject with one "Re: "', () => {
    expect(replySubject('Flights')).toBe('Re: Flights');
    expect(replySubject('Re: Flights')).toBe('Re: Flights');
    expect(replySubject('RE:Flights')).toBe('Re: Flights');
  });

  it('formats attachment sizes in Bytes, KB, MB and GB', () => {
    expect(formatFileSize(0.5)).toBe('0.5 Bytes');
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
