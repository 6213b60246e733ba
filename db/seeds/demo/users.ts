/** The demo accounts: one admin, two agents, one client. */
import { brand } from '../../../api/contract/brand.ts';
import type { Trx } from '../../index.ts';

export const DEMO_PASSWORD = 'demo-travel-2026';

export type DemoRole = 'admin' | 'agent' | 'client';

export interface DemoLogin {
  email: string;
  role: DemoRole;
  password: string;
}

interface DemoUser extends DemoLogin {
  key: 'admin' | 'agent' | 'agent2' | 'client';
  firstName: string;
  lastName: string;
  phone: string;
}

const users: readonly DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    role: 'admin',
    password: DEMO_PASSWORD,
    firstName: 'Avery',
    lastName: 'Morgan',
    phone: '+1 (407) 555-0100',
  },
  {
    key: 'agent',
    email: 'agent@demo.test',
    role: 'agent',
    password: DEMO_PASSWORD,
    firstName: 'Marisol',
    lastName: 'Joseph',
    phone: '+1 (407) 555-0143',
  },
  {
    key: 'agent2',
    email: 'agent2@demo.test',
    role: 'agent',
    password: DEMO_PASSWORD,
    firstName: 'Daniel',
    lastName: 'Carter',
    phone: '+1 (813) 555-0177',
  },
  {
    key: 'client',
    email: 'client@demo.test',
    role: 'client',
    password: DEMO_PASSWORD,
    firstName: 'Jordan',
    lastName: 'Ellis',
    phone: '+1 (321) 555-0119',
  },
];

/** What the server prints at start when it seeded the demo data. */
export const demoLogins: readonly DemoLogin[] = users.map(({ email, role, password }) => ({
  email,
  role,
  password,
}));

export interface DemoUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export type DemoUsers = Record<DemoUser['key'], DemoUserRow>;

const agentProfiles = {
  agent: {
    title: 'Senior Travel Advisor, Saint Lucia & Caribbean',
    specializations: ['Saint Lucia', 'Caribbean resorts', 'Honeymoons', 'Group vacations'],
    bio: 'Born in Castries and based in Orlando, Marisol has planned island weddings, family reunions and romantic escapes for more than twelve years.',
  },
  agent2: {
    title: 'Cruise & Corporate Travel Specialist',
    specializations: ['Cruises', 'Business travel', 'Conventions', 'Central Florida'],
    bio: 'Daniel spent a decade in hotel sales before turning to travel planning; he looks after cruise groups and corporate retreats out of Tampa Bay.',
  },
} as const;

function workingHours() {
  const weekday = { start: '09:00', end: '18:00' };
  return {
    timezone: 'America/New_York',
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: { start: '10:00', end: '16:00' },
    sunday: null,
  };
}

/** Inserts the users, the agents' profiles and settings; `passwordHash` is hashed once by the caller. */
export async function seedUsers(trx: Trx, passwordHash: string): Promise<DemoUsers> {
  const out = {} as DemoUsers;
  for (const user of users) {
    const [row] = await trx('users')
      .insert({
        email: user.email,
        passwordHash,
        role: user.role,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        authMethod: 'custom',
        // The agency set these accounts up for people it knows: nobody else registered them.
        emailVerifiedAt: trx.fn.now(),
        lastLogin: user.key === 'client' ? null : trx.raw(`now() - interval '1 day'`),
      })
      .returning(['id', 'email', 'firstName', 'lastName', 'phone']);
    out[user.key] = row as DemoUserRow;
  }

  for (const key of ['agent', 'agent2'] as const) {
    const user = out[key];
    const profile = agentProfiles[key];
    await trx('agents').insert({
      userId: user.id,
      title: profile.title,
      specializations: [...profile.specializations],
      bio: profile.bio,
      isAvailable: true,
      // The demo agents were approved by the agency, so they see website leads.
      isApproved: true,
      approvedAt: new Date(),
    });
    await trx('agentSettings').insert({
      agentId: user.id,
      emailNotifications: true,
      smsNotifications: key === 'agent2',
      quotesEmailTemplate:
        'Hi {clientName},\n\nPlease find your quote "{quoteName}" attached. It is valid until {quoteValidUntil}.\n\n{agentName}',
      proposalsEmailTemplate:
        'Hi {clientName},\n\nYour travel proposal is ready to review. Reply with any changes and I will update it.\n\n{agentName}',
      defaultCurrency: 'USD',
      workingHours: workingHours(),
      autoAssignClients: false,
      notificationPreferences: {
        newQuoteRequests: true,
        proposalViewed: true,
        bookingUpdates: true,
        dailyDigest: key === 'agent',
      },
      signature: `${user.firstName} ${user.lastName}\n${profile.title}, ${brand.name}\n${user.phone}`,
    });
  }
  return out;
}
