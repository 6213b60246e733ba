import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { agentUser, csrf, spyToasts } from '@pwa/account/testing';
import { EmailCenterTab } from './EmailCenterTab';
import { formatFileSize, preview } from './format';

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

function renderTab() {
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
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailCenterTab />
    </QueryClientProvider>,
  );
  return calls;
}

describe('EmailCenterTab', () => {
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

  it('formats attachment sizes in Bytes, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
