import { useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Drawer, List, Space, Spin, Tag } from 'antd';
import { brand } from '@contract/brand';
import { formatLongDate } from '@contract/dates';
import { budgetLabel, TRAVEL_TYPE_LABELS } from '@contract/leadOptions';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadDetail, type LeadStatus } from '@contract/leadQueue';
import type { TripPlan } from '@contract/tripPlans';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useSyncEngine } from '@pwa/offline/officeData';
import { ApiError } from '@pwa/lib/api';
import { ComposeDialog, EMPTY_COMPOSE, type ComposeValues } from '../email/ComposeDialog';
import { quotePaymentLabel } from '../overview/OverviewTab';
import { QuoteDialog } from '../quotes/QuoteDialog';
import { TripPlanForm, type TripPlanDraft } from '../tripPlanning/TripPlanForm';
import { useConvertLead, useLead, useSetLeadStatus, useTakeLead } from './api';

const STATUS_COLOURS: Record<LeadStatus, string> = {
  new: 'gold',
  responded: 'blue',
  won: 'green',
  lost: 'red',
};

export function LeadStatusTag({ status }: { status: LeadStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{LEAD_STATUS_LABELS[status]}</Tag>;
}

/** What an agent may do next with a lead in each status, as buttons. */
const NEXT_STATUSES: Record<LeadStatus, Array<{ status: LeadStatus; label: string }>> = {
  new: [
    { status: 'responded', label: 'Mark responded' },
    { status: 'won', label: 'Won' },
    { status: 'lost', label: 'Lost' },
  ],
  responded: [
    { status: 'won', label: 'Won' },
    { status: 'lost', label: 'Lost' },
    { status: 'new', label: 'Back to waiting' },
  ],
  won: [{ status: 'new', label: 'Reopen' }],
  lost: [{ status: 'new', label: 'Reopen' }],
};

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** "Saint Lucia" and "Central Florida" are places a plan goes to; the other types are not. */
const PLACES = ['saint-lucia', 'central-florida'] as const;

/** The reply's first values: to the visitor, about what they asked, from the agent. */
function replyOf(lead: LeadDetail, agentName: string): ComposeValues {
  const topic = lead.contact?.subject ?? (lead.kind === 'quote' ? 'your quote request' : 'your message');
  return {
    ...EMPTY_COMPOSE,
    to: lead.email ?? '',
    subject: `Re: ${topic}`,
    body: `Dear ${lead.name},\n\nThank you for contacting ${brand.name}.\n\n\n\nBest regards,\n${agentName}`,
    clientId: lead.client?.id,
  };
}

/** A new trip plan from what the visitor asked: their dates, places and budget. */
function tripPlanOf(lead: LeadDetail): TripPlanDraft {
  const quote = lead.quote as {
    departureDate?: string | null;
    returnDate?: string | null;
    travelTypes?: string[];
    specialRequests?: string | null;
  } | null;
  const places = (quote?.travelTypes ?? [])
    .filter((type): type is (typeof PLACES)[number] => (PLACES as readonly string[]).includes(type))
    .map((type) => TRAVEL_TYPE_LABELS[type]);
  const plan: TripPlan = {
    id: '',
    agentId: null,
    clientId: lead.client?.id ?? null,
    clientName: lead.client?.name ?? null,
    name: `Trip for ${lead.name}`,
    description: [lead.summary, quote?.specialRequests].filter(Boolean).join('\n\n') || null,
    destinations: places,
    duration: quote?.departureDate && quote.returnDate ? days(quote.departureDate, quote.returnDate) : null,
    budget: null,
    currency: 'USD',
    travelStyle: null,
    activities: [],
    accommodations: [],
    transportation: [],
    tags: ['website lead'],
    isTemplate: false,
    createdAt: '',
    updatedAt: '',
  };
  return { id: '', plan };
}

/** Label and value pairs as a bordered list, the blank ones left out. */
function FieldList({ fields }: { fields: Array<[string, ReactNode]> }) {
  const items = fields
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => ({ key: label, label, children: <span className="leads__text">{value}</span> }));
  return items.length === 0 ? null : <Descriptions column={1} size="small" bordered items={items} />;
}

/** Every field the visitor sent with a quote request, as the agent reads them. */
function QuoteFields({ quote }: { quote: Record<string, unknown> }) {
  const text = (key: string) => (quote[key] as string | null) ?? null;
  const types = ((quote.travelTypes as string[] | null) ?? [])
    .map((type) => TRAVEL_TYPE_LABELS[type as keyof typeof TRAVEL_TYPE_LABELS] ?? type)
    .join(', ');
  const budget = text('budgetRange');
  return (
    <FieldList
      fields={[
        ['Name', `${text('firstName') ?? ''} ${text('lastName') ?? ''}`.trim()],
        ['Group', text('groupName')],
        ['Travelers', text('numberOfTravelers')],
        ['Departure', text('departureDate') ? formatLongDate(text('departureDate')) : null],
        ['Return', text('returnDate') ? formatLongDate(text('returnDate')) : null],
        ['Travel types', types],
        ['Budget', budget ? budgetLabel(budget) : null],
        ['Departure location', text('departureLocation')],
        ['Special requests', text('specialRequests')],
        ['Passport information', text('passportInfo')],
        ['Emergency contact', text('emergencyContact')],
      ]}
    />
  );
}

interface LeadDrawerProps {
  leadId: string | null;
  onClose: () => void;
}

/** A lead opened: what the visitor sent, and every step an agent takes with it. */
export function LeadDrawer({ leadId, onClose }: LeadDrawerProps) {
  const lead = useLead(leadId);
  const { user } = useCurrentUser();
  const take = useTakeLead();
  const setStatus = useSetLeadStatus();
  const convert = useConvertLead();
  const engine = useSyncEngine();
  const [reply, setReply] = useState<ComposeValues | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [plan, setPlan] = useState<TripPlanDraft | null>(null);
  const data = lead.data;
  const busy = take.isPending || setStatus.isPending || convert.isPending;
  const mine = data?.assignedTo?.id === user?.id;
  const agentName = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || brand.name;

  const failed = (error: unknown) =>
    toast.error('Error', errorMessage(error, 'The lead could not be changed.'));
  const done = (answer: { message: string }) => toast.success(answer.message);

  const makeClient = (clientId: string | null) =>
    convert.mutate(
      { id: data!.id, clientId },
      {
        onSuccess: (answer) => {
          done(answer);
          // The new client reaches this device with the next pull: ask for it now.
          engine?.soon();
        },
        onError: (error) => {
          // Someone made the client meanwhile: the lead, read again, offers them.
          if (error instanceof ApiError && error.status === 409) void lead.refetch();
          failed(error);
        },
      },
    );

  return (
    <Drawer
      title={data ? data.name : 'Lead'}
      open={Boolean(leadId)}
      onClose={onClose}
      size="large"
      className="leads__drawer"
    >
      {lead.isPending ? (
        <Spin />
      ) : lead.isError || !data ? (
        <p role="alert">
          {errorMessage(lead.error, 'This lead could not be loaded. Leads open when you are online.')}
        </p>
      ) : (
        <div className="leads__detail">
          <Space wrap>
            <Tag>{LEAD_KIND_LABELS[data.kind]}</Tag>
            <LeadStatusTag status={data.status} />
            {data.payment && <Tag color="green">{quotePaymentLabel(data.payment)}</Tag>}
          </Space>
          <p>
            {data.email && <a href={`mailto:${data.email}`}>{data.email}</a>}
            {data.phone ? ` · ${data.phone}` : ''}
            <br />
            Received {formatLongDate(data.createdAt)}
            {data.respondedAt ? ` · first answered ${formatLongDate(data.respondedAt)}` : ''}
          </p>
          <p role="status">
            {data.assignedTo
              ? mine
                ? 'You have taken this lead.'
                : `Taken by ${data.assignedTo.name}.`
              : 'Nobody has taken this lead yet.'}
          </p>

          <Space wrap className="leads__actions">
            {!mine && (
              <Button
                type="primary"
                disabled={busy || (Boolean(data.assignedTo) && user?.role !== 'admin')}
                onClick={() => take.mutate(data.id, { onSuccess: done, onError: failed })}
              >
                Take lead
              </Button>
            )}
            <Button disabled={!data.email} onClick={() => setReply(replyOf(data, agentName))}>
              Reply by e-mail
            </Button>
            {NEXT_STATUSES[data.status].map((next) => (
              <Button
                key={next.status}
                disabled={busy}
                onClick={() =>
                  setStatus.mutate({ id: data.id, status: next.status }, { onSuccess: done, onError: failed })
                }
              >
                {next.label}
              </Button>
            ))}
          </Space>

          <h3>Client</h3>
          {data.client ? (
            <>
              <p>
                Client: <strong>{data.client.name}</strong>
              </p>
              <Space wrap>
                <Button onClick={() => setQuoting(true)}>Start a quote</Button>
                <Button onClick={() => setPlan(tripPlanOf(data))}>Start a trip plan</Button>
              </Space>
            </>
          ) : data.matchingClients.length > 0 ? (
            <Alert
              type="info"
              showIcon
              title={`${data.matchingClients[0].name} is already a client with this e-mail address.`}
              action={
                <Button size="small" disabled={busy} onClick={() => makeClient(data.matchingClients[0].id)}>
                  Use this client
                </Button>
              }
            />
          ) : (
            <>
              <p>Not a client yet. The client is made from what the visitor sent, with nothing to retype.</p>
              <Button disabled={busy || !data.email} onClick={() => makeClient(null)}>
                Make a client
              </Button>
            </>
          )}

          {data.quote && (
            <>
              <h3>Quote request</h3>
              <QuoteFields quote={data.quote} />
            </>
          )}
          {data.contact && (
            <>
              <h3>Message</h3>
              <FieldList
                fields={[
                  ['Subject', data.contact.subject],
                  ['Budget', data.contact.budgetRange ? budgetLabel(data.contact.budgetRange) : null],
                  ['Message', data.contact.message],
                ]}
              />
            </>
          )}
          {data.conversation.length > 0 && (
            <>
              <h3>Conversation with {brand.assistantName}</h3>
              <List
                aria-label="Conversation"
                size="small"
                dataSource={data.conversation}
                renderItem={(message) => (
                  <List.Item>
                    <div>
                      <strong>{message.role === 'user' ? data.name : brand.assistantName}:</strong>{' '}
                      <span className="leads__text">{message.content}</span>
                    </div>
                  </List.Item>
                )}
              />
            </>
          )}
        </div>
      )}
      {reply && <ComposeDialog initial={reply} onClose={() => setReply(null)} />}
      {quoting && data && (
        <QuoteDialog
          quote={null}
          start={{ title: `Quote for ${data.name}`, clientId: data.client?.id ?? '', notes: data.summary }}
          onClose={() => setQuoting(false)}
        />
      )}
      {plan && <TripPlanForm draft={plan} onClose={() => setPlan(null)} />}
    </Drawer>
  );
}
