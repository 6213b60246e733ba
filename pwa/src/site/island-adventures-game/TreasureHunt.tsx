import { useRef, useState } from 'react';
import ReloadOutlinedSvg from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import TrophyFilledSvg from '@ant-design/icons-svg/es/asn/TrophyFilled';
import { lightIcon } from '@pwa/components/icons';
import { buttonClassName } from '@pwa/components/buttonClassName';
import { readBestRecord, saveBestRecord, useBestRecord } from './bestRecord';
import { DugHole, SandRipples, TreasureChest } from './CellArt';
import { TreasureBoard } from './TreasureBoard';
import {
  blankBoard,
  CELL_COUNT,
  foundCount,
  improvedRecord,
  isWon,
  MAX_SCORE,
  newBoard,
  positionLabel,
  reset,
  reveal,
  scoreOf,
  searchCount,
  TREASURE_COUNT,
  type Board,
  type RandomSource,
} from '@contract/treasureHunt';

const ReloadOutlined = lightIcon(ReloadOutlinedSvg);
const TrophyFilled = lightIcon(TrophyFilledSvg);

/** Drawn by the server and by the browser's first render: no treasure is placed yet. */
const BLANK = blankBoard();

const START_MESSAGE = 'Pick a spot on the map to start digging.';

interface Props {
  /** Where the treasures go; tests pass their own to know. */
  random?: RandomSource;
}

/** "row 2, column 3", for the middle of a sentence. */
function where(id: number): string {
  return positionLabel(id).replace(/^Row/, 'row');
}

function wonText(score: number, searches: number): string {
  return `You found all ${TREASURE_COUNT} treasures! Final score: ${score} in ${searches} searches.`;
}

/** A figure of the best record, or a dash that says "none yet" to a screen reader. */
function RecordFigure({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined || value === 0) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">none yet</span>
      </>
    );
  }
  return <>{value}</>;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <p className="hunt-stat">
      <span className="hunt-stat__label">
        {label}
        <span className="visually-hidden">:</span>
      </span>{' '}
      {/* A new figure is new content: keyed, it replaces the old one rather than moving it. */}
      <span className="hunt-stat__value" key={value}>
        {value}
      </span>
    </p>
  );
}

/**
 * The game: counters, the message area, the board and the best results. The treasures are
 * placed by the first search, in the browser, so the server's HTML and the first render in the
 * browser are the same blank board and hydrate without a mismatch. Every area keeps its size
 * whatever it shows, so nothing on the page moves as the game goes on.
 */
export function TreasureHunt({ random = Math.random }: Props) {
  // null until the first search places the treasures.
  const [placed, setPlaced] = useState<Board | null>(null);
  const [cursor, setCursor] = useState(0);
  const [message, setMessage] = useState(START_MESSAGE);
  // Screen readers skip a live region whose text did not change: a flip makes a repeat news.
  const [announcement, setAnnouncement] = useState({ text: '', flip: false });
  const record = useBestRecord();
  const rootRef = useRef<HTMLDivElement>(null);

  const board = placed ?? BLANK;
  const won = isWon(board);
  const score = scoreOf(board);
  const found = foundCount(board);
  const searches = searchCount(board);

  function announce(text: string) {
    setAnnouncement((last) => ({ text, flip: !last.flip }));
  }

  function select(id: number) {
    setCursor(id);
    const current = placed ?? newBoard(random);
    const next = reveal(current, id);
    if (next === current) {
      announce(
        isWon(current)
          ? `All ${TREASURE_COUNT} treasures are found. Choose Play Again for a new board.`
          : `You already searched ${where(id)}.`,
      );
      return;
    }
    setPlaced(next);
    const stored = readBestRecord();
    const improved = improvedRecord(stored, next);
    if (improved !== stored) saveBestRecord(improved);

    if (isWon(next)) {
      const fewest = stored.fewestSearches === null || searchCount(next) < stored.fewestSearches;
      announce(`${wonText(scoreOf(next), searchCount(next))}${fewest ? ' Your fewest searches yet.' : ''}`);
      return;
    }
    const text = next[id].hasTreasure
      ? `Treasure found at ${where(id)}! ${foundCount(next)} of ${TREASURE_COUNT} found, score ${scoreOf(next)}.`
      : `Nothing here at ${where(id)}. Keep looking!`;
    setMessage(text);
    announce(text);
  }

  function restart() {
    setPlaced(reset(random));
    setMessage(START_MESSAGE);
    announce(`New board: ${TREASURE_COUNT} treasures are hidden again. Score 0, treasures found 0.`);
  }

  function playAgain() {
    restart();
    // The button hides with the win message: the player goes on from the map.
    rootRef.current?.querySelector<HTMLElement>(`[data-cell="${cursor}"]`)?.focus();
  }

  return (
    <div className="hunt" ref={rootRef}>
      <div className="hunt-stats" role="group" aria-label="This game">
        <Stat label="Score" value={String(score)} />
        <Stat label="Treasures found" value={`${found}/${TREASURE_COUNT}`} />
        <Stat label="Searches" value={String(searches)} />
      </div>

      {/* Both states are always drawn in the same cell of a grid, the other one invisible:
          the area is as tall as the taller of the two from the first paint. */}
      <div className="hunt-message">
        <div className="hunt-message__play" inert={won}>
          <p className="hunt-message__text">{message}</p>
          <ul className="hunt-legend" aria-label="Map key">
            <li>
              <SandRipples className="hunt-legend__art hunt-legend__art--hidden" /> Not searched
            </li>
            <li>
              <TreasureChest className="hunt-legend__art hunt-legend__art--treasure" /> Treasure
            </li>
            <li>
              <DugHole className="hunt-legend__art hunt-legend__art--empty" /> Nothing here
            </li>
          </ul>
        </div>
        <div className="hunt-message__won" inert={!won}>
          <TrophyFilled className="hunt-message__trophy" aria-hidden="true" />
          <div>
            <p className="hunt-message__title">You found all {TREASURE_COUNT} treasures!</p>
            {/* Until the win, the widest figures hold the area's size. */}
            <p className="hunt-message__score">
              Final score: {won ? score : MAX_SCORE} in {won ? searches : CELL_COUNT} searches.
            </p>
            <button
              type="button"
              className={buttonClassName({ type: 'primary', size: 'large', className: 'btn-sun' })}
              onClick={playAgain}
            >
              Play Again
            </button>
          </div>
        </div>
      </div>

      <TreasureBoard
        board={board}
        cursor={cursor}
        finished={won}
        onCursorChange={setCursor}
        onSelect={select}
      />

      <div className="hunt-best" role="group" aria-label="Your best on this device">
        <p className="hunt-best__title">Your best on this device</p>
        <p className="hunt-best__line">
          Best score:{' '}
          <strong>
            <RecordFigure value={record?.bestScore} />
          </strong>
        </p>
        <p className="hunt-best__line">
          Fewest searches to win:{' '}
          <strong>
            <RecordFigure value={record?.fewestSearches} />
          </strong>
        </p>
      </div>

      <button type="button" className={buttonClassName({ className: 'hunt__reset' })} onClick={restart}>
        <ReloadOutlined aria-hidden="true" /> New Board
      </button>

      <p className="visually-hidden" role="status">
        {announcement.text}
        {announcement.flip ? '\u00a0' : ''}
      </p>
    </div>
  );
}
