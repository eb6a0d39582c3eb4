// Preferences.jsx — "Sound and pace" beside the game: the optional move and capture sounds and, when
// a bot plays, how fast its moves come. Kept per device (saved/storage.js prefs).
import { BOT_PACES } from '../game/bots.js';
import { wakeSound } from '../game/sound.js';

/** prefs: {sound, pace}; onChange(next prefs); bots: whether a bot plays in this game. */
export function Preferences({ prefs, onChange, bots, t }) {
  return (
    <details class="prefs">
      <summary>{t('prefs.title')}</summary>
      <label class="check">
        <input
          type="checkbox"
          checked={prefs.sound}
          onChange={(e) => {
            if (e.currentTarget.checked) wakeSound();
            onChange({ ...prefs, sound: e.currentTarget.checked });
          }}
        />
        {t('prefs.sound')}
      </label>
      {bots && (
        <label class="field">
          <span>{t('prefs.pace')}</span>
          <select value={prefs.pace} onChange={(e) => onChange({ ...prefs, pace: e.currentTarget.value })}>
            {Object.keys(BOT_PACES).map((name) => (
              <option key={name} value={name}>
                {t(`prefs.pace.${name}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </details>
  );
}
