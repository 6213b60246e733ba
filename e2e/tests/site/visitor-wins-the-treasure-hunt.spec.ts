/**
 * A visitor plays the treasure hunt with the
 * keyboard alone, on the server-rendered page: finds all six treasures, sees the win, keeps the
 * best result on the device and starts again. The page stays accessible and never moves.
 */
import { wcagViolations } from '../../pages/accessibility';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageIsHydrated } from '../../pages/hydration';

interface Shift {
  value: number;
  hadRecentInput: boolean;
  /** Whether something in the page's <main> moved: the board, the counters, the text below. */
  inMain: boolean;
}

/** Every layout shift of the page from its first paint, recorded by the page itself. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    interface LayoutShiftEntry {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null }>;
    }
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        const main = document.querySelector('main');
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          inMain: entry.sources.some(({ node }) => Boolean(node && main?.contains(node))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The cumulative layout shift as browsers report it (shifts right after an input do not count),
 * the sum of every shift, those included (the skip link appearing as Tab reaches it is one), and
 * the shifts of anything in the page's main part, which must be none at all.
 */
async function layoutShift(page: Page): Promise<{ cls: number; all: number; inMain: number }> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  const sum = (list: Shift[]) => list.reduce((total, shift) => total + shift.value, 0);
  return {
    cls: sum(shifts.filter((shift) => !shift.hadRecentInput)),
    all: sum(shifts),
    inMain: shifts.filter((shift) => shift.inMain).length,
  };
}

function game(page: Page) {
  return {
    counters: page.getByRole('group', { name: 'This game' }).locator('p'),
    board: page.getByRole('grid', { name: 'Treasure map' }),
    focusedCell: page.locator('[role="gridcell"]:focus'),
    winTitle: page.getByText('You found all 6 treasures!', { exact: true }),
    announcement: page.locator('.hunt [role="status"]'),
    best: page.getByRole('group', { name: 'Your best on this device' }),
  };
}

async function expectCounters(counters: Locator, score: number, found: number, searches: number) {
  await expect(counters).toHaveText([
    `Score: ${score}`,
    `Treasures found: ${found}/6`,
    `Searches: ${searches}`,
  ]);
}

/** The cells in the order a walk with the arrow keys visits them: a snake, row by row. */
const SNAKE = [0, 1, 2, 3, 4].flatMap((row) =>
  (row % 2 === 0 ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0]).map((column) => ({ row, column })),
);

for (const screen of [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 360, height: 780 },
]) {
  test(`a visitor wins the treasure hunt with the keyboard alone on ${screen.name}, keeps the best and plays again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await recordLayoutShifts(page);
    await page.goto('/island-adventures-game');
    await expect.poll(() => pageIsHydrated(page)).toBe(true);
    const { counters, board, focusedCell, winTitle, announcement, best } = game(page);
    await expectCounters(counters, 0, 0, 0);
    await expect(page.getByRole('gridcell')).toHaveCount(25);
    // The board fits the screen, and every cell is a comfortable target for a finger.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
    for (const cell of await page.getByRole('gridcell').all()) {
      const box = await cell.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(screen.width);
    }
    await expect(best).toHaveText(/Best score: —none yet/);
    await expect(winTitle).toBeHidden();

    // Tab through the header and the page's text to the board: one tab stop, at the first cell.
    for (let presses = 0; presses < 60 && (await focusedCell.count()) === 0; presses += 1)
      await page.keyboard.press('Tab');
    await expect(focusedCell).toHaveAccessibleName('Row 1, column 1, not searched');
    // At a corner the arrows pointing off the board leave the cursor where it is.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedCell).toHaveAccessibleName('Row 1, column 1, not searched');

    let found = 0;
    let searches = 0;
    let wonAfter = 0;
    for (const [step, { row, column }] of SNAKE.entries()) {
      if (step > 0) {
        const previous = SNAKE[step - 1];
        const key =
          previous.row !== row ? 'ArrowDown' : column > previous.column ? 'ArrowRight' : 'ArrowLeft';
        await page.keyboard.press(key);
      }
      const position = `Row ${row + 1}, column ${column + 1}`;
      await expect(focusedCell).toHaveAccessibleName(new RegExp(`^${position}, `));

      // Enter and Space both search.
      await page.keyboard.press(step % 2 === 0 ? 'Enter' : 'Space');
      if (found === 6) {
        // The game is over: the search is ignored and nothing changes.
        await expect(announcement).toHaveText(/All 6 treasures are found/);
        await expect(focusedCell).toHaveAccessibleName(`${position}, not searched`);
        await expectCounters(counters, 600, 6, wonAfter);
        continue;
      }
      await expect(focusedCell).toHaveAccessibleName(/, searched, (treasure found|nothing here)$/);
      searches += 1;
      // The cell's text is what a screen reader says for it; the drawing has none.
      if ((await focusedCell.textContent()) === `${position}, searched, treasure found`) found += 1;
      else await expect(focusedCell).toHaveAccessibleName(`${position}, searched, nothing here`);
      await expectCounters(counters, found * 100, found, searches);

      // Checked with the board in play (six searches at least are needed to win).
      if (step === 2) expect(await wcagViolations(page, 'the game')).toEqual([]);
      if (found === 6) {
        wonAfter = searches;
        await expect(winTitle).toBeVisible();
        await expect(
          page.getByText(`Final score: 600 in ${searches} searches.`, { exact: true }),
        ).toBeVisible();
        await expect(announcement).toHaveText(
          new RegExp(`^You found all 6 treasures! Final score: 600 in ${searches} searches\\.`),
        );
      } else {
        await expect(winTitle).toBeHidden();
      }
    }
    expect(found).toBe(6);
    await expect(board).toHaveAttribute('aria-disabled', 'true');
    // The end of a row does not wrap to the next one.
    await page.keyboard.press('ArrowRight');
    await expect(focusedCell).toHaveAccessibleName(/^Row 5, column 5, /);
    await expectCounters(counters, 600, 6, wonAfter);
    await expect(best).toHaveText(new RegExp(`Best score: 600.*Fewest searches to win: ${wonAfter}$`));
    expect(await wcagViolations(page, 'the game')).toEqual([]);

    // Nothing moved while the page loaded, hydrated and the whole game was played.
    const shift = await layoutShift(page);
    console.log(`layout shift after a whole game: CLS ${shift.cls}, every shift ${shift.all}`);
    expect(shift.cls).toBeLessThan(0.01);
    expect(shift.all).toBeLessThan(0.01);
    expect(shift.inMain).toBe(0);

    // Play Again sits just before the board: Shift+Tab reaches it, Enter starts a new board.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectCounters(counters, 0, 0, 0);
    await expect(winTitle).toBeHidden();
    await expect(focusedCell).toHaveCount(1);
    await expect(page.getByRole('gridcell', { name: /, not searched$/ })).toHaveCount(25);

    // The best result is kept on the device.
    await page.reload();
    await expect.poll(() => pageIsHydrated(page)).toBe(true);
    await expect(best).toHaveText(new RegExp(`Best score: 600.*Fewest searches to win: ${wonAfter}$`));
    await expectCounters(counters, 0, 0, 0);

    // New Board, from the keyboard too, clears a game in progress.
    for (let presses = 0; presses < 60 && (await focusedCell.count()) === 0; presses += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(counters.nth(2)).toHaveText('Searches: 2');
    // The next stop after the board.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'New Board' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectCounters(counters, 0, 0, 0);
    await expect(page.getByRole('gridcell', { name: /, not searched$/ })).toHaveCount(25);
    await expect(best).toHaveText(new RegExp(`Fewest searches to win: ${wonAfter}$`));

    const afterReload = await layoutShift(page);
    console.log(
      `layout shift after a reload and a few moves: CLS ${afterReload.cls}, every shift ${afterReload.all}`,
    );
    expect(afterReload.cls).toBeLessThan(0.01);
    expect(afterReload.all).toBeLessThan(0.01);
    expect(afterReload.inMain).toBe(0);
  });
}
