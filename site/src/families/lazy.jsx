// lazy.jsx — the part of a family the play page needs only once that family is chosen (its
// board, its options, the words they use), loaded on first use by a dynamic import, so the
// play page's first transfer carries only what every visitor needs. The module it loads
// exports the components and may export `strings` (more of the translation table).
import { useEffect, useState } from 'preact/hooks';
import { addStrings } from '../i18n/index.js';

/**
 * load: () => import('./play.js'). Returns {ready, isReady, Board, Options}: ready() loads once
 * (a promise), isReady() says whether it has, and the components render a quiet placeholder
 * until the code arrives, then the real component with the same props.
 */
export function lazyFamily(load) {
  let mod = null;
  let pending = null;
  const ready = () => {
    if (!pending) {
      pending = load().then((m) => {
        if (m.strings) addStrings(m.strings);
        mod = m;
        return m;
      });
    }
    return pending;
  };
  const part = (name) =>
    function LazyPart(props) {
      const [loaded, setLoaded] = useState(!!mod);
      // Always through ready(): the code may have arrived between this render and the effect.
      useEffect(() => {
        if (!loaded) ready().then(() => setLoaded(true));
      }, [loaded]);
      if (!mod) return <div class="lazy-loading" aria-busy="true" />;
      const C = mod[name];
      return <C {...props} />;
    };
  return { ready, isReady: () => !!mod, Board: part('Board'), Options: part('Options') };
}

/**
 * Renders children once the family's lazy part is loaded (at once for a family without one):
 * for views whose words come with that part (a game of the family in play).
 */
export function FamilyReady({ family, children }) {
  const ok = !family.isReady || family.isReady();
  // A count, not a flag: the view may switch families (a pasted link of another game), and a
  // flag already true from the first family would not draw the second one's arrival.
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (!ok) family.ready().then(() => setArrivals((n) => n + 1));
  }, [ok, family]);
  return ok ? children : <div class="lazy-loading" aria-busy="true" />;
}
