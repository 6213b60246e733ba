import type { TripPlan } from '@contract/tripPlans.ts';

type Row = Record<string, unknown>;

function clientName(row: Row): string | null {
  const name = [row.clientFirstName, row.clientLastName].filter(Boolean).join(' ');
  return name || null;
}

/** A trip_plans row (joined with its client's name) as the API answers it. */
export function presentTripPlan(row: Row): TripPlan {
  return {
    id: row.id as string,
    agentId: (row.agentId as string | null) ?? null,
    clientId: (row.clientId as string | null) ?? null,
    clientName: clientName(row),
    name: row.name as string,
    description: (row.description as string | null) ?? null,
    destinations: (row.destinations as string[]) ?? [],
    duration: (row.duration as number | null) ?? null,
    budget: (row.budget as number | null) ?? null,
    currency: row.currency as string,
    travelStyle: (row.travelStyle as string | null) ?? null,
    activities: (row.activities as string[] | null) ?? null,
    accommodations: (row.accommodations as string[] | null) ?? null,
    transportation: (row.transportation as string[] | null) ?? null,
    tags: (row.tags as string[] | null) ?? null,
    isTemplate: Boolean(row.isTemplate),
    createdAt: new Date(row.createdAt as string).toISOString(),
    updatedAt: new Date(row.updatedAt as string).toISOString(),
  };
}
