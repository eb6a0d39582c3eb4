// first-move-bot.js — for tests: a stand-in bot client that answers at once with the first legal
// move the real engine lists for the record it gets. It counts its calls and keeps the options
// (`ms`, …) each call was given, so a test can check what the session asked of it.

/** A bot client on `engine` (the real WASM engine) playing the first legal move. */
export function firstMoveBot(engine) {
  return {
    onstatechange: null,
    calls: 0,
    asked: [],
    move(record, options = {}) {
      this.calls++;
      this.asked.push(options);
      const g = engine.newGame(record);
      const tok = g.legalMoves()[0];
      g.free();
      return Promise.resolve(tok);
    },
    cancel() {},
    dispose() {},
  };
}
