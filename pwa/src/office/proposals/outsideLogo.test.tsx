import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import * as v from 'valibot';
import { ProposalInput, proposalMessages } from '@contract/proposals';
import { fieldMessages } from '@contract/fieldMessages';
import { BrandingTab } from './BrandingTab';
import { bodyOf, emptyDraft, type ProposalDraft } from './draft';

/** The errors the proposal dialog shows for a draft: the contract's, by field path. */
function errorsOf(draft: ProposalDraft) {
  const parsed = v.safeParse(ProposalInput, bodyOf(draft, []));
  return parsed.success ? {} : fieldMessages(parsed.issues);
}

const draftWithLogo = (companyLogo: string): ProposalDraft => ({
  ...emptyDraft(),
  title: 'Pitons week',
  clientId: '5b2c3f1e-8d4a-4c7e-9f10-2a3b4c5d6e7f',
  companyLogo,
});

describe('the proposal logo field', () => {
  it('shows why a logo at an outside address, which would track the client, cannot be saved', () => {
    const draft = draftWithLogo('https://tracker.example/pixel.png');
    const errors = errorsOf(draft);
    expect(errors).toEqual({ 'branding.companyLogo': proposalMessages.logoInvalid });
    render(
      <Form layout="vertical" component="div">
        <BrandingTab draft={draft} errors={errors} set={() => {}} />
      </Form>,
    );
    expect(screen.getByText(proposalMessages.logoInvalid)).toBeTruthy();
    expect(
      screen.getByLabelText('Logo path on this site (instead of an upload)').getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('saves a logo kept on this site without a message', () => {
    expect(errorsOf(draftWithLogo('/images/agency-logo.png'))).toEqual({});
  });
});
