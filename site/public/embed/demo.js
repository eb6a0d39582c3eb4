// demo.js — the embed demo page (demo.html): the events board logs what it fires.
import './paperdots-board.js';

const board = document.getElementById('events');
const log = document.getElementById('log');
for (const type of ['move', 'end', 'error'])
  board.addEventListener(type, (e) => (log.textContent += `${type} ${JSON.stringify(e.detail)}\n`));
document.getElementById('play-next').addEventListener('click', () => {
  const state = board.state;
  if (state && state.legal.length) board.play(state.legal[0]);
  else board.record = 'game=boxes&size=1x1';
});
