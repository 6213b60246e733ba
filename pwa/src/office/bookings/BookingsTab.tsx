import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { BOOKING_STATUSES, BOOKING_TYPES, type BookingDto } from '@contract/bookings';
import { formatLongDate } from '@contract/dates';
import { bookingsCsv, CSV_MIME } from '@contract/exports';
import { formatMoney } from '@contract/money';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { PAGE_SIZE } from '../shared/paging';
import { saveFile } from '@pwa/lib/saveFile';
import { ScrollableTable } from '../shared/ScrollableTable';
import { useBookings } from './api';

export interface BookingFilter {
  search: string;
  type: string | null;
  status: string | null;
}

const clientName = (booking: BookingDto) =>
  booking.itinerary ? `${booking.itinerary.client.firstName} ${booking.itinerary.client.lastName}` : '';

/** Title, client, reference or itinerary contains the search (ignoring case); type and status match. */
export function matchesBooking(booking: BookingDto, filter: BookingFilter): boolean {
  if (filter.type && booking.type !== filter.type) return false;
  if (filter.status && booking.status !== filter.status) return false;
  const needle = filter.search.trim().toLowerCase();
  if (!needle) return true;
  return [booking.title, clientName(booking), booking.bookingReference ?? '', booking.itinerary?.title ?? '']
    .join('\n')
    .toLowerCase()
    .includes(needle);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every booking the agent may see, read-only, with filters and a CSV report of what is shown. */
export function BookingsTab() {
  const bookings = useBookings();
  const [filter, setFilter] = useState<BookingFilter>({ search: '', type: null, status: null });
  const all = bookings.data ?? [];
  const shown = all.filter((booking) => matchesBooking(booking, filter));
  const filtered = shown.length !== all.length;

  return (
    <section aria-labelledby="bookings-title">
      <div className="office__toolbar">
        <h2 id="bookings-title" style={{ margin: 0, marginRight: 'auto' }}>
          All Bookings
        </h2>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={shown.length === 0}
          // The rows as filtered on screen, written on the device: offline and unsynced ones too.
          onClick={() => saveFile(bookingsCsv(shown), 'bookings.csv', CSV_MIME)}
        >
          Export Report
        </Button>
      </div>
      <div className="office__toolbar" role="search" aria-label="Filter bookings">
        <Input.Search
          aria-label="Search bookings"
          placeholder="Search title, client or reference"
          allowClear
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.target.value })}
        />
        <Select
          id="booking-filter-type"
          aria-label="Booking type"
          placeholder="All types"
          allowClear
          style={{ minWidth: 150 }}
          value={filter.type}
          onChange={(type) => setFilter({ ...filter, type: type ?? null })}
          options={BOOKING_TYPES.map((type) => ({ value: type, label: capitalised(type) }))}
        />
        <Select
          id="booking-filter-status"
          aria-label="Booking status"
          placeholder="All statuses"
          allowClear
          style={{ minWidth: 150 }}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status: status ?? null })}
          options={BOOKING_STATUSES.map((status) => ({ value: status, label: capitalised(status) }))}
        />
        {filtered && (
          <span className="office__subtext" aria-live="polite">
            {shown.length} of {all.length} bookings shown
          </span>
        )}
      </div>
      <ScrollableTable<BookingDto>
        label="Bookings table"
        rowKey="id"
        size="middle"
        loading={bookings.isPending}
        dataSource={shown}
        // The same page size and total as the office's other long lists.
        pagination={{
          pageSize: PAGE_SIZE,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
          'aria-label': 'Booking pages',
        }}
        scroll={{ x: 900 }}
        // Before the first sync an empty table is still loading, not empty.
        locale={{
          emptyText: bookings.isPending
            ? null
            : filtered
              ? 'No bookings match these filters.'
              : 'No bookings yet.',
        }}
        columns={[
          { title: 'Type', dataIndex: 'type', key: 'type' },
          { title: 'Title', dataIndex: 'title', key: 'title' },
          { title: 'Client', key: 'client', render: (_, booking) => clientName(booking) },
          {
            title: 'Status',
            key: 'status',
            render: (_, booking) => <StatusBadge status={booking.status} />,
          },
          {
            title: 'Cost',
            key: 'cost',
            render: (_, booking) =>
              booking.cost == null ? 'Not set' : formatMoney(booking.cost, booking.currency),
          },
          { title: 'Reference', key: 'ref', render: (_, booking) => booking.bookingReference ?? '' },
          { title: 'Start', key: 'start', render: (_, booking) => formatLongDate(booking.startDate) },
          { title: 'End', key: 'end', render: (_, booking) => formatLongDate(booking.endDate) },
        ]}
      />
    </section>
  );
}
