// use-element.js — a page of the site that shows <paperdots-board> elements (the articles, the
// Puzzles page) loads the embeddable board's own build (embed/paperdots-board.js) once, as any
// host page would; it upgrades every such element on the page.
import { useEffect } from 'preact/hooks';
import { relHref } from '../app/routes.js';

/** Load the embeddable board once per page; it upgrades every <paperdots-board> on it. */
export function useBoardElement(route) {
  useEffect(() => {
    if (customElements.get('paperdots-board')) return;
    const url = new URL(relHref(route.path, '/embed/paperdots-board.js'), location.href).href;
    import(/* @vite-ignore */ url).catch(() => {
      // The pictures stay: they are the boards without the live part.
    });
  }, [route.path]);
}
