/**
 * The parks the agency shows, as ThemeParks.wiki knows them. The entity ids are the upstream's
 * PARK entities (GET /v1/destinations lists them under Walt Disney World Resort and Universal
 * Orlando Resort); names are as the widget titles them, short names as its tabs do.
 */
import type { ParkId } from '@contract/themeParks.ts';

export type ParkOperator = 'disney' | 'universal';

export interface ParkDefinition {
  id: ParkId;
  /** The park's entity id at ThemeParks.wiki (a UUID). */
  entityId: string;
  name: string;
  shortName: string;
  /** IANA time zone: the park's calendar day and its opening hours are read in it. */
  timezone: string;
  operator: ParkOperator;
  /** What the operator calls its paid or reserved line, shown beside an attraction that offers it. */
  queueSkipName: string;
}

const CENTRAL_FLORIDA = 'America/New_York';

const QUEUE_SKIP_NAMES: Record<ParkOperator, string> = {
  disney: 'Lightning Lane',
  universal: 'Universal Express',
};

function park(
  id: ParkId,
  entityId: string,
  name: string,
  shortName: string,
  operator: ParkOperator,
): ParkDefinition {
  return {
    id,
    entityId,
    name,
    shortName,
    timezone: CENTRAL_FLORIDA,
    operator,
    queueSkipName: QUEUE_SKIP_NAMES[operator],
  };
}

export const PARKS: Record<ParkId, ParkDefinition> = {
  'magic-kingdom': park(
    'magic-kingdom',
    '75ea578a-adc8-4116-a54d-dccb60765ef9',
    'Magic Kingdom Park',
    'Magic Kingdom',
    'disney',
  ),
  epcot: park('epcot', '47f90d2c-e191-4239-a466-5892ef59a88b', 'EPCOT', 'EPCOT', 'disney'),
  'hollywood-studios': park(
    'hollywood-studios',
    '288747d1-8b4f-4a64-867e-ea7c9b27bad8',
    "Disney's Hollywood Studios",
    'Hollywood Studios',
    'disney',
  ),
  'animal-kingdom': park(
    'animal-kingdom',
    '1c84a229-8862-4648-9c71-378ddd2c7693',
    "Disney's Animal Kingdom Theme Park",
    'Animal Kingdom',
    'disney',
  ),
  'universal-studios-florida': park(
    'universal-studios-florida',
    'eb3f4560-2383-4a36-9152-6b3e5ed6bc57',
    'Universal Studios Florida',
    'Universal Studios',
    'universal',
  ),
  'islands-of-adventure': park(
    'islands-of-adventure',
    '267615cc-8943-4c2a-ae2c-5da728ca591f',
    "Universal's Islands of Adventure",
    'Islands of Adventure',
    'universal',
  ),
  'epic-universe': park(
    'epic-universe',
    '12dbb85b-265f-44e6-bccf-f1faa17211fc',
    'Universal Epic Universe',
    'Epic Universe',
    'universal',
  ),
};

export function parkDefinition(id: ParkId): ParkDefinition {
  return PARKS[id];
}
