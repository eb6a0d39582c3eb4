// sound.js — the optional move and capture sounds (off by default; the player turns them on under
// "Sound and pace"). Short tones made with the Web Audio API: no sound files to download or
// precache. The browser lets a page make sound only after the player has interacted with it, so
// the switch that turns sound on also wakes the audio context.

let ctx = null;

/** The page's one audio context, made on first use; null where the browser has no Web Audio. */
function context() {
  if (ctx) return ctx;
  const AC = typeof window !== 'undefined' && (window.AudioContext || window.webkitAudioContext);
  if (!AC) return null;
  try {
    ctx = new AC();
  } catch {
    ctx = null;
  }
  return ctx;
}

/** Call from the player's click on the sound switch: browsers start audio only after a gesture. */
export function wakeSound() {
  const c = context();
  if (c && c.state === 'suspended') c.resume().catch(() => {});
}

/** The tones of each sound: [frequency Hz, start s, length s]. */
const TONES = {
  move: [[660, 0, 0.07]],
  capture: [
    [784, 0, 0.08],
    [1175, 0.09, 0.12],
  ],
};

/** Play 'move' or 'capture' (quietly: a soft sine with a quick fade, never a click). */
export function playSound(kind) {
  const c = context();
  const tones = TONES[kind];
  if (!c || !tones) return;
  if (c.state === 'suspended') c.resume().catch(() => {});
  const t0 = c.currentTime + 0.01;
  for (const [freq, at, len] of tones) {
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, t0 + at);
    gain.gain.exponentialRampToValueAtTime(0.12, t0 + at + 0.012);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
    osc.connect(gain).connect(c.destination);
    osc.start(t0 + at);
    osc.stop(t0 + at + len + 0.02);
  }
}
