import { useRef } from 'react';
import { Form, Input, Select, type InputRef } from 'antd';
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  BookingInput,
  readBookingDetails,
  type BookingDto,
} from '@contract/bookings';
import { statusLabel } from '@pwa/components/StatusBadge';
import { RecordFormDialog, useSchemaForm } from '../shared/RecordFormDialog';
import { amountFromMinor, amountToMinor, ScheduleFields } from './TripFields';

/** What the next booking of an itinerary keeps from the last one added. */
export type BookingDefaults = Pick<BookingInput, 'type' | 'startDate' | 'endDate'>;

/** The values kept for the next booking after one is added. */
export const defaultsAfter = (input: BookingInput): BookingDefaults => ({
  type: input.type,
  startDate: input.startDate,
  endDate: input.endDate,
});

interface Props {
  open: boolean;
  itineraryId: string;
  booking: BookingDto | null;
  /** A new booking's first values: the type and dates of the last one added, so a run of them is quick. */
  defaults?: BookingDefaults;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: BookingInput) => void;
}

/** Add or edit a booking; description and location travel in the details JSON. */
export function BookingFormDialog({
  open,
  itineraryId,
  booking,
  defaults,
  pending,
  onCancel,
  onSubmit,
}: Props) {
  const details = readBookingDetails(booking?.details);
  const initialValues: Record<string, unknown> = {
    type: booking?.type ?? defaults?.type ?? 'flight',
    title: booking?.title ?? '',
    cost: amountFromMinor(booking?.cost),
    status: booking?.status ?? 'pending',
    bookingReference: booking?.bookingReference ?? '',
    startDate: (booking ? booking.startDate : defaults?.startDate) ?? '',
    endDate: (booking ? booking.endDate : defaults?.endDate) ?? '',
    description: details.description ?? '',
    location: details.location ?? '',
    currency: booking?.currency ?? 'USD',
  };
  const { item, parse, onValuesChange } = useSchemaForm(open);
  const title = useRef<InputRef>(null);

  const submit = (values: Record<string, unknown>) => {
    const { description, location, ...rest } = values as Record<string, string>;
    // Keys this form does not edit (start and end times) stay as they were.
    const nextDetails: Record<string, unknown> = { ...details };
    if (description) nextDetails.description = description;
    else delete nextDetails.description;
    if (location) nextDetails.location = location;
    else delete nextDetails.location;
    const input = parse(BookingInput, {
      ...rest,
      itineraryId,
      cost: amountToMinor(values.cost),
      details: Object.keys(nextDetails).length ? JSON.stringify(nextDetails) : null,
      supplierInfo: booking?.supplierInfo ?? null,
    });
    if (input) onSubmit(input);
  };

  return (
    <RecordFormDialog
      open={open}
      recordId={booking?.id ?? null}
      title={booking ? 'Edit Booking' : 'Add Booking'}
      okText={booking ? 'Save Booking' : 'Add Booking'}
      pending={pending}
      onCancel={onCancel}
      initialValues={initialValues}
      onFinish={submit}
      onValuesChange={onValuesChange}
      // A new booking starts at its title: typed, then Enter adds it. The dialog takes the focus
      // as it opens, so the title takes it back once the dialog is open.
      onOpened={() => !booking && title.current?.focus()}
    >
      <div className="office__form-row">
        <Form.Item {...item('type')} label="Type" required>
          <Select
            aria-required
            options={BOOKING_TYPES.map((type) => ({ value: type, label: statusLabel(type) }))}
          />
        </Form.Item>
        <Form.Item {...item('bookingReference')} label="Reference">
          <Input />
        </Form.Item>
      </div>
      <Form.Item {...item('title')} label="Title" required>
        <Input aria-required ref={title} autoFocus={!booking} />
      </Form.Item>
      <ScheduleFields item={item} amountName="cost" amountLabel="Cost" statuses={BOOKING_STATUSES} />
      <Form.Item {...item('location')} label="Location">
        <Input />
      </Form.Item>
      <Form.Item {...item('description')} label="Description">
        <Input.TextArea rows={2} />
      </Form.Item>
    </RecordFormDialog>
  );
}
