import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareClientsByName, matchesClientSearch } from '@contract/clientSearch.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { clientOf, signedIn } from './officeTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Listed = { id: string; firstName: string; lastName: string; email: string };

describe('GET /api/clients searches and orders as the office does on the device', () => {
  it('answers the list the shared search and order make, whatever the database collation', async () => {
    const agent = await signedIn(t);
    const names = [
      ['Marc', 'Dupont'],
      ['Rui', 'de Souza'],
      ['ann', 'zed'],
      ['Bea', 'Abel'],
      ['al', 'abel'],
      ['Zoë', 'Émile'],
    ];
    for (const [firstName, lastName] of names) await clientOf(t.db, agent.user.id, { firstName, lastName });

    const all = (await agent.http.get('/api/clients').expect(200)).body.data as Listed[];
    expect(all.map((client) => client.lastName)).toEqual([
      'abel',
      'Abel',
      'de Souza',
      'Dupont',
      'Émile',
      'zed',
    ]);
    expect(all).toEqual([...all].sort(compareClientsByName));

    const searched = (await agent.http.get('/api/clients').query({ search: ' ABEL ' }).expect(200)).body
      .data as Listed[];
    expect(searched.map((client) => client.id)).toEqual(
      all.filter((client) => matchesClientSearch(client, ' ABEL ')).map((client) => client.id),
    );
    expect(searched).toHaveLength(2);
  });
});
