import { CalendarOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ClientDashboard, DashboardItinerary } from '@contract/dashboard';
import { formatDateRange, formatLongDate } from '@contract/dates';
import { formatMoney } from '@contract/money';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { paths } from '@contract/sitePaths';
import { downloadTripCalendar } from '../calendar';
import { EmptyState } from '../EmptyState';
import { StatusTag } from '../StatusTag';

/** "Price TBD" until the agency has priced the trip. */
export function tripCost(itinerary: Pick<DashboardItinerary, 'totalCost' | 'currency'>): string {
  return itinerary.totalCost == null ? 'Price TBD' : formatMoney(itinerary.totalCost, itinerary.currency);
}

/** The Itineraries tab: every trip with its dates, cost and the agent's notes. */
export function ItinerariesTab({ dashboard }: { dashboard: ClientDashboard }) {
  if (dashboard.itineraries.length === 0) {
    return (
      <EmptyState
        title="No Itineraries Yet"
        actions={
          <>
            <ButtonLink to={paths.quote} type="primary">
              Request a Quote
            </ButtonLink>
            <ButtonLink to={paths.services}>Browse Services</ButtonLink>
          </>
        }
      >
        Once an agent plans a trip with you, its itinerary appears here.
      </EmptyState>
    );
  }
  const save = (itinerary: DashboardItinerary) =>
    downloadTripCalendar(
      itinerary,
      dashboard.bookings.filter((booking) => booking.itineraryId === itinerary.id),
    ).catch((error: unknown) => toast.error('The calendar file could not be made', errorMessage(error)));
  return (
    <ul className="dashboard-cards">
      {dashboard.itineraries.map((itinerary) => (
        <li key={itinerary.id}>
          <Card
            title={<h2 className="dashboard-card__title">{itinerary.title}</h2>}
            extra={<StatusTag status={itinerary.status} />}
          >
            {itinerary.description && <p>{itinerary.description}</p>}
            <dl className="detail-facts">
              <dt>Dates</dt>
              <dd>{formatDateRange(itinerary.startDate, itinerary.endDate) || 'To be set'}</dd>
              <dt>Cost</dt>
              <dd>{tripCost(itinerary)}</dd>
              <dt>Created</dt>
              <dd>{formatLongDate(itinerary.createdAt)}</dd>
              {itinerary.agentNotes && (
                <>
                  <dt>Agent notes</dt>
                  <dd>{itinerary.agentNotes}</dd>
                </>
              )}
            </dl>
            {itinerary.startDate && (
              <Button
                className="dashboard-card__action"
                icon={<CalendarOutlined aria-hidden />}
                aria-label={`Add ${itinerary.title} to your calendar`}
                onClick={() => void save(itinerary)}
              >
                Add to calendar
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
