/**
 * Every group of public pages, as a phone and a desktop visitor get them, passes axe-core's
 * WCAG 2.0 and 2.1 A/AA rules with no serious or critical violation, and keeps one h1.
 */
import { wcagViolations } from '../../pages/accessibility';
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/services',
  '/services/business-travel',
  '/services/group-vacations',
  '/services/private-transport',
  '/transportation',
  '/transportation-booking',
  '/visit-saint-lucia',
  '/visit-central-florida',
  '/cruises',
  '/africa-detox-tourism',
  '/about',
  '/contact',
  '/quote',
  '/quote?free=true',
  '/book/hotel/hotel-1?destination=Soufriere&checkIn=2027-03-01&checkOut=2027-03-05&rooms=1&adults=2',
  '/book/flight/flight-1?from=MCO&to=UVF&departDate=2027-03-01&returnDate=2027-03-08&passengers=2',
  '/book/hotel/no-such-hotel',
  '/island-adventures-game',
  '/blog',
  '/blog?search=zzqxnothing',
  '/blog/first-timers-guide-to-saint-lucia',
  '/blog/no-such-post',
  '/no/such/page',
];

/** The desktop layout differs in the header and the grids: its own check on the pages built of them. */
const DESKTOP_PAGES = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/quote?free=true',
  PAGES[16],
  '/blog',
  '/blog/first-timers-guide-to-saint-lucia',
];

/** Pages checked by one test, in one browser page: a new page per check cost more than the check. */
const PAGES_PER_TEST = 6;

/** The paths in as few groups of at most PAGES_PER_TEST as hold them, of even sizes. */
function inGroups(paths: string[]): string[][] {
  const size = Math.ceil(paths.length / Math.ceil(paths.length / PAGES_PER_TEST));
  return Array.from({ length: Math.ceil(paths.length / size) }, (_, index) =>
    paths.slice(index * size, (index + 1) * size),
  );
}

// The groups only read, so they need not run in the file's order or in one worker: spread over
// both, the file does not end the run with the other worker idle.
test.describe.configure({ mode: 'parallel' });

for (const viewport of [
  { name: 'a phone', width: 360, height: 780, pages: PAGES },
  { name: 'a desktop', width: 1280, height: 900, pages: DESKTOP_PAGES },
]) {
  for (const paths of inGroups(viewport.pages)) {
    test(`${paths.join(', ')} pass the accessibility check on ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('h1'), `${path} has one h1`).toHaveCount(1);
        // Checked once the page's own lazy parts (the session buttons) settled.
        await expect(page.getByRole('status', { name: 'Checking your session' })).toHaveCount(0);
        // Soft: one page's problems do not hide the next page's.
        const problems = await wcagViolations(page, path);
        expect.soft(problems, problems.join('\n')).toEqual([]);
      }
    });
  }
}
