/** What the proposal route tests share: an agent with an assigned client, and a full proposal. */
import { assignClient, buildClient, buildUser, signInAs } from '../../test/factories.ts';
import type { TestServer } from '../../test/server.ts';

export async function agentWithClient(t: TestServer) {
  const user = await buildUser(t.db, { role: 'agent', firstName: 'Alicia', approved: true });
  const client = await buildClient(t.db, { firstName: 'Jordan', lastName: 'Ellis' });
  await assignClient(t.db, client.id as string, user.id);
  const agent = t.agent();
  const token = await signInAs(agent, user.email);
  return { user, client, agent, token };
}

export type ProposalOwner = Awaited<ReturnType<typeof agentWithClient>>;

/** A proposal with every section filled, as the create dialog sends it. */
export function proposalBody(clientId: string, overrides: Record<string, unknown> = {}) {
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
