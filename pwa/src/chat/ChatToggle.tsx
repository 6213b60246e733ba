import type { ReactNode, Ref } from 'react';
import { brand } from '@contract/brand';
import './chatLauncher.css';

/**
 * A speech bubble, drawn here in a few bytes: antd's drawings are far longer, and this one is in
 * every page's first download.
 */
function ChatBubbleIcon() {
  return (
    <span className="anticon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="1em" height="1em" focusable="false">
        <path
          d="M6 4h12a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-6.5L7 20v-4H6a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="8" cy="10" r="1.2" fill="currentColor" />
        <circle cx="12" cy="10" r="1.2" fill="currentColor" />
        <circle cx="16" cy="10" r="1.2" fill="currentColor" />
      </svg>
    </span>
  );
}

/** The panel's id, for the toggle's aria-controls. */
export const CHAT_PANEL_ID = 'chat-panel';

interface Props {
  open: boolean;
  onClick: () => void;
  /** Hover and focus: a press is likely, so its code can start coming. */
  onPrefetch?: () => void;
  /** The widget's code is on its way after a press. */
  busy?: boolean;
  /** What the open button shows (the widget's close icon: the launcher is never open). */
  closeIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The floating button at the bottom right that opens and closes the assistant's panel. The
 * launcher (in every public page's first download) and the widget render this same button, so
 * the one replaces the other without a visible change.
 */
export function ChatToggle({ open, onClick, onPrefetch, busy = false, closeIcon = null, ref }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      className={open ? 'chat-toggle chat-toggle--open' : 'chat-toggle'}
      aria-label={`${open ? 'Close' : 'Open'} chat with ${brand.assistantName}`}
      aria-expanded={open}
      aria-controls={open ? CHAT_PANEL_ID : undefined}
      aria-busy={busy || undefined}
      onClick={onClick}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
    >
      {open ? closeIcon : <ChatBubbleIcon />}
    </button>
  );
}
