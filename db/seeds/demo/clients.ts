/** Demo clients: the demo client and five more for agent@demo.test, three for agent2@demo.test. */
import type { Trx } from '../../index.ts';
import { insertVersioned } from '../../versioning.ts';
import type { DemoUsers } from './users.ts';

export type DemoClientKey =
  'jordan' | 'keisha' | 'robert' | 'priya' | 'samuel' | 'emily' | 'carlos' | 'grace' | 'thomas';

interface ClientSeed {
  key: DemoClientKey;
  agent: 'agent' | 'agent2';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
}

const clients: readonly ClientSeed[] = [
  {
    key: 'jordan',
    agent: 'agent',
    firstName: 'Jordan',
    lastName: 'Ellis',
    email: 'client@demo.test',
    phone: '+1 (321) 555-0119',
    address: '412 Lake Lucerne Circle, Winter Park, FL 32789',
    notes:
      'Prefers boutique resorts and window seats. Celebrating their 10th anniversary in February 2027. Partner is vegetarian.',
  },
  {
    key: 'keisha',
    agent: 'agent',
    firstName: 'Keisha',
    lastName: 'Alexander',
    email: 'keisha.alexander@example.com',
    phone: '+1 (758) 555-0162',
    address: 'Morne Fortune, Castries, Saint Lucia',
    notes:
      'Travels from Saint Lucia to Orlando with two children (7 and 11) every summer. Wants a vacation home with a pool.',
  },
  {
    key: 'robert',
    agent: 'agent',
    firstName: 'Robert',
    lastName: 'Chen',
    email: 'robert.chen@example.com',
    phone: '+1 (813) 555-0124',
    address: '100 N Tampa St, Suite 2400, Tampa, FL 33602',
    notes:
      'Sales director; books conventions for a team of 6-12. Aisle seats, Marriott Bonvoy member, invoices to accounts payable.',
  },
  {
    key: 'priya',
    agent: 'agent',
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.natarajan@example.com',
    phone: '+1 (404) 555-0188',
    address: '2250 Peachtree Rd NE, Atlanta, GA 30309',
    notes:
      'Organising a family reunion for about 18 people, three generations. Two guests use wheelchairs: accessible rooms needed.',
  },
  {
    key: 'samuel',
    agent: 'agent',
    firstName: 'Samuel',
    lastName: 'Okafor',
    email: 'samuel.okafor@example.com',
    phone: '+1 (713) 555-0135',
    address: '5100 Westheimer Rd, Houston, TX 77056',
    notes:
      'Interested in a wellness safari after a demanding year. Prefers eco-lodges, no early starts except for game drives.',
  },
  {
    key: 'emily',
    agent: 'agent',
    firstName: 'Emily',
    lastName: 'Turner',
    email: 'emily.turner@example.com',
    phone: '+1 (617) 555-0151',
    address: '88 Beacon St, Boston, MA 02108',
    notes:
      'Honeymoon after a June 2027 wedding. Torn between Saint Lucia and a Mediterranean cruise. Budget around $9,000.',
  },
  {
    key: 'carlos',
    agent: 'agent2',
    firstName: 'Carlos',
    lastName: 'Ramirez',
    email: 'carlos.ramirez@example.com',
    phone: '+1 (305) 555-0197',
    address: '1450 Brickell Ave, Miami, FL 33131',
    notes:
      'Loyal cruiser (Celebrity Elite). Travelling with his wife; always books a balcony, prefers late seating.',
  },
  {
    key: 'grace',
    agent: 'agent2',
    firstName: 'Grace',
    lastName: 'Baptiste',
    email: 'grace.baptiste@example.com',
    phone: '+1 (758) 555-0114',
    address: 'La Ressource, Vieux Fort, Saint Lucia',
    notes:
      'Church choir group of 14 planning an adventure trip. Needs a payment plan with monthly instalments.',
  },
  {
    key: 'thomas',
    agent: 'agent2',
    firstName: 'Thomas',
    lastName: 'Becker',
    email: 'thomas.becker@example.com',
    phone: '+1 (312) 555-0109',
    address: '233 S Wacker Dr, Chicago, IL 60606',
    notes:
      'HR lead at a software company; annual team retreat for ~30 people. Needs meeting space and dietary options.',
  },
];

export interface DemoClientRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  agentId: string;
}

export type DemoClients = Record<DemoClientKey, DemoClientRow>;

/** Inserts the clients (versioned) and assigns each to its agent; links the demo client's user. */
export async function seedClients(trx: Trx, users: DemoUsers): Promise<DemoClients> {
  const out = {} as DemoClients;
  for (const client of clients) {
    const agentId = users[client.agent].id;
    const row = await insertVersioned(trx, 'clients', {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: client.phone,
      address: client.address,
      notes: client.notes,
      userId: client.email === users.client.email ? users.client.id : null,
    });
    await trx('clientAgentAssignments').insert({ clientId: row.id, agentId, isActive: true });
    out[client.key] = {
      id: row.id as string,
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      agentId,
    };
  }
  return out;
}
