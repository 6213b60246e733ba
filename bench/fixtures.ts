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
