import { useState } from 'react';
import { Button, Empty } from 'antd';
import type { Proposal } from '@contract/proposals';
import { useProposals } from './api';
import { ProposalDetail } from './ProposalDetail';
import { ProposalDialog } from './ProposalDialog';
import { ProposalList } from './ProposalList';

/** The Agent Office "Proposals" tab: list, detail panel and the create/edit dialog. */
export function ProposalsTab() {
  const proposals = useProposals();
  const [selected, setSelected] = useState<string | null>(null);
  // undefined: no dialog; null: creating; a proposal: editing it.
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
        <ProposalList proposals={proposals} selected={current} onSelect={setSelected} />
        <div>
          {current ? (
            <ProposalDetail
              id={current}
              onEdit={setEditing}
              onDuplicated={(copy, opened) => {
                setSelected(copy.id);
                if (opened) setEditing(copy);
              }}
              onDeleted={() => setSelected(null)}
            />
          ) : (
            <Empty description="Select a proposal to see its details." />
          )}
        </div>
      </div>
      {editing !== undefined && <ProposalDialog proposal={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
