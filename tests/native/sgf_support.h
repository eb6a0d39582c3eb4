/* sgf_support.h — Dots SGF import and export for the tests and the fuzz targets, which sit above
 * the registry: the family's calls with pd_game_from_record as the maker. */
#ifndef PD_TEST_SGF_SUPPORT_H
#define PD_TEST_SGF_SUPPORT_H

#include "dots/sgf.h"
#include "game.h"

static inline int dots_sgf_import(const char *text, size_t len, pd_buf *record, pd_error *err)
{
    return dots_sgf_import_with(pd_game_from_record, text, len, record, err);
}
static inline int dots_sgf_export(const char *record, pd_buf *sgf, pd_error *err)
{
    return dots_sgf_export_with(pd_game_from_record, record, NULL, sgf, err);
}
static inline int dots_sgf_export_timed(const char *record, const dots_sgf_time *time, pd_buf *sgf,
                                        pd_error *err)
{
    return dots_sgf_export_with(pd_game_from_record, record, time, sgf, err);
}

#endif
