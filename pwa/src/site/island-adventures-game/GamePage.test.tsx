import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BEST_RECORD_KEY } from './bestRecord';
import { GamePage } from './GamePage';
import type { RandomSource } from '@contract/treasureHunt';

/** Treasures in the first six cells: the whole top row and the first cell of the second. */
const FIRST_SIX: RandomSource = () => 0;
const TREASURES = [0, 1, 2, 3, 4, 5];

function renderGame(random: RandomSource = FIRST_SIX) {
  return render(<GamePage random={random} />);
}

/** A counter as a visitor reads it, e.g. "Treasures found: 1/6". */
function stat(label: string): string {
  return screen.getByText(label).closest('.hunt-stat')?.textContent ?? '';
}

function counters() {
  return [stat('Score'), stat('Treasures found'), stat('Searches')];
}

function cell(id: number): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-cell="${id}"]`);
  if (!found) throw new Error(`no cell ${id}`);
  return found;
}

function announcement(): string {
  return screen.getByRole('status').textContent?.trim() ?? '';
}

function winMessage(): HTMLElement {
  return screen.getByText('You found all 6 treasures!').closest('.hunt-message__won') as HTMLElement;
}

function bestLine(label: string): string {
  return screen.getByText(label, { exact: false }).textContent ?? '';
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the treasure-hunt page', () => {
  it('shows the hero, How to Play and a 5 by 5 board with the counters at zero', () => {
    renderGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Island Adventures' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How to Play' })).toBeTruthy();
    expect(screen.getByText('Use the arrow keys to move between locations.')).toBeTruthy();
    expect(screen.getByText('Press Enter or Space to search the selected location.')).toBeTruthy();
    expect(screen.getByText('Find all 6 hidden treasures; each one is worth 100 points.')).toBeTruthy();

    const grid = screen.getByRole('grid', { name: 'Treasure map' });
    expect(grid.querySelectorAll('[role="row"]')).toHaveLength(5);
    expect(screen.getAllByRole('gridcell')).toHaveLength(25);
    expect(screen.getByRole('gridcell', { name: 'Row 2, column 3, not searched' })).toBeTruthy();
    expect(counters()).toEqual(['Score: 0', 'Treasures found: 0/6', 'Searches: 0']);
    // One tab stop: the cursor's cell.
    expect(screen.getAllByRole('gridcell').filter((each) => each.tabIndex === 0)).toEqual([cell(0)]);
    expect(winMessage().hasAttribute('inert')).toBe(true);
  });

  it('draws the same blank board on the server whatever the random source, so hydration matches', () => {
    const a = renderToString(<GamePage random={() => 0} />);
    const b = renderToString(<GamePage random={() => 0.99} />);
    const c = renderToString(<GamePage />);
    expect(a).toBe(b);
    expect(a).toBe(c);
    expect(a).not.toContain('treasure found');
  });

  it('counts a treasure and an empty spot when they are clicked', () => {
    renderGame();
    fireEvent.click(cell(24));
    expect(counters()).toEqual(['Score: 0', 'Treasures found: 0/6', 'Searches: 1']);
    expect(screen.getByRole('gridcell', { name: 'Row 5, column 5, searched, nothing here' })).toBe(cell(24));
    expect(announcement()).toBe('Nothing here at row 5, column 5. Keep looking!');

    fireEvent.click(cell(2));
    expect(counters()).toEqual(['Score: 100', 'Treasures found: 1/6', 'Searches: 2']);
    expect(screen.getByRole('gridcell', { name: 'Row 1, column 3, searched, treasure found' })).toBe(cell(2));
    expect(announcement()).toBe('Treasure found at row 1, column 3! 1 of 6 found, score 100.');

    // A second click on a searched spot changes nothing.
    fireEvent.click(cell(2));
    expect(counters()).toEqual(['Score: 100', 'Treasures found: 1/6', 'Searches: 2']);
    expect(announcement()).toBe('You already searched row 1, column 3.');
  });

  it('ends the game when the sixth treasure is found, and ignores clicks after', () => {
    renderGame();
    fireEvent.click(cell(12));
    for (const id of TREASURES) fireEvent.click(cell(id));
    expect(counters()).toEqual(['Score: 600', 'Treasures found: 6/6', 'Searches: 7']);
    expect(winMessage().hasAttribute('inert')).toBe(false);
    expect(screen.getByText('Final score: 600 in 7 searches.')).toBeTruthy();
    expect(announcement()).toBe(
      'You found all 6 treasures! Final score: 600 in 7 searches. Your fewest searches yet.',
    );

    fireEvent.click(cell(20));
    fireEvent.keyDown(cell(20), { key: 'Enter' });
    expect(counters()).toEqual(['Score: 600', 'Treasures found: 6/6', 'Searches: 7']);
    expect(screen.getByRole('gridcell', { name: 'Row 5, column 1, not searched' })).toBe(cell(20));
    expect(screen.getByRole('grid').getAttribute('aria-disabled')).toBe('true');
  });

  it('starts a new board with the counters at zero from New Board', () => {
    // The first board has its treasures in cells 0-5; the next one in cells 0-4 and 24.
    let calls = 0;
    const random: RandomSource = () => (calls++ < 6 ? 0 : 0.999);
    renderGame(random);
    fireEvent.click(cell(0));
    fireEvent.click(cell(24));
    expect(counters()).toEqual(['Score: 100', 'Treasures found: 1/6', 'Searches: 2']);

    fireEvent.click(screen.getByRole('button', { name: 'New Board' }));
    expect(counters()).toEqual(['Score: 0', 'Treasures found: 0/6', 'Searches: 0']);
    expect(screen.getAllByRole('gridcell', { name: /not searched$/ })).toHaveLength(25);
    fireEvent.click(cell(5));
    expect(stat('Score')).toBe('Score: 0');
    fireEvent.click(cell(24));
    expect(stat('Score')).toBe('Score: 100');
  });

  it('plays again after a win: counters at zero, the message gone, the keyboard back on the map', () => {
    renderGame();
    for (const id of TREASURES) fireEvent.click(cell(id));
    expect(winMessage().hasAttribute('inert')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(counters()).toEqual(['Score: 0', 'Treasures found: 0/6', 'Searches: 0']);
    expect(winMessage().hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('grid').hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(cell(5));
  });

  it('moves the cursor with the arrow keys, stops at the edges and searches with Enter or Space', () => {
    renderGame();
    act(() => cell(0).focus());
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

    press('ArrowUp');
    press('ArrowLeft');
    expect(document.activeElement).toBe(cell(0));
    for (let step = 0; step < 8; step += 1) press('ArrowRight');
    expect(document.activeElement).toBe(cell(4));
    for (let step = 0; step < 8; step += 1) press('ArrowDown');
    expect(document.activeElement).toBe(cell(24));
    press('ArrowRight');
    expect(document.activeElement).toBe(cell(24));
    press('ArrowLeft');
    press('ArrowUp');
    expect(document.activeElement).toBe(cell(18));
    press('Home');
    expect(document.activeElement).toBe(cell(15));
    // Roving tabindex: the one tab stop follows the cursor.
    expect(cell(15).tabIndex).toBe(0);
    expect(cell(0).tabIndex).toBe(-1);

    press('Enter');
    expect(counters()).toEqual(['Score: 0', 'Treasures found: 0/6', 'Searches: 1']);
    for (let step = 0; step < 4; step += 1) press('ArrowUp');
    expect(document.activeElement).toBe(cell(0));
    press(' ');
    expect(counters()).toEqual(['Score: 100', 'Treasures found: 1/6', 'Searches: 2']);
    // A held key repeats; it searches once.
    press('ArrowRight');
    fireEvent.keyDown(cell(1), { key: 'Enter', repeat: true });
    expect(stat('Searches')).toBe('Searches: 2');
  });

  it('shows the best results stored on this device', () => {
    localStorage.setItem(BEST_RECORD_KEY, JSON.stringify({ bestScore: 600, fewestSearches: 9 }));
    renderGame();
    expect(bestLine('Best score:')).toBe('Best score: 600');
    expect(bestLine('Fewest searches to win:')).toBe('Fewest searches to win: 9');
  });

  it('says there is no best result yet on a first visit', () => {
    renderGame();
    expect(bestLine('Best score:')).toBe('Best score: —none yet');
    expect(bestLine('Fewest searches to win:')).toBe('Fewest searches to win: —none yet');
  });

  it('stores a better score as it happens and the fewest searches when a game is won', () => {
    localStorage.setItem(BEST_RECORD_KEY, JSON.stringify({ bestScore: 600, fewestSearches: 9 }));
    renderGame();
    fireEvent.click(cell(20));
    fireEvent.click(cell(21));
    fireEvent.click(cell(22));
    fireEvent.click(cell(23));
    for (const id of TREASURES) fireEvent.click(cell(id));
    // Ten searches do not beat nine.
    expect(JSON.parse(localStorage.getItem(BEST_RECORD_KEY) ?? '')).toEqual({
      bestScore: 600,
      fewestSearches: 9,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Play Again' }));
    for (const id of TREASURES) fireEvent.click(cell(id));
    expect(JSON.parse(localStorage.getItem(BEST_RECORD_KEY) ?? '')).toEqual({
      bestScore: 600,
      fewestSearches: 6,
    });
    expect(bestLine('Fewest searches to win:')).toBe('Fewest searches to win: 6');
  });

  it('starts a first record with the first treasure', () => {
    renderGame();
    fireEvent.click(cell(3));
    expect(JSON.parse(localStorage.getItem(BEST_RECORD_KEY) ?? '')).toEqual({
      bestScore: 100,
      fewestSearches: null,
    });
    expect(bestLine('Best score:')).toBe('Best score: 100');
  });

  it('still plays, and keeps the best for the visit, when the browser refuses storage', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGame();
    for (const id of TREASURES) fireEvent.click(cell(id));
    expect(counters()).toEqual(['Score: 600', 'Treasures found: 6/6', 'Searches: 6']);
    expect(bestLine('Fewest searches to win:')).toBe('Fewest searches to win: 6');
  });
});
