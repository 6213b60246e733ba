/**
 * npm run eval:assistant: how well the local assistant (no keys, no network) answers the
 * evaluation questions. It builds a throwaway in-memory database with the demo content (so the
 * blog posts and podcast episodes are there), asks every question, prints each miss and the
 * share answered correctly, and fails below 95% or on any price the agency does not state.
 */
import { createDb, migrateLatest } from '../db/index.ts';
import { seedDemoData } from '../db/seeds/demo/index.ts';
import { createKnowledge } from '../api/providers/assistant/knowledge.ts';
import { createLocalAssistant } from '../api/providers/assistant/local.ts';
import { REQUIRED_SHARE, runEval } from '../api/providers/assistant/eval/runEval.ts';

async function main(): Promise<number> {
  const db = createDb({});
  const knowledge = createKnowledge(db);
  try {
    await migrateLatest(db);
    await seedDemoData(db);
    const facts = await knowledge.allFacts();
    const result = await runEval(createLocalAssistant(knowledge), facts);

    for (const miss of result.misses) {
      console.log(`MISS ${miss.id}: ${miss.question}`);
      console.log(`  ${miss.reasons.join('; ')}`);
      console.log(`  answer: ${miss.answer}`);
    }
    for (const wrong of result.wrongPrices) {
      console.log(`WRONG PRICE ${wrong.id}: ${wrong.amount} in "${wrong.answer}"`);
    }
    const percent = (result.share * 100).toFixed(1);
    console.log(
      `\n${result.correct}/${result.total} answered correctly (${percent}%), ${result.wrongPrices.length} wrong price(s); ${facts.length} facts.`,
    );
    if (result.share < REQUIRED_SHARE) {
      console.error(`Below the required ${(REQUIRED_SHARE * 100).toFixed(0)}%.`);
      return 1;
    }
    if (result.wrongPrices.length > 0) {
      console.error(
        `Wrong prices stated, e.g. ${result.wrongPrices[0].amount}; every amount must be a stated one.`,
      );
      return 1;
    }
    return 0;
  } finally {
    knowledge.close();
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Evaluation failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
