// worker.test.js — the bot worker protocol through BotClient, with the real worker file run in
// node's worker_threads: states, a move, errors, cancel and respawn.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BotClient } from '../../wasm/bot-client.js';
import { createNodeWorker } from '../../wasm/workers/node.js';
import { initWhenCompiled, keptWorker } from '../../wasm/bot-spawn.js';
import { native } from './helpers.js';

function client() {
  return new BotClient({ createWorker: createNodeWorker });
}

const until = (c, state) =>
  new Promise((resolve) => {
    if (c.state === state) return resolve();
    const prev = c.onstatechange;
    c.onstatechange = (s) => {
      prev && prev(s);
      if (s === state) resolve();
    };
  });

describe('BotClient and bot-worker', () => {
  it('goes loading -> idle -> thinking -> idle and answers with the native move', async () => {
    const c = client();
    const seen = [];
    c.onstatechange = (s) => seen.push(s);
    expect(c.state).toBe('loading');
    await until(c, 'idle');
    const record = 'game=boxes&size=3x3&moves=0.4.8';
    const p = c.move(record, { level: 1, nodes: 3000, seed: 5 });
    expect(c.state).toBe('thinking');
    const move = await p;
    expect(c.state).toBe('idle');
    expect(`move=${move}\n`).toBe(
      native(['bot', 'game=boxes&size=3x3', '0.4.8', '--level', '1', '--nodes', '3000', '--seed', '5']).out,
    );
    expect(seen).toEqual(['idle', 'thinking', 'idle']);
    c.dispose();
    expect(c.state).toBe('disposed');
  });

  it('queues a request made while loading', async () => {
    const c = client();
    const move = await c.move('game=boxes&size=1x1&moves=0.1.2', { level: 1, nodes: 100 });
    expect(move).toBe('3');
    c.dispose();
  });

  it('rejects with the engine error for a finished game', async () => {
    const c = client();
    await expect(c.move('game=boxes&size=1x1&moves=0.1.2.3', { level: 1, nodes: 100 })).rejects.toMatchObject({
      code: 'game-over',
    });
    expect(c.state).toBe('idle');
    c.dispose();
  });

  it('cancel rejects the pending move with AbortError and a new worker answers', async () => {
    const c = client();
    await until(c, 'idle');
    const p = c.move('game=boxes&size=4x4', { level: 1, nodes: 1000 });
    c.cancel();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(c.state).toBe('loading');
    const move = await c.move('game=boxes&size=1x1&moves=0.1.2', { level: 1, nodes: 100 });
    expect(move).toBe('3');
    c.dispose();
  });

  it('answers a move asked before the compiled module of the page is there (the worker started first)', async () => {
    let give;
    const wasmModule = new Promise((resolve) => {
      give = resolve;
    });
    const c = new BotClient({ createWorker: createNodeWorker, wasmModule });
    const p = c.move('game=boxes&size=3x3&moves=0.4.8', { level: 1, nodes: 3000, seed: 5 });
    // the request is in the worker now; the module comes after it
    await new Promise((resolve) => setTimeout(resolve, 50));
    give(await WebAssembly.compile(readFileSync(new URL('../../wasm/dist/paperdots.wasm', import.meta.url))));
    expect(`move=${await p}\n`).toBe(
      native(['bot', 'game=boxes&size=3x3', '0.4.8', '--level', '1', '--nodes', '3000', '--seed', '5']).out,
    );
    c.dispose();
  });

  it('adopts a worker the page started and sent its module: what it said before is not lost', async () => {
    const module = WebAssembly.compile(readFileSync(new URL('../../wasm/dist/paperdots.wasm', import.meta.url)));
    const started = initWhenCompiled(keptWorker(createNodeWorker()), module);
    // the worker loads its engine and says so before any client exists (the page's start)
    for (let i = 0; i < 200 && !started.early.length; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(started.early.map(([kind, e]) => [kind, e.data])).toEqual([['message', { ready: true }]]);
    const c = new BotClient({ createWorker: createNodeWorker, started, wasmModule: module });
    expect(c.state).toBe('idle'); // its "ready", kept, was handed on at once
    expect(`move=${await c.move('game=boxes&size=3x3&moves=0.4.8', { level: 1, nodes: 3000, seed: 5 })}\n`).toBe(
      native(['bot', 'game=boxes&size=3x3', '0.4.8', '--level', '1', '--nodes', '3000', '--seed', '5']).out,
    );
    c.cancel(); // a restart makes a new worker of its own
    expect(c.worker).not.toBe(started.worker);
    await until(c, 'idle');
    c.dispose();
  });

  it('adopts a started worker whose error or failure came before the client: the client fails with it', () => {
    const fake = () => ({ postMessage() {}, terminate() {}, onmessage: null, onerror: null });
    // the worker's file did not load (an error event), before the page's bot code had come
    const broken = keptWorker(fake());
    broken.worker.onerror({ message: 'no worker file' });
    const a = new BotClient({ createWorker: fake, started: broken, wasmModule: new Promise(() => {}) });
    expect(a.state).toBe('failed');
    // the worker could not load its engine ({failed}), said before the client existed
    const failed = keptWorker(fake());
    failed.worker.onmessage({ data: { failed: 'no engine' } });
    const b = new BotClient({ createWorker: fake, started: failed, wasmModule: new Promise(() => {}) });
    expect(b.state).toBe('failed');
    return expect(b.move('game=boxes&size=1x1', { level: 1 })).rejects.toThrow('bot is failed');
  });

  it('fails with the reason when the engine module of the page does not come', async () => {
    const c = new BotClient({ createWorker: createNodeWorker, wasmModule: Promise.reject(new Error('no engine')) });
    await expect(c.move('game=boxes&size=1x1&moves=0.1.2', { level: 1, nodes: 100 })).rejects.toThrow('no engine');
    expect(c.state).toBe('failed');
    c.dispose();
  });
});
