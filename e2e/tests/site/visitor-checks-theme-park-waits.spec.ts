/**
 * A visitor planning a Florida trip checks the parks' live waits on Visit Central Florida. The
 * journeys' server answers from a local stand-in for ThemeParks.wiki (e2e/server.ts) whose
 * parks are open now, with the same rides and waits on every run.
 */
import { wcagViolations } from '../../pages/accessibility';
import { expect, test, type Locator } from '@playwright/test';
import { pageIsHydrated } from '../../pages/hydration';

const LIVE_PARKS = '/api/theme-parks/live';

/** One attraction's or show's line in the open park. */
function item(panel: Locator, name: string): Locator {
  return panel.getByRole('listitem').filter({ has: panel.page().getByText(name, { exact: true }) });
}

test('a visitor reads the live waits at Magic Kingdom and moves to EPCOT with the keyboard', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/visit-central-florida');
  await expect.poll(() => pageIsHydrated(page)).toBe(true);

  const widget = page.getByRole('region', { name: 'Live Theme Park Wait Times' });
  // Below the fold, the widget waits: no park data and none of its code until it nears the screen.
  await expect(widget.getByRole('status')).toHaveText('Loading live park information');
  expect(asked.filter((path) => path === LIVE_PARKS || /\/ParkWidget-/.test(path))).toEqual([]);

  await widget.scrollIntoViewIfNeeded();
  const tabs = widget.getByRole('tab');
  await expect(tabs).toHaveText(['Magic Kingdom', 'EPCOT']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  expect(asked.filter((path) => path === LIVE_PARKS)).toHaveLength(1);

  const magicKingdom = widget.getByRole('tabpanel', { name: 'Magic Kingdom' });
  await expect(magicKingdom.getByRole('heading', { level: 3, name: 'Magic Kingdom Park' })).toBeVisible();
  await expect(magicKingdom.locator('.park-panel__meta .park-status')).toHaveText('Operating');
  await expect(magicKingdom.getByText(/^Hours: \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/)).toBeVisible();

  // Each wait is written in minutes and coloured by the thresholds: 20 green, 45 yellow, above red.
  for (const [name, minutes, colour] of [
    ['Haunted Mansion', '20 min', 'green'],
    ['Space Mountain', '45 min', 'yellow'],
    ['Seven Dwarfs Mine Train', '70 min', 'red'],
  ] as const) {
    const wait = item(magicKingdom, name).locator('.wait-time');
    await wait.scrollIntoViewIfNeeded();
    await expect(wait).toHaveText(`Wait time: ${minutes}`);
    await expect(wait).toHaveAttribute('data-colour', colour);
  }
  await expect(item(magicKingdom, 'Space Mountain').getByText('Lightning Lane available')).toBeVisible();
  await expect(item(magicKingdom, 'Haunted Mansion').getByText('Lightning Lane available')).toHaveCount(0);
  await expect(item(magicKingdom, 'Big Thunder Mountain Railroad')).toContainText('Down');
  // A character meet-and-greet runs all day: its hours, not performances, and no length.
  const meet = item(magicKingdom, 'Meet Mickey at Town Square Theater');
  await meet.scrollIntoViewIfNeeded();
  await expect(meet).toContainText(/Open \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/);
  await expect(meet).not.toContainText('Showtimes');
  await expect(meet.locator('.show-duration')).toHaveCount(0);
  await expect(widget.getByText(/^Last updated \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  expect(await wcagViolations(page, 'the park widget', { include: '.park-widget' })).toEqual([]);

  // The keyboard moves between parks, as tabs do.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  const epcotTab = widget.getByRole('tab', { name: 'EPCOT' });
  await expect(epcotTab).toBeFocused();
  await expect(epcotTab).toHaveAttribute('aria-selected', 'true');
  const epcot = widget.getByRole('tabpanel', { name: 'EPCOT' });
  await expect(epcot.getByRole('heading', { level: 3, name: 'EPCOT' })).toBeVisible();

  const show = item(epcot, 'Voices of Liberty');
  await show.scrollIntoViewIfNeeded();
  await expect(show).toContainText('Operating');
  await expect(show).toContainText('20 min');
  // Late at night in Orlando the day's performances are over.
  await expect(show).toContainText(/Showtimes: \d{1,2}:\d{2} [AP]M|No more showtimes today/);
  expect(await wcagViolations(page, 'the park widget', { include: '.park-widget' })).toEqual([]);
});
