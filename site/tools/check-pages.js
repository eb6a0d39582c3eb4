// check-pages.js — every HTML page the site ships carries the site's Content-Security-Policy
// (csp.js) as its first <meta> after the charset, and nothing that policy would block: no inline
// <script> (every script has a src, or is JSON data), no <style> element, no style="" attribute,
// no on…="" handler. The build fails on any page that breaks this (site-output.js, closeBundle),
// so a page copied from site/public (the /embed/ pages) cannot slip out without its policy.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, pageRunsEngine } from './csp.js';

/** What is wrong with one page (its site-relative file name and its HTML): a list of messages. */
export function pageProblems(fileName, html) {
  const out = [];
  const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
  const want = contentSecurityPolicy({ wasm: pageRunsEngine(fileName) });
  if (!metas.length) out.push('no Content-Security-Policy');
  else if (metas.length > 1) out.push('more than one Content-Security-Policy');
  else if (metas[0][1] !== want) out.push(`a Content-Security-Policy other than site/tools/csp.js's: ${metas[0][1]}`);
  const head = html.slice(0, html.indexOf('</head>') + 1 || html.length);
  if (metas.length && head.indexOf(metas[0][0]) < 0) out.push('the Content-Security-Policy is not in <head>');
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1];
    if (/\bsrc=/.test(attrs)) continue;
    if (/\btype="application\/(ld\+)?json"/.test(attrs)) continue; // data, never run
    if (m[2].trim() || !/\bsrc=/.test(attrs)) out.push(`an inline script: <script${attrs}>${m[2].trim().slice(0, 40)}`);
  }
  if (/<style\b/.test(html)) out.push('an inline <style> element');
  const tags = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const styleAttr = /<[a-zA-Z][^>]*\sstyle="/.exec(tags);
  if (styleAttr) out.push(`a style attribute: ${styleAttr[0].slice(0, 60)}`);
  const handler = /<[a-zA-Z][^>]*\s(on[a-z]+)="/.exec(tags);
  if (handler) out.push(`an inline event handler: ${handler[1]}`);
  return out;
}

/** Every .html file under dir, as site-relative names. */
function htmlFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full, base);
    return name.endsWith('.html') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** Check every page of a built site; returns ["file: problem", …] (empty when all is well). */
export function checkPages(distDir) {
  return htmlFiles(distDir).flatMap((f) =>
    pageProblems(f, readFileSync(path.join(distDir, f), 'utf8')).map((p) => `${f}: ${p}`),
  );
}
