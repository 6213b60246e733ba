import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import * as v from 'valibot';
import { ITINERARY_STATUSES, ItineraryInput, type ItineraryDto } from '@contract/itineraries';
import { fromMinorUnits, toMinorUnits } from '@contract/money';
import { useClients } from '../clients/api';
import { dollarsToMinor, fieldErrors } from '../dashboard/formErrors';

interface Props {
  open: boolean;
  itinerary: ItineraryDto | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: ItineraryInput) => void;
}

/** Create or edit an itinerary; totals are typed in dollars and sent in minor units. */
export function ItineraryFormDialog({ open, itinerary, pending, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm();
  const initialValues = {
    title: itinerary?.title ?? '',
    clientId: itinerary?.clientId,
    description: itinerary?.description ?? '',
    startDate: itinerary?.startDate ?? '',
    endDate: itinerary?.endDate ?? '',
    totalCost: itinerary?.totalCost == null ? null : fromMinorUnits(itinerary.totalCost),
    currency: itinerary?.currency ?? 'USD',
    status: itinerary?.status ?? 'draft',
    agentNotes: itinerary?.agentNotes ?? '',
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clients = useClients();

  const submit = (values: Record<string, unknown>) => {
    const parsed = v.safeParse(ItineraryInput, {
      ...values,
      totalCost: dollarsToMinor(values.totalCost as number | null, toMinorUnits),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    onSubmit(parsed.output);
  };
  const item = (name: string) => ({
    name,
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });

  return (
    <Modal
      title={itinerary ? 'Edit Itinerary' : 'Create Itinerary'}
      open={open}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={itinerary ? 'Save Itinerary' : 'Create Itinerary'}
      confirmLoading={pending}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) setErrors({});
      }}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false} initialValues={initialValues}>
        <Form.Item {...item('title')} label="Title">
          <Input />
        </Form.Item>
        <Form.Item {...item('clientId')} label="Client">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Select a client"
            loading={clients.isPending}
            options={(clients.data ?? []).map((client) => ({
              value: client.id,
              label: `${client.firstName} ${client.lastName}`,
            }))}
          />
        </Form.Item>
        <Form.Item {...item('description')} label="Description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <div className="office__form-row">
          <Form.Item {...item('startDate')} label="Start date">
            <Input type="date" />
          </Form.Item>
          <Form.Item {...item('endDate')} label="End date">
            <Input type="date" />
          </Form.Item>
        </div>
        <div className="office__form-row">
          <Form.Item {...item('totalCost')} label="Estimated total ($)">
            <InputNumber step={0.01} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item {...item('status')} label="Status">
            <Select options={ITINERARY_STATUSES.map((status) => ({ value: status, label: status }))} />
          </Form.Item>
        </div>
        <Form.Item {...item('agentNotes')} label="Agent notes">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="currency" hidden>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
