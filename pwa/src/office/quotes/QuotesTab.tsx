import { useState } from 'react';
import { Button, Empty, Spin } from 'antd';
import type { AgentQuote } from '@contract/agentQuotes';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useQuotes } from './api';
import { QuoteCard } from './QuoteCard';
import { QuoteDialog } from './QuoteDialog';
import { usePaged } from '../shared/paging';
import { toast } from '@pwa/components/toast';
import { ProposalDialog } from '../proposals/ProposalDialog';
import { readProposalStart, type ProposalStart } from '../proposals/api';

/** The Agent Office "Quotes" tab: quote cards and the create/edit dialog. */
export function QuotesTab() {
  const quotes = useQuotes();
  // undefined: no dialog; null: creating; a quote: editing it.
  const [editing, setEditing] = useState<AgentQuote | null | undefined>(undefined);
  const [proposing, setProposing] = useState<ProposalStart | null>(null);
  const propose = (quote: AgentQuote) =>
    readProposalStart(quote).then(setProposing, (error: unknown) =>
      toast.error('Could not start the proposal', errorMessage(error)),
    );
  const list = quotes.data ?? [];
  const page = usePaged(list, { resetKey: null, label: 'Quote pages' });

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
        ) : list.length === 0 ? (
          <Empty description="No quotes yet. Create your first quote." />
        ) : (
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}
          >
            {page.items.map((quote) => (
              <QuoteCard
                key={quote.id}
                quote={quote}
                onEdit={() => setEditing(quote)}
                onPropose={() => void propose(quote)}
              />
            ))}
          </div>
        )}
        {page.pager}
      </div>
      {editing !== undefined && <QuoteDialog quote={editing} onClose={() => setEditing(undefined)} />}
      {proposing && (
        <ProposalDialog
          proposal={null}
          start={proposing.draft}
          currency={proposing.currency}
          onClose={() => setProposing(null)}
        />
      )}
    </section>
  );
}
