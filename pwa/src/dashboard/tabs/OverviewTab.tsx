import { Card } from 'antd';
import {
  dashboardCounters,
  RECENT_ACTIVITY_COUNT,
  type ClientDashboard,
  type MoneyTotal,
} from '@contract/dashboard';
import { formatDateRange } from '@contract/dates';
import { formatMoney } from '@contract/money';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { paths } from '@contract/sitePaths';
import { EmptyState } from '../EmptyState';
import { StatusTag } from '../StatusTag';

function invested(totals: readonly MoneyTotal[]): string {
  if (totals.length === 0) return formatMoney(0);
  return totals.map(({ amount, currency }) => formatMoney(amount, currency)).join(' + ');
}

/** The Overview tab: four counters and the first three trips. */
export function OverviewTab({ dashboard }: { dashboard: ClientDashboard }) {
  const counters = dashboardCounters(dashboard);
  const recent = dashboard.itineraries.slice(0, RECENT_ACTIVITY_COUNT);
  const cards = [
    {
      label: 'Active Trips',
      value: String(counters.activeTrips),
      note: `${counters.inPlanning} in planning`,
    },
    {
      label: 'Total Bookings',
      value: String(counters.totalBookings),
      note: `${counters.confirmedBookings} confirmed`,
    },
    { label: 'Quotes Requested', value: String(counters.quotesRequested), note: 'Custom trip requests' },
    { label: 'Total Invested', value: invested(counters.totalInvested), note: 'Across all your trips' },
  ];
  return (
    <>
      <ul className="dashboard-counters" aria-label="Your travel at a glance">
        {cards.map((card) => (
          <li key={card.label} className="dashboard-counter">
            <span className="dashboard-counter__label">{card.label}</span>
            <span className="dashboard-counter__value">{card.value}</span>
            <span className="dashboard-counter__note">{card.note}</span>
          </li>
        ))}
      </ul>
      <Card title={<h2 className="dashboard-card__title">Recent Activity</h2>} className="dashboard-recent">
        {recent.length === 0 ? (
          <EmptyState
            title="No trips yet"
            actions={
              <ButtonLink to={paths.quote} type="primary">
                Plan your first trip
              </ButtonLink>
            }
          >
            Tell us where you would like to go and an agent will build your itinerary.
          </EmptyState>
        ) : (
          <ul className="dashboard-recent__list">
            {recent.map((itinerary) => (
              <li key={itinerary.id} className="dashboard-recent__item">
                <div>
                  <strong>{itinerary.title}</strong>
                  <span className="dashboard-muted">
                    {formatDateRange(itinerary.startDate, itinerary.endDate) || 'Dates to be set'}
                  </span>
                </div>
                <StatusTag status={itinerary.status} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
