/** Data the benchmarks need, made straight in SQL so building it never dominates a figure. */
import type { Db } from '@db/index.ts';
import { hashPassword } from '../api/lib/passwords.ts';

/** An approved agent who can sign in with `password`. */
export async function createBenchAgent(db: Db, email: string, password: string): Promise<{ id: string }> {
  const [agent] = await db('users')
    .insert({ email, role: 'agent', firstName: 'Bench', passwordHash: await hashPassword(password) })
    .returning('id');
  await db('agents').insert({ userId: agent.id, isApproved: true });
  return agent;
}

/** Clients for the agent straight in SQL, each with its own sync version, as real writes leave them (the trigger stamps the transaction). */
export async function seedClients(db: Db, agentId: string, count: number, from: number) {
  await db.transaction(async (trx) => {
    await trx.raw(
      `with made as (
         insert into clients (first_name, last_name, email, notes, version)
         select 'Guest', 'Number ' || n, 'guest' || n || '@example.com', 'Seeded for the benchmark',
                nextval('sync_version_seq')
         from generate_series(?::int, ?::int) as n
         returning id)
       insert into client_agent_assignments (client_id, agent_id) select id, ? from made`,
      [from, from + count - 1, agentId],
    );
  });
}

/** Each row a sync version of its own, as real writes leave them (the trigger stamps the transaction). */
const NEXT_VERSION = "nextval('sync_version_seq')";

const BOOKING_TYPES = ['flight', 'hotel', 'activity', 'transport', 'restaurant', 'other'];
const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'];
const ITINERARY_STATUSES = ['draft', 'confirmed', 'completed', 'cancelled'];

/**
 * One itinerary for each of the agent's clients and `perItinerary` bookings under each, with
 * statuses, costs and dates spread so the office's figures, filters and sorts have work to do.
 * Answers how many bookings were made.
 */
export async function seedTrips(db: Db, agentId: string, perItinerary: number): Promise<number> {
  return db.transaction(async (trx) => {
    const { n } = (await trx('clientAgentAssignments').where({ agentId }).count({ n: '*' }).first()) as {
      n: unknown;
    };
    const trips = Number(n);
    await trx.raw(
      `with trips as (
         insert into itineraries (client_id, title, status, total_cost, start_date, end_date, version)
         select c.id, 'Trip of ' || c.last_name,
                (array[${ITINERARY_STATUSES.map(() => '?').join(', ')}])[1 + c.n % ?],
                case when c.n % 7 = 0 then null else 100000 + c.n * 13 end,
                date '2027-01-01' + (c.n % 365)::int, date '2027-01-08' + (c.n % 365)::int,
                ${NEXT_VERSION}
         from (select clients.id, clients.last_name,
                      row_number() over (order by clients.created_at, clients.id) as n
               from clients join client_agent_assignments a on a.client_id = clients.id
               where a.agent_id = ?) as c
         returning id, start_date, end_date, version)
       insert into bookings (itinerary_id, type, title, status, cost, booking_reference, start_date, end_date, version)
       select b.id, (array[${BOOKING_TYPES.map(() => '?').join(', ')}])[1 + b.n % ?],
              'Booking ' || b.n, (array[${BOOKING_STATUSES.map(() => '?').join(', ')}])[1 + b.n % ?],
              case when b.n % 5 = 0 then null else 2000 + b.n end, 'REF-' || b.n,
              case when b.n % 9 = 0 then null else b.start_date + (b.n % 4)::int end, b.end_date,
              ${NEXT_VERSION}
       from (select trips.id, trips.start_date, trips.end_date,
                    row_number() over (order by trips.version, k) as n
             from trips cross join generate_series(1, ?::int) as k) as b`,
      [
        ...ITINERARY_STATUSES,
        ITINERARY_STATUSES.length,
        agentId,
        ...BOOKING_TYPES,
        BOOKING_TYPES.length,
        ...BOOKING_STATUSES,
        BOOKING_STATUSES.length,
        perItinerary,
      ],
    );
    return trips * perItinerary;
  });
}

/**
 * E-mails of the agent spread over the folders: half addressed to them (the inbox; half of
 * those came through the inbound mail service), a quarter sent to clients, a quarter drafts;
 * a third unread, every tenth starred. Each is filed under the seeded client of its address.
 */
export async function seedEmails(db: Db, agentId: string, agentEmail: string, count: number) {
  await db.transaction(async (trx) => {
    await trx.raw(
      `insert into emails (agent_id, "from", "to", subject, body, status, is_read, is_starred, sent_at,
                           external_id, client_id, created_at, updated_at, version)
       select ?, case when n % 4 in (0, 1) then 'guest' || n || '@example.com' else ? end,
              case when n % 4 in (0, 1) then ? else 'guest' || n || '@example.com' end,
              'Trip question ' || n, 'Hello, about the trip (' || n || '). Could you send the details.',
              case n % 4 when 3 then 'draft' when 2 then 'sent' else 'delivered' end,
              n % 3 <> 0, n % 10 = 0,
              case when n % 4 = 3 then null else now() - n * interval '1 minute' end,
              case when n % 4 = 0 then 'bench-' || n else null end,
              (select id from clients where email = 'guest' || n || '@example.com' limit 1),
              now() - n * interval '1 minute', now() - n * interval '1 minute',
              ${NEXT_VERSION}
       from generate_series(1, ?::int) as n`,
      [agentId, agentEmail, agentEmail, count],
    );
  });
}
