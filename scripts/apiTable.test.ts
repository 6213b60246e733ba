import fs from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@db/index.ts';
import { createApp } from '@api/app.ts';
import { testConfig } from '@api/test/server.ts';

/**
 * docs/api.md documents every route the API registers, one table row each (Method | Path | Who
 * | Used by). The app is built as the server builds it and every method and path of its
 * routers is read back: a route added without a row, or a row left behind by a route removed
 * or renamed, fails here by name, so the table a caller reads never drifts from the code.
 */
const root = path.join(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs/api.md'), 'utf8');

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** "METHOD /path" of every route the app's routers register; HEAD comes with each GET. */
function registeredRoutes(): string[] {
  // The app is only built, never asked anything: a database nobody can reach will do.
  const db = createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
  afterAll(() => db.destroy());
  const app = createApp(testConfig(), { db });
  const routes = new Set<string>();
  for (const middleware of app.middleware) {
    if (!('router' in middleware) || !(middleware.router instanceof Router)) continue;
    for (const layer of middleware.router.stack) {
      for (const method of layer.methods) {
        if (method !== 'HEAD') routes.add(`${method} ${layer.path}`);
      }
    }
  }
  return [...routes].sort();
}

/** The cells of a Markdown table row, or null for any other line. */
function cellsOf(line: string): string[] | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|') || !trimmed.endsWith('|')) return null;
  return trimmed
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
}

/** Every route row of the doc's tables, as "METHOD /path" (header and rule rows skipped). */
function documentedRows(): string[] {
  const rows: string[] = [];
  for (const line of doc.split('\n')) {
    const cells = cellsOf(line);
    if (!cells || cells.length < 2) continue;
    const [method, pathCell] = cells;
    if (method === 'Method' || /^:?-+:?$/.test(method)) continue;
    rows.push(`${method} ${pathCell.replace(/`/g, '')}`);
  }
  return rows;
}

describe('the API table (docs/api.md)', () => {
  const registered = registeredRoutes();
  const documented = documentedRows();

  it('reads routes from both sides', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(documented.length).toBeGreaterThan(0);
  });

  it('documents every registered route', () => {
    const missing = registered.filter((route) => !documented.includes(route));
    expect(missing, 'registered routes with no row in docs/api.md').toEqual([]);
  });

  it('documents only registered routes', () => {
    const unknown = documented.filter((route) => !registered.includes(route));
    expect(unknown, 'rows in docs/api.md the API does not register').toEqual([]);
  });

  it('gives each route one row, with a method the API uses', () => {
    const repeated = documented.filter((route, index) => documented.indexOf(route) !== index);
    expect(repeated, 'routes with more than one row in docs/api.md').toEqual([]);
    const badMethods = documented.filter((route) => !METHODS.has(route.split(' ')[0]));
    expect(badMethods, 'rows whose method is not GET, POST, PUT, PATCH or DELETE').toEqual([]);
  });
});
