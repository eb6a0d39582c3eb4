// page.js — the /embed/ page (index.html): the fragment becomes the board's link or setup,
// the query its other attributes.
import './paperdots-board.js';

const board = document.getElementById('board');
// Only the element's own attributes, and not those the fragment carries.
const fromQuery = customElements
  .get('paperdots-board')
  .observedAttributes.filter((name) => !['link', 'setup', 'moves'].includes(name));
const query = new URLSearchParams(location.search);
for (const [name, value] of query) if (fromQuery.includes(name)) board.setAttribute(name, value);
if (query.has('lang')) document.documentElement.lang = query.get('lang');

function show() {
  const fragment = location.hash.replace(/^#/, '');
  // No fragment at all: an empty link, whose message says what an iframe's address needs.
  const link = !fragment || /(^|&)v=/.test(fragment);
  board.removeAttribute(link ? 'setup' : 'link');
  board.setAttribute(link ? 'link' : 'setup', fragment);
}
window.addEventListener('hashchange', show);
show();
// The page's title and its (visually hidden) heading name the game once the board knows it.
board.ready.then(() => {
  const group = board.shadowRoot.querySelector('svg[role=group]');
  if (!group) return;
  document.getElementById('title').textContent = group.getAttribute('aria-label');
  document.title = `${group.getAttribute('aria-label')} · Paperdots`;
});
