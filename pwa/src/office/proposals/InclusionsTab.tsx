import type { ReactNode } from 'react';
import { Button, Checkbox, Spin } from 'antd';
import { formatMoney } from '@contract/money';
import { formatLongDate } from '@contract/dates';
import { FieldGroup, TextAreaField, TextField } from '../shared/DialogField';
import { useProposalItineraries, useQuoteSummaries } from './api';
import { nextRowKey, type DraftTabProps, type SectionRow } from './draft';

const errorText = { color: '#cf1322' } as const;

/** A list of checkboxes with its own heading, loading state and empty message. */
function PickList({
  legend,
  loading,
  empty,
  error,
  children,
}: {
  legend: string;
  loading: boolean;
  empty: string | false;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: '1rem', fontWeight: 600, color: 'inherit' }}>{legend}</legend>
      {loading ? <Spin /> : empty ? <p>{empty}</p> : children}
      {error && <p style={errorText}>{error}</p>}
    </fieldset>
  );
}

function CustomSectionsEditor({
  sections,
  errors,
  onChange,
}: {
  sections: SectionRow[];
  errors: Record<string, string>;
  onChange: (sections: SectionRow[]) => void;
}) {
  const setSection = (key: number, patch: Partial<SectionRow>) =>
    onChange(sections.map((section) => (section.key === key ? { ...section, ...patch } : section)));
  return (
    <>
      <h3 style={{ fontSize: '1rem' }}>Custom sections</h3>
      {sections.map((section, index) => (
        <FieldGroup key={section.key} legend={`Section ${index + 1}`}>
          <TextField
            id={`section-${section.key}-title`}
            label="Section title"
            value={section.title}
            onChange={(title) => setSection(section.key, { title })}
            error={errors[`customSections.${index}.title`]}
          />
          <TextAreaField
            id={`section-${section.key}-content`}
            label="Section content"
            value={section.content}
            onChange={(content) => setSection(section.key, { content })}
            error={errors[`customSections.${index}.content`]}
          />
          <Button
            danger
            aria-label={`Remove section ${index + 1}`}
            onClick={() => onChange(sections.filter((item) => item.key !== section.key))}
          >
            Remove section
          </Button>
        </FieldGroup>
      ))}
      <Button onClick={() => onChange([...sections, { key: nextRowKey(), title: '', content: '' }])}>
        Add section
      </Button>
    </>
  );
}

/** The Inclusions tab: what is and is not included, linked quotes and itineraries, extra sections, terms. */
export function InclusionsTab({ draft, errors, set }: DraftTabProps) {
  const quotes = useQuoteSummaries();
  const itineraries = useProposalItineraries();
  // The chosen client's own quotes and itineraries; one already included stays listed so it
  // can be taken out, even after the client was changed.
  const ofClient = <T extends { id: string; clientId: string | null }>(
    items: T[] | undefined,
    included: string[],
  ) =>
    (items ?? []).filter(
      (item) => (draft.clientId && item.clientId === draft.clientId) || included.includes(item.id),
    );
  const clientQuotes = ofClient(quotes.data, draft.includedQuotes);
  const clientItineraries = ofClient(itineraries.data, draft.includedItineraries);
  const none = (what: string) =>
    draft.clientId ? `No ${what} for this client yet.` : `Choose a client to list their ${what}.`;
  return (
    <>
      <TextAreaField
        id="proposal-inclusions"
        label="Inclusions (one per line)"
        rows={4}
        value={draft.inclusions}
        onChange={(value) => set('inclusions', value)}
        error={errors.inclusions}
      />
      <TextAreaField
        id="proposal-exclusions"
        label="Exclusions (one per line)"
        value={draft.exclusions}
        onChange={(value) => set('exclusions', value)}
        error={errors.exclusions}
      />
      <PickList
        legend="Included quotes"
        loading={quotes.isPending}
        empty={clientQuotes.length === 0 && none('quotes')}
        error={errors.includedQuotes}
      >
        <Checkbox.Group
          style={{ display: 'grid', gap: 4 }}
          value={draft.includedQuotes}
          onChange={(values) => set('includedQuotes', values)}
          options={clientQuotes.map((quote) => ({
            value: quote.id,
            label: `${quote.title} (${formatMoney(quote.totalAmount, quote.currency)})`,
          }))}
        />
      </PickList>
      <PickList
        legend="Included itineraries"
        loading={itineraries.isPending}
        empty={clientItineraries.length === 0 && none('itineraries')}
        error={errors.includedItineraries}
      >
        <Checkbox.Group
          style={{ display: 'grid', gap: 4 }}
          value={draft.includedItineraries}
          onChange={(values) => set('includedItineraries', values)}
          options={clientItineraries.map((itinerary) => ({
            value: itinerary.id,
            label: itinerary.startDate
              ? `${itinerary.title} (${formatLongDate(itinerary.startDate)})`
              : itinerary.title,
          }))}
        />
      </PickList>
      <CustomSectionsEditor
        sections={draft.sections}
        errors={errors}
        onChange={(sections) => set('sections', sections)}
      />
      <TextAreaField
        id="proposal-terms"
        label="Terms"
        style={{ marginTop: 16 }}
        value={draft.terms}
        onChange={(value) => set('terms', value)}
        error={errors.terms}
      />
    </>
  );
}
