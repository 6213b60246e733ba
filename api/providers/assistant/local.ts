/**
 * The assistant with no keys and no network: it retrieves the facts that answer the question
 * (the conversation included) and composes a short answer from them alone, so it can only ever
 * state a price, a length or a service the agency's own content states.
 */
import { compose } from './compose.ts';
import { createKnowledgeIndex, type KnowledgeIndex, type Retrieval } from './knowledgeIndex.ts';
import type { Assistant, ChatTurn, Fact, Knowledge } from './types.ts';

/** Knowledge that exposes its index (createKnowledge's): retrieval with its reasons and scores. */
type IndexedKnowledge = Knowledge & { index(): Promise<KnowledgeIndex> };

function isIndexed(knowledge: Knowledge): knowledge is IndexedKnowledge {
  return typeof (knowledge as Partial<IndexedKnowledge>).index === 'function';
}

/** Indexes made for knowledge that keeps none of its own, per list of facts. */
const ownIndexes = new WeakMap<readonly Fact[], KnowledgeIndex>();

async function retrieveFor(
  knowledge: Knowledge,
  question: string,
  history: readonly ChatTurn[],
): Promise<{ retrieval: Retrieval; allFacts: readonly Fact[] }> {
  if (isIndexed(knowledge)) {
    const index = await knowledge.index();
    return { retrieval: index.retrieve(question, history), allFacts: index.facts };
  }
  // Any other Knowledge: index its facts here, so the composer still knows why nothing matched.
  const allFacts = await knowledge.allFacts();
  let index = ownIndexes.get(allFacts);
  if (!index) {
    index = createKnowledgeIndex(allFacts);
    ownIndexes.set(allFacts, index);
  }
  return { retrieval: index.retrieve(question, history), allFacts };
}

export function createLocalAssistant(knowledge: Knowledge): Assistant {
  return {
    async answer(question, history) {
      const { retrieval, allFacts } = await retrieveFor(knowledge, question, history);
      return compose({ question, history, retrieval, allFacts });
    },
  };
}
