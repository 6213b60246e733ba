import type { CSSProperties, ReactNode } from 'react';
import { Form, Input, InputNumber } from 'antd';

interface FieldFrame {
  /** The control's id; the label points at it and the error is described by `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The field's validation message, shown under the control. */
  error?: string;
  /** Marks the label as required (the schema does the checking). */
  required?: boolean;
  /** A hint under the control, e.g. "Leave blank for no expiration". */
  hint?: ReactNode;
  style?: CSSProperties;
}

/** The attributes that tie a control to its error message for screen readers. */
export function describedBy(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

/** A labelled field of an office dialog: label, any control, hint and validation message. */
export function DialogField({
  id,
  label,
  error,
  required,
  hint,
  style,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      extra={hint}
      style={style}
      {...(error ? { validateStatus: 'error' as const, help: <span id={`${id}-error`}>{error}</span> } : {})}
    >
      {children}
    </Form.Item>
  );
}

/** A one-line text input (also dates, urls, e-mails through `type`). */
export function TextField({
  value,
  onChange,
  type,
  ...frame
}: FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'url' | 'email';
}) {
  return (
    <DialogField {...frame}>
      <Input
        id={frame.id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(frame.id, frame.error)}
      />
    </DialogField>
  );
}

/** A multi-line text input. */
export function TextAreaField({
  value,
  onChange,
  rows = 3,
  ...frame
}: FieldFrame & { value: string; onChange: (value: string) => void; rows?: number }) {
  return (
    <DialogField {...frame}>
      <Input.TextArea
        id={frame.id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(frame.id, frame.error)}
      />
    </DialogField>
  );
}

/**
 * A number input; an emptied input reports null so the schema can say what is missing. It keeps
 * what was typed, even below `min`: the schema's message says what is wrong, instead of the
 * input quietly changing -5 into 0.
 */
export function NumberField({
  value,
  onChange,
  min,
  step = 1,
  precision = 0,
  ...frame
}: FieldFrame & {
  value: number | null;
  onChange: (value: number | null) => void;
  /** The lowest valid value, announced to assistive technology; never enforced by the input. */
  min?: number;
  step?: number;
  precision?: number;
}) {
  return (
    <DialogField {...frame}>
      <InputNumber
        id={frame.id}
        aria-valuemin={min}
        step={step}
        precision={precision}
        style={{ width: '100%' }}
        value={value}
        onChange={(next) => onChange(next)}
        {...describedBy(frame.id, frame.error)}
      />
    </DialogField>
  );
}

const groupStyle: CSSProperties = {
  border: '1px solid #eee',
  borderRadius: 8,
  padding: '8px 12px',
  marginBottom: 12,
};
const legendStyle: CSSProperties = {
  fontSize: '0.9rem',
  width: 'auto',
  margin: 0,
  border: 0,
  color: 'inherit',
};

/** One repeated row of a dialog (a service, a day, a section), named by its legend. */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset style={groupStyle}>
      <legend style={legendStyle}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Fields side by side that wrap on narrow screens. */
export function FieldRow({ children, gap = '0 12px' }: { children: ReactNode; gap?: string | number }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap, alignItems: 'flex-start' }}>{children}</div>;
}
