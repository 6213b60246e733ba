import {
  CarOutlined,
  CoffeeOutlined,
  CompassOutlined,
  HomeOutlined,
  SendOutlined,
  TagOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { BookingType } from '@contract/bookings';
import type { ClientDashboard, DashboardBooking } from '@contract/dashboard';
import { formatLongDate } from '@contract/dates';
import { formatMoney } from '@contract/money';
import { statusLabel } from '@pwa/components/StatusBadge';
import { EmptyState } from '../EmptyState';
import { StatusTag } from '../StatusTag';

const TYPE_ICONS: Record<BookingType, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  flight: SendOutlined,
  hotel: HomeOutlined,
  activity: CompassOutlined,
  transport: CarOutlined,
  restaurant: CoffeeOutlined,
  other: TagOutlined,
};

/** "February 12, 2027, 08:05 to 13:20" on one day; "February 12, 2027, 15:00 to February 19, 2027, 11:00" over several. */
function when(booking: DashboardBooking): string {
  const start = formatLongDate(booking.startDate);
  const end = formatLongDate(booking.endDate);
  const at = (day: string, time: string | null) => [day, time].filter(Boolean).join(', ');
  if (!start && !end) return 'Dates to be confirmed';
  if (!end || !start || start === end) {
    const times = [booking.startTime, booking.endTime].filter(Boolean).join(' to ');
    return at(start || end, times || null);
  }
  return `${at(start, booking.startTime)} to ${at(end, booking.endTime)}`;
}

/**
 * The Bookings tab: type, title, status, cost, reference and dates,
 * plus where and when, which a traveller at the airport looks for first.
 */
export function BookingsTab({ dashboard }: { dashboard: ClientDashboard }) {
  if (dashboard.bookings.length === 0) {
    return (
      <EmptyState title="No Bookings Yet">
        Flights, hotels and activities your agent books for you will be listed here with their references.
      </EmptyState>
    );
  }
  const today = localDay();
  const upcoming = dashboard.bookings.filter((booking) => !isPast(booking, today));
  const past = dashboard.bookings.filter((booking) => isPast(booking, today)).reverse();
  return (
    <div className="dashboard-stack">
      {upcoming.length > 0 && <BookingList title="Upcoming" bookings={upcoming} />}
      {past.length > 0 && <BookingList title="Past" bookings={past} />}
    </div>
  );
}

/** Today on the traveller's own calendar, as YYYY-MM-DD. */
function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Over once its last day has gone by; a booking with no dates yet is still to come. */
function isPast(booking: DashboardBooking, today: string): boolean {
  const last = booking.endDate ?? booking.startDate;
  return last !== null && last < today;
}

function BookingList({ title, bookings }: { title: string; bookings: readonly DashboardBooking[] }) {
  return (
    <section aria-label={`${title} bookings`}>
      <h2 className="dashboard-section-title">{title}</h2>
      <ul className="dashboard-bookings">
        {bookings.map((booking) => (
          <BookingItem key={booking.id} booking={booking} />
        ))}
      </ul>
    </section>
  );
}

function BookingItem({ booking }: { booking: DashboardBooking }) {
  const Icon = TYPE_ICONS[booking.type] ?? TagOutlined;
  return (
    <li className="dashboard-booking">
      <span className="dashboard-booking__icon">
        <Icon aria-hidden />
      </span>
      <div className="dashboard-booking__body">
        <div className="dashboard-booking__head">
          <h3 className="dashboard-booking__title">{booking.title}</h3>
          <StatusTag status={booking.status} />
        </div>
        <dl className="dashboard-booking__facts">
          <div>
            <dt>Type</dt>
            <dd>{statusLabel(booking.type)}</dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd>
              {booking.bookingReference ? (
                <span className="dashboard-booking__reference">{booking.bookingReference}</span>
              ) : (
                'Not issued yet'
              )}
            </dd>
          </div>
          <div>
            <dt>When</dt>
            <dd>{when(booking)}</dd>
          </div>
          {booking.location && (
            <div>
              <dt>Where</dt>
              <dd>{booking.location}</dd>
            </div>
          )}
          <div>
            <dt>Cost</dt>
            <dd>{booking.cost == null ? 'Price TBD' : formatMoney(booking.cost, booking.currency)}</dd>
          </div>
        </dl>
        {booking.description && <p className="dashboard-muted">{booking.description}</p>}
      </div>
    </li>
  );
}
