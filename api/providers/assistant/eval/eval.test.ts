/**
 * The whole evaluation (npm run eval:assistant) on the demo content, as part of the suite: a
 * change to the catalogue, the index or the composer that costs accuracy or states a price the
 * agency does not is caught before it lands.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoData } from '@db/seeds/demo/index.ts';
import { createTestDb, type TestDb } from '../../../test/db.ts';
import { createKnowledge, type LiveKnowledge } from '../knowledge.ts';
import { createLocalAssistant } from '../local.ts';
import { evalCases } from './questions.ts';
import { runEval } from './runEval.ts';

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

it('answers at least 90% of the evaluation with no keys, and never states a price the agency does not', async () => {
  expect(evalCases.length).toBeGreaterThanOrEqual(60);
  const result = await runEval(createLocalAssistant(knowledge), await knowledge.allFacts());
  expect(result.wrongPrices).toEqual([]);
  // The misses are named in the failure, so a regression says which questions it broke.
  const misses = result.misses.map((miss) => miss.id).join(', ');
  expect(result.share, `missed: ${misses}`).toBeGreaterThanOrEqual(0.9);
});
