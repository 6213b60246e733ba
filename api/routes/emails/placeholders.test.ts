/**
 * A template's placeholders never reach a recipient: the API's send and the device's sync
 * both refuse an e-mail still holding one, naming what fills it. Drafts may keep them, but
 * not an invalid address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVersioned } from '@db/versioning.ts';
import { emailMessages } from '@contract/emails.ts';
import { fillEmailTemplate, findEmailTemplate } from '@contract/emailTemplates.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { expectStaffOnly } from '../../test/access.ts';
import { mailSettled, readLocalMail } from '../../providers/mail/index.ts';
import { clientOf, signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { Device, newEmail } from '../sync/syncTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

/** An approved agent (only they send mail) with a client and that client's quote. */
async function agentWithQuote() {
  const session = await signedIn(t, 'agent', { firstName: 'Ava', lastName: 'Baptiste', approved: true });
  const client = await clientOf(t.db, session.user.id, { firstName: 'Jordan', lastName: 'Pierre' });
  const quote = await t.db.transaction((trx) =>
    insertVersioned(trx, 'agent_quotes', {
      title: 'Winter sun',
      clientId: client.id,
      agentId: session.user.id,
      validUntil: '2027-03-01',
    }),
  );
  return { session, client, quoteId: quote.id as string };
}

/** The Quote follow-up as the form fills it before a quote is chosen. */
function followUpWithoutQuote(to: string, clientId: string) {
  const filled = fillEmailTemplate(findEmailTemplate('quote_follow_up')!, {
    clientName: 'Jordan Pierre',
    agentName: 'Ava Baptiste',
  });
  return { to, subject: filled.subject, body: filled.body, template: 'quote_follow_up', clientId };
}

function post(session: SignedIn, path: string, body: Record<string, unknown>) {
  return session.http.post(path).set('X-CSRF-Token', session.token).send(body);
}

async function mailTo(address: string) {
  await mailSettled(t.app);
  return (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to.includes(address));
}

describe('POST /api/emails/send with a placeholder left', () => {
  it('answers 400 naming the missing quote, storing and sending nothing', async () => {
    const { session, client } = await agentWithQuote();
    const to = uniqueEmail('jordan');
    const response = await post(session, '/api/emails/send', followUpWithoutQuote(to, client.id)).expect(400);
    expect(response.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'Choose a quote to fill {quoteName}',
      fields: {
        subject: 'Choose a quote to fill {quoteName}',
        body: 'Choose a quote to fill {quoteName} and {quoteValidUntil}',
      },
    });
    expect(await t.db('emails').where({ agentId: session.user.id })).toEqual([]);
    expect(await mailTo(to)).toEqual([]);
  });

  it('answers 400 for a Welcome with no client, and for an itinerary without bookings', async () => {
    const { session, client } = await agentWithQuote();
    const welcome = fillEmailTemplate(findEmailTemplate('welcome')!, { agentName: 'Ava Baptiste' });
    const noClient = await post(session, '/api/emails/send', {
      to: uniqueEmail('guest'),
      ...welcome,
    }).expect(400);
    expect(noClient.body.message).toBe('Choose a client to fill {clientName}');

    const itinerary = await t.db.transaction((trx) =>
      insertVersioned(trx, 'itineraries', { title: 'Soufriere escape', clientId: client.id }),
    );
    const share = fillEmailTemplate(findEmailTemplate('itinerary_share')!, {
      clientName: 'Jordan Pierre',
      agentName: 'Ava Baptiste',
      itineraryName: 'Soufriere escape',
    });
    const noBookings = await post(session, '/api/emails/send', {
      to: uniqueEmail('jordan'),
      ...share,
      clientId: client.id,
      relatedItineraryId: itinerary.id,
    }).expect(400);
    expect(noBookings.body.fields).toEqual({
      body: 'Replace {bookingDetails} with the text to send: the chosen itinerary has none',
    });
    expect(await t.db('emails').where({ agentId: session.user.id })).toEqual([]);
  });

  it('sends the Quote follow-up once it is filled from the chosen quote', async () => {
    const { session, client, quoteId } = await agentWithQuote();
    const rendered = await post(session, '/api/emails/templates/quote_follow_up/render', {
      clientId: client.id,
      quoteId,
    }).expect(200);
    const to = uniqueEmail('jordan');
    const response = await post(session, '/api/emails/send', {
      to,
      subject: rendered.body.data.subject,
      body: rendered.body.data.body,
      template: 'quote_follow_up',
      clientId: client.id,
      relatedQuoteId: quoteId,
    }).expect(201);
    expect(response.body.data).toMatchObject({
      status: 'sent',
      subject: 'Following up on your quote: Winter sun',
      relatedQuoteId: quoteId,
    });
    const [mail] = await mailTo(to);
    expect(mail.text).toContain('"Winter sun"');
    expect(mail.text).toContain('valid until March 1, 2027');
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it('answers 403 to a client user and 401 to an anonymous caller', async () => {
    const { client } = await agentWithQuote();
    const body = followUpWithoutQuote(uniqueEmail('jordan'), client.id);
    const before = await t.db('emails').count({ n: '*' }).first();
    await expectStaffOnly(t, 'POST', '/api/emails/send', body);
    expect(await t.db('emails').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('POST /api/emails/draft', () => {
  it('keeps placeholders and blank fields in a draft', async () => {
    const { session, client } = await agentWithQuote();
    const response = await post(session, '/api/emails/draft', {
      ...followUpWithoutQuote('', client.id),
      subject: '',
    }).expect(201);
    expect(response.body.data).toMatchObject({ status: 'draft', to: '', subject: '' });
    expect(response.body.data.body).toContain('{quoteName}');
  });

  it('refuses an invalid To, Cc or Bcc with its message and stores nothing', async () => {
    const { session } = await agentWithQuote();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ to: 'jordan@' }, 'to', emailMessages.toInvalid],
      [{ cc: 'ana@example.com, nope' }, 'cc', emailMessages.ccInvalid],
      [{ bcc: 'nope' }, 'bcc', emailMessages.bccInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(session, '/api/emails/draft', { subject: 'Ideas', ...overrides }).expect(
        400,
      );
      expect(response.body).toEqual({
        success: false,
        error: 'validation_failed',
        message,
        fields: { [field]: message },
      });
    }
    expect(await t.db('emails').where({ agentId: session.user.id })).toEqual([]);
  });
});

describe('POST /api/sync/push of an e-mail with a placeholder left', () => {
  it('rejects sending it, made offline or as a draft sent later, and sends nothing', async () => {
    const { session, client } = await agentWithQuote();
    const device = new Device(session);
    const to = uniqueEmail('jordan');
    const sent = device.create('emails', { ...followUpWithoutQuote(to, client.id), status: 'sent' });
    const draft = device.create('emails', newEmail({ ...followUpWithoutQuote(to, client.id) }));
    const sendDraft = device.upsert(
      'emails',
      draft.recordId,
      { status: 'sent' },
      { base: { status: 'draft' } },
    );

    const response = await device.push([sent, draft, sendDraft]).expect(200);
    expect(response.body.results.map((result: { status: string }) => result.status)).toEqual([
      'rejected',
      'applied',
      'rejected',
    ]);
    expect(response.body.results[0]).toMatchObject({
      message: 'Choose a quote to fill {quoteName}',
      fields: { subject: 'Choose a quote to fill {quoteName}' },
    });
    expect(response.body.results[2].message).toBe('Choose a quote to fill {quoteName}');
    expect(await t.db('emails').where({ id: sent.recordId })).toEqual([]);
    expect(await t.db('emails').where({ id: draft.recordId }).first()).toMatchObject({
      status: 'draft',
      sentAt: null,
    });
    expect(await mailTo(to)).toEqual([]);
  });
});
