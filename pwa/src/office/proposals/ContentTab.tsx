import { Select } from 'antd';
import { PROPOSAL_TEMPLATES, type ProposalTemplate } from '@contract/proposals';
import { DialogField, FieldRow, NumberField, TextAreaField, TextField } from '../shared/DialogField';
import { DayPlanEditor } from './DayPlanEditor';
import { capital, type DraftTabProps } from './draft';

export interface ClientOption {
  value: string;
  label: string;
}

/** The Content tab: who it is for, the trip, validity, value and the day-by-day plan. */
export function ContentTab({
  draft,
  errors,
  set,
  clientOptions,
  clientsLoading,
}: DraftTabProps & { clientOptions: ClientOption[]; clientsLoading: boolean }) {
  return (
    <>
      <TextField
        id="proposal-title"
        label="Title"
        required
        value={draft.title}
        onChange={(value) => set('title', value)}
        error={errors.title}
      />
      <FieldRow>
        <DialogField
          id="proposal-client"
          label="Client"
          required
          style={{ flex: '1 1 240px' }}
          error={errors.clientId}
        >
          <Select
            id="proposal-client"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a client"
            loading={clientsLoading}
            value={draft.clientId || undefined}
            onChange={(value: string) => set('clientId', value)}
            options={clientOptions}
          />
        </DialogField>
        <DialogField
          id="proposal-template"
          label="Template"
          style={{ flex: '1 1 180px' }}
          error={errors.template}
        >
          <Select
            id="proposal-template"
            value={draft.template}
            onChange={(value: ProposalTemplate) => set('template', value)}
            options={PROPOSAL_TEMPLATES.map((template) => ({ value: template, label: capital(template) }))}
          />
        </DialogField>
      </FieldRow>
      <TextAreaField
        id="proposal-introduction"
        label="Introduction"
        value={draft.introduction}
        onChange={(value) => set('introduction', value)}
        error={errors.introduction}
      />
      <TextAreaField
        id="proposal-destinations"
        label="Destinations (one per line)"
        rows={2}
        value={draft.destinations}
        onChange={(value) => set('destinations', value)}
        error={errors.destinations}
      />
      <FieldRow>
        <TextField
          id="proposal-start"
          label="Start date"
          type="date"
          style={{ flex: '1 1 150px' }}
          value={draft.startDate}
          onChange={(value) => set('startDate', value)}
          error={errors.startDate}
        />
        <TextField
          id="proposal-end"
          label="End date"
          type="date"
          style={{ flex: '1 1 150px' }}
          value={draft.endDate}
          onChange={(value) => set('endDate', value)}
          error={errors.endDate}
        />
        <NumberField
          id="proposal-travelers"
          label="Travelers"
          style={{ flex: '1 1 110px' }}
          min={1}
          value={draft.numberOfTravelers}
          onChange={(value) => set('numberOfTravelers', value)}
          error={errors.numberOfTravelers}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          id="proposal-valid-until"
          label="Valid until"
          type="date"
          hint="Leave blank for no expiration"
          style={{ flex: '1 1 180px' }}
          value={draft.validUntil}
          onChange={(value) => set('validUntil', value)}
          error={errors.validUntil}
        />
        <NumberField
          id="proposal-total"
          label="Total value ($)"
          hint="Leave blank to use the included quotes' total"
          style={{ flex: '1 1 180px' }}
          min={0}
          step={0.01}
          precision={2}
          value={draft.totalValue}
          onChange={(value) => set('totalValue', value)}
          error={errors.totalValue}
        />
      </FieldRow>
      <DayPlanEditor days={draft.days} errors={errors} onChange={(days) => set('days', days)} />
    </>
  );
}
