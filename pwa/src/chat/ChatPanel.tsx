import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { brand } from '@contract/brand';
import { lightIcon } from '@pwa/components/icons';
import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import RobotOutlinedSvg from '@ant-design/icons-svg/es/asn/RobotOutlined';
import { useSendChatMessage } from './chatActions';
import { ChatInput } from './ChatInput';
import { ChatMessageItem } from './ChatMessageItem';
import { useChatStore } from './chatStore';
import { CHAT_PANEL_ID } from './ChatToggle';
import { ChatConnectionError, ChatSkeleton, ChatWelcome, TypingIndicator } from './ChatViews';
import type { useChatHistory } from './useChatHistory';

const CloseOutlined = lightIcon(CloseOutlinedSvg);
const RobotOutlined = lightIcon(RobotOutlinedSvg);

/** The list follows the latest message about 100 ms after a change. */
export const CHAT_SCROLL_DELAY_MS = 100;

interface Props {
  history: ReturnType<typeof useChatHistory>;
  onClose: () => void;
  /** Put the focus in the message input as the panel opens. */
  focusOnOpen: boolean;
}

type View = 'loading' | 'welcome' | 'messages' | 'error';

/**
 * The open panel: title, the conversation (or its loading skeleton, the welcome with its
 * suggestions, the connection error), and the message input. A dialog that does not trap the
 * page: Escape or the close button shut it and the focus goes back to the floating button.
 */
export function ChatPanel({ history, onClose, focusOnOpen }: Props) {
  const titleId = useId();
  const subtitleId = useId();
  const messages = useChatStore((state) => state.messages);
  const messageKeys = useChatStore((state) => state.messageKeys);
  const isTyping = useChatStore((state) => state.isTyping);
  const sending = useChatStore((state) => state.pendingMessageIds.length > 0);
  const send = useSendChatMessage();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const view: View = history.isError
    ? 'error'
    : history.isLoading && messages.length === 0
      ? 'loading'
      : messages.length === 0
        ? 'welcome'
        : 'messages';

  useEffect(() => {
    if (focusOnOpen) (inputRef.current ?? panelRef.current)?.focus();
    // Only as the panel opens: later renders leave the focus where the visitor put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const list = scrollRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    }, CHAT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [messages, isTyping]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  // The person form goes under the latest answer that offers it, not under every one.
  const handoffOn = messages.findLast(
    (message) => message.role === 'assistant' && message.metadata?.offerHandoff,
  )?.id;

  return (
    <section
      ref={panelRef}
      id={CHAT_PANEL_ID}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className="chat-panel__header">
        <span className="chat-panel__avatar" aria-hidden="true">
          <RobotOutlined />
        </span>
        <div className="chat-panel__titles">
          <h2 id={titleId} className="chat-panel__title">
            {brand.assistantName} AI Travel Assistant
          </h2>
          <p id={subtitleId} className="chat-panel__subtitle">
            Your personal travel guide
          </p>
        </div>
        <button type="button" className="chat-panel__close" aria-label="Close chat" onClick={onClose}>
          <CloseOutlined aria-hidden />
        </button>
      </header>

      <div ref={scrollRef} className="chat-panel__body">
        {view === 'loading' && <ChatSkeleton />}
        {view === 'welcome' && <ChatWelcome onPick={(question) => void send(question)} disabled={sending} />}
        {view === 'error' && <ChatConnectionError onRetry={history.retry} retrying={history.isFetching} />}
        <div
          className="chat-log"
          role="log"
          aria-live="polite"
          aria-label={`Conversation with ${brand.assistantName}`}
          hidden={view === 'error'}
        >
          {messages.map((message) => (
            <ChatMessageItem
              key={messageKeys[message.id] ?? message.id}
              message={message}
              offerHandoff={message.id === handoffOn}
            />
          ))}
          {isTyping && <TypingIndicator />}
        </div>
      </div>

      {view !== 'error' && (
        <ChatInput
          inputRef={inputRef}
          onSend={(text) => void send(text)}
          // Only while the skeleton stands in for the conversation: after a first answer the
          // history loads behind the messages already shown, and a visitor typing the next
          // question meanwhile must not find Enter doing nothing.
          busy={sending || view === 'loading'}
        />
      )}
    </section>
  );
}
