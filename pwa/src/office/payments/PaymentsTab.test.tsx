import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PaymentListItem } from '@contract/payments';
import { createQueryClient } from '@pwa/lib/queryClient';
import { stubApi } from '@pwa/test/renderApp';
import { captureDownloads } from '../shared/captureDownloads';
import { PaymentsTab } from './PaymentsTab';
import { paymentsCsv, paymentsCsvFileName } from './paymentsCsv';

const realFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function payment(overrides: Partial<PaymentListItem> = {}): PaymentListItem {
  return {
    id: 'pay-1',
    orderId: '5O190127TN364715T',
    status: 'COMPLETED',
    packageType: 'standard',
    extras: [],
    amount: 5000,
    currency: 'USD',
    verifiedAt: '2026-03-05T15:00:00.000Z',
    expiresAt: '2026-06-03T15:00:00.000Z',
    payerEmail: 'marie@example.com',
    payerName: 'Marie Joseph',
    provider: 'paypal',
    refundedAt: null,
    ...overrides,
  };
}

const premium = payment({
  id: 'pay-2',
  orderId: 'b7d1c2a4-0f3e-4e0a-9a51-3c2f1d0e9b77',
  packageType: 'premium',
  extras: ['travel-insurance-guidance', 'rush-planning'],
  amount: 19_900 + 2_500 + 4_900,
  verifiedAt: '2026-03-06T15:00:00.000Z',
  payerName: '=HYPERLINK("http://evil.example")',
  payerEmail: 'vip@example.com',
  provider: 'demo',
});
const refunded = payment({
  id: 'pay-3',
  orderId: '8AB12345CD6789012',
  packageType: 'group',
  amount: 29_900,
  status: 'REFUNDED',
  refundedAt: '2026-03-02T10:00:00.000Z',
  verifiedAt: '2026-03-01T15:00:00.000Z',
  payerName: null,
  payerEmail: null,
});
const reversed = payment({
  id: 'pay-4',
  orderId: '9ZZ12345CD6789012',
  status: 'REVERSED',
  payerName: null,
  payerEmail: 'chargeback@example.com',
});

type Answer = Parameters<typeof stubApi>[0][string];

function renderTab(answer: Answer) {
  const calls = stubApi({ '/api/payments': answer });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentsTab />
    </QueryClientProvider>,
  );
  return calls;
}

/** The calendar day of an instant where the test runs, as the screen and the file show it. */
function localDay(instant: string): string {
  return new Date(instant).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('PaymentsTab', () => {
  it('lists the payments with date, payer, package and extras, amount and a coloured status', async () => {
    renderTab({ status: 200, body: { success: true, data: [premium, payment(), refunded, reversed] } });

    expect(await screen.findByText('vip@example.com')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Date', 'Payer', 'Package', 'Amount', 'Status']);

    const vip = within(row('vip@example.com'));
    expect(vip.getByText(localDay(premium.verifiedAt!))).toBeTruthy();
    expect(vip.getByText('Premium VIP')).toBeTruthy();
    expect(vip.getByText('+ Travel Insurance Guidance, Rush Planning')).toBeTruthy();
    expect(vip.getByText('$273.00')).toBeTruthy();
    expect(vip.getByText('Completed').className).toContain('green');
    expect(vip.getByText('Demo checkout')).toBeTruthy();

    const standard = within(row('marie@example.com'));
    expect(standard.getByText('Marie Joseph')).toBeTruthy();
    expect(standard.getByText('Standard Planning')).toBeTruthy();
    expect(standard.getByText('$50.00')).toBeTruthy();
    expect(standard.queryByText('Demo checkout')).toBeNull();

    const group = within(row('Group & Event Planning'));
    expect(group.getByText('E-mail not given')).toBeTruthy();
    expect(group.getByText('Refunded').className).toContain('red');
    expect(within(row('chargeback@example.com')).getByText('Reversed').className).toContain('red');
  });

  it('says when there are no payments yet, and offers no empty export', async () => {
    renderTab({ status: 200, body: { success: true, data: [] } });

    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Export CSV/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows that the list is loading', async () => {
    stubApi({});
    globalThis.fetch = (() => new Promise<Response>(() => {})) as typeof fetch;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PaymentsTab />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('status', { name: 'Loading payments' })).toBeTruthy();
  });

  it('shows the server’s words when the list fails, and Retry loads it again', async () => {
    const calls = renderTab([
      { status: 500, body: { success: false, error: 'internal', message: 'Something went wrong.' } },
      { status: 200, body: { success: true, data: [payment()] } },
    ]);

    expect(await screen.findByText('The payments could not be loaded')).toBeTruthy();
    expect(screen.getByText(/Something went wrong\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));

    expect(await screen.findByText('marie@example.com')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/payments')).toHaveLength(2);
  });

  it('says the list is not kept on the device when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderTab('network-error');

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('You are offline');
    expect(notice.textContent).toContain('not kept on this device');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading payments' })).toBeNull());
    expect((screen.getByRole('button', { name: /Export CSV/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports every payment to payments-<today>.csv in dollars, with formulas made harmless', async () => {
    renderTab({ status: 200, body: { success: true, data: [premium, payment(), refunded] } });
    expect(await screen.findByText('vip@example.com')).toBeTruthy();
    const downloads = captureDownloads();
    try {
      fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));

      expect(downloads.files).toHaveLength(1);
      const [file] = downloads.files;
      expect(file.name).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file.name).toBe(paymentsCsvFileName());
      expect(file.type).toContain('text/csv');
      const lines = (await file.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Date,Payer,Email,Package,Extras,Amount,Currency,Status,Provider,Order id');
      expect(lines[1]).toBe(
        `"${localDay(premium.verifiedAt!)}","'=HYPERLINK(""http://evil.example"")",vip@example.com,Premium VIP,` +
          '"Travel Insurance Guidance, Rush Planning",273.00,USD,Completed,Demo checkout,' +
          'b7d1c2a4-0f3e-4e0a-9a51-3c2f1d0e9b77',
      );
      expect(lines[2]).toBe(
        `"${localDay('2026-03-05T15:00:00.000Z')}",Marie Joseph,marie@example.com,Standard Planning,,50.00,USD,Completed,PayPal,5O190127TN364715T`,
      );
      expect(lines[3]).toBe(
        `"${localDay(refunded.verifiedAt!)}",,,Group & Event Planning,,299.00,USD,Refunded,PayPal,8AB12345CD6789012`,
      );
    } finally {
      downloads.restore();
    }
  });
});

describe('paymentsCsv', () => {
  it('writes only the header for no payments, and names the file for the local day', () => {
    expect(paymentsCsv([]).replace(/^\uFEFF/, '')).toBe(
      'Date,Payer,Email,Package,Extras,Amount,Currency,Status,Provider,Order id\r\n',
    );
    expect(paymentsCsvFileName(new Date(2026, 0, 9, 23, 30))).toBe('payments-2026-01-09.csv');
  });
});
