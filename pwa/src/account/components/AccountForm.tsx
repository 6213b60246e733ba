import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

const formTheme = { components: { Form: { itemMarginBottom: 16, verticalLabelPadding: '0 0 4px' } } };

/** The account cards' forms sit a little tighter than antd's default; the app theme still applies. */
export function AccountFormTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={formTheme}>{children}</ConfigProvider>;
}
