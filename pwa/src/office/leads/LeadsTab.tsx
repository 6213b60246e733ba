import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Empty, List, Pagination, Segmented, Space, Spin, Tag } from 'antd';
import { formatLongDate } from '@contract/dates';
import { LEAD_KIND_LABELS, LEAD_VIEWS, type LeadView } from '@contract/leadQueue';
import { useIsOnline } from '@pwa/components/OfflinePage';
import { errorStatus } from '@pwa/lib/errorMessage';
import { quotePaymentLabel } from '../overview/OverviewTab';
import { ServerQueueFailure } from '../shared/ServerQueueFailure';
import { ApprovalPendingNotice, useAwaitingApproval } from '../shared/sendingApproval';
import { useLeads } from './api';
import { LeadDrawer, LeadStatusTag } from './LeadDrawer';
import './leads.css';

/** The address parameter naming the lead open in the drawer. */
export const LEAD_PARAM = 'lead';

const VIEW_LABELS: Record<LeadView, string> = {
  waiting: 'Waiting',
  mine: 'Mine',
  responded: 'Responded',
  closed: 'Won or lost',
  all: 'All',
};

const EMPTY: Record<LeadView, string> = {
  waiting: 'No leads are waiting for an answer.',
  mine: 'You have no open leads. Take one from Waiting.',
  responded: 'No leads are waiting on the visitor.',
  closed: 'No leads were won or lost yet.',
  all: 'No leads yet.',
};

/**
 * The office's lead queue: quote requests, contact messages, paid consultations and chat
 * hand-offs, newest first, each opened in a drawer where it is taken, answered, made a client
 * and won or lost.
 */
export function LeadsTab() {
  const [view, setView] = useState<LeadView>('waiting');
  const [page, setPage] = useState(1);
  // The open lead is in the address (?lead=), so a notice or a shared link opens it too.
  const [params, setParams] = useSearchParams();
  const openId = params.get(LEAD_PARAM);
  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(LEAD_PARAM, id);
        else next.delete(LEAD_PARAM);
        return next;
      },
      { replace: true },
    );
  const online = useIsOnline();
  const awaitingApproval = useAwaitingApproval();
  const leads = useLeads(view, page);
  const answer = leads.data;

  const choose = (next: LeadView) => {
    setView(next);
    setPage(1);
  };

  let body;
  // An agent known to await approval is told so at once, online or not; one approved since
  // the session was read gets the queue, and the server's refusal says the same.
  if (!answer && (awaitingApproval || errorStatus(leads.error) === 403)) {
    body = <ApprovalPendingNotice what="Website leads" />;
  } else if (!answer && (leads.isError || !online)) {
    // Offline, a first visit's query waits for the network rather than failing: say so at once.
    body = (
      <ServerQueueFailure
        what="leads"
        whyOnline="Leads are worked on the server, so two agents never answer one visitor: this tab is available when you are online."
        online={online}
        error={leads.error}
        onRetry={() => void leads.refetch()}
        retrying={leads.isFetching}
      />
    );
  } else if (!answer) body = <Spin description="Loading leads..." />;
  else if (answer.leads.length === 0) body = <Empty description={EMPTY[view]} />;
  else {
    body = (
      <>
        <List
          aria-label="Leads"
          className="leads__list"
          dataSource={answer.leads}
          renderItem={(lead) => (
            <List.Item
              extra={
                <Button onClick={() => setOpenId(lead.id)} aria-label={`Open the lead of ${lead.name}`}>
                  Open
                </Button>
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <span>{lead.name}</span>
                    <LeadStatusTag status={lead.status} />
                    <Tag>{LEAD_KIND_LABELS[lead.kind]}</Tag>
                    {lead.payment && <Tag color="green">{quotePaymentLabel(lead.payment)}</Tag>}
                  </Space>
                }
                description={
                  <>
                    {lead.summary && <span className="leads__summary">{lead.summary}</span>}
                    <br />
                    Received {formatLongDate(lead.createdAt)}
                    {' · '}
                    {lead.assignedTo ? `Taken by ${lead.assignedTo.name}` : 'Not taken'}
                    {lead.client ? ` · Client: ${lead.client.name}` : ''}
                  </>
                }
              />
            </List.Item>
          )}
        />
        {answer.total > answer.pageSize && (
          <Pagination
            className="leads__pages"
            current={answer.page}
            pageSize={answer.pageSize}
            total={answer.total}
            showSizeChanger={false}
            onChange={setPage}
            aria-label="Lead pages"
          />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="leads-title" className="office__panel">
      <div className="leads__head">
        <h2 id="leads-title">Leads</h2>
        {answer && (
          <span role="status" className="leads__count">
            {answer.total} {answer.total === 1 ? 'lead' : 'leads'}
          </span>
        )}
      </div>
      <Segmented
        aria-label="Which leads"
        value={view}
        onChange={(value) => choose(value as LeadView)}
        options={LEAD_VIEWS.map((key) => ({ value: key, label: VIEW_LABELS[key] }))}
      />
      <div className="leads__body">{body}</div>
      <LeadDrawer leadId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
