// @vitest-environment happy-dom
// NumberInput.test.jsx — what a player types in a number box stays while the page renders for
// other reasons (an engine arriving, a picture drawn), until the change commits it; then the
// page's value shows, as the page read and clamped it.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { NumberInput } from './NumberInput.jsx';

/** A page that owns the value (clamped to 3..9) and renders again when `tick` is called. */
function Page({ expose }) {
  const [value, setValue] = useState(5);
  const [, setTick] = useState(0);
  expose.tick = () => setTick((n) => n + 1);
  expose.value = value;
  return (
    <NumberInput
      id="w"
      min={3}
      max={9}
      value={value}
      onValue={(text) => setValue(Math.min(9, Math.max(3, Math.round(Number(text)) || 3)))}
    />
  );
}

describe('NumberInput', () => {
  it('keeps the typed text through a render that is not its own, and commits it on change', async () => {
    const expose = {};
    const { container } = render(<Page expose={expose} />);
    const input = container.querySelector('#w');
    expect(input.getAttribute('type')).toBe('number');
    expect(input.value).toBe('5');
    fireEvent.input(input, { target: { value: '6' } });
    await act(() => expose.tick()); // the page renders while the player is still typing
    expect(input.value).toBe('6');
    expect(expose.value).toBe(5); // not committed yet
    fireEvent.change(input);
    await act(() => {});
    expect(expose.value).toBe(6);
    expect(input.value).toBe('6');
  });

  it('shows the value the page made of the text once committed (clamped), and follows the page after', async () => {
    const expose = {};
    const { container } = render(<Page expose={expose} />);
    const input = container.querySelector('#w');
    fireEvent.input(input, { target: { value: '40' } });
    fireEvent.change(input);
    await act(() => {});
    expect(expose.value).toBe(9);
    expect(input.value).toBe('9');
    await act(() => expose.tick());
    expect(input.value).toBe('9');
  });
});
