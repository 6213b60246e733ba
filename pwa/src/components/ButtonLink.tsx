import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { buttonClassName, type ButtonLook } from './buttonClassName';

type Props = ButtonLook & {
  to: string;
  children?: ReactNode;
  icon?: ReactNode;
  /** Runs before navigating, e.g. to close the mobile menu. */
  onClick?: () => void;
};

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link that looks like a button (<a href>): it navigates inside the app on a plain click and
 * still opens in a new tab on a middle or modified click, which a button cannot. Plain HTML and
 * CSS (global.css, .btn), so public pages render it on the server without antd.
 */
export function ButtonLink({ to, onClick, children, icon, ...look }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <a
      className={buttonClassName(look)}
      href={href}
      onClick={(event) => {
        onClick?.();
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {icon && <span className="btn__icon">{icon}</span>}
      {children}
    </a>
  );
}
