/**
 * The whole evaluation (npm run eval:assistant) on the demo content, as part of the suite: a
 * change to the catalogue, the index or the composer that costs accuracy, loses the thread of
 * a conversation or states a price the agency does not is caught before it lands.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoData } from '@db/seeds/demo/index.ts';
import { createTestDb, type TestDb } from '../../../test/db.ts';
import { createKnowledge, type LiveKnowledge } from '../knowledge.ts';
import { createLocalAssistant } from '../local.ts';
import { evalCases } from './questions.ts';
import { REQUIRED_SHARE, runEval } from './runEval.ts';

let testDb: TestDb;
let knowledge: LiveKnowledge;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoData(testDb.db);
  knowledge = createKnowledge(testDb.db);
});
afterAll(async () => {
  knowledge?.close();
  await testDb?.destroy();
});

it('holds single questions and at least 40 conversations of several turns', () => {
  const conversations = evalCases.filter((item) => (item.turns?.length ?? 0) > 0);
  expect(conversations.length).toBeGreaterThanOrEqual(40);
  expect(evalCases.length - conversations.length).toBeGreaterThanOrEqual(60);
  expect(new Set(evalCases.map((item) => item.id)).size).toBe(evalCases.length);
});

it('answers at least 95% of the evaluation with no keys, and never states a price the agency does not', async () => {
  expect(REQUIRED_SHARE).toBe(0.95);
  const result = await runEval(createLocalAssistant(knowledge), await knowledge.allFacts());
  expect(result.wrongPrices).toEqual([]);
  // The misses are named in the failure, so a regression says which questions it broke.
  const misses = result.misses.map((miss) => `${miss.id} (${miss.reasons.join('; ')})`).join(', ');
  expect(result.share, `missed: ${misses}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
});
