import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { brand } from './api/contract/brand.ts';

const apiPort = Number(process.env.PORT ?? 3000);

/**
 * Long-press / right-click entries of the installed app, straight into an office tab. The
 * Overview is the start URL and the Client Portal tab only links out, so neither is here.
 */
const officeShortcuts = [
  { name: 'Clients', tab: 'clients' },
  { name: 'Trip Planning', tab: 'trip-planning' },
  { name: 'Itineraries', tab: 'itineraries' },
  { name: 'Bookings', tab: 'bookings' },
  { name: 'Quotes', tab: 'quotes' },
  { name: 'Proposals', tab: 'proposals' },
  { name: 'Email Center', tab: 'email' },
];

const appRoot = path.join(import.meta.dirname, 'pwa');

/**
 * Writes each `lazyPage(() => import('x'), 'Name')` call's module path (from the app's root)
 * into a third argument. The server renderer reads it off the matched route's page to link
 * the page's own chunks and styles from the build manifest, so a rendered page arrives with
 * its CSS and starts fetching its code at once.
 */
function lazyPageSources(): Plugin {
  const call = /lazyPage\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)\s*,\s*(['"])(\w+)\3\s*,?\s*\)/g;
  return {
    name: 'lazy-page-sources',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('node_modules') || !code.includes('lazyPage(')) return null;
      let result = '';
      let last = 0;
      for (const match of code.matchAll(call)) {
        const [text, quote, specifier, , name] = match;
        const resolved = await this.resolve(specifier, id);
        if (!resolved) continue;
        const source = path.relative(appRoot, resolved.id.split('?')[0]).split(path.sep).join('/');
        result += code.slice(last, match.index);
        result += `lazyPage(() => import(${quote}${specifier}${quote}), '${name}', '${source}')`;
        last = match.index + text.length;
      }
      return last === 0 ? null : { code: result + code.slice(last), map: null };
    },
  };
}

/**
 * The site build (`vite build --mode site`): the code that hydrates a server-rendered public page,
 * built on its own so that it carries only what a public page uses. Shared with the app's build,
 * react-router is one module holding the data router the office needs (30 KB gzip); built alone,
 * the site keeps the few kilobytes of it that its links and its one route use. It writes its own
 * page template (site.html, the app's index.html with the site's entry) and manifest into the
 * app's folder, after the app's build, so the service worker's precache (the app's files) does
 * not list them.
 */
const SITE_ENTRY = '/src/site/main.tsx';
function siteTemplate(): Plugin {
  return {
    name: 'site-template',
    enforce: 'post',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes('/src/main.tsx')) throw new Error('index.html no longer loads /src/main.tsx');
        // The app's build links the web app manifest (vite-plugin-pwa); a public page is where
        // the app is installed from, so it links it too.
        return html
          .replace('/src/main.tsx', SITE_ENTRY)
          .replace('</head>', '  <link rel="manifest" href="/manifest.webmanifest" />\n  </head>');
      },
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') throw new Error('the site build wrote no index.html');
      delete bundle['index.html'];
      // The page's HTML and styles are what the visitor waits for; its code comes after them.
      const source = String(page.source)
        .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      this.emitFile({ type: 'asset', fileName: 'site.html', source });
    },
  };
}

/**
 * antd's own stylesheet (antd/dist/antd.css), linked first in the app's page: the office, the
 * dashboard and the account screens then take antd's styles from a file the service worker
 * keeps, and antd computes none of them in the browser (its zero-runtime mode, switched on by
 * `pwa/src/app/theme.ts` when it finds this link). Linked before every other stylesheet, as
 * antd's runtime styles were, so the app's own rules still win a tie. Public pages (the site
 * build) do not link it: the few antd widgets they open compute their styles as before.
 */
const ANTD_STYLESHEET = createRequire(import.meta.url).resolve('antd/dist/antd.css');
function antdStylesheet(): Plugin {
  return {
    name: 'antd-stylesheet',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: 'antd.css', source: fs.readFileSync(ANTD_STYLESHEET) });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const asset = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes('antd.css'),
        );
        if (!asset) throw new Error('the app build emitted no antd.css');
        return {
          html,
          tags: [
            {
              tag: 'link',
              // The attribute is what theme.ts looks for.
              attrs: { rel: 'stylesheet', href: `/${asset.fileName}`, 'data-antd-styles': true },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

const siteBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: false,
  sourcemap: false,
  copyPublicDir: false,
  // Which files each module became: the server links a rendered page's own chunks and CSS.
  manifest: '.vite/site-manifest.json',
  rollupOptions: {
    output: {
      entryFileNames: 'assets/site-[hash].js',
      // Fewer, larger files: React and the router in one, everything the entry itself imports
      // (header, footer, links, icons) in the entry's. Every page needs all of it, and on a
      // phone each request costs a round trip; left alone, the build splits them into a
      // score of files of a few hundred bytes.
      codeSplitting: {
        groups: [
          {
            name: 'framework',
            test: /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//,
          },
          { name: 'site-shell', tags: ['$initial'] },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'pwa',
  publicDir: 'public',
  resolve: {
    alias: {
      '@contract': `${import.meta.dirname}/api/contract`,
      '@content': `${import.meta.dirname}/api/content`,
      '@documents': `${import.meta.dirname}/api/documents`,
      '@pwa': `${import.meta.dirname}/pwa/src`,
    },
  },
  build:
    mode === 'site'
      ? siteBuild
      : isSsrBuild
        ? {
            // The server's copy of the public pages (api/pages), kept out of dist: neither served
            // as a file nor precached by the service worker.
            outDir: 'dist-server',
            emptyOutDir: true,
            sourcemap: false,
            rollupOptions: { input: 'src/entry-server.tsx' },
            copyPublicDir: false,
          }
        : {
            outDir: 'dist',
            emptyOutDir: true,
            sourcemap: false,
            chunkSizeWarningLimit: 1200,
          },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  plugins: [
    lazyPageSources(),
    react(),
    mode === 'site' && siteTemplate(),
    !isSsrBuild && mode !== 'site' && antdStylesheet(),
    !isSsrBuild &&
      mode !== 'site' &&
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        // The glob below already precaches the icons; listing them twice only bloats sw.js.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: `${brand.name} - Agent Office`,
          short_name: brand.name,
          description: brand.description,
          start_url: '/agent-office',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: '#0e7490',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          // Shown by the richer install dialog; scripts/screenshots.ts captures them again.
          screenshots: [
            {
              src: '/screenshots/office-wide.png',
              sizes: '1280x800',
              type: 'image/png',
              form_factor: 'wide',
              label: 'The Agent Office overview: clients, trips, revenue and pending quotes',
            },
            {
              src: '/screenshots/office-tablet.png',
              sizes: '768x1024',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'The clients of an agent on a tablet',
            },
          ],
          shortcuts: officeShortcuts.map(({ name, tab }) => ({
            name,
            short_name: name,
            url: `/agent-office?tab=${tab}`,
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          })),
        },
        workbox: {
          // The app shell and every lazy route chunk are precached, so a route opened once
          // online (or never) still renders offline; API calls always go to the network. The
          // proposal PDF's fonts (ttf) are among them: the device makes that document offline.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,ttf}'],
          // Only the install dialog shows the screenshots; no reason to store them on every device.
          globIgnores: ['screenshots/**'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/checklists\//],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          cleanupOutdatedCaches: true,
          // The first visit is served from the precache as soon as the worker is installed, so
          // a connection lost before any reload still finds every chunk. Updates still wait
          // for the Reload of the prompt (no skipWaiting).
          clientsClaim: true,
          // One script for the worker, no imported one, so the browser's update check compares
          // one file. With workbox in a file of its own, a check that reached sw.js but failed
          // to fetch that file (the connection gone half-way) installed a new worker, which then
          // left the office's next load offline to the network: the browser's error page.
          inlineWorkboxRuntime: true,
        },
        devOptions: { enabled: false },
      }),
  ],
}));
