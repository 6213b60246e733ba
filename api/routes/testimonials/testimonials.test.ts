import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '@contract/agency.ts';
import { TESTIMONIAL_LINK_TTL_MS, testimonialMessages } from '@contract/testimonials.ts';
import { hashLinkToken } from '../../lib/linkTokens.ts';
import { setMailProvider } from '../../providers/mail/index.ts';
import { expectStaffOnly, FORBIDDEN_BODY } from '../../test/access.ts';
import { recordingProvider, runOutMailRetries } from '../../test/mail.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { buildItinerary, clientOf, signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { present, rowOf } from '../../test/rows.ts';

let t: TestServer;
let agent: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await getTestServer();
  agent = await signedIn(t, 'agent', { approved: true });
  admin = await signedIn(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The agency's calendar day `days` from today (negative: in the past). */
const day = (days: number) => agencyToday(new Date(Date.now() + days * DAY_MS));

/** A trip of one of the agent's clients that ended last week, unless `fields` say otherwise. */
async function endedTrip(fields: Record<string, unknown> = {}, owner = agent) {
  const client = await clientOf(t.db, owner.user.id, { firstName: 'Marie', lastName: 'auguste' });
  const trip = await buildItinerary(t.db, client.id, {
    title: 'Pitons Anniversary Week',
    startDate: day(-14),
    endDate: day(-7),
    status: 'completed',
    ...fields,
  });
  return { client, trip };
}

const requestFor = (who: SignedIn, itineraryId: string) =>
  who.http.post(`/api/itineraries/${itineraryId}/testimonial-request`).set('X-CSRF-Token', who.token);

/** The token of the newest link e-mailed for the trip, read from the mail queue. */
async function mailedToken(itineraryId: string): Promise<string> {
  const request = await rowOf(
    t.db('testimonialRequests').where({ itineraryId }).orderBy('createdAt', 'desc').first(),
  );
  const mail = await rowOf(t.db('outgoingMail').where({ tokenId: request.id }).first());
  const token = /\/testimonial\?token=([A-Za-z0-9_-]+)/.exec(mail.text as string)?.[1];
  if (!token) throw new Error('no testimonial link in the e-mail');
  return token;
}

/** A link e-mailed for a fresh ended trip: the trip and the token its client received. */
async function openLink() {
  const { client, trip } = await endedTrip();
  await requestFor(agent, trip.id).expect(201);
  return { client, trip, token: await mailedToken(trip.id) };
}

/** A visitor's browser: a session with a CSRF token, nobody signed in. */
async function visitor() {
  const http = t.agent();
  const response = await http.get('/api/auth/csrf-token').expect(200);
  return { http, token: response.body.csrfToken as string };
}

const validTestimonial = (token: string) => ({
  token,
  rating: 5,
  text: '  The resort was perfect and every transfer was on time.  ',
  displayName: ' Marie   A. ',
  consent: true,
});

/** The client's browser, where nobody is signed in: the link is all it has. */
let browser: Awaited<ReturnType<typeof visitor>>;
beforeAll(async () => {
  browser = await visitor();
});

const submit = (body: Record<string, unknown>) =>
  browser.http.post('/api/testimonials').set('X-CSRF-Token', browser.token).send(body);

const invitation = (token: unknown) =>
  browser.http.post('/api/testimonials/invitation').set('X-CSRF-Token', browser.token).send({ token });

const countOf = async (table: string, where: Record<string, unknown>) =>
  Number((await t.db(table).where(where).count({ count: '*' }).first())?.count ?? 0);

describe('POST /api/itineraries/:id/testimonial-request', () => {
  it('e-mails the client a single-use link for 30 days, storing only its digest', async () => {
    const { client, trip } = await endedTrip();
    const before = Date.now();
    const response = await requestFor(agent, trip.id).expect(201);
    expect(response.body).toMatchObject({
      success: true,
      message: `Testimonial request sent to ${client.email as string}.`,
      data: { email: client.email },
    });
    const expiresAt = Date.parse(response.body.data.expiresAt as string);
    expect(expiresAt).toBeGreaterThanOrEqual(before + TESTIMONIAL_LINK_TTL_MS - 1000);

    const token = await mailedToken(trip.id);
    const stored = await rowOf(t.db('testimonialRequests').where({ itineraryId: trip.id }).first());
    expect(stored).toMatchObject({
      clientId: client.id,
      email: client.email,
      token: hashLinkToken(token),
      requestedBy: agent.user.id,
      usedAt: null,
    });
    const mail = await rowOf(t.db('outgoingMail').where({ tokenId: stored.id }).first());
    expect(mail).toMatchObject({ kind: 'testimonial_request', to: client.email });
    expect(mail.subject).toContain('Pitons Anniversary Week');
    expect(mail.text).toContain('Hello Marie,');
    expect(mail.text).toContain(`${t.config.appUrl}/testimonial?token=${token}`);
  });

  it('lets an admin ask for any trip, and a second request makes the first link stop working', async () => {
    const { trip } = await endedTrip();
    await requestFor(admin, trip.id).expect(201);
    const first = await mailedToken(trip.id);
    await requestFor(agent, trip.id).expect(201);
    const second = await mailedToken(trip.id);
    expect(second).not.toBe(first);
    expect((await invitation(first)).status).toBe(400);
    expect((await invitation(second)).status).toBe(200);
    expect(await countOf('testimonialRequests', { itineraryId: trip.id })).toBe(1);
  });

  it('answers 409 and stores and sends nothing for a trip not ended, cancelled, undated or already reviewed', async () => {
    const mailBefore = await countOf('outgoingMail', { kind: 'testimonial_request' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ endDate: day(0) }, testimonialMessages.tripNotEnded],
      [{ startDate: day(1), endDate: day(5), status: 'confirmed' }, testimonialMessages.tripNotEnded],
      [{ status: 'cancelled' }, testimonialMessages.tripCancelled],
      [{ startDate: null, endDate: null }, testimonialMessages.tripWithoutEndDate],
    ];
    for (const [fields, message] of cases) {
      const { trip } = await endedTrip(fields);
      const response = await requestFor(agent, trip.id).expect(409);
      expect(response.body).toMatchObject({ success: false, error: 'conflict', message });
      expect(await countOf('testimonialRequests', { itineraryId: trip.id })).toBe(0);
    }

    const { trip, token } = await openLink();
    await submit(validTestimonial(token)).expect(201);
    const again = await requestFor(agent, trip.id).expect(409);
    expect(again.body.message).toBe(testimonialMessages.alreadyGiven);
    expect(await countOf('outgoingMail', { kind: 'testimonial_request' })).toBe(mailBefore + 1);
  });

  it('answers 404 for another agent’s trip, a deleted one and an id that is not one', async () => {
    const other = await signedIn(t, 'agent', { approved: true });
    const { trip } = await endedTrip({}, other);
    const response = await requestFor(agent, trip.id).expect(404);
    expect(response.body.message).toBe(testimonialMessages.itineraryNotFound);
    const { trip: deleted } = await endedTrip({ deletedAt: new Date() });
    await requestFor(agent, deleted.id).expect(404);
    await requestFor(agent, randomUUID()).expect(404);
    await requestFor(agent, 'not-a-uuid').expect(404);
    expect(await countOf('testimonialRequests', { itineraryId: trip.id })).toBe(0);
  });

  it('refuses an agent an admin has not approved (403), a client (403) and a stranger (401)', async () => {
    const newcomer = await signedIn(t, 'agent');
    const { trip } = await endedTrip({}, newcomer);
    const refused = await requestFor(newcomer, trip.id).expect(403);
    expect(refused.body.message).toBe(testimonialMessages.awaitingApproval);
    await expectStaffOnly(t, 'POST', `/api/itineraries/${trip.id}/testimonial-request`);
    expect(await countOf('testimonialRequests', { itineraryId: trip.id })).toBe(0);
  });
});

describe('POST /api/testimonials/invitation', () => {
  it('names the trip and suggests a name, and reading it uses nothing up', async () => {
    const { token } = await openLink();
    const response = await invitation(token);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.data).toMatchObject({
      tripTitle: 'Pitons Anniversary Week',
      suggestedName: 'Marie A.',
    });
    expect((await invitation(token)).status).toBe(200);
    await submit(validTestimonial(token)).expect(201);
  });

  it('answers 400 with the link’s message for a missing, unknown, used or expired token', async () => {
    const missing = await invitation('');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ token: testimonialMessages.tokenRequired });

    const unknown = await invitation('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: testimonialMessages.linkInvalid,
      fields: { token: testimonialMessages.linkInvalid },
    });
    expect((await invitation('x'.repeat(500))).body.message).toBe(testimonialMessages.linkInvalid);

    const used = await openLink();
    await submit(validTestimonial(used.token)).expect(201);
    expect((await invitation(used.token)).status).toBe(400);

    const expired = await openLink();
    await t
      .db('testimonialRequests')
      .where({ token: hashLinkToken(expired.token) })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await invitation(expired.token)).body.message).toBe(testimonialMessages.linkInvalid);
  });
});

describe('POST /api/testimonials', () => {
  it('stores the testimonial pending, tidied, with its trip and consent, claims the link and tells the admins', async () => {
    const { trip, token } = await openLink();
    const response = await submit(validTestimonial(token)).expect(201);
    expect(response.body).toMatchObject({ success: true, message: testimonialMessages.received });

    const row = await rowOf(t.db('testimonials').where({ id: response.body.data.id }).first());
    expect(row).toMatchObject({
      itineraryId: trip.id,
      displayName: 'Marie A.',
      rating: 5,
      text: 'The resort was perfect and every transfer was on time.',
      status: 'pending',
      approvedBy: null,
    });
    expect(row.consentedAt).toBeInstanceOf(Date);
    const request = await rowOf(
      t
        .db('testimonialRequests')
        .where({ id: present(row.requestId, 'request id') })
        .first(),
    );
    expect(request.usedAt).toBeInstanceOf(Date);
    const notice = await rowOf(
      t.db('notifications').where({ agentId: admin.user.id, entityId: row.id }).first(),
    );
    expect(notice).toMatchObject({
      type: 'new_testimonial',
      title: 'New testimonial to review',
      entityType: 'testimonials',
    });
    expect(notice.message).toContain('Marie A. gave 5 of 5 stars for "Pitons Anniversary Week"');
    // Agents are not the moderators: nothing for them.
    expect(await countOf('notifications', { agentId: agent.user.id, entityId: row.id })).toBe(0);
  });

  it('takes the form’s own values: the rating as text and the ticked box as "true"', async () => {
    const { token } = await openLink();
    const response = await submit({ ...validTestimonial(token), rating: '4', consent: 'true' }).expect(201);
    expect(await t.db('testimonials').where({ id: response.body.data.id }).first('rating')).toEqual({
      rating: 4,
    });
  });

  it('answers 400 to a second use of the link, and an expired or unknown one, storing nothing', async () => {
    const { trip, token } = await openLink();
    await submit(validTestimonial(token)).expect(201);
    const reused = await submit({ ...validTestimonial(token), text: 'A second try at the same link.' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      error: 'validation_failed',
      message: testimonialMessages.linkInvalid,
      fields: { token: testimonialMessages.linkInvalid },
    });
    expect(await countOf('testimonials', { itineraryId: trip.id })).toBe(1);

    const expired = await openLink();
    await t
      .db('testimonialRequests')
      .where({ token: hashLinkToken(expired.token) })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await submit(validTestimonial(expired.token))).status).toBe(400);
    expect(await countOf('testimonials', { itineraryId: expired.trip.id })).toBe(0);

    expect((await submit(validTestimonial('y'.repeat(43)))).status).toBe(400);
  });

  it('lets only one of two submissions racing one link through', async () => {
    const { trip, token } = await openLink();
    const answers = await Promise.all([
      submit(validTestimonial(token)),
      submit({ ...validTestimonial(token), rating: 3 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await countOf('testimonials', { itineraryId: trip.id })).toBe(1);
  });

  it('answers 400 with each field’s message, stores nothing and leaves the link usable', async () => {
    const { trip, token } = await openLink();
    const refused = async (changes: Record<string, unknown>) => {
      const response = await submit({ ...validTestimonial(token), ...changes });
      expect(response.status, JSON.stringify(changes)).toBe(400);
      return response.body.fields as Record<string, string>;
    };
    expect(await refused({ rating: 0 })).toEqual({ rating: testimonialMessages.ratingRequired });
    expect(await refused({ rating: 6 })).toEqual({ rating: testimonialMessages.ratingRequired });
    expect(await refused({ rating: 4.5 })).toEqual({ rating: testimonialMessages.ratingRequired });
    expect(await refused({ rating: 'five' })).toEqual({ rating: testimonialMessages.ratingRequired });
    expect(await refused({ rating: undefined })).toEqual({ rating: testimonialMessages.ratingRequired });
    expect(await refused({ text: '   ' })).toEqual({ text: testimonialMessages.textRequired });
    expect(await refused({ text: 'Too short.' })).toEqual({ text: testimonialMessages.textTooShort });
    expect(await refused({ text: 'x'.repeat(1001) })).toEqual({ text: testimonialMessages.textTooLong });
    expect(await refused({ displayName: '' })).toEqual({ displayName: testimonialMessages.nameRequired });
    expect(await refused({ displayName: 'x'.repeat(61) })).toEqual({
      displayName: testimonialMessages.nameTooLong,
    });
    expect(await refused({ consent: false })).toEqual({ consent: testimonialMessages.consentRequired });
    expect(await refused({ consent: undefined })).toEqual({ consent: testimonialMessages.consentRequired });
    expect(await refused({ text: 'Lovely\u0000trip with wonderful guides.' })).toHaveProperty('text');
    const everything = await submit({ token });
    expect(Object.keys(everything.body.fields as object).sort()).toEqual([
      'consent',
      'displayName',
      'rating',
      'text',
    ]);

    expect(await countOf('testimonials', { itineraryId: trip.id })).toBe(0);
    expect(await t.db('testimonialRequests').where({ itineraryId: trip.id }).first('usedAt')).toEqual({
      usedAt: null,
    });
    await submit(validTestimonial(token)).expect(201);
  });
});

describe('moderation', () => {
  const queue = (who: SignedIn, status?: string) =>
    who.http.get('/api/admin/testimonials').query(status ? { status } : {});
  const decide = (who: SignedIn, id: string, action: 'approve' | 'reject') =>
    who.http.post(`/api/admin/testimonials/${id}/${action}`).set('X-CSRF-Token', who.token);

  async function pendingTestimonial(changes: Record<string, unknown> = {}) {
    const { token } = await openLink();
    const response = await submit({ ...validTestimonial(token), ...changes }).expect(201);
    return response.body.data.id as string;
  }

  it('gives admins the pending queue, oldest first, with the client and trip, and the counts per status', async () => {
    const older = await pendingTestimonial();
    const newer = await pendingTestimonial();
    const response = await queue(admin).expect(200);
    const ids = (response.body.testimonials as Array<{ id: string }>).map((item) => item.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(response.body.testimonials.find((item: { id: string }) => item.id === older)).toMatchObject({
      displayName: 'Marie A.',
      rating: 5,
      status: 'pending',
      tripTitle: 'Pitons Anniversary Week',
      clientName: 'Marie auguste',
      approvedAt: null,
    });
    expect(response.body.counts.pending).toBeGreaterThanOrEqual(2);
    expect(Object.keys(response.body.counts).sort()).toEqual(['approved', 'pending', 'rejected']);
    const bad = await queue(admin, 'spam').expect(400);
    expect(bad.body.fields).toEqual({ status: testimonialMessages.statusInvalid });
  });

  it('publishes an approved testimonial, newest approval first, and takes a rejected one off the site', async () => {
    const first = await pendingTestimonial({ text: 'The first of two testimonials approved today.' });
    const second = await pendingTestimonial({ text: 'The second of two testimonials approved today.' });
    const approved = await decide(admin, first, 'approve').expect(200);
    expect(approved.body).toMatchObject({
      message: testimonialMessages.approved,
      data: { id: first, status: 'approved' },
    });
    await decide(admin, second, 'approve').expect(200);
    const row = await rowOf(t.db('testimonials').where({ id: first }).first());
    expect(row).toMatchObject({ status: 'approved', approvedBy: admin.user.id, rejectedAt: null });
    expect(row.approvedAt).toBeInstanceOf(Date);

    const listed = await t.agent().get('/api/testimonials').query({ limit: 12 }).expect(200);
    const ids = (listed.body.testimonials as Array<{ id: string }>).map((item) => item.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const shown = listed.body.testimonials.find((item: { id: string }) => item.id === first);
    // A visitor reads the name the client chose and their words; never their address or trip.
    expect(Object.keys(shown).sort()).toEqual(['approvedAt', 'displayName', 'id', 'rating', 'text']);

    const rejected = await decide(admin, first, 'reject').expect(200);
    expect(rejected.body.data).toEqual({ id: first, status: 'rejected' });
    expect(
      await t.db('testimonials').where({ id: first }).first('status', 'approvedBy', 'rejectedBy'),
    ).toEqual({
      status: 'rejected',
      approvedBy: null,
      rejectedBy: admin.user.id,
    });
    const after = await t.agent().get('/api/testimonials').query({ limit: 12 }).expect(200);
    expect((after.body.testimonials as Array<{ id: string }>).map((item) => item.id)).not.toContain(first);
    expect(
      (await queue(admin, 'rejected')).body.testimonials.map((item: { id: string }) => item.id),
    ).toContain(first);
  });

  it('shows no pending or rejected testimonial to visitors, three by default, and refuses a bad limit', async () => {
    const pending = await pendingTestimonial();
    for (let index = 0; index < 4; index += 1) await decide(admin, await pendingTestimonial(), 'approve');
    const listed = await t.agent().get('/api/testimonials').expect(200);
    expect(listed.body.testimonials).toHaveLength(3);
    expect((listed.body.testimonials as Array<{ id: string }>).map((item) => item.id)).not.toContain(pending);
    for (const limit of ['0', '13', 'many']) {
      const bad = await t.agent().get('/api/testimonials').query({ limit }).expect(400);
      expect(bad.body.fields).toEqual({ limit: testimonialMessages.limitInvalid });
    }
  });

  it('answers 404 for a testimonial that is not there', async () => {
    const response = await decide(admin, randomUUID(), 'approve').expect(404);
    expect(response.body.message).toBe(testimonialMessages.notFound);
    await decide(admin, 'not-a-uuid', 'reject').expect(404);
  });

  it('is for admins only: agents, even approved ones, and clients get 403, strangers 401, and nothing changes', async () => {
    const id = await pendingTestimonial();
    expect((await queue(agent).expect(403)).body).toEqual(FORBIDDEN_BODY);
    expect((await decide(agent, id, 'approve').expect(403)).body).toEqual(FORBIDDEN_BODY);
    await decide(agent, id, 'reject').expect(403);
    const client = await signedIn(t, 'client');
    await queue(client).expect(403);
    await decide(client, id, 'approve').expect(403);
    await t.agent().get('/api/admin/testimonials').expect(401);
    const stranger = await visitor();
    await stranger.http
      .post(`/api/admin/testimonials/${id}/approve`)
      .set('X-CSRF-Token', stranger.token)
      .expect(401);
    expect(await t.db('testimonials').where({ id }).first('status')).toEqual({ status: 'pending' });
  });
});

describe('a request e-mail that cannot be delivered', () => {
  it('withdraws its link, so no usable link exists that the client never received', async () => {
    setMailProvider(t.app, recordingProvider(Number.POSITIVE_INFINITY));
    try {
      const { trip } = await endedTrip();
      await requestFor(agent, trip.id).expect(201);
      const token = await mailedToken(trip.id);
      await runOutMailRetries(t.app, t.mailClock);
      expect(await countOf('testimonialRequests', { itineraryId: trip.id })).toBe(0);
      expect((await invitation(token)).status).toBe(400);
    } finally {
      setMailProvider(t.app, recordingProvider());
    }
  });
});
