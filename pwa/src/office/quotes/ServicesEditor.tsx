import { Button } from 'antd';
import { formatMoney } from '@contract/money';
import { FieldGroup, FieldRow, NumberField, TextField } from '../shared/DialogField';
import { newRow, previewTotals, serviceIssue, type ServiceRow } from './draft';

const amount = { margin: 0, textAlign: 'right' } as const;

/** The Services tab: one row per service (the last one stays), and the totals preview. */
export function ServicesEditor({
  rows,
  errors,
  onChange,
}: {
  rows: ServiceRow[];
  errors: Record<string, string>;
  onChange: (rows: ServiceRow[]) => void;
}) {
  const setRow = (key: number, patch: Partial<ServiceRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const preview = previewTotals(rows);

  return (
    <>
      {errors.services && (
        <p role="alert" style={{ color: '#cf1322' }}>
          {errors.services}
        </p>
      )}
      {rows.map((row, index) => (
        <FieldGroup key={row.key} legend={`Service ${index + 1}`}>
          <FieldRow gap={8}>
            <TextField
              id={`service-${row.key}-name`}
              label="Name"
              style={{ flex: '2 1 200px', marginBottom: 4 }}
              value={row.name}
              onChange={(name) => setRow(row.key, { name })}
              error={serviceIssue(errors, row, 'name')}
            />
            <NumberField
              id={`service-${row.key}-price`}
              label="Price ($)"
              style={{ flex: '1 1 110px', marginBottom: 4 }}
              min={0}
              step={0.01}
              precision={2}
              value={row.price}
              onChange={(price) => setRow(row.key, { price })}
              error={serviceIssue(errors, row, 'price')}
            />
            <NumberField
              id={`service-${row.key}-quantity`}
              label="Quantity"
              style={{ flex: '1 1 90px', marginBottom: 4 }}
              min={1}
              value={row.quantity}
              onChange={(quantity) => setRow(row.key, { quantity })}
              error={serviceIssue(errors, row, 'quantity')}
            />
            <Button
              danger
              style={{ marginTop: 30 }}
              disabled={rows.length === 1}
              aria-label={`Remove service ${index + 1}`}
              onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
            >
              Remove
            </Button>
          </FieldRow>
        </FieldGroup>
      ))}
      <Button onClick={() => onChange([...rows, newRow()])}>Add service</Button>
      <dl
        aria-label="Quote total preview"
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          gap: '2px 16px',
          marginTop: 16,
        }}
      >
        <dt>Subtotal</dt>
        <dd style={amount}>{formatMoney(preview.subtotal)}</dd>
        <dt>Taxes (8%)</dt>
        <dd style={amount}>{formatMoney(preview.taxes)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd style={amount}>
          <strong>{formatMoney(preview.totalCost)}</strong>
        </dd>
      </dl>
    </>
  );
}
