import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { assignClient, buildClient, buildUser, signInAs } from '../../test/factories.ts';
import {
  PROPOSAL_COPIED_FIELDS,
  proposalContent,
  proposalCopy,
  proposalMessages,
} from '@contract/proposals.ts';
import { emailMessages } from '@contract/emails.ts';
import { brand } from '@contract/brand.ts';
import {
  LocalMailProvider,
  mailSettled,
  readLocalMail,
  setMailProvider,
} from '../../providers/mail/index.ts';
import { createLogger } from '../../logger.ts';
import { DEFAULT_RETRY_POLICY } from '../../mail/worker.ts';
import { runOutMailRetries } from '../../test/mail.ts';
import { expectStaffOnly, type HttpMethod } from '../../test/access.ts';
import { agentWithClient as ownerWithClient, proposalBody } from './proposalTestKit.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

const agentWithClient = () => ownerWithClient(t);

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
    const row = await rowOf(t.db('proposals').where({ id: created.id }).first());
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

  const invalidBodies: [Record<string, unknown>, string, string][] = [
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: undefined }, 'title', 'Title is required'],
    [{ clientId: '' }, 'clientId', 'Client is required'],
    [{ clientId: undefined }, 'clientId', 'Client is required'],
    [{ template: 'fancy' }, 'template', proposalMessages.templateInvalid],
    [{ branding: { accentColor: 'blue' } }, 'branding', proposalMessages.accentColorInvalid],
    [{ endDate: '2027-02-01' }, 'endDate', proposalMessages.datesOrder],
    [{ numberOfTravelers: 0 }, 'numberOfTravelers', proposalMessages.travelersMin],
  ];

  it.each(invalidBodies)(
    'rejects %j with its message, storing nothing',
    async (overrides, field, message) => {
      const owner = await agentWithClient();
      const response = await owner.agent
        .post('/api/proposals')
        .set('X-CSRF-Token', owner.token)
        .send(proposalBody(owner.client.id as string, overrides))
        .expect(400);
      expect(response.body).toMatchObject({ success: false, error: 'validation_failed', message });
      expect(response.body.fields[field]).toBe(message);
      expect(await t.db('proposals').where({ agentId: owner.user.id })).toEqual([]);
      expect(await t.db('proposals').where({ clientId: String(owner.client.id) })).toEqual([]);
    },
  );

  it.each(invalidBodies)(
    'refuses an update with %j, answering its message and changing nothing',
    async (overrides, field, message) => {
      const owner = await agentWithClient();
      const created = await createProposal(owner);
      const before = await t.db('proposals').where({ id: created.id }).first();
      const response = await owner.agent
        .put(`/api/proposals/${created.id}`)
        .set('X-CSRF-Token', owner.token)
        .send(proposalBody(owner.client.id as string, { notes: 'Changed', totalValue: 1, ...overrides }))
        .expect(400);
      expect(response.body).toMatchObject({ success: false, error: 'validation_failed', message });
      expect(response.body.fields[field]).toBe(message);
      expect(await t.db('proposals').where({ id: created.id }).first()).toEqual(before);
    },
  );

  it('answers 404 "Client not found" for another agent’s client on create and update, storing nothing', async () => {
    const owner = await agentWithClient();
    const other = await agentWithClient();
    const created = await createProposal(owner);
    const before = await t.db('proposals').where({ id: created.id }).first();
    const onCreate = await owner.agent
      .post('/api/proposals')
      .set('X-CSRF-Token', owner.token)
      .send(proposalBody(other.client.id as string))
      .expect(404);
    expect(onCreate.body).toMatchObject({ success: false, error: 'not_found', message: 'Client not found' });
    const onUpdate = await owner.agent
      .put(`/api/proposals/${created.id}`)
      .set('X-CSRF-Token', owner.token)
      .send(proposalBody(other.client.id as string, { title: 'Moved' }))
      .expect(404);
    expect(onUpdate.body).toMatchObject({ success: false, error: 'not_found', message: 'Client not found' });
    expect(await t.db('proposals').where({ clientId: String(other.client.id) })).toEqual([]);
    expect(await t.db('proposals').where({ id: created.id }).first()).toEqual(before);
  });

  it('keeps totalCost equal to totalValue on create, update and duplicate', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner, { totalValue: 1_234_500 });
    expect(created).toMatchObject({ totalValue: 1_234_500, totalCost: 1_234_500 });
    const stored = () => t.db('proposals').where({ id: created.id }).first('totalCost', 'totalValue');
    expect(await stored()).toEqual({ totalCost: 1_234_500, totalValue: 1_234_500 });

    const updated = await owner.agent
      .put(`/api/proposals/${created.id}`)
      .set('X-CSRF-Token', owner.token)
      .send(proposalBody(owner.client.id as string, { totalValue: 987_650 }))
      .expect(200);
    expect(updated.body.data).toMatchObject({ totalValue: 987_650, totalCost: 987_650 });
    expect(await stored()).toEqual({ totalCost: 987_650, totalValue: 987_650 });

    const copy = await owner.agent
      .post(`/api/proposals/${created.id}/duplicate`)
      .set('X-CSRF-Token', owner.token)
      .expect(201);
    expect(copy.body.data).toMatchObject({ totalValue: 987_650, totalCost: 987_650 });
    expect(await t.db('proposals').where({ id: copy.body.data.id }).first('totalCost', 'totalValue')).toEqual(
      {
        totalCost: 987_650,
        totalValue: 987_650,
      },
    );

    // A row whose total_cost was never written is brought in step by the next save.
    await t.db('proposals').where({ id: created.id }).update({ totalCost: null });
    const legacyCopy = await owner.agent
      .post(`/api/proposals/${created.id}/duplicate`)
      .set('X-CSRF-Token', owner.token)
      .expect(201);
    expect(legacyCopy.body.data).toMatchObject({ totalValue: 987_650, totalCost: 987_650 });
    const cleared = await owner.agent
      .put(`/api/proposals/${created.id}`)
      .set('X-CSRF-Token', owner.token)
      .send(proposalBody(owner.client.id as string, { totalValue: null }))
      .expect(200);
    expect(cleared.body.data).toMatchObject({ totalValue: null, totalCost: null });
    expect(await stored()).toEqual({ totalCost: null, totalValue: null });
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

  it('stores the copy the device would make of the same proposal', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner);
    const copy = await owner.agent
      .post(`/api/proposals/${created.id}/duplicate`)
      .set('X-CSRF-Token', owner.token)
      .expect(201);
    const source = await rowOf(t.db('proposals').where({ id: created.id }).first());
    const stored = await rowOf(t.db('proposals').where({ id: copy.body.data.id }).first());
    const kept = ['title', 'status', ...PROPOSAL_COPIED_FIELDS] as const;
    expect(Object.fromEntries(kept.map((field) => [field, stored[field]]))).toEqual(proposalCopy(source));
    expect(stored).toMatchObject({ agentId: owner.user.id, totalCost: source.totalValue, publicToken: null });
  });

  it.each([
    ['every section filled', {}],
    [
      'nothing optional given',
      {
        template: undefined,
        introduction: undefined,
        destinations: undefined,
        startDate: undefined,
        endDate: undefined,
        numberOfTravelers: undefined,
        detailedItinerary: undefined,
        inclusions: undefined,
        exclusions: undefined,
        customSections: undefined,
        terms: undefined,
        validUntil: undefined,
        totalValue: undefined,
        branding: { companyLogo: '', accentColor: '', footerText: '' },
      },
    ],
  ])('answers, with %s, what the device shows from the record it syncs', async (_case, overrides) => {
    const owner = await agentWithClient();
    const created = await createProposal(owner, overrides);
    const { data } = (await owner.agent.get(`/api/proposals/${created.id}`).expect(200)).body;
    const { client: _client, ...synced } = data;
    expect({ ...data, ...proposalContent(synced) }).toEqual(data);
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
    const row = await rowOf(t.db('proposals').where({ id: created.id }).first());
    expect(row.publicToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(row.sentAt).not.toBeNull();
    const link = `${t.config.appUrl}/p/${row.publicToken}`;
    expect(sent.body.data.publicUrl).toBe(link);

    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === owner.client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Saint Lucia Anniversary Escape');
    expect(mails[0].text).toContain(link);
    const recorded = await t.db('emails').where({ clientId: String(owner.client.id) });
    expect(recorded).toEqual([
      expect.objectContaining({ agentId: owner.user.id, to: owner.client.email, status: 'sent' }),
    ]);
    // The client's answer threads back to the agent through the agency's inbox.
    expect(mails[0].headers['reply-to']).toContain(`+reply-${recorded[0].replyToken}@`);
    expect(mails[0].headers['message-id']).toBe(`<reply-${recorded[0].replyToken}@islandbridge.travel>`);

    const again = await owner.agent
      .post(`/api/proposals/${created.id}/send`)
      .set('X-CSRF-Token', owner.token)
      .expect(409);
    expect(again.body.message).toBe(proposalMessages.sendOnlyDraft);
    expect((await rowOf(t.db('proposals').where({ id: created.id }).first())).publicToken).toBe(
      row.publicToken,
    );
  });

  it('lets an agent an admin has not approved write a proposal but not send it', async () => {
    const owner = await agentWithClient();
    await t.db('agents').where({ userId: owner.user.id }).update({ isApproved: false });
    const created = await createProposal(owner);
    const refused = await owner.agent
      .post(`/api/proposals/${created.id}/send`)
      .set('X-CSRF-Token', owner.token)
      .expect(403);
    expect(refused.body).toMatchObject({ error: 'forbidden', message: emailMessages.awaitingApproval });
    expect(await t.db('proposals').where({ id: created.id }).first()).toMatchObject({
      status: 'draft',
      publicToken: null,
    });
    expect(await t.db('emails').where({ clientId: String(owner.client.id) })).toEqual([]);
  });

  it('answers 422 to sending to a client with no e-mail address, changing nothing', async () => {
    const owner = await agentWithClient();
    const noAddress = await buildClient(t.db, { firstName: 'Quiet', email: '' });
    await assignClient(t.db, noAddress.id as string, owner.user.id);
    const created = await createProposal(owner, { clientId: noAddress.id });
    const before = await t.db('proposals').where({ id: created.id }).first();
    await mailSettled(t.app);
    const mailBefore = (await readLocalMail(t.config.dataDir)).length;

    const response = await owner.agent
      .post(`/api/proposals/${created.id}/send`)
      .set('X-CSRF-Token', owner.token)
      .expect(422);
    expect(response.body).toEqual({
      success: false,
      error: 'unprocessable',
      message: 'This client has no e-mail address. Add one before sending.',
    });
    const after = await t.db('proposals').where({ id: created.id }).first();
    expect(after).toEqual(before);
    expect(after).toMatchObject({ status: 'draft', publicToken: null, sentAt: null });
    expect(await t.db('emails').where({ clientId: String(noAddress.id) })).toEqual([]);
    await mailSettled(t.app);
    expect((await readLocalMail(t.config.dataDir)).length).toBe(mailBefore);
    const shown = await owner.agent.get(`/api/proposals/${created.id}`).expect(200);
    expect(shown.body.data).toMatchObject({ status: 'draft', publicUrl: null });
  });

  it('marks the proposal e-mail failed when the mail provider refuses it', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner);
    const attempts: string[] = [];
    setMailProvider(t.app, {
      send: (message) => {
        attempts.push(message.to);
        return Promise.reject(new Error('SMTP 554 rejected'));
      },
    });
    try {
      const sent = await owner.agent
        .post(`/api/proposals/${created.id}/send`)
        .set('X-CSRF-Token', owner.token)
        .expect(200);
      expect(sent.body.data.status).toBe('sent');
      await runOutMailRetries(t.app, t.mailClock);
    } finally {
      setMailProvider(
        t.app,
        new LocalMailProvider({
          dataDir: t.config.dataDir,
          from: t.config.mail.from,
          logger: createLogger('silent'),
        }),
      );
    }
    expect(attempts).toEqual(Array(DEFAULT_RETRY_POLICY.maxAttempts).fill(owner.client.email));
    const records = await t.db('emails').where({ clientId: String(owner.client.id) });
    expect(records).toEqual([
      expect.objectContaining({ agentId: owner.user.id, to: owner.client.email, status: 'failed' }),
    ]);
    expect(records[0].version).toBeGreaterThan(1);
    expect(await t.db('outgoingMail').where({ proposalId: created.id }).select('kind', 'status')).toEqual([
      { kind: 'proposal', status: 'failed' },
    ]);
    expect((await rowOf(t.db('proposals').where({ id: created.id }).first())).status).toBe('sent');
    const notices = await owner.agent.get('/api/notifications').expect(200);
    expect(notices.body.data).toContainEqual(
      expect.objectContaining({
        type: 'proposal_not_delivered',
        title: 'Proposal e-mail not delivered',
        message: expect.stringContaining(owner.client.email as string),
        entityType: 'proposals',
        entityId: created.id,
        priority: 'high',
      }),
    );
  });

  it('deletes with a tombstone that leaves the list', async () => {
    const owner = await agentWithClient();
    const created = await createProposal(owner);
    const response = await owner.agent
      .delete(`/api/proposals/${created.id}`)
      .set('X-CSRF-Token', owner.token)
      .expect(200);
    expect(response.body).toEqual({ success: true, message: proposalMessages.deleted });
    expect((await rowOf(t.db('proposals').where({ id: created.id }).first())).deletedAt).not.toBeNull();
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

describe('a client user or an anonymous caller on one proposal', () => {
  it.each<[HttpMethod, string]>([
    ['GET', '/api/proposals/:id'],
    ['PUT', '/api/proposals/:id'],
    ['DELETE', '/api/proposals/:id'],
    ['POST', '/api/proposals/:id/duplicate'],
    ['POST', '/api/proposals/:id/send'],
  ])('%s %s answers 403 and 401, changing and storing nothing', async (method, path) => {
    const owner = await agentWithClient();
    const proposal = await createProposal(owner);
    const before = await t.db('proposals').where({ id: proposal.id }).first();
    await expectStaffOnly(
      t,
      method,
      path.replace(':id', proposal.id),
      proposalBody(owner.client.id as string, { title: 'Changed' }),
    );
    expect(await t.db('proposals').where({ id: proposal.id }).first()).toEqual(before);
    expect(await t.db('proposals').where({ clientId: String(owner.client.id) })).toHaveLength(1);
    expect(await t.db('emails').where({ clientId: String(owner.client.id) })).toEqual([]);
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
