import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import * as v from 'valibot';
import { isNetworkError } from '@pwa/components/OfflinePage';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { fieldErrors } from '../dashboard/formErrors';
import { serverFieldMessages } from './serverErrors';

/**
 * The messages of an editor's fields, from the shared contract in the browser or from the
 * API's refusal; a field's message goes as soon as the field is changed. `fieldOf` renames a
 * schema field the form shows under another name.
 */
export function useEditorErrors<Values>(fieldOf: Record<string, keyof Values & string> = {}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const show = (messages: Record<string, string>) =>
    setErrors(
      Object.fromEntries(Object.entries(messages).map(([key, message]) => [fieldOf[key] ?? key, message])),
    );
  return {
    errors,
    /** The props of a Form.Item: its name, and its message when it has one. */
    item: (name: keyof Values & string) => ({
      name,
      validateStatus: errors[name] ? ('error' as const) : undefined,
      help: errors[name],
    }),
    /** The values as the contract reads them, or null (its messages shown) when they do not pass. */
    checked: <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> | null => {
      const parsed = v.safeParse(schema, input);
      show(parsed.success ? {} : fieldErrors(parsed.issues));
      return parsed.success ? parsed.output : null;
    },
    /** After a failed save: offline, say nothing was lost; else the server's words, on the fields too. */
    saveFailed: (error: unknown, what: { offline: string; failure: string }) => {
      if (isNetworkError(error)) {
        toast.error('You are offline', what.offline);
        return;
      }
      show(serverFieldMessages(error));
      toast.error(what.failure, errorMessage(error));
    },
    onValuesChange: (changed: Partial<Values>) => {
      const names = Object.keys(changed);
      if (names.some((name) => errors[name]))
        setErrors((current) =>
          Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))),
        );
    },
  };
}

interface Props {
  title: string;
  width: number;
  /** The id of the form the Save button submits. */
  formId: string;
  saveLabel: string;
  saving: boolean;
  online: boolean;
  /** What the writer is told while offline: the work stays, saving waits. */
  offlineNotice: string;
  onClose: () => void;
  children: ReactNode;
}

/** An editor's dialog: Cancel and Save, Save waiting for a connection, and the offline notice. */
export function EditorDialog({
  title,
  width,
  formId,
  saveLabel,
  saving,
  online,
  offlineNotice,
  onClose,
  children,
}: Props) {
  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={saving} disabled={!online}>
            {saveLabel}
          </Button>
        </Space>
      }
    >
      {!online && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={offlineNotice} />}
      {children}
    </Modal>
  );
}
