// SizeField.jsx — the board size of the table setup: the core's presets in a menu, or a custom
// columns × rows within the core's limits (families/schema.js sizeLimits). Emits onSize("WxH").
import { useState } from 'preact/hooks';
import { parseSize, sizeLimits } from '../families/schema.js';

export function SizeField({ s, onSize, t }) {
  const limits = sizeLimits(s);
  const [custom, setCustom] = useState(!limits.presets.includes(s.size));
  const size = parseSize(s.size) || parseSize(limits.default);
  const clamp = (v) => Math.max(limits.min, Math.min(limits.max, Math.floor(Number(v)) || limits.min));
  const setCustomSize = (w, h) => onSize(`${clamp(w)}x${clamp(h)}`);
  return (
    <>
      <div class="field">
        <label for="size">{t('setup.size')}</label>
        <select
          id="size"
          value={custom ? 'custom' : s.size}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (v === 'custom') setCustom(true);
            else {
              setCustom(false);
              onSize(v);
            }
          }}
        >
          {limits.presets.map((p) => {
            const ps = parseSize(p);
            return (
              <option key={p} value={p}>
                {t('setup.sizeValue', { w: ps.w, h: ps.h })}
              </option>
            );
          })}
          <option value="custom">{t('setup.custom')}</option>
        </select>
      </div>
      {custom && (
        <div class="field-row">
          <div class="field">
            <label for="size-w">{t('setup.columns')}</label>
            <input
              id="size-w"
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              value={size.w}
              onChange={(e) => setCustomSize(e.currentTarget.value, size.h)}
            />
          </div>
          <div class="field">
            <label for="size-h">{t('setup.rows')}</label>
            <input
              id="size-h"
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              value={size.h}
              onChange={(e) => setCustomSize(size.w, e.currentTarget.value)}
            />
          </div>
        </div>
      )}
    </>
  );
}
