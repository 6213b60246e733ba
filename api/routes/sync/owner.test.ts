/**
 * A browser holds one session but may hold the offices of two agents: the office that syncs
 * says whose it is, and the server refuses while another account is signed in, rather than
 * pull that account's records into it or apply its changes as that account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_OWNER_HEADER, syncMessages } from '@contract/sync.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { mailSettled } from '../../providers/mail/index.ts';
import { signedIn } from '../clients/officeTestKit.ts';
import { Device, newClient } from './syncTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

describe('sync calls carry the office owner', () => {
  it('pull and push go on for the owner, and for an app that names none', async () => {
    const agent = await signedIn(t, 'agent');
    const device = new Device(agent);
    const pushed = await device
      .push([device.create('clients', newClient())])
      .set(SYNC_OWNER_HEADER, agent.user.id)
      .expect(200);
    expect(pushed.body.results[0].status).toBe('applied');
    const pulled = await agent.http
      .get('/api/sync/pull')
      .query({ cursor: 0 })
      .set(SYNC_OWNER_HEADER, agent.user.id)
      .expect(200);
    expect(pulled.body.changes).toHaveLength(1);
    await agent.http.get('/api/sync/pull').query({ cursor: 0 }).expect(200);
  });

  it('refuses with 401 and its message, sends nothing and applies nothing, while another account is signed in', async () => {
    const owner = await signedIn(t, 'agent');
    const other = await signedIn(t, 'agent');
    await new Device(other).push([new Device(other).create('clients', newClient())]);

    const pulled = await other.http
      .get('/api/sync/pull')
      .query({ cursor: 0 })
      .set(SYNC_OWNER_HEADER, owner.user.id)
      .expect(401);
    expect(pulled.body).toMatchObject({ success: false, message: syncMessages.otherAccountSignedIn });
    expect(pulled.body.changes).toBeUndefined();

    const device = new Device(other);
    const mutation = device.create('clients', newClient({ lastName: 'Written-as-someone-else' }));
    const pushed = await device.push([mutation]).set(SYNC_OWNER_HEADER, owner.user.id).expect(401);
    expect(pushed.body.message).toBe(syncMessages.otherAccountSignedIn);
    expect(await t.db('clients').where({ id: mutation.recordId }).first()).toBeUndefined();
    expect(await t.db('syncDevices').where({ deviceId: device.id }).first()).toBeUndefined();
  });

  it('stays closed to a client account and to nobody signed in', async () => {
    const client = await signedIn(t, 'client');
    await client.http
      .get('/api/sync/pull')
      .query({ cursor: 0 })
      .set(SYNC_OWNER_HEADER, client.user.id)
      .expect(403);
    await t.agent().get('/api/sync/pull').query({ cursor: 0 }).expect(401);
  });
});
