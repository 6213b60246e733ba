import { useState } from 'react';
import { Form, Input, InputNumber, Select } from 'antd';
import * as v from 'valibot';
import { fromMinorUnits, toMinorUnits } from '@contract/money';
import { TRIP_PLAN_CURRENCIES } from '@contract/tripPlans';
import { dollarsToMinor, fieldErrors } from '../dashboard/formErrors';

/** Props that bind a Form.Item to a field and show the contract's message for it. */
export type FieldItem = (name: string) => {
  name: string;
  validateStatus: 'error' | undefined;
  help: string | undefined;
};

/**
 * Checks the typed values with the contract schema, so the dialog shows the same messages the
 * API would answer and sends nothing while one field is wrong.
 */
export function useSchemaForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const item: FieldItem = (name) => ({
    name,
    validateStatus: errors[name] ? 'error' : undefined,
    help: errors[name],
  });
  function parse<TSchema extends v.GenericSchema>(
    schema: TSchema,
    input: unknown,
  ): v.InferOutput<TSchema> | null {
    const parsed = v.safeParse(schema, input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return null;
    }
    setErrors({});
    return parsed.output;
  }
  return { item, parse, reset: () => setErrors({}) };
}

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
          <Select options={statuses.map((status) => ({ value: status, label: status }))} />
        </Form.Item>
      </div>
    </>
  );
}
