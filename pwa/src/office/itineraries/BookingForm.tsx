import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import * as v from 'valibot';
import { BOOKING_STATUSES, BOOKING_TYPES, BookingInput, type BookingDto } from '@contract/bookings';
import { fromMinorUnits, toMinorUnits } from '@contract/money';
import { dollarsToMinor, fieldErrors } from '../dashboard/formErrors';

interface Props {
  open: boolean;
  itineraryId: string;
  booking: BookingDto | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: BookingInput) => void;
}

function readDetails(text: string | null): { description?: string; location?: string } {
  if (!text) return {};
  try {
    return JSON.parse(text) as { description?: string; location?: string };
  } catch {
    return {};
  }
}

/** Add or edit a booking; description and location travel in the details JSON. */
export function BookingFormDialog({ open, itineraryId, booking, pending, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm();
  const details = readDetails(booking?.details ?? null);
  const initialValues = {
    type: booking?.type ?? 'flight',
    title: booking?.title ?? '',
    cost: booking?.cost == null ? null : fromMinorUnits(booking.cost),
    status: booking?.status ?? 'pending',
    bookingReference: booking?.bookingReference ?? '',
    startDate: booking?.startDate ?? '',
    endDate: booking?.endDate ?? '',
    description: details.description ?? '',
    location: details.location ?? '',
    currency: booking?.currency ?? 'USD',
  };
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (values: Record<string, unknown>) => {
    const { description, location, ...rest } = values as Record<string, string>;
    const details: Record<string, string> = { ...readDetails(booking?.details ?? null) };
    if (description) details.description = description;
    else delete details.description;
    if (location) details.location = location;
    else delete details.location;
    const parsed = v.safeParse(BookingInput, {
      ...rest,
      itineraryId,
      cost: dollarsToMinor(values.cost as number | null, toMinorUnits),
      details: Object.keys(details).length ? JSON.stringify(details) : null,
      supplierInfo: booking?.supplierInfo ?? null,
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
      title={booking ? 'Edit Booking' : 'Add Booking'}
      open={open}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={booking ? 'Save Booking' : 'Add Booking'}
      confirmLoading={pending}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) setErrors({});
      }}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false} initialValues={initialValues}>
        <div className="office__form-row">
          <Form.Item {...item('type')} label="Type">
            <Select options={BOOKING_TYPES.map((type) => ({ value: type, label: type }))} />
          </Form.Item>
          <Form.Item {...item('status')} label="Status">
            <Select options={BOOKING_STATUSES.map((status) => ({ value: status, label: status }))} />
          </Form.Item>
        </div>
        <Form.Item {...item('title')} label="Title">
          <Input />
        </Form.Item>
        <div className="office__form-row">
          <Form.Item {...item('cost')} label="Cost ($)">
            <InputNumber step={0.01} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item {...item('bookingReference')} label="Reference">
            <Input />
          </Form.Item>
        </div>
        <div className="office__form-row">
          <Form.Item {...item('startDate')} label="Start date">
            <Input type="date" />
          </Form.Item>
          <Form.Item {...item('endDate')} label="End date">
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item {...item('location')} label="Location">
          <Input />
        </Form.Item>
        <Form.Item {...item('description')} label="Description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="currency" hidden>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
