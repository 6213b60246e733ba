import type { Page } from '@playwright/test';

/**
 * Whether React has taken over the server-rendered page: it marks the elements it hydrated, and
 * the h1 is in the page's own lazily loaded part, the last to hydrate. Until then a press on a
 * control that only script drives (a tab, a menu) does nothing, as for a visitor on a slow phone.
 */
export async function pageIsHydrated(page: Page): Promise<boolean> {
  return page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$')));
}
