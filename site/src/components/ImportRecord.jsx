// ImportRecord.jsx — open a game from its one-line record, pasted or read from a text file.
// The engine judges the record; an error is shown with role="alert" and nothing else changes.
import { useState } from 'preact/hooks';

export function ImportRecord({ onImport, t }) {
  const [text, setText] = useState('');

  async function fromFile(e) {
    const f = e.currentTarget.files && e.currentTarget.files[0];
    if (!f) return;
    const content = (await f.text()).trim().split(/\r?\n/)[0] || '';
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
        <textarea id="import-text" rows={3} value={text} onInput={(e) => setText(e.currentTarget.value)} />
        <div class="share-row">
          <button type="submit" class="primary" disabled={!text.trim()}>
            {t('import.open')}
          </button>
          <label class="button file-button">
            {t('import.file')}
            <input type="file" accept=".txt,text/plain" class="sr-only" onChange={fromFile} />
          </label>
        </div>
      </form>
    </details>
  );
}
