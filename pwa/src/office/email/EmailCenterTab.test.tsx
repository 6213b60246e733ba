import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { agentUser, csrf, sentBody, spyToasts } from '@pwa/account/testing';
import { EmailCenterTab } from './EmailCenterTab';
import { formatFileSize, preview, replySubject } from './format';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const CLIENT_ID = '33333333-3333-4333-8333-333333333333';
const EMAIL_ID = '11111111-1111-4111-8111-111111111111';
const longBody = 'Hello Ava, '.repeat(20);
const inboxEmail = {
  id: EMAIL_ID,
  from: 'client@demo.test',
  to: 'cleo@example.com',
  cc: null,
  bcc: null,
  subject: 'Question about our February trip',
  body: longBody,
  priority: 'normal',
  status: 'delivered',
  isStarred: false,
  isRead: false,
  sentAt: '2026-01-10T10:00:00.000Z',
  readAt: null,
  attachments: [{ id: 'a1', name: 'passport.pdf', type: 'application/pdf', size: 1536 }],
  clientId: CLIENT_ID,
  clientName: 'Jordan Pierre',
  relatedQuoteId: null,
  relatedItineraryId: null,
  agentId: 'u-agent',
  template: null,
  scheduleFor: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};
const counts = { inbox: 1, sent: 2, drafts: 0, starred: 0, unread: 1 };

type Answers = Parameters<typeof stubApi>[0];

function renderTab(extra: Answers = {}) {
  const calls = stubApi({
    '/api/auth/me': { status: 200, body: agentUser },
    '/api/auth/csrf-token': csrf,
    '/api/emails?folder=inbox': { status: 200, body: { data: [inboxEmail] } },
    '/api/emails/counts': { status: 200, body: { data: counts } },
    '/api/emails/templates': { status: 200, body: { data: [] } },
    '/api/clients': {
      status: 200,
      body: { data: [{ id: CLIENT_ID, firstName: 'Jordan', lastName: 'Pierre', email: 'client@demo.test' }] },
    },
    [`/api/emails/${EMAIL_ID}/read`]: { status: 200, body: { data: { ...inboxEmail, isRead: true } } },
    '/api/emails/send': { status: 201, body: { data: inboxEmail, message: 'Email sent successfully!' } },
    ...extra,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailCenterTab />
    </QueryClientProvider>,
  );
  return calls;
}

// Whole dialogs are driven through antd under jsdom, which is slow on a busy machine.
describe('EmailCenterTab', { timeout: 20_000 }, () => {
  it('lists the folder with counts, a 100-character preview, and marks an opened e-mail read', async () => {
    spyToasts();
    const calls = renderTab();
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    expect(within(list).getByText('client@demo.test')).toBeTruthy();
    expect(within(list).getByText(`${preview(longBody)}`).textContent).toHaveLength(103);
    expect(await screen.findByRole('button', { name: 'Sent 2' })).toBeTruthy();

    fireEvent.click(within(list).getByText('Question about our February trip'));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Question about our February trip' }),
    ).toBeTruthy();
    expect(screen.getByText(/passport\.pdf \(1\.5 KB\)/)).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === `/api/emails/${EMAIL_ID}/read` && call.init?.method === 'POST'),
      ).toBe(true),
    );
  });

  it('shows the form messages and sends nothing while the e-mail is incomplete', async () => {
    spyToasts();
    const calls = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Compose/ }));
    // Under jsdom antd gives every generated id the value "test-id", so the dialog is found by role.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Compose Email')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Valid email address is required')).toBeTruthy();
    expect(within(dialog).getByText('Subject is required')).toBeTruthy();
    expect(within(dialog).getByText('Message body is required')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/emails/send')).toHaveLength(0);
  });

  it('replies with "Re: " and sends the e-mail', async () => {
    const toasts = spyToasts();
    const calls = renderTab();
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(list).getByText('Question about our February trip'));
    fireEvent.click(await screen.findByRole('button', { name: /Reply/ }));
    // Under jsdom antd gives every generated id the value "test-id", so the dialog is found by role.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Compose Email')).toBeTruthy();
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Re: Question about our February trip',
    );
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'See you in February!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Email sent successfully!'));
    const sent = calls.find((call) => call.url === '/api/emails/send');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
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
    });
  });

  it('stars an e-mail from the list', async () => {
    spyToasts();
    const calls = renderTab({
      [`/api/emails/${EMAIL_ID}/star`]: { status: 200, body: { data: { ...inboxEmail, isStarred: true } } },
    });
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(list).getByRole('button', { name: 'Star Question about our February trip' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === `/api/emails/${EMAIL_ID}/star` && call.init?.method === 'POST'),
      ).toBe(true),
    );
  });

  it('deletes the open e-mail after confirmation and says so', async () => {
    const toasts = spyToasts();
    const calls = renderTab({ [`/api/emails/${EMAIL_ID}`]: { status: 200, body: { success: true } } });
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(list).getByText('Question about our February trip'));
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Are you sure you want to delete this email?')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Email deleted successfully!'));
    expect(
      calls.some((call) => call.url === `/api/emails/${EMAIL_ID}` && call.init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('says "Failed to delete email" with the server’s reason when the delete is refused', async () => {
    const toasts = spyToasts();
    renderTab({
      [`/api/emails/${EMAIL_ID}`]: {
        status: 404,
        body: { success: false, error: 'not_found', message: 'Email not found' },
      },
    });
    const list = await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(within(list).getByText('Question about our February trip'));
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    await screen.findByText('Are you sure you want to delete this email?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Failed to delete email', 'Email not found'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('searches and filters by client through the list request', async () => {
    spyToasts();
    const calls = renderTab({
      '/api/emails?folder=inbox&search=passport': { status: 200, body: { data: [] } },
      [`/api/emails?folder=inbox&search=passport&clientId=${CLIENT_ID}`]: { status: 200, body: { data: [] } },
    });
    await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.change(screen.getByLabelText('Search emails'), { target: { value: ' passport ' } });
    expect(await screen.findByText('No emails match your search.', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Filter by client'));
    fireEvent.click(await screen.findByTitle('Jordan Pierre'));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        `/api/emails?folder=inbox&search=passport&clientId=${CLIENT_ID}`,
      ),
    );
  });

  it('shows an empty folder as such', async () => {
    spyToasts();
    renderTab({ '/api/emails?folder=drafts': { status: 200, body: { data: [] } } });
    await screen.findByRole('list', { name: 'Inbox emails' });
    fireEvent.click(screen.getByRole('button', { name: /^Drafts/ }));
    expect(await screen.findByText('No emails in Drafts.')).toBeTruthy();
    expect(screen.getByText('Select an email to read it.')).toBeTruthy();
  });

  it('offers the five templates and fills the message from the chosen one', async () => {
    spyToasts();
    const calls = renderTab({
      '/api/emails/templates/quote_follow_up/render': {
        status: 200,
        body: { data: { subject: 'Your quote from us', body: 'Dear Jordan, your quote is ready.' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Compose/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('Template'));
    for (const name of ['Welcome', 'Quote Follow Up', 'Booking Confirmation', 'Itinerary Share', 'Custom']) {
      expect(await screen.findByTitle(name)).toBeTruthy();
    }
    fireEvent.click(screen.getByTitle('Quote Follow Up'));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Your quote from us'),
    );
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'Dear Jordan, your quote is ready.',
    );
    expect(
      calls.some(
        (call) => call.url === '/api/emails/templates/quote_follow_up/render' && call.init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('saves an unfinished draft with its priority and says so', async () => {
    const toasts = spyToasts();
    const calls = renderTab({
      '/api/emails/draft': { status: 201, body: { data: inboxEmail, message: 'Draft saved successfully!' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Compose/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Ideas for May' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Priority'));
    fireEvent.click(await screen.findByTitle('High'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Draft saved successfully!'));
    expect(sentBody(calls, '/api/emails/draft')).toMatchObject({
      to: '',
      subject: 'Ideas for May',
      body: '',
      priority: 'high',
    });
  });

  it('says "Failed to save draft" and "Failed to send email" with the server’s reason', async () => {
    const toasts = spyToasts();
    const refusal = {
      status: 503,
      body: { success: false, error: 'unavailable', message: 'Mail is paused' },
    };
    renderTab({ '/api/emails/draft': refusal, '/api/emails/send': refusal });
    fireEvent.click(await screen.findByRole('button', { name: /Compose/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'guest@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hi there' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to save draft', 'Mail is paused'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Failed to send email', 'Mail is paused'));
    expect(toasts.success).not.toHaveBeenCalled();
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
