/**
 * Cuts Noto Sans Regular and Bold down to the scripts proposal PDFs print and writes them to
 * api/content/fonts, with the font's licence beside them. The PDF embeds these files whole:
 * fontkit's own subsetting (pdf-lib's `subset: true`) writes glyphs viewers draw blank, so the
 * subsetting is done here, ahead of time, with harfbuzz. Run after changing the ranges below or
 * updating @expo-google-fonts/noto-sans:
 *   npx tsx scripts/subset-fonts.ts
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'api', 'content', 'fonts');
const fontPackage = path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));

const FONTS = [
  { from: '400Regular/NotoSans_400Regular.ttf', to: 'NotoSans-Regular.subset.ttf' },
  { from: '700Bold/NotoSans_700Bold.ttf', to: 'NotoSans-Bold.subset.ttf' },
] as const;

/** The Unicode blocks (first and last code point) the agency writes names, places and prices in. */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0100, 0x017f], // Latin Extended-A
  [0x0180, 0x024f], // Latin Extended-B
  [0x0370, 0x03ff], // Greek and Coptic
  [0x0400, 0x04ff], // Cyrillic
  [0x2000, 0x206f], // General Punctuation: dashes, quotes, the bullet, the ellipsis
  [0x20a0, 0x20cf], // Currency Symbols: the euro and others
  [0x2122, 0x2122], // the trade mark sign
];

/**
 * The layout features fontkit applies when pdf-lib sets a line, so the subset sets text exactly
 * as the whole font does (its ligatures included). GPOS is left out: pdf-lib places each glyph
 * by its advance width alone.
 */
const FEATURES = ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'];

function characters(): string {
  let text = '';
  for (const [first, last] of RANGES) {
    for (let codePoint = first; codePoint <= last; codePoint++) text += String.fromCodePoint(codePoint);
  }
  return text;
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const text = characters();
  for (const { from, to } of FONTS) {
    const original = await readFile(path.join(fontPackage, from));
    // Outlines, metrics and the cmap stay; hinting goes (a PDF viewer hints on its own).
    const subset = await subsetFont(original, text, {
      targetFormat: 'truetype',
      keepFeatures: FEATURES,
      noHinting: true,
      dropTables: ['GPOS'],
    });
    await writeFile(path.join(outDir, to), subset);
    console.log(`wrote api/content/fonts/${to} (${subset.byteLength} bytes, from ${original.byteLength})`);
  }
  await copyFile(path.join(fontPackage, 'LICENSE_FONT'), path.join(outDir, 'OFL.txt'));
  console.log('wrote api/content/fonts/OFL.txt');
}

await main();
