import { Form, Input } from 'antd';
import { ClientInput, type ClientDto } from '@contract/clients';
import { RecordFormDialog, useSchemaForm } from '../shared/RecordFormDialog';

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
  const { item, parse, onValuesChange } = useSchemaForm(open);
  const initialValues = {
    firstName: client?.firstName ?? '',
    lastName: client?.lastName ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    address: client?.address ?? '',
    notes: client?.notes ?? '',
  };

  const submit = (values: typeof initialValues) => {
    const input = parse(ClientInput, values);
    if (input) onSubmit(input);
  };

  return (
    <RecordFormDialog
      open={open}
      recordId={client?.id ?? null}
      title={client ? 'Edit Client' : 'Add Client'}
      okText={client ? 'Save Client' : 'Add Client'}
      pending={pending}
      onCancel={onCancel}
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={onValuesChange}
    >
      {FIELDS.map(([name, label]) => (
        <Form.Item key={name} {...item(name)} label={label}>
          <Input type={name === 'email' ? 'email' : 'text'} />
        </Form.Item>
      ))}
      <Form.Item {...item('notes')} label="Notes">
        <Input.TextArea rows={3} />
      </Form.Item>
    </RecordFormDialog>
  );
}
