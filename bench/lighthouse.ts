/**
 * Lighthouse (mobile defaults: a mid-range phone on a slow 4G connection, simulated) on the
 * production build's public pages, driving Debian's chromium; the median of three runs per
 * page (the blog's pages on the demo posts). Targets: performance at least 95, accessibility, best practices and SEO 100, LCP at
 * most 1.5 s, CLS at most 0.02.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { withOfficeServer } from './officeServer.ts';
import { CHROMIUM_PATH } from '../e2e/chromium.ts';

/** The blog's list and one of its articles (the demo post with the most text) join the site's pages. */
const PAGES = [
  '/',
  '/services',
  '/visit-central-florida',
  '/contact',
  '/blog',
  '/blog/first-timers-guide-to-saint-lucia',
];
const RUNS = 3;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The median of the runs that measured the figure (a run cut short by its time limit may not). */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

export async function benchLighthouse(): Promise<void> {
  await withOfficeServer(
    {
      name: 'lighthouse',
      email: 'bench-lighthouse@example.com',
      password: 'bench-lighthouse-2026',
      clients: 0,
      blog: true,
    },
    async ({ baseURL }) => {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      try {
        console.log('page                      perf  a11y  best   seo    LCP ms  TBT ms     CLS');
        for (const path of PAGES) {
          const runs: Run[] = [];
          for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${baseURL}${path}`, chrome.port));
          const m = (key: keyof Run) => median(runs.map((r) => r[key]));
          console.log(
            `${path.padEnd(24)} ${String(m('performance')).padStart(5)} ${String(m('accessibility')).padStart(5)} ${String(m('bestPractices')).padStart(5)} ${String(m('seo')).padStart(5)} ${m('lcpMs').toFixed(0).padStart(9)} ${m('tbtMs').toFixed(0).padStart(7)} ${m('cls').toFixed(3).padStart(7)}`,
          );
        }
      } finally {
        chrome.kill();
      }
    },
  );
}
