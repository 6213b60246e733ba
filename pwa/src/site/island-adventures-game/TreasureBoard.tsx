import { useId, useRef, type KeyboardEvent } from 'react';
import { gameCopy } from '@content/game';
import { DugHole, SandRipples, TreasureChest } from './CellArt';
import {
  BOARD_SIZE,
  isCursorKey,
  moveCursor,
  positionLabel,
  type Board,
  type GameCell,
} from '@contract/treasureHunt';

interface Props {
  board: Board;
  cursor: number;
  /** Searches are ignored once the game is won; the cells say so to assistive technology. */
  finished: boolean;
  onCursorChange: (id: number) => void;
  onSelect: (id: number) => void;
}

/** What a screen reader says for a cell: where it is, whether it was searched, what it held. */
export function cellLabel(cell: GameCell): string {
  if (!cell.isRevealed) return `${positionLabel(cell.id)}, not searched`;
  return `${positionLabel(cell.id)}, searched, ${cell.hasTreasure ? 'treasure found' : 'nothing here'}`;
}

function cellState(cell: GameCell): 'hidden' | 'treasure' | 'empty' {
  if (!cell.isRevealed) return 'hidden';
  return cell.hasTreasure ? 'treasure' : 'empty';
}

const ART = { hidden: SandRipples, treasure: TreasureChest, empty: DugHole } as const;

const rows = Array.from({ length: BOARD_SIZE }, (_, row) =>
  Array.from({ length: BOARD_SIZE }, (_, column) => row * BOARD_SIZE + column),
);

/**
 * The 5 by 5 map, as an ARIA grid with one tab stop (roving tabindex): Tab enters at the
 * cursor, the arrow keys move it without wrapping, Enter or Space searches, a click or tap
 * searches the cell under it. Every cell is in the server's HTML, so the board has its size
 * from the first paint.
 */
export function TreasureBoard({ board, cursor, finished, onCursorChange, onSelect }: Props) {
  const gridRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const hintId = useId();

  function focusCell(id: number) {
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${id}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (isCursorKey(event.key)) {
      // The page would scroll otherwise.
      event.preventDefault();
      const next = moveCursor(cursor, event.key);
      onCursorChange(next);
      focusCell(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // A held key repeats: one search per press is what the player meant.
      if (!event.repeat) onSelect(cursor);
    }
  }

  return (
    <div className="hunt-board">
      <p id={labelId} className="visually-hidden">
        {gameCopy.board.gridLabel}
      </p>
      <p id={hintId} className="visually-hidden">
        {gameCopy.board.keyboardHint}
      </p>
      <div
        ref={gridRef}
        role="grid"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-disabled={finished || undefined}
        className="hunt-grid"
        onKeyDown={onKeyDown}
      >
        {rows.map((ids, row) => (
          <div role="row" className="hunt-grid__row" key={row}>
            {ids.map((id) => {
              const cell = board[id];
              const state = cellState(cell);
              const Art = ART[state];
              return (
                <div
                  key={id}
                  role="gridcell"
                  data-cell={id}
                  tabIndex={id === cursor ? 0 : -1}
                  aria-disabled={(finished && !cell.isRevealed) || undefined}
                  className={`hunt-cell hunt-cell--${state}`}
                  onFocus={() => onCursorChange(id)}
                  onClick={() => onSelect(id)}
                >
                  <Art className="hunt-cell__art" />
                  <span className="visually-hidden">{cellLabel(cell)}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
