/* rules.c — Dots and Boxes and its variants (docs/spec.md §1.2): square, hexagon and triangle grids
 * in canonical order, the Swedish border, misère, 2–4 players; the pd_family table. */
#include "boxes.h"
#include "common/fmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const keys[] = {"grid", "size", "border", "misere", "players", NULL};
static const char *const grid_names[] = {"square", "hex", "tri", NULL};
static const char *const border_names[] = {"open", "swedish", NULL};
static const char *const bool_names[] = {"0", "1", NULL};
static const char *const player_names[] = {"2", "3", "4", NULL};

#define BOARD_SIDE_MIN 1
#define BOARD_SIDE_MAX 12
/* Menu presets per grid (docs/spec.md §1.2), the default first-listed in `default_size`. */
static const char *const presets[][9] = {
    {"2x2", "3x3", "4x4", "5x5", "6x6", "5x4", "6x5", "8x6", NULL},
    {"2x2", "3x3", "4x4", "5x5", "6x6", "2x3", "3x4", "4x5", NULL},
    {"2x2", "3x3", "4x4", "5x5", "6x6", NULL},
};
static const int default_side[] = {4, 4, 3};

/* ---- geometry ---- */

typedef struct {
    int x, y;
} pt;

static int cmp_pt(const void *a, const void *b)
{
    const pt *p = a, *q = b;
    if (p->y != q->y) return p->y < q->y ? -1 : 1;
    return (p->x > q->x) - (p->x < q->x);
}

/* Corner polygons of every cell, in no particular order. Returns the cell count. */
static int cell_polygons(int grid, int w, int h, pt (*poly)[6], int *sides)
{
    int n = 0;
    if (grid == BOXES_GRID_SQUARE) {
        *sides = 4;
        for (int j = 0; j < h; j++)
            for (int i = 0; i < w; i++) {
                int x = 2 * i, y = 2 * j;
                pt c[4] = {{x, y}, {x + 2, y}, {x + 2, y + 2}, {x, y + 2}};
                memcpy(poly[n++], c, sizeof c);
            }
    } else if (grid == BOXES_GRID_HEX) {
        *sides = 6;
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++) {
                int x0 = 2 * c + (r % 2), y0 = 3 * r;
                pt k[6] = {{x0 + 1, y0},     {x0 + 2, y0 + 1}, {x0 + 2, y0 + 3},
                           {x0 + 1, y0 + 4}, {x0, y0 + 3},     {x0, y0 + 1}};
                memcpy(poly[n++], k, sizeof k);
            }
    } else {
        /* Strip between dot rows j and j+1: W triangles on the lower row, W on the upper. */
        *sides = 3;
        for (int j = 0; j < h; j++) {
            int lo = j % 2, up = (j + 1) % 2; /* x offsets of the two rows */
            for (int i = 0; i < w; i++) {
                /* lower base: lower dots i, i+1 and the upper dot between them */
                int ax = 2 * i + lo, bx = 2 * i + 2 + lo, cx = 2 * i + 1 + lo;
                pt t[3] = {{ax, 2 * j}, {bx, 2 * j}, {cx, 2 * j + 2}};
                memcpy(poly[n++], t, sizeof t);
            }
            for (int i = 0; i < w; i++) {
                /* upper base: upper dots i, i+1 and the lower dot between them */
                int ax = 2 * i + up, bx = 2 * i + 2 + up, cx = 2 * i + 1 + up;
                pt t[3] = {{cx, 2 * j}, {bx, 2 * j + 2}, {ax, 2 * j + 2}};
                memcpy(poly[n++], t, sizeof t);
            }
        }
    }
    return n;
}

static int find_dot(const boxes_geom *g, pt p)
{
    int lo = 0, hi = g->ndots - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        pt q = {g->dot_x[mid], g->dot_y[mid]};
        int c = cmp_pt(&p, &q);
        if (!c) return mid;
        if (c < 0) hi = mid - 1;
        else lo = mid + 1;
    }
    return -1;
}

typedef struct {
    int my, mx; /* twice the midpoint */
    int a, b;
} seg;

static int cmp_seg(const void *a, const void *b)
{
    const seg *s = a, *t = b;
    if (s->my != t->my) return s->my < t->my ? -1 : 1;
    if (s->mx != t->mx) return s->mx < t->mx ? -1 : 1;
    if (s->a != t->a) return s->a < t->a ? -1 : 1;
    return (s->b > t->b) - (s->b < t->b);
}

typedef struct {
    int sy, sx; /* coordinate sums: centroid times the (common) corner count */
    pt c[6];
} cellsort;

static int cmp_cell(const void *a, const void *b)
{
    const cellsort *s = a, *t = b;
    if (s->sy != t->sy) return s->sy < t->sy ? -1 : 1;
    return (s->sx > t->sx) - (s->sx < t->sx);
}

static int find_line(const boxes_geom *g, int a, int b)
{
    if (a > b) {
        int t = a;
        a = b;
        b = t;
    }
    for (int i = 0; i < g->nlines; i++)
        if (g->line_dot[i][0] == a && g->line_dot[i][1] == b) return i;
    return -1;
}

static boxes_geom *geom_build(int grid, int w, int h)
{
    boxes_geom *g = calloc(1, sizeof *g);
    cellsort *cs = malloc(sizeof *cs * BOXES_MAX_CELLS);
    pt(*poly)[6] = malloc(sizeof *poly * BOXES_MAX_CELLS);
    pt *pts = malloc(sizeof *pts * BOXES_MAX_CELLS * 6);
    seg *segs = malloc(sizeof *segs * BOXES_MAX_CELLS * 6);
    if (!g || !cs || !poly || !pts || !segs) abort();
    g->refs = 1;
    g->grid = grid;
    g->w = w;
    g->h = h;
    int k = g->sides = 0;
    g->ncells = cell_polygons(grid, w, h, poly, &k);
    g->sides = k;

    /* cells by centroid (y, x): every cell has the same corner count, so sums compare */
    for (int c = 0; c < g->ncells; c++) {
        cs[c].sx = cs[c].sy = 0;
        for (int i = 0; i < k; i++) {
            cs[c].c[i] = poly[c][i];
            cs[c].sx += poly[c][i].x;
            cs[c].sy += poly[c][i].y;
        }
    }
    qsort(cs, (size_t)g->ncells, sizeof *cs, cmp_cell);

    /* dots by (y, x) */
    int np = 0;
    for (int c = 0; c < g->ncells; c++)
        for (int i = 0; i < k; i++) pts[np++] = cs[c].c[i];
    qsort(pts, (size_t)np, sizeof *pts, cmp_pt);
    for (int i = 0; i < np; i++) {
        if (i && !cmp_pt(&pts[i], &pts[i - 1])) continue;
        g->dot_x[g->ndots] = (int16_t)pts[i].x;
        g->dot_y[g->ndots] = (int16_t)pts[i].y;
        g->ndots++;
    }

    /* lines by midpoint (y, x) */
    int ns = 0;
    for (int c = 0; c < g->ncells; c++) {
        for (int i = 0; i < k; i++) {
            int a = find_dot(g, cs[c].c[i]), b = find_dot(g, cs[c].c[(i + 1) % k]);
            g->cell_dot[c][i] = (int16_t)a;
            if (a > b) {
                int t = a;
                a = b;
                b = t;
            }
            segs[ns].a = a;
            segs[ns].b = b;
            segs[ns].mx = g->dot_x[a] + g->dot_x[b];
            segs[ns].my = g->dot_y[a] + g->dot_y[b];
            ns++;
        }
    }
    qsort(segs, (size_t)ns, sizeof *segs, cmp_seg);
    for (int i = 0; i < ns; i++) {
        if (i && segs[i].a == segs[i - 1].a && segs[i].b == segs[i - 1].b) continue;
        g->line_dot[g->nlines][0] = (int16_t)segs[i].a;
        g->line_dot[g->nlines][1] = (int16_t)segs[i].b;
        g->line_cell[g->nlines][0] = g->line_cell[g->nlines][1] = -1;
        g->nlines++;
    }
    for (int c = 0; c < g->ncells; c++) {
        for (int i = 0; i < k; i++) {
            int l = find_line(g, g->cell_dot[c][i], g->cell_dot[c][(i + 1) % k]);
            g->cell_line[c][i] = (int16_t)l;
            g->line_cell[l][g->line_cell[l][0] < 0 ? 0 : 1] = (int16_t)c;
        }
    }
    free(cs);
    free(poly);
    free(pts);
    free(segs);
    return g;
}

/* ---- setup (drawing and taking back lines: board.c) ---- */

/* A border line bounds one cell; draw it unless that would complete the cell (1x1 boards). */
static void predraw_border(boxes_pos *p)
{
    const boxes_geom *g = p->g;
    for (int l = 0; l < g->nlines; l++) {
        int c = g->line_cell[l][0];
        if (g->line_cell[l][1] >= 0 || p->cell_sides[c] + 1 == g->sides) continue;
        p->drawn[l >> 6] |= 1ull << (l & 63);
        p->line_owner[l] = 0;
        p->cell_sides[c]++;
        p->nfree--;
        p->npredrawn++;
    }
}

static void *boxes_create(const pd_kv *kv, int nkv, pd_error *err)
{
    int grid = BOXES_GRID_SQUARE, border = 0, misere = 0, players = 0, w, h;
    const char *v;
    if ((v = pd_kv_get(kv, nkv, "grid")) && pd_parse_choice("grid", v, grid_names, &grid, err))
        return NULL;
    w = h = default_side[grid];
    if ((v = pd_kv_get(kv, nkv, "size")) &&
        pd_parse_size("size", v, BOARD_SIDE_MIN, BOARD_SIDE_MAX, &w, &h, err))
        return NULL;
    if ((v = pd_kv_get(kv, nkv, "border")) &&
        pd_parse_choice("border", v, border_names, &border, err))
        return NULL;
    if ((v = pd_kv_get(kv, nkv, "misere")) &&
        pd_parse_choice("misere", v, bool_names, &misere, err))
        return NULL;
    if ((v = pd_kv_get(kv, nkv, "players")) &&
        pd_parse_choice("players", v, player_names, &players, err))
        return NULL;
    boxes_pos *p = calloc(1, sizeof *p);
    if (!p) abort();
    p->g = geom_build(grid, w, h);
    p->swedish = border;
    p->misere = misere;
    p->players = players + 2;
    p->to_move = 1;
    p->nfree = p->g->nlines;
    memset(p->line_owner, -1, sizeof p->line_owner);
    if (p->swedish) predraw_border(p);
    return p;
}

static void *boxes_clone(const void *pos)
{
    boxes_pos *p = malloc(sizeof *p);
    if (!p) abort();
    memcpy(p, pos, sizeof *p);
    p->g->refs++;
    return p;
}

static void boxes_destroy(void *pos)
{
    boxes_pos *p = pos;
    if (!p) return;
    if (--p->g->refs == 0) free(p->g);
    free(p);
}

static void boxes_canonical(const void *pos, pd_buf *out)
{
    const boxes_pos *p = pos;
    pd_buf_printf(out, "game=boxes&grid=%s&size=%dx%d&border=%s&misere=%d&players=%d",
                  grid_names[p->g->grid], p->g->w, p->g->h, border_names[p->swedish], p->misere,
                  p->players);
}

/* Two seats: the name an opening book of this board and goal goes by (book.c), whether one
 * exists or not. */
static void book_name(const boxes_pos *p, pd_buf *out)
{
    pd_buf_printf(out, "boxes-%s-%dx%d%s", grid_names[p->g->grid], p->g->w, p->g->h,
                  p->misere ? "-misere" : "");
}

static void boxes_info(const void *pos, pd_buf *out)
{
    const boxes_pos *p = pos;
    pd_buf_printf(out, "dots=%d\nlines=%d\ncells=%d\npredrawn=%d\n", p->g->ndots, p->g->nlines,
                  p->g->ncells, p->npredrawn);
    if (p->players != 2) return;
    pd_buf_put(out, "book=");
    book_name(p, out);
    pd_buf_putc(out, '\n');
}

static int boxes_seats(const void *pos)
{
    return ((const boxes_pos *)pos)->players;
}
static int boxes_to_move(const void *pos)
{
    return ((const boxes_pos *)pos)->to_move;
}

static int boxes_scores(const void *pos, double *out)
{
    const boxes_pos *p = pos;
    for (int s = 0; s < p->players; s++) out[s] = p->score[s];
    return p->players;
}

/* Normal play: most cells wins; misère: fewest. Ties share; all tied = draw (every bit).
 * After a resignation the same among the other seats. One winner: the margin is its lead
 * over the best of the others (misère: how many fewer cells it has). */
static void boxes_result(const void *pos, int resigned, pd_result *r)
{
    const boxes_pos *p = pos;
    int best = 0, found = 0;
    for (int s = 0; s < p->players; s++) {
        if (s + 1 == resigned) continue;
        if (!found || (p->misere ? p->score[s] < best : p->score[s] > best)) best = p->score[s];
        found = 1;
    }
    int nwin = 0, win = 0, runner = 0, have_runner = 0;
    for (int s = 0; s < p->players; s++) {
        if (s + 1 != resigned && p->score[s] == best) {
            r->winners |= 1u << s;
            nwin++;
            win = s;
        }
    }
    for (int s = 0; s < p->players; s++) {
        if (s == win) continue;
        if (!have_runner || (p->misere ? p->score[s] < runner : p->score[s] > runner))
            runner = p->score[s];
        have_runner = 1;
    }
    r->how = "complete";
    r->has_margin = nwin == 1;
    r->margin = p->misere ? runner - best : best - runner;
}

static int boxes_parse_move(const void *pos, const char *tok, int *move, pd_error *err)
{
    const boxes_pos *p = pos;
    const char *c = tok;
    long v = 0;
    int ok = *c >= '0' && *c <= '9' && !(c[0] == '0' && c[1]);
    for (; ok && *c; c++) {
        if (*c < '0' || *c > '9' || v > 100000) ok = 0;
        else v = v * 10 + (*c - '0');
    }
    if (!ok) {
        pd_fail(err, "line-syntax", "\"%s\" is not a line number (0..%d)", tok, p->g->nlines - 1);
        pd_param(err, "max", "%d", p->g->nlines - 1);
        return -1;
    }
    if (v >= p->g->nlines) {
        pd_fail(err, "line-range", "the board has lines 0..%d", p->g->nlines - 1);
        pd_param(err, "line", "%ld", v);
        pd_param(err, "max", "%d", p->g->nlines - 1);
        return -1;
    }
    if (boxes_is_drawn(p, (int)v)) {
        pd_fail(err, "line-drawn", "line %ld is already drawn", v);
        pd_param(err, "line", "%ld", v);
        return -1;
    }
    *move = (int)v;
    return 0;
}

static void boxes_format_move(const void *pos, int move, pd_buf *out)
{
    pd_buf_printf(out, "%d", move);
}

static int boxes_apply_move(void *pos, int move)
{
    return boxes_apply(pos, move);
}

static int boxes_board_moves(const void *pos)
{
    return ((const boxes_pos *)pos)->g->nlines;
}

/* "column,row" of a dot, 1-based, rows from the top (dots are sorted by (y, x)). */
static void dot_label(const boxes_geom *g, int d, pd_buf *out)
{
    int row = 1, first = 0;
    for (int i = 1; i <= d; i++) {
        if (g->dot_y[i] != g->dot_y[i - 1]) {
            row++;
            first = i;
        }
    }
    pd_buf_printf(out, "%d,%d", d - first + 1, row);
}

/* A line reads as its two dots: "1,1–2,1". */
static void boxes_label_move(const void *pos, int move, pd_buf *out)
{
    const boxes_geom *g = ((const boxes_pos *)pos)->g;
    dot_label(g, g->line_dot[move][0], out);
    pd_buf_put(out, "\u2013");
    dot_label(g, g->line_dot[move][1], out);
}

static void boxes_schema(pd_buf *out)
{
    pd_buf_putc(out, '[');
    pd_schema_choice(out, 1, "grid", grid_names, BOXES_GRID_SQUARE);
    char def[16];
    pd_snprintf(def, sizeof def, "%dx%d", default_side[0], default_side[0]);
    pd_schema_key(out, 0, "size", "size", def);
    pd_buf_printf(out, ",\"min\":%d,\"max\":%d,\"by\":\"grid\",\"defaults\":{", BOARD_SIDE_MIN,
                  BOARD_SIDE_MAX);
    for (int i = 0; grid_names[i]; i++)
        pd_buf_printf(out, "%s\"%s\":\"%dx%d\"", i ? "," : "", grid_names[i], default_side[i],
                      default_side[i]);
    pd_buf_put(out, "},\"presets\":{");
    for (int i = 0; grid_names[i]; i++) {
        pd_buf_printf(out, "%s\"%s\":[", i ? "," : "", grid_names[i]);
        for (int k = 0; presets[i][k]; k++)
            pd_buf_printf(out, k ? ",\"%s\"" : "\"%s\"", presets[i][k]);
        pd_buf_putc(out, ']');
    }
    pd_buf_put(out, "}}");
    pd_schema_choice(out, 0, "border", border_names, 0);
    pd_schema_choice(out, 0, "misere", bool_names, 0);
    pd_schema_choice(out, 0, "players", player_names, 0);
    pd_buf_putc(out, ']');
}

static int boxes_undo_move(void *pos)
{
    boxes_pos *p = pos;
    if (!p->nhist) return -1;
    boxes_undo(p);
    return 0;
}

static int boxes_legal(const void *pos, int *moves, int cap)
{
    const boxes_pos *p = pos;
    int n = 0;
    if (!p->to_move) return 0;
    for (int l = 0; l < p->g->nlines && n < cap; l++)
        if (!boxes_is_drawn(p, l)) moves[n++] = l;
    return n;
}

static int boxes_max_legal(const void *pos)
{
    return ((const boxes_pos *)pos)->g->nlines;
}

static void boxes_geometry_fields(const void *pos, pd_buf *out)
{
    const boxes_pos *p = pos;
    const boxes_geom *g = p->g;
    pd_buf_printf(out, ",\"grid\":\"%s\",\"w\":%d,\"h\":%d,", grid_names[g->grid], g->w, g->h);
    pd_buf_printf(out, "\"scaleX\":%s,\"scaleY\":%s,\"dots\":[",
                  g->grid == BOXES_GRID_HEX ? "1.7320508" : "1",
                  g->grid == BOXES_GRID_TRI ? "0.8660254" : "1");
    for (int d = 0; d < g->ndots; d++)
        pd_buf_printf(out, "%s[%d,%d]", d ? "," : "", g->dot_x[d], g->dot_y[d]);
    pd_buf_put(out, "],\"lines\":[");
    for (int l = 0; l < g->nlines; l++)
        pd_buf_printf(out, "%s[%d,%d]", l ? "," : "", g->line_dot[l][0], g->line_dot[l][1]);
    pd_buf_put(out, "],\"cells\":[");
    for (int c = 0; c < g->ncells; c++) {
        pd_buf_put(out, c ? ",[" : "[");
        for (int i = 0; i < g->sides; i++)
            pd_buf_printf(out, "%s%d", i ? "," : "", g->cell_dot[c][i]);
        pd_buf_putc(out, ']');
    }
    pd_buf_put(out, "],\"predrawn\":[");
    int first = 1;
    for (int l = 0; l < g->nlines; l++) {
        if (p->line_owner[l] != 0) continue;
        pd_buf_printf(out, first ? "%d" : ",%d", l);
        first = 0;
    }
    pd_buf_putc(out, ']');
    if (p->players == 2) {
        pd_buf_put(out, ",\"book\":\"");
        book_name(p, out);
        pd_buf_putc(out, '"');
    }
}

/* Per line its owner and the index of the move that drew it; per cell its owner. */
static void boxes_state_fields(const void *pos, pd_buf *out)
{
    const boxes_pos *p = pos;
    const boxes_geom *g = p->g;
    pd_buf_put(out, ",\"lines\":[");
    for (int l = 0; l < g->nlines; l++) pd_buf_printf(out, "%s%d", l ? "," : "", p->line_owner[l]);
    pd_buf_put(out, "],\"lineMove\":[");
    int16_t at[BOXES_MAX_LINES];
    for (int l = 0; l < g->nlines; l++) at[l] = -1;
    for (int i = 0; i < p->nhist; i++) at[p->hist_line[i]] = (int16_t)i;
    for (int l = 0; l < g->nlines; l++) pd_buf_printf(out, "%s%d", l ? "," : "", at[l]);
    pd_buf_put(out, "],\"cells\":[");
    for (int c = 0; c < g->ncells; c++) pd_buf_printf(out, "%s%d", c ? "," : "", p->cell_owner[c]);
    pd_buf_putc(out, ']');
}

const pd_family pd_boxes_family = {
    .name = "boxes",
    .keys = keys,
    .schema = boxes_schema,
    .create = boxes_create,
    .clone = boxes_clone,
    .destroy = boxes_destroy,
    .canonical = boxes_canonical,
    .info = boxes_info,
    .seats = boxes_seats,
    .to_move = boxes_to_move,
    .scores = boxes_scores,
    .result = boxes_result,
    .parse_move = boxes_parse_move,
    .format_move = boxes_format_move,
    .board_moves = boxes_board_moves,
    .label_move = boxes_label_move,
    .apply = boxes_apply_move,
    .undo = boxes_undo_move,
    .legal = boxes_legal,
    .max_legal = boxes_max_legal,
    .geometry_fields = boxes_geometry_fields,
    .state_fields = boxes_state_fields,
    .bot = boxes_bot,
    .solve = boxes_solve,
    .solve_moves = boxes_solve_moves,
    .book_build = boxes_book_build,
    .book_load = boxes_book_load,
    .structure = boxes_structure,
};
