import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { BookingDto } from '@contract/bookings';
import { formatLongDate } from '@contract/dates';
import { formatMoney } from '@contract/money';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { PAGE_SIZE } from '../shared/paging';
import { ScrollableTable } from '../shared/ScrollableTable';
import { BOOKINGS_CSV_URL, useBookings } from './api';

/** Every booking the agent may see, read-only, with a CSV report. */
export function BookingsTab() {
  const bookings = useBookings();
  return (
    <section aria-labelledby="bookings-title">
      <div className="office__toolbar">
        <h2 id="bookings-title" style={{ margin: 0, marginRight: 'auto' }}>
          All Bookings
        </h2>
        <Button icon={<DownloadOutlined aria-hidden />} href={BOOKINGS_CSV_URL} download>
          Export Report
        </Button>
      </div>
      <ScrollableTable<BookingDto>
        label="Bookings table"
        rowKey="id"
        size="middle"
        loading={bookings.isPending}
        dataSource={bookings.data ?? []}
        // The same page size and total as the office's other long lists.
        pagination={{
          pageSize: PAGE_SIZE,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
          'aria-label': 'Booking pages',
        }}
        scroll={{ x: true }}
        // Before the first sync an empty table is still loading, not empty.
        locale={{ emptyText: bookings.isPending ? null : 'No bookings yet.' }}
        columns={[
          { title: 'Type', dataIndex: 'type', key: 'type' },
          { title: 'Title', dataIndex: 'title', key: 'title' },
          {
            title: 'Client',
            key: 'client',
            render: (_, booking) =>
              booking.itinerary
                ? `${booking.itinerary.client.firstName} ${booking.itinerary.client.lastName}`
                : '',
          },
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
