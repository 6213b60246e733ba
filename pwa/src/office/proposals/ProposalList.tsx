import { useState } from 'react';
import { Button, Card, Empty, Spin } from 'antd';
import { DEFAULT_ACCENT_COLOR, type Proposal } from '@contract/proposals';
import { formatMoney } from '@contract/money';
import { formatLongDate } from '@contract/dates';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { errorMessage } from '@pwa/lib/errorMessage';
import type { useProposals } from './api';
import { capital, clientName } from './draft';
import { usePaged } from '../shared/paging';

/** The proposals list scrolls inside this height so the detail panel stays in view. */
const LIST_MAX_HEIGHT = 600;

function ProposalItem({
  proposal,
  selected,
  onSelect,
}: {
  proposal: Proposal;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Card
      size="small"
      style={{ borderColor: selected ? DEFAULT_ACCENT_COLOR : undefined }}
      title={
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
          aria-pressed={selected}
          onClick={onSelect}
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
          {proposal.validUntil ? `Valid until ${formatLongDate(proposal.validUntil)}` : 'No expiration'}
        </span>
      </div>
    </Card>
  );
}

/** The scrolling list of proposals, a page at a time; choosing one shows it in the detail panel. */
export function ProposalList({
  proposals,
  selected,
  onSelect,
}: {
  proposals: ReturnType<typeof useProposals>;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const list = proposals.data ?? [];
  // A proposal just created or duplicated is the newest and gets selected: page 1 shows it.
  const [newestSelected, setNewestSelected] = useState<string | null>(null);
  if (selected && selected === list[0]?.id && selected !== newestSelected) setNewestSelected(selected);
  const page = usePaged(list, { resetKey: newestSelected, label: 'Proposal pages' });
  return (
    <div>
      <div style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }} aria-label="Proposals" role="region">
        {proposals.isPending || !proposals.data ? (
          <Spin />
        ) : proposals.isError ? (
          <p role="alert">{errorMessage(proposals.error, 'The proposals could not be loaded.')}</p>
        ) : proposals.data.length === 0 ? (
          <Empty description="No proposals yet. Create your first proposal." />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {page.items.map((proposal) => (
              <li key={proposal.id}>
                <ProposalItem
                  proposal={proposal}
                  selected={proposal.id === selected}
                  onSelect={() => onSelect(proposal.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Outside the scrolling area, so the pager stays in reach however long the page is. */}
      {page.pager}
    </div>
  );
}
