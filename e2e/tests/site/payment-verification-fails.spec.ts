/**
 * A return from the checkout the server cannot verify (an order this site never started) says
 * so, and the quote form stays locked.
 */
import { expect, test } from '@playwright/test';
import { paymentMessages } from '../../../api/contract/payments';
import { QuotePage } from '../../pages/QuotePage';

test('a return with an order this site never started is not verified and the form stays locked', async ({
  page,
}) => {
  const quote = new QuotePage(page);
  await quote.open('/quote?token=NOT-AN-ORDER&PayerID=X');

  const alert = page.getByRole('alert').filter({ hasText: paymentMessages.verificationFailed });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Payment verification failed. Please contact support.');
  await expect(quote.lockedNotice).toBeVisible();
  await expect(quote.checking).toHaveCount(0);
  await expect(quote.paidBanner).toHaveCount(0);
  await expect(quote.form).toHaveCount(0);
  // Nothing was verified, so the address keeps what came back, for support to read.
  expect(new URL(page.url()).searchParams.get('token')).toBe('NOT-AN-ORDER');
  expect(quote.hydrationProblems).toEqual([]);
});
