import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Alternating backgrounds keep long pages readable. */
  alt?: boolean;
}

/** A titled page section, labelled by its heading for screen-reader navigation. */
export function Section({ title, intro, children, alt = false }: Props) {
  const headingId = useId();
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={headingId}>
      <div className="container">
        <h2 className="section__title" id={headingId}>
          {title}
        </h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
