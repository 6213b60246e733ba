import { describe, expect, it } from 'vitest';
import { quoteFromItinerary } from './fromItinerary';

const itinerary = { title: 'Soufriere escape', clientId: 'cleo', currency: 'USD' };

describe('quoteFromItinerary', () => {
  it('makes one service per booking, with its title and cost, for the itinerary’s client', () => {
    const { draft, currency } = quoteFromItinerary(itinerary, [
      { title: 'Flight to UVF', cost: 65025, currency: 'USD', status: 'confirmed' },
      { title: 'Unpriced transfer', cost: null, currency: 'USD', status: 'pending' },
      { title: 'Dropped tour', cost: 9000, currency: 'USD', status: 'cancelled' },
      { title: 'Paris stopover', cost: 20000, currency: 'EUR', status: 'pending' },
    ]);
    expect(currency).toBe('USD');
    expect(draft.title).toBe('Quote for Soufriere escape');
    expect(draft.clientId).toBe('cleo');
    expect(draft.services?.map(({ name, price, quantity }) => ({ name, price, quantity }))).toEqual([
      { name: 'Flight to UVF', price: 650.25, quantity: 1 },
      { name: 'Unpriced transfer', price: 0, quantity: 1 },
      // Another currency cannot be added up with these: the agent prices it.
      { name: 'Paris stopover (priced in EUR)', price: 0, quantity: 1 },
    ]);
  });

  it('leaves one empty row to fill when the itinerary has no bookings', () => {
    const { draft } = quoteFromItinerary(itinerary, []);
    expect(draft.services).toHaveLength(1);
    expect(draft.services?.[0]).toMatchObject({ name: '', price: 0, quantity: 1 });
  });
});
