import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadQueueMessages } from '@contract/leadQueue.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { newsletterDigester } from '../../commands/newsletterDigest.ts';
import { clientOf, signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
let nadia: SignedIn;
let omar: SignedIn;
let admin: SignedIn;

/** An agent an admin has approved, signed in. */
async function approvedAgent(firstName: string, lastName: string): Promise<SignedIn> {
  const agent = await signedIn(t, 'agent', { firstName, lastName });
  await t.db('agents').where({ userId: agent.user.id }).update({ isApproved: true });
  return agent;
}

beforeAll(async () => {
  t = await getTestServer();
  nadia = await approvedAgent('Nadia', 'Okafor');
  omar = await approvedAgent('Omar', 'Baptiste');
  admin = await signedIn(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

/** A quote request sent through the public form, as a visitor sends one. */
async function quoteFromTheSite(fields: Record<string, unknown> = {}) {
  const http = t.agent();
  const token = await csrfToken(http);
  const email = uniqueEmail('family');
  const response = await http
    .post('/api/travel-quotes')
    .set('X-CSRF-Token', token)
    .send({
      firstName: 'Marie',
      lastName: 'Joseph',
      email,
      groupName: 'Joseph Family Reunion',
      numberOfTravelers: '6-10',
      departureDate: '2027-03-01',
      returnDate: '2027-03-08',
      travelTypes: ['saint-lucia', 'group'],
      budgetRange: '11000-15000',
      specialRequests: 'One traveler uses a wheelchair.',
      passportInfo: 'Passports valid to 2030',
      ...fields,
    })
    .expect(201);
  const lead = await rowOf(t.db('leads').where({ travelQuoteId: response.body.data.id }).first());
  return { email, quoteId: response.body.data.id as string, leadId: lead.id as string };
}

async function contactFromTheSite() {
  const http = t.agent();
  const token = await csrfToken(http);
  const email = uniqueEmail('contact');
  const response = await http
    .post('/api/contact')
    .set('X-CSRF-Token', token)
    .send({ name: 'Luis Ortega', email, subject: 'Cruise transfer', message: 'We land at MCO at 10am.' })
    .expect(201);
  const lead = await rowOf(t.db('leads').where({ contactMessageId: response.body.data.id }).first());
  return { email, leadId: lead.id as string };
}

const pendingQuotes = async (who: SignedIn) =>
  (await who.http.get('/api/agent/dashboard').expect(200)).body.stats.pendingQuotes as number;

describe('the lead queue', () => {
  it('lists quote requests and contact messages waiting for an answer, newest first, with the budget as people read it', async () => {
    const quote = await quoteFromTheSite();
    const contact = await contactFromTheSite();
    const { body } = await nadia.http.get('/api/leads').expect(200);
    const ids = body.leads.map((lead: { id: string }) => lead.id);
    expect(ids.indexOf(contact.leadId)).toBeLessThan(ids.indexOf(quote.leadId));
    expect(body.leads.find((lead: { id: string }) => lead.id === quote.leadId)).toMatchObject({
      kind: 'quote',
      status: 'new',
      name: 'Joseph Family Reunion',
      email: quote.email,
      summary: '6-10 travelers · $11,000 - $15,000 · Saint Lucia, Group Vacations',
      assignedTo: null,
      client: null,
      payment: null,
    });
    expect(body.leads.find((lead: { id: string }) => lead.id === contact.leadId)).toMatchObject({
      kind: 'contact',
      name: 'Luis Ortega',
      summary: 'Cruise transfer',
    });
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: expect.any(Number) });
  });

  it('opens a lead with every field the visitor sent, the passport details included', async () => {
    const quote = await quoteFromTheSite();
    const { body } = await omar.http.get(`/api/leads/${quote.leadId}`).expect(200);
    expect(body.data.quote).toEqual({
      firstName: 'Marie',
      lastName: 'Joseph',
      email: quote.email,
      phone: null,
      groupName: 'Joseph Family Reunion',
      numberOfTravelers: '6-10',
      departureDate: '2027-03-01',
      returnDate: '2027-03-08',
      travelTypes: ['saint-lucia', 'group'],
      budgetRange: '11000-15000',
      departureLocation: null,
      specialRequests: 'One traveler uses a wheelchair.',
      passportInfo: 'Passports valid to 2030',
      emergencyContact: null,
    });
    expect(body.data).toMatchObject({ contact: null, conversation: [], matchingClients: [] });
  });

  it('opens a chat hand-off with its conversation', async () => {
    const http = t.agent();
    const token = await csrfToken(http);
    const started = await http
      .post('/api/chat')
      .set('X-CSRF-Token', token)
      .send({ message: 'Can a person help me plan a honeymoon?' })
      .expect(200);
    const conversationId = started.body.data.conversationId as string;
    const email = uniqueEmail('chat');
    await http
      .post(`/api/chat/${conversationId}/handoff`)
      .set('X-CSRF-Token', token)
      .send({ name: 'Grace Okafor', email })
      .expect((response) => expect(response.status).toBeLessThan(300));
    const lead = await rowOf(t.db('leads').where({ chatConversationId: conversationId }).first());
    expect(lead).toMatchObject({ kind: 'chat', name: 'Grace Okafor', email, status: 'new' });
    const { body } = await nadia.http.get(`/api/leads/${lead.id}`).expect(200);
    expect(body.data.summary).toBe('Can a person help me plan a honeymoon?');
    expect(body.data.conversation[0]).toMatchObject({
      role: 'user',
      content: 'Can a person help me plan a honeymoon?',
    });
    expect(body.data.conversation.length).toBeGreaterThanOrEqual(2);
  });

  it('joins a quote request made after a paid consultation to the consultation’s lead', async () => {
    const [order] = await t
      .db('paymentOrders')
      .insert({
        provider: 'demo',
        providerOrderId: `ORDER-${Date.now()}`,
        packageType: 'standard',
        amount: 5000,
        currency: 'USD',
        status: 'COMPLETED',
      })
      .returning('id');
    const [payment] = await t
      .db('paymentVerifications')
      .insert({
        paypalOrderId: `ORDER-V-${Date.now()}`,
        amount: 5000,
        currency: 'USD',
        status: 'COMPLETED',
        packageType: 'standard',
        paymentOrderId: order.id,
      })
      .returning('id');
    const [consultation] = await t
      .db('leads')
      .insert({
        kind: 'consultation',
        name: 'payer@example.com',
        summary: 'Paid',
        paymentVerificationId: payment.id,
      })
      .returning('id');
    const { recordLead } = await import('../../commands/leadQueue.ts');
    const joined = await t.db.transaction((trx) =>
      recordLead(trx, {
        kind: 'quote',
        name: 'Ana Joseph',
        email: 'payer@example.com',
        summary: '1-2 travelers',
        travelQuoteId: undefined,
        paymentVerificationId: payment.id,
      }),
    );
    expect(joined.id).toBe(consultation.id);
    const { body } = await nadia.http.get(`/api/leads/${consultation.id}`).expect(200);
    expect(body.data).toMatchObject({ kind: 'quote', name: 'Ana Joseph' });
    expect(body.data.payment).toMatchObject({ packageName: 'Standard Planning', amount: 5000 });
  });
});

describe('working a lead', () => {
  it('takes a lead: it is the agent’s, listed as theirs, and another agent is told who has it', async () => {
    const { leadId } = await quoteFromTheSite();
    const taken = await nadia.http
      .post(`/api/leads/${leadId}/take`)
      .set('X-CSRF-Token', nadia.token)
      .expect(200);
    expect(taken.body.message).toBe(leadQueueMessages.taken);
    expect(taken.body.data.assignedTo).toEqual({ id: nadia.user.id, name: 'Nadia Okafor' });
    const mine = await nadia.http.get('/api/leads').query({ view: 'mine' }).expect(200);
    expect(mine.body.leads.map((lead: { id: string }) => lead.id)).toContain(leadId);

    const refused = await omar.http
      .post(`/api/leads/${leadId}/take`)
      .set('X-CSRF-Token', omar.token)
      .expect(409);
    expect(refused.body.message).toBe(leadQueueMessages.takenBy('Nadia Okafor'));
    const status = await omar.http
      .patch(`/api/leads/${leadId}`)
      .set('X-CSRF-Token', omar.token)
      .send({ status: 'lost' })
      .expect(409);
    expect(status.body.message).toBe(leadQueueMessages.takenBy('Nadia Okafor'));
    expect(await t.db('leads').where({ id: leadId }).first()).toMatchObject({
      assignedAgentId: nadia.user.id,
      status: 'new',
    });

    // An admin passes leads on.
    await admin.http.post(`/api/leads/${leadId}/take`).set('X-CSRF-Token', admin.token).expect(200);
    expect((await rowOf(t.db('leads').where({ id: leadId }).first())).assignedAgentId).toBe(admin.user.id);
  });

  it('gives a lead to one agent when two take it at the same moment', async () => {
    const { leadId } = await quoteFromTheSite();
    const answers = await Promise.all(
      [nadia, omar].map((agent) =>
        agent.http.post(`/api/leads/${leadId}/take`).set('X-CSRF-Token', agent.token),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data.assignedTo.id;
    expect((await rowOf(t.db('leads').where({ id: leadId }).first())).assignedAgentId).toBe(winner);
  });

  it('marks a lead responded, then won: Pending Quotes goes down as agents answer', async () => {
    const { leadId } = await quoteFromTheSite();
    const before = await pendingQuotes(omar);
    const responded = await omar.http
      .patch(`/api/leads/${leadId}`)
      .set('X-CSRF-Token', omar.token)
      .send({ status: 'responded' })
      .expect(200);
    expect(responded.body.message).toBe('Lead marked responded.');
    // Answering an untaken lead takes it.
    expect(responded.body.data).toMatchObject({
      status: 'responded',
      assignedTo: { id: omar.user.id, name: 'Omar Baptiste' },
      respondedAt: expect.any(String),
    });
    expect(await pendingQuotes(omar)).toBe(before - 1);

    await omar.http
      .patch(`/api/leads/${leadId}`)
      .set('X-CSRF-Token', omar.token)
      .send({ status: 'won' })
      .expect(200);
    const closed = await omar.http.get('/api/leads').query({ view: 'closed' }).expect(200);
    expect(closed.body.leads.find((lead: { id: string }) => lead.id === leadId)).toMatchObject({
      status: 'won',
    });
    const row = await rowOf(t.db('leads').where({ id: leadId }).first());
    expect(row.respondedAt).toEqual(new Date(responded.body.data.respondedAt));
  });

  it('makes a lead a client without retyping, and offers that client for the next lead of the address', async () => {
    const { leadId, email } = await quoteFromTheSite({ phone: '+1 758 555 0101' });
    const converted = await nadia.http
      .post(`/api/leads/${leadId}/client`)
      .set('X-CSRF-Token', nadia.token)
      .send({})
      .expect(201);
    expect(converted.body.message).toBe(leadQueueMessages.clientCreated);
    const client = await rowOf(t.db('clients').where({ email }).first());
    expect(client).toMatchObject({ firstName: 'Marie', lastName: 'Joseph', phone: '+1 758 555 0101' });
    expect(converted.body.data.client).toEqual({ id: client.id, name: 'Marie Joseph' });
    // The agent looks after the new client: it is in their list (and their devices' next pull).
    const list = await nadia.http.get('/api/clients').expect(200);
    expect(JSON.stringify(list.body)).toContain(client.id);

    const again = await quoteFromTheSite({ email });
    const detail = await nadia.http.get(`/api/leads/${again.leadId}`).expect(200);
    expect(detail.body.data.matchingClients).toEqual([{ id: client.id, name: 'Marie Joseph', email }]);
    const refused = await nadia.http
      .post(`/api/leads/${again.leadId}/client`)
      .set('X-CSRF-Token', nadia.token)
      .send({})
      .expect(409);
    expect(refused.body.message).toBe(leadQueueMessages.clientExists('Marie Joseph'));
    expect(refused.body.data.clients).toEqual([{ id: client.id, name: 'Marie Joseph', email }]);
    expect(await t.db('clients').where({ email })).toHaveLength(1);

    const linked = await nadia.http
      .post(`/api/leads/${again.leadId}/client`)
      .set('X-CSRF-Token', nadia.token)
      .send({ clientId: client.id })
      .expect(200);
    expect(linked.body.data.client.id).toBe(client.id);
  });

  it('never links a lead to a client the agent does not look after', async () => {
    const { leadId } = await quoteFromTheSite();
    const theirs = await clientOf(t.db, omar.user.id);
    const refused = await nadia.http
      .post(`/api/leads/${leadId}/client`)
      .set('X-CSRF-Token', nadia.token)
      .send({ clientId: theirs.id })
      .expect(404);
    expect(refused.body.message).toBe(leadQueueMessages.clientNotVisible);
    expect((await rowOf(t.db('leads').where({ id: leadId }).first())).clientId).toBeNull();
  });
});

describe('answering a lead by e-mail', () => {
  const reply = (who: SignedIn, to: string) =>
    who.http.post('/api/emails/send').set('X-CSRF-Token', who.token).send({
      to,
      subject: 'Your family reunion',
      body: 'Hi Marie, here are some ideas.',
      priority: 'normal',
      template: 'custom',
    });

  it('marks the waiting lead responded and the sender’s, and Pending Quotes goes down', async () => {
    const { leadId, email } = await quoteFromTheSite();
    const before = await pendingQuotes(nadia);
    await reply(nadia, email.toUpperCase()).expect(201);
    expect(await t.db('leads').where({ id: leadId }).first()).toMatchObject({
      status: 'responded',
      assignedAgentId: nadia.user.id,
      respondedAt: expect.any(Date),
    });
    expect(await pendingQuotes(nadia)).toBe(before - 1);
  });

  it('leaves a lead another agent holds, a closed lead, and what an unapproved agent sends as they were', async () => {
    const held = await quoteFromTheSite();
    await omar.http.post(`/api/leads/${held.leadId}/take`).set('X-CSRF-Token', omar.token).expect(200);
    await reply(nadia, held.email).expect(201);
    expect(await t.db('leads').where({ id: held.leadId }).first()).toMatchObject({
      status: 'new',
      assignedAgentId: omar.user.id,
    });

    const lost = await contactFromTheSite();
    await nadia.http
      .patch(`/api/leads/${lost.leadId}`)
      .set('X-CSRF-Token', nadia.token)
      .send({ status: 'lost' })
      .expect(200);
    await reply(nadia, lost.email).expect(201);
    expect((await rowOf(t.db('leads').where({ id: lost.leadId }).first())).status).toBe('lost');

    const waiting = await contactFromTheSite();
    const newcomer = await signedIn(t, 'agent');
    await reply(newcomer, waiting.email);
    expect(await t.db('leads').where({ id: waiting.leadId }).first()).toMatchObject({
      status: 'new',
      assignedAgentId: null,
    });
  });
});

describe('input the queue refuses', () => {
  it('answers 400 with a message for an unknown status, view or client id, and changes nothing', async () => {
    const { leadId } = await quoteFromTheSite();
    const status = await nadia.http
      .patch(`/api/leads/${leadId}`)
      .set('X-CSRF-Token', nadia.token)
      .send({ status: 'archived' })
      .expect(400);
    expect(status.body.message).toBe(leadQueueMessages.statusInvalid);
    const view = await nadia.http.get('/api/leads').query({ view: 'everything' }).expect(400);
    expect(view.body.message).toBe(leadQueueMessages.viewInvalid);
    await nadia.http.get('/api/leads').query({ page: '0' }).expect(400);
    const client = await nadia.http
      .post(`/api/leads/${leadId}/client`)
      .set('X-CSRF-Token', nadia.token)
      .send({ clientId: 'not-a-uuid' })
      .expect(400);
    expect(client.body.message).toBe(leadQueueMessages.clientIdInvalid);
    expect(await t.db('leads').where({ id: leadId }).first()).toMatchObject({
      status: 'new',
      assignedAgentId: null,
      clientId: null,
    });
    const missing = await nadia.http.get('/api/leads/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body.message).toBe(leadQueueMessages.notFound);
    await nadia.http.get('/api/leads/not-a-uuid').expect(404);
  });
});

describe('who may work leads', () => {
  it('tells an agent an admin has not approved why the queue is closed, and lets them change nothing', async () => {
    const { leadId } = await quoteFromTheSite();
    const newcomer = await signedIn(t, 'agent');
    const list = await newcomer.http.get('/api/leads').expect(403);
    expect(list.body.message).toBe(leadQueueMessages.awaitingApproval);
    await newcomer.http.get(`/api/leads/${leadId}`).expect(403);
    await newcomer.http.post(`/api/leads/${leadId}/take`).set('X-CSRF-Token', newcomer.token).expect(403);
    await newcomer.http
      .patch(`/api/leads/${leadId}`)
      .set('X-CSRF-Token', newcomer.token)
      .send({ status: 'won' })
      .expect(403);
    await newcomer.http
      .post(`/api/leads/${leadId}/client`)
      .set('X-CSRF-Token', newcomer.token)
      .send({})
      .expect(403);
    expect(await t.db('leads').where({ id: leadId }).first()).toMatchObject({
      status: 'new',
      assignedAgentId: null,
    });
  });

  it('answers 403 to a client and 401 to an anonymous caller', async () => {
    const { leadId } = await quoteFromTheSite();
    const portal = await signedIn(t, 'client');
    await portal.http.get('/api/leads').expect(403);
    await portal.http.post(`/api/leads/${leadId}/take`).set('X-CSRF-Token', portal.token).expect(403);
    await t.agent().get('/api/leads').expect(401);
    await t.agent().get(`/api/leads/${leadId}`).expect(401);
  });
});

describe('the daily newsletter digest', () => {
  it('tells every admin and approved agent once a day how many subscribed, and nothing on a quiet day', async () => {
    const start = new Date('2031-01-01T08:00:00Z');
    expect(await newsletterDigester(t.db, start)).toMatchObject({ due: false });
    await t.db('newsletterSubscriptions').insert([
      { email: uniqueEmail('reader'), subscribedAt: new Date('2031-01-01T12:00:00Z') },
      { email: uniqueEmail('reader'), subscribedAt: new Date('2031-01-01T18:00:00Z') },
    ]);
    // Not a day yet: nothing goes out.
    expect(await newsletterDigester(t.db, new Date('2031-01-01T20:00:00Z'))).toMatchObject({ due: false });

    const outcome = await newsletterDigester(t.db, new Date('2031-01-02T08:00:00Z'));
    expect(outcome).toMatchObject({ due: true, subscribers: 2 });
    const [notice] = await t.db('notifications').where({ agentId: nadia.user.id, type: 'newsletter_digest' });
    expect(notice.title).toBe('2 new newsletter subscribers');
    expect(notice.message).toMatch(/^2 people subscribed to the newsletter since January 1: /);
    expect(
      await t.db('notifications').where({ agentId: admin.user.id, type: 'newsletter_digest' }),
    ).toHaveLength(1);

    expect(await newsletterDigester(t.db, new Date('2031-01-03T09:00:00Z'))).toEqual({
      due: true,
      subscribers: 0,
      notified: 0,
    });
    expect(
      await t.db('notifications').where({ agentId: nadia.user.id, type: 'newsletter_digest' }),
    ).toHaveLength(1);
  });
});
