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
import { getTestServer, testConfig, type TestServer } from './server.ts';

/** The public address the pages are rendered for in tests. */
export const RENDER_ORIGIN = 'https://travel.example';

/** `env` configures the server as it would in production (the agency's details, say). */
export async function getRenderingServer(
  options: { now?: () => number; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const template = fs.readFileSync(path.resolve(import.meta.dirname, '../../pwa/index.html'), 'utf8');
  const testDb = await createTestDb();
  const pageRenderer = createPageRenderer({
    pages: pageModule,
    template,
    manifest: {},
    origin: RENDER_ORIGIN,
    site: siteDataFrom(testDb.db),
    agency: testConfig(options.env).agency,
    now: options.now,
  });
  return getTestServer({ pageRenderer, testDb, env: options.env });
}
