import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Router, useRoutes } from 'react-router-dom';
import { AppProviders } from '@pwa/app/App';
import { AppRoot } from '@pwa/app/AppRoot';
import { siteRoute } from '@pwa/app/siteRoutes';
import { showCarriedToast } from '@pwa/components/carriedToast';
import { documentNavigator, NavigationLoadsDocument } from './documentNavigator';
import { embeddedPageData, PageDataContext } from './pageData';
import { AgencyContext, embeddedAgencyDetails } from './agencyDetails';

const siteRoutes = [{ element: <AppRoot />, children: [siteRoute] }];

/** What the console says when the server's HTML and the browser's render differ. */
export const HYDRATION_MISMATCH = 'The page rendered differently in the browser than on the server:';

function SiteRoutes() {
  return useRoutes(siteRoutes);
}

/**
 * Hydrates a page the server rendered (entry-server.tsx) with the same components, at once: a
 * click made while the page's own chunk is still on its way is replayed rather than lost, and
 * React keeps the server's HTML until then. The page is one address: the router holds still
 * and every navigation is a document load (documentNavigator), so no route table beyond the
 * site's and no data router are part of a public page's download.
 */
export function hydrateSitePage(container: HTMLElement): void {
  const { pathname, search, hash } = window.location;
  // The data the server rendered the page with: the browser renders the same, asking for nothing.
  const pageData = embeddedPageData(document);
  const agency = embeddedAgencyDetails(document);
  hydrateRoot(
    container,
    <StrictMode>
      <PageDataContext value={pageData}>
        <AgencyContext value={agency}>
          <AppProviders>
            <NavigationLoadsDocument value>
              <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
                <SiteRoutes />
              </Router>
            </NavigationLoadsDocument>
          </AppProviders>
        </AgencyContext>
      </PageDataContext>
    </StrictMode>,
    {
      // A part whose HTML differs from what the browser renders is rendered again by the
      // browser: the visitor sees it right, but the mismatch is a bug worth finding.
      onRecoverableError: (error) => console.warn(HYDRATION_MISMATCH, error),
    },
  );
  // What the page before this one had to say as it handed over (a sign-out's confirmation).
  showCarriedToast();
}
