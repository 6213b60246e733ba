/**
 * A long export is made in a document worker: the CSV of thousands of clients with long notes
 * takes seconds of CPU, and the server answers others meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { documentPoolStats } from '../../documents/documentRenderer.ts';
import { signedIn } from './officeTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

const CLIENTS = 4_000;
const NOTES = 'Prefers an ocean view, allergic to shellfish, anniversary in June. '.repeat(30);

describe('GET /api/clients/export.csv of thousands of clients', () => {
  it('is made while the health check goes on answering, and holds every client', async () => {
    const session = await signedIn(t, 'agent', { approved: true });
    await t.db.raw(
      `with made as (
         insert into clients (first_name, last_name, email, notes)
         select 'Guest', 'Number ' || n, 'guest' || n || '@example.com', ?
         from generate_series(1, ?::int) as n
         returning id)
       insert into client_agent_assignments (client_id, agent_id) select id, ? from made`,
      [NOTES, CLIENTS, session.user.id],
    );

    let made = false;
    const csv = session.http.get('/api/clients/export.csv').then((response) => {
      made = true;
      return response;
    });
    while (documentPoolStats().running === 0) await new Promise((resolve) => setImmediate(resolve));
    expect((await t.agent().get('/api/health').expect(200)).body.status).toBe('ok');
    // The health check was answered while the export was still being made.
    expect(made).toBe(false);

    const response = await csv;
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const rows = response.text.trim().split('\n');
    expect(rows).toHaveLength(CLIENTS + 1);
    expect(rows.filter((row) => row.includes('Prefers an ocean view'))).toHaveLength(CLIENTS);
  });
});
