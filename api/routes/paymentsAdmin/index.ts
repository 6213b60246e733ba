import * as v from 'valibot';
import { isCalendarDay } from '@contract/dates.ts';
import { apiRouter } from '../router.ts';
import { adminOnly } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { listPayments } from '../../queries/payments.ts';
import { presentPaymentListItem } from '../../presenters/payments.ts';
import { successBody } from '../envelopes.ts';

export const paymentsAdminRouter = apiRouter();

export const paymentListMessages = {
  from: 'from must be a date written YYYY-MM-DD',
  to: 'to must be a date written YYYY-MM-DD',
  order: 'from must be on or before to',
} as const;

const Day = (message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.check(isCalendarDay, message)));

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both optional, both days included (UTC). */
const PaymentListQuery = v.pipe(
  v.object({ from: Day(paymentListMessages.from), to: Day(paymentListMessages.to) }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !from || !to || from <= to,
      paymentListMessages.order,
    ),
    ['to'],
  ),
);

/** Admins: the verified consultation payments, newest first (at most PAYMENT_LIST_LIMIT). */
paymentsAdminRouter.get('/api/payments', adminOnly, validate({ query: PaymentListQuery }), async (ctx) => {
  const rows = await listPayments(ctx.db, ctx.state.query);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = successBody({ data: rows.map(presentPaymentListItem) });
});
