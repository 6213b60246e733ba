import type { ThemeConfig } from 'antd';

/** The same teal as the manifest's theme_color, so the installed app and the site match. */
export const BRAND_PRIMARY = '#0e7490';

/**
 * True in the app's page, which links antd's own stylesheet first (see `antdStylesheet` in
 * vite.config.ts). antd then computes no styles in the browser: on a busy agent's device that
 * was a fifth of the office's start. A public page's widgets, and tests, have no such link, and
 * antd styles them at run time as before.
 */
function antdStylesheetLinked(): boolean {
  return typeof document !== 'undefined' && document.querySelector('link[data-antd-styles]') !== null;
}

export const theme: ThemeConfig = {
  zeroRuntime: antdStylesheetLinked(),
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorSuccess: '#15803d',
    colorError: '#dc2626',
    borderRadius: 8,
    // antd's default secondary and placeholder greys fall below WCAG AA contrast on white.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
