import { describe, expect, it } from 'vitest';
import {
  blankBoard,
  BOARD_SIZE,
  CELL_COUNT,
  foundCount,
  improvedRecord,
  isWon,
  MAX_SCORE,
  moveCursor,
  newBoard,
  NO_RECORD,
  parseRecord,
  POINTS_PER_TREASURE,
  positionLabel,
  reset,
  reveal,
  scoreOf,
  searchCount,
  TREASURE_COUNT,
  type Board,
  type CursorKey,
  type RandomSource,
} from './treasureHunt.ts';

/** A small seeded generator (mulberry32): the same seed gives the same board, run after run. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function treasureIds(board: Board): number[] {
  return board.filter((cell) => cell.hasTreasure).map((cell) => cell.id);
}

function emptyIds(board: Board): number[] {
  return board.filter((cell) => !cell.hasTreasure).map((cell) => cell.id);
}

/** Treasures in the first six cells: a source that always answers 0 keeps the ids in order. */
const FIRST_SIX: RandomSource = () => 0;

describe('the treasure hunt rules', () => {
  it('use the game figures: 25 cells in 5 rows of 5, 6 treasures of 100 points', () => {
    expect(BOARD_SIZE).toBe(5);
    expect(CELL_COUNT).toBe(25);
    expect(TREASURE_COUNT).toBe(6);
    expect(POINTS_PER_TREASURE).toBe(100);
    expect(MAX_SCORE).toBe(600);
  });

  it('place exactly 6 treasures in distinct cells, whatever the seed', () => {
    for (let seed = 0; seed < 2_000; seed += 1) {
      const board = newBoard(seeded(seed));
      expect(board.map((cell) => cell.id)).toEqual([...Array(CELL_COUNT).keys()]);
      const treasures = treasureIds(board);
      expect(treasures, `seed ${seed}`).toHaveLength(TREASURE_COUNT);
      expect(new Set(treasures).size).toBe(TREASURE_COUNT);
      expect(board.every((cell) => !cell.isRevealed && !cell.isClicked)).toBe(true);
    }
  });

  it('place 6 treasures even when the random source answers its extremes or nonsense', () => {
    for (const value of [0, 0.999999999, 1, -0.5, 7, Number.NaN]) {
      expect(treasureIds(newBoard(() => value)), String(value)).toHaveLength(TREASURE_COUNT);
    }
  });

  it('can put a treasure in every cell: the layout is not biased away from any of them', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 500; seed += 1)
      treasureIds(newBoard(seeded(seed))).forEach((id) => seen.add(id));
    expect(seen.size).toBe(CELL_COUNT);
  });

  it('start with nothing found, no score and no search', () => {
    const board = newBoard(FIRST_SIX);
    expect(foundCount(board)).toBe(0);
    expect(scoreOf(board)).toBe(0);
    expect(searchCount(board)).toBe(0);
    expect(isWon(board)).toBe(false);
  });

  it('add 100 points for a treasure and nothing for an empty cell', () => {
    const board = newBoard(FIRST_SIX);
    const [treasure] = treasureIds(board);
    const [empty] = emptyIds(board);

    const afterEmpty = reveal(board, empty);
    expect(afterEmpty[empty]).toMatchObject({ isRevealed: true, isClicked: true, hasTreasure: false });
    expect(scoreOf(afterEmpty)).toBe(0);
    expect(foundCount(afterEmpty)).toBe(0);
    expect(searchCount(afterEmpty)).toBe(1);

    const afterTreasure = reveal(afterEmpty, treasure);
    expect(afterTreasure[treasure]).toMatchObject({ isRevealed: true, isClicked: true, hasTreasure: true });
    expect(scoreOf(afterTreasure)).toBe(100);
    expect(foundCount(afterTreasure)).toBe(1);
    expect(searchCount(afterTreasure)).toBe(2);
  });

  it('reveal a cell once: a second search of it changes nothing', () => {
    const board = newBoard(FIRST_SIX);
    const [treasure] = treasureIds(board);
    const [empty] = emptyIds(board);
    const once = reveal(reveal(board, treasure), empty);
    expect(reveal(once, treasure)).toBe(once);
    expect(reveal(once, empty)).toBe(once);
    expect(scoreOf(reveal(once, treasure))).toBe(100);
  });

  it('leave the board it was given untouched', () => {
    const board = newBoard(FIRST_SIX);
    const copy = structuredClone(board);
    reveal(board, 0);
    expect(board).toEqual(copy);
  });

  it('ignore ids off the board', () => {
    const board = newBoard(FIRST_SIX);
    for (const id of [-1, CELL_COUNT, 3.5]) expect(reveal(board, id)).toBe(board);
  });

  it('win once all 6 treasures are found, at 600 points, and ignore every search after', () => {
    let board = newBoard(seeded(42));
    const treasures = treasureIds(board);
    const [firstEmpty, ...otherEmpties] = emptyIds(board);
    board = reveal(board, firstEmpty);
    for (const [index, id] of treasures.entries()) {
      expect(isWon(board)).toBe(false);
      board = reveal(board, id);
      expect(foundCount(board)).toBe(index + 1);
      expect(scoreOf(board)).toBe((index + 1) * 100);
    }
    expect(isWon(board)).toBe(true);
    expect(scoreOf(board)).toBe(600);
    expect(searchCount(board)).toBe(TREASURE_COUNT + 1);
    for (const id of otherEmpties) expect(reveal(board, id)).toBe(board);
  });

  it('reset to a new board with every counter at zero', () => {
    let board = newBoard(FIRST_SIX);
    for (const id of treasureIds(board)) board = reveal(board, id);
    expect(isWon(board)).toBe(true);

    const fresh = reset(seeded(7));
    expect(fresh).not.toBe(board);
    expect(scoreOf(fresh)).toBe(0);
    expect(foundCount(fresh)).toBe(0);
    expect(searchCount(fresh)).toBe(0);
    expect(isWon(fresh)).toBe(false);
    expect(treasureIds(fresh)).toHaveLength(TREASURE_COUNT);
    expect(fresh.every((cell) => !cell.isRevealed && !cell.isClicked)).toBe(true);
  });

  it('draw a blank board with no treasure and nothing searched, the same every time', () => {
    expect(blankBoard()).toEqual(blankBoard());
    expect(treasureIds(blankBoard())).toEqual([]);
    expect(blankBoard()).toHaveLength(CELL_COUNT);
  });

  it('name a cell by its row and column, counted from one', () => {
    expect(positionLabel(0)).toBe('Row 1, column 1');
    expect(positionLabel(7)).toBe('Row 2, column 3');
    expect(positionLabel(24)).toBe('Row 5, column 5');
  });
});

describe('the keyboard cursor', () => {
  const corners = { topLeft: 0, topRight: 4, bottomLeft: 20, bottomRight: 24 };

  it('moves one cell in the direction of the arrow', () => {
    expect(moveCursor(12, 'ArrowUp')).toBe(7);
    expect(moveCursor(12, 'ArrowDown')).toBe(17);
    expect(moveCursor(12, 'ArrowLeft')).toBe(11);
    expect(moveCursor(12, 'ArrowRight')).toBe(13);
  });

  it('stays put at each edge instead of wrapping', () => {
    for (let column = 0; column < BOARD_SIZE; column += 1) {
      expect(moveCursor(column, 'ArrowUp')).toBe(column);
      expect(moveCursor(20 + column, 'ArrowDown')).toBe(20 + column);
    }
    for (let row = 0; row < BOARD_SIZE; row += 1) {
      expect(moveCursor(row * 5, 'ArrowLeft')).toBe(row * 5);
      expect(moveCursor(row * 5 + 4, 'ArrowRight')).toBe(row * 5 + 4);
    }
  });

  it('stays inside the board from the corners, moving only inward', () => {
    const moves: Record<keyof typeof corners, Record<CursorKey, number>> = {
      topLeft: { ArrowUp: 0, ArrowLeft: 0, ArrowDown: 5, ArrowRight: 1, Home: 0, End: 4 },
      topRight: { ArrowUp: 4, ArrowRight: 4, ArrowDown: 9, ArrowLeft: 3, Home: 0, End: 4 },
      bottomLeft: { ArrowDown: 20, ArrowLeft: 20, ArrowUp: 15, ArrowRight: 21, Home: 20, End: 24 },
      bottomRight: { ArrowDown: 24, ArrowRight: 24, ArrowUp: 19, ArrowLeft: 23, Home: 20, End: 24 },
    };
    for (const [corner, index] of Object.entries(corners) as Array<[keyof typeof corners, number]>) {
      for (const [key, expected] of Object.entries(moves[corner]) as Array<[CursorKey, number]>) {
        expect(moveCursor(index, key), `${corner} ${key}`).toBe(expected);
      }
    }
  });

  it('never leaves the board however long a key is held', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const) {
      for (let start = 0; start < CELL_COUNT; start += 1) {
        let index = start;
        for (let press = 0; press < 10; press += 1) index = moveCursor(index, key);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(CELL_COUNT);
      }
    }
    expect(moveCursor(moveCursor(moveCursor(0, 'ArrowUp'), 'ArrowUp'), 'ArrowUp')).toBe(0);
  });
});

describe('the best record', () => {
  function wonBoard(extraSearches: number): Board {
    let board = newBoard(FIRST_SIX);
    for (const id of emptyIds(board).slice(0, extraSearches)) board = reveal(board, id);
    for (const id of treasureIds(board)) board = reveal(board, id);
    return board;
  }

  it('keeps the higher score and, once won, the fewest searches', () => {
    let board = reveal(newBoard(FIRST_SIX), 0);
    const first = improvedRecord(NO_RECORD, board);
    expect(first).toEqual({ bestScore: 100, fewestSearches: null });
    expect(improvedRecord(first, board)).toBe(first);

    board = wonBoard(4);
    const won = improvedRecord(first, board);
    expect(won).toEqual({ bestScore: 600, fewestSearches: 10 });
    expect(improvedRecord(won, wonBoard(6))).toBe(won);
    expect(improvedRecord(won, wonBoard(0))).toEqual({ bestScore: 600, fewestSearches: 6 });
  });

  it('reads back what it wrote and treats anything damaged as no record', () => {
    expect(parseRecord(JSON.stringify({ bestScore: 600, fewestSearches: 9 }))).toEqual({
      bestScore: 600,
      fewestSearches: 9,
    });
    expect(parseRecord(JSON.stringify({ bestScore: 300, fewestSearches: null }))).toEqual({
      bestScore: 300,
      fewestSearches: null,
    });
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      '42',
      JSON.stringify({ bestScore: 601, fewestSearches: 9 }),
      JSON.stringify({ bestScore: 150, fewestSearches: 9 }),
      JSON.stringify({ bestScore: 600, fewestSearches: 5 }),
      JSON.stringify({ bestScore: 600, fewestSearches: 26 }),
      JSON.stringify({ bestScore: '600', fewestSearches: 9 }),
    ]) {
      expect(parseRecord(text), String(text)).toEqual(NO_RECORD);
    }
  });
});
