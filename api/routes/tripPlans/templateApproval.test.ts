import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_CURSOR } from '@contract/sync.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { mailSettled } from '../../providers/mail/index.ts';
import { signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { Device, newTripPlan, pull, pullAll } from '../sync/syncTestKit.ts';

/** Whose templates reach the other agents: approved staff's only. */
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

const template = (name: string) => ({
  name,
  description: 'Seven nights',
  destinations: ['Soufriere'],
  duration: 7,
  budget: 650_000,
  currency: 'USD',
  travelStyle: 'romantic',
  activities: null,
  accommodations: null,
  transportation: null,
  tags: null,
  isTemplate: true,
});

async function createTemplate(session: SignedIn, name: string) {
  const response = await session.http
    .post('/api/trip-plans')
    .set('X-CSRF-Token', session.token)
    .send(template(name))
    .expect(201);
  return response.body.data.id as string;
}

const templateIds = async (session: SignedIn) =>
  ((await session.http.get('/api/trip-plans/templates').expect(200)).body.data as { id: string }[]).map(
    (plan) => plan.id,
  );

describe('trip-plan templates of an unapproved agent', () => {
  it('are listed to their author only, never to another agent, until an admin approves the author', async () => {
    const newcomer = await signedIn(t, 'agent');
    const colleague = await signedIn(t, 'agent', { approved: true });
    const admin = await signedIn(t, 'admin');
    const id = await createTemplate(newcomer, 'Pay at https://evil.example');

    expect(await templateIds(newcomer)).toContain(id);
    expect(await templateIds(colleague)).not.toContain(id);
    // Another agent's lookup of it by id answers 404, not its content.
    const edit = await colleague.http
      .put(`/api/trip-plans/${id}`)
      .set('X-CSRF-Token', colleague.token)
      .send(template('Taken over'))
      .expect(404);
    expect(edit.body.success).toBe(false);
    expect(await templateIds(admin)).toContain(id);

    await admin.http
      .post(`/api/agents/${newcomer.user.id}/approval`)
      .set('X-CSRF-Token', admin.token)
      .send({ approved: true })
      .expect(200);
    expect(await templateIds(colleague)).toContain(id);

    await admin.http
      .post(`/api/agents/${newcomer.user.id}/approval`)
      .set('X-CSRF-Token', admin.token)
      .send({ approved: false })
      .expect(200);
    expect(await templateIds(colleague)).not.toContain(id);
  });

  it('pushed from an offline office reach no other agent’s device, and an approval resets theirs', async () => {
    const newcomer = await signedIn(t, 'agent');
    const colleague = await signedIn(t, 'agent', { approved: true });
    const admin = await signedIn(t, 'admin');
    const device = new Device(newcomer);
    const create = device.create('trip_plans', newTripPlan({ name: 'Offline template', isTemplate: true }));
    const push = await device.push([create]).expect(200);
    expect(push.body.results[0].status).toBe('applied');
    const id = create.recordId;

    const { changes, cursor } = await pullAll(colleague);
    expect(changes.map((change) => change.recordId)).not.toContain(id);
    expect((await pullAll(newcomer)).changes.map((change) => change.recordId)).toContain(id);

    await admin.http
      .post(`/api/agents/${newcomer.user.id}/approval`)
      .set('X-CSRF-Token', admin.token)
      .send({ approved: true })
      .expect(200);
    // The template gained no version, so the colleague's device starts over and finds it.
    expect((await pull(colleague, cursor).expect(200)).body.reset).toBe(true);
    expect((await pullAll(colleague, START_CURSOR)).changes.map((change) => change.recordId)).toContain(id);
  });
});

describe('GET /api/agent-quotes/templates', () => {
  it('lists the agency’s templates and an approved author’s to every agent, an unapproved author’s to that author only', async () => {
    const newcomer = await signedIn(t, 'agent');
    const colleague = await signedIn(t, 'agent', { approved: true });
    const rows = (await t
      .db('quoteTemplates')
      .insert([
        { name: 'Newcomer', title: 'Balance due: pay at https://evil.example', createdBy: newcomer.user.id },
        { name: 'Colleague', title: 'Family week', createdBy: colleague.user.id },
        { name: 'Agency', title: 'Honeymoon', createdBy: null },
      ])
      .returning('id')) as { id: string }[];
    const [fromNewcomer, fromColleague, fromAgency] = rows.map((row) => row.id);
    const ids = async (session: SignedIn) =>
      ((await session.http.get('/api/agent-quotes/templates').expect(200)).body.data as { id: string }[]).map(
        (row) => row.id,
      );

    const seenByColleague = await ids(colleague);
    expect(seenByColleague).toEqual(expect.arrayContaining([fromColleague, fromAgency]));
    expect(seenByColleague).not.toContain(fromNewcomer);
    expect(await ids(newcomer)).toEqual(expect.arrayContaining([fromNewcomer, fromColleague, fromAgency]));
    const client = await signedIn(t, 'client');
    await client.http.get('/api/agent-quotes/templates').expect(403);
  });
});
