/**
 * The assistant with no keys: how long its index takes to build (the demo content, then a blog
 * grown to 1,000 posts), what it costs in memory, and how long a visitor waits for an answer
 * (every evaluation question, in-process, p50 and p99). Embedded PGlite in memory. The index
 * holds the newest 300 posts (knowledge.ts); the heap figure is exact only under
 * `node --expose-gc`.
 */
import { createDb, migrator } from '@db/index.ts';
import { seedDemoData } from '@db/seeds/demo/index.ts';
import { blogPosts } from '@db/seeds/demo/blogPosts.ts';
import { blogChanged } from '../api/lib/blogChanges.ts';
import { createKnowledge, type LiveKnowledge } from '../api/providers/assistant/knowledge.ts';
import { createLocalAssistant } from '../api/providers/assistant/local.ts';
import { evalCases, questionOf } from '../api/providers/assistant/eval/questions.ts';
import type { ChatTurn } from '../api/providers/assistant/types.ts';

const GROWN_BLOG = 1_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function timeIndex(knowledge: LiveKnowledge): Promise<{ ms: number; facts: number; heapMb: number }> {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = await knowledge.index();
  const ms = performance.now() - started;
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  return { ms, facts: index.facts.length, heapMb };
}

/** Answers every evaluation question (earlier turns first), timing each answer. */
async function timeAnswers(knowledge: LiveKnowledge, rounds: number): Promise<number[]> {
  const assistant = createLocalAssistant(knowledge);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const item of evalCases) {
      const history: ChatTurn[] = [];
      for (const question of [...(item.turns ?? []).map(questionOf), item.question]) {
        const started = performance.now();
        const answer = await assistant.answer(question, history);
        times.push(performance.now() - started);
        history.push(
          { role: 'user', content: question },
          { role: 'assistant', content: answer.content, factIds: answer.factIds },
        );
      }
    }
  }
  return times.sort((a, b) => a - b);
}

function report(label: string, times: number[]): void {
  console.log(
    `assistant: ${label}: ${times.length} answers, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
  );
}

export async function benchAssistant(): Promise<void> {
  const db = createDb({});
  const knowledge = createKnowledge(db);
  try {
    await migrator(db).latest();
    await seedDemoData(db);

    const demo = await timeIndex(knowledge);
    console.log(
      `assistant: index of the demo content: ${demo.facts} facts in ${demo.ms.toFixed(0)} ms (heap +${demo.heapMb.toFixed(1)} MB)`,
    );
    await timeAnswers(knowledge, 1); // warm-up
    report('demo content', await timeAnswers(knowledge, 3));

    const category = await db('blogCategories').first('id');
    for (let from = 0; from < GROWN_BLOG; from += 250) {
      await db('blogPosts').insert(
        Array.from({ length: 250 }, (_, offset) => {
          const n = from + offset;
          const source = blogPosts[n % blogPosts.length];
          return {
            title: `${source.title} (${n})`,
            slug: `${source.slug}-bench-${n}`,
            content: source.content,
            excerpt: source.excerpt,
            tags: source.tags,
            categoryId: category?.id ?? null,
            status: 'published',
            publishedAt: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString(),
            readingTime: 4,
          };
        }),
      );
    }
    blogChanged();
    const grown = await timeIndex(knowledge);
    console.log(
      `assistant: index with ${GROWN_BLOG} more posts: ${grown.facts} facts in ${grown.ms.toFixed(0)} ms (heap +${grown.heapMb.toFixed(1)} MB)`,
    );
    report(`${GROWN_BLOG} more posts`, await timeAnswers(knowledge, 1));
  } finally {
    knowledge.close();
    await db.destroy();
  }
}
