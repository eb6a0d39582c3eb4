// store.js — a minimal observable store: the model writes with set(), views read with useStore().
import { useLayoutEffect, useState } from 'preact/hooks';

export function createStore(initial) {
  let value = initial;
  const listeners = new Set();
  return {
    get: () => value,
    set(patch) {
      value = { ...value, ...(typeof patch === 'function' ? patch(value) : patch) };
      for (const fn of [...listeners]) fn(value);
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

/**
 * Re-render the calling component whenever the store changes; returns the current value. It
 * subscribes as the render is committed (a layout effect, not after the next frame), and a
 * change made between the render and the subscription (a board's play() called as soon as the
 * board is shown) re-renders too: none is lost.
 */
export function useStore(store) {
  const [, bump] = useState(0);
  const rendered = store.get();
  useLayoutEffect(() => {
    const off = store.subscribe(() => bump((n) => n + 1));
    if (store.get() !== rendered) bump((n) => n + 1);
    return off;
    // `rendered` is the value of the render that subscribes: later renders change nothing here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return rendered;
}
