import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptanceMessages } from '@contract/proposalAcceptance.ts';
import { proposalMessages } from '@contract/proposals.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import { readPdf } from '../../test/pdfText.ts';
import { mailSettled } from '../../providers/mail/index.ts';
import { Device } from '../sync/syncTestKit.ts';
import { agentWithClient, proposalBody, type ProposalOwner } from './proposalTestKit.ts';
import { idOf, present, rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

/** A sent proposal including one of the agent's quotes, opened by its client. */
async function sentProposal(owner?: ProposalOwner) {
  const who = owner ?? (await agentWithClient(t));
  const { agent, token, client } = who;
  await t
    .db('clients')
    .where({ id: idOf(client) })
    .update({ email: 'jordan.ellis@example.test' });
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
  const created = await agent
    .post('/api/proposals')
    .set('X-CSRF-Token', token)
    .send(proposalBody(client.id as string, { includedQuotes: [quote.body.data.id] }))
    .expect(201);
  const id = created.body.data.id as string;
  await agent.post(`/api/proposals/${id}/send`).set('X-CSRF-Token', token).expect(200);
  const { publicToken } = await rowOf(t.db('proposals').where({ id }).first());
  const visitor = t.agent();
  const page = await visitor.get(`/api/public/proposals/${publicToken}`).expect(200);
  return {
    ...who,
    id,
    quoteId: quote.body.data.id as string,
    publicToken: publicToken as string,
    visitor,
    revision: page.body.data.revision as string,
  };
}

async function accept(proposal: Awaited<ReturnType<typeof sentProposal>>, status = 200) {
  const token = await csrfToken(proposal.visitor);
  return proposal.visitor
    .post(`/api/public/proposals/${proposal.publicToken}/respond`)
    .set('X-CSRF-Token', token)
    .send({ decision: 'accept', revision: proposal.revision })
    .expect(status);
}

async function acceptedProposal(owner?: ProposalOwner) {
  const proposal = await sentProposal(owner);
  await accept(proposal);
  return proposal;
}

describe('accepting a proposal', () => {
  it('keeps the accepted copy of the page and the document in the row', async () => {
    const { id } = await acceptedProposal();
    const row = await rowOf(t.db('proposals').where({ id }).first());
    expect(row.status).toBe('accepted');
    expect(row.acceptedAt).not.toBeNull();
    expect(row.acceptedSnapshot).toMatchObject({
      acceptedAt: new Date(present(row.acceptedAt, 'acceptance time')).toISOString(),
      page: {
        title: 'Saint Lucia Anniversary Escape',
        totalValue: 1_234_500,
        inclusions: ['Flights', 'Breakfast'],
        includedQuotes: [{ title: 'Flights and hotel', totalCost: 1079 }],
      },
      document: {
        proposal: { title: 'Saint Lucia Anniversary Escape', status: 'accepted' },
        quotes: [{ title: 'Flights and hotel' }],
      },
    });
    expect(row.acceptedSnapshot).not.toHaveProperty('document.proposal.notes');
  });

  it('refuses an answer given on a page older than the proposal, and takes none', async () => {
    const proposal = await sentProposal();
    await proposal.agent
      .put(`/api/proposals/${proposal.id}`)
      .set('X-CSRF-Token', proposal.token)
      .send(proposalBody(proposal.client.id as string, { totalValue: 999_999_00 }))
      .expect(200);
    const refused = await accept(proposal, 409);
    expect(refused.body.message).toBe(acceptanceMessages.changedSinceOpened);
    const row = await rowOf(t.db('proposals').where({ id: proposal.id }).first());
    expect(row.status).toBe('viewed');
    expect(row.acceptedSnapshot).toBeNull();
  });
  it('answers 400 to a malformed revision and takes no answer', async () => {
    const proposal = await sentProposal();
    const token = await csrfToken(proposal.visitor);
    const bad = await proposal.visitor
      .post(`/api/public/proposals/${proposal.publicToken}/respond`)
      .set('X-CSRF-Token', token)
      .send({ decision: 'accept', revision: { $ne: null } })
      .expect(400);
    expect(bad.body.fields.revision).toBe(proposalMessages.revisionInvalid);
    expect((await rowOf(t.db('proposals').where({ id: proposal.id }).first())).status).toBe('viewed');
  });
});

describe('an accepted proposal', () => {
  it('answers an edit with 409 and its message, and nothing changes', async () => {
    const { id, agent, token, client } = await acceptedProposal();
    const before = await rowOf(t.db('proposals').where({ id }).first());
    const edit = await agent
      .put(`/api/proposals/${id}`)
      .set('X-CSRF-Token', token)
      .send(proposalBody(client.id as string, { title: 'Changed after', totalValue: 1 }))
      .expect(409);
    expect(edit.body).toMatchObject({
      success: false,
      error: 'conflict',
      message: acceptanceMessages.frozen,
    });
    const after = await rowOf(t.db('proposals').where({ id }).first());
    expect(after).toMatchObject({
      title: before.title,
      totalValue: before.totalValue,
      version: before.version,
    });
    const own = await agent.get(`/api/proposals/${id}`).expect(200);
    expect(own.body.data).toMatchObject({ status: 'accepted', title: 'Saint Lucia Anniversary Escape' });
    expect(own.body.data.acceptedAt).toBe(
      new Date(present(after.acceptedAt, 'acceptance time')).toISOString(),
    );
    expect(own.body.data.acceptedVersion.proposal.title).toBe('Saint Lucia Anniversary Escape');
  });

  it('still validates an edit first, then refuses it: bad input is 400 and stores nothing', async () => {
    const { id, agent, token, client } = await acceptedProposal();
    const bad = await agent
      .put(`/api/proposals/${id}`)
      .set('X-CSRF-Token', token)
      .send(proposalBody(client.id as string, { title: '' }))
      .expect(400);
    expect(bad.body.fields.title).toBe(proposalMessages.titleRequired);
    expect((await rowOf(t.db('proposals').where({ id }).first())).title).toBe(
      'Saint Lucia Anniversary Escape',
    );
  });

  it('answers 404 to another agent and 403 to a client, and changes nothing', async () => {
    const { id, client } = await acceptedProposal();
    const other = await agentWithClient(t);
    await other.agent
      .put(`/api/proposals/${id}`)
      .set('X-CSRF-Token', other.token)
      .send(proposalBody(other.client.id as string))
      .expect(404);
    await other.agent.post(`/api/proposals/${id}/duplicate`).set('X-CSRF-Token', other.token).expect(404);
    const clientUser = await buildUser(t.db, { role: 'client' });
    const browser = t.agent();
    const token = await signInAs(browser, clientUser.email);
    await browser
      .put(`/api/proposals/${id}`)
      .set('X-CSRF-Token', token)
      .send(proposalBody(client.id as string))
      .expect(403);
    expect((await rowOf(t.db('proposals').where({ id }).first())).title).toBe(
      'Saint Lucia Anniversary Escape',
    );
  });

  it('is refused to an admin too', async () => {
    const { id, client } = await acceptedProposal();
    const admin = await buildUser(t.db, { role: 'admin' });
    const browser = t.agent();
    const token = await signInAs(browser, admin.email);
    const edit = await browser
      .put(`/api/proposals/${id}`)
      .set('X-CSRF-Token', token)
      .send(proposalBody(client.id as string, { title: 'Admin edit' }))
      .expect(409);
    expect(edit.body.message).toBe(acceptanceMessages.frozen);
  });

  it('makes a new version as a draft copy the agent can edit and send', async () => {
    const { id, agent, token, client } = await acceptedProposal();
    const copy = await agent.post(`/api/proposals/${id}/duplicate`).set('X-CSRF-Token', token).expect(201);
    expect(copy.body.data).toMatchObject({
      title: 'Saint Lucia Anniversary Escape (Copy)',
      status: 'draft',
      totalValue: 1_234_500,
      inclusions: ['Flights', 'Breakfast'],
      acceptedAt: null,
      acceptedVersion: null,
    });
    const row = await rowOf(t.db('proposals').where({ id: copy.body.data.id }).first());
    expect(row).toMatchObject({ status: 'draft', acceptedSnapshot: null, publicToken: null });
    await agent
      .put(`/api/proposals/${copy.body.data.id}`)
      .set('X-CSRF-Token', token)
      .send(proposalBody(client.id as string, { title: 'Version 2' }))
      .expect(200);
    expect((await rowOf(t.db('proposals').where({ id }).first())).title).toBe(
      'Saint Lucia Anniversary Escape',
    );
  });

  it('shows its client the accepted copy, whatever changed since in an included quote', async () => {
    const { publicToken, quoteId, agent, token, client } = await acceptedProposal();
    await agent
      .put(`/api/agent-quotes/${quoteId}`)
      .set('X-CSRF-Token', token)
      .send({
        title: 'Repriced later',
        clientId: client.id,
        services: [{ name: 'Sunset cruise', price: 99_999, quantity: 3 }],
        validUntil: '2099-01-31',
      })
      .expect(200);
    await t
      .db('users')
      .where({
        id: present((await rowOf(t.db('proposals').where({ publicToken }).first())).agentId, 'agent'),
      })
      .update({
        phone: '+1 555 0100',
      });
    const page = await t.agent().get(`/api/public/proposals/${publicToken}`).expect(200);
    expect(page.body.data).toMatchObject({
      title: 'Saint Lucia Anniversary Escape',
      status: 'accepted',
      totalValue: 1_234_500,
      inclusions: ['Flights', 'Breakfast'],
      includedQuotes: [{ title: 'Flights and hotel', totalCost: 1079 }],
    });
    expect(page.body.data.acceptedAt).not.toBeNull();
    expect(page.body.data).not.toHaveProperty('notes');
    expect(JSON.stringify(page.body)).not.toContain('Repriced later');
  });

  it('prints its PDF from the accepted copy', async () => {
    const { id, quoteId, agent, token, client } = await acceptedProposal();
    await agent
      .put(`/api/agent-quotes/${quoteId}`)
      .set('X-CSRF-Token', token)
      .send({
        title: 'Repriced later',
        clientId: client.id,
        services: [{ name: 'Sunset cruise', price: 99_999, quantity: 3 }],
        validUntil: '2099-01-31',
      })
      .expect(200);
    const pdf = await agent
      .get(`/api/proposals/${id}/pdf`)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = (await readPdf(pdf.body as Buffer)).lines.join('\n');
    expect(text).toContain('Flights and hotel');
    expect(text).not.toContain('Repriced later');
  });

  it('refuses a device edit pushed after the acceptance, naming the accepted values', async () => {
    const proposal = await sentProposal();
    const seen = await rowOf(t.db('proposals').where({ id: proposal.id }).first());
    // The agent's device, offline, edits the version it last pulled; the client accepts meanwhile.
    await accept(proposal);
    const device = new Device({ user: proposal.user, http: proposal.agent, token: proposal.token });
    const edit = device.upsert(
      'proposals',
      proposal.id,
      { title: 'Edited offline', totalValue: 5_000_00 },
      {
        baseVersion: Number(seen.version),
        base: { title: seen.title, totalValue: seen.totalValue },
      },
    );
    const pushed = await device.push([edit]).expect(200);
    expect(pushed.body.results).toEqual([
      {
        id: edit.id,
        status: 'rejected',
        message: acceptanceMessages.frozen,
        fields: {
          title: 'Accepted version: Saint Lucia Anniversary Escape',
          totalValue: 'Accepted version: $12,345.00',
        },
      },
    ]);
    const row = await rowOf(t.db('proposals').where({ id: proposal.id }).first());
    expect(row).toMatchObject({ title: 'Saint Lucia Anniversary Escape', totalValue: 1_234_500 });
    // Sent again after a lost answer, it is refused the same way.
    const again = await device.push([edit]).expect(200);
    expect(again.body.results[0]).toMatchObject({ status: 'rejected', message: acceptanceMessages.frozen });
  });
});

describe('deleting an accepted proposal', () => {
  it('answers 409 with its message and keeps the proposal and its public page', async () => {
    const { id, agent, token, publicToken } = await acceptedProposal();
    const refused = await agent.delete(`/api/proposals/${id}`).set('X-CSRF-Token', token).expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'conflict',
      message: acceptanceMessages.kept,
    });
    const row = await t.db('proposals').where({ id }).first('deletedAt', 'status');
    expect(row).toEqual({ deletedAt: null, status: 'accepted' });
    await t.agent().get(`/api/public/proposals/${publicToken}`).expect(200);
  });

  it('refuses a deletion from a device that has pulled the acceptance, and the row stays', async () => {
    const proposal = await acceptedProposal();
    const seen = await rowOf(t.db('proposals').where({ id: proposal.id }).first());
    const device = new Device({ user: proposal.user, http: proposal.agent, token: proposal.token });
    const removal = device.delete('proposals', proposal.id, Number(seen.version));
    const pushed = await device.push([removal]).expect(200);
    expect(pushed.body.results[0]).toMatchObject({
      id: removal.id,
      status: 'rejected',
      message: acceptanceMessages.kept,
    });
    expect(await t.db('proposals').where({ id: proposal.id }).first('deletedAt')).toEqual({
      deletedAt: null,
    });
  });

  it('still lets a draft be deleted', async () => {
    const { agent, token, client } = await agentWithClient(t);
    const created = await agent
      .post('/api/proposals')
      .set('X-CSRF-Token', token)
      .send(proposalBody(client.id as string))
      .expect(201);
    await agent.delete(`/api/proposals/${created.body.data.id}`).set('X-CSRF-Token', token).expect(200);
    const row = await rowOf(t.db('proposals').where({ id: created.body.data.id }).first());
    expect(row.deletedAt).not.toBeNull();
  });
});

describe('a declined proposal', () => {
  it('stays editable and can be copied into a new draft to send', async () => {
    const proposal = await sentProposal();
    const token = await csrfToken(proposal.visitor);
    await proposal.visitor
      .post(`/api/public/proposals/${proposal.publicToken}/respond`)
      .set('X-CSRF-Token', token)
      .send({ decision: 'decline' })
      .expect(200);
    const row = await rowOf(t.db('proposals').where({ id: proposal.id }).first());
    expect(row).toMatchObject({ status: 'rejected', acceptedSnapshot: null });
    await proposal.agent
      .put(`/api/proposals/${proposal.id}`)
      .set('X-CSRF-Token', proposal.token)
      .send(proposalBody(proposal.client.id as string, { title: 'Reworked' }))
      .expect(200);
    await proposal.agent
      .post(`/api/proposals/${proposal.id}/duplicate`)
      .set('X-CSRF-Token', proposal.token)
      .expect(201);
  });
});
