// SizeField.jsx — the board size of the table setup: the core's presets in a menu, or a custom
// columns × rows within the core's limits (ui/schema.js sizeLimits). Emits onSize("WxH").
import { useState } from 'preact/hooks';
import { parseSize, sizeLimits } from './schema.js';
import { NumberInput } from './NumberInput.jsx';

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
          <SideInput
            id="size-w"
            label={t('setup.columns')}
            limits={limits}
            value={size.w}
            onValue={(w) => setCustomSize(w, size.h)}
          />
          <SideInput
            id="size-h"
            label={t('setup.rows')}
            limits={limits}
            value={size.h}
            onValue={(h) => setCustomSize(size.w, h)}
          />
        </div>
      )}
    </>
  );
}

function SideInput({ id, label, limits, value, onValue }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <NumberInput id={id} inputMode="numeric" min={limits.min} max={limits.max} value={value} onValue={onValue} />
    </div>
  );
}
