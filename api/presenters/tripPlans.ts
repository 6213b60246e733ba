import type { TripPlan } from '@contract/tripPlans.ts';
import type { TripPlansRow } from '@db/schema/rows.ts';

/** A trip_plans row, with its client's name when the query joins it (null without a live client). */
export type TripPlanRow = TripPlansRow & {
  clientFirstName?: string | null;
  clientLastName?: string | null;
};

function clientName(row: TripPlanRow): string | null {
  const name = [row.clientFirstName, row.clientLastName].filter(Boolean).join(' ');
  return name || null;
}

/** A trip_plans row (joined with its client's name) as the API answers it. */
export function presentTripPlan(row: TripPlanRow): TripPlan {
  return {
    id: row.id,
    agentId: row.agentId ?? null,
    clientId: row.clientId ?? null,
    clientName: clientName(row),
    name: row.name,
    description: row.description ?? null,
    destinations: row.destinations ?? [],
    duration: row.duration ?? null,
    budget: row.budget ?? null,
    currency: row.currency,
    travelStyle: row.travelStyle ?? null,
    activities: row.activities ?? null,
    accommodations: row.accommodations ?? null,
    transportation: row.transportation ?? null,
    tags: row.tags ?? null,
    isTemplate: Boolean(row.isTemplate),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
