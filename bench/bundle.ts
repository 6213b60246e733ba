/**
 * What a first visit downloads: the entry chunk of the built PWA and every chunk it imports
 * statically (modulepreload links in index.html), gzip-compressed as the server sends them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'pwa', 'dist');

function gzipKb(file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
}

export async function benchBundle(): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.log('pwa/dist is missing: run "npm run build" first');
    return;
  }
  const html = fs.readFileSync(indexFile, 'utf8');
  const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const assets = fs.readdirSync(path.join(dist, 'assets')).map((file) => `assets/${file}`);
  const js = assets.filter((file) => file.endsWith('.js'));
  const total = js.reduce((sum, file) => sum + gzipKb(file), 0);
  const first = firstLoad.reduce((sum, file) => sum + gzipKb(file), 0);
  const largest = js
    .map((file) => ({ file, kb: gzipKb(file) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 5);
  console.log(`first load (index.html + ${firstLoad.length} linked files): ${first.toFixed(1)} KB gzip`);
  console.log(`all JavaScript (${js.length} chunks): ${total.toFixed(1)} KB gzip`);
  for (const { file, kb } of largest) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
}
