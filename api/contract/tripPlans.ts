/**
 * Trip plans and shared templates of the trip planning manager. Budgets
 * are integer minor units; activities, accommodations, transportation and tags travel as lists
 * or null (an empty list is stored as null), destinations as a non-empty list.
 */
import * as v from 'valibot';
import { MAX_AMOUNT, amountTooLarge } from './money.ts';

export const TRIP_PLAN_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const;
export const TRAVEL_STYLES = [
  'luxury',
  'budget',
  'adventure',
  'relaxation',
  'cultural',
  'family',
  'business',
  'romantic',
] as const;
export const TRIP_ACTIVITIES = [
  'sightseeing',
  'adventure-sports',
  'cultural-tours',
  'food-wine',
  'shopping',
  'nightlife',
  'nature-wildlife',
  'beaches',
  'museums',
  'historical-sites',
] as const;
export const TRIP_ACCOMMODATIONS = [
  'hotel',
  'resort',
  'vacation-rental',
  'boutique',
  'hostel',
  'bed-breakfast',
  'camping',
  'cruise',
] as const;
export const TRIP_TRANSPORTATION = [
  'flight',
  'car-rental',
  'train',
  'bus',
  'cruise',
  'private-transfer',
  'rideshare',
  'walking',
] as const;

export const tripPlanMessages = {
  nameRequired: 'Plan name is required',
  nameTooLong: 'Plan name must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  destinationsRequired: 'At least one destination is required',
  destinationTooLong: 'A destination must be at most 200 characters',
  durationMin: 'Duration must be at least 1 day',
  durationMax: 'Duration must be at most 3650 days',
  budgetPositive: 'Budget must be positive',
  budgetMinorUnits: 'Budget must be a whole number of minor units',
  budgetTooLarge: amountTooLarge('Budget'),
  currencyInvalid: `Currency must be one of ${TRIP_PLAN_CURRENCIES.join(', ')}`,
  travelStyleInvalid: `Travel style must be one of ${TRAVEL_STYLES.join(', ')}`,
  activitiesInvalid: `Activities must be chosen from ${TRIP_ACTIVITIES.join(', ')}`,
  accommodationsInvalid: `Accommodations must be chosen from ${TRIP_ACCOMMODATIONS.join(', ')}`,
  transportationInvalid: `Transportation must be chosen from ${TRIP_TRANSPORTATION.join(', ')}`,
  tagsInvalid: 'Tags must be a list of texts of at most 50 characters',
  clientInvalid: 'Client not found',
  isTemplateInvalid: 'isTemplate must be true or false',
  notFound: 'Trip plan not found',
  templateOwnerOnly: 'Only the author of a template or an admin may change it.',
} as const;

/** Trimmed entries, blanks and duplicates dropped (the form's own rule). */
function cleanList(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

/** A list of allowed values or null; an empty list means null. */
const OptionList = <T extends readonly [string, ...string[]]>(allowed: T, message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.array(v.picklist(allowed, message), message)),
      v.transform((values) => (values && values.length > 0 ? [...new Set(values)] : null)),
    ),
    null,
  );

const OptionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(message), v.trim(), v.maxLength(max, message))),
      v.transform((value) => value || null),
    ),
    null,
  );

export const TripPlanInput = v.object({
  name: v.pipe(
    v.optional(v.string(tripPlanMessages.nameRequired), ''),
    v.trim(),
    v.nonEmpty(tripPlanMessages.nameRequired),
    v.maxLength(200, tripPlanMessages.nameTooLong),
  ),
  description: OptionalText(5000, tripPlanMessages.descriptionTooLong),
  clientId: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(tripPlanMessages.clientInvalid), v.trim())),
      v.transform((value) => value || null),
      v.nullable(v.pipe(v.string(), v.uuid(tripPlanMessages.clientInvalid))),
    ),
    null,
  ),
  destinations: v.pipe(
    v.optional(
      v.array(
        v.pipe(
          v.string(tripPlanMessages.destinationsRequired),
          v.maxLength(200, tripPlanMessages.destinationTooLong),
        ),
        tripPlanMessages.destinationsRequired,
      ),
      [],
    ),
    v.transform((values: string[]) => cleanList(values)),
    v.minLength(1, tripPlanMessages.destinationsRequired),
  ),
  duration: v.optional(
    v.nullable(
      v.pipe(
        v.number(tripPlanMessages.durationMin),
        v.integer(tripPlanMessages.durationMin),
        v.minValue(1, tripPlanMessages.durationMin),
        v.maxValue(3650, tripPlanMessages.durationMax),
      ),
    ),
    null,
  ),
  budget: v.optional(
    v.nullable(
      v.pipe(
        v.number(tripPlanMessages.budgetPositive),
        v.minValue(0, tripPlanMessages.budgetPositive),
        v.integer(tripPlanMessages.budgetMinorUnits),
        v.maxValue(MAX_AMOUNT, tripPlanMessages.budgetTooLarge),
      ),
    ),
    null,
  ),
  currency: v.optional(v.picklist(TRIP_PLAN_CURRENCIES, tripPlanMessages.currencyInvalid), 'USD'),
  travelStyle: v.optional(
    v.pipe(
      v.nullable(v.union([v.literal(''), v.picklist(TRAVEL_STYLES)], tripPlanMessages.travelStyleInvalid)),
      v.transform((value) => (value ? value : null)),
    ),
    null,
  ),
  activities: OptionList(TRIP_ACTIVITIES, tripPlanMessages.activitiesInvalid),
  accommodations: OptionList(TRIP_ACCOMMODATIONS, tripPlanMessages.accommodationsInvalid),
  transportation: OptionList(TRIP_TRANSPORTATION, tripPlanMessages.transportationInvalid),
  tags: v.optional(
    v.pipe(
      v.nullable(
        v.array(
          v.pipe(v.string(tripPlanMessages.tagsInvalid), v.maxLength(50, tripPlanMessages.tagsInvalid)),
          tripPlanMessages.tagsInvalid,
        ),
      ),
      v.transform((values) => {
        const cleaned = values ? cleanList(values) : [];
        return cleaned.length > 0 ? cleaned : null;
      }),
    ),
    null,
  ),
  isTemplate: v.optional(v.boolean(tripPlanMessages.isTemplateInvalid), false),
});
export type TripPlanInput = v.InferOutput<typeof TripPlanInput>;

/** A trip plan as the API answers it. */
export interface TripPlan {
  id: string;
  agentId: string | null;
  clientId: string | null;
  clientName: string | null;
  name: string;
  description: string | null;
  destinations: string[];
  duration: number | null;
  budget: number | null;
  currency: string;
  travelStyle: string | null;
  activities: string[] | null;
  accommodations: string[] | null;
  transportation: string[] | null;
  tags: string[] | null;
  isTemplate: boolean;
  createdAt: string;
  updatedAt: string;
}
