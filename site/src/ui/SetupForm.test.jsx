// @vitest-environment happy-dom
// SetupForm.test.jsx — the setup form asks the core about the setup while it is edited: a setup
// the engine refuses (an odd number of random blocked cells on an even width) shows the core's
// words, marks the field the core names and does not start; a good one starts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, waitFor } from '@testing-library/preact';
import { loadEngine } from '../../../wasm/engine.js';
import { SetupForm } from './SetupForm.jsx';
import { defaultSettings, setupString } from '../game/setup.js';
import { errorText, translator } from '../i18n/index.js';

// The family's options come with its lazily loaded part and the core answers each change: on a CI
// machine busy with the browser tests that took over waitFor's usual 1 s (#blocked-count was still
// missing), so each wait here may take up to 10 s; a wait that succeeds is as quick as before.
configure({ asyncUtilTimeout: 10000 });

const engine = await loadEngine({ wasmBinary: readFileSync(path.resolve(process.cwd(), 'wasm/dist/paperdots.wasm')) });

const check = (s) =>
  Promise.resolve().then(() => {
    try {
      engine.newGame(setupString(s)).free();
      return null;
    } catch (err) {
      return { text: errorText('en', err), key: err.params.key };
    }
  });

function mount(patch, onStart) {
  const initial = { ...defaultSettings('shutin'), ...patch };
  return render(<SetupForm initial={initial} onStart={onStart} t={translator('en')} check={check} />);
}

describe('Setup form check', () => {
  it('stops an odd random blocked count on an even width with the core message', async () => {
    const onStart = vi.fn();
    const { container } = mount({ size: '8x8', blocked: 'random', blockedCount: 4 }, onStart);
    const problem = container.querySelector('.setup-problem');
    await waitFor(() => expect(problem.hidden).toBe(true));
    // The family's options arrive with its lazily loaded part.
    await waitFor(() => expect(container.querySelector('#blocked-count')).not.toBe(null));
    fireEvent.change(container.querySelector('#blocked-count'), { target: { value: '5' } });
    await waitFor(() => expect(problem.hidden).toBe(false));
    expect(problem.textContent).toMatch(/^Choose an even number of blocked cells, not 5: .* 8 columns wide /);
    // The field the core names (key blocked) is marked and points at the words.
    const count = container.querySelector('#blocked-count');
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(count.getAttribute('aria-describedby')).toBe('blocked-help setup-problem');
    fireEvent.submit(container.querySelector('form'));
    await new Promise((r) => setTimeout(r, 20)); // Play asks the core again before it starts
    expect(onStart).not.toHaveBeenCalled();
    fireEvent.change(container.querySelector('#blocked-count'), { target: { value: '6' } });
    await waitFor(() => expect(problem.hidden).toBe(true));
    expect(container.querySelector('#blocked-count').getAttribute('aria-invalid')).toBe(null);
    fireEvent.submit(container.querySelector('form'));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
  });

  it('refuses a game where every person plays by link: somebody must play here', async () => {
    const onStart = vi.fn();
    const { container } = mount({}, onStart);
    const problem = container.querySelector('.setup-problem');
    await waitFor(() => expect(problem.hidden).toBe(true));
    for (const i of [1, 2]) fireEvent.change(container.querySelector(`#seat-${i}-kind`), { target: { value: 'r' } });
    await waitFor(() => expect(problem.hidden).toBe(false));
    expect(problem.textContent).toMatch(/^Every person’s seat is a friend’s by link: choose “Human”/);
    fireEvent.submit(container.querySelector('form'));
    await new Promise((r) => setTimeout(r, 20));
    expect(onStart).not.toHaveBeenCalled();
    // a bot and a friend by link is no game here either; a person here and a friend is
    fireEvent.change(container.querySelector('#seat-1-kind'), { target: { value: 'b1' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(problem.hidden).toBe(false);
    fireEvent.change(container.querySelector('#seat-1-kind'), { target: { value: 'h' } });
    await waitFor(() => expect(problem.hidden).toBe(true));
    fireEvent.submit(container.querySelector('form'));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
  });

  it('lets an odd count through on an odd width, where the middle column takes one', async () => {
    const onStart = vi.fn();
    const { container } = mount({ size: '7x7', blocked: 'random', blockedCount: 5 }, onStart);
    const problem = container.querySelector('.setup-problem');
    await new Promise((r) => setTimeout(r, 20));
    await waitFor(() => expect(problem.hidden).toBe(true));
    fireEvent.submit(container.querySelector('form'));
    await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
  });
});
