import { Alert, Button, Card, Empty, Popconfirm, Space, Spin, Tooltip } from 'antd';
import { proposalMessages, type Proposal } from '@contract/proposals';
import { acceptanceMessages, isFrozen } from '@contract/proposalAcceptance';
import { formatMoney } from '@contract/money';
import { formatLongDate } from '@contract/dates';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { authorsAbilities } from '@pwa/offline/abilities';
import {
  useDeleteProposal,
  useDownloadProposalPdf,
  useDuplicateProposal,
  useProposal,
  useSendProposal,
  type OfficeProposal,
} from './api';
import { capital, clientName, proposalToasts } from './draft';
import { AwaitingApprovalNotice, useMaySendMail } from '../shared/sendingApproval';

const value = { margin: 0 } as const;

/** What pressing Send does, said before it is done: the client is e-mailed, which cannot be taken back. */
function sendingExplained(proposal: Proposal): string {
  const who = proposal.client ? `${proposal.client.firstName} ${proposal.client.lastName}` : 'The client';
  return (
    `${who} gets an e-mail with a link to read this proposal and accept or decline it, and its ` +
    'status becomes Sent. Without a connection it goes out at the next sync.'
  );
}

/**
 * The actions on one proposal; sending is offered only while it is a draft. An accepted one
 * cannot be edited: what the client accepted stays as it is, and "New version" opens a copy.
 */
function ProposalActions({
  proposal,
  onEdit,
  onDuplicated,
  onDeleted,
}: {
  proposal: OfficeProposal;
  onEdit: (proposal: Proposal) => void;
  onDuplicated: (copy: Proposal, opened: boolean) => void;
  onDeleted: () => void;
}) {
  const send = useSendProposal();
  const pdf = useDownloadProposalPdf();
  const duplicate = useDuplicateProposal();
  const remove = useDeleteProposal();
  // What the server said this user may do; one made here and not synced yet is its author's.
  const userMaySend = useMaySendMail();
  const may = proposal.abilities ?? authorsAbilities(userMaySend);
  // Sent on this device and not synced yet: the abilities of the last pull still read "draft".
  const maySend = may.send && proposal.status === 'draft';
  const frozen = isFrozen(proposal.status);
  const copy = (open: boolean) =>
    duplicate.mutate(proposal.id, {
      onSuccess: (made) => {
        toast.success(proposalMessages.created);
        onDuplicated(made, open);
      },
      onError: (error) => toast.error(proposalToasts.duplicateFailed, errorMessage(error)),
    });
  return (
    <>
      {!may.send && proposal.status === 'draft' && <AwaitingApprovalNotice />}
      {frozen && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            proposal.acceptedAt
              ? `Accepted on ${formatLongDate(proposal.acceptedAt)}`
              : 'Accepted by the client'
          }
          description={<span id="proposal-frozen-hint">{acceptanceMessages.frozenHint}</span>}
        />
      )}
      <Space wrap style={{ marginBottom: 16 }}>
        <Popconfirm
          title={`Send this proposal to ${clientName(proposal)}?`}
          description={<span style={{ display: 'block', maxWidth: 320 }}>{sendingExplained(proposal)}</span>}
          okText="Send"
          cancelText="Not yet"
          disabled={!maySend}
          onConfirm={() =>
            send.mutate(proposal.id, {
              onSuccess: () => toast.success(proposalMessages.sent),
              onError: (error) => toast.error(proposalToasts.sendFailed, errorMessage(error)),
            })
          }
        >
          <Button type="primary" disabled={!maySend} loading={send.isPending}>
            Send to Client
          </Button>
        </Popconfirm>
        <Button
          loading={pdf.isPending}
          onClick={() =>
            pdf.mutate(proposal.id, {
              onSuccess: () => toast.success(proposalToasts.pdfDownloaded),
              onError: (error) => toast.error(proposalToasts.pdfFailed, errorMessage(error)),
            })
          }
        >
          Download PDF
        </Button>
        {!may.edit ? (
          <>
            <Tooltip title={acceptanceMessages.frozenHint}>
              <Button disabled aria-describedby="proposal-frozen-hint">
                Edit
              </Button>
            </Tooltip>
            <Button loading={duplicate.isPending} onClick={() => copy(true)}>
              New version
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => onEdit(proposal)}>Edit</Button>
            <Button loading={duplicate.isPending} onClick={() => copy(false)}>
              Duplicate
            </Button>
          </>
        )}
        {!may.delete ? (
          // What the client accepted is the agency's record of the agreement: it is kept.
          <Tooltip title={acceptanceMessages.kept}>
            <Button danger disabled>
              Delete
            </Button>
          </Tooltip>
        ) : (
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
                (error: unknown) => toast.error(proposalToasts.deleteFailed, errorMessage(error)),
              )
            }
          >
            <Button danger>Delete</Button>
          </Popconfirm>
        )}
      </Space>
    </>
  );
}

/** The detail panel of the selected proposal, as this device has it. */
export function ProposalDetail({
  id,
  onEdit,
  onDuplicated,
  onDeleted,
}: {
  id: string;
  onEdit: (proposal: Proposal) => void;
  /** `opened`: made as a new version of an accepted proposal, to be edited at once. */
  onDuplicated: (copy: Proposal, opened: boolean) => void;
  onDeleted: () => void;
}) {
  const detail = useProposal(id);
  if (detail.isPending) return <Spin />;
  const proposal = detail.data;
  // Deleted meanwhile (here, in another tab or by a sync): the list no longer offers it either.
  if (!proposal) return <Empty description="This proposal is no longer available." />;

  return (
    <Card
      title={<span style={{ whiteSpace: 'normal' }}>{proposal.title}</span>}
      extra={<StatusBadge status={proposal.status} />}
      role="region"
      aria-label="Proposal details"
    >
      <ProposalActions
        proposal={proposal}
        onEdit={onEdit}
        onDuplicated={onDuplicated}
        onDeleted={onDeleted}
      />
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        <dt>Client</dt>
        <dd style={value}>{clientName(proposal)}</dd>
        <dt>Template</dt>
        <dd style={value}>{capital(proposal.template)}</dd>
        <dt>Total value</dt>
        <dd style={value}>{formatMoney(proposal.totalValue, proposal.currency)}</dd>
        <dt>Created</dt>
        <dd style={value}>{formatLongDate(proposal.createdAt)}</dd>
        <dt>Valid until</dt>
        <dd style={value}>{proposal.validUntil ? formatLongDate(proposal.validUntil) : 'No expiration'}</dd>
        {proposal.sentAt && (
          <>
            <dt>Sent on</dt>
            <dd style={value}>{formatLongDate(proposal.sentAt)}</dd>
          </>
        )}
        {proposal.publicUrl && (
          <>
            <dt>Client link</dt>
            <dd style={{ ...value, overflowWrap: 'anywhere' }}>
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
