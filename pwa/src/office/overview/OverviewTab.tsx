import { Card, Empty, List, Tag } from 'antd';
import { formatLongDate } from '@contract/dates';
import { budgetLabel } from '@contract/leadOptions';
import { formatMoney } from '@contract/money';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { useOfficeReady } from '@pwa/offline/hooks';
import {
  useQuoteRequests,
  useRecentItineraries,
  type QuoteRequest,
  type QuoteRequestPayment,
  type RecentItinerary,
} from '../dashboard/api';
import { paymentStatusView } from '../payments/status';
import { ApprovalPendingNotice, useAwaitingApproval } from '../shared/sendingApproval';

/** The Overview shows 5 items of each list. */
export const OVERVIEW_LIMIT = 5;

/** Newest first whatever order the data arrives in, so "latest" holds for any data source. */
function latest<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, OVERVIEW_LIMIT);
}

function tripDates(itinerary: RecentItinerary): string {
  const start = formatLongDate(itinerary.startDate);
  const end = formatLongDate(itinerary.endDate);
  if (start && end) return `${start} to ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Dates not set';
}

function travelers(count: number | null): string {
  if (count === null || count === undefined) return 'Travelers not given';
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

function requester(quote: QuoteRequest): string {
  return quote.groupName?.trim() || `${quote.firstName} ${quote.lastName}`.trim();
}

/** "Paid: Standard Planning + Rush Planning $99.00", or "Refunded: ..." once the money went back. */
export function quotePaymentLabel(payment: QuoteRequestPayment): string {
  const consultation = [payment.packageName, ...payment.extraNames].join(' + ');
  return `${paymentStatusView(payment).verb}: ${consultation} ${formatMoney(payment.amount, payment.currency)}`;
}

/** The consultation paid before the request; a request made without one shows nothing. */
function PaymentTag({ payment }: { payment: QuoteRequestPayment | null | undefined }) {
  if (!payment) return null;
  return <Tag color={paymentStatusView(payment).color}>{quotePaymentLabel(payment)}</Tag>;
}

/**
 * The latest 5 itineraries (from the device, so offline too) and the latest 5 pending quote
 * requests (website leads live on the server: the last answer kept on the device stands in).
 */
export function OverviewTab() {
  const recent = useRecentItineraries(OVERVIEW_LIMIT);
  const ready = useOfficeReady();
  const awaitingApproval = useAwaitingApproval();
  const requests = useQuoteRequests();
  const itineraries = latest(recent.data ?? []);
  const quotes = latest(requests.quotes);
  // Before the first sync an empty device means "not loaded yet", not "no itineraries".
  const itinerariesLoading = recent.isPending || (itineraries.length === 0 && ready !== true);

  return (
    <div className="office__panel-grid">
      <Card title={<h2 className="office__card-title">Recent Itineraries</h2>} loading={itinerariesLoading}>
        {itineraries.length === 0 ? (
          <Empty description="No itineraries yet." />
        ) : (
          <List
            aria-label="Recent itineraries"
            dataSource={itineraries}
            renderItem={(itinerary) => (
              <List.Item extra={<StatusBadge status={itinerary.status} />}>
                <List.Item.Meta
                  title={itinerary.title}
                  description={
                    <>
                      {itinerary.client
                        ? `${itinerary.client.firstName} ${itinerary.client.lastName}`.trim()
                        : 'Client not on this device'}
                      <br />
                      {tripDates(itinerary)}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card
        title={<h2 className="office__card-title">Pending Quote Requests</h2>}
        loading={requests.isPending}
      >
        {requests.unavailable && (
          <p className="office__notice" role="status">
            {requests.savedAt
              ? `Offline copy from ${formatLongDate(requests.savedAt)}. Quote requests update when you are online.`
              : 'Available when you are online.'}
          </p>
        )}
        {quotes.length === 0 && awaitingApproval ? (
          <ApprovalPendingNotice what="Website quote requests" />
        ) : quotes.length === 0 ? (
          requests.unavailable && !requests.savedAt ? null : (
            <Empty description="No pending quote requests." />
          )
        ) : (
          <List
            aria-label="Pending quote requests"
            dataSource={quotes}
            renderItem={(quote) => (
              <List.Item extra={<PaymentTag payment={quote.payment} />}>
                <List.Item.Meta
                  title={requester(quote)}
                  description={
                    <>
                      {travelers(quote.numberOfTravelers)}
                      {' · '}
                      Budget: {quote.budgetRange ? budgetLabel(quote.budgetRange) : 'not given'}
                      <br />
                      Submitted {formatLongDate(quote.createdAt)}
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
