import { useState } from 'react';
import { Form, Modal, Tabs } from 'antd';
import * as v from 'valibot';
import { ProposalInput, proposalMessages, type Proposal } from '@contract/proposals';
import { useSeenRecord } from '../shared/deviceRecords';
import { fieldMessages } from '@contract/fieldMessages';
import { tabOfFirstIssue } from '../shared/fieldIssues';
import { saveWithToasts } from '../shared/saveWithToasts';
import { useCreateProposal, useProposalClients, useQuoteSummaries, useUpdateProposal } from './api';
import { BrandingTab } from './BrandingTab';
import { ContentTab } from './ContentTab';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  previewOf,
  proposalToasts,
  type ProposalDraft,
  type SetProposalField,
} from './draft';
import { InclusionsTab } from './InclusionsTab';
import { ProposalPreview } from '@pwa/components/ProposalPreview';

const TAB_OF_FIELD: Record<string, string> = {
  inclusions: 'inclusions',
  exclusions: 'inclusions',
  includedQuotes: 'inclusions',
  includedItineraries: 'inclusions',
  customSections: 'inclusions',
  terms: 'inclusions',
  branding: 'branding',
};

interface ProposalDialogProps {
  proposal: Proposal | null;
  /** A new proposal's first values, when it starts from something (a quote). */
  start?: Partial<ProposalDraft>;
  /** A new proposal's currency (an existing one keeps its own); the server's default when absent. */
  currency?: string;
  onClose: () => void;
}

/** Create (proposal null) or edit a proposal; tabs Content, Inclusions, Branding and Preview. */
export function ProposalDialog({ proposal, start, currency: startCurrency, onClose }: ProposalDialogProps) {
  const [draft, setDraft] = useState<ProposalDraft>(() =>
    proposal ? draftOf(proposal) : { ...emptyDraft(), ...start },
  );
  const currency = proposal ? proposal.currency : startCurrency;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('content');
  const clients = useProposalClients();
  const quotes = useQuoteSummaries();
  const create = useCreateProposal();
  const update = useUpdateProposal();
  const seen = useSeenRecord('proposals', proposal?.id);

  const set: SetProposalField = (key, value) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const parsed = v.safeParse(ProposalInput, bodyOf(draft, quotes.data ?? [], currency));
    if (!parsed.success) {
      const found = fieldMessages(parsed.issues);
      setErrors(found);
      setTab(tabOfFirstIssue(found, TAB_OF_FIELD, 'content'));
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
        createFailed: proposalToasts.createFailed,
        updateFailed: proposalToasts.updateFailed,
      },
      onSaved: onClose,
      seen,
    });
  };

  const clientOptions = (clients.data ?? []).map((client) => ({
    value: client.id,
    label: `${client.firstName} ${client.lastName}`,
  }));
  const clientLabel = clientOptions.find((client) => client.value === draft.clientId)?.label ?? null;
  const tabProps = { draft, errors, set };

  return (
    <Modal
      open
      title={proposal ? 'Edit proposal' : 'Create proposal'}
      onCancel={onClose}
      width={800}
      okText={proposal ? 'Save changes' : 'Create proposal'}
      onOk={submit}
      // Saving waits for the device's copy the edit is based on (read as the dialog opens).
      confirmLoading={create.isPending || update.isPending || (proposal !== null && seen === undefined)}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'content',
              label: 'Content',
              children: (
                <ContentTab {...tabProps} clientOptions={clientOptions} clientsLoading={clients.isPending} />
              ),
            },
            { key: 'inclusions', label: 'Inclusions', children: <InclusionsTab {...tabProps} /> },
            { key: 'branding', label: 'Branding', children: <BrandingTab {...tabProps} /> },
            {
              key: 'preview',
              label: 'Preview',
              children: (
                <ProposalPreview content={previewOf(draft, quotes.data ?? [], clientLabel, currency)} />
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
