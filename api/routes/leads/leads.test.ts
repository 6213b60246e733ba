import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadMessages } from '@contract/leads.ts';
import { storableMessages } from '@contract/storable.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { rowOf } from '../../test/rows.ts';
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

/** The e-mails queued to the agency inbox about the lead of `visitorEmail`. */
const agencyMailAbout = (visitorEmail: string) =>
  t.db('outgoingMail').where({ kind: 'lead', replyTo: visitorEmail });

async function countOf(table: string, where: Record<string, unknown> = {}): Promise<number> {
  const [{ count }] = await t.db(table).where(where).count({ count: '*' });
  return Number(count);
}

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
        specialRequests: 'One traveler uses a wheelchair.\nWe land late on the 1st.',
        // The hidden honeypot, left empty as every person leaves it.
        website: '',
      })
      .expect(201);
    expect(response.body).toMatchObject({ success: true, message: leadMessages.quoteReceived });

    const row = await rowOf(t.db('travelQuotes').where({ id: response.body.data.id }).first());
    expect(row).toMatchObject({
      firstName: 'Marie',
      email,
      phone: null,
      numberOfTravelers: '6-10',
      departureDate: '2027-03-01',
      travelTypes: ['saint-lucia', 'group'],
      budgetRange: '7000-10000',
    });

    const lead = await rowOf(t.db('leads').where({ travelQuoteId: row.id }).select('id').first());
    for (const viewer of [approvedAgent, admin]) {
      const [notice] = await notificationsOf(viewer).where({ entityId: lead.id });
      expect(notice).toMatchObject({
        title: 'New quote request from Joseph Family Reunion',
        entityType: 'lead',
        priority: 'high',
        isRead: false,
      });
      expect(notice.message).toContain('6-10 travelers');
    }
    for (const outsider of [unapprovedAgent, client]) {
      expect(await notificationsOf(outsider).where({ entityId: lead.id })).toHaveLength(0);
    }

    const [mail, ...more] = await agencyMailAbout(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      to: t.config.mail.agencyInbox,
      replyTo: email,
      subject: 'New quote request from Marie Joseph (Joseph Family Reunion)',
    });
    for (const line of [
      'First name: Marie',
      'Last name: Joseph',
      `Email: ${email}`,
      'Phone: (not given)',
      'Group name: Joseph Family Reunion',
      'Number of travelers: 6-10',
      'Departure date: 2027-03-01',
      'Return date: 2027-03-08',
      'Travel types: Saint Lucia, Group Vacations',
      'Budget range: $7,000 - $10,000',
      'Departure location: Orlando (MCO)',
      'Special requests:\n    One traveler uses a wheelchair.\n    We land late on the 1st.',
      'Passport information: (not given)',
      'Emergency contact: (not given)',
    ]) {
      expect(mail.text).toContain(line);
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
    const notices = await countOf('notifications');
    const mails = await countOf('outgoingMail', { kind: 'lead' });
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
    expect(await countOf('notifications')).toBe(notices);
    expect(await countOf('outgoingMail', { kind: 'lead' })).toBe(mails);
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
    const email = uniqueEmail('devon');
    const response = await http
      .post('/api/contact')
      .set('X-CSRF-Token', token)
      .send({
        name: 'Devon Charles',
        email,
        subject: 'Honeymoon in Soufriere',
        message: 'We would love a week near the Pitons in June.',
        budgetRange: 'about $8,000',
        website: '',
      })
      .expect(201);
    expect(response.body).toMatchObject({ success: true, message: leadMessages.contactReceived });
    const row = await rowOf(t.db('contactMessages').where({ id: response.body.data.id }).first());
    expect(row).toMatchObject({
      name: 'Devon Charles',
      subject: 'Honeymoon in Soufriere',
      budgetRange: 'about $8,000',
    });
    const lead = await rowOf(t.db('leads').where({ contactMessageId: row.id }).select('id').first());
    const [notice] = await notificationsOf(admin).where({ entityId: lead.id });
    expect(notice).toMatchObject({
      title: 'New contact message from Devon Charles',
      message: 'Honeymoon in Soufriere',
      entityType: 'lead',
      priority: 'high',
    });
    expect(await notificationsOf(approvedAgent).where({ entityId: lead.id })).toHaveLength(1);
    expect(await notificationsOf(unapprovedAgent).where({ entityId: lead.id })).toHaveLength(0);

    const [mail, ...more] = await agencyMailAbout(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      to: t.config.mail.agencyInbox,
      replyTo: email,
      subject: 'New contact message from Devon Charles: Honeymoon in Soufriere',
    });
    for (const line of [
      'Name: Devon Charles',
      `Email: ${email}`,
      'Subject: Honeymoon in Soufriere',
      'Budget range: about $8,000',
      'Message: We would love a week near the Pitons in June.',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('answers 400 for a message under 10 characters and stores nothing', async () => {
    const before = await t.db('contactMessages').count({ count: '*' });
    const notices = await countOf('notifications');
    const mails = await countOf('outgoingMail', { kind: 'lead' });
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
    expect(await countOf('notifications')).toBe(notices);
    expect(await countOf('outgoingMail', { kind: 'lead' })).toBe(mails);
  });

  it('refuses a message without the CSRF token', async () => {
    const response = await t
      .agent()
      .post('/api/contact')
      .send({ name: 'Devon', email: uniqueEmail('devon'), message: 'A week near the Pitons, please.' })
      .expect(403);
    expect(response.body.error).toBe('csrf_invalid');
  });
});

describe('the honeypot field', () => {
  it('answers a quote request with its honeypot filled like a success, and stores, notifies and mails nothing', async () => {
    const notices = await countOf('notifications');
    const { http, token } = await visitor();
    const email = uniqueEmail('script');
    const response = await http
      .post('/api/travel-quotes')
      .set('X-CSRF-Token', token)
      .send({ firstName: 'Cheap', lastName: 'Flights', email, website: 'https://spam.example' })
      .expect(201);
    expect(response.body).toEqual({
      success: true,
      message: leadMessages.quoteReceived,
      data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(await countOf('travelQuotes', { email })).toBe(0);
    expect(await countOf('travelQuotes', { id: response.body.data.id })).toBe(0);
    expect(await countOf('notifications')).toBe(notices);
    expect(await agencyMailAbout(email)).toHaveLength(0);
  });

  it('answers a contact message with its honeypot filled like a success, and stores, notifies and mails nothing', async () => {
    const notices = await countOf('notifications');
    const { http, token } = await visitor();
    const email = uniqueEmail('script');
    const response = await http
      .post('/api/contact')
      .set('X-CSRF-Token', token)
      .send({ name: 'SEO Expert', email, message: 'Rank first on every search!', website: 'seo.example' })
      .expect(201);
    expect(response.body).toEqual({
      success: true,
      message: leadMessages.contactReceived,
      data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(await countOf('contactMessages', { email })).toBe(0);
    expect(await countOf('notifications')).toBe(notices);
    expect(await agencyMailAbout(email)).toHaveLength(0);
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
    expect(response.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(response.body.message).toMatch(/Too many submissions from your network/);

    // Quote requests count against the same allowance.
    await http
      .post('/api/travel-quotes')
      .set('X-CSRF-Token', token)
      .send({ firstName: 'Ana', lastName: 'Lee', email: uniqueEmail('ana') })
      .expect(429);
  });
});
