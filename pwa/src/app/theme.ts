import type { ThemeConfig } from 'antd';

/** The same teal as the manifest's theme_color, so the installed app and the site match. */
export const BRAND_PRIMARY = '#0e7490';

export const theme: ThemeConfig = {
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
