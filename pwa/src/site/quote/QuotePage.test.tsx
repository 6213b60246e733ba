import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paymentMessages, type PaymentRecord } from '@contract/payments';
import { csrf, sentBody } from '@pwa/account/testing';
import { clearCsrfToken } from '@pwa/lib/api';
import { stubApi } from '@pwa/test/renderApp';
import { clearAddressQuery, goToCheckout } from './navigation';
import type * as Navigation from './navigation';
import { QuotePage } from './QuotePage';

vi.mock('./navigation', () => ({ goToCheckout: vi.fn(), clearAddressQuery: vi.fn() }));

const realFetch = globalThis.fetch;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
  vi.mocked(goToCheckout).mockReset();
  vi.mocked(clearAddressQuery).mockReset();
});

const VERIFY_ACCESS = '/api/paypal/verify-access?packageType=';
const USER_PAYMENTS = '/api/paypal/user-payments';
const VERIFY_PAYMENT = '/api/paypal/verify-payment';
const CREATE_ORDER = '/api/paypal/create-order';

function payment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 'pay-1',
    orderId: 'ORDER1',
    status: 'COMPLETED',
    packageType: 'standard',
    extras: [],
    amount: 5_000,
    currency: 'USD',
    verifiedAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2027-02-25T10:00:00.000Z',
    ...overrides,
  };
}

const noPayments = { status: 200, body: { success: true, data: [] } };

function renderQuote(address: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[address]}>
        <QuotePage />
      </MemoryRouter>
    </StrictMode>,
  );
}

async function expectOpen(sentence: string) {
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  expect(screen.getByText(new RegExp(sentence))).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Tell Us About Your Trip' })).toBeTruthy();
  expect(screen.queryByText('Complete Payment to Access Booking Form')).toBeNull();
}

async function expectLocked() {
  expect(
    await screen.findByRole('heading', { name: 'Complete Payment to Access Booking Form' }),
  ).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Tell Us About Your Trip' })).toBeNull();
  expect(screen.queryByText('Checking your payment...')).toBeNull();
}

async function expectUnderReview() {
  expect(await screen.findByRole('heading', { name: 'Payment Under Review' })).toBeTruthy();
  expect(screen.getByText(paymentMessages.pendingReview)).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Tell Us About Your Trip' })).toBeNull();
  expect(screen.queryByText('Complete Payment to Access Booking Form')).toBeNull();
  expect(screen.queryByText('Checking your payment...')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
}

/** Lets the page's checks (a lazily imported module, then the calls) run to their end. */
async function settled(calls: Array<{ url: string }>, count: number) {
  await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(count));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the quote page gate', () => {
  it('(a) opens at once with free=true, labelled free, and asks the server nothing', async () => {
    const calls = stubApi({});
    renderQuote('/quote?free=true');

    await expectOpen('Your free consultation is confirmed.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('(b) asks whether the named package was paid and opens with it', async () => {
    const calls = stubApi({
      [`${VERIFY_ACCESS}premium`]: {
        status: 200,
        body: { success: true, hasAccess: true, packageType: 'premium', expiresAt: null },
      },
    });
    renderQuote('/quote?package=premium');

    // Quiet while the server is asked: no locked notice that may turn out wrong.
    expect(screen.getByText('Checking your payment...')).toBeTruthy();
    expect(screen.queryByText('Complete Payment to Access Booking Form')).toBeNull();
    await expectOpen('Your Premium VIP consultation is paid.');
    expect(calls.map((call) => call.url)).toEqual([`${VERIFY_ACCESS}premium`]);
  });

  it('(b) stays locked when the server says the package was not paid', async () => {
    stubApi({
      [`${VERIFY_ACCESS}group`]: {
        status: 200,
        body: { success: true, hasAccess: false, packageType: null, expiresAt: null },
      },
    });
    renderQuote('/quote?package=group');

    await expectLocked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('(c) without parameters opens with the package of a COMPLETED payment, ignoring others', async () => {
    const calls = stubApi({
      [USER_PAYMENTS]: {
        status: 200,
        body: {
          success: true,
          data: [
            payment({ id: 'p-0', status: 'REFUNDED', packageType: 'premium' }),
            payment({ id: 'p-1', status: 'CREATED', packageType: 'premium' }),
            payment({ id: 'p-2', status: 'COMPLETED', packageType: 'group' }),
          ],
        },
      },
    });
    renderQuote('/quote');

    // The server's HTML for /quote is the locked notice: it stays while the list is asked for.
    expect(screen.getByText('Complete Payment to Access Booking Form')).toBeTruthy();
    await expectOpen('Your Group & Event Planning consultation is paid.');
    expect(calls.map((call) => call.url)).toEqual([USER_PAYMENTS]);
  });

  it('(b) says the named package’s payment is being reviewed when the server holds one', async () => {
    stubApi({
      [`${VERIFY_ACCESS}premium`]: {
        status: 200,
        body: { success: true, hasAccess: false, packageType: null, expiresAt: null, pending: true },
      },
    });
    renderQuote('/quote?package=premium');
    await expectUnderReview();
  });

  it('(c) says a payment is being reviewed when one is PENDING and none COMPLETED', async () => {
    const calls = stubApi({
      [USER_PAYMENTS]: {
        status: 200,
        body: {
          success: true,
          data: [payment({ id: 'p-0', status: 'REFUNDED' }), payment({ id: 'p-1', status: 'PENDING' })],
        },
      },
    });
    renderQuote('/quote');
    await expectUnderReview();
    const panel = screen.getByRole('heading', { name: 'Payment Under Review' }).parentElement!;
    expect(within(panel).getByRole('link').textContent).toContain(brand.phone);
    expect(calls.map((call) => call.url)).toEqual([USER_PAYMENTS]);
  });

  it('(c) stays locked when no payment is COMPLETED', async () => {
    const calls = stubApi({
      [USER_PAYMENTS]: {
        status: 200,
        body: { success: true, data: [payment({ status: 'CREATED' }), payment({ status: 'REVERSED' })] },
      },
    });
    renderQuote('/quote');

    await settled(calls, 1);
    await expectLocked();
  });

  it('(d) verifies the returning payment, clears the query string and opens', async () => {
    const calls = stubApi({
      '/api/auth/csrf-token': csrf,
      [VERIFY_PAYMENT]: {
        status: 200,
        body: { success: true, verified: true, payment: payment({ packageType: 'premium' }) },
      },
    });
    renderQuote('/quote?package=premium&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ');

    expect(screen.getByText('Checking your payment...')).toBeTruthy();
    await expectOpen('Your Premium VIP consultation is paid.');
    expect(sentBody(calls, VERIFY_PAYMENT)).toEqual({ orderID: '5O190127TN364715T', packageType: 'premium' });
    // Once, although React ran the page's effect twice (StrictMode).
    expect(calls.filter((call) => call.url === VERIFY_PAYMENT)).toHaveLength(1);
    expect(clearAddressQuery).toHaveBeenCalledTimes(1);
    // The way back named the package: verify-payment decides, not the package check.
    expect(calls.map((call) => call.url)).not.toContain(`${VERIFY_ACCESS}premium`);
  });

  it('(d) says a payment held for review is being reviewed, clears the query string and keeps the form closed', async () => {
    const calls = stubApi({
      '/api/auth/csrf-token': csrf,
      [VERIFY_PAYMENT]: {
        status: 202,
        body: {
          success: true,
          verified: false,
          pending: true,
          message: paymentMessages.pendingReview,
          payment: payment({ status: 'PENDING', verifiedAt: null, expiresAt: null }),
        },
      },
    });
    renderQuote('/quote?package=standard&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ');

    await expectUnderReview();
    expect(calls.filter((call) => call.url === VERIFY_PAYMENT)).toHaveLength(1);
    expect(clearAddressQuery).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('(d) verifies as the standard package when the way back names none', async () => {
    const calls = stubApi({
      '/api/auth/csrf-token': csrf,
      [VERIFY_PAYMENT]: { status: 200, body: { success: true, verified: true, payment: payment() } },
    });
    renderQuote('/quote?token=ORDER1&PayerID=PAYER1');

    await expectOpen('Your Standard Planning consultation is paid.');
    expect(sentBody(calls, VERIFY_PAYMENT)).toEqual({ orderID: 'ORDER1', packageType: 'standard' });
  });

  it('(d) says the verification failed, keeps the query string and stays locked', async () => {
    stubApi({
      '/api/auth/csrf-token': csrf,
      [VERIFY_PAYMENT]: {
        status: 422,
        body: { success: false, verified: false, message: paymentMessages.notCompleted },
      },
    });
    renderQuote('/quote?package=standard&token=NOT-AN-ORDER&PayerID=X');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment verification failed. Please contact support.')).toBeTruthy();
    expect(within(alert).getByText(paymentMessages.notCompleted)).toBeTruthy();
    await expectLocked();
    expect(clearAddressQuery).not.toHaveBeenCalled();
  });

  it('(d) counts an answer that is not verified as a failure too', async () => {
    stubApi({
      '/api/auth/csrf-token': csrf,
      [VERIFY_PAYMENT]: { status: 200, body: { success: false, verified: false } },
    });
    renderQuote('/quote?token=ORDER1&PayerID=PAYER1');

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Payment verification failed. Please contact support.',
    );
    await expectLocked();
  });

  it('puts free=true before a return from the checkout, and a return before the package check', async () => {
    const calls = stubApi({});
    const free = renderQuote('/quote?free=true&package=group&token=ORDER1&PayerID=PAYER1');
    await expectOpen('Your free consultation is confirmed.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    free.unmount();

    renderQuote('/quote?package=group&token=ORDER1&PayerID=PAYER1');
    await screen.findByRole('alert');
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/csrf-token', VERIFY_PAYMENT]);
  });

  it.each([
    ['(b)', '/quote?package=premium', `${VERIFY_ACCESS}premium`],
    ['(c)', '/quote', USER_PAYMENTS],
  ])('%s only logs a failed check and stays locked', async (_rule, address, url) => {
    const calls = stubApi({
      [url]: { status: 500, body: { success: false, error: 'internal', message: 'Boom' } },
    });
    renderQuote(address);

    await settled(calls, 1);
    await expectLocked();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Could not check access to the quote form.', expect.anything()),
    );
  });

  it('only logs an unreachable server too', async () => {
    const calls = stubApi({ [USER_PAYMENTS]: 'network-error' });
    renderQuote('/quote');

    await settled(calls, 1);
    await expectLocked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('says gently that a cancelled checkout charged nothing, and stays locked', async () => {
    const calls = stubApi({
      [`${VERIFY_ACCESS}standard`]: {
        status: 200,
        body: { success: true, hasAccess: false, packageType: null, expiresAt: null },
      },
    });
    renderQuote('/quote?package=standard&cancelled=true');

    expect(screen.getByText('Your payment was cancelled and nothing was charged.')).toBeTruthy();
    await settled(calls, 1);
    await expectLocked();
    expect(screen.getByText('Your payment was cancelled and nothing was charged.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the free consultation and a call from the locked notice', async () => {
    const calls = stubApi({ [USER_PAYMENTS]: noPayments });
    renderQuote('/quote');
    await settled(calls, 1);

    await expectLocked();
    expect(screen.getByRole('link', { name: 'Start Free Consultation' }).getAttribute('href')).toBe(
      '/quote?free=true',
    );
    expect(screen.getByRole('link', { name: brand.phone }).getAttribute('href')).toBe(brand.phoneHref);
  });
});

describe('the payment buttons', () => {
  it('show each package with its price and deposit and a button to pay it', async () => {
    const calls = stubApi({ [USER_PAYMENTS]: noPayments });
    renderQuote('/quote');
    await settled(calls, 1);

    for (const [name, price] of [
      ['Standard Planning', '$50'],
      ['Premium VIP', '$199'],
      ['Group & Event Planning', '$299'],
    ]) {
      const card = screen.getByRole('heading', { name }).closest('article') as HTMLElement;
      expect(within(card).getByText(`Deposit ${price} per room`)).toBeTruthy();
      expect(within(card).getByRole('button', { name: `Pay ${price} for ${name}` })).toBeTruthy();
    }
    const insurance = screen.getByRole('heading', { name: 'Travel Insurance Guidance' }).closest('article');
    expect(within(insurance as HTMLElement).getByText('Deposit $25')).toBeTruthy();
  });

  it('start a checkout for the package and its ticked extras and go to the approval page', async () => {
    const calls = stubApi({
      [USER_PAYMENTS]: noPayments,
      '/api/auth/csrf-token': csrf,
      [CREATE_ORDER]: {
        status: 200,
        body: {
          success: true,
          data: { orderId: 'ORDER9', approvalUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER9' },
        },
      },
    });
    renderQuote('/quote');
    const card = screen.getByRole('heading', { name: 'Premium VIP' }).closest('article') as HTMLElement;
    const extras = within(card).getByRole('group', { name: 'Add extras to Premium VIP' });
    fireEvent.click(within(extras).getByRole('checkbox', { name: /Rush Planning/ }));
    fireEvent.click(within(extras).getByRole('checkbox', { name: /Travel Insurance Guidance/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Pay $273 for Premium VIP' }));

    // Pending at once, and a second press starts nothing more.
    const pending = within(card).getByRole('button', { name: 'Opening checkout... for Premium VIP' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pending);

    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('https://www.sandbox.paypal.com/checkoutnow?token=ORDER9'),
    );
    expect(goToCheckout).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.url === CREATE_ORDER)).toHaveLength(1);
    expect(sentBody(calls, CREATE_ORDER)).toEqual({
      packageType: 'premium',
      extras: ['travel-insurance-guidance', 'rush-planning'],
    });
    // The other packages' extras are their own.
    const standard = screen
      .getByRole('heading', { name: 'Standard Planning' })
      .closest('article') as HTMLElement;
    expect(within(standard).getByRole('button', { name: 'Pay $50 for Standard Planning' })).toBeTruthy();
  });

  it('go to a checkout on this server (the demo) by its full address', async () => {
    stubApi({
      [USER_PAYMENTS]: noPayments,
      '/api/auth/csrf-token': csrf,
      [CREATE_ORDER]: {
        status: 200,
        body: { success: true, data: { orderId: 'DEMO-1', approvalUrl: '/api/paypal/demo-checkout/DEMO-1' } },
      },
    });
    renderQuote('/quote');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50 for Standard Planning' }));

    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith(`${window.location.origin}/api/paypal/demo-checkout/DEMO-1`),
    );
  });

  it('show the server’s reason when a checkout cannot start, and stay on the page', async () => {
    stubApi({
      [USER_PAYMENTS]: noPayments,
      '/api/auth/csrf-token': csrf,
      [CREATE_ORDER]: {
        status: 503,
        body: { success: false, error: 'unavailable', message: paymentMessages.unavailable },
      },
    });
    renderQuote('/quote');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $299 for Group & Event Planning' }));

    const card = screen
      .getByRole('heading', { name: 'Group & Event Planning' })
      .closest('article') as HTMLElement;
    expect((await within(card).findByRole('alert')).textContent).toBe(paymentMessages.unavailable);
    const button = within(card).getByRole('button', { name: 'Pay $299 for Group & Event Planning' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('say the checkout could not be opened when the server is out of reach', async () => {
    stubApi({ [USER_PAYMENTS]: noPayments, '/api/auth/csrf-token': csrf, [CREATE_ORDER]: 'network-error' });
    renderQuote('/quote');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50 for Standard Planning' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The checkout could not be opened. Please try again.',
    );
    expect(goToCheckout).not.toHaveBeenCalled();
  });
});

describe('clearAddressQuery', () => {
  it('drops the query string without a reload, keeping the path, the hash and the history state', async () => {
    const real = await vi.importActual<typeof Navigation>('./navigation');
    window.history.pushState({ idx: 3 }, '', '/quote?package=standard&token=ORDER1&PayerID=PAYER1#form');

    real.clearAddressQuery();

    expect(window.location.pathname).toBe('/quote');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#form');
    expect(window.history.state).toEqual({ idx: 3 });
  });
});
