import { useMemo, useState } from 'react';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Form, Modal, Select, Tabs } from 'antd';
import {
  QUOTE_STATUSES,
  quoteMessages,
  type AgentQuote,
  type QuoteStatus,
  type QuoteTemplate,
} from '@contract/agentQuotes';
import { DialogField, TextAreaField, TextField } from '../shared/DialogField';
import { firstTabWithIssue, stillFailing } from '../shared/fieldIssues';
import { saveWithToasts } from '../shared/saveWithToasts';
import { useSeenRecord } from '../shared/deviceRecords';
import { useCreateQuote, useQuoteClients, useUpdateQuote } from './api';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  quoteErrorToasts,
  rowsOf,
  statusLabel,
  type QuoteDraft,
  type SetQuoteField,
} from './draft';
import { ServicesEditor } from './ServicesEditor';
import { TemplatePicker } from './TemplatePicker';

const TAB_OF_FIELD: Record<string, string> = { services: 'services', terms: 'terms', notes: 'terms' };
const TABS_WITH_FIELDS = ['basic', 'services', 'terms'] as const;

/** The tabs holding a message, so an agent reading another tab sees where to look. */
function tabsWithIssues(errors: Record<string, string>): Set<string> {
  return new Set(Object.keys(errors).map((key) => TAB_OF_FIELD[key.split('.')[0]] ?? TABS_WITH_FIELDS[0]));
}

/** A tab's name, marked (in red, and in words for a screen reader) while a field on it is wrong. */
function TabLabel({ text, failing }: { text: string; failing: boolean }) {
  if (!failing) return text;
  return (
    <span className="quote-dialog__tab-issue" style={{ color: '#cf1322' }}>
      <ExclamationCircleOutlined aria-hidden /> {text}
      <span className="visually-hidden"> (needs attention)</span>
    </span>
  );
}

function BasicInfo({
  draft,
  errors,
  set,
}: {
  draft: QuoteDraft;
  errors: Record<string, string>;
  set: SetQuoteField;
}) {
  const clients = useQuoteClients();
  return (
    <>
      <TextField
        id="quote-title"
        label="Title"
        required
        value={draft.title}
        onChange={(value) => set('title', value)}
        error={errors.title}
      />
      <DialogField id="quote-client" label="Client" required error={errors.clientId}>
        <Select
          id="quote-client"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Choose a client"
          loading={clients.isPending}
          value={draft.clientId || undefined}
          onChange={(value: string) => set('clientId', value)}
          options={(clients.data ?? []).map((client) => ({
            value: client.id,
            label: `${client.firstName} ${client.lastName}`,
          }))}
        />
      </DialogField>
      <DialogField id="quote-status" label="Status" error={errors.status}>
        <Select
          id="quote-status"
          value={draft.status}
          onChange={(value: QuoteStatus) => set('status', value)}
          options={QUOTE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        />
      </DialogField>
      <TextField
        id="quote-valid-until"
        label="Valid until"
        type="date"
        required
        value={draft.validUntil}
        onChange={(value) => set('validUntil', value)}
        error={errors.validUntil}
      />
    </>
  );
}

interface QuoteDialogProps {
  quote: AgentQuote | null;
  /** A new quote's first values, when it starts from something (a website lead). */
  start?: Partial<QuoteDraft>;
  /** A new quote's currency (an existing one keeps its own); the server's default when absent. */
  currency?: string;
  onClose: () => void;
}

/** Create (quote null) or edit a quote; tabs Basic Info, Services, Terms and Templates. */
export function QuoteDialog({ quote, start, currency: startCurrency, onClose }: QuoteDialogProps) {
  const [draft, setDraft] = useState<QuoteDraft>(() =>
    quote ? draftOf(quote) : { ...emptyDraft(), ...start },
  );
  // The messages of the last submit; each one goes once its field is fixed.
  const [reported, setReported] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('basic');
  const create = useCreateQuote();
  const update = useUpdateQuote();
  const seen = useSeenRecord('agent_quotes', quote?.id);
  const currency = quote ? quote.currency : startCurrency;
  const errors = useMemo(
    () => stillFailing(reported, checkDraft(draft, currency).errors),
    [reported, draft, currency],
  );

  const failingTabs = tabsWithIssues(errors);

  const set: SetQuoteField = (key, value) => setDraft((current) => ({ ...current, [key]: value }));

  const applyTemplate = (template: QuoteTemplate) => {
    setDraft((current) => ({
      ...current,
      title: template.title,
      terms: template.terms ?? '',
      services: rowsOf(template.services),
    }));
    setTab('basic');
  };

  const submit = () => {
    const checked = checkDraft(draft, currency);
    setReported(checked.errors);
    if (!checked.success) {
      setTab(firstTabWithIssue(checked.errors, TAB_OF_FIELD, TABS_WITH_FIELDS));
      return;
    }
    saveWithToasts({
      id: quote?.id,
      body: checked.output,
      create,
      update,
      toasts: {
        created: quoteMessages.created,
        updated: quoteMessages.updated,
        createFailed: quoteErrorToasts.createFailed,
        updateFailed: quoteErrorToasts.updateFailed,
      },
      onSaved: onClose,
      seen,
    });
  };

  const terms = (
    <>
      <TextAreaField
        id="quote-terms"
        label="Terms"
        rows={5}
        value={draft.terms}
        onChange={(value) => set('terms', value)}
        error={errors.terms}
      />
      <TextAreaField
        id="quote-notes"
        label="Notes"
        rows={4}
        value={draft.notes}
        onChange={(value) => set('notes', value)}
        error={errors.notes}
      />
    </>
  );

  return (
    <Modal
      open
      title={quote ? 'Edit quote' : 'Create quote'}
      onCancel={onClose}
      width={720}
      okText={quote ? 'Save changes' : 'Create quote'}
      onOk={submit}
      // Saving waits for the device's copy the edit is based on (read as the dialog opens).
      confirmLoading={create.isPending || update.isPending || (quote !== null && seen === undefined)}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'basic',
              label: <TabLabel text="Basic Info" failing={failingTabs.has('basic')} />,
              children: <BasicInfo draft={draft} errors={errors} set={set} />,
            },
            {
              key: 'services',
              label: <TabLabel text="Services" failing={failingTabs.has('services')} />,
              children: (
                <ServicesEditor
                  rows={draft.services}
                  errors={errors}
                  onChange={(rows) => set('services', rows)}
                />
              ),
            },
            {
              key: 'terms',
              label: <TabLabel text="Terms" failing={failingTabs.has('terms')} />,
              children: terms,
            },
            { key: 'templates', label: 'Templates', children: <TemplatePicker onUse={applyTemplate} /> },
          ]}
        />
      </Form>
    </Modal>
  );
}
