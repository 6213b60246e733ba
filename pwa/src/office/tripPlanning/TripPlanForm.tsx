import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import * as v from 'valibot';
import { fieldMessages } from '@contract/fieldMessages';
import { fromMinorUnits, toMinorUnits } from '@contract/money';
import {
  TRAVEL_STYLES,
  TRIP_ACCOMMODATIONS,
  TRIP_ACTIVITIES,
  TRIP_PLAN_CURRENCIES,
  TRIP_TRANSPORTATION,
  TripPlanInput,
  type TripPlan,
} from '@contract/tripPlans';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { stillFailing } from '../shared/fieldIssues';
import { ListInput } from './ListInput';
import { useSeenRecord } from '../shared/deviceRecords';
import { useCreateTripPlan, useTripPlanClients, useUpdateTripPlan, type TripPlanPayload } from './api';

/** Values whose words are paired rather than listed ("food-wine" is food and wine). */
const PAIRED: Record<string, string> = {
  'food-wine': 'Food & Wine',
  'nature-wildlife': 'Nature & Wildlife',
  'bed-breakfast': 'Bed & Breakfast',
};

/** "adventure-sports" -> "Adventure Sports", "food-wine" -> "Food & Wine". */
export function optionLabel(value: string): string {
  return (
    PAIRED[value] ??
    value
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }));

/** The form's starting values: a plan to edit, a template to copy (blank id), or nothing. */
export interface TripPlanDraft {
  id: string;
  plan?: TripPlan;
}

interface FormValues {
  name: string;
  description: string;
  clientId: string | undefined;
  destinations: string[];
  duration: number | null;
  budget: number | null;
  currency: string;
  travelStyle: string | undefined;
  activities: string[];
  accommodations: string[];
  transportation: string[];
  tags: string[];
  isTemplate: boolean;
}

const EMPTY: FormValues = {
  name: '',
  description: '',
  clientId: undefined,
  destinations: [],
  duration: null,
  budget: null,
  currency: 'USD',
  travelStyle: undefined,
  activities: [],
  accommodations: [],
  transportation: [],
  tags: [],
  isTemplate: false,
};

function initialValues(plan: TripPlan | undefined): FormValues {
  if (!plan) return EMPTY;
  return {
    name: plan.name,
    description: plan.description ?? '',
    clientId: plan.clientId ?? undefined,
    destinations: plan.destinations,
    duration: plan.duration,
    budget: plan.budget === null ? null : fromMinorUnits(plan.budget),
    currency: plan.currency,
    travelStyle: plan.travelStyle ?? undefined,
    activities: plan.activities ?? [],
    accommodations: plan.accommodations ?? [],
    transportation: plan.transportation ?? [],
    tags: plan.tags ?? [],
    isTemplate: plan.isTemplate,
  };
}

function toPayload(values: FormValues): TripPlanPayload {
  return {
    name: values.name ?? '',
    description: values.description || null,
    clientId: values.clientId || null,
    destinations: values.destinations ?? [],
    duration: values.duration ?? null,
    budget: values.budget === null || values.budget === undefined ? null : toMinorUnits(values.budget),
    currency: values.currency as TripPlanPayload['currency'],
    travelStyle: values.travelStyle || null,
    activities: values.activities?.length ? (values.activities as TripPlanPayload['activities']) : null,
    accommodations: values.accommodations?.length
      ? (values.accommodations as TripPlanPayload['accommodations'])
      : null,
    transportation: values.transportation?.length
      ? (values.transportation as TripPlanPayload['transportation'])
      : null,
    tags: values.tags?.length ? values.tags : null,
    isTemplate: Boolean(values.isTemplate),
  };
}

const FIELDS = Object.keys(EMPTY) as Array<keyof FormValues>;

/** The shared schema's first message per form field ("destinations.0" belongs to destinations). */
function fieldErrorsOf(payload: TripPlanPayload): Record<string, string> {
  const result = v.safeParse(TripPlanInput, payload);
  return result.success ? {} : fieldMessages(result.issues, { topLevel: true });
}

interface TripPlanFormProps {
  /** Null: closed. A blank id creates a plan; otherwise the plan with that id is edited. */
  draft: TripPlanDraft | null;
  onClose: () => void;
  /** Called with the new plan after a create. */
  onCreated?: (plan: TripPlan) => void;
}

/** Create and edit dialog of the trip planning manager. */
export function TripPlanForm({ draft, onClose, onCreated }: TripPlanFormProps) {
  const [form] = Form.useForm<FormValues>();
  const clients = useTripPlanClients();
  const create = useCreateTripPlan();
  const update = useUpdateTripPlan();
  const seen = useSeenRecord('trip_plans', draft?.id || null, draft);
  const editing = Boolean(draft?.id);
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (draft) {
      form.resetFields();
      form.setFieldsValue(initialValues(draft.plan));
    }
  }, [draft, form]);

  const submit = () => {
    const values = form.getFieldsValue(true) as FormValues;
    const payload = toPayload(values);
    const fieldErrors = fieldErrorsOf(payload);
    form.setFields(FIELDS.map((name) => ({ name, errors: fieldErrors[name] ? [fieldErrors[name]] : [] })));
    if (payload.destinations.every((entry) => !entry.trim())) {
      toast.error('Please add at least one destination');
      return;
    }
    if (Object.keys(fieldErrors).length > 0) return;

    if (editing && draft) {
      update.mutate(
        { id: draft.id, input: payload, seen },
        {
          onSuccess: () => {
            toast.success('Trip plan updated successfully!');
            onClose();
          },
          onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update trip plan')),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: (saved) => {
          toast.success('Trip plan created successfully!');
          onCreated?.(saved.data);
          onClose();
        },
        onError: (error) => toast.error('Error', errorMessage(error, 'Failed to create trip plan')),
      });
    }
  };

  // A field's message goes as soon as the field is fixed (antd only re-checks fields with rules).
  const clearFixed = () => {
    const shown: Record<string, string> = {};
    for (const { name, errors } of form.getFieldsError()) {
      if (errors.length > 0) shown[String(name[0])] = errors[0];
    }
    if (Object.keys(shown).length === 0) return;
    const still = stillFailing(shown, fieldErrorsOf(toPayload(form.getFieldsValue(true) as FormValues)));
    form.setFields(
      Object.keys(shown)
        .filter((name) => !still[name])
        .map((name) => ({ name: name as keyof FormValues, errors: [] })),
    );
  };

  return (
    <Modal
      open={draft !== null}
      title={editing ? 'Edit Trip Plan' : 'Create Trip Plan'}
      okText={editing ? 'Update Plan' : 'Create Plan'}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={pending}
      width={720}
      forceRender
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="trip-plan"
        initialValues={EMPTY}
        onFinish={submit}
        onValuesChange={clearFixed}
      >
        <Form.Item label="Plan name" name="name" required>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item label="Client" name="clientId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="No client"
            loading={clients.isPending}
            options={(clients.data ?? []).map((client) => ({
              value: client.id,
              label: `${client.firstName} ${client.lastName}`,
            }))}
          />
        </Form.Item>
        <Form.Item label="Destinations" name="destinations" required>
          <ListInput noun="destination" placeholder="Add a destination" />
        </Form.Item>
        <div className="trip-form__row">
          {/* No `min`: the input would quietly turn 0 into 1; the schema's message says what is wrong. */}
          <Form.Item label="Duration (days)" name="duration">
            <InputNumber precision={0} aria-valuemin={1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Budget" name="budget">
            <InputNumber step={0.01} precision={2} aria-valuemin={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Currency" name="currency">
            <Select options={options(TRIP_PLAN_CURRENCIES).map((o) => ({ ...o, label: o.value }))} />
          </Form.Item>
        </div>
        <Form.Item label="Travel style" name="travelStyle">
          <Select allowClear placeholder="Choose a travel style" options={options(TRAVEL_STYLES)} />
        </Form.Item>
        <Form.Item label="Activities" name="activities">
          <Select mode="multiple" allowClear options={options(TRIP_ACTIVITIES)} />
        </Form.Item>
        <Form.Item label="Accommodations" name="accommodations">
          <Select mode="multiple" allowClear options={options(TRIP_ACCOMMODATIONS)} />
        </Form.Item>
        <Form.Item label="Transportation" name="transportation">
          <Select mode="multiple" allowClear options={options(TRIP_TRANSPORTATION)} />
        </Form.Item>
        <Form.Item label="Tags" name="tags">
          <ListInput noun="tag" placeholder="Add a tag" />
        </Form.Item>
        <Form.Item label="Save as a template" name="isTemplate" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
