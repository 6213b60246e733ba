import { brand } from '@contract/brand';
import { chatMessages } from '@contract/chat';
import { lightIcon } from '@pwa/components/icons';
import BulbOutlinedSvg from '@ant-design/icons-svg/es/asn/BulbOutlined';
import CalendarOutlinedSvg from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CompassOutlinedSvg from '@ant-design/icons-svg/es/asn/CompassOutlined';
import DisconnectOutlinedSvg from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import ReloadOutlinedSvg from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import RobotOutlinedSvg from '@ant-design/icons-svg/es/asn/RobotOutlined';

const BulbOutlined = lightIcon(BulbOutlinedSvg);
const CalendarOutlined = lightIcon(CalendarOutlinedSvg);
const CompassOutlined = lightIcon(CompassOutlinedSvg);
const DisconnectOutlined = lightIcon(DisconnectOutlinedSvg);
const ReloadOutlined = lightIcon(ReloadOutlinedSvg);
const RobotOutlined = lightIcon(RobotOutlinedSvg);

/** The loading skeleton shows three placeholder messages. */
export const CHAT_SKELETON_COUNT = 3;

/** The welcome's suggestions: each sends its question. */
export const CHAT_SUGGESTIONS = [
  { label: 'Destinations', question: 'What destinations do you offer?', Icon: CompassOutlined },
  { label: 'Travel Tips', question: 'Do you have any travel tips?', Icon: BulbOutlined },
  { label: 'Planning Help', question: 'Can you help me plan a trip?', Icon: CalendarOutlined },
] as const;

/** Three placeholder messages while the conversation loads. */
export function ChatSkeleton() {
  return (
    <div className="chat-skeleton" role="status">
      <span className="visually-hidden">Loading the conversation...</span>
      {Array.from({ length: CHAT_SKELETON_COUNT }, (_, index) => (
        <div
          key={index}
          className={`chat-skeleton__item chat-skeleton__item--${index % 2 ? 'user' : 'assistant'}`}
          aria-hidden="true"
        >
          <span className="chat-skeleton__line" />
          <span className="chat-skeleton__line chat-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

/** The empty conversation: a greeting and three questions to start with. */
export function ChatWelcome({ onPick, disabled }: { onPick: (question: string) => void; disabled: boolean }) {
  return (
    <div className="chat-welcome">
      <span className="chat-welcome__icon" aria-hidden="true">
        <RobotOutlined />
      </span>
      <h3 className="chat-welcome__title">Welcome to {brand.assistantName}&apos;s AI Travel Assistant!</h3>
      <p className="chat-welcome__text">
        Ask about destinations, travel tips or planning your next trip between Saint Lucia and Central
        Florida.
      </p>
      <div className="chat-welcome__chips">
        {CHAT_SUGGESTIONS.map(({ label, question, Icon }) => (
          <button
            key={label}
            type="button"
            className="chat-chip"
            disabled={disabled}
            onClick={() => onPick(question)}
          >
            <Icon aria-hidden />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The history could not be fetched: say so and offer to try again (the input is hidden meanwhile). */
export function ChatConnectionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="chat-error" role="alert">
      <span className="chat-error__icon" aria-hidden="true">
        <DisconnectOutlined />
      </span>
      <h3 className="chat-error__title">{chatMessages.connectionErrorTitle}</h3>
      <p className="chat-error__text">{chatMessages.connectionErrorText}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        <ReloadOutlined aria-hidden />
        Try Again
      </button>
    </div>
  );
}

export function TypingIndicator() {
  return (
    <div className="chat-typing">
      <span className="chat-typing__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {brand.assistantName} is typing...
    </div>
  );
}
