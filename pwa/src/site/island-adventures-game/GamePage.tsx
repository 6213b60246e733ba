import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { usePageMeta } from '@pwa/lib/usePageMeta';

const howToPlay = [
  'Click a location on the island map to search it.',
  'Use the arrow keys to move between locations.',
  'Press Enter or Space to search the selected location.',
  'Find all 6 hidden treasures; each one is worth 100 points.',
];

/** The content specification section 2, the treasure-hunt game page (the 5 by 5 board arrives with the game). */
export function GamePage() {
  usePageMeta('Island Adventures Game');
  return (
    <>
      <PageHero
        eyebrow="Free Browser Game"
        title="Island Adventures"
        lead="Explore a tropical island and uncover the treasures hidden among its 25 locations."
      />
      <Section title="How to Play">
        <ol className="feature-list">
          {howToPlay.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
