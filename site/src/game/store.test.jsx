// @vitest-environment happy-dom
// store.test.jsx — useStore re-renders on every change, including one made before its
// subscription is in place (the embeddable board's play() called as soon as the board is shown).
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/preact';
import { useLayoutEffect } from 'preact/hooks';
import { createStore, useStore } from './store.js';

function Shows({ store, children }) {
  const v = useStore(store);
  return (
    <p>
      n={v.n}
      {children}
    </p>
  );
}

/** Changes the store as it mounts: before the parent's subscription (children's effects run first). */
function ChangesAtOnce({ store }) {
  useLayoutEffect(() => store.set({ n: 1 }), [store]);
  return null;
}

describe('useStore', () => {
  it('shows each change', async () => {
    const store = createStore({ n: 0 });
    const { container } = render(<Shows store={store} />);
    expect(container.textContent).toBe('n=0');
    await act(() => store.set({ n: 2 }));
    expect(container.textContent).toBe('n=2');
  });

  it('does not lose a change made between its render and its subscription', async () => {
    const store = createStore({ n: 0 });
    const { container } = render(
      <Shows store={store}>
        <ChangesAtOnce store={store} />
      </Shows>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 150))); // effects after a frame too
    expect(container.textContent).toBe('n=1');
  });
});
