/**
 * The live park call of the widget: repeated parkIds,
 * and a non-OK answer or success=false is a failure with the specified message.
 */
import { themeParkMessages, type LiveParkResponse, type ParkId } from '@contract/themeParks';

export const LIVE_PARKS_PATH = '/api/theme-parks/live';

export const themeParkQueries = {
  live: (parkIds: readonly ParkId[]) => [LIVE_PARKS_PATH, { parkIds: [...parkIds] }] as const,
};

export function liveParksUrl(parkIds: readonly ParkId[]): string {
  const query = new URLSearchParams();
  for (const id of parkIds) query.append('parkIds', id);
  return `${LIVE_PARKS_PATH}?${query.toString()}`;
}

function isLiveParkResponse(body: unknown): body is LiveParkResponse {
  const candidate = body as Partial<LiveParkResponse> | null;
  return candidate?.success === true && Array.isArray(candidate.parks) && candidate.parks.length > 0;
}

export async function fetchLiveParks(
  parkIds: readonly ParkId[],
  signal?: AbortSignal,
): Promise<LiveParkResponse> {
  const response = await fetch(liveParksUrl(parkIds), {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(themeParkMessages.fetchFailed);
  const body: unknown = await response.json().catch(() => null);
  if (!isLiveParkResponse(body)) throw new Error(themeParkMessages.fetchFailed);
  return body;
}
