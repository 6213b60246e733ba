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
