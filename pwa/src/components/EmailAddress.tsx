import { Fragment } from 'react';

/**
 * An e-mail address that may wrap on a narrow screen only where a reader expects it: after the
 * "@" and before each dot, never in the middle of a name ("marisol.jo" / "seph@...").
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  const parts = at < 0 ? [address] : [address.slice(0, at + 1), ...address.slice(at + 1).split(/(?=\.)/)];
  return (
    <span className="email-address">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
