// analysis.js — the exact analysis' Web Worker (started only when a player turns Analysis
// on): owns its own engine and answers {id, record, analyse: {ms, nodes, tableMb, line, hint}}
// with {id, result} (analyse.js; protocol and a request's `book`: serve.js).
import { serve } from './serve.js';
import { analysePosition } from './analyse.js';

await serve((engine, req) => ({ result: analysePosition(engine, req.record, req.analyse) }), 'analysis-failed');
