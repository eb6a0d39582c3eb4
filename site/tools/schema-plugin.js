// schema-plugin.js — the Vite plugin behind `virtual:paperdots-schema`: at build (and test) time
// it loads the real WASM core and exports its setup schema (docs/state-json.md), so the site's
// forms read keys, values, ranges, defaults and presets from the core and never repeat them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ID = 'virtual:paperdots-schema';
const RESOLVED = `\0${ID}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wasmFile = path.join(root, 'wasm/dist/paperdots.wasm');

export function paperdotsSchema() {
  return {
    name: 'paperdots-schema',
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(wasmFile);
      let bytes;
      try {
        bytes = readFileSync(wasmFile);
      } catch {
        throw new Error(`${ID}: ${wasmFile} is missing; build it first (make wasm)`);
      }
      const { loadEngine } = await import(path.join(root, 'wasm/engine.js'));
      const engine = await loadEngine({ wasmBinary: bytes });
      return `export default ${JSON.stringify(engine.setupSchema())};`;
    },
  };
}
