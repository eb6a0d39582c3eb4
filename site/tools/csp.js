// csp.js — the site's Content-Security-Policy, one place for the build (a <meta> on every page,
// site-output.js) and for the hosts that set it as a header (site/README.md).
// Everything comes from our own origin: no inline script or style, no remote origin, no plugins.
// WebAssembly compiles only where the engine runs: 'wasm-unsafe-eval' (which allows
// WebAssembly compilation and nothing of eval) on the pages that load it; the root language
// picker and the home pages never do, so theirs lacks it.

const BASE = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
];

/** The policy for a page; `wasm`: does the page compile WebAssembly (the engine)? */
export function contentSecurityPolicy({ wasm }) {
  return BASE.map((d) => (wasm && d.startsWith('script-src ') ? `${d} 'wasm-unsafe-eval'` : d)).join('; ');
}

/**
 * Does the page at this output path (site/dist-relative, e.g. "en/play/index.html") run the
 * engine? Every page does except the root language picker, the four home pages and the four
 * rules index pages (an article's live boards and the print page's sheets do).
 */
export function pageRunsEngine(fileName) {
  return !/^(?:[a-z]{2}\/(?:rules\/)?)?index\.html$/.test(fileName);
}

/** The <meta> element for a page (a header says the same for hosts that can set one). */
export function cspMeta(fileName) {
  return `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ wasm: pageRunsEngine(fileName) })}">`;
}
