/* exports_dots.c — the Dots family's part of the C ABI (exports.c has the contract): SGF import
 * and export. Linked only into modules that hold the Dots family (the whole module and
 * paperdots-dots.wasm), so a module without Dots carries no SGF code. */
#include <string.h>

#include "dots/sgf.h"
#include "game.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define EXPORT
#endif

extern pd_error pdw_last_error;

/* Dots SGF: import text (UTF-8, NUL-terminated) as the canonical record, or export a record as
 * SGF text with the rings each move closed. NULL with the error set (sgf-…, or the record's). */
EXPORT char *pdw_sgf_import(const char *text)
{
    pd_buf b = PD_BUF_INIT;
    if (dots_sgf_import(text, strlen(text), &b, &pdw_last_error)) {
        pd_buf_free(&b);
        return NULL;
    }
    return pd_buf_take(&b);
}

EXPORT char *pdw_sgf_export(const char *record)
{
    pd_buf b = PD_BUF_INIT;
    if (dots_sgf_export(record, &b, &pdw_last_error)) {
        pd_buf_free(&b);
        return NULL;
    }
    return pd_buf_take(&b);
}
