/**
 * What a public page makes the browser download before it is interactive: the module scripts
 * and the modulepreload links of its HTML (the entry, the framework, the page's own chunks),
 * gzip-compressed at the server's level. Bytes, not time: the budget test and the benchmark
 * both read it from a running server.
 */
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  path: string;
  files: Array<{ file: string; gzipBytes: number }>;
  gzipBytes: number;
}

/** The JavaScript files a page's HTML asks for at once. */
export function firstLoadScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  return [...new Set([...scripts, ...preloads])];
}

export async function measureFirstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const files = await Promise.all(
    firstLoadScripts(html).map(async (file) => {
      const body = Buffer.from(await (await fetch(new URL(file, baseUrl))).arrayBuffer());
      return { file, gzipBytes: gzipSync(body).length };
    }),
  );
  return { path, files, gzipBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}
