/**
 * Renders the PWA icons from pwa/public/favicon.svg, and the podcast's cover art from
 * scripts/podcast-cover.svg, with the system Chromium, so the images always match
 * their drawings and no image tool is needed. Run after changing the logo or the cover:
 *   npx tsx scripts/generate-icons.ts
 */
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'pwa', 'public');
const outDir = path.join(publicDir, 'icons');

/** The logo's inner artwork (everything but its rounded background tile). */
function artwork(svg: string): string {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return inner.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<rect[^>]*\/>/, '');
}

/**
 * Maskable icons are cropped to a circle of 80% by some launchers: fill the whole square
 * with the brand colour and shrink the artwork into the safe zone.
 */
function maskableSvg(svg: string): string {
  const scale = 0.62;
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="#0e7490"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})">${artwork(svg)}</g>
  </svg>`;
}

function page(svg: string, size: number): string {
  const sized = svg.replace(/<svg[^>]*>/, (open) =>
    open.replace(/\s(width|height)="[^"]*"/g, '').replace(/>$/, ` width="${size}" height="${size}">`),
  );
  return `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:transparent}svg{display:block}</style></head><body>${sized}</body></html>`;
}

async function main(): Promise<void> {
  const logo = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
  await mkdir(outDir, { recursive: true });

  const targets = [
    { file: 'icon-192.png', size: 192, svg: logo },
    { file: 'icon-512.png', size: 512, svg: logo },
    { file: 'maskable-512.png', size: 512, svg: maskableSvg(logo) },
  ].map((target) => ({ ...target, dir: outDir, format: 'png' as const }));
  // Podcast directories want square RGB artwork of 1400 to 3000 pixels, as a JPEG or a PNG.
  const cover = {
    file: 'podcast-cover.jpg',
    size: 1400,
    svg: await readFile(path.join(import.meta.dirname, 'podcast-cover.svg'), 'utf8'),
    dir: path.join(publicDir, 'images'),
    format: 'jpeg' as const,
  };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const { file, size, svg, dir, format } of [...targets, cover]) {
      const context = await browser.newContext({
        viewport: { width: size, height: size },
        deviceScaleFactor: 1,
      });
      const tab = await context.newPage();
      await tab.setContent(page(svg, size));
      await tab.screenshot({
        path: path.join(dir, file),
        clip: { x: 0, y: 0, width: size, height: size },
        ...(format === 'png' ? { type: 'png', omitBackground: true } : { type: 'jpeg', quality: 88 }),
      });
      await context.close();
      console.log(`wrote ${path.relative(root, path.join(dir, file))} (${size}x${size})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
