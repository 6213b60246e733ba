import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import * as v from 'valibot';
import { isNetworkError } from '@pwa/components/OfflinePage';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { fieldMessages } from '@contract/fieldMessages';
import { serverFieldErrors } from '@pwa/lib/fieldErrors';

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
      show(parsed.success ? {} : fieldMessages(parsed.issues));
      return parsed.success ? parsed.output : null;
    },
    /** After a failed save: offline, say nothing was lost; else the server's words, on the fields too. */
    saveFailed: (error: unknown, what: { offline: string; failure: string }) => {
      if (isNetworkError(error)) {
        toast.error('You are offline', what.offline);
        return;
      }
      show(serverFieldErrors(error));
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

/** Whether the form's values differ from those it opened with (a change typed and undone is none). */
export function changedFrom<Values extends object>(opened: Values, now: Partial<Values>): boolean {
  return (Object.keys(opened) as Array<keyof Values>).some(
    (name) => JSON.stringify(now[name] ?? null) !== JSON.stringify(opened[name] ?? null),
  );
}

/**
 * Whether an Escape pressed on `target` belongs to a picker rather than to the dialog: an
 * open drop-down (antd's own stops the key while open, this covers any other), a date or time
 * field whose calendar the browser may have open, and a tag field, where Escape leaves the
 * tag being typed.
 */
function isPickerKey(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[aria-expanded="true"]')) return true;
  if (target instanceof HTMLInputElement && /^(date|datetime-local|time|month|week)$/.test(target.type))
    return true;
  return Boolean(target.closest('.ant-select-multiple'));
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
  /** Whether anything was changed since the editor opened: closing then asks first. */
  hasChanges: () => boolean;
  /** Closes the editor at once: after a save, or once the writer agreed to discard. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * An editor's dialog: Cancel and Save, Save waiting for a connection, and the offline notice.
 * Closing it (Cancel, the X, Escape) with changes unsaved asks "Discard changes?" first; an
 * Escape meant for a picker inside it (a drop-down, a date, a tag field) closes only that.
 */
export function EditorDialog({
  title,
  width,
  formId,
  saveLabel,
  saving,
  online,
  offlineNotice,
  hasChanges,
  onClose,
  children,
}: Props) {
  const [modal, confirmHolder] = Modal.useModal();
  const asking = useRef(false);

  const requestClose = () => {
    if (asking.current) return;
    if (!hasChanges()) {
      onClose();
      return;
    }
    asking.current = true;
    modal.confirm({
      title: 'Discard changes?',
      content: 'What you changed here has not been saved and will be lost.',
      okText: 'Discard changes',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: onClose,
      onCancel: () => {
        asking.current = false;
      },
    });
  };

  // The dialog's own Escape is off: it listens on the window and would close the editor for a
  // key a picker inside it was meant to have.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return;
    if (isPickerKey(event.target)) return;
    event.stopPropagation();
    requestClose();
  };

  return (
    <>
      <Modal
        open
        title={title}
        width={width}
        onCancel={requestClose}
        keyboard={false}
        maskClosable={false}
        modalRender={(panel) => <div onKeyDown={onKeyDown}>{panel}</div>}
        footer={
          <Space>
            <Button onClick={requestClose}>Cancel</Button>
            <Button type="primary" htmlType="submit" form={formId} loading={saving} disabled={!online}>
              {saveLabel}
            </Button>
          </Space>
        }
      >
        {!online && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={offlineNotice} />}
        {children}
      </Modal>
      {confirmHolder}
    </>
  );
}
