import { useMemo, useState } from 'react';
import { Button, Card, Empty, Form, Input, InputNumber, Modal, Popconfirm, Select, Spin, Tabs } from 'antd';
import * as v from 'valibot';
import {
  QUOTE_STATUSES,
  QuoteInput,
  quoteMessages,
  quoteTotals,
  type AgentQuote,
  type QuoteStatus,
  type QuoteTemplate,
} from '@contract/agentQuotes';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@contract/money';
import { formatLongDate } from '@contract/dates';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { saveWithToasts } from '../shared/saveWithToasts';
import { issuesByPath } from './formErrors';
import {
  useCreateQuote,
  useDeleteQuote,
  useQuoteClients,
  useQuotes,
  useQuoteTemplates,
  useUpdateQuote,
} from './api';

/** A service row as typed: price in dollars. */
interface ServiceRow {
  key: number;
  name: string;
  price: number | null;
  quantity: number | null;
}

interface QuoteDraft {
  title: string;
  clientId: string;
  status: QuoteStatus;
  validUntil: string;
  services: ServiceRow[];
  terms: string;
  notes: string;
}

let rowKey = 0;
const newRow = (): ServiceRow => ({ key: ++rowKey, name: '', price: 0, quantity: 1 });

function emptyDraft(): QuoteDraft {
  return {
    title: '',
    clientId: '',
    status: 'draft',
    validUntil: '',
    services: [newRow()],
    terms: '',
    notes: '',
  };
}

function draftOf(quote: AgentQuote): QuoteDraft {
  return {
    title: quote.title,
    clientId: quote.clientId ?? '',
    status: quote.status,
    validUntil: quote.validUntil?.slice(0, 10) ?? '',
    services: quote.services.length
      ? quote.services.map((service) => ({
          key: ++rowKey,
          name: service.name,
          price: fromMinorUnits(service.price),
          quantity: service.quantity,
        }))
      : [newRow()],
    terms: quote.terms ?? '',
    notes: quote.notes ?? '',
  };
}

function bodyOf(draft: QuoteDraft, currency: string | undefined) {
  return {
    currency,
    title: draft.title,
    clientId: draft.clientId,
    status: draft.status,
    validUntil: draft.validUntil,
    services: draft.services.map((row) => ({
      name: row.name,
      price: row.price === null ? Number.NaN : toMinorUnits(row.price),
      quantity: row.quantity ?? Number.NaN,
    })),
    terms: draft.terms,
    notes: draft.notes,
  };
}

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
const TAB_OF_FIELD: Record<string, string> = { services: 'services', terms: 'terms', notes: 'terms' };

function QuoteCard({ quote, onEdit }: { quote: AgentQuote; onEdit: () => void }) {
  const remove = useDeleteQuote();
  const shown = quote.services.slice(0, 3);
  const more = quote.services.length - shown.length;
  const client = quote.client ? `${quote.client.firstName} ${quote.client.lastName}` : 'No client';
  return (
    <Card
      size="small"
      role="article"
      aria-label={quote.title}
      title={<span style={{ whiteSpace: 'normal' }}>{quote.title}</span>}
      extra={<StatusBadge status={quote.status} />}
      actions={[
        <Button key="edit" type="link" onClick={onEdit} aria-label={`Edit ${quote.title}`}>
          Edit
        </Button>,
        <Popconfirm
          key="delete"
          title="Delete this quote?"
          description="This cannot be undone."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync(quote.id).then(
              () => toast.success(quoteMessages.deleted),
              (error: unknown) => toast.error('Error deleting quote', errorMessage(error)),
            )
          }
        >
          <Button type="link" danger aria-label={`Delete ${quote.title}`}>
            Delete
          </Button>
        </Popconfirm>,
      ]}
    >
      <p style={{ margin: '0 0 8px' }}>
        <strong>Client:</strong> {client}
      </p>
      <ul style={{ margin: '0 0 8px', paddingLeft: 18 }}>
        {shown.map((service, index) => (
          <li key={index}>
            {service.name} × {service.quantity} —{' '}
            {formatMoney(service.price * service.quantity, quote.currency)}
          </li>
        ))}
        {more > 0 && (
          <li style={{ listStyle: 'none', color: 'var(--muted, #666)' }}>
            +{more} more service{more === 1 ? '' : 's'}
          </li>
        )}
      </ul>
      <dl
        className="quote-card__totals"
        style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0 }}
      >
        <dt>Subtotal</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(quote.subtotal, quote.currency)}</dd>
        <dt>Taxes</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(quote.taxes, quote.currency)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          <strong>{formatMoney(quote.totalCost, quote.currency)}</strong>
        </dd>
      </dl>
      <p style={{ margin: '8px 0 0' }}>Valid until {formatLongDate(quote.validUntil)}</p>
    </Card>
  );
}

function QuoteDialog({ quote, onClose }: { quote: AgentQuote | null; onClose: () => void }) {
  const [draft, setDraft] = useState<QuoteDraft>(() => (quote ? draftOf(quote) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('basic');
  const clients = useQuoteClients();
  const templates = useQuoteTemplates();
  const create = useCreateQuote();
  const update = useUpdateQuote();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof QuoteDraft>(key: K, value: QuoteDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setRow = (key: number, patch: Partial<ServiceRow>) =>
    set(
      'services',
      draft.services.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    );

  const preview = quoteTotals(
    draft.services.map((row) => ({
      name: row.name,
      price: toMinorUnits(row.price ?? 0),
      quantity: row.quantity ?? 0,
    })),
  );

  const applyTemplate = (template: QuoteTemplate) => {
    setDraft((current) => ({
      ...current,
      title: template.title,
      terms: template.terms ?? '',
      services: template.services.length
        ? template.services.map((service) => ({
            key: ++rowKey,
            name: service.name,
            price: fromMinorUnits(service.price),
            quantity: service.quantity,
          }))
        : [newRow()],
    }));
    setTab('basic');
  };

  const submit = () => {
    const parsed = v.safeParse(QuoteInput, bodyOf(draft, quote?.currency));
    if (!parsed.success) {
      const found = issuesByPath(parsed.issues);
      setErrors(found);
      const first = Object.keys(found)[0]?.split('.')[0] ?? '';
      setTab(TAB_OF_FIELD[first] ?? 'basic');
      return;
    }
    setErrors({});
    saveWithToasts({
      id: quote?.id,
      body: parsed.output,
      create,
      update,
      toasts: {
        created: quoteMessages.created,
        updated: quoteMessages.updated,
        createFailed: 'Error creating quote',
        updateFailed: 'Error updating quote',
      },
      onSaved: onClose,
    });
  };

  const field = (key: string) => (errors[key] ? { validateStatus: 'error' as const, help: errors[key] } : {});

  const basic = (
    <>
      <Form.Item label="Title" htmlFor="quote-title" required {...field('title')}>
        <Input id="quote-title" value={draft.title} onChange={(event) => set('title', event.target.value)} />
      </Form.Item>
      <Form.Item label="Client" htmlFor="quote-client" required {...field('clientId')}>
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
      </Form.Item>
      <Form.Item label="Status" htmlFor="quote-status" {...field('status')}>
        <Select
          id="quote-status"
          value={draft.status}
          onChange={(value: QuoteStatus) => set('status', value)}
          options={QUOTE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        />
      </Form.Item>
      <Form.Item label="Valid until" htmlFor="quote-valid-until" required {...field('validUntil')}>
        <Input
          id="quote-valid-until"
          type="date"
          value={draft.validUntil}
          onChange={(event) => set('validUntil', event.target.value)}
        />
      </Form.Item>
    </>
  );

  const services = (
    <>
      {errors.services && (
        <p role="alert" style={{ color: '#cf1322' }}>
          {errors.services}
        </p>
      )}
      {draft.services.map((row, index) => (
        <fieldset
          key={row.key}
          style={{ border: '1px solid #eee', borderRadius: 8, padding: '8px 12px', marginBottom: 12 }}
        >
          <legend style={{ fontSize: '0.9rem', width: 'auto', margin: 0, border: 0, color: 'inherit' }}>
            Service {index + 1}
          </legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
            <Form.Item
              label="Name"
              htmlFor={`service-${row.key}-name`}
              style={{ flex: '2 1 200px', marginBottom: 4 }}
              {...field(`services.${index}.name`)}
            >
              <Input
                id={`service-${row.key}-name`}
                value={row.name}
                onChange={(event) => setRow(row.key, { name: event.target.value })}
              />
            </Form.Item>
            <Form.Item
              label="Price ($)"
              htmlFor={`service-${row.key}-price`}
              style={{ flex: '1 1 110px', marginBottom: 4 }}
              {...field(`services.${index}.price`)}
            >
              <InputNumber
                id={`service-${row.key}-price`}
                min={0}
                step={0.01}
                precision={2}
                style={{ width: '100%' }}
                value={row.price}
                onChange={(value) => setRow(row.key, { price: value })}
              />
            </Form.Item>
            <Form.Item
              label="Quantity"
              htmlFor={`service-${row.key}-quantity`}
              style={{ flex: '1 1 90px', marginBottom: 4 }}
              {...field(`services.${index}.quantity`)}
            >
              <InputNumber
                id={`service-${row.key}-quantity`}
                min={1}
                step={1}
                precision={0}
                style={{ width: '100%' }}
                value={row.quantity}
                onChange={(value) => setRow(row.key, { quantity: value })}
              />
            </Form.Item>
            <Button
              danger
              style={{ marginTop: 30 }}
              disabled={draft.services.length === 1}
              aria-label={`Remove service ${index + 1}`}
              onClick={() =>
                set(
                  'services',
                  draft.services.filter((item) => item.key !== row.key),
                )
              }
            >
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      <Button onClick={() => set('services', [...draft.services, newRow()])}>Add service</Button>
      <dl
        aria-label="Quote total preview"
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          gap: '2px 16px',
          marginTop: 16,
        }}
      >
        <dt>Subtotal</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(preview.subtotal)}</dd>
        <dt>Taxes (8%)</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMoney(preview.taxes)}</dd>
        <dt>
          <strong>Total</strong>
        </dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>
          <strong>{formatMoney(preview.totalCost)}</strong>
        </dd>
      </dl>
    </>
  );

  const terms = (
    <>
      <Form.Item label="Terms" htmlFor="quote-terms" {...field('terms')}>
        <Input.TextArea
          id="quote-terms"
          rows={5}
          value={draft.terms}
          onChange={(event) => set('terms', event.target.value)}
        />
      </Form.Item>
      <Form.Item label="Notes" htmlFor="quote-notes" {...field('notes')}>
        <Input.TextArea
          id="quote-notes"
          rows={4}
          value={draft.notes}
          onChange={(event) => set('notes', event.target.value)}
        />
      </Form.Item>
    </>
  );

  const templateList = templates.isPending ? (
    <Spin />
  ) : templates.isError ? (
    <p role="alert">{errorMessage(templates.error, 'The templates could not be loaded.')}</p>
  ) : !templates.data?.length ? (
    <Empty description="No templates yet" />
  ) : (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {templates.data.map((template) => (
        <li key={template.id}>
          <Card size="small" title={template.name}>
            <p style={{ margin: '0 0 8px' }}>
              {template.services.length} service{template.services.length === 1 ? '' : 's'} —{' '}
              {formatMoney(quoteTotals(template.services).subtotal)} before taxes
            </p>
            <Button onClick={() => applyTemplate(template)} aria-label={`Use template ${template.name}`}>
              Use template
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );

  return (
    <Modal
      open
      title={quote ? 'Edit quote' : 'Create quote'}
      onCancel={onClose}
      width={720}
      okText={quote ? 'Save changes' : 'Create quote'}
      onOk={submit}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'basic', label: 'Basic Info', children: basic },
            { key: 'services', label: 'Services', children: services },
            { key: 'terms', label: 'Terms', children: terms },
            { key: 'templates', label: 'Templates', children: templateList },
          ]}
        />
      </Form>
    </Modal>
  );
}

/** The Agent Office "Quotes" tab: quote cards and the create/edit dialog. */
export function QuotesTab() {
  const quotes = useQuotes();
  const [editing, setEditing] = useState<AgentQuote | null | undefined>(undefined);
  const sorted = useMemo(() => quotes.data ?? [], [quotes.data]);

  return (
    <section aria-labelledby="quotes-title" className="office__panel">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
        }}
      >
        <h2 id="quotes-title" style={{ margin: 0 }}>
          Quote Management
        </h2>
        <Button type="primary" onClick={() => setEditing(null)}>
          New quote
        </Button>
      </div>
      <div style={{ marginTop: 16 }}>
        {quotes.isPending ? (
          <Spin />
        ) : quotes.isError ? (
          <p role="alert">{errorMessage(quotes.error, 'The quotes could not be loaded.')}</p>
        ) : sorted.length === 0 ? (
          <Empty description="No quotes yet. Create your first quote." />
        ) : (
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}
          >
            {sorted.map((quote) => (
              <QuoteCard key={quote.id} quote={quote} onEdit={() => setEditing(quote)} />
            ))}
          </div>
        )}
      </div>
      {editing !== undefined && <QuoteDialog quote={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
