// position.js — the position a <paperdots-board> shows, read from the element once its engine has
// it (the element is upgraded when the embeddable board's script has run: embed/use-element.js).
import { useEffect, useState } from 'preact/hooks';

/** {state, geometry} of the element in `ref` once ready (null before); read again when `key` changes. */
export function usePosition(ref, key) {
  const [pos, setPos] = useState(null);
  useEffect(() => {
    const el = ref.current;
    let live = true;
    customElements
      .whenDefined('paperdots-board')
      .then(() => el.ready)
      .then(() => {
        if (live && el.state && el.geometry) setPos({ state: el.state, geometry: el.geometry });
      });
    return () => {
      live = false;
    };
  }, [ref, key]);
  return pos;
}
