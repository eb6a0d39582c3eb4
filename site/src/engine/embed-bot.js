// embed-bot.js — the embeddable board's bot (embed/element.jsx): the bot client and a worker that
// starts from any page's origin. The embed build names the worker embed/bot-worker-<hash>.js.
export { BotClient } from '../../../wasm/bot-client.js';
import botWorkerUrl from '../../../wasm/workers/bot.js?worker&url';

let blobWorkerUrl = null;

/**
 * The bot's worker. A page may only start workers from its own origin, so on another site's page
 * the worker is a one-line module of the page's origin that imports ours (which needs CORS, like
 * this script).
 */
export function createBotWorker() {
  const url = new URL(botWorkerUrl, import.meta.url);
  if (url.origin === location.origin) return new Worker(url, { type: 'module' });
  if (!blobWorkerUrl) {
    const source = `import ${JSON.stringify(url.href)};`;
    blobWorkerUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }
  return new Worker(blobWorkerUrl, { type: 'module' });
}

/** The origin the bot's worker loads from (an error names it when the engine does not load). */
export function botWorkerOrigin() {
  return new URL(botWorkerUrl, import.meta.url).origin;
}
