import { Button, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { fieldMessages } from '@contract/fieldMessages';
import { EMAIL_PRIORITIES, EmailDraftInput, EmailSendInput, type EmailTemplateId } from '@contract/emails';
import { toast } from '@pwa/components/toast';
import type { LocalRecord } from '@pwa/offline/db';
import { errorMessage } from '@pwa/lib/errorMessage';
import {
  useEmailClients,
  useEmailLinks,
  useEmailTemplates,
  useRenderEmailTemplate,
  useSaveDraft,
  useSendEmail,
  type EmailLink,
  type EmailPayload,
} from './api';
import { templateOptions } from './format';
import { AwaitingApprovalNotice, useMaySendMail } from '../shared/sendingApproval';

export interface ComposeValues {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
  priority: (typeof EMAIL_PRIORITIES)[number];
  template: EmailTemplateId | undefined;
  clientId: string | undefined;
  relatedQuoteId: string | undefined;
  relatedItineraryId: string | undefined;
  /** The draft being edited; absent for a new e-mail. */
  id?: string;
  /** The draft as the dialog opened it: what Save and Send change it from. */
  opened?: LocalRecord;
}

export const EMPTY_COMPOSE: ComposeValues = {
  to: '',
  cc: '',
  bcc: '',
  subject: '',
  body: '',
  priority: 'normal',
  template: undefined,
  clientId: undefined,
  relatedQuoteId: undefined,
  relatedItineraryId: undefined,
};

const FIELDS = Object.keys(EMPTY_COMPOSE) as Array<keyof ComposeValues>;

/** The templates that name a quote, or an itinerary and its bookings. */
const NAMES_QUOTE: readonly EmailTemplateId[] = ['quote_follow_up'];
const NAMES_ITINERARY: readonly EmailTemplateId[] = ['booking_confirmation', 'itinerary_share'];

function toPayload(values: ComposeValues): EmailPayload {
  return {
    to: values.to ?? '',
    cc: values.cc?.trim() || null,
    bcc: values.bcc?.trim() || null,
    subject: values.subject ?? '',
    body: values.body ?? '',
    priority: values.priority ?? 'normal',
    template: values.template ?? null,
    clientId: values.clientId ?? null,
    relatedQuoteId: values.relatedQuoteId ?? null,
    relatedItineraryId: values.relatedItineraryId ?? null,
  };
}

interface ComposeDialogProps {
  /** Null: closed; otherwise the starting values (blank, a reply, or a draft to finish). */
  initial: ComposeValues | null;
  onClose: () => void;
}

/** The compose dialog of the Email Center. */
export function ComposeDialog({ initial, onClose }: ComposeDialogProps) {
  const [form] = Form.useForm<ComposeValues>();
  // Its form is built on the first opening, not with the Email Center; once built it stays,
  // and so do the lists it offers.
  const [opened, setOpened] = useState(initial !== null);
  if (initial !== null && !opened) setOpened(true);
  const clients = useEmailClients(opened);
  const chosenClient = Form.useWatch('clientId', form) as string | undefined;
  const chosenTemplate = Form.useWatch('template', form) as EmailTemplateId | undefined;
  const links = useEmailLinks(opened);
  const linkOptions = (list: EmailLink[] | undefined) =>
    (list ?? [])
      .filter((entry) => !chosenClient || entry.clientId === chosenClient)
      .map((entry) => ({ value: entry.id, label: entry.title }));
  const templates = useEmailTemplates();
  const renderTemplate = useRenderEmailTemplate();
  const send = useSendEmail();
  const saveDraft = useSaveDraft();

  useEffect(() => {
    if (initial) {
      form.resetFields();
      form.setFieldsValue(initial);
    }
  }, [initial, form]);

  /** Shows the schema's messages on their fields; true when there were none. */
  const check = (schema: typeof EmailSendInput | typeof EmailDraftInput, payload: EmailPayload) => {
    const result = v.safeParse(schema, payload);
    const errors = result.success ? {} : fieldMessages(result.issues, { topLevel: true });
    form.setFields(FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    return result.success;
  };

  const onSend = () => {
    const payload = toPayload(form.getFieldsValue(true) as ComposeValues);
    if (!check(EmailSendInput, payload)) return;
    send.mutate(
      { ...payload, id: initial?.id ?? null, opened: initial?.opened ?? null },
      {
        onSuccess: () => {
          toast.success('Email sent successfully!');
          onClose();
        },
        onError: (error) => toast.error('Failed to send email', errorMessage(error)),
      },
    );
  };

  const onSaveDraft = () => {
    const payload = toPayload(form.getFieldsValue(true) as ComposeValues);
    if (!check(EmailDraftInput, payload)) return;
    saveDraft.mutate(
      { ...payload, id: initial?.id ?? null, opened: initial?.opened ?? null },
      {
        onSuccess: () => {
          toast.success('Draft saved successfully!');
          onClose();
        },
        onError: (error) => toast.error('Failed to save draft', errorMessage(error)),
      },
    );
  };

  const onTemplate = (template: EmailTemplateId | undefined) => {
    if (!template) return;
    const values = form.getFieldsValue(true) as ComposeValues;
    renderTemplate.mutate(
      {
        template,
        clientId: values.clientId ?? null,
        quoteId: NAMES_QUOTE.includes(template) ? (values.relatedQuoteId ?? null) : null,
        itineraryId: NAMES_ITINERARY.includes(template) ? (values.relatedItineraryId ?? null) : null,
      },
      {
        // New text: what was said of the old one (a placeholder left) no longer holds.
        onSuccess: (filled) =>
          form.setFields([
            { name: 'subject', value: filled.subject, errors: [] },
            { name: 'body', value: filled.body, errors: [] },
          ]),
        onError: (error) => toast.error('Failed to load template', errorMessage(error)),
      },
    );
  };

  /** The client's address fills an empty To. */
  const addressTo = (clientId: string | undefined) => {
    const client = clients.data?.find((candidate) => candidate.id === clientId);
    if (client && !form.getFieldValue('to')) form.setFieldsValue({ to: client.email });
  };

  const onClient = (clientId: string | undefined) => {
    addressTo(clientId);
    // A quote or itinerary of another client no longer fits.
    const values = form.getFieldsValue(true) as ComposeValues;
    const otherClient = (list: EmailLink[] | undefined, id: string | undefined) =>
      Boolean(clientId && id && list?.find((entry) => entry.id === id)?.clientId !== clientId);
    if (otherClient(links.data?.quotes, values.relatedQuoteId)) {
      form.setFieldsValue({ relatedQuoteId: undefined });
    }
    if (otherClient(links.data?.itineraries, values.relatedItineraryId)) {
      form.setFieldsValue({ relatedItineraryId: undefined });
    }
    rerender();
  };

  /** Fills the chosen template again once what it names changes. */
  const rerender = () => {
    const template = form.getFieldValue('template') as EmailTemplateId | undefined;
    if (template) onTemplate(template);
  };

  /** A quote or itinerary chosen before any client files the e-mail under its client. */
  const onLink = (list: EmailLink[] | undefined) => (id: string | undefined) => {
    const owner = list?.find((entry) => entry.id === id)?.clientId ?? undefined;
    if (owner && !form.getFieldValue('clientId')) {
      form.setFieldsValue({ clientId: owner });
      addressTo(owner);
    }
    rerender();
  };

  const pending = send.isPending || saveDraft.isPending;
  const maySend = useMaySendMail();

  return (
    <Modal
      open={initial !== null}
      title="Compose Email"
      onCancel={onClose}
      width={720}
      // A laptop's screen shows the whole dialog: fields, message and buttons (see emailCenter.css).
      style={{ top: 16, paddingBottom: 0 }}
      classNames={{ container: 'email-compose', body: 'email-compose__body' }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="draft" onClick={onSaveDraft} loading={saveDraft.isPending} disabled={pending}>
          Save Draft
        </Button>,
        <Button
          key="send"
          type="primary"
          onClick={onSend}
          loading={send.isPending}
          disabled={pending || !maySend}
        >
          Send
        </Button>,
      ]}
    >
      {!maySend && <AwaitingApprovalNotice />}
      <Form<ComposeValues>
        form={form}
        layout="vertical"
        name="compose-email"
        className="email-compose__form"
        initialValues={EMPTY_COMPOSE}
      >
        <div className="email-compose__row">
          <Form.Item label="Client" name="clientId">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="No client"
              loading={clients.isPending}
              onChange={onClient}
              options={(clients.data ?? []).map((client) => ({
                value: client.id,
                label: `${client.firstName} ${client.lastName}`,
              }))}
            />
          </Form.Item>
          <Form.Item label="Template" name="template">
            <Select
              allowClear
              placeholder="No template"
              loading={templates.isPending || renderTemplate.isPending}
              onChange={onTemplate}
              options={templateOptions(templates.data)}
            />
          </Form.Item>
        </div>
        {chosenTemplate && NAMES_QUOTE.includes(chosenTemplate) && (
          <Form.Item label="Quote" name="relatedQuoteId" preserve={false}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose the quote to follow up"
              notFoundContent={chosenClient ? 'No quotes for this client' : 'No quotes yet'}
              onChange={onLink(links.data?.quotes)}
              options={linkOptions(links.data?.quotes)}
            />
          </Form.Item>
        )}
        {chosenTemplate && NAMES_ITINERARY.includes(chosenTemplate) && (
          <Form.Item label="Itinerary" name="relatedItineraryId" preserve={false}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose the itinerary"
              notFoundContent={chosenClient ? 'No itineraries for this client' : 'No itineraries yet'}
              onChange={onLink(links.data?.itineraries)}
              options={linkOptions(links.data?.itineraries)}
            />
          </Form.Item>
        )}
        <Form.Item label="To" name="to" required>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <div className="email-compose__row">
          <Form.Item label="Cc" name="cc">
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Bcc" name="bcc">
            <Input autoComplete="off" />
          </Form.Item>
        </div>
        <div className="email-compose__row">
          <Form.Item label="Subject" name="subject" required>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item label="Priority" name="priority">
            <Select
              options={EMAIL_PRIORITIES.map((priority) => ({
                value: priority,
                label: priority.charAt(0).toUpperCase() + priority.slice(1),
              }))}
            />
          </Form.Item>
        </div>
        <Form.Item label="Message" name="body" required className="email-compose__message">
          <Input.TextArea rows={8} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
