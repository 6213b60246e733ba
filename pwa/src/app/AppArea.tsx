import type { ReactNode } from 'react';
import { RequireUser } from '@pwa/account/RequireUser';
import { QueryIsland } from '@pwa/lib/QueryIsland';
import { AntdTheme } from './AntdTheme';

interface Props {
  children: ReactNode;
  /** Signed-in screens: who may see them (RequireUser); none for a screen anyone may open. */
  audience?: 'client' | 'agent';
}

/**
 * The client-rendered screens built with antd and live data (account screens, settings, the
 * dashboard, a proposal link, the office): antd's theme, the query cache and the sign-in guard,
 * loaded with the screen and never with a public page.
 */
export function AppArea({ children, audience }: Props) {
  const guarded = audience ? <RequireUser audience={audience}>{children}</RequireUser> : children;
  return (
    <QueryIsland>
      <AntdTheme>{guarded}</AntdTheme>
    </QueryIsland>
  );
}
