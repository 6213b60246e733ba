/**
 * The one door to trip plans: the plans on the device (Dexie), read and changed the same
 * online and offline; each change waits in the outbox until the device syncs.
 */
import type { WithAbilities } from '@contract/abilities';
import { compareClientsByName } from '@contract/clientSearch';
import type { TripPlan, TripPlanInput } from '@contract/tripPlans';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { abilitiesOf } from '@pwa/offline/abilities';
import { officeDb, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { useLive, useLocalMutation, useOfficeReady } from '@pwa/offline/hooks';
import { deleteRecord, saveEdit, saveRecord } from '@pwa/offline/outbox';

/** A plan as the screens read it: with what the server said this user may do with it. */
export type OfficeTripPlan = WithAbilities<TripPlan, 'trip_plans'>;

const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : null);

/** The device's record as the API presents a plan, with its client's name from the device. */
function toTripPlan(record: LocalRecord, clientNames: Map<string, string>): OfficeTripPlan {
  const clientId = (record.clientId as string | null | undefined) ?? null;
  return {
    id: record.id,
    agentId: (record.agentId as string | null | undefined) ?? null,
    clientId,
    clientName: (clientId && clientNames.get(clientId)) || null,
    name: String(record.name ?? ''),
    description: (record.description as string | null | undefined) ?? null,
    destinations: list(record.destinations) ?? [],
    duration: (record.duration as number | null | undefined) ?? null,
    budget: (record.budget as number | null | undefined) ?? null,
    currency: String(record.currency ?? 'USD'),
    travelStyle: (record.travelStyle as string | null | undefined) ?? null,
    activities: list(record.activities),
    accommodations: list(record.accommodations),
    transportation: list(record.transportation),
    tags: list(record.tags),
    isTemplate: Boolean(record.isTemplate),
    createdAt: String(record.createdAt ?? ''),
    updatedAt: String(record.updatedAt ?? ''),
    abilities: abilitiesOf<'trip_plans'>(record, false),
  };
}

async function plansWithClients(db: OfficeDatabase): Promise<OfficeTripPlan[]> {
  const [plans, clients] = await Promise.all([db.trip_plans.toArray(), db.clients.toArray()]);
  const names = new Map(
    clients.map((client) => [client.id, [client.firstName, client.lastName].filter(Boolean).join(' ')]),
  );
  return plans.map((plan) => toTripPlan(plan, names));
}

/** A list that is still empty before the first download is loading, not empty. */
function useLoadedList<T>(read: (db: OfficeDatabase) => Promise<T[]>) {
  const ready = useOfficeReady();
  const result = useLive(read, []);
  if (result.data === undefined || (ready !== true && result.data.length === 0)) {
    return { data: undefined, isPending: true as const, error: null };
  }
  return { data: result.data, isPending: false as const, error: null };
}

/*
 * My Plans: the plans that are not templates, newest first. The device holds only what the
 * server lets this person see: an agent's own plans (and every template), an admin's all.
 */
export function useTripPlans() {
  return useLoadedList(async (db) =>
    (await plansWithClients(db))
      .filter((plan) => !plan.isTemplate)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)),
  );
}

/** Templates: shared by every agent, by name. */
export function useTripPlanTemplates() {
  return useLoadedList(async (db) =>
    (await plansWithClients(db))
      .filter((plan) => plan.isTemplate)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
  );
}

/** The client picker's clients, in the clients list's order (by last then first name). */
export function useTripPlanClients() {
  return useLive(
    async (db) =>
      (await db.clients.toArray())
        .map((client) => ({
          id: client.id,
          firstName: String(client.firstName ?? ''),
          lastName: String(client.lastName ?? ''),
        }))
        .sort(compareClientsByName),
    [],
  );
}

/** What the form sends: the contract's input before its transforms. */
export type TripPlanPayload = Omit<TripPlanInput, 'travelStyle'> & { travelStyle: string | null };

interface Saved {
  data: TripPlan;
  message: string;
}

/*
 * The fields as the REST API took them: destinations as a list, the option lists and tags as
 * null when empty, the budget in minor units.
 */
function changesOf(input: TripPlanPayload): Record<string, unknown> {
  const orNull = (values: readonly string[] | null | undefined) =>
    values && values.length > 0 ? [...values] : null;
  return {
    name: input.name,
    description: input.description,
    clientId: input.clientId,
    destinations: [...input.destinations],
    duration: input.duration,
    budget: input.budget,
    currency: input.currency,
    travelStyle: input.travelStyle,
    activities: orNull(input.activities),
    accommodations: orNull(input.accommodations),
    transportation: orNull(input.transportation),
    tags: orNull(input.tags),
    isTemplate: input.isTemplate,
  };
}

export function useCreateTripPlan() {
  const { user } = useCurrentUser();
  return useLocalMutation(async (input: TripPlanPayload): Promise<Saved> => {
    const db = officeDb();
    const record = await db.transaction('rw', [db.trip_plans, db.outbox, db.meta, db.shadows], async () => {
      const saved = await saveRecord('trip_plans', null, changesOf(input), db);
      // The server makes the author the owner; until then the device says so.
      const agentId = user?.id ?? null;
      await db.trip_plans.update(saved.record.id, { agentId });
      return { ...saved.record, agentId };
    });
    return { data: toTripPlan(record, new Map()), message: 'Trip plan created successfully!' };
  });
}

export function useUpdateTripPlan() {
  return useLocalMutation(
    async ({
      id,
      input,
      seen,
    }: {
      id: string;
      input: TripPlanPayload;
      seen: LocalRecord | undefined;
    }): Promise<Saved> => {
      const { record } = await saveEdit('trip_plans', id, changesOf(input), seen);
      return { data: toTripPlan(record, new Map()), message: 'Trip plan updated successfully!' };
    },
  );
}

export function useDeleteTripPlan() {
  return useLocalMutation((id: string) => deleteRecord('trip_plans', id));
}
