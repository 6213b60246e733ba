/**
 * `npm run bench`: runs every benchmark and prints its figures. Benchmarks measure; they
 * never pass or fail (tests never assert timings). Traffic goes to 127.0.0.1 only.
 */
import { benchBundle } from './bundle.ts';
import { benchApi } from './api.ts';
import { benchSync } from './sync.ts';
import { benchSyncChains } from './syncChains.ts';
import { benchSyncPull } from './syncPull.ts';
import { benchSyncLoad } from './syncLoad.ts';
import { benchOfficeColdStart } from './officeColdStart.ts';
import { benchOfficeStart } from './officeStart.ts';
import { benchOfficePull } from './officePull.ts';
import { benchOfficeFirstVisit } from './officeFirstVisit.ts';
import { benchPublicPages } from './publicPages.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchBlogSearch } from './blogSearch.ts';
import { benchAssistant } from './assistant.ts';
import { benchDocumentRender } from './documentRender.ts';

const only = process.argv.slice(2);
const benches: Record<string, () => Promise<void>> = {
  bundle: benchBundle,
  api: benchApi,
  sync: benchSync,
  syncChains: benchSyncChains,
  syncPull: benchSyncPull,
  syncLoad: benchSyncLoad,
  office: benchOfficeColdStart,
  officeStart: benchOfficeStart,
  officePull: benchOfficePull,
  officeFirstVisit: benchOfficeFirstVisit,
  publicPages: benchPublicPages,
  lighthouse: benchLighthouse,
  blogSearch: benchBlogSearch,
  assistant: benchAssistant,
  documentRender: benchDocumentRender,
};

for (const [name, run] of Object.entries(benches)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  await run();
}
process.exit(0);
