import { useEffect, useState, type ComponentType } from 'react';
import { readStoredChatState } from './chatStorage';
import { ChatToggle } from './ChatToggle';
import { loadChatWidget, prefetchChatWidget } from './loadChatWidget';
import type { ChatWidgetProps } from './ChatWidget';

interface Loaded {
  Widget: ComponentType<ChatWidgetProps>;
  restored: boolean;
}

function warnNotLoaded(error: unknown): void {
  console.warn('Could not load the chat.', error);
}

/**
 * The assistant's button on every public page and the client dashboard. It is all a page's first download carries of the chat: the panel's
 * code comes on the first press (or on hover and focus, ahead of it), then the widget takes the
 * button's place. The server renders it closed; once the page is the browser's, a panel left
 * open before a reload or a navigation opens again.
 */
export function ChatLauncher() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!readStoredChatState()?.state.isOpen) return;
    let active = true;
    loadChatWidget().then((module) => {
      if (active) setLoaded((current) => current ?? { Widget: module.ChatWidget, restored: true });
    }, warnNotLoaded);
    return () => {
      active = false;
    };
  }, []);

  const open = () => {
    setBusy(true);
    loadChatWidget().then(
      (module) => {
        module.openChat();
        setLoaded({ Widget: module.ChatWidget, restored: false });
      },
      (error: unknown) => {
        warnNotLoaded(error);
        setBusy(false);
      },
    );
  };

  if (loaded) return <loaded.Widget restored={loaded.restored} />;
  return <ChatToggle open={false} busy={busy} onClick={open} onPrefetch={prefetchChatWidget} />;
}
