// server.mjs — a tiny static file server for the built site (site/dist): the browser tests
// import serve(); `make run` runs it as `node tests/e2e/server.mjs DIR PORT`.
// Every answer allows any origin to read it (Access-Control-Allow-Origin: *): the embeddable
// board (embed/paperdots-board.js) is a module script on other sites' pages, and module scripts,
// their worker and the .wasm they fetch are read with CORS.
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serve `root` on 127.0.0.1 at `port` (0: a free one). Resolves to { url, close }. */
export function serve(root, port = 0) {
  root = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    try {
      const u = new URL(req.url, 'http://x');
      let file = path.join(root, decodeURIComponent(u.pathname));
      if (!file.startsWith(root)) throw Object.assign(new Error('outside'), { code: 'ENOENT' });
      const st = await stat(file).catch(() => null);
      if (st && st.isDirectory()) file = path.join(file, 'index.html');
      const body = await readFile(file);
      // Kept, but asked about every time (a 304 when unchanged): a browser then reuses what it
      // compiled from the file (the engine's WebAssembly above all), and a rebuilt file is
      // never served stale.
      const { size, mtimeMs } = await stat(file);
      const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
      const head = {
        'cache-control': 'no-cache',
        etag,
        'access-control-allow-origin': '*',
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, head);
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': MIME[path.extname(file)] || 'application/octet-stream', ...head });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const bound = server.address().port;
      // close() also ends the browser's open keep-alive connections, which would hold it open.
      const close = () =>
        new Promise((r) => {
          server.close(r);
          server.closeAllConnections();
        });
      resolve({ url: `http://127.0.0.1:${bound}`, close });
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [dir = 'site/dist', port = '8080'] = process.argv.slice(2);
  const { url } = await serve(dir, Number(port));
  console.log(`Paperdots is running at ${url}/ (Ctrl-C stops it)`);
}
