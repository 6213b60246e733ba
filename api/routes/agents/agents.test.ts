import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { assignClient, buildClient, buildUser, signInAs } from '../../test/factories.ts';
import { maySeeLeads } from '../../policies/leads.ts';
import { clientsVisibleTo } from '../../policies/clients.ts';
import { expectStaffOnly, type HttpMethod } from '../../test/access.ts';
import { idOf, rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('agent approval', () => {
  it('lets an admin list agents and approve one, which opens the website leads to them', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const newAgent = await buildUser(t.db, { role: 'agent', firstName: 'Nadia' });
    expect(await maySeeLeads(t.db, newAgent)).toBe(false);

    const agent = t.agent();
    const token = await signInAs(agent, admin.email);
    const list = await agent.get('/api/agents').expect(200);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: newAgent.id, firstName: 'Nadia', isApproved: false }),
      ]),
    );

    const approved = await agent
      .post(`/api/agents/${newAgent.id}/approval`)
      .set('X-CSRF-Token', token)
      .send({ approved: true })
      .expect(200);
    expect(approved.body.data).toMatchObject({ userId: newAgent.id, isApproved: true });
    const row = await rowOf(t.db('agents').where({ userId: newAgent.id }).first());
    expect(row.approvedBy).toBe(admin.id);
    expect(await maySeeLeads(t.db, newAgent)).toBe(true);

    await agent
      .post(`/api/agents/${newAgent.id}/approval`)
      .set('X-CSRF-Token', token)
      .send({ approved: false });
    expect(await maySeeLeads(t.db, newAgent)).toBe(false);
  });

  it('answers 403 to an agent and 401 to an anonymous caller, changing nothing', async () => {
    const someAgent = await buildUser(t.db, { role: 'agent' });
    const target = await buildUser(t.db, { role: 'agent' });
    const agent = t.agent();
    const token = await signInAs(agent, someAgent.email);
    await agent.get('/api/agents').expect(403);
    const response = await agent
      .post(`/api/agents/${target.id}/approval`)
      .set('X-CSRF-Token', token)
      .send({ approved: true })
      .expect(403);
    expect(response.body.error).toBe('forbidden');
    expect((await rowOf(t.db('agents').where({ userId: target.id }).first())).isApproved).toBe(false);
    await t.agent().get('/api/agents').expect(401);
  });

  it.each<[HttpMethod, string]>([
    ['GET', '/api/agents'],
    ['POST', '/api/agents/:userId/approval'],
  ])(
    '%s %s answers 403 to a client user and 401 to an anonymous caller, changing nothing',
    async (method, path) => {
      const target = await buildUser(t.db, { role: 'agent' });
      const before = await t.db('agents').where({ userId: target.id }).first();
      await expectStaffOnly(t, method, path.replace(':userId', target.id), { approved: true });
      expect(await t.db('agents').where({ userId: target.id }).first()).toEqual(before);
    },
  );

  it('answers 400 for a malformed body and 404 for someone who is not an agent', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const client = await buildUser(t.db);
    const agent = t.agent();
    const token = await signInAs(agent, admin.email);
    const bad = await agent
      .post(`/api/agents/${client.id}/approval`)
      .set('X-CSRF-Token', token)
      .send({ approved: 'yes' })
      .expect(400);
    expect(bad.body.fields.approved).toBe('approved must be true or false');
    await agent
      .post(`/api/agents/${client.id}/approval`)
      .set('X-CSRF-Token', token)
      .send({ approved: true })
      .expect(404);
  });
});

describe('what a self-promoted agent can see', () => {
  it('sees only clients assigned to them and no leads, while an admin sees every client', async () => {
    const promoted = await buildUser(t.db);
    const agent = t.agent();
    const token = await signInAs(agent, promoted.email);
    await agent.post('/api/auth/promote-to-agent').set('X-CSRF-Token', token).send().expect(200);
    const asAgent = { ...promoted, role: 'agent' as const };

    const someoneElses = await buildClient(t.db);
    expect(await clientsVisibleTo(t.db, asAgent).where('clients.id', idOf(someoneElses))).toHaveLength(0);
    expect(await maySeeLeads(t.db, asAgent)).toBe(false);

    const mine = await buildClient(t.db);
    await assignClient(t.db, mine.id as string, promoted.id);
    const visible = await clientsVisibleTo(t.db, asAgent).select('clients.id');
    expect(visible.map((row) => row.id)).toEqual([mine.id]);

    const admin = await buildUser(t.db, { role: 'admin' });
    const all = await clientsVisibleTo(t.db, admin).whereIn('clients.id', [
      someoneElses.id as string,
      mine.id as string,
    ]);
    expect(all).toHaveLength(2);
  });

  it('lets a client see only their own clients row', async () => {
    const user = await buildUser(t.db);
    await buildClient(t.db, { userId: user.id, email: user.email });
    await buildClient(t.db);
    const visible = await clientsVisibleTo(t.db, user);
    expect(visible).toHaveLength(1);
    expect(visible[0].userId).toBe(user.id);
  });
});
