// site-output.js — Vite plugin that finishes the prerendered output:
// 1. rewrites "./assets/…" in every emitted HTML page so it points back to the site root from the
//    page's own folder (/en/play/index.html → ../../assets/…): the prerenderer copies one HTML
//    template to every route, and with base './' its URLs are only right for the top index.html;
// 2. drops the prerender chunk, which only the build runs;
// 3. puts the Content-Security-Policy <meta> (csp.js) right after <meta charset> in every page,
//    before anything the policy governs.
import { cspMeta } from './csp.js';

export function siteOutput() {
  return {
    name: 'paperdots-site-output',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_opts, bundle) {
        for (const [key, file] of Object.entries(bundle)) {
          if (file.type === 'chunk' && file.name === 'prerender') {
            delete bundle[key];
            continue;
          }
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          const html = String(file.source);
          if (!/<meta charset="utf-8" ?\/?>/.test(html)) throw new Error(`${file.fileName}: no <meta charset> to put the CSP after`);
          file.source = html.replace(/(<meta charset="utf-8" ?\/?>)/, `$1\n    ${cspMeta(file.fileName)}`);
          const depth = file.fileName.split('/').length - 1;
          if (depth === 0) continue;
          const up = '../'.repeat(depth);
          file.source = String(file.source).replace(/(href|src)="\.\/(?!\.)/g, `$1="${up}`);
        }
      },
    },
  };
}
