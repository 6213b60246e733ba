import { chatMessages } from '@contract/chat.ts';
import { limiterOf } from '../../middlewares/rateLimit.ts';

const ONE_HOUR = 60 * 60;

/**
 * Every message costs an answer (a model's tokens once one is configured), so a script is
 * stopped early; the allowances (config) leave a visitor planning a trip far from them.
 */
export const chatSessionLimiter = limiterOf((config) => ({
  name: 'chat-session',
  points: config.chatMessagesPerSessionPerHour,
  windowSeconds: ONE_HOUR,
  message: chatMessages.tooManyMessages,
}));

/** Per network address: a second browser or cleared cookies do not reset the allowance. */
export const chatIpLimiter = limiterOf((config) => ({
  name: 'chat-ip',
  points: config.chatMessagesPerIpPerHour,
  windowSeconds: ONE_HOUR,
  message: chatMessages.tooManyMessages,
}));

/**
 * A hand-off writes into every admin's and approved agent's inbox and notifications, so it is
 * limited on its own, far below messages: a person asks for an agent once or twice.
 */
export const handoffSessionLimiter = limiterOf((config) => ({
  name: 'chat-handoff-session',
  points: config.chatHandoffsPerSessionPerHour,
  windowSeconds: ONE_HOUR,
  message: chatMessages.tooManyHandoffs,
}));

/** Per network address: a fresh session does not reset the allowance. */
export const handoffIpLimiter = limiterOf((config) => ({
  name: 'chat-handoff-ip',
  points: config.chatHandoffsPerIpPerHour,
  windowSeconds: ONE_HOUR,
  message: chatMessages.tooManyHandoffs,
}));
