// embed-build.js — Vite plugin that builds the embeddable board (<paperdots-board>,
// src/embed/element.jsx) as a second entry of the site build, with a stable file name:
// embed/paperdots-board.js. It is its own build (run from the site build's generateBundle) so that
//   - the element is one self-contained module (its dynamic imports inlined): a host page loads
//     it, its bot worker (embed/bot-worker-<hash>.js, only for bot seats) and the .wasm;
//   - the play page's chunks stay exactly as they were (the element shares no chunk with them);
//   - its files land in the site's bundle, so the service worker precaches them.
// The .wasm keeps the site's file (assets/paperdots-<hash>.wasm, same content, same name).
// The dev server (npm run dev) answers /embed/paperdots-board.js with the element's source, so
// /embed/ and /embed/demo.html work there too.
import path from 'node:path';
import { build } from 'vite';
import { workerName } from './worker-name.js';

const ENTRY_FILE = 'embed/paperdots-board.js';

/** plugins(): the plugins the element needs (a fresh set: the schema and Preact). */
export function embedBuild({ root, entry, plugins }) {
  const place = (name) =>
    name && name.endsWith('.wasm') ? 'assets/[name]-[hash][extname]' : 'embed/[name]-[hash][extname]';
  const dev = {
    name: 'paperdots-embed-dev',
    apply: 'serve',
    configureServer(server) {
      const source = `/${path.relative(root, entry).split(path.sep).join('/')}`;
      server.middlewares.use((req, _res, next) => {
        if (req.url && req.url.split('?')[0] === `/${ENTRY_FILE}`) req.url = source;
        next();
      });
    },
  };
  const bundle = {
    name: 'paperdots-embed',
    apply: 'build',
    async generateBundle(_opts, bundle) {
      const result = await build({
        configFile: false,
        root,
        base: './',
        logLevel: 'warn',
        plugins: plugins(),
        worker: {
          format: 'es',
          rolldownOptions: { output: { entryFileNames: (chunk) => `embed/${workerName(chunk)}-[hash].js` } },
        },
        build: {
          write: false,
          copyPublicDir: false,
          emptyOutDir: false,
          sourcemap: false,
          assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
          rolldownOptions: {
            input: entry,
            output: {
              entryFileNames: ENTRY_FILE,
              chunkFileNames: 'embed/[name]-[hash].js',
              assetFileNames: (info) => place((info.names && info.names[0]) || info.name),
              codeSplitting: false,
            },
          },
        },
      });
      for (const out of [result].flat()) {
        for (const file of out.output) {
          if (bundle[file.fileName]) continue; // the site's own .wasm
          this.emitFile({
            type: 'asset',
            fileName: file.fileName,
            source: file.type === 'chunk' ? file.code : file.source,
          });
        }
      }
    },
  };
  return [dev, bundle];
}
