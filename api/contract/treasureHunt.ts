/**
 * The treasure hunt's rules, free of React and
 * the DOM so the page, its tests and the assistant's description all read the same numbers.
 * A board is immutable: every move answers a new board, or the same one when nothing changed,
 * which lets the page tell a move that counted from one that was ignored.
 */

/** Rows and columns of the square board. */
export const BOARD_SIZE = 5;
export const CELL_COUNT = BOARD_SIZE * BOARD_SIZE;
export const TREASURE_COUNT = 6;
export const POINTS_PER_TREASURE = 100;
export const MAX_SCORE = TREASURE_COUNT * POINTS_PER_TREASURE;

/** One location of the board. The rules set both flags together when a cell is searched. */
export interface GameCell {
  /** 0-24, row by row from the top left. */
  id: number;
  hasTreasure: boolean;
  /** Its content shows. */
  isRevealed: boolean;
  /** The player chose it. */
  isClicked: boolean;
}

export type Board = readonly GameCell[];

/** A number in [0, 1), as Math.random gives; injected so tests choose the layout. */
export type RandomSource = () => number;

export type CursorKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

const CURSOR_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

export function isCursorKey(key: string): key is CursorKey {
  return CURSOR_KEYS.includes(key);
}

/** The board before any treasure is placed: what the server draws and every fresh page shows. */
export function blankBoard(): Board {
  return Array.from({ length: CELL_COUNT }, (_, id) => ({
    id,
    hasTreasure: false,
    isRevealed: false,
    isClicked: false,
  }));
}

/** An index in [0, length): a source that misbehaves (1, negative, NaN) still lands in range. */
function pick(random: RandomSource, length: number): number {
  const value = random();
  const index = Number.isFinite(value) ? Math.floor(value * length) : 0;
  return Math.min(length - 1, Math.max(0, index));
}

/** A fresh board with exactly TREASURE_COUNT treasures in distinct cells (a partial shuffle). */
export function newBoard(random: RandomSource = Math.random): Board {
  const ids = Array.from({ length: CELL_COUNT }, (_, id) => id);
  for (let placed = 0; placed < TREASURE_COUNT; placed += 1) {
    const swap = placed + pick(random, CELL_COUNT - placed);
    [ids[placed], ids[swap]] = [ids[swap], ids[placed]];
  }
  const treasures = new Set(ids.slice(0, TREASURE_COUNT));
  return blankBoard().map((cell) => ({ ...cell, hasTreasure: treasures.has(cell.id) }));
}

/** A new board with every counter at zero. */
export function reset(random: RandomSource = Math.random): Board {
  return newBoard(random);
}

export function foundCount(board: Board): number {
  return board.filter((cell) => cell.isRevealed && cell.hasTreasure).length;
}

export function scoreOf(board: Board): number {
  return foundCount(board) * POINTS_PER_TREASURE;
}

/** How many cells the player has searched: the figure a winner tries to keep low. */
export function searchCount(board: Board): number {
  return board.filter((cell) => cell.isClicked).length;
}

export function isWon(board: Board): boolean {
  return foundCount(board) === TREASURE_COUNT;
}

/**
 * Searches a cell. Answers the same board when nothing changes: a cell already searched, an id
 * off the board, or a game already won.
 */
export function reveal(board: Board, id: number): Board {
  const cell = board[id];
  if (!cell || cell.isRevealed || isWon(board)) return board;
  return board.map((other) => (other.id === id ? { ...other, isRevealed: true, isClicked: true } : other));
}

export function rowOf(id: number): number {
  return Math.floor(id / BOARD_SIZE);
}

export function columnOf(id: number): number {
  return id % BOARD_SIZE;
}

/** "Row 2, column 3": counted from one, as people say it. */
export function positionLabel(id: number): string {
  return `Row ${rowOf(id) + 1}, column ${columnOf(id) + 1}`;
}

/**
 * Where the keyboard cursor goes from `index`. It never wraps: at an edge the cursor stays, so
 * a held arrow key parks it rather than throwing it to the other side. Home and End go to the
 * ends of the row, as in any grid.
 */
export function moveCursor(index: number, key: CursorKey): number {
  const row = rowOf(index);
  const column = columnOf(index);
  const last = BOARD_SIZE - 1;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? index - BOARD_SIZE : index;
    case 'ArrowDown':
      return row < last ? index + BOARD_SIZE : index;
    case 'ArrowLeft':
      return column > 0 ? index - 1 : index;
    case 'ArrowRight':
      return column < last ? index + 1 : index;
    case 'Home':
      return row * BOARD_SIZE;
    case 'End':
      return row * BOARD_SIZE + last;
  }
}

/** The best results kept on the device. Every winner scores MAX_SCORE, so fewer searches is the real contest. */
export interface BestRecord {
  bestScore: number;
  /** Fewest searches that found every treasure; null until a game is won. */
  fewestSearches: number | null;
}

export const NO_RECORD: BestRecord = { bestScore: 0, fewestSearches: null };

/** The record after this board; the same object when the board beats nothing, so callers skip the write. */
export function improvedRecord(record: BestRecord, board: Board): BestRecord {
  const score = scoreOf(board);
  const searches = isWon(board) ? searchCount(board) : null;
  const betterScore = score > record.bestScore;
  const fewerSearches =
    searches !== null && (record.fewestSearches === null || searches < record.fewestSearches);
  if (!betterScore && !fewerSearches) return record;
  return {
    bestScore: Math.max(score, record.bestScore),
    fewestSearches: fewerSearches ? searches : record.fewestSearches,
  };
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);

/** A stored record read back, or NO_RECORD when it is missing, damaged or out of the game's range. */
export function parseRecord(text: string | null): BestRecord {
  if (!text) return NO_RECORD;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || !('bestScore' in value) || !('fewestSearches' in value)) {
      return NO_RECORD;
    }
    const { bestScore, fewestSearches } = value;
    const scoreOk =
      isInteger(bestScore) &&
      bestScore >= 0 &&
      bestScore <= MAX_SCORE &&
      bestScore % POINTS_PER_TREASURE === 0;
    const searchesOk =
      fewestSearches === null ||
      (isInteger(fewestSearches) && fewestSearches >= TREASURE_COUNT && fewestSearches <= CELL_COUNT);
    if (!scoreOk || !searchesOk) return NO_RECORD;
    return { bestScore, fewestSearches };
  } catch {
    return NO_RECORD;
  }
}
