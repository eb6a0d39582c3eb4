// @vitest-environment happy-dom
// lazy.test.jsx — FamilyReady waits for a family's lazily loaded part, also when the view switches
// from a family whose part is here to one whose part is still on its way (a pasted link of
// another game): the second family's game shows once its part arrives.
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/preact';
import { FamilyReady, lazyFamily } from './lazy.jsx';

/** A family whose part arrives when the test says so: {family, arrive()}. */
function slowFamily() {
  let arrive;
  const loaded = new Promise((resolve) => {
    arrive = () => resolve({ Board: () => null, Options: () => null });
  });
  const part = lazyFamily(() => loaded);
  return { family: { ready: part.ready, isReady: part.isReady }, arrive };
}

describe('FamilyReady', () => {
  it('shows a game of another family once that family’s part arrives', async () => {
    const first = slowFamily();
    first.arrive();
    await first.family.ready();
    const second = slowFamily();
    const { container, rerender } = render(
      <FamilyReady family={first.family}>
        <p id="game">first</p>
      </FamilyReady>,
    );
    expect(container.querySelector('#game').textContent).toBe('first');
    rerender(
      <FamilyReady family={second.family}>
        <p id="game">second</p>
      </FamilyReady>,
    );
    expect(container.querySelector('#game')).toBeNull();
    expect(container.querySelector('.lazy-loading')).not.toBeNull();
    await act(async () => {
      second.arrive();
      await second.family.ready();
    });
    expect(container.querySelector('#game').textContent).toBe('second');
  });
});
