/**
 * The public pages' first download on the production build: JavaScript (gzip) each needs
 * before it is interactive, per bench/firstLoad.ts. Target: at most 120 KB, aim for 100.
 */
import { measureFirstLoad } from './firstLoad.ts';
import { withOfficeServer } from './officeServer.ts';

const PAGES = [
  '/',
  '/services',
  '/visit-saint-lucia',
  '/quote',
  '/contact',
  '/visit-central-florida',
  '/about',
  '/cruises',
  '/blog',
  '/blog/first-timers-guide-to-saint-lucia',
];

export async function benchPublicPages(): Promise<void> {
  await withOfficeServer(
    {
      name: 'public pages',
      email: 'bench-public@example.com',
      password: 'bench-public-2026',
      clients: 0,
      blog: true,
    },
    async ({ baseURL }) => {
      for (const path of PAGES) {
        const { files, gzipBytes } = await measureFirstLoad(baseURL, path);
        console.log(
          `first-load JS ${path.padEnd(24)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip in ${files.length} files`,
        );
      }
    },
  );
}
