import type { ReactNode } from 'react';

interface Props {
  title: string;
  icon?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
  features?: readonly string[];
  price?: ReactNode;
  actions?: ReactNode;
}

/** The one card shape of the public pages: services, packages, contact facts. */
export function InfoCard({ title, icon, meta, children, features, price, actions }: Props) {
  return (
    <article className="info-card">
      {icon && (
        <span className="info-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h3>{title}</h3>
      {meta && <p className="info-card__meta">{meta}</p>}
      {children}
      {features && features.length > 0 && (
        <ul className="feature-list">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {price && <p className="info-card__price">{price}</p>}
      {actions && <div className="info-card__actions">{actions}</div>}
    </article>
  );
}
