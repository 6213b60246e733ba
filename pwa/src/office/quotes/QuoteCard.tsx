import { Button, Card, Popconfirm } from 'antd';
import { quoteMessages, type AgentQuote } from '@contract/agentQuotes';
import { formatMoney } from '@contract/money';
import { formatLongDate } from '@contract/dates';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useDeleteQuote } from './api';
import { quoteErrorToasts } from './draft';

/** A quote card shows this many services; the rest are counted. */
const SHOWN_SERVICES = 3;

const amount = { margin: 0, textAlign: 'right' } as const;

export function QuoteCard({
  quote,
  onEdit,
  onPropose,
}: {
  quote: AgentQuote;
  onEdit: () => void;
  /** Starts a proposal with this quote (and its itinerary) included. */
  onPropose: () => void;
}) {
  const remove = useDeleteQuote();
  const shown = quote.services.slice(0, SHOWN_SERVICES);
  const more = quote.services.length - shown.length;
  const client = quote.client ? `${quote.client.firstName} ${quote.client.lastName}` : 'No client';
  return (
    <Card
      size="small"
      role="article"
      aria-label={quote.title}
      title={<span style={{ whiteSpace: 'normal' }}>{quote.title}</span>}
      extra={<StatusBadge status={quote.status} />}
      actions={[
        <Button key="edit" type="link" onClick={onEdit} aria-label={`Edit ${quote.title}`}>
          Edit
        </Button>,
        <Button
          key="propose"
          type="link"
          onClick={onPropose}
          aria-label={`Start proposal from ${quote.title}`}
        >
          Start proposal
        </Button>,
        <Popconfirm
          key="delete"
          title="Delete this quote?"
          description="This cannot be undone."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync(quote.id).then(
              () => toast.success(quoteMessages.deleted),
              (error: unknown) => toast.error(quoteErrorToasts.deleteFailed, errorMessage(error)),
            )
          }
        >
          <Button type="link" danger aria-label={`Delete ${quote.title}`}>
            Delete
          </Button>
        </Popconfirm>,
      ]}
    >
      <p style={{ margin: '0 0 8px' }}>
        <strong>Client:</strong> {client}
      </p>
      <ul style={{ margin: '0 0 8px', paddingLeft: 18 }}>
        {shown.map((service, index) => (
          <li key={index}>
            {service.name} × {service.quantity} —{' '}
            {formatMoney(service.price * service.quantity, quote.currency)}
          </li>
        ))}
        {more > 0 && (
          <li style={{ listStyle: 'none', color: 'var(--muted, #666)' }}>+{more} more services</li>
        )}
      </ul>
      <dl
        className="quote-card__totals"
        style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0 }}
      >
        <dt>Subtotal</dt>
        <dd style={amount}>{formatMoney(quote.subtotal, quote.currency)}</dd>
        <dt>Taxes</dt>
        <dd style={amount}>{formatMoney(quote.taxes, quote.currency)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd style={amount}>
          <strong>{formatMoney(quote.totalCost, quote.currency)}</strong>
        </dd>
      </dl>
      <p style={{ margin: '8px 0 0' }}>Valid until {formatLongDate(quote.validUntil)}</p>
    </Card>
  );
}
