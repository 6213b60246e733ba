import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  ColorPicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Spin,
  Tabs,
} from 'antd';
import * as v from 'valibot';
import {
  DEFAULT_ACCENT_COLOR,
  PROPOSAL_TEMPLATES,
  ProposalInput,
  defaultBranding,
  proposalMessages,
  type Proposal,
  type ProposalTemplate,
} from '@contract/proposals';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@contract/money';
import { formatLongDate } from '@contract/dates';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { saveWithToasts } from '../shared/saveWithToasts';
import { issuesByPath } from '../quotes/formErrors';
import { ProposalPreview, type PreviewContent } from './ProposalPreview';
import {
  useCreateProposal,
  useDeleteProposal,
  useDownloadProposalPdf,
  useDuplicateProposal,
  useProposal,
  useProposalClients,
  useProposalItineraries,
  useProposals,
  useQuoteSummaries,
  useSendProposal,
  useUpdateProposal,
  type QuoteSummary,
} from './api';

interface DayRow {
  key: number;
  day: number;
  title: string;
  description: string;
  activities: string;
}

interface SectionRow {
  key: number;
  title: string;
  content: string;
}

interface ProposalDraft {
  title: string;
  clientId: string;
  template: ProposalTemplate;
  introduction: string;
  destinations: string;
  startDate: string;
  endDate: string;
  numberOfTravelers: number | null;
  days: DayRow[];
  inclusions: string;
  exclusions: string;
  includedQuotes: string[];
  includedItineraries: string[];
  sections: SectionRow[];
  terms: string;
  validUntil: string;
  totalValue: number | null;
  companyLogo: string;
  accentColor: string;
  footerText: string;
}

let rowKey = 0;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function emptyDraft(): ProposalDraft {
  return {
    title: '',
    clientId: '',
    template: 'standard',
    introduction: '',
    destinations: '',
    startDate: '',
    endDate: '',
    numberOfTravelers: null,
    days: [],
    inclusions: '',
    exclusions: '',
    includedQuotes: [],
    includedItineraries: [],
    sections: [],
    terms: '',
    validUntil: '',
    totalValue: null,
    companyLogo: '',
    accentColor: DEFAULT_ACCENT_COLOR,
    footerText: defaultBranding.footerText,
  };
}

function draftOf(proposal: Proposal): ProposalDraft {
  return {
    title: proposal.title,
    clientId: proposal.clientId,
    template: proposal.template,
    introduction: proposal.introduction ?? '',
    destinations: proposal.destinations.join('\n'),
    startDate: proposal.startDate?.slice(0, 10) ?? '',
    endDate: proposal.endDate?.slice(0, 10) ?? '',
    numberOfTravelers: proposal.numberOfTravelers,
    days: proposal.detailedItinerary.map((day) => ({
      key: ++rowKey,
      day: day.day,
      title: day.title,
      description: day.description,
      activities: day.activities.join('\n'),
    })),
    inclusions: proposal.inclusions.join('\n'),
    exclusions: proposal.exclusions.join('\n'),
    includedQuotes: proposal.includedQuotes,
    includedItineraries: proposal.includedItineraries,
    sections: proposal.customSections.map((section) => ({
      key: ++rowKey,
      title: section.title,
      content: section.content,
    })),
    terms: proposal.terms ?? '',
    validUntil: proposal.validUntil?.slice(0, 10) ?? '',
    totalValue: proposal.totalValue === null ? null : fromMinorUnits(proposal.totalValue),
    companyLogo: proposal.branding.companyLogo,
    accentColor: proposal.branding.accentColor,
    footerText: proposal.branding.footerText,
  };
}

function bodyOf(draft: ProposalDraft, quotes: QuoteSummary[], currency?: string) {
  const included = quotes.filter((quote) => draft.includedQuotes.includes(quote.id));
  const totalValue =
    draft.totalValue !== null
      ? toMinorUnits(draft.totalValue)
      : included.length
        ? included.reduce((sum, quote) => sum + quote.totalAmount, 0)
        : null;
  return {
    title: draft.title,
    clientId: draft.clientId,
    template: draft.template,
    introduction: draft.introduction,
    destinations: lines(draft.destinations),
    startDate: draft.startDate,
    endDate: draft.endDate,
    numberOfTravelers: draft.numberOfTravelers,
    detailedItinerary: draft.days.map((day) => ({
      day: day.day,
      title: day.title,
      description: day.description,
      activities: lines(day.activities),
    })),
    inclusions: lines(draft.inclusions),
    exclusions: lines(draft.exclusions),
    includedQuotes: draft.includedQuotes,
    includedItineraries: draft.includedItineraries,
    customSections: draft.sections.map((section, order) => ({
      title: section.title,
      content: section.content,
      order,
    })),
    terms: draft.terms,
    validUntil: draft.validUntil,
    branding: {
      companyLogo: draft.companyLogo,
      accentColor: draft.accentColor,
      footerText: draft.footerText,
    },
    totalValue,
    ...(currency ? { currency } : {}),
  };
}

const TAB_OF_FIELD: Record<string, string> = {
  inclusions: 'inclusions',
  exclusions: 'inclusions',
  includedQuotes: 'inclusions',
  includedItineraries: 'inclusions',
  customSections: 'inclusions',
  branding: 'branding',
};

function ProposalDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  const [draft, setDraft] = useState<ProposalDraft>(() => (proposal ? draftOf(proposal) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('content');
  const clients = useProposalClients();
  const quotes = useQuoteSummaries();
  const itineraries = useProposalItineraries();
  const create = useCreateProposal();
  const update = useUpdateProposal();

  const set = <K extends keyof ProposalDraft>(key: K, value: ProposalDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setDay = (key: number, patch: Partial<DayRow>) =>
    set(
      'days',
      draft.days.map((day) => (day.key === key ? { ...day, ...patch } : day)),
    );
  const setSection = (key: number, patch: Partial<SectionRow>) =>
    set(
      'sections',
      draft.sections.map((section) => (section.key === key ? { ...section, ...patch } : section)),
    );
  const field = (key: string) => (errors[key] ? { validateStatus: 'error' as const, help: errors[key] } : {});

  const submit = () => {
    const parsed = v.safeParse(ProposalInput, bodyOf(draft, quotes.data ?? [], proposal?.currency));
    if (!parsed.success) {
      const found = issuesByPath(parsed.issues);
      setErrors(found);
      const first = Object.keys(found)[0]?.split('.')[0] ?? '';
      setTab(TAB_OF_FIELD[first] ?? 'content');
      return;
    }
    setErrors({});
    saveWithToasts({
      id: proposal?.id,
      body: parsed.output,
      create,
      update,
      toasts: {
        created: proposalMessages.created,
        updated: proposalMessages.updated,
        createFailed: 'Failed to create proposal',
        updateFailed: 'Failed to update proposal',
      },
      onSaved: onClose,
    });
  };

  const clientOptions = (clients.data ?? []).map((client) => ({
    value: client.id,
    label: `${client.firstName} ${client.lastName}`,
  }));

  const content = (
    <>
      <Form.Item label="Title" htmlFor="proposal-title" required {...field('title')}>
        <Input
          id="proposal-title"
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
        />
      </Form.Item>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
        <Form.Item
          label="Client"
          htmlFor="proposal-client"
          required
          style={{ flex: '1 1 240px' }}
          {...field('clientId')}
        >
          <Select
            id="proposal-client"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose a client"
            loading={clients.isPending}
            value={draft.clientId || undefined}
            onChange={(value: string) => set('clientId', value)}
            options={clientOptions}
          />
        </Form.Item>
        <Form.Item
          label="Template"
          htmlFor="proposal-template"
          style={{ flex: '1 1 180px' }}
          {...field('template')}
        >
          <Select
            id="proposal-template"
            value={draft.template}
            onChange={(value: ProposalTemplate) => set('template', value)}
            options={PROPOSAL_TEMPLATES.map((template) => ({ value: template, label: capital(template) }))}
          />
        </Form.Item>
      </div>
      <Form.Item label="Introduction" htmlFor="proposal-introduction" {...field('introduction')}>
        <Input.TextArea
          id="proposal-introduction"
          rows={3}
          value={draft.introduction}
          onChange={(event) => set('introduction', event.target.value)}
        />
      </Form.Item>
      <Form.Item
        label="Destinations (one per line)"
        htmlFor="proposal-destinations"
        {...field('destinations')}
      >
        <Input.TextArea
          id="proposal-destinations"
          rows={2}
          value={draft.destinations}
          onChange={(event) => set('destinations', event.target.value)}
        />
      </Form.Item>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
        <Form.Item
          label="Start date"
          htmlFor="proposal-start"
          style={{ flex: '1 1 150px' }}
          {...field('startDate')}
        >
          <Input
            id="proposal-start"
            type="date"
            value={draft.startDate}
            onChange={(event) => set('startDate', event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="End date"
          htmlFor="proposal-end"
          style={{ flex: '1 1 150px' }}
          {...field('endDate')}
        >
          <Input
            id="proposal-end"
            type="date"
            value={draft.endDate}
            onChange={(event) => set('endDate', event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Travelers"
          htmlFor="proposal-travelers"
          style={{ flex: '1 1 110px' }}
          {...field('numberOfTravelers')}
        >
          <InputNumber
            id="proposal-travelers"
            min={1}
            precision={0}
            style={{ width: '100%' }}
            value={draft.numberOfTravelers}
            onChange={(value) => set('numberOfTravelers', value)}
          />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
        <Form.Item
          label="Valid until"
          htmlFor="proposal-valid-until"
          extra="Leave blank for no expiration"
          style={{ flex: '1 1 180px' }}
          {...field('validUntil')}
        >
          <Input
            id="proposal-valid-until"
            type="date"
            value={draft.validUntil}
            onChange={(event) => set('validUntil', event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Total value ($)"
          htmlFor="proposal-total"
          extra="Leave blank to use the included quotes' total"
          style={{ flex: '1 1 180px' }}
          {...field('totalValue')}
        >
          <InputNumber
            id="proposal-total"
            min={0}
            step={0.01}
            precision={2}
            style={{ width: '100%' }}
            value={draft.totalValue}
            onChange={(value) => set('totalValue', value)}
          />
        </Form.Item>
      </div>
      <h3 style={{ fontSize: '1rem' }}>Day-by-day itinerary</h3>
      {draft.days.map((day, index) => (
        <fieldset
          key={day.key}
          style={{ border: '1px solid #eee', borderRadius: 8, padding: '8px 12px', marginBottom: 12 }}
        >
          <legend style={{ fontSize: '0.9rem', width: 'auto', margin: 0, border: 0, color: 'inherit' }}>
            Day {day.day}
          </legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
            <Form.Item
              label="Day"
              htmlFor={`day-${day.key}-number`}
              style={{ flex: '0 1 90px' }}
              {...field(`detailedItinerary.${index}.day`)}
            >
              <InputNumber
                id={`day-${day.key}-number`}
                min={1}
                precision={0}
                style={{ width: '100%' }}
                value={day.day}
                onChange={(value) => setDay(day.key, { day: value ?? 1 })}
              />
            </Form.Item>
            <Form.Item label="Day title" htmlFor={`day-${day.key}-title`} style={{ flex: '1 1 200px' }}>
              <Input
                id={`day-${day.key}-title`}
                value={day.title}
                onChange={(event) => setDay(day.key, { title: event.target.value })}
              />
            </Form.Item>
          </div>
          <Form.Item label="Description" htmlFor={`day-${day.key}-description`}>
            <Input.TextArea
              id={`day-${day.key}-description`}
              rows={2}
              value={day.description}
              onChange={(event) => setDay(day.key, { description: event.target.value })}
            />
          </Form.Item>
          <Form.Item label="Activities (one per line)" htmlFor={`day-${day.key}-activities`}>
            <Input.TextArea
              id={`day-${day.key}-activities`}
              rows={2}
              value={day.activities}
              onChange={(event) => setDay(day.key, { activities: event.target.value })}
            />
          </Form.Item>
          <Button
            danger
            aria-label={`Remove day ${day.day}`}
            onClick={() =>
              set(
                'days',
                draft.days.filter((item) => item.key !== day.key),
              )
            }
          >
            Remove day
          </Button>
        </fieldset>
      ))}
      <Button
        onClick={() =>
          set('days', [
            ...draft.days,
            {
              key: ++rowKey,
              day: (draft.days.at(-1)?.day ?? 0) + 1,
              title: '',
              description: '',
              activities: '',
            },
          ])
        }
      >
        Add day
      </Button>
    </>
  );

  const inclusions = (
    <>
      <Form.Item label="Inclusions (one per line)" htmlFor="proposal-inclusions" {...field('inclusions')}>
        <Input.TextArea
          id="proposal-inclusions"
          rows={4}
          value={draft.inclusions}
          onChange={(event) => set('inclusions', event.target.value)}
        />
      </Form.Item>
      <Form.Item label="Exclusions (one per line)" htmlFor="proposal-exclusions" {...field('exclusions')}>
        <Input.TextArea
          id="proposal-exclusions"
          rows={3}
          value={draft.exclusions}
          onChange={(event) => set('exclusions', event.target.value)}
        />
      </Form.Item>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: '1rem', fontWeight: 600, color: 'inherit' }}>Included quotes</legend>
        {quotes.isPending ? (
          <Spin />
        ) : !quotes.data?.length ? (
          <p>No quotes yet.</p>
        ) : (
          <Checkbox.Group
            style={{ display: 'grid', gap: 4 }}
            value={draft.includedQuotes}
            onChange={(values) => set('includedQuotes', values)}
            options={quotes.data.map((quote) => ({
              value: quote.id,
              label: `${quote.title} (${formatMoney(quote.totalAmount, quote.currency)})`,
            }))}
          />
        )}
        {errors.includedQuotes && <p style={{ color: '#cf1322' }}>{errors.includedQuotes}</p>}
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: '1rem', fontWeight: 600, color: 'inherit' }}>Included itineraries</legend>
        {itineraries.isPending ? (
          <Spin />
        ) : !itineraries.data?.length ? (
          <p>No itineraries yet.</p>
        ) : (
          <Checkbox.Group
            style={{ display: 'grid', gap: 4 }}
            value={draft.includedItineraries}
            onChange={(values) => set('includedItineraries', values)}
            options={itineraries.data.map((itinerary) => ({
              value: itinerary.id,
              label: itinerary.startDate
                ? `${itinerary.title} (${formatLongDate(itinerary.startDate)})`
                : itinerary.title,
            }))}
          />
        )}
      </fieldset>
      <h3 style={{ fontSize: '1rem' }}>Custom sections</h3>
      {draft.sections.map((section, index) => (
        <fieldset
          key={section.key}
          style={{ border: '1px solid #eee', borderRadius: 8, padding: '8px 12px', marginBottom: 12 }}
        >
          <legend style={{ fontSize: '0.9rem', width: 'auto', margin: 0, border: 0, color: 'inherit' }}>
            Section {index + 1}
          </legend>
          <Form.Item label="Section title" htmlFor={`section-${section.key}-title`}>
            <Input
              id={`section-${section.key}-title`}
              value={section.title}
              onChange={(event) => setSection(section.key, { title: event.target.value })}
            />
          </Form.Item>
          <Form.Item label="Section content" htmlFor={`section-${section.key}-content`}>
            <Input.TextArea
              id={`section-${section.key}-content`}
              rows={3}
              value={section.content}
              onChange={(event) => setSection(section.key, { content: event.target.value })}
            />
          </Form.Item>
          <Button
            danger
            aria-label={`Remove section ${index + 1}`}
            onClick={() =>
              set(
                'sections',
                draft.sections.filter((item) => item.key !== section.key),
              )
            }
          >
            Remove section
          </Button>
        </fieldset>
      ))}
      <Button onClick={() => set('sections', [...draft.sections, { key: ++rowKey, title: '', content: '' }])}>
        Add section
      </Button>
      <Form.Item label="Terms" htmlFor="proposal-terms" style={{ marginTop: 16 }} {...field('terms')}>
        <Input.TextArea
          id="proposal-terms"
          rows={3}
          value={draft.terms}
          onChange={(event) => set('terms', event.target.value)}
        />
      </Form.Item>
    </>
  );

  const branding = (
    <>
      {errors.branding && (
        <p role="alert" style={{ color: '#cf1322' }}>
          {errors.branding}
        </p>
      )}
      <Form.Item label="Logo URL" htmlFor="proposal-logo">
        <Input
          id="proposal-logo"
          type="url"
          value={draft.companyLogo}
          onChange={(event) => set('companyLogo', event.target.value)}
        />
      </Form.Item>
      <Form.Item label="Accent colour" htmlFor="proposal-accent">
        <Space.Compact style={{ width: '100%' }}>
          <ColorPicker
            value={draft.accentColor}
            disabledAlpha
            aria-label="Pick accent colour"
            onChange={(color) => set('accentColor', color.toHexString())}
          />
          <Input
            id="proposal-accent"
            value={draft.accentColor}
            onChange={(event) => set('accentColor', event.target.value)}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item label="Footer text" htmlFor="proposal-footer">
        <Input
          id="proposal-footer"
          value={draft.footerText}
          onChange={(event) => set('footerText', event.target.value)}
        />
      </Form.Item>
    </>
  );

  const includedQuotes = (quotes.data ?? []).filter((quote) => draft.includedQuotes.includes(quote.id));
  const previewBody = bodyOf(draft, quotes.data ?? [], proposal?.currency);
  const previewContent: PreviewContent = {
    ...previewBody,
    clientName: clientOptions.find((client) => client.value === draft.clientId)?.label ?? null,
    quotes: includedQuotes.map((quote) => ({
      title: quote.title,
      totalCost: quote.totalAmount,
      currency: quote.currency,
    })),
    branding: {
      companyLogo: draft.companyLogo,
      accentColor: /^#[0-9a-fA-F]{6}$/.test(draft.accentColor) ? draft.accentColor : DEFAULT_ACCENT_COLOR,
      footerText: draft.footerText,
    },
  };

  return (
    <Modal
      open
      title={proposal ? 'Edit proposal' : 'Create proposal'}
      onCancel={onClose}
      width={800}
      okText={proposal ? 'Save changes' : 'Create proposal'}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'content', label: 'Content', children: content },
            { key: 'inclusions', label: 'Inclusions', children: inclusions },
            { key: 'branding', label: 'Branding', children: branding },
            { key: 'preview', label: 'Preview', children: <ProposalPreview content={previewContent} /> },
          ]}
        />
      </Form>
    </Modal>
  );
}

const clientName = (proposal: Proposal) =>
  proposal.client ? `${proposal.client.firstName} ${proposal.client.lastName}` : 'No client';

function ProposalDetail({
  id,
  onEdit,
  onDeleted,
}: {
  id: string;
  onEdit: (proposal: Proposal) => void;
  onDeleted: () => void;
}) {
  const detail = useProposal(id);
  const send = useSendProposal();
  const pdf = useDownloadProposalPdf();
  const duplicate = useDuplicateProposal();
  const remove = useDeleteProposal();

  if (detail.isPending) return <Spin />;
  if (detail.isError)
    return <p role="alert">Failed to load proposal details: {errorMessage(detail.error)}</p>;
  const proposal = detail.data;

  return (
    <Card
      title={<span style={{ whiteSpace: 'normal' }}>{proposal.title}</span>}
      extra={<StatusBadge status={proposal.status} />}
      role="region"
      aria-label="Proposal details"
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          disabled={proposal.status !== 'draft'}
          loading={send.isPending}
          onClick={() =>
            send.mutate(proposal.id, {
              onSuccess: () => toast.success(proposalMessages.sent),
              onError: (error) => toast.error('Failed to send proposal', errorMessage(error)),
            })
          }
        >
          Send to Client
        </Button>
        <Button
          loading={pdf.isPending}
          onClick={() =>
            pdf.mutate(proposal.id, {
              onSuccess: () => toast.success('PDF downloaded successfully!'),
              onError: (error) => toast.error('Failed to download PDF', errorMessage(error)),
            })
          }
        >
          Download PDF
        </Button>
        <Button onClick={() => onEdit(proposal)}>Edit</Button>
        <Button
          loading={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(proposal.id, {
              onSuccess: () => toast.success(proposalMessages.created),
              onError: (error) => toast.error('Failed to load proposal for duplication', errorMessage(error)),
            })
          }
        >
          Duplicate
        </Button>
        <Popconfirm
          title="Delete this proposal?"
          description="This cannot be undone."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync(proposal.id).then(
              () => {
                toast.success(proposalMessages.deleted);
                onDeleted();
              },
              (error: unknown) => toast.error('Failed to delete proposal', errorMessage(error)),
            )
          }
        >
          <Button danger>Delete</Button>
        </Popconfirm>
      </Space>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        <dt>Client</dt>
        <dd style={{ margin: 0 }}>{clientName(proposal)}</dd>
        <dt>Template</dt>
        <dd style={{ margin: 0 }}>{capital(proposal.template)}</dd>
        <dt>Total value</dt>
        <dd style={{ margin: 0 }}>{formatMoney(proposal.totalValue, proposal.currency)}</dd>
        <dt>Created</dt>
        <dd style={{ margin: 0 }}>{formatLongDate(proposal.createdAt)}</dd>
        <dt>Valid until</dt>
        <dd style={{ margin: 0 }}>
          {proposal.validUntil ? formatLongDate(proposal.validUntil) : 'No expiration'}
        </dd>
        {proposal.sentAt && (
          <>
            <dt>Sent on</dt>
            <dd style={{ margin: 0 }}>{formatLongDate(proposal.sentAt)}</dd>
          </>
        )}
        {proposal.publicUrl && (
          <>
            <dt>Client link</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
              <a href={proposal.publicUrl} target="_blank" rel="noreferrer">
                {proposal.publicUrl}
              </a>
            </dd>
          </>
        )}
      </dl>
      {proposal.introduction && <p style={{ whiteSpace: 'pre-wrap' }}>{proposal.introduction}</p>}
      {proposal.destinations.length > 0 && <p>Destinations: {proposal.destinations.join(', ')}</p>}
    </Card>
  );
}

/** The Agent Office "Proposals" tab: list, detail panel and the create/edit dialog. */
export function ProposalsTab() {
  const proposals = useProposals();
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Proposal | null | undefined>(undefined);
  const list = proposals.data ?? [];
  const current = selected && list.some((proposal) => proposal.id === selected) ? selected : null;

  return (
    <section aria-labelledby="proposals-title" className="office__panel">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
        }}
      >
        <h2 id="proposals-title" style={{ margin: 0 }}>
          Proposal Generator
        </h2>
        <Button type="primary" onClick={() => setEditing(null)}>
          New proposal
        </Button>
      </div>
      <div
        style={{
          marginTop: 16,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
          gap: 16,
          alignItems: 'start',
        }}
      >
        <div style={{ maxHeight: 600, overflowY: 'auto' }} aria-label="Proposals" role="region">
          {proposals.isPending ? (
            <Spin />
          ) : proposals.isError ? (
            <p role="alert">{errorMessage(proposals.error, 'The proposals could not be loaded.')}</p>
          ) : list.length === 0 ? (
            <Empty description="No proposals yet. Create your first proposal." />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {list.map((proposal) => (
                <li key={proposal.id}>
                  <Card
                    size="small"
                    style={{ borderColor: proposal.id === current ? '#2563eb' : undefined }}
                    title={
                      <Button
                        type="link"
                        style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
                        aria-pressed={proposal.id === current}
                        onClick={() => setSelected(proposal.id)}
                      >
                        {proposal.title}
                      </Button>
                    }
                    extra={<StatusBadge status={proposal.status} />}
                  >
                    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 16px', fontSize: '0.9rem' }}>
                      <span>{clientName(proposal)}</span>
                      <span>{capital(proposal.template)}</span>
                      <span>{formatMoney(proposal.totalValue, proposal.currency)}</span>
                      <span>Created {formatLongDate(proposal.createdAt)}</span>
                      <span>
                        {proposal.validUntil
                          ? `Valid until ${formatLongDate(proposal.validUntil)}`
                          : 'No expiration'}
                      </span>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          {current ? (
            <ProposalDetail id={current} onEdit={setEditing} onDeleted={() => setSelected(null)} />
          ) : (
            <Empty description="Select a proposal to see its details." />
          )}
        </div>
      </div>
      {editing !== undefined && <ProposalDialog proposal={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
