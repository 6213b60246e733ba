import { createContext, useContext } from 'react';
import { createPath, type Navigator, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Navigation on a server-rendered page: every link and search loads the next address from the
 * server, which answers with that page already rendered (or with the app shell for a private
 * screen). The page never needs the whole route table or the data router.
 */
export const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/** True under a server-rendered page, where navigating loads another document. */
export const NavigationLoadsDocument = createContext(false);

/**
 * Whether a navigation from here replaces the page: what the page shows after navigating
 * (a toast) must then be carried to the next one (components/carriedToast.ts).
 */
export function useNavigationLoadsDocument(): boolean {
  return useContext(NavigationLoadsDocument);
}
