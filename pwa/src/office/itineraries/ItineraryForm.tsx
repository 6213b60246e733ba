import { Form, Input, Select } from 'antd';
import { ITINERARY_STATUSES, ItineraryInput, type ItineraryDto } from '@contract/itineraries';
import { useClients } from '../clients/api';
import { RecordFormDialog, useSchemaForm } from '../shared/RecordFormDialog';
import { amountFromMinor, amountToMinor, ScheduleFields } from './TripFields';

interface Props {
  open: boolean;
  itinerary: ItineraryDto | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: ItineraryInput) => void;
}

/** Create or edit an itinerary; totals are typed in dollars and sent in minor units. */
export function ItineraryFormDialog({ open, itinerary, pending, onCancel, onSubmit }: Props) {
  const initialValues: Record<string, unknown> = {
    title: itinerary?.title ?? '',
    clientId: itinerary?.clientId,
    description: itinerary?.description ?? '',
    startDate: itinerary?.startDate ?? '',
    endDate: itinerary?.endDate ?? '',
    totalCost: amountFromMinor(itinerary?.totalCost),
    currency: itinerary?.currency ?? 'USD',
    status: itinerary?.status ?? 'draft',
    agentNotes: itinerary?.agentNotes ?? '',
  };
  const { item, parse, onValuesChange } = useSchemaForm(open);
  const clients = useClients();

  const submit = (values: Record<string, unknown>) => {
    const input = parse(ItineraryInput, { ...values, totalCost: amountToMinor(values.totalCost) });
    if (input) onSubmit(input);
  };

  return (
    <RecordFormDialog
      open={open}
      recordId={itinerary?.id ?? null}
      title={itinerary ? 'Edit Itinerary' : 'Create Itinerary'}
      okText={itinerary ? 'Save Itinerary' : 'Create Itinerary'}
      pending={pending}
      onCancel={onCancel}
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={onValuesChange}
    >
      <Form.Item {...item('title')} label="Title" required>
        <Input aria-required />
      </Form.Item>
      <Form.Item {...item('clientId')} label="Client" required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select a client"
          aria-required
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
      <ScheduleFields
        item={item}
        datesRequired
        amountName="totalCost"
        amountLabel="Estimated total"
        statuses={ITINERARY_STATUSES}
      />
      <Form.Item
        {...item('agentNotes')}
        label="Agent notes"
        extra="The client reads these on their dashboard."
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </RecordFormDialog>
  );
}
