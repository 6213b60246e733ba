import type { ReactNode } from 'react';

interface Props {
  title: string;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

/** The coloured band that opens every public page; it carries the page's only <h1>. */
export function PageHero({ title, lead, eyebrow, actions }: Props) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
        {actions && <div className="page-hero__actions">{actions}</div>}
      </div>
    </section>
  );
}
