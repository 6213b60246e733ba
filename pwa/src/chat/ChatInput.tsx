import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { Tooltip } from 'antd';
import { brand } from '@contract/brand';
import { CHAT_INPUT_HARD_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH, chatMessages } from '@contract/chat';
import { lightIcon } from '@pwa/components/icons';
import SendOutlinedSvg from '@ant-design/icons-svg/es/asn/SendOutlined';

const SendOutlined = lightIcon(SendOutlinedSvg);

/** The send button's tooltip opens after 700 ms. */
export const CHAT_TOOLTIP_DELAY_SECONDS = 0.7;

interface Props {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
  /** A send is on its way or the conversation is loading: typing goes on, sending waits. */
  busy: boolean;
}

/**
 * The message input: the text is trimmed; Send waits for
 * some text, for the last send and for the history, and refuses more than 1000 characters,
 * which the counter (shown once there is text) and the button's tooltip say. Enter sends,
 * Shift+Enter starts a new line; the field takes at most 1050 characters.
 */
export function ChatInput({ inputRef, onSend, busy }: Props) {
  const counterId = useId();
  const [draft, setDraft] = useState('');
  const text = draft.trim();
  const tooLong = text.length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = text.length > 0 && !tooLong && !busy;

  const submit = () => {
    if (!canSend) return;
    setDraft('');
    onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="chat-input"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="chat-input__row">
        <textarea
          ref={inputRef}
          className="chat-input__text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Ask ${brand.assistantName} about your travel plans...`}
          aria-label={`Message to ${brand.assistantName}`}
          aria-describedby={text ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          maxLength={CHAT_INPUT_HARD_MAX_LENGTH}
          rows={1}
          enterKeyHint="send"
        />
        <Tooltip
          title={tooLong ? chatMessages.tooLongTooltip : 'Send message'}
          mouseEnterDelay={CHAT_TOOLTIP_DELAY_SECONDS}
        >
          {/* A disabled button gets no pointer events: the wrapper hears the hover for the tooltip. */}
          <span className="chat-input__send-wrap">
            <button type="submit" className="chat-input__send" disabled={!canSend} aria-label="Send message">
              <SendOutlined aria-hidden />
            </button>
          </span>
        </Tooltip>
      </div>
      {text && (
        <p
          id={counterId}
          className={tooLong ? 'chat-input__counter chat-input__counter--error' : 'chat-input__counter'}
        >
          {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
          {tooLong && ' - Message too long'}
        </p>
      )}
    </form>
  );
}
