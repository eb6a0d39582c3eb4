// bot.js — the bot's Web Worker: owns its own engine and answers one request at a time,
// {id, record, level, ms, nodes, seed, book?} with {id, move} (protocol and `book`: serve.js).
import { serve } from './serve.js';

await serve((engine, req) => {
  const game = engine.newGame(req.record);
  try {
    return { move: game.botMove({ level: req.level, ms: req.ms, nodes: req.nodes, seed: req.seed }) };
  } finally {
    game.free();
  }
}, 'bot-failed');
