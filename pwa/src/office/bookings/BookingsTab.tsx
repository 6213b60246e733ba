import { useMemo, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { BOOKING_STATUSES, BOOKING_TYPES, type BookingDto } from '@contract/bookings';
import { formatLongDate } from '@contract/dates';
import { bookingsCsv, CSV_MIME } from '@documents/officeExports';
import { formatMoney } from '@contract/money';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { officeDb } from '@pwa/offline/db';
import { PAGE_SIZE } from '../shared/paging';
import { saveFile } from '@pwa/lib/saveFile';
import { ScrollableTable } from '../shared/ScrollableTable';
import { readAllBookings, useBookings, useBookingsPage } from './api';

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

const isFiltering = (filter: BookingFilter) => Boolean(filter.search.trim() || filter.type || filter.status);

/**
 * The rows on screen. Until a filter is first used, each page is read from the device on its
 * own (thousands of bookings open as fast as a few); from then on the whole list is read once
 * and kept, so searching and filtering it answer as the person types.
 */
function useShownBookings(filter: BookingFilter) {
  const [wholeList, setWholeList] = useState(false);
  if (isFiltering(filter) && !wholeList) setWholeList(true);
  const [page, setPage] = useState(1);
  // Another search or filter starts again at its first page.
  const [pageOf, setPageOf] = useState(filter);
  if (pageOf !== filter) {
    setPageOf(filter);
    setPage(1);
  }
  const everything = useBookings(wholeList);
  const byPage = useBookingsPage(wholeList ? null : page, PAGE_SIZE);
  const matching = useMemo(
    () => (everything.data ?? []).filter((booking) => matchesBooking(booking, filter)),
    [everything.data, filter],
  );
  if (wholeList) {
    const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
    const current = Math.min(page, pages);
    return {
      isPending: everything.isPending,
      rows: matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
      page: current,
      setPage,
      total: everything.data?.length ?? 0,
      matching: everything.data ? matching : null,
    };
  }
  // Bookings removed meanwhile (a sync, another tab) may leave fewer pages than the one shown.
  const pages = Math.max(1, Math.ceil((byPage.data?.total ?? 0) / PAGE_SIZE));
  if (byPage.data && page > pages) setPage(pages);
  return {
    isPending: byPage.isPending,
    rows: byPage.data?.rows ?? [],
    page,
    setPage,
    total: byPage.data?.total ?? 0,
    // No filter: every booking matches, and the export reads them all.
    matching: null,
  };
}

/** Every booking the agent may see, read-only, with filters and a CSV report of what is shown. */
export function BookingsTab() {
  const [filter, setFilter] = useState<BookingFilter>({ search: '', type: null, status: null });
  const bookings = useShownBookings(filter);
  const shownCount = bookings.matching?.length ?? bookings.total;
  const filtered = shownCount !== bookings.total;

  const exportReport = async () => {
    // The rows as filtered on screen, written on the device: offline and unsynced ones too.
    const rows = bookings.matching ?? (await readAllBookings(officeDb()));
    saveFile(bookingsCsv(rows), 'bookings.csv', CSV_MIME);
  };

  return (
    <section aria-labelledby="bookings-title">
      <div className="office__toolbar">
        <h2 id="bookings-title" style={{ margin: 0, marginRight: 'auto' }}>
          All Bookings
        </h2>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={bookings.isPending || shownCount === 0}
          onClick={() => void exportReport()}
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
            {shownCount} of {bookings.total} bookings shown
          </span>
        )}
      </div>
      <ScrollableTable<BookingDto>
        label="Bookings table"
        rowKey="id"
        size="middle"
        loading={bookings.isPending}
        dataSource={bookings.rows}
        // The same page size and total as the office's other long lists.
        pagination={{
          current: bookings.page,
          total: shownCount,
          onChange: bookings.setPage,
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
