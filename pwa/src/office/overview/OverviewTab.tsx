import { Card, Empty, List } from 'antd';
import { formatLongDate } from '@contract/dates';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { useAgentDashboard } from '../dashboard/api';

const LATEST = 5;

/** The latest 5 itineraries and the latest 5 pending quote requests. */
export function OverviewTab() {
  const dashboard = useAgentDashboard();
  const itineraries = (dashboard.data?.itineraries ?? []).slice(0, LATEST);
  const quotes = (dashboard.data?.quotes ?? []).slice(0, LATEST);

  return (
    <div className="office__panel-grid">
      <Card title={<h2 className="office__card-title">Recent Itineraries</h2>} loading={dashboard.isPending}>
        {itineraries.length === 0 ? (
          <Empty description="No itineraries yet." />
        ) : (
          <List
            dataSource={itineraries}
            renderItem={(itinerary) => (
              <List.Item extra={<StatusBadge status={itinerary.status} />}>
                <List.Item.Meta
                  title={itinerary.title}
                  description={
                    <>
                      {itinerary.client.firstName} {itinerary.client.lastName}
                      <br />
                      {formatLongDate(itinerary.startDate)} to {formatLongDate(itinerary.endDate)}
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
            dataSource={quotes}
            renderItem={(quote) => (
              <List.Item>
                <List.Item.Meta
                  title={quote.groupName || `${quote.firstName} ${quote.lastName}`}
                  description={
                    <>
                      {quote.numberOfTravelers ?? 0} travelers
                      {quote.budgetRange ? ` · ${quote.budgetRange}` : ''}
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
