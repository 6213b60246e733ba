/**
 * The statuses of the sample hotel and flight pages' addresses, fetched by the server as it
 * renders one (the route table names them without bringing the catalogue along).
 */
import { flights, hotels } from '@content/bookingSamples';

/** The hotel page's status: 404 for an id the catalogue does not have. */
export async function hotelPageStatus({ hotelId }: Record<string, string | undefined>): Promise<number> {
  return hotels.some((hotel) => hotel.id === hotelId) ? 200 : 404;
}

/** The flight page's status: 404 for an id the catalogue does not have. */
export async function flightPageStatus({ flightId }: Record<string, string | undefined>): Promise<number> {
  return flights.some((flight) => flight.id === flightId) ? 200 : 404;
}
