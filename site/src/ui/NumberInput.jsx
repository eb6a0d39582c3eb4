// NumberInput.jsx — a number box whose value the page owns but whose text is the typist's until
// they commit it (the change event: Enter, or leaving the box). A controlled input alone puts the
// page's value back on every render, so a render in the middle of typing (the engine arriving, a
// sheet drawn) wiped what was typed: "6" in the print page's width came back as 5.
import { useState } from 'preact/hooks';

/**
 * An <input type="number"> (every other prop is passed on) showing `value` except while the
 * player is typing in it; `onValue(text)` gets the typed text when it is committed, for the
 * caller to read and clamp.
 * @param {{value: number | string, onValue: (text: string) => void} & Record<string, unknown>} props
 */
export function NumberInput({ value, onValue, ...rest }) {
  const [draft, setDraft] = useState(null);
  return (
    <input
      type="number"
      {...rest}
      value={draft ?? value}
      onInput={(e) => setDraft(e.currentTarget.value)}
      onChange={(e) => {
        setDraft(null);
        onValue(e.currentTarget.value);
      }}
    />
  );
}
