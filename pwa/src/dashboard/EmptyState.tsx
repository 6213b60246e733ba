import type { ReactNode } from 'react';

interface Props {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A tab with nothing in it yet: what is missing, and where to go about it. */
export function EmptyState({ title, children, actions }: Props) {
  return (
    <div className="dashboard-empty">
      <h2 className="dashboard-empty__title">{title}</h2>
      {children && <p>{children}</p>}
      {actions && <div className="dashboard-empty__actions">{actions}</div>}
    </div>
  );
}
