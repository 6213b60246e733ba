import { Card, Empty, List } from 'antd';
import { formatLongDate } from '@contract/dates';
import type { ItineraryDto } from '@contract/itineraries';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { useAgentDashboard, type QuoteRequest } from '../dashboard/api';

/** The accounts and office specification section 9: the Overview shows 5 items of each list. */
export const OVERVIEW_LIMIT = 5;

/** Newest first whatever order the data arrives in, so "latest" holds for any data source. */
function latest<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, OVERVIEW_LIMIT);
}

function tripDates(itinerary: ItineraryDto): string {
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

/** The latest 5 itineraries and the latest 5 pending quote requests. */
export function OverviewTab() {
  const dashboard = useAgentDashboard();
  const itineraries = latest(dashboard.data?.itineraries ?? []);
  const quotes = latest(dashboard.data?.quotes ?? []);

  return (
    <div className="office__panel-grid">
      <Card title={<h2 className="office__card-title">Recent Itineraries</h2>} loading={dashboard.isPending}>
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
                      {itinerary.client.firstName} {itinerary.client.lastName}
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
        loading={dashboard.isPending}
      >
        {quotes.length === 0 ? (
          <Empty description="No pending quote requests." />
        ) : (
          <List
            aria-label="Pending quote requests"
            dataSource={quotes}
            renderItem={(quote) => (
              <List.Item>
                <List.Item.Meta
                  title={requester(quote)}
                  description={
                    <>
                      {travelers(quote.numberOfTravelers)}
                      {' · '}
                      Budget: {quote.budgetRange || 'not given'}
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
