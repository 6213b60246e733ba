import type { AnchorHTMLAttributes } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string };

/** A link to another site: it opens in a new tab and gives that tab no hold on this one. */
export function ExternalLink({ className = 'text-link', children, ...anchorProps }: Props) {
  return (
    <a className={className} {...anchorProps} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
