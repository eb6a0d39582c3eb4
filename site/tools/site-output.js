// site-output.js — Vite plugin that finishes the prerendered output:
// 1. rewrites "./assets/…" in every emitted HTML page so it points back to the site root from the
//    page's own folder (/en/play/index.html → ../../assets/…): the prerenderer copies one HTML
//    template to every route, and with base './' its URLs are only right for the top index.html;
// 2. drops the prerender chunk, which only the build runs;
// 3. puts the Content-Security-Policy <meta> (csp.js) right after <meta charset> in every page,
//    before anything the policy governs;
// 4. preloads each page's own component chunk (src/pages/index.js: the client loads its page
//    before hydrating) with the chunks it imports and its styles, so that load starts with the
//    entry's instead of after it;
// 5. on the play page, also what it starts before hydrating (src/app/boot.js, startPlay): the
//    engine's and the bot client's chunks; boot.js's chunk runs as an async script of its own,
//    while the page is parsed, and fetches the engine module of the game the address names (one per family: which
//    one is known only in the browser, so no preload link).
// 6. after the build, checks every page written (those copied from site/public too) for the policy
//    and for nothing it would block (check-pages.js).
import { cspMeta } from './csp.js';
import { checkPages } from './check-pages.js';
import { findRoute } from '../src/app/routes.js';
import { pageFiles } from '../src/pages/files.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  DEFAULT_GAME,
  EARLY_BOT_WORKER,
  HASH_GAME,
  OPENING_ATTR,
  OPENING_MAX_MS,
  PEOPLE_ONLY,
  PLAY_START_ATTR,
  SHARE_LINK,
} from '../src/app/address.js';

/** page kind → the files its chunk needs: {js: [...], css: [...]} (static imports followed). */
function pageChunks(bundle) {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out = {};
  for (const [page, file] of Object.entries(pageFiles)) {
    const own = chunks.find((c) => !c.isEntry && (c.moduleIds || []).some((id) => id.endsWith(`/src/${file}`)));
    if (!own) continue;
    const js = [];
    const css = new Set();
    const visit = (c) => {
      if (!c || js.includes(c.fileName) || c.isEntry) return;
      js.push(c.fileName);
      for (const f of c.viteMetadata?.importedCss || []) css.add(f);
      for (const f of c.imports) visit(byName.get(f));
    };
    visit(own);
    out[page] = { js, css: [...css] };
  }
  return out;
}

/** The modules the play page starts before it hydrates (src/engine/engine-loader.js startPlay). */
const PLAY_START = ['/wasm/engines.js', '/wasm/engine.js', '/wasm/bot-client.js'];

/** The play page's start-up files: {js: [...], boot} (chunks with their static imports; boot: src/app/boot.js's chunk). */
function playStart(bundle) {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const js = [];
  const visit = (c) => {
    if (!c || js.includes(c.fileName) || c.isEntry) return;
    js.push(c.fileName);
    for (const f of c.imports) visit(byName.get(f));
  };
  for (const end of PLAY_START) {
    const c = chunks.find((x) => !x.isEntry && (x.moduleIds || []).some((id) => id.endsWith(end)));
    if (!c) throw new Error(`site-output: no chunk for ${end}`);
    visit(c);
  }
  const boot = chunks.find((x) => !x.isEntry && (x.moduleIds || []).some((id) => id.endsWith('/site/src/app/boot.js')));
  if (!boot) throw new Error('site-output: no chunk for src/app/boot.js');
  return { js, boot: boot.fileName };
}

/**
 * The play page's first script, a small classic one in the head (no inline script: the CSP). It
 * runs before the body is parsed, with nothing else to wait for:
 * - it starts the download of the engine module of the game the address names (a fetch
 *   preload, which the engine's own fetch then takes: wasm/modules.js); which module that is
 *   is known only in the browser, so it cannot be a preload link in the HTML;
 * - it marks the page as the play page (PLAY_START_ATTR, address.js) for boot.js, which runs
 *   before the prerender data that says so is parsed;
 * - when the address opens a game, it marks the page (OPENING_ATTR, address.js) so that the
 *   printed table setup, which the game replaces, is neither laid out nor painted first;
 * - when a bot plays, it starts the bot's worker (EARLY_BOT_WORKER, address.js): a worker takes
 *   long to start up, and this script runs well before boot.js has loaded.
 * Returns its file name (assets/wasm-start-<hash>.js), emitted into the bundle.
 */
function emitWasmStart(ctx, bundle) {
  const files = {};
  let botWorker = null;
  for (const f of Object.values(bundle)) {
    const m = f.type === 'asset' && /^assets\/(paperdots-(\w+)-[\w-]+\.wasm)$/.exec(f.fileName);
    if (m) files[m[2]] = m[1];
    const w = /^assets\/(bot-worker-[\w-]+\.js)$/.exec(f.fileName);
    if (w) botWorker = w[1];
  }
  if (!files[DEFAULT_GAME]) throw new Error(`site-output: no engine module for ${DEFAULT_GAME}`);
  if (!botWorker) throw new Error('site-output: no bot worker (assets/bot-worker-*.js)');
  const source = `// The play page's first script: the engine module of the game the address names, fetched while
// the page is parsed; the mark that tells the page's start (boot.js) it is on the play page;
// when the address opens a game, the printed table setup kept out of the first layout; and when
// a bot plays, the bot's worker started (site/tools/site-output.js)
(function () {
  var files = ${JSON.stringify(files)};
  var m = ${HASH_GAME}.exec(location.hash);
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.type = 'application/wasm';
  link.crossOrigin = 'anonymous';
  link.href = new URL(files[m && Object.prototype.hasOwnProperty.call(files, m[1]) ? m[1] : ${JSON.stringify(DEFAULT_GAME)}], document.currentScript.src).href;
  document.head.appendChild(link);
  if (!${PEOPLE_ONLY}.test(location.hash) && typeof Worker === 'function') {
    try {
      // what the worker says before the page's start takes it (an error too) is kept, with the
      // time it came, as wasm/bot-spawn.js keeps it
      var worker = new Worker(new URL(${JSON.stringify(botWorker)}, document.currentScript.src), { type: 'module' });
      var early = [];
      worker.onmessage = function (e) { early.push(['message', e, performance.now()]); };
      worker.onerror = function (e) { early.push(['error', e, performance.now()]); };
      window[${JSON.stringify(EARLY_BOT_WORKER)}] = { worker: worker, early: early };
    } catch (e) {
      // the page's start tries again, and the bot tells its failure in the page
    }
  }
  var root = document.documentElement;
  root.setAttribute(${JSON.stringify(PLAY_START_ATTR)}, '');
  if (${SHARE_LINK}.test(location.hash)) {
    root.setAttribute(${JSON.stringify(OPENING_ATTR)}, '');
    // the page's code removes the mark; should it never run, the printed page is shown
    setTimeout(function () { root.removeAttribute(${JSON.stringify(OPENING_ATTR)}); }, ${OPENING_MAX_MS});
  }
})();
`;
  const fileName = `assets/wasm-start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  ctx.emitFile({ type: 'asset', fileName, source });
  return fileName;
}

/** The page kind of a built page, from its prerender data (an article's route is there too). */
function pageKindOf(html, fileName) {
  const m = /<script type="application\/json" id="prerender-data">([\s\S]*?)<\/script>/.exec(html);
  if (!m) return null;
  const data = JSON.parse(m[1]);
  const route = data.route || findRoute(data.path || `/${fileName.replace(/index\.html$/, '')}`);
  return route ? route.page : null;
}

export function siteOutput() {
  let outDir = null;
  return {
    name: 'paperdots-site-output',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // 6. every page that was written, the ones copied from site/public too, has the policy and
    //    nothing it blocks (check-pages.js); otherwise the build fails.
    closeBundle() {
      const problems = checkPages(outDir);
      if (problems.length)
        throw new Error(`site-output: pages against the Content-Security-Policy:\n  ${problems.join('\n  ')}`);
    },
    generateBundle: {
      order: 'post',
      handler(_opts, bundle) {
        const chunksOf = pageChunks(bundle);
        const play = playStart(bundle);
        const wasmStart = emitWasmStart(this, bundle);
        for (const [key, file] of Object.entries(bundle)) {
          if (file.type === 'chunk' && file.name === 'prerender') {
            delete bundle[key];
            continue;
          }
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          const html = String(file.source);
          if (!/<meta charset="utf-8" ?\/?>/.test(html))
            throw new Error(`${file.fileName}: no <meta charset> to put the CSP after`);
          file.source = html.replace(/(<meta charset="utf-8" ?\/?>)/, `$1\n    ${cspMeta(file.fileName)}`);
          const kind = pageKindOf(html, file.fileName);
          const need = chunksOf[kind];
          if (need) {
            const has = String(file.source);
            const links = [
              ...need.js.map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`),
              ...(kind === 'play' ? play.js.map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`) : []),
              ...need.css.map((f) => `<link rel="stylesheet" crossorigin href="./${f}">`),
            ]
              .filter((link) => !has.includes(link.match(/href="([^"]+)"/)[1]))
              .join('\n    ');
            file.source = String(file.source).replace('</head>', `    ${links}\n  </head>`);
            if (kind === 'play') {
              // boot.js as a script of its own, async: it runs as soon as it has loaded, while the
              // rest of the page is parsed, not after the whole document like the entry's (a
              // deferred module script). It starts the engine, the bot's worker and the board code.
              const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/;
              if (!entry.test(String(file.source))) throw new Error(`${file.fileName}: no entry script`);
              file.source = String(file.source).replace(
                entry,
                (tag) =>
                  `<script src="./${wasmStart}"></script>\n    <script type="module" async crossorigin src="./${play.boot}"></script>\n    ${tag}`,
              );
            }
          }
          const depth = file.fileName.split('/').length - 1;
          if (depth === 0) continue;
          const up = '../'.repeat(depth);
          file.source = String(file.source).replace(/(href|src)="\.\/(?!\.)/g, `$1="${up}`);
        }
      },
    },
  };
}
