/**
 * Picks the assistant by configuration: with ASSISTANT_API_BASE and
 * ASSISTANT_API_KEY, an OpenAI-compatible model words the answers and the local composer stands
 * behind it; without them, the local composer answers alone, with no keys and no network.
 */
import type { Db } from '@db/index.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { createKnowledge } from './knowledge.ts';
import { createLanguageModelAssistant } from './languageModel.ts';
import { createLocalAssistant } from './local.ts';
import type { Assistant } from './types.ts';

export function createAssistant(config: Config, db: Db, logger: Logger): Assistant {
  const knowledge = createKnowledge(db);
  const local = createLocalAssistant(knowledge);
  const { apiBase, apiKey, model } = config.assistant;
  const assistant =
    apiBase && apiKey
      ? createLanguageModelAssistant({ apiBase, apiKey, model, logger }, knowledge, local)
      : local;
  return {
    answer: (question, history) => assistant.answer(question, history),
    prepare: async () => {
      await knowledge.index();
    },
  };
}
