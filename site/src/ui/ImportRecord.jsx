// ImportRecord.jsx — open a game from its one-line record or a Dots SGF file, pasted or read
// from a file. The engine judges either; an error is shown with role="alert" and nothing else
// changes. The game takes the seats of the setup form above (the page's onImport), as it says.
import { useState } from 'preact/hooks';

export function ImportRecord({ onImport, t }) {
  const [text, setText] = useState('');

  async function fromFile(e) {
    const f = e.currentTarget.files && e.currentTarget.files[0];
    if (!f) return;
    const whole = (await f.text()).trim();
    // An SGF file spans lines; a record file's record is its first line.
    const content = /^\(\s*;/.test(whole) ? whole : whole.split(/\r?\n/)[0] || '';
    setText(content);
    onImport(content);
  }

  return (
    <details class="import-record">
      <summary>{t('import.title')}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onImport(text.trim());
        }}
      >
        <label for="import-text">{t('import.label')}</label>
        <textarea
          id="import-text"
          rows={3}
          value={text}
          aria-describedby="import-seats"
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <p class="muted" id="import-seats">
          {t('import.seats')}
        </p>
        <div class="share-row">
          <button type="submit" class="primary" disabled={!text.trim()}>
            {t('import.open')}
          </button>
          <label class="button file-button">
            {t('import.file')}
            <input type="file" accept=".txt,.sgf,text/plain,application/x-go-sgf" class="sr-only" onChange={fromFile} />
          </label>
        </div>
      </form>
    </details>
  );
}
