// vite.config.js — builds the static Paperdots site (prerendered pages, relative URLs) into site/dist.
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { siteOutput } from './tools/site-output.js';
import { paperdotsSchema } from './tools/schema-plugin.js';
import { embedBuild } from './tools/embed-build.js';
import { langSplit } from './tools/lang-split.js';
import { allRoutes } from './src/app/routes.js';
import { sitemap } from './tools/sitemap.js';
import { ownChunks } from './tools/own-chunks.js';
import { workerName } from './tools/worker-name.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '..');

function commit() {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: projectRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

/** The rules articles' slugs: the files of src/articles/content (their routes are prerendered). */
function articleSlugs() {
  return readdirSync(path.join(here, 'src/articles/content'))
    .filter((f) => /^[a-z][a-z0-9-]*\.js$/.test(f))
    .map((f) => f.slice(0, -3));
}

const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));

export default defineConfig({
  root: here,
  // Relative asset URLs: the site must work from any sub-path of any static host.
  base: './',
  define: {
    __PD_VERSION__: JSON.stringify(pkg.version),
    __PD_COMMIT__: JSON.stringify(process.env.PD_COMMIT || commit()),
    // The prerenderer builds the articles with the real engine (src/app/prerender.jsx).
    __PD_WASM_FILE__: JSON.stringify(path.join(projectRoot, 'wasm/dist/paperdots.wasm')),
  },
  server: { fs: { allow: [projectRoot] } },
  worker: {
    format: 'es',
    // The analysis worker starts only when a player turns Analysis on (ondemand-*, see below).
    rollupOptions: {
      output: {
        entryFileNames: (chunk) => `assets/${workerName(chunk)}-[hash].js`,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Never inline the .wasm as a data URL: it must stay a file (cacheable, precachable).
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    rollupOptions: {
      output: {
        // What the play page runs first (src/app/boot.js and the little it imports) is a chunk of its
        // own, which the play page runs as a script of its own before the entry's
        // (site/tools/site-output.js): in the entry or a shared chunk, boot.js would run only
        // after the play page's whole code, and the engine and the bot's worker would start late.
        codeSplitting: {
          groups: [
            {
              name: 'start',
              test: /\/(site\/src\/app\/boot\.js|site\/src\/engine\/engine-loader\.js|site\/src\/families\/parts\.js|wasm\/bot-spawn\.js|wasm\/modules\.js)$/,
            },
          ],
        },
        // A family's lazily loaded part (src/families/<name>/play.js) is named after its family,
        // so `make bench` can tell the play page's first transfer from what loads on demand.
        // The exact analysis (src/analysis/Analysis.jsx) loads only when a player turns it on:
        // named so too (ondemand-analysis-*), it is not counted in the first transfer.
        chunkFileNames: (chunk) => {
          const m = /\/families\/(\w+)\/play\.js$/.exec(chunk.facadeModuleId || '');
          if (/\/analysis\/Analysis\.jsx$/.test(chunk.facadeModuleId || ''))
            return 'assets/ondemand-analysis-[hash].js';
          return m ? `assets/family-${m[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // The same for the styles that come with it (board.css, imported by play.js).
        assetFileNames: (asset) => {
          const from = [...(asset.originalFileNames || []), ...(asset.names || [])].join(' ');
          const m = /families\/(\w+)\/play\.js/.exec(from);
          if (/analysis\/(Analysis\.jsx|analysis\.css)/.test(from)) return 'assets/ondemand-analysis-[hash][extname]';
          return m ? `assets/family-${m[1]}-[hash][extname]` : 'assets/[name]-[hash][extname]';
        },
      },
    },
  },
  plugins: [
    paperdotsSchema(),
    langSplit({ stringsFile: path.join(here, 'src/i18n/strings.js') }),
    preact({
      prerender: {
        enabled: true,
        renderTarget: '#app',
        prerenderScript: path.join(here, 'src/app/prerender.jsx'),
        // The plugin keys routes without their trailing slash.
        additionalPrerenderRoutes: allRoutes(articleSlugs()).map((r) => r.path.replace(/(.)\/$/, '$1')),
      },
    }),
    // The prerenderer's chunking hint would be ignored beside codeSplitting (above), with a warning.
    ownChunks(),
    // PWA: the manifest and a Workbox service worker that precaches every page, script,
    // style, icon and the .wasm. Registration and the "update available" prompt are ours
    // (src/app/pwa.js): the plugin's register script assumes one page at the base URL.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['apple-touch-icon.png'],
      manifest: {
        id: './',
        name: 'Paperdots',
        short_name: 'Paperdots',
        description: 'The games of the squared school notebook: Dots and Boxes and more, against a friend or a bot.',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#fbfaf6',
        theme_color: '#0a6fb3',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,wasm,svg}'],
        sourcemap: false,
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // The opening books (src/books/*.bin, engine/books.js) are not precached (globPatterns
        // has no .bin: they would be in every install); the workers fetch one when a level-4 bot
        // or the analysis plays on its board, and from then on it is served from this cache,
        // offline too. Their names are hashed: a new book is a new URL, and the old one ages out.
        runtimeCaching: [
          {
            urlPattern: /\/assets\/[^/?#]+\.bin$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'paperdots-books',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 8 },
            },
          },
        ],
      },
    }),
    siteOutput(),
    sitemap({ routes: () => allRoutes(articleSlugs()) }),
    // The embeddable board: embed/paperdots-board.js (before VitePWA writes its precache list).
    embedBuild({
      root: here,
      entry: path.join(here, 'src/embed/element.jsx'),
      plugins: () => [paperdotsSchema(), preact()],
    }),
  ],
});
