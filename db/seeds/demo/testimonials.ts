/**
 * Demo testimonials: three an admin approved, which the home and service pages show, and one
 * waiting in the office's Testimonials tab. Written as the product stores them: consent given,
 * approved by the demo admin, the Orlando weekend's linked to its trip.
 */
import type { Trx } from '../../index.ts';
import type { DemoItineraries } from './itineraries.ts';
import type { DemoUsers } from './users.ts';

interface TestimonialSeed {
  trip: keyof DemoItineraries | null;
  displayName: string;
  rating: number;
  text: string;
  status: 'approved' | 'pending';
  daysAgo: number;
}

const testimonials: readonly TestimonialSeed[] = [
  {
    trip: 'jordanOrlando',
    displayName: 'Jordan E.',
    rating: 5,
    text: 'Three days, two parks and a resort pool the kids still talk about. Every transfer was waiting for us, and the ticket plan saved us hours in lines.',
    status: 'approved',
    daysAgo: 40,
  },
  {
    trip: null,
    displayName: 'The Baptiste family',
    rating: 5,
    text: 'Eighteen of us, three generations, one week in Saint Lucia. Claudette handled flights from four cities and every dinner reservation. Our reunion went without a hitch.',
    status: 'approved',
    daysAgo: 75,
  },
  {
    trip: null,
    displayName: 'Denise W.',
    rating: 4,
    text: 'Our Caribbean cruise was booked in an afternoon, with a cabin upgrade we would never have found ourselves. The shore excursions were the highlight.',
    status: 'approved',
    daysAgo: 120,
  },
  {
    trip: null,
    displayName: 'Marcus T.',
    rating: 5,
    text: 'The convention trip went smoothly from the airport pickup to the last dinner. I will book the team retreat with you too.',
    status: 'pending',
    daysAgo: 2,
  },
];

export async function seedTestimonials(
  trx: Trx,
  users: DemoUsers,
  itineraries: DemoItineraries,
): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  await trx('testimonials').insert(
    testimonials.map((seed) => {
      const at = new Date(Date.now() - seed.daysAgo * day);
      return {
        itineraryId: seed.trip ? itineraries[seed.trip].id : null,
        displayName: seed.displayName,
        rating: seed.rating,
        text: seed.text,
        status: seed.status,
        consentedAt: at,
        approvedBy: seed.status === 'approved' ? users.admin.id : null,
        approvedAt: seed.status === 'approved' ? new Date(at.getTime() + day) : null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  return testimonials.length;
}
