import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EmailDraftInput, EmailSendInput, emailMessages } from './emails.ts';
import { fillEmailTemplate, findEmailTemplate } from './emailTemplates.ts';

const QUOTE_ID = '55555555-5555-4555-8555-555555555555';
const CLIENT_ID = '33333333-3333-4333-8333-333333333333';

/** Each failing field with its first message. */
function fieldErrors(schema: typeof EmailSendInput | typeof EmailDraftInput, input: Record<string, unknown>) {
  const result = v.safeParse(schema, input);
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? '_'] ??= issue.message;
  return errors;
}

describe('EmailSendInput: no template placeholder goes out', () => {
  const followUp = fillEmailTemplate(findEmailTemplate('quote_follow_up')!, {
    clientName: 'Jordan Pierre',
    agentName: 'Ava Baptiste',
  });

  it('refuses a Quote follow-up without its quote, naming what is missing on each field', () => {
    expect(
      fieldErrors(EmailSendInput, {
        to: 'jordan@example.com',
        subject: followUp.subject,
        body: followUp.body,
        clientId: CLIENT_ID,
      }),
    ).toEqual({
      subject: 'Choose a quote to fill {quoteName}',
      body: 'Choose a quote to fill {quoteName} and {quoteValidUntil}',
    });
  });

  it('refuses a Welcome with no client chosen', () => {
    const welcome = fillEmailTemplate(findEmailTemplate('welcome')!, { agentName: 'Ava Baptiste' });
    const errors = fieldErrors(EmailSendInput, { to: 'jordan@example.com', ...welcome });
    expect(errors).toEqual({
      subject: 'Choose a client to fill {clientName}',
      body: 'Choose a client to fill {clientName}',
    });
  });

  it('sends the same e-mail once every placeholder is filled', () => {
    const filled = fillEmailTemplate(findEmailTemplate('quote_follow_up')!, {
      clientName: 'Jordan Pierre',
      agentName: 'Ava Baptiste',
      quoteName: 'Winter sun',
      quoteValidUntil: '2026-03-01',
    });
    const result = v.safeParse(EmailSendInput, {
      to: 'jordan@example.com',
      subject: filled.subject,
      body: filled.body,
      clientId: CLIENT_ID,
      relatedQuoteId: QUOTE_ID,
      template: 'quote_follow_up',
    });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ subject: 'Following up on your quote: Winter sun' });
  });

  it('leaves words in braces that are no placeholder alone', () => {
    expect(
      v.safeParse(EmailSendInput, {
        to: 'jordan@example.com',
        subject: 'Your code',
        body: 'Use {SUMMER26} at checkout.',
      }).success,
    ).toBe(true);
  });

  it('still gives the required messages first for a blank subject or body', () => {
    expect(fieldErrors(EmailSendInput, { to: 'jordan@example.com', subject: ' ', body: '' })).toEqual({
      subject: emailMessages.subjectRequired,
      body: emailMessages.bodyRequired,
    });
  });
});

describe('EmailDraftInput: unfinished, but no invalid address', () => {
  it('keeps a draft with blank recipient, subject and body, and with placeholders left', () => {
    const result = v.safeParse(EmailDraftInput, {
      to: '',
      subject: '',
      body: 'Dear {clientName},',
      cc: '',
      bcc: null,
    });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ to: '', subject: '', cc: null, bcc: null });
  });

  it('refuses an invalid To, Cc or Bcc address with its message', () => {
    expect(fieldErrors(EmailDraftInput, { to: 'jordan@' })).toEqual({ to: emailMessages.toInvalid });
    expect(fieldErrors(EmailDraftInput, { to: 'jordan@example.com', cc: 'ana@example.com, nope' })).toEqual({
      cc: emailMessages.ccInvalid,
    });
    expect(fieldErrors(EmailDraftInput, { bcc: 'nope' })).toEqual({ bcc: emailMessages.bccInvalid });
  });

  it('keeps valid addresses as the send does: trimmed, listed with ", "', () => {
    expect(
      v.parse(EmailDraftInput, { to: ' jordan@example.com ', cc: 'ana@example.com;bo@example.com ' }),
    ).toMatchObject({ to: 'jordan@example.com', cc: 'ana@example.com, bo@example.com' });
  });
});
