// store.js — a minimal observable store: the model writes with set(), views read with useStore().
import { useEffect, useState } from 'preact/hooks';

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

/** Re-render the calling component whenever the store changes; returns the current value. */
export function useStore(store) {
  const [, bump] = useState(0);
  useEffect(() => store.subscribe(() => bump((n) => n + 1)), [store]);
  return store.get();
}
