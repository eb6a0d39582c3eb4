// Figure.jsx — one board in an article: the live <paperdots-board readonly controls> (the
// embeddable element, loaded by the page once it runs) holding the static picture as its light
// DOM. Without JavaScript, or until the element is defined, the reader sees the picture (drawn
// at build time by Diagram.jsx); once it is defined, the element's shadow root shows the live
// board and the picture stays as the element's fallback content.
//
// `playable`: the reader may move (a puzzle); otherwise the board is a picture with controls.
//
// Hydration keeps the picture: `picture` is the SVG's HTML at build time only; on the client it
// is absent, and Preact, hydrating, leaves an element's dangerouslySetInnerHTML content as it is.
import { relHref } from '../app/routes.js';
import { joinRecord } from '../game/record.js';

export function Figure({ route, board, picture, t, caption, print = true, id, playable = false }) {
  const printHref = `${relHref(route.path, `/${route.lang}/print/`)}#${joinRecord(board.setup, board.moves)}`;
  return (
    <figure class="board-figure" id={id}>
      <paperdots-board
        setup={board.setup}
        moves={board.moves}
        readonly={playable ? undefined : ''}
        seats={playable ? 'human,human' : undefined}
        controls=""
        size="small"
      />
      <div class="picture" dangerouslySetInnerHTML={{ __html: picture || '' }} />
      {(caption || print) && (
        <figcaption>
          {caption}
          {print && (
            <a class="print-link" href={printHref}>
              {t('art.printPosition')}
            </a>
          )}
        </figcaption>
      )}
    </figure>
  );
}
