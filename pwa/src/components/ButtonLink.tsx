import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useNavigate } from 'react-router-dom';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  /** Runs before navigating, e.g. to close the mobile menu. */
  onClick?: () => void;
};

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An antd button that is a real link (<a href>): it navigates inside the app on a plain click
 * and still opens in a new tab on a middle or modified click, which a button cannot.
 */
export function ButtonLink({ to, onClick, children, ...buttonProps }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event: MouseEvent) => {
        onClick?.();
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
