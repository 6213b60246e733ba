import type * as ChatWidgetModule from './ChatWidget';

let loading: Promise<typeof ChatWidgetModule> | null = null;

/**
 * The widget's code (panel, store, query code, antd's tooltip), fetched on first use: once
 * however often asked. A fetch that fails (the connection dropped) is forgotten, so the next
 * press on the button tries again.
 */
export function loadChatWidget(): Promise<typeof ChatWidgetModule> {
  loading ??= import('./ChatWidget').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts fetching the widget's code ahead of a likely press (hover, focus); errors wait for the press. */
export function prefetchChatWidget(): void {
  loadChatWidget().catch(() => undefined);
}
