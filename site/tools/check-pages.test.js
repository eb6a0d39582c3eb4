// check-pages.test.js — the page check catches a missing or foreign policy and everything the
// policy would block, and passes the built site's own pages (when a build is there).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPages, pageProblems } from './check-pages.js';
import { cspMeta } from './csp.js';

const page = (head, body = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const EMBED = 'embed/index.html';
const withPolicy = (body) => page(cspMeta(EMBED), body);

describe('pageProblems', () => {
  it('passes a page with the policy, scripts with a src and JSON data', () => {
    expect(pageProblems(EMBED, withPolicy('<script type="module" src="./page.js"></script>'))).toEqual([]);
    expect(
      pageProblems(
        'en/play/index.html',
        page(cspMeta('en/play/index.html'), '<script type="application/json" id="prerender-data">{"a":1}</script>'),
      ),
    ).toEqual([]);
  });

  it('fails a page without the policy, with two, or with another one', () => {
    expect(pageProblems(EMBED, page(''))).toEqual(['no Content-Security-Policy']);
    expect(pageProblems(EMBED, page(cspMeta(EMBED) + cspMeta(EMBED)))).toEqual([
      'more than one Content-Security-Policy',
    ]);
    // the home page's policy has no 'wasm-unsafe-eval': the embed page, which runs the engine, needs it
    expect(pageProblems(EMBED, page(cspMeta('index.html')))[0]).toMatch(/other than site\/tools\/csp\.js/);
    expect(
      pageProblems(EMBED, `<html><head><meta charset="utf-8"></head><body>${cspMeta(EMBED)}</body></html>`),
    ).toContain('the Content-Security-Policy is not in <head>');
  });

  it('fails inline scripts, styles and handlers', () => {
    expect(pageProblems(EMBED, withPolicy('<script type="module">import "./x.js";</script>'))[0]).toMatch(
      /^an inline script/,
    );
    expect(pageProblems(EMBED, withPolicy('<script>1</script>'))[0]).toMatch(/^an inline script/);
    expect(pageProblems(EMBED, withPolicy('<style>p{}</style>'))).toEqual(['an inline <style> element']);
    expect(pageProblems(EMBED, withPolicy('<p style="color:red">x</p>'))[0]).toMatch(/^a style attribute/);
    expect(pageProblems(EMBED, withPolicy('<button onclick="go()">x</button>'))).toEqual([
      'an inline event handler: onclick',
    ]);
  });
});

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
describe.runIf(existsSync(`${dist}embed/index.html`))('the built site', () => {
  it('has the policy on every page, the /embed/ pages included, and nothing it blocks', () => {
    expect(checkPages(dist)).toEqual([]);
  });
});
