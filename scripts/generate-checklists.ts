/**
 * Writes the plain-text checklists under pwa/public/checklists from the catalogue
 * (api/content/checklists.ts), the same content the API draws its PDF checklists from. The
 * files are committed; a test fails while they differ from the catalogue. Run after editing it:
 *   npx tsx scripts/generate-checklists.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checklistTextFiles } from '../api/content/checklists.ts';

const publicDir = path.resolve(import.meta.dirname, '..', 'pwa', 'public');
const checklistsDir = path.join(publicDir, 'checklists');

const files = checklistTextFiles();
await mkdir(checklistsDir, { recursive: true });
for (const file of files) {
  await writeFile(path.join(publicDir, file.path), file.text, 'utf8');
  console.log(`wrote pwa/public${file.path}`);
}
// A checklist renamed or dropped from the catalogue leaves no stale file behind on the site.
const written = new Set(files.map((file) => path.basename(file.path)));
for (const name of await readdir(checklistsDir)) {
  if (name.endsWith('.txt') && !written.has(name)) {
    await rm(path.join(checklistsDir, name));
    console.log(`removed pwa/public/checklists/${name}`);
  }
}
