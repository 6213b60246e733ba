import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The card an account screen turns into once its form is done (a link sent, a password reset,
 * an address verified or a link refused). The screen changed under the button that was
 * pressed, so the heading takes focus and screen readers hear where they are.
 */
export function OutcomeCard({
  icon,
  title,
  problem = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** The outcome is a refusal: the icon says so in the error colour. */
  problem?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="account-card account-card--centered">
      <div
        className={`account-card__icon${problem ? ' account-card__icon--problem' : ''}`}
        aria-hidden="true"
      >
        {icon}
      </div>
      <h1 ref={heading} tabIndex={-1} className="account-card__heading">
        {title}
      </h1>
      {children}
    </div>
  );
}
