import type { MinorUnits } from '@contract/money';

/** A static catalogue package: name, duration text, features and a starting price. */
export interface TravelPackage {
  name: string;
  description: string;
  duration?: string;
  features: readonly string[];
  /** Per person, in minor units; absent where the seeds give no price. */
  fromPrice?: MinorUnits;
}
