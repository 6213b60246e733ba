import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { assignClient, buildClient, buildUser, signInAs } from '../../test/factories.ts';
import { proposalMessages } from '@contract/proposals.ts';
import { brand } from '@contract/brand.ts';
import { mailSettled, readLocalMail } from '../../providers/mail/index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

async function agentWithClient() {
  const user = await buildUser(t.db, { role: 'agent', firstName: 'Alicia' });
  const client = await buildClient(t.db, { firstName: 'Jordan', lastName: 'Ellis' });
  await assignClient(t.db, client.id as string, user.id);
  const agent = t.agent();
  const token = await signInAs(agent, user.email);
  return { user, client, agent, token };
}

function proposalBody(clientId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Saint Lucia Anniversary Escape',
    clientId,
    template: 'luxury',
    introduction: 'A week under the Pitons.',
    destinations: ['Soufriere', 'Rodney Bay'],
    startDate: '2027-02-12',
    endDate: '2027-02-19',
    numberOfTravelers: 2,
    detailedItinerary: [
      { day: 1, title: 'Arrival', description: 'Private transfer', activities: ['Welcome drinks'] },
    ],
    inclusions: ['Flights', 'Breakfast'],
    exclusions: ['Travel insurance'],
    customSections: [
      { title: 'Second', content: 'b', order: 2 },
      { title: 'First', content: 'a', order: 1 },
    ],
    terms: 'Deposit 25%',
    validUntil: '2099-12-31',
    totalValue: 1_234_500,
    currency: 'USD',
    ...overrides,
  };
}

async function createProposal(
  owner: Awaited<ReturnType<typeof agentWithClient>>,
  overrides: Record<string, unknown> = {},
) {
  const response = await owner.agent
    .post('/api/proposals')
    .set('X-CSRF-Token', owner.token)
    .send(proposalBody(owner.client.id as string, overrides))
    .expect(201);
  return response.body.data as Record<string, unknown> & { id: string };
}

describe('proposals', () => {
  it('creates a draft with the default branding and lists it with its client', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner);
    expect(created).toMatchObject({
      title: 'Saint Lucia Anniversary Escape',
      clientId: owner.client.id,
      agentId: owner.user.id,
      template: 'luxury',
      status: 'draft',
      destinations: ['Soufriere', 'Rodney Bay'],
      startDate: '2027-02-12',
      numberOfTravelers: 2,
      totalValue: 1_234_500,
      branding: { companyLogo: '', accentColor: '#2563eb', footerText: brand.legalName },
      customSections: [
        { title: 'First', content: 'a', order: 1 },
        { title: 'Second', content: 'b', order: 2 },
      ],
      client: { firstName: 'Jordan', lastName: 'Ellis' },
      publicUrl: null,
    });
    const row = await t.db('proposals').where({ id: created.id }).first();
    expect(row.version).toBeGreaterThan(0);

    const list = await owner.agent.get('/api/proposals').expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: created.id,
        client: { firstName: 'Jordan', lastName: 'Ellis' },
        template: 'luxury',
        status: 'draft',
        totalValue: 1_234_500,
        currency: 'USD',
        validUntil: '2099-12-31',
        createdAt: expect.any(String),
      }),
    ]);
    const one = await owner.agent.get(`/api/proposals/${created.id}`).expect(200);
    expect(one.body.data.id).toBe(created.id);

    const updated = await owner.agent
      .put(`/api/proposals/${created.id}`)
      .set('X-CSRF-Token', owner.token)
      .send(
        proposalBody(owner.client.id as string, { title: 'Renamed', branding: { accentColor: '#ff0000' } }),
      )
      .expect(200);
    expect(updated.body.data).toMatchObject({
      title: 'Renamed',
      branding: { accentColor: '#ff0000', footerText: brand.legalName },
    });
  });

  it.each([
    [{ title: '' }, 'title', proposalMessages.titleRequired],
    [{ title: undefined }, 'title', proposalMessages.titleRequired],
    [{ clientId: '' }, 'clientId', proposalMessages.clientRequired],
    [{ clientId: undefined }, 'clientId', proposalMessages.clientRequired],
    [{ template: 'fancy' }, 'template', proposalMessages.templateInvalid],
    [{ branding: { accentColor: 'blue' } }, 'branding', proposalMessages.accentColorInvalid],
    [{ endDate: '2027-02-01' }, 'endDate', proposalMessages.datesOrder],
  ])('rejects %j with its message', async (overrides, field, message) => {
    const owner = await agentWithClient();
    const response = await owner.agent
      .post('/api/proposals')
      .set('X-CSRF-Token', owner.token)
      .send(proposalBody(owner.client.id as string, overrides))
      .expect(400);
    expect(response.body.fields[field]).toBe(message);
  });

  it('answers 404 for a client, quote or itinerary the agent may not see', async () => {
    const owner = await agentWithClient();
    const other = await agentWithClient();
    const otherQuote = await other.agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', other.token)
      .send({
        title: 'Theirs',
        clientId: other.client.id,
        services: [{ name: 'Hotel', price: 100, quantity: 1 }],
        validUntil: '2099-01-01',
      })
      .expect(201);
    await owner.agent
      .post('/api/proposals')
      .set('X-CSRF-Token', owner.token)
      .send(proposalBody(other.client.id as string))
      .expect(404);
    await owner.agent
      .post('/api/proposals')
      .set('X-CSRF-Token', owner.token)
      .send(proposalBody(owner.client.id as string, { includedQuotes: [otherQuote.body.data.id] }))
      .expect(404);
    await owner.agent
      .post('/api/proposals')
      .set('X-CSRF-Token', owner.token)
      .send(proposalBody(owner.client.id as string, { includedItineraries: [crypto.randomUUID()] }))
      .expect(404);
  });

  it('hides one agent’s proposal from another: 404 everywhere and absent from the list', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner);
    const other = await agentWithClient();
    expect((await other.agent.get('/api/proposals').expect(200)).body.data).toEqual([]);
    await other.agent.get(`/api/proposals/${created.id}`).expect(404);
    await other.agent
      .put(`/api/proposals/${created.id}`)
      .set('X-CSRF-Token', other.token)
      .send(proposalBody(other.client.id as string))
      .expect(404);
    for (const action of ['duplicate', 'send']) {
      await other.agent
        .post(`/api/proposals/${created.id}/${action}`)
        .set('X-CSRF-Token', other.token)
        .expect(404);
    }
    await other.agent.delete(`/api/proposals/${created.id}`).set('X-CSRF-Token', other.token).expect(404);
    const row = await t.db('proposals').where({ id: created.id }).first();
    expect(row).toMatchObject({ status: 'draft', deletedAt: null, title: 'Saint Lucia Anniversary Escape' });
    await other.agent.get('/api/proposals/not-a-uuid').expect(404);
  });

  it('duplicates as a draft titled with " (Copy)"', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner);
    await owner.agent.post(`/api/proposals/${created.id}/send`).set('X-CSRF-Token', owner.token).expect(200);
    const copy = await owner.agent
      .post(`/api/proposals/${created.id}/duplicate`)
      .set('X-CSRF-Token', owner.token)
      .expect(201);
    expect(copy.body.data).toMatchObject({
      title: 'Saint Lucia Anniversary Escape (Copy)',
      status: 'draft',
      destinations: ['Soufriere', 'Rodney Bay'],
      totalValue: 1_234_500,
      publicUrl: null,
    });
    expect(copy.body.data.id).not.toBe(created.id);
  });

  it('sends only a draft, e-mails the client the /p/ link and records it; a second send is 409', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner);
    const sent = await owner.agent
      .post(`/api/proposals/${created.id}/send`)
      .set('X-CSRF-Token', owner.token)
      .expect(200);
    expect(sent.body.data.status).toBe('sent');
    expect(sent.body.message).toBe(proposalMessages.sent);
    const row = await t.db('proposals').where({ id: created.id }).first();
    expect(row.publicToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(row.sentAt).not.toBeNull();
    const link = `${t.config.appUrl}/p/${row.publicToken}`;
    expect(sent.body.data.publicUrl).toBe(link);

    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === owner.client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Saint Lucia Anniversary Escape');
    expect(mails[0].text).toContain(link);
    const recorded = await t.db('emails').where({ clientId: owner.client.id });
    expect(recorded).toEqual([
      expect.objectContaining({ agentId: owner.user.id, to: owner.client.email, status: 'sent' }),
    ]);

    const again = await owner.agent
      .post(`/api/proposals/${created.id}/send`)
      .set('X-CSRF-Token', owner.token)
      .expect(409);
    expect(again.body.message).toBe(proposalMessages.sendOnlyDraft);
    expect((await t.db('proposals').where({ id: created.id }).first()).publicToken).toBe(row.publicToken);
  });

  it('deletes with a tombstone that leaves the list', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner);
    const response = await owner.agent
      .delete(`/api/proposals/${created.id}`)
      .set('X-CSRF-Token', owner.token)
      .expect(200);
    expect(response.body).toEqual({ success: true, message: proposalMessages.deleted });
    expect((await t.db('proposals').where({ id: created.id }).first()).deletedAt).not.toBeNull();
    expect((await owner.agent.get('/api/proposals').expect(200)).body.data).toEqual([]);
    await owner.agent.get(`/api/proposals/${created.id}`).expect(404);
  });

  it('answers 403 to a client, 401 to an anonymous caller, 403 without a CSRF token', async () => {
    const clientUser = await buildUser(t.db);
    const agent = t.agent();
    const token = await signInAs(agent, clientUser.email);
    await agent.get('/api/proposals').expect(403);
    await t.agent().get('/api/proposals').expect(401);
    const client = await buildClient(t.db);
    await agent
      .post('/api/proposals')
      .set('X-CSRF-Token', token)
      .send(proposalBody(client.id as string))
      .expect(403);
    const owner = await agentWithClient();
    const noToken = await owner.agent
      .post('/api/proposals')
      .send(proposalBody(owner.client.id as string))
      .expect(403);
    expect(noToken.body.error).toBe('csrf_invalid');
  });
});

describe('GET /api/proposals/:id/pdf', () => {
  it('downloads a valid PDF named after the proposal, carrying its title', async () => {
    const owner = await agentWithClient();
    const proposal = await createProposal(owner);
    const response = await owner.agent
      .get(`/api/proposals/${proposal.id}/pdf`)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="proposal-${proposal.id}.pdf"`,
    );
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    // The document's Title entry is stored as a plain PDF string.
    expect(pdf.toString('latin1')).toContain('(Saint Lucia Anniversary Escape)');
  });

  it('answers 404 to another agent and 403 to a client', async () => {
    const owner = await agentWithClient();
    const proposal = await createProposal(owner);
    const other = await agentWithClient();
    await other.agent.get(`/api/proposals/${proposal.id}/pdf`).expect(404);
    const client = await buildUser(t.db);
    const clientAgent = t.agent();
    await signInAs(clientAgent, client.email);
    await clientAgent.get(`/api/proposals/${proposal.id}/pdf`).expect(403);
  });
});
