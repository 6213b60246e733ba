import { Drawer, Empty, List, Spin } from 'antd';
import { formatLongDate } from '@contract/dates';
import { formatMoney } from '@contract/money';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { useClientDetail } from './api';

/** A client's itineraries, bookings, quotes and e-mails. */
export function ClientDetailDrawer({ clientId, onClose }: { clientId: string | null; onClose: () => void }) {
  const detail = useClientDetail(clientId);
  const client = detail.data;
  return (
    <Drawer
      title={client ? `${client.firstName} ${client.lastName}` : 'Client details'}
      open={Boolean(clientId)}
      onClose={onClose}
      size="large"
    >
      {detail.isPending ? (
        <Spin />
      ) : !client ? (
        <p role="alert">This client is no longer on this device.</p>
      ) : (
        <>
          <p>
            {client.email}
            {client.phone ? ` · ${client.phone}` : ''}
          </p>
          {client.address && <p>{client.address}</p>}
          {client.notes && <p>{client.notes}</p>}
          <h3>Itineraries</h3>
          <List
            dataSource={client.itineraries}
            locale={{ emptyText: <Empty description="No itineraries." /> }}
            renderItem={(item) => (
              <List.Item extra={<StatusBadge status={item.status} />}>
                {item.title} · {formatLongDate(item.startDate)}
              </List.Item>
            )}
          />
          <h3>Bookings</h3>
          <List
            dataSource={client.bookings}
            locale={{ emptyText: <Empty description="No bookings." /> }}
            renderItem={(item) => (
              <List.Item extra={<StatusBadge status={item.status} />}>
                {item.title} ({item.type}) · {formatMoney(item.cost, item.currency)}
              </List.Item>
            )}
          />
          <h3>Quotes</h3>
          <List
            dataSource={client.quotes}
            locale={{ emptyText: <Empty description="No quotes." /> }}
            renderItem={(item) => (
              <List.Item extra={<StatusBadge status={item.status} />}>
                {item.title} · {formatMoney(item.totalCost, item.currency)}
              </List.Item>
            )}
          />
          <h3>E-mails</h3>
          <List
            dataSource={client.emails}
            locale={{ emptyText: <Empty description="No e-mails." /> }}
            renderItem={(item) => (
              <List.Item extra={<StatusBadge status={item.status} />}>
                {item.subject} · {formatLongDate(item.createdAt)}
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  );
}
