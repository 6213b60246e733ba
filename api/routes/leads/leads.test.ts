import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadMessages } from '@contract/leads.ts';
import { storableMessages } from '@contract/storable.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs, uniqueEmail } from '../../test/factories.ts';
import type { SessionUser } from '../../types.ts';

let t: TestServer;
let approvedAgent: SessionUser;
let unapprovedAgent: SessionUser;
let admin: SessionUser;
let client: SessionUser;

beforeAll(async () => {
  t = await getTestServer();
  approvedAgent = await buildUser(t.db, { role: 'agent' });
  await t.db('agents').where({ userId: approvedAgent.id }).update({ isApproved: true });
  unapprovedAgent = await buildUser(t.db, { role: 'agent' });
  admin = await buildUser(t.db, { role: 'admin' });
  client = await buildUser(t.db, { role: 'client' });
});
afterAll(async () => {
  await t?.close();
});

/** A visitor's browser: anonymous, with the session's CSRF token. */
async function visitor() {
  const http = t.agent();
  const token = await csrfToken(http);
  return { http, token };
}

const notificationsOf = (user: SessionUser) =>
  t.db('notifications').where({ agentId: user.id, type: 'new_lead' });

describe('quote requests from the public site', () => {
  it('stores the request, answers the message the form shows and notifies admins and approved agents', async () => {
    const { http, token } = await visitor();
    const email = uniqueEmail('family');
    const response = await http
      .post('/api/travel-quotes')
      .set('X-CSRF-Token', token)
      .send({
        firstName: ' Marie ',
        lastName: 'Joseph',
        email: email.toUpperCase(),
        phone: '',
        groupName: 'Joseph Family Reunion',
        numberOfTravelers: '6-10',
        departureDate: '2027-03-01',
        returnDate: '2027-03-08',
        travelTypes: ['saint-lucia', 'group', 'group'],
        budgetRange: '7000-10000',
        departureLocation: 'Orlando (MCO)',
        specialRequests: 'One traveler uses a wheelchair.',
      })
      .expect(201);
    expect(response.body).toMatchObject({ success: true, message: leadMessages.quoteReceived });

    const row = await t.db('travelQuotes').where({ id: response.body.data.id }).first();
    expect(row).toMatchObject({
      firstName: 'Marie',
      email,
      phone: null,
      numberOfTravelers: '6-10',
      departureDate: '2027-03-01',
      travelTypes: ['saint-lucia', 'group'],
      budgetRange: '7000-10000',
    });

    for (const viewer of [approvedAgent, admin]) {
      const [notice] = await notificationsOf(viewer).where({ entityId: row.id });
      expect(notice).toMatchObject({
        title: 'New quote request from Joseph Family Reunion',
        entityType: 'travel_quote',
        priority: 'high',
        isRead: false,
      });
      expect(notice.message).toContain('6-10 travelers');
    }
    for (const outsider of [unapprovedAgent, client]) {
      expect(await notificationsOf(outsider).where({ entityId: row.id })).toHaveLength(0);
    }
  });

  it('shows the new lead in the approved agent notifications list', async () => {
    const { http, token } = await visitor();
    await http
      .post('/api/travel-quotes')
      .set('X-CSRF-Token', token)
      .send({ firstName: 'Kendall', lastName: 'Pierre', email: uniqueEmail('kendall') })
      .expect(201);

    const agentHttp = t.agent();
    await signInAs(agentHttp, approvedAgent.email);
    const list = await agentHttp.get('/api/notifications').expect(200);
    expect(list.body.data.map((notice: { title: string }) => notice.title)).toContain(
      'New quote request from Kendall Pierre',
    );
  });

  it('answers 400 with the form messages and stores nothing when names and e-mail are missing', async () => {
    const before = await t.db('travelQuotes').count({ count: '*' });
    const { http, token } = await visitor();
    const response = await http
      .post('/api/travel-quotes')
      .set('X-CSRF-Token', token)
      .send({ firstName: '  ', email: 'not-an-email', numberOfTravelers: '4', travelTypes: ['space'] })
      .expect(400);
    expect(response.body.fields).toMatchObject({
      firstName: leadMessages.firstNameRequired,
      lastName: leadMessages.lastNameRequired,
      email: leadMessages.invalidEmail,
      numberOfTravelers: leadMessages.travelersInvalid,
    });
    expect(response.body.fields['travelTypes.0'] ?? response.body.fields.travelTypes).toBe(
      leadMessages.travelTypeInvalid,
    );
    expect(await t.db('travelQuotes').count({ count: '*' })).toEqual(before);
  });

  it('refuses a return date before the departure date', async () => {
    const { http, token } = await visitor();
    const response = await http
      .post('/api/travel-quotes')
      .set('X-CSRF-Token', token)
      .send({
        firstName: 'Ana',
        lastName: 'Lee',
        email: uniqueEmail('ana'),
        departureDate: '2027-05-10',
        returnDate: '2027-05-01',
      })
      .expect(400);
    expect(response.body.fields).toEqual({ returnDate: leadMessages.returnBeforeDeparture });
  });

  it('answers 400, not 500, for the impossible day 2024-02-31 and for a NUL character in a field', async () => {
    const { http, token } = await visitor();
    const body = { firstName: 'Ana', lastName: 'Lee', email: uniqueEmail('ana') };
    const impossible = await http
      .post('/api/travel-quotes')
      .set('X-CSRF-Token', token)
      .send({ ...body, departureDate: '2024-02-31', returnDate: '2024-03-05' })
      .expect(400);
    expect(impossible.body.fields).toEqual({ departureDate: leadMessages.dateInvalid });

    const nul = await http
      .post('/api/travel-quotes')
      .set('X-CSRF-Token', token)
      .send({ ...body, specialRequests: 'Window seat\u0000 please' })
      .expect(400);
    expect(nul.body.fields).toEqual({ specialRequests: storableMessages.nulField });
    expect(await t.db('travelQuotes').where({ email: body.email })).toHaveLength(0);
  });

  it('refuses a request without the CSRF token', async () => {
    const response = await t
      .agent()
      .post('/api/travel-quotes')
      .send({ firstName: 'Ana', lastName: 'Lee', email: uniqueEmail('ana') })
      .expect(403);
    expect(response.body.error).toBe('csrf_invalid');
  });
});

describe('contact messages from the public site', () => {
  it('stores the message and notifies whoever works leads', async () => {
    const { http, token } = await visitor();
    const response = await http
      .post('/api/contact')
      .set('X-CSRF-Token', token)
      .send({
        name: 'Devon Charles',
        email: uniqueEmail('devon'),
        subject: 'Honeymoon in Soufriere',
        message: 'We would love a week near the Pitons in June.',
        budgetRange: 'about $8,000',
      })
      .expect(201);
    expect(response.body).toMatchObject({ success: true, message: leadMessages.contactReceived });
    const row = await t.db('contactMessages').where({ id: response.body.data.id }).first();
    expect(row).toMatchObject({
      name: 'Devon Charles',
      subject: 'Honeymoon in Soufriere',
      budgetRange: 'about $8,000',
    });
    const [notice] = await notificationsOf(admin).where({ entityId: row.id });
    expect(notice).toMatchObject({
      title: 'New contact message from Devon Charles',
      message: 'Honeymoon in Soufriere',
      entityType: 'contact_message',
    });
  });

  it('answers 400 for a message under 10 characters and stores nothing', async () => {
    const before = await t.db('contactMessages').count({ count: '*' });
    const { http, token } = await visitor();
    const response = await http
      .post('/api/contact')
      .set('X-CSRF-Token', token)
      .send({ name: '', email: 'devon@', message: 'Hi there' })
      .expect(400);
    expect(response.body.fields).toEqual({
      name: leadMessages.nameRequired,
      email: leadMessages.invalidEmail,
      message: leadMessages.messageTooShort,
    });
    expect(await t.db('contactMessages').count({ count: '*' })).toEqual(before);
  });
});

describe('lead flooding', () => {
  it('answers 429 with Retry-After once one network has sent 20 leads in an hour', async () => {
    const { http, token } = await visitor();
    const send = () =>
      http
        .post('/api/contact')
        .set('X-CSRF-Token', token)
        .send({ name: 'Bot', email: uniqueEmail('bot'), message: 'Buy cheap flights now!!!' });
    let response = await send();
    while (response.status === 201) response = await send();
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.body.message).toMatch(/Too many submissions from your network/);
  });
});
