import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '@contract/brand.ts';
import { checklistGuides, checklistText, checklistTextFiles } from '@content/checklists.ts';
import { checklists, homeHighlights } from '@content/services.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../pwa/public');
const REGENERATE = 'Run "npx tsx scripts/generate-checklists.ts" and commit the files.';

describe('the committed text checklists', () => {
  it.each(checklistTextFiles().map((file) => [file.path, file.text]))(
    '%s is exactly what the catalogue produces',
    (staticPath, text) => {
      const file = path.join(publicDir, staticPath);
      expect(fs.existsSync(file), `${staticPath} is missing. ${REGENERATE}`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), `${staticPath} differs from the catalogue. ${REGENERATE}`).toBe(
        text,
      );
    },
  );

  it('are the only text files in public/checklists', () => {
    const committed = fs
      .readdirSync(path.join(publicDir, 'checklists'))
      .filter((name) => name.endsWith('.txt'));
    const produced = checklistTextFiles().map((file) => path.basename(file.path));
    expect(committed.sort(), REGENERATE).toEqual(produced.sort());
  });
});

describe('the catalogue checklists', () => {
  it('cover the six services of the specification, each with a text file under /checklists/', () => {
    expect(checklistGuides.map((guide) => guide.slug)).toEqual([
      'business-travel',
      'group-vacation',
      'private-transport',
      'cruise-vacation',
      'saint-lucia',
      'central-florida',
    ]);
    expect(checklists.map((checklist) => checklist.staticPath)).toEqual([
      '/checklists/business-travel-checklist.txt',
      '/checklists/group-vacation-checklist.txt',
      '/checklists/private-transport-checklist.txt',
      '/checklists/cruise-checklist.txt',
      '/checklists/saint-lucia-checklist.txt',
      '/checklists/central-florida-checklist.txt',
    ]);
    // Every home card's PDF link names a checklist that exists.
    for (const service of homeHighlights) {
      expect(checklistGuides.some((guide) => guide.slug === service.checklistSlug)).toBe(true);
    }
  });

  it.each(checklistGuides.map((guide) => [guide.slug, guide]))(
    'gives %s documents, packing, a four-step timeline and local notes',
    (_slug, guide) => {
      expect(guide.documents.length).toBeGreaterThanOrEqual(5);
      expect(guide.packing.length).toBeGreaterThanOrEqual(5);
      expect(guide.timeline.map((step) => step.when)).toEqual([
        '8 weeks before',
        '2 weeks before',
        '48 hours before',
        'Day of travel',
      ]);
      for (const step of guide.timeline) expect(step.tasks.length).toBeGreaterThan(0);
      expect(guide.goodToKnow.length).toBeGreaterThan(0);
    },
  );

  it('prints each text checklist as boxes to tick, within 76 columns, closing with the contacts', () => {
    const text = checklistText(checklistGuides[0]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('ISLAND BRIDGE TRAVEL - BUSINESS TRAVEL CHECKLIST');
    expect(lines[1]).toBe(`${brand.phone} | ${brand.email}`);
    expect(lines[lines.indexOf('DOCUMENTS') + 1]).toMatch(/^\[ \] Passport valid/);
    expect(lines.slice(lines.indexOf('CONTACT US'))).toEqual([
      'CONTACT US',
      `Phone: ${brand.phone}`,
      `E-mail: ${brand.email}`,
      'Hours: Monday-Friday 9:00 AM-6:00 PM, Saturday 10:00 AM-4:00 PM (Eastern)',
      '',
      'Questions? Book a consultation on our Quote page and an agent will help you',
      'plan.',
      '',
    ]);
    for (const guide of checklistGuides) {
      for (const line of checklistText(guide).split('\n')) expect(line.length, line).toBeLessThanOrEqual(76);
    }
  });
});
