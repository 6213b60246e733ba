import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Tag } from 'antd';
import { formatLongDate } from '@contract/dates';
import { CSV_MIME } from '@documents/officeExports';
import { formatMoney } from '@contract/money';
import type { PaymentListItem } from '@contract/payments';
import { LoadingStatus } from '@pwa/components/LoadingStatus';
import { isNetworkError, useIsOnline } from '@pwa/components/OfflinePage';
import { errorMessage } from '@pwa/lib/errorMessage';
import { saveFile } from '@pwa/lib/saveFile';
import { ScrollableTable } from '../shared/ScrollableTable';
import { usePayments } from './api';
import { extraNames, packageName, paymentsCsv, paymentsCsvFileName, PROVIDER_LABELS } from './paymentsCsv';
import { paymentStatusView } from './status';

/** Said whenever the list cannot be fetched: the device keeps no copy of it. */
const NOT_ON_DEVICE =
  'Payments are read from the server and not kept on this device, so this list is available when you are online.';

function PaymentsTable({ payments }: { payments: PaymentListItem[] }) {
  return (
    <ScrollableTable<PaymentListItem>
      label="Payments table"
      rowKey="id"
      size="middle"
      dataSource={payments}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: true }}
      columns={[
        {
          title: 'Date',
          key: 'date',
          render: (_, payment) =>
            payment.verifiedAt ? (
              <time dateTime={payment.verifiedAt}>{formatLongDate(payment.verifiedAt)}</time>
            ) : (
              '—'
            ),
        },
        {
          title: 'Payer',
          key: 'payer',
          render: (_, payment) => (
            <>
              {payment.payerName && <div>{payment.payerName}</div>}
              <div className={payment.payerName ? 'office__subtext' : undefined}>
                {payment.payerEmail ?? 'E-mail not given'}
              </div>
            </>
          ),
        },
        {
          title: 'Package',
          key: 'package',
          render: (_, payment) => {
            const extras = extraNames(payment);
            return (
              <>
                <div>{packageName(payment)}</div>
                {extras.length > 0 && <div className="office__subtext">+ {extras.join(', ')}</div>}
              </>
            );
          },
        },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, payment) => formatMoney(payment.amount, payment.currency),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, payment) => {
            const { label, color } = paymentStatusView(payment);
            return (
              <>
                <Tag color={color}>{label}</Tag>
                {payment.provider === 'demo' && <Tag>{PROVIDER_LABELS.demo}</Tag>}
              </>
            );
          },
        },
      ]}
    />
  );
}

/** Admins: the consultation packages paid on the website, newest first, and a CSV of them. */
export function PaymentsTab() {
  const online = useIsOnline();
  const payments = usePayments();
  const list = payments.data;

  let body;
  if (list) {
    body = list.length === 0 ? <Empty description="No payments yet." /> : <PaymentsTable payments={list} />;
  } else if (!online) {
    // The request waits for the connection: the offline notice says why nothing shows.
    body = null;
  } else if (payments.isError) {
    const unreachable = isNetworkError(payments.error);
    body = (
      <Alert
        type={unreachable ? 'warning' : 'error'}
        showIcon
        title="The payments could not be loaded"
        description={
          <>
            <p>{unreachable ? NOT_ON_DEVICE : errorMessage(payments.error)}</p>
            <Button onClick={() => void payments.refetch()} loading={payments.isFetching}>
              Retry
            </Button>
          </>
        }
      />
    );
  } else {
    body = <LoadingStatus label="Loading payments" />;
  }

  return (
    <section aria-labelledby="payments-title" className="office__panel">
      <div className="office__toolbar">
        <h2 id="payments-title" style={{ margin: 0, marginRight: 'auto' }}>
          Payments
        </h2>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={!list || list.length === 0}
          onClick={() => list && saveFile(paymentsCsv(list), paymentsCsvFileName(), CSV_MIME)}
        >
          Export CSV
        </Button>
      </div>
      <p className="office__subtext">Consultation packages paid on the website, newest first.</p>
      {!online && (
        <Alert
          className="office__notice-bar"
          type="info"
          showIcon
          role="status"
          title="You are offline"
          description={
            list
              ? 'Payments are not kept on this device: the list shown is the one loaded before the connection went.'
              : NOT_ON_DEVICE
          }
        />
      )}
      {body}
    </section>
  );
}
