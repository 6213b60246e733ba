interface Props {
  items: readonly string[];
  /** Ticked bullets (benefits, what's included) or a row of pills (areas, names, tags). */
  variant: 'check' | 'pill';
}

/** A plain list of short texts in one of the two list styles of the public pages. */
export function ItemList({ items, variant }: Props) {
  return (
    <ul className={variant === 'check' ? 'check-list' : 'pill-list'}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
