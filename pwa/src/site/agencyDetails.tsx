/**
 * The agency's address, phone, hours and registration, as the server's configuration has them
 * (api/config.ts, AGENCY_*). A page the server renders carries them in its HTML, so the footer
 * hydrates with exactly what the server printed and asks for nothing; a page the browser renders
 * itself (the dashboard, a proposal link) asks the API once.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { AgencyDetails } from '@contract/agency';
import { AGENCY_ELEMENT_ID } from '@contract/renderedPage';

/** Given by the server's render and by the hydration of its page; null where neither did. */
export const AgencyContext = createContext<AgencyDetails | null>(null);

/** The details a server-rendered document carries, if any. */
export function embeddedAgencyDetails(document: Document): AgencyDetails | null {
  const text = document.getElementById(AGENCY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as AgencyDetails;
  } catch {
    return null;
  }
}

// One request for every footer of the page's life; a failure (offline) is asked again next time.
let fetched: AgencyDetails | null = null;
let fetching: Promise<AgencyDetails | null> | null = null;

function fetchAgencyDetails(): Promise<AgencyDetails | null> {
  fetching ??= fetch('/api/agency', { credentials: 'include' })
    .then(async (response) =>
      response.ok ? ((await response.json()) as { data: AgencyDetails }).data : null,
    )
    .catch(() => null)
    .then((details) => {
      fetched = details;
      if (!details) fetching = null;
      return details;
    });
  return fetching;
}

/** The agency's details, or null while (or when) nobody can say them: those parts are then left out. */
export function useAgencyDetails(): AgencyDetails | null {
  const given = useContext(AgencyContext);
  const [loaded, setLoaded] = useState<AgencyDetails | null>(fetched);
  useEffect(() => {
    if (given || loaded) return;
    let current = true;
    void fetchAgencyDetails().then((details) => {
      if (current && details) setLoaded(details);
    });
    return () => {
      current = false;
    };
  }, [given, loaded]);
  return given ?? loaded;
}
