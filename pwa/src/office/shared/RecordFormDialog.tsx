import { useId, useState, type ReactNode } from 'react';
import { Form, Modal } from 'antd';
import * as v from 'valibot';
import { fieldMessages } from '@contract/fieldMessages';

/** Props that bind a Form.Item to a field and show the contract's message for it. */
export type FieldItem = (name: string) => {
  name: string;
  validateStatus: 'error' | undefined;
  help: string | undefined;
};

/**
 * Checks the typed values with the contract schema, so a dialog shows the same messages the
 * API would answer and sends nothing while one field is wrong. A message leaves as soon as its
 * field is changed, and every message leaves when the dialog opens again.
 */
export function useSchemaForm(open: boolean) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setErrors({});
  }
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
      setErrors(fieldMessages(parsed.issues));
      return null;
    }
    setErrors({});
    return parsed.output;
  }
  const onValuesChange = (changed: Record<string, unknown>) =>
    setErrors((current) => {
      const fixed = Object.keys(changed).filter((name) => name in current);
      if (fixed.length === 0) return current;
      const next = { ...current };
      for (const name of fixed) delete next[name];
      return next;
    });
  return { item, parse, onValuesChange };
}

/** Counts the times `open` turned true: each opening is a new form. */
function useOpenings(open: boolean): number {
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return openings;
}

interface Props<Values> {
  open: boolean;
  /** The record being edited, or null when adding one. */
  recordId: string | null;
  title: ReactNode;
  okText: ReactNode;
  pending: boolean;
  onCancel: () => void;
  /** The values the form opens with: read afresh at every opening. */
  initialValues: Values;
  onFinish: (values: Values) => void;
  onValuesChange?: (changed: Partial<Values>) => void;
  /** Runs once the dialog has opened (and taken the focus): a form can put the cursor in a field. */
  onOpened?: () => void;
  children: ReactNode;
}

/**
 * The dialog every office form that adds or edits one record is built on. antd's Form reads
 * `initialValues` once per store and lets whatever its store still holds win over them, so a
 * form kept between openings opens on the record shown before (and Save writes that record's
 * values over the one clicked). Here each opening, and each record, gets a store of its own:
 * the Form is keyed by both and owns its store, and the OK button submits it by its id.
 */
export function RecordFormDialog<Values extends object>({
  open,
  recordId,
  title,
  okText,
  pending,
  onCancel,
  initialValues,
  onFinish,
  onValuesChange,
  onOpened,
  children,
}: Props<Values>) {
  const openings = useOpenings(open);
  const formId = useId();
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onCancel}
      okText={okText}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      confirmLoading={pending}
      destroyOnHidden
      afterOpenChange={(opened) => opened && onOpened?.()}
    >
      <Form<Values>
        key={`${recordId ?? 'new'}:${openings}`}
        id={formId}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {children}
      </Form>
    </Modal>
  );
}
