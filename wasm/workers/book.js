// book.js — an engine worker's opening books (serve.js imports it with the first
// request that carries `book`, so workers that never read one never load it).

/**
 * Take in the book at `url` once per worker: the first request that names it fetches it, the
 * later ones wait for that. A book that cannot be fetched or that the engine refuses is left out
 * (it is not tried again by this worker): the request is answered without it, as the engine
 * plays without books; only a note at debug level says so.
 * @returns {Promise<boolean>} whether the book is in
 */
export function bookLoader() {
  const tried = new Map(); // url -> Promise<boolean>
  return (engine, url) => {
    if (!tried.has(url)) {
      tried.set(
        url,
        (async () => {
          const res = await fetch(url);
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          engine.loadBook(new Uint8Array(await res.arrayBuffer()));
          return true;
        })().catch((err) => {
          if (typeof console !== 'undefined' && console.debug)
            console.debug(`paperdots: book ${url} left out: ${err && err.message ? err.message : err}`);
          return false;
        }),
      );
    }
    return tried.get(url);
  };
}
