import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Modal, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { formatMoney } from '@contract/money';
import { toast } from '@pwa/components/toast';
import { LoadingStatus } from '@pwa/components/LoadingStatus';
import { errorMessage } from '@pwa/lib/errorMessage';
import { TripPlanForm, optionLabel, type TripPlanDraft } from './TripPlanForm';
import {
  useDeleteTripPlan,
  useTripPlanTemplates,
  useTripPlans,
  type OfficeTripPlan as TripPlan,
} from './api';
import { usePaged } from '../shared/paging';
import './tripPlanning.css';

interface PlanCardProps {
  plan: TripPlan;
  onEdit: (plan: TripPlan) => void;
  onDelete: (plan: TripPlan) => void;
  onUseTemplate?: (plan: TripPlan) => void;
}

/** Edit and Delete show as the server's abilities of the plan say (a template: its author or an admin). */
function PlanCard({ plan, onEdit, onDelete, onUseTemplate }: PlanCardProps) {
  const actions = [
    ...(onUseTemplate
      ? [
          <Button
            key="use"
            type="link"
            icon={<CopyOutlined aria-hidden />}
            onClick={() => onUseTemplate(plan)}
            aria-label={`Use Template ${plan.name}`}
          >
            Use Template
          </Button>,
        ]
      : []),
  ];
  if (plan.abilities.edit) {
    actions.push(
      <Button
        key="edit"
        type="link"
        icon={<EditOutlined aria-hidden />}
        onClick={() => onEdit(plan)}
        aria-label={`Edit ${plan.name}`}
      >
        Edit
      </Button>,
    );
  }
  if (plan.abilities.delete) {
    actions.push(
      <Button
        key="delete"
        type="link"
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => onDelete(plan)}
        aria-label={`Delete ${plan.name}`}
      >
        Delete
      </Button>,
    );
  }
  return (
    <Card className="trip-plans__card" size="small" actions={actions}>
      <article aria-label={plan.name}>
        <h3>{plan.name}</h3>
        {plan.description && <p style={{ margin: 0 }}>{plan.description}</p>}
        <div className="trip-plans__tags" aria-label="Destinations">
          {plan.destinations.map((destination) => (
            <Tag key={destination} color="blue">
              {destination}
            </Tag>
          ))}
        </div>
        <ul className="trip-plans__meta">
          {plan.clientName && <li>Client: {plan.clientName}</li>}
          {plan.duration !== null && (
            <li>
              Duration: {plan.duration} {plan.duration === 1 ? 'day' : 'days'}
            </li>
          )}
          {plan.budget !== null && <li>Budget: {formatMoney(plan.budget, plan.currency)}</li>}
          {plan.travelStyle && <li>Style: {optionLabel(plan.travelStyle)}</li>}
          {plan.activities && <li>Activities: {plan.activities.map(optionLabel).join(', ')}</li>}
        </ul>
        {plan.tags && (
          <div className="trip-plans__tags" aria-label="Tags">
            {plan.tags.map((tag) => (
              <Tag key={tag}>#{tag}</Tag>
            ))}
          </div>
        )}
      </article>
    </Card>
  );
}

interface PlanGridProps extends Omit<PlanCardProps, 'plan'> {
  plans: TripPlan[] | undefined;
  isPending: boolean;
  error: unknown;
  empty: string;
  /** Names the pager, e.g. "Template pages". */
  pagesLabel: string;
}

function PlanGrid({ plans, isPending, error, empty, pagesLabel, ...handlers }: PlanGridProps) {
  const page = usePaged(plans ?? [], { resetKey: null, label: pagesLabel });
  if (isPending) return <LoadingStatus label="Loading trip plans" />;
  if (error) return <p role="alert">{errorMessage(error, 'The trip plans could not be loaded.')}</p>;
  if (!plans || plans.length === 0) return <Empty description={empty} />;
  return (
    <>
      <div className="trip-plans__grid">
        {page.items.map((plan) => (
          <PlanCard key={plan.id} plan={plan} {...handlers} />
        ))}
      </div>
      {page.pager}
    </>
  );
}

/** The trip planning manager of the Agent Office. */
export function TripPlanningTab() {
  const plans = useTripPlans();
  const templates = useTripPlanTemplates();
  const remove = useDeleteTripPlan();
  const [modal, modalHolder] = Modal.useModal();
  const [draft, setDraft] = useState<TripPlanDraft | null>(null);
  const [activeTab, setActiveTab] = useState('plans');

  const edit = (plan: TripPlan) => setDraft({ id: plan.id, plan });
  const useTemplate = (template: TripPlan) =>
    setDraft({ id: '', plan: { ...template, id: '', isTemplate: false, clientId: null, clientName: null } });

  const confirmDelete = (plan: TripPlan) =>
    modal.confirm({
      title: 'Delete trip plan',
      content: 'Are you sure you want to delete this trip plan?',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(plan.id).then(
          () => toast.success('Trip plan deleted successfully!'),
          (error: unknown) => toast.error('Error', errorMessage(error, 'Failed to delete trip plan')),
        ),
    });

  const close = () => {
    setDraft(null);
  };

  return (
    <section aria-labelledby="trip-planning-title" className="office__panel">
      {modalHolder}
      <div className="trip-plans__head">
        <h2 id="trip-planning-title">Trip Planning</h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDraft({ id: '' })}>
          New Trip Plan
        </Button>
      </div>
      <Tabs
        activeKey={activeTab}
        onChange={setActiveTab}
        items={[
          {
            key: 'plans',
            label: 'My Plans',
            children: (
              <PlanGrid
                plans={plans.data}
                isPending={plans.isPending}
                error={plans.error}
                empty="No trip plans yet. Create one or start from a template."
                pagesLabel="Plan pages"
                onEdit={edit}
                onDelete={confirmDelete}
              />
            ),
          },
          {
            key: 'templates',
            label: 'Templates',
            children: (
              <PlanGrid
                plans={templates.data}
                isPending={templates.isPending}
                error={templates.error}
                empty="No templates yet. Save a plan as a template to reuse it."
                pagesLabel="Template pages"
                onEdit={edit}
                onDelete={confirmDelete}
                onUseTemplate={useTemplate}
              />
            ),
          },
        ]}
      />
      <TripPlanForm
        draft={draft}
        onClose={close}
        onCreated={(plan) => setActiveTab(plan.isTemplate ? 'templates' : 'plans')}
      />
    </section>
  );
}
