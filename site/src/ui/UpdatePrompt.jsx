// UpdatePrompt.jsx — "a new version is ready" with a reload button, shown when the service
// worker has installed an update (pwa.js). Games are saved as they are played, so reloading
// loses nothing.
import { applyUpdate, pwa } from '../app/pwa.js';
import { useStore } from '../game/store.js';

export function UpdatePrompt({ t }) {
  const { updateReady } = useStore(pwa);
  if (!updateReady) return null;
  return (
    <div class="update-prompt" role="status">
      <span>{t('pwa.updateReady')}</span>
      <button type="button" class="primary" onClick={applyUpdate}>
        {t('pwa.reload')}
      </button>
    </div>
  );
}
