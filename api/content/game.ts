import { BOARD_SIZE, CELL_COUNT, POINTS_PER_TREASURE, TREASURE_COUNT } from '../contract/treasureHunt.ts';

/**
 * Static copy of the treasure-hunt page. The assistant
 * describes the game from the same lines, so the page and the chat never disagree on the rules.
 */
const rules = `${TREASURE_COUNT} treasures are hidden among the ${CELL_COUNT} locations of a tropical island; click a location or use the arrow keys and Enter or Space to search, and each treasure is worth ${POINTS_PER_TREASURE} points.`;

export const gameCopy = {
  pageTitle: 'Island Adventures Game',
  /** The game in one sentence. */
  rules,
  description: `A free treasure hunt: ${rules}`,
  hero: {
    eyebrow: 'Free Browser Game',
    title: 'Island Adventures',
    lead: `Explore a tropical island and uncover the treasures hidden among its ${CELL_COUNT} locations.`,
  },
  howToPlay: {
    title: 'How to Play',
    steps: [
      'Click a location on the island map to search it.',
      'Use the arrow keys to move between locations.',
      'Press Enter or Space to search the selected location.',
      `Find all ${TREASURE_COUNT} hidden treasures; each one is worth ${POINTS_PER_TREASURE} points.`,
    ],
  },
  board: {
    title: 'The Island',
    intro: `${BOARD_SIZE} by ${BOARD_SIZE} locations, ${TREASURE_COUNT} treasures. Dig wisely: the fewer searches, the better.`,
    gridLabel: 'Treasure map',
    keyboardHint: 'Arrow keys move between locations; Enter or Space searches one.',
  },
} as const;
