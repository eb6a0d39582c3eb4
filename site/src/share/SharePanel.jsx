// SharePanel.jsx — share the game as a link (Web Share where the device has it, else the
// clipboard, with a visible confirmation), and export its one-line record as text or a file
// (paperdots-<id>.txt, named like the game's .sgf file).
// `lead`: sending the link is the player's next step (a link game waiting for the others), so the
// panel stands out beside the board. `embed` ({script, iframe}, embed/code.js): the HTML that
// shows this position on another web page. `onShared()`: the link went out (shared, copied by the
// button, or copied from its field by hand), so this device now waits for the other side.
import { useState } from 'preact/hooks';

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard permission: the text field below still lets people copy
  }
}

export function SharePanel({ url, record, id = '', embed, busy, lead = false, onShared = () => {}, kept = null, t }) {
  // kept: [note, setNote] from the page, so "Link copied" stays when sharing moves this panel
  // beside the board (its place while the game waits for the other side)
  const own = useState('');
  const [note, setNote] = kept || own;

  async function share() {
    const data = { title: 'Paperdots', text: t('share.text'), url };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        setNote(t('share.shared'));
        onShared();
        return;
      } catch (err) {
        if (err && err.name === 'AbortError') return;
      }
    }
    const copied = await copyText(url);
    setNote(copied ? t('share.copied') : t('share.copyByHand'));
    if (copied) onShared();
  }

  async function copy(text, done) {
    setNote((await copyText(text)) ? t(done) : t('share.copyByHand'));
  }

  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(record + '\n')}`;

  return (
    <section class={`share-panel${lead ? ' lead' : ''}`} aria-labelledby="share-title">
      <h2 id="share-title">{t('share.title')}</h2>
      <p class="muted">{t('share.help')}</p>
      <div class="share-row">
        <button type="button" class="primary" onClick={share} data-testid="share" disabled={busy}>
          {t('share.button')}
        </button>
        <label class="sr-only" for="share-url">
          {t('share.linkLabel')}
        </label>
        <input
          id="share-url"
          class="share-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          onCopy={onShared}
        />
      </div>
      <details class="record">
        <summary>{t('record.title')}</summary>
        <label for="record-text">{t('record.label')}</label>
        <textarea id="record-text" readOnly rows={3} value={record} onFocus={(e) => e.currentTarget.select()} />
        <div class="share-row">
          <button type="button" onClick={() => copy(record, 'record.copied')}>
            {t('record.copy')}
          </button>
          <a class="button" href={file} download={`paperdots-${id || 'game'}.txt`}>
            {t('record.download')}
          </a>
        </div>
      </details>
      {embed && (
        <details class="record">
          <summary>{t('embed.code.title')}</summary>
          {['script', 'iframe'].map((form) => (
            <div key={form}>
              <label for={`embed-${form}`}>{t(`embed.code.${form}`)}</label>
              <textarea
                id={`embed-${form}`}
                readOnly
                rows={4}
                value={embed[form]}
                onFocus={(e) => e.currentTarget.select()}
              />
              <button type="button" onClick={() => copy(embed[form], 'embed.code.copied')}>
                {t(`embed.code.copy.${form}`)}
              </button>
            </div>
          ))}
        </details>
      )}
      <p class="share-note" role="status" aria-live="polite">
        {note}
      </p>
    </section>
  );
}
