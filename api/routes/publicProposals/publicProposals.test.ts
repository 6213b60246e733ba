import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { rowOf } from '../../test/rows.ts';
import { assignClient, buildClient, buildUser, signInAs } from '../../test/factories.ts';
import { proposalMessages } from '@contract/proposals.ts';
import { jsonb } from '@db/index.ts';
import { mailSettled } from '../../providers/mail/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

/** An agent's proposal including one of their quotes; sent unless `send` is false. */
async function sentProposal({ send = true, validUntil = '2099-12-31' } = {}) {
  const user = await buildUser(t.db, {
    role: 'agent',
    firstName: 'Alicia',
    lastName: 'Baptiste',
    approved: true,
  });
  const client = await buildClient(t.db, { firstName: 'Jordan', lastName: 'Ellis' });
  await assignClient(t.db, client.id as string, user.id);
  const agent = t.agent();
  const token = await signInAs(agent, user.email);
  const quote = await agent
    .post('/api/agent-quotes')
    .set('X-CSRF-Token', token)
    .send({
      title: 'Flights and hotel',
      clientId: client.id,
      services: [{ name: 'Sunset cruise', price: 333, quantity: 3 }],
      validUntil: '2099-01-31',
    })
    .expect(201);
  const proposal = await agent
    .post('/api/proposals')
    .set('X-CSRF-Token', token)
    .send({
      title: 'Pitons week',
      clientId: client.id,
      introduction: 'Hello Jordan',
      includedQuotes: [quote.body.data.id],
      validUntil,
      notes: 'Agent-only note',
    })
    .expect(201);
  const id = proposal.body.data.id as string;
  if (send) await agent.post(`/api/proposals/${id}/send`).set('X-CSRF-Token', token).expect(200);
  const row = await rowOf(t.db('proposals').where({ id }).first());
  return { id, user, publicToken: row.publicToken as string | null, agent, token };
}

async function notificationsOf(agentId: string, entityId: string) {
  return t.db('notifications').where({ agentId, entityId }).orderBy('createdAt').select('type', 'entityType');
}

describe('the public proposal page', () => {
  it('shows the proposal without sign-in, marks the first view and tells the agent once', async () => {
    const { id, user, publicToken } = await sentProposal();
    const visitor = t.agent();
    const first = await visitor.get(`/api/public/proposals/${publicToken}`).expect(200);
    expect(first.body.data).toMatchObject({
      title: 'Pitons week',
      introduction: 'Hello Jordan',
      status: 'viewed',
      client: { firstName: 'Jordan', lastName: 'Ellis' },
      agent: { firstName: 'Alicia', lastName: 'Baptiste', email: user.email },
      includedQuotes: [
        { title: 'Flights and hotel', subtotal: 999, taxes: 80, totalCost: 1079, currency: 'USD' },
      ],
    });
    expect(first.body.data).not.toHaveProperty('notes');
    expect(first.body.data).not.toHaveProperty('id');
    const row = await rowOf(t.db('proposals').where({ id }).first());
    expect(row.status).toBe('viewed');
    expect(row.viewedAt).not.toBeNull();

    await visitor.get(`/api/public/proposals/${publicToken}`).expect(200);
    expect(await notificationsOf(user.id, id)).toEqual([
      { type: 'proposal_viewed', entityType: 'proposals' },
    ]);
  });

  it('accepts once: viewed -> accepted with a notification, and a second answer is 409', async () => {
    const { id, user, publicToken } = await sentProposal();
    const visitor = t.agent();
    await visitor.get(`/api/public/proposals/${publicToken}`).expect(200);
    const token = await csrfToken(visitor);
    const accepted = await visitor
      .post(`/api/public/proposals/${publicToken}/respond`)
      .set('X-CSRF-Token', token)
      .send({ decision: 'accept' })
      .expect(200);
    expect(accepted.body.data.status).toBe('accepted');
    const row = await rowOf(t.db('proposals').where({ id }).first());
    expect(row.status).toBe('accepted');
    expect(row.respondedAt).not.toBeNull();
    expect(await notificationsOf(user.id, id)).toEqual([
      { type: 'proposal_viewed', entityType: 'proposals' },
      { type: 'proposal_accepted', entityType: 'proposals' },
    ]);

    const again = await visitor
      .post(`/api/public/proposals/${publicToken}/respond`)
      .set('X-CSRF-Token', token)
      .send({ decision: 'decline' })
      .expect(409);
    expect(again.body.message).toBe(proposalMessages.alreadyAnswered);
    expect((await rowOf(t.db('proposals').where({ id }).first())).status).toBe('accepted');
  });

  it('declines straight from sent: rejected with a proposal_rejected notification', async () => {
    const { id, user, publicToken } = await sentProposal();
    const visitor = t.agent();
    const token = await csrfToken(visitor);
    await visitor
      .post(`/api/public/proposals/${publicToken}/respond`)
      .set('X-CSRF-Token', token)
      .send({ decision: 'decline' })
      .expect(200);
    expect((await rowOf(t.db('proposals').where({ id }).first())).status).toBe('rejected');
    expect(await notificationsOf(user.id, id)).toEqual([
      { type: 'proposal_rejected', entityType: 'proposals' },
    ]);
  });

  it('refuses an answer without a CSRF token, a bad decision, and an expired proposal', async () => {
    const { id, publicToken } = await sentProposal();
    const visitor = t.agent();
    const noToken = await visitor
      .post(`/api/public/proposals/${publicToken}/respond`)
      .send({ decision: 'accept' })
      .expect(403);
    expect(noToken.body.error).toBe('csrf_invalid');
    const token = await csrfToken(visitor);
    const bad = await visitor
      .post(`/api/public/proposals/${publicToken}/respond`)
      .set('X-CSRF-Token', token)
      .send({ decision: 'maybe' })
      .expect(400);
    expect(bad.body.fields.decision).toBe(proposalMessages.decisionInvalid);
    expect((await rowOf(t.db('proposals').where({ id }).first())).status).toBe('sent');

    const expired = await sentProposal({ validUntil: '2020-01-01' });
    const response = await visitor
      .post(`/api/public/proposals/${expired.publicToken}/respond`)
      .set('X-CSRF-Token', token)
      .send({ decision: 'accept' })
      .expect(409);
    expect(response.body.message).toBe(proposalMessages.expired);
  });

  it('answers 404 for an unknown token, a deleted proposal and a malformed token', async () => {
    await t
      .agent()
      .get(`/api/public/proposals/${'x'.repeat(43)}`)
      .expect(404);
    await t.agent().get('/api/public/proposals/short').expect(404);
    const { id, publicToken, agent, token } = await sentProposal();
    await agent.delete(`/api/proposals/${id}`).set('X-CSRF-Token', token).expect(200);
    const gone = await t.agent().get(`/api/public/proposals/${publicToken}`).expect(404);
    expect(gone.body.message).toBe(proposalMessages.publicNotFound);
    const draft = await sentProposal({ send: false });
    expect(draft.publicToken).toBeNull();
  });
});

describe('the logo on the public proposal page', () => {
  it('leaves out a logo stored with an outside address, which would tell its owner the client opened the page', async () => {
    const { id, publicToken, agent } = await sentProposal();
    const branding = {
      companyLogo: 'https://tracker.example/pixel.png?c=jordan',
      accentColor: '#0f766e',
      footerText: 'Us',
    };
    await t
      .db('proposals')
      .where({ id })
      .update({ branding: jsonb(branding) });

    const page = await t.agent().get(`/api/public/proposals/${publicToken}`).expect(200);
    expect(page.body.data.branding).toEqual({ ...branding, companyLogo: '' });
    expect(JSON.stringify(page.body)).not.toContain('tracker.example');
    // The agent still sees it, so the form can say why it has to change.
    const own = await agent.get(`/api/proposals/${id}`).expect(200);
    expect(own.body.data.branding.companyLogo).toBe(branding.companyLogo);

    const onSite = { ...branding, companyLogo: '/images/agency-logo.png' };
    await t
      .db('proposals')
      .where({ id })
      .update({ branding: jsonb(onSite) });
    const kept = await t.agent().get(`/api/public/proposals/${publicToken}`).expect(200);
    expect(kept.body.data.branding.companyLogo).toBe('/images/agency-logo.png');
  });
});
