import { InfoCard } from './InfoCard';

interface Props {
  items: ReadonlyArray<{ name: string; description: string }>;
}

/** A grid of cards that are just a name and a sentence (destinations, services, cruise types). */
export function TextCardGrid({ items }: Props) {
  return (
    <div className="card-grid">
      {items.map((item) => (
        <InfoCard key={item.name} title={item.name}>
          <p>{item.description}</p>
        </InfoCard>
      ))}
    </div>
  );
}
