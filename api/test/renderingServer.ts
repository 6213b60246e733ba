/**
 * A test server that renders the public pages from their source (the production build's
 * bundle is not there in tests), with the page data read from its own database.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pageModule from '@pwa/entry-server.tsx';
import { createPageRenderer } from '../pages/pageRenderer.ts';
import { siteDataFrom } from '../pages/siteData.ts';
import { createTestDb } from './db.ts';
import { getTestServer, type TestServer } from './server.ts';

/** The public address the pages are rendered for in tests. */
export const RENDER_ORIGIN = 'https://travel.example';

export async function getRenderingServer(options: { now?: () => number } = {}): Promise<TestServer> {
  const template = fs.readFileSync(path.resolve(import.meta.dirname, '../../pwa/index.html'), 'utf8');
  const testDb = await createTestDb();
  const pageRenderer = createPageRenderer({
    pages: pageModule,
    template,
    manifest: {},
    origin: RENDER_ORIGIN,
    site: siteDataFrom(testDb.db),
    now: options.now,
  });
  return getTestServer({ pageRenderer, testDb });
}
