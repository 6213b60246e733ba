import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { gameCopy } from '@content/game';
import { TreasureHunt } from './TreasureHunt';
import type { RandomSource } from '@contract/treasureHunt';
import './game.css';

interface Props {
  /** Where the treasures go; tests pass their own to know. */
  random?: RandomSource;
}

/** The treasure-hunt game page. */
export function GamePage({ random }: Props) {
  usePageMeta(gameCopy.pageTitle, gameCopy.description);
  const { hero, howToPlay, board } = gameCopy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <Section title={howToPlay.title}>
        <ol className="hunt-steps">
          {howToPlay.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section title={board.title} intro={board.intro} alt>
        <TreasureHunt random={random} />
      </Section>
    </>
  );
}
