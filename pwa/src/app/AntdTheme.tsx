import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { usePrefersReducedMotion } from '@pwa/lib/usePrefersReducedMotion';
import { theme } from './theme';

/**
 * antd's theme for the screens built with antd (office, accounts, dashboard, the toasts and the
 * public pages' menus once opened). It sits around each of them rather than around the whole
 * app, so a public page's first download carries no antd. antd's dialogs, drop-downs and tabs
 * slide and fade; a person who asked for less motion gets none.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const appTheme = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return <ConfigProvider theme={appTheme}>{children}</ConfigProvider>;
}
