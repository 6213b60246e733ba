import { Form, Input, InputNumber, Select } from 'antd';
import { fromMinorUnits, toMinorUnits } from '@contract/money';
import { TRIP_PLAN_CURRENCIES } from '@contract/tripPlans';
import { statusLabel } from '@pwa/components/StatusBadge';
import { dollarsToMinor } from '../shared/formAmounts';
import type { FieldItem } from '../shared/RecordFormDialog';

/** Minor units from the server as the amount a person types (blank stays blank). */
export const amountFromMinor = (minor: number | null | undefined) =>
  minor == null ? null : fromMinorUnits(minor);

/** The typed amount as minor units for the wire; blank stays null. */
export const amountToMinor = (amount: unknown) =>
  dollarsToMinor(amount as number | null | undefined, toMinorUnits);

function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

interface ScheduleFieldsProps {
  item: FieldItem;
  /** Itineraries need both dates; a booking may leave them blank. */
  datesRequired?: boolean;
  amountName: string;
  amountLabel: string;
  statuses: readonly string[];
}

/**
 * The dates, amount, currency and status every trip record has. The amount's label carries the
 * chosen currency's symbol, so "Cost ($)" never sits next to a euro amount.
 */
export function ScheduleFields({
  item,
  datesRequired = false,
  amountName,
  amountLabel,
  statuses,
}: ScheduleFieldsProps) {
  const form = Form.useFormInstance();
  const currency = (Form.useWatch('currency', form) as string | undefined) || 'USD';
  const currencies: string[] = [...TRIP_PLAN_CURRENCIES];
  if (!currencies.includes(currency)) currencies.push(currency);

  return (
    <>
      <div className="office__form-row">
        <Form.Item {...item('startDate')} label="Start date" required={datesRequired}>
          <Input type="date" aria-required={datesRequired || undefined} />
        </Form.Item>
        <Form.Item {...item('endDate')} label="End date" required={datesRequired}>
          <Input type="date" aria-required={datesRequired || undefined} />
        </Form.Item>
      </div>
      <div className="office__form-row">
        <Form.Item {...item(amountName)} label={`${amountLabel} (${currencySymbol(currency)})`}>
          <InputNumber step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item {...item('currency')} label="Currency">
          <Select options={currencies.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item {...item('status')} label="Status">
          <Select options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))} />
        </Form.Item>
      </div>
    </>
  );
}
