import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import * as v from 'valibot';
import { ClientInput, type ClientDto } from '@contract/clients';
import { fieldErrors } from '../dashboard/formErrors';

interface Props {
  open: boolean;
  client: ClientDto | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: ClientInput) => void;
}

const FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['address', 'Address'],
] as const;

/** Add or edit a client; the shared schema decides what is valid and says why. */
export function ClientFormDialog({ open, client, pending, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm();
  const initialValues = {
    firstName: client?.firstName ?? '',
    lastName: client?.lastName ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? '',
    notes: client?.notes ?? '',
  };
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (values: Record<string, string>) => {
    const parsed = v.safeParse(ClientInput, values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    onSubmit(parsed.output);
  };

  return (
    <Modal
      title={client ? 'Edit Client' : 'Add Client'}
      open={open}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={client ? 'Save Client' : 'Add Client'}
      confirmLoading={pending}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) setErrors({});
      }}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false} initialValues={initialValues}>
        {FIELDS.map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            validateStatus={errors[name] ? 'error' : undefined}
            help={errors[name]}
          >
            <Input type={name === 'email' ? 'email' : 'text'} />
          </Form.Item>
        ))}
        <Form.Item
          name="notes"
          label="Notes"
          validateStatus={errors.notes ? 'error' : undefined}
          help={errors.notes}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
