/**
 * Drawing long proposal PDFs while the server answers others: the time to draw one proposal of
 * the size an outside probe sent (an 18 KB introduction and 366 days of 1,600 characters, about
 * 600 KB, stored straight in the database as it could be before proposals were bounded) and one
 * of the largest size the schema now allows, then GET /api/health latency (p50, p99, max) while
 * four such documents are drawn at once, each by its own agent. Last, the longest the server's
 * event loop is held while a 2 MB blog feed is read and sanitised (the scheduled import).
 * Embedded PGlite, in-process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { readBlogFeed } from '../api/commands/blogImport/index.ts';
import { createDb, migrator, type Db } from '@db/index.ts';
import { seedRequired } from '@db/seeds/required/index.ts';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { createBenchAgent, seedClients } from './fixtures.ts';
import { signInSession } from './session.ts';

const PASSWORD = 'bench-documents-2026';
const PHRASE = 'Morning snorkel at Anse Chastanet, lunch in Soufriere, then the sulphur springs. ';
const prose = (length: number) =>
  PHRASE.repeat(Math.ceil(length / PHRASE.length))
    .slice(0, length)
    .trim();

/** An 18 KB introduction and `days` days of 1,600 characters. */
function longContent(days: number) {
  return {
    title: 'A year in Saint Lucia',
    introduction: prose(18_000),
    detailedItinerary: JSON.stringify(
      Array.from({ length: days }, (_, index) => ({
        day: index + 1,
        title: `Day on the island ${index + 1}`,
        description: prose(1_600),
        activities: [],
      })),
    ),
  };
}

/** The probe's proposal, and the largest the schema accepts (110 such days, 194,000 characters). */
const SIZES = { probe: 366, allowed: 110 } as const;

interface Drawer {
  cookie: string;
  proposals: Record<keyof typeof SIZES, string>;
}

async function makeDrawer(db: Db, base: string, index: number): Promise<Drawer> {
  const email = `documents-${index}@bench.test`;
  const agent = await createBenchAgent(db, email, PASSWORD);
  await seedClients(db, agent.id, 1, index * 10 + 1);
  const client = (await db('clientAgentAssignments').where({ agentId: agent.id }).first('clientId')) as {
    clientId: string;
  };
  const proposals = {} as Record<keyof typeof SIZES, string>;
  for (const [size, days] of Object.entries(SIZES) as Array<[keyof typeof SIZES, number]>) {
    const [row] = await db('proposals')
      .insert({ clientId: client.clientId, agentId: agent.id, ...longContent(days) })
      .returning('id');
    proposals[size] = row.id as string;
  }
  return { cookie: (await signInSession(base, email, PASSWORD)).cookie, proposals };
}

async function download(base: string, drawer: Drawer, size: keyof typeof SIZES) {
  const started = performance.now();
  const response = await fetch(`${base}/api/proposals/${drawer.proposals[size]}/pdf`, {
    headers: { cookie: drawer.cookie, connection: 'close' },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`PDF: ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

/** Health checks one after another until `done` settles; their latencies. */
async function healthWhile(base: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    // A fresh connection each time: a kept-alive one the server timed out while its event loop
    // was held would fail rather than measure.
    const response = await fetch(`${base}/api/health`, { headers: { connection: 'close' } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

export async function benchDocumentRender(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-documents-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
    const db = createDb({ pgliteDir: path.join(dataDir, 'pglite') });
    await migrator(db).latest();
    await seedRequired(db);
    const server = createApp(config, { db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const drawers = await Promise.all([0, 1, 2, 3].map((index) => makeDrawer(db, base, index)));

    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
      // The first document also starts a worker; the second is the figure.
      await download(base, drawers[0], size);
      const { ms, bytes } = await download(base, drawers[0], size);
      console.log(
        `one ${size === 'probe' ? "probe's" : 'largest allowed'} proposal (${SIZES[size]} days): ${ms.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB PDF`,
      );
    }

    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
      const started = performance.now();
      const renders = Promise.all(drawers.map((drawer) => download(base, drawer, size)));
      const health = await healthWhile(base, renders);
      await renders;
      console.log(
        `GET /api/health while 4 ${size === 'probe' ? "probe's" : 'largest allowed'} PDFs draw (${((performance.now() - started) / 1000).toFixed(1)} s): p50 ${pct(health, 0.5).toFixed(1)} ms, p99 ${pct(health, 0.99).toFixed(1)} ms, max ${health[health.length - 1].toFixed(0)} ms (${health.length} checks)`,
      );
    }
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
    await benchFeedImport(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A feed of 200 items of 10 KB of HTML each, read as the schedule reads it: the loop's longest stall. */
async function benchFeedImport(dataDir: string): Promise<void> {
  const paragraph = `<p>${prose(480)} <a href="https://example.test/a">a link</a> <img src="https://example.test/p.jpg" alt="" onerror="x()"></p>`;
  const items = Array.from(
    { length: 200 },
    (_, index) =>
      `<item><guid>bench-${index}</guid><title>Post ${index}</title><link>https://example.test/${index}</link><description><![CDATA[${paragraph.repeat(20)}]]></description></item>`,
  );
  const file = path.join(dataDir, 'feed.xml');
  fs.writeFileSync(
    file,
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Bench</title>${items.join('')}</channel></rss>`,
  );
  await readBlogFeed(file); // starts a worker
  // A 5 ms ticker: the longest gap between its ticks is the longest the loop was held.
  let last = performance.now();
  let stall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  const posts = await readBlogFeed(file);
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(ticker);
  console.log(
    `blog feed of ${(fs.statSync(file).size / 1e6).toFixed(1)} MB (${posts.length} posts) read and sanitised: ${ms.toFixed(0)} ms, longest event-loop stall ${stall.toFixed(0)} ms`,
  );
}
