import type { DashboardBooking, DashboardItinerary } from '@contract/dashboard';
import { CALENDAR_MIME } from '@documents/officeExports';
import { saveFile } from '@pwa/lib/saveFile';

/**
 * Saves a trip and its bookings as an .ics file, made on the device from the dashboard it
 * shows, so it works offline too. The calendar rules are the office's (documents/itineraryCalendar),
 * loaded on first use; the booking's details travel to them as the office stores them.
 */
export async function downloadTripCalendar(
  itinerary: DashboardItinerary,
  bookings: readonly DashboardBooking[],
): Promise<void> {
  const { itineraryCalendar, itineraryCalendarFileName } = await import('@documents/itineraryCalendar');
  const withDetails = bookings.map(({ description, location, startTime, endTime, ...booking }) => ({
    ...booking,
    details: JSON.stringify({ description, location, startTime, endTime }),
  }));
  saveFile(itineraryCalendar(itinerary, withDetails), itineraryCalendarFileName(itinerary.id), CALENDAR_MIME);
}
