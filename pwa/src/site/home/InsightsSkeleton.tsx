import { Section } from '@pwa/components/Section';
import { homeCopy } from '@content/home';

const placeholders = [0, 1, 2];

/** The blog section while its posts load: three grey cards in the shape of the real ones. */
export function InsightsSkeleton() {
  const { insights } = homeCopy;
  return (
    <Section title={insights.title} intro={insights.intro}>
      <div className="card-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading the latest posts
        </p>
        {placeholders.map((index) => (
          <div key={index} className="insight-card insight-card--skeleton" aria-hidden="true">
            <div className="skeleton skeleton--image" />
            <div className="insight-card__body">
              <div className="skeleton skeleton--line skeleton--short" />
              <div className="skeleton skeleton--title" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line" />
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}
