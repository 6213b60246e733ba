import { useEffect, useRef, useState } from 'react';
import { AntdTheme } from '@pwa/app/AntdTheme';
import { lightIcon } from '@pwa/components/icons';
import { preloadToastHost } from '@pwa/components/ToastRoot';
import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { QueryIsland } from '@pwa/lib/QueryIsland';
import { ChatPanel } from './ChatPanel';
import { useChatStore } from './chatStore';
import { ChatToggle } from './ChatToggle';
import { useChatHistory } from './useChatHistory';
import './chat.css';

const CloseOutlined = lightIcon(CloseOutlinedSvg);

export { openChat } from './chatStore';

export interface ChatWidgetProps {
  /**
   * The panel opened by itself because it was open before the reload: the focus stays where
   * the page put it (a phone's keyboard does not pop up on arrival).
   */
  restored?: boolean;
}

/**
 * The assistant's widget: the floating button, in the
 * launcher's place, and the panel it opens. Loaded on first use (ChatLauncher).
 */
export function ChatWidget(props: ChatWidgetProps) {
  return (
    <QueryIsland>
      <AntdTheme>
        <ChatWidgetBody {...props} />
      </AntdTheme>
    </QueryIsland>
  );
}

function ChatWidgetBody({ restored = false }: ChatWidgetProps) {
  const isOpen = useChatStore((state) => state.isOpen);
  const setOpen = useChatStore((state) => state.setOpen);
  const history = useChatHistory();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [focusOnOpen, setFocusOnOpen] = useState(!restored);
  // A failed send is told in a toast, and the connection may be gone by then: its code comes now.
  useEffect(() => preloadToastHost(), []);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <>
      <ChatToggle
        ref={toggleRef}
        open={isOpen}
        closeIcon={<CloseOutlined aria-hidden />}
        onClick={() => {
          if (isOpen) return close();
          setFocusOnOpen(true);
          setOpen(true);
        }}
      />
      {isOpen && <ChatPanel history={history} onClose={close} focusOnOpen={focusOnOpen} />}
    </>
  );
}
