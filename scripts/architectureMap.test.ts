import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md lists every folder directly under api/, pwa/src/ and db/, one line each,
 * under that root's own heading. A folder added without a line fails here, so the map a new
 * reader starts from never leaves part of the house out.
 */
const root = path.join(import.meta.dirname, '..');
const map = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The text under "### `<folder>/`" up to the next heading. */
function sectionOf(folder: string): string {
  const start = map.indexOf(`### \`${folder}/\``);
  if (start === -1) return '';
  const next = map.indexOf('\n#', start + 1);
  return map.slice(start, next === -1 ? undefined : next);
}

function foldersUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('the architecture map', () => {
  for (const folder of ['api', 'pwa/src', 'db']) {
    it(`names every folder under ${folder}/ in its section`, () => {
      const section = sectionOf(folder);
      expect(section, `docs/architecture.md has a "### \`${folder}/\`" section`).not.toBe('');
      const missing = foldersUnder(folder).filter((name) => !section.includes(`- \`${name}/\``));
      expect(missing).toEqual([]);
    });
  }
});
