/**
 * Renders the PWA icons from pwa/public/favicon.svg with the system Chromium, so the PNGs
 * always match the logo and no image tool is needed. Run after changing the logo:
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
  ];

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const { file, size, svg } of targets) {
      const context = await browser.newContext({
        viewport: { width: size, height: size },
        deviceScaleFactor: 1,
      });
      const tab = await context.newPage();
      await tab.setContent(page(svg, size));
      await tab.screenshot({
        path: path.join(outDir, file),
        clip: { x: 0, y: 0, width: size, height: size },
        omitBackground: true,
      });
      await context.close();
      console.log(`wrote pwa/public/icons/${file} (${size}x${size})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
