/* sgf_read.c — reads the GM[40] SGF files of the online Dots sites (dialect: sgf.h) into
 * the neutral form: the FF[4] grammar (pass 1), then the values (pass 2). */
#include "dots/sgf.h"
#include "common/fmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"

#define IDENT_MAX 7 /* longer property names are kept apart and ignored */

/* ---- pass 1: the FF[4] grammar; collect the main line's property values ---- */

typedef struct prop {
    char id[IDENT_MAX + 1]; /* "" when the name is longer than IDENT_MAX */
    int node;               /* main-line node index */
    int vi;                 /* 0 for a property's first value, 1.. for the next ones */
    size_t off, len;        /* the raw (escaped) value inside the text */
} prop;

typedef struct props {
    prop *v;
    int n, cap;
} props;

static int syntax_error(pd_error *err, const char *t, size_t off, const char *expected)
{
    long line = 1, col = 1;
    for (size_t i = 0; i < off; i++) {
        if (t[i] == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
    }
    pd_fail(err, "sgf-syntax", "SGF syntax error at line %ld, column %ld (byte %zu): expected %s",
            line, col, off, expected);
    pd_param(err, "offset", "%zu", off);
    pd_param(err, "line", "%ld", line);
    pd_param(err, "col", "%ld", col);
    pd_param(err, "expected", "%s", expected);
    return -1;
}

static int is_upper(char c)
{
    return c >= 'A' && c <= 'Z';
}
static int is_lower(char c)
{
    return c >= 'a' && c <= 'z';
}

/* Checks the whole collection and keeps the values of the first game tree's main line
 * (the first child at each fork). No recursion: the main line is tracked with one flag. */
static int scan(const char *t, size_t len, props *out, pd_error *err)
{
    enum { TOP, NODE_START, SEQ, VARS } state = TOP;
    size_t i = 0, depth = 0;
    int on_main = 0, seen_tree = 0, node = -1;
    if (len >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0) i = 3;
    for (;;) {
        while (i < len && dots_sgf_is_ws(t[i])) i++;
        if (i == len) {
            if (state == TOP && seen_tree) return 0;
            const char *want = state == TOP ? "'('" : state == NODE_START ? "';'" : "')'";
            return syntax_error(err, t, i, want);
        }
        char c = t[i];
        if (state == TOP) {
            if (c != '(') return syntax_error(err, t, i, seen_tree ? "'(' or the end" : "'('");
            on_main = !seen_tree;
            seen_tree = 1;
            depth = 1;
            state = NODE_START;
            i++;
        } else if (state == NODE_START) {
            if (c != ';') return syntax_error(err, t, i, "';'");
            if (on_main) node++;
            state = SEQ;
            i++;
        } else if (c == '(') {
            depth++; /* the first child of a main-line tree continues the main line */
            state = NODE_START;
            i++;
        } else if (c == ')') {
            depth--;
            on_main = 0; /* whatever follows in the parent is a variation */
            state = depth ? VARS : TOP;
            i++;
        } else if (state == VARS) {
            return syntax_error(err, t, i, "'(' or ')'");
        } else if (c == ';') {
            if (on_main) node++;
            i++;
        } else if (is_upper(c) || is_lower(c)) {
            char id[IDENT_MAX + 1];
            int n = 0, upper = 0;
            size_t start = i;
            while (i < len && (is_upper(t[i]) || is_lower(t[i]))) {
                if (is_upper(t[i])) { /* FF[3] names such as AddBlack: keep the capitals */
                    if (upper < IDENT_MAX) id[n++] = t[i];
                    upper++;
                }
                i++;
            }
            if (!upper) return syntax_error(err, t, start, "a property name in capitals");
            id[n] = 0;
            if (upper > IDENT_MAX) id[0] = 0;
            int vi = 0;
            for (;;) {
                while (i < len && dots_sgf_is_ws(t[i])) i++;
                if (i == len || t[i] != '[') break;
                size_t v0 = ++i;
                while (i < len && t[i] != ']') i += (t[i] == '\\') ? 2 : 1;
                if (i >= len) return syntax_error(err, t, len, "']'");
                if (on_main) {
                    out->v = dots_sgf_grow(out->v, &out->cap, out->n + 1, sizeof *out->v);
                    prop *p = &out->v[out->n++];
                    memcpy(p->id, id, sizeof id);
                    p->node = node;
                    p->vi = vi;
                    p->off = v0;
                    p->len = i - v0;
                }
                vi++;
                i++;
            }
            if (!vi) return syntax_error(err, t, i, "'[' (a property value)");
        } else {
            return syntax_error(err, t, i, "';', '(', ')' or a property");
        }
    }
}

/* ---- pass 2: the values ---- */

typedef struct reader {
    const char *t;
    char *val; /* the unescaped value being read (room for the longest) */
    size_t vlen;
    dots_sgf *s;
    pd_error *err;
} reader;

/* Unescape a value: "\x" is x, and a backslash before a line break removes both (FF[4] soft
 * line break). */
static void unescape(reader *r, const prop *p, int trim)
{
    const char *v = r->t + p->off;
    size_t n = 0;
    for (size_t i = 0; i < p->len; i++) {
        if (v[i] == '\\' && i + 1 < p->len) {
            i++;
            if (v[i] == '\n' || v[i] == '\r') {
                if (i + 1 < p->len && (v[i + 1] == '\n' || v[i + 1] == '\r') && v[i + 1] != v[i])
                    i++;
                continue;
            }
        }
        r->val[n++] = v[i];
    }
    size_t a = 0;
    if (trim) {
        while (n > 0 && dots_sgf_is_ws(r->val[n - 1])) n--;
        while (a < n && dots_sgf_is_ws(r->val[a])) a++;
        memmove(r->val, r->val + a, n - a);
        n -= a;
    }
    r->val[n] = 0;
    r->vlen = n;
}

static int letter(char c)
{
    if (is_lower(c)) return c - 'a';
    if (is_upper(c)) return c - 'A' + 26;
    return -1;
}

static int point_error(reader *r, const prop *p, const char *what, const char *shown_val)
{
    char v[100];
    dots_sgf_shown(shown_val, strlen(shown_val), v, sizeof v);
    pd_fail(r->err, "sgf-point", "%s[%s] in node %d: %s", p->id, v, p->node, what);
    pd_param(r->err, "prop", "%s", p->id);
    pd_param(r->err, "node", "%d", p->node);
    pd_param(r->err, "value", "%s", v);
    return -1;
}

/* Two letters at v -> a Paperdots point on the board. */
static int read_point(reader *r, const prop *p, const char *v, dots_sgf_point *out)
{
    char two[3] = {v[0], v[1], 0};
    int x = letter(v[0]), y = letter(v[1]);
    if (x < 0 || y < 0) return point_error(r, p, "a point is two letters a-z or A-Z", two);
    if (x >= r->s->w || y >= r->s->h) {
        char what[64];
        pd_snprintf(what, sizeof what, "%s is off the %dx%d board", two, r->s->w, r->s->h);
        return point_error(r, p, what, two);
    }
    *out = (dots_sgf_point){x + 1, r->s->h - y};
    return 0;
}

/* sgf-unsupported for property id of a node: "<id> in node <n>: <why>". */
static int unsupported(pd_error *err, const char *what, const prop *p, const char *why)
{
    pd_fail(err, "sgf-unsupported", "%s in node %d: %s", p->id, p->node, why);
    pd_param(err, "what", "%s", what);
    pd_param(err, "node", "%d", p->node);
    pd_param(err, "prop", "%s", p->id);
    return -1;
}

static int read_setup(reader *r, const prop *p)
{
    if (p->node != 0)
        return unsupported(r->err, "setup-node", p, "start dots are only read from the root node");
    int c = p->id[1] == 'B' ? 0 : 1;
    unescape(r, p, 0);
    const char *v = r->val;
    dots_sgf_point a, b;
    if (r->vlen == 2) {
        if (read_point(r, p, v, &a)) return -1;
        b = a;
    } else if (r->vlen == 5 && v[2] == ':') { /* FF[4] compressed list: a rectangle */
        if (read_point(r, p, v, &a) || read_point(r, p, v + 3, &b)) return -1;
    } else {
        return point_error(r, p, "a point is two letters (or a rectangle aa:bb)", v);
    }
    int x0 = a.x < b.x ? a.x : b.x, x1 = a.x < b.x ? b.x : a.x;
    int y0 = a.y < b.y ? a.y : b.y, y1 = a.y < b.y ? b.y : a.y;
    for (int y = y1; y >= y0; y--) {
        for (int x = x0; x <= x1; x++) {
            /* More start dots than points can never be a SPEC start: stop before memory grows. */
            if (r->s->nadd[c] >= r->s->w * r->s->h)
                return unsupported(r->err, "start", p, "more start dots than points on the board");
            dots_sgf_add_start(r->s, c, x, y);
        }
    }
    return 0;
}

static int read_move(reader *r, const prop *p, int *node_has_move)
{
    if (p->vi > 0)
        return unsupported(r->err, "move-values", p, "several values, but one move is one dot");
    if (*node_has_move)
        return unsupported(r->err, "moves-in-node", p, "a node holds one move (B or W), not two");
    *node_has_move = 1;
    if (r->s->nmoves >= DOTS_SGF_MAX_MOVES)
        return unsupported(r->err, "moves", p, "more moves than points on the largest board");
    int color = p->id[0] == 'B' ? DOTS_SGF_BLACK : DOTS_SGF_WHITE;
    unescape(r, p, 0);
    const char *v = r->val;
    size_t n = r->vlen;
    if (n == 6 && strncmp(v, "resign", 6) == 0) { /* DotsGame: B[resign] / W[resign] */
        if (!r->s->resign_node) r->s->resign_node = p->node;
        r->s->resign_color = color;
        return 0;
    }
    if (n == 0) {
        dots_sgf_add_move(r->s, color, DOTS_SGF_GROUND, (dots_sgf_point){0, 0}, p->node);
        return 0;
    }
    if (v[0] == '.')
        return unsupported(r->err, "ring-without-dot", p,
                           "a ring without a dot has no Paperdots move");
    if (n < 2) return point_error(r, p, "a point is two letters", v);
    dots_sgf_point at;
    if (read_point(r, p, v, &at)) return -1;
    int move = r->s->nmoves;
    dots_sgf_add_move(r->s, color, DOTS_SGF_DOT, at, p->node);
    size_t i = 2;
    while (i < n) {
        if (v[i] != '.')
            return point_error(r, p, "after the dot only rings may follow ('.' and points)", v);
        size_t j = ++i;
        while (j < n && v[j] != '.') j++;
        if (j == i || (j - i) % 2)
            return point_error(r, p, "a ring is '.' and one or more points of two letters", v);
        dots_sgf_open_ring(r->s, move);
        dots_sgf_ring *ring = &r->s->rings[r->s->nrings - 1];
        for (; i < j; i += 2) {
            dots_sgf_point q;
            if (read_point(r, p, v + i, &q)) return -1;
            dots_sgf_add_ring_point(r->s, q);
            ring->len++;
        }
        /* The sites close a ring by repeating its first point; keep it open. */
        dots_sgf_point *f = &r->s->pts[ring->first];
        if (ring->len > 1 && f->x == r->s->pts[r->s->npts - 1].x &&
            f->y == r->s->pts[r->s->npts - 1].y) {
            ring->len--;
            r->s->npts--;
        }
    }
    return 0;
}

/* playdots.ru ends a grounded game with one node of several points, B[..][..]… or W[..][..]…:
 * the dots the node's colour puts round the grounding side's dots that the grounding takes (the
 * public refiners of Dots files read it as that side's grounding). Read in the last move node
 * only, as a grounding by the other colour; its points are kept in pts for the import to check
 * that they close round exactly what the grounding takes (sgf_game.c). ps->v[i] is the
 * property's first value. */
static int read_grounding_node(reader *r, const props *ps, int i, int *node_has_move)
{
    const prop *p = &ps->v[i];
    for (int j = i + 1; j < ps->n; j++) {
        const char *id = ps->v[j].id;
        int move = strcmp(id, "B") == 0 || strcmp(id, "W") == 0 || strcmp(id, "PDA") == 0 ||
                   strcmp(id, "PDD") == 0 || strcmp(id, "PDP") == 0;
        if (move && ps->v[j].node != p->node)
            return unsupported(r->err, "move-values", p,
                               "several values, but one move is one dot (only the last node "
                               "may hold the points of a grounding)");
    }
    if (*node_has_move)
        return unsupported(r->err, "moves-in-node", p, "a node holds one move (B or W), not two");
    *node_has_move = 1;
    if (r->s->nmoves >= DOTS_SGF_MAX_MOVES)
        return unsupported(r->err, "moves", p, "more moves than points on the largest board");
    int count = 0, first = r->s->npts;
    for (int j = i; j < ps->n && ps->v[j].node == p->node; j++) {
        if (strcmp(ps->v[j].id, p->id) != 0) continue;
        unescape(r, &ps->v[j], 0);
        dots_sgf_point at;
        if (r->vlen != 2) return point_error(r, &ps->v[j], "a point is two letters", r->val);
        if (read_point(r, &ps->v[j], r->val, &at)) return -1;
        dots_sgf_add_ring_point(r->s, at);
        count++;
    }
    int color = p->id[0] == 'B' ? DOTS_SGF_WHITE : DOTS_SGF_BLACK; /* the grounding side */
    dots_sgf_add_move(r->s, color, DOTS_SGF_GROUND, (dots_sgf_point){0, 0}, p->node);
    r->s->moves[r->s->nmoves - 1].points = count;
    r->s->moves[r->s->nmoves - 1].first = first;
    return 0;
}

/* A node that ends with PDC[] must hold a dot (x-y!). */
static int close_without_dot(const dots_sgf *s, int close_node, int node, pd_error *err)
{
    if (node < 0 || close_node != node) return 0;
    const dots_sgf_move *m = s->nmoves ? &s->moves[s->nmoves - 1] : NULL;
    if (m && m->node == node && m->kind == DOTS_SGF_DOT) return 0;
    pd_fail(err, "sgf-unsupported",
            "PDC in node %d: PDC[] marks a dot (x-y!), and this node has none", node);
    pd_param(err, "what", "close");
    pd_param(err, "node", "%d", node);
    pd_param(err, "prop", "PDC");
    return -1;
}

/* PDA[B|W] (agree), PDD[B|W] (decline) or PDP[B|W] (pass): Paperdots' own move nodes (sgf.h). */
static int read_answer(reader *r, const prop *p, int *node_has_move)
{
    if (p->vi > 0)
        return unsupported(r->err, "move-values", p,
                           "several values, but one answer is one colour");
    if (*node_has_move)
        return unsupported(r->err, "moves-in-node", p, "a node holds one move, not two");
    *node_has_move = 1;
    if (r->s->nmoves >= DOTS_SGF_MAX_MOVES)
        return unsupported(r->err, "moves", p, "more moves than points on the largest board");
    unescape(r, p, 1);
    if (r->vlen != 1 || (r->val[0] != 'B' && r->val[0] != 'W'))
        return point_error(r, p, "the value is the colour that answers or offers, B or W", r->val);
    dots_sgf_add_move(r->s, r->val[0] == 'B' ? DOTS_SGF_BLACK : DOTS_SGF_WHITE,
                      p->id[2] == 'A'   ? DOTS_SGF_AGREE
                      : p->id[2] == 'D' ? DOTS_SGF_DECLINE
                                        : DOTS_SGF_PASS,
                      (dots_sgf_point){0, 0}, p->node);
    return 0;
}

static const prop *root_prop(const props *ps, const char *id)
{
    for (int i = 0; i < ps->n; i++)
        if (ps->v[i].node == 0 && ps->v[i].vi == 0 && strcmp(ps->v[i].id, id) == 0)
            return &ps->v[i];
    return NULL;
}

/* "n" or "w:h", digits only -> *w, *h; -1 when malformed. */
static int size_value(const char *v, int *w, int *h)
{
    int k = 0, d = 0, vals[2] = {0, 0};
    for (const char *c = v;; c++) {
        if (*c >= '0' && *c <= '9') {
            if (++d > 3) return -1;
            vals[k] = vals[k] * 10 + (*c - '0');
        } else if (*c == ':' && k == 0 && d) {
            k = 1;
            d = 0;
        } else if (*c == 0 && d) {
            break;
        } else {
            return -1;
        }
    }
    *w = vals[0];
    *h = k ? vals[1] : vals[0];
    return 0;
}

static int read_root(reader *r, const props *ps)
{
    char v[100];
    /* FF[4]: a property once per node. Where a second GM, SZ, RU or PL would change the game,
     * the file is refused rather than one of them taken. */
    static const char *const once[] = {"GM", "SZ", "RU", "PL"};
    for (int k = 0; k < 4; k++) {
        int seen = 0;
        for (int i = 0; i < ps->n && ps->v[i].node == 0; i++) {
            if (strcmp(ps->v[i].id, once[k]) != 0 || ++seen < 2) continue;
            pd_fail(r->err, "sgf-repeated",
                    "the root gives %s %s: a property is given once, with one value", once[k],
                    ps->v[i].vi ? "several values" : "twice");
            pd_param(r->err, "prop", "%s", once[k]);
            pd_param(r->err, "node", "0");
            return -1;
        }
    }
    const prop *gm = root_prop(ps, "GM");
    if (!gm) {
        pd_fail(r->err, "sgf-game",
                "the root has no GM: by FF[4] that is Go (GM[1]), not Dots (GM[40])");
        pd_param(r->err, "value", "1");
        return -1;
    }
    unescape(r, gm, 1);
    if (strcmp(r->val, "40") != 0) {
        dots_sgf_shown(r->val, r->vlen, v, sizeof v);
        pd_fail(r->err, "sgf-game", "GM[%s] is not Dots: Dots files have GM[40]", v);
        pd_param(r->err, "value", "%s", v);
        return -1;
    }
    const prop *sz = root_prop(ps, "SZ");
    int w = 0, h = 0;
    if (sz) unescape(r, sz, 1);
    if (!sz || size_value(r->val, &w, &h) || w < DOTS_SGF_MIN_SIZE || h < DOTS_SGF_MIN_SIZE ||
        w > DOTS_SGF_MAX_SIZE || h > DOTS_SGF_MAX_SIZE) {
        if (sz) {
            dots_sgf_shown(r->val, r->vlen, v, sizeof v);
            pd_fail(r->err, "sgf-size",
                    "SZ[%s] is not a board of %d..%d points a side (write SZ[W:H] or SZ[N])", v,
                    DOTS_SGF_MIN_SIZE, DOTS_SGF_MAX_SIZE);
        } else {
            v[0] = 0;
            pd_fail(r->err, "sgf-size",
                    "the root has no SZ: a Dots file must give its size, e.g. SZ[39:32]");
        }
        pd_param(r->err, "value", "%s", v);
        pd_param(r->err, "min", "%d", DOTS_SGF_MIN_SIZE);
        pd_param(r->err, "max", "%d", DOTS_SGF_MAX_SIZE);
        return -1;
    }
    r->s->w = w;
    r->s->h = h;
    return 0;
}

/* An FF[4] real ("630", "628.5", "+12"), in tenths of a second rounded; -1 when it is none,
 * negative or over 10^7 seconds. */
static int read_real(const char *v)
{
    if (*v == '+') v++;
    if (*v < '0' || *v > '9') return -1;
    long long t = 0;
    while (*v >= '0' && *v <= '9') {
        t = t * 10 + (*v++ - '0');
        if (t > 10000000) return -1;
    }
    t *= 10;
    if (*v == '.') {
        v++;
        if (*v < '0' || *v > '9') return -1;
        t += *v++ - '0';
        if (*v >= '5' && *v <= '9') t++; /* rounded to tenths */
        while (*v >= '0' && *v <= '9') v++;
    }
    return *v || t > 100000000 ? -1 : (int)t;
}

/* BL / WL: the time left after the move of their node and colour (the moves are in node order,
 * so one walk along both serves every time of the file). */
static void read_times(reader *r, const props *ps)
{
    int k = 0;
    for (int i = 0; i < ps->n; i++) {
        const prop *p = &ps->v[i];
        if ((strcmp(p->id, "BL") != 0 && strcmp(p->id, "WL") != 0) || p->vi != 0) continue;
        while (k < r->s->nmoves && r->s->moves[k].node < p->node) k++;
        if (k == r->s->nmoves) return;
        dots_sgf_move *m = &r->s->moves[k];
        if (m->node != p->node || m->kind > DOTS_SGF_GROUND) continue;
        if (m->color != (p->id[0] == 'B' ? DOTS_SGF_BLACK : DOTS_SGF_WHITE)) continue;
        unescape(r, p, 1);
        int t = read_real(r->val);
        if (t >= 0) {
            m->has_left = 1;
            m->left = t;
        }
    }
}

int dots_sgf_parse(const char *text, size_t len, dots_sgf *out, pd_error *err)
{
    dots_sgf_free(out);
    props ps = {NULL, 0, 0};
    int rc = scan(text, len, &ps, err);
    reader r = {text, NULL, 0, out, err};
    size_t longest = 0;
    for (int i = 0; i < ps.n; i++)
        if (ps.v[i].len > longest) longest = ps.v[i].len;
    if (rc == 0) {
        r.val = malloc(longest + 1);
        if (!r.val) abort();
        rc = read_root(&r, &ps);
    }
    int last_node = -1, node_has_move = 0, close_node = -1;
    for (int i = 0; rc == 0 && i < ps.n; i++) {
        const prop *p = &ps.v[i];
        if (p->node != last_node) {
            rc = close_without_dot(out, close_node, last_node, err);
            last_node = p->node;
            node_has_move = 0;
            if (rc) break;
        }
        if ((strcmp(p->id, "B") == 0 || strcmp(p->id, "W") == 0) && p->vi == 0 && i + 1 < ps.n &&
            ps.v[i + 1].vi == 1 && ps.v[i + 1].node == p->node &&
            strcmp(ps.v[i + 1].id, p->id) == 0) {
            rc = read_grounding_node(&r, &ps, i, &node_has_move);
            while (i + 1 < ps.n && ps.v[i + 1].node == p->node && ps.v[i + 1].vi > 0 &&
                   strcmp(ps.v[i + 1].id, p->id) == 0)
                i++;
        } else if (strcmp(p->id, "B") == 0 || strcmp(p->id, "W") == 0) {
            rc = read_move(&r, p, &node_has_move);
            if (rc == 0 && close_node == p->node) out->moves[out->nmoves - 1].close = 1;
        } else if (strcmp(p->id, "PDA") == 0 || strcmp(p->id, "PDD") == 0 ||
                   strcmp(p->id, "PDP") == 0) {
            rc = read_answer(&r, p, &node_has_move);
        } else if (strcmp(p->id, "PDC") == 0) {
            /* x-y!: on this node's dot, whichever comes first in the node */
            close_node = p->node;
            if (out->nmoves && out->moves[out->nmoves - 1].node == p->node &&
                out->moves[out->nmoves - 1].kind == DOTS_SGF_DOT)
                out->moves[out->nmoves - 1].close = 1;
        } else if (strcmp(p->id, "PDS") == 0 && p->node == 0 && p->vi == 0) {
            unescape(&r, p, 1);
            if (r.vlen >= sizeof out->keys)
                rc = unsupported(err, "setup", p, "more setup keys than Paperdots has");
            else /* kept printable (other bytes as '?'), so it writes back unchanged */
                dots_sgf_shown(r.val, r.vlen, out->keys, sizeof out->keys);
        } else if (strcmp(p->id, "RU") == 0 && p->node == 0 && p->vi == 0) {
            unescape(&r, p, 1);
            dots_sgf_shown(r.val, r.vlen, out->ru, sizeof out->ru);
            out->polish = r.vlen == 6;
            for (size_t k = 0; k < 6 && out->polish; k++)
                out->polish = (r.val[k] | 0x20) == "polish"[k];
        } else if (strcmp(p->id, "AP") == 0 && p->node == 0 && p->vi == 0 && !out->ap[0]) {
            /* the writing program: sgf_dialect.c reads the Kropki program's RU */
            unescape(&r, p, 1);
            dots_sgf_shown_trim(r.val, r.vlen, out->ap, sizeof out->ap);
        } else if (strcmp(p->id, "PL") == 0 && p->node == 0 && p->vi == 0) {
            unescape(&r, p, 1); /* the colour to move first; FF[4] also allows "1" / "2" */
            char c = 0;
            if (r.vlen == 1) c = r.val[0];
            out->turn = c == 'B' || c == 'b' || c == '1'   ? DOTS_SGF_BLACK
                        : c == 'W' || c == 'w' || c == '2' ? DOTS_SGF_WHITE
                                                           : 0;
        } else if (strcmp(p->id, "AB") == 0 || strcmp(p->id, "AW") == 0) {
            rc = read_setup(&r, p);
        } else if (strcmp(p->id, "AE") == 0) {
            rc = unsupported(err, "AE", p, "Paperdots cannot take dots off the board");
        } else if (strcmp(p->id, "TM") == 0 && p->node == 0 && p->vi == 0) {
            unescape(&r, p, 1);
            int t = read_real(r.val);
            out->has_tm = t >= 0;
            out->tm = t >= 0 ? t : 0;
        } else if (strcmp(p->id, "OT") == 0 && p->node == 0 && p->vi == 0) {
            unescape(&r, p, 1);
            dots_sgf_shown_trim(r.val, r.vlen, out->ot, sizeof out->ot);
        } else if ((strcmp(p->id, "PB") == 0 || strcmp(p->id, "PW") == 0) && p->node == 0 &&
                   p->vi == 0) {
            /* a player's name, for people: kept as UTF-8 (the first PB / PW of the root) */
            char *name = p->id[1] == 'B' ? out->pb : out->pw;
            unescape(&r, p, 1);
            if (!name[0]) dots_sgf_text(r.val, r.vlen, name, sizeof out->pb);
        } else if (strcmp(p->id, "DT") == 0 && p->node == 0 && p->vi == 0 && !out->dt[0]) {
            unescape(&r, p, 1);
            dots_sgf_shown_trim(r.val, r.vlen, out->dt, sizeof out->dt);
        } else if (strcmp(p->id, "KM") == 0 && p->node == 0 && p->vi == 0 && !out->km[0]) {
            unescape(&r, p, 1); /* komi: sgf_katago.c reads it */
            dots_sgf_shown_trim(r.val, r.vlen, out->km, sizeof out->km);
        } else if (strcmp(p->id, "RE") == 0 && p->vi == 0 && !out->result[0]) {
            /* Results are short ASCII ("B+R", "W+12", "0"): other bytes are kept as '?', so the
             * value prints anywhere and writes back unchanged. */
            unescape(&r, p, 1);
            dots_sgf_shown_trim(r.val, r.vlen, out->result, sizeof out->result);
        }
    }
    if (rc == 0) rc = close_without_dot(out, close_node, last_node, err);
    if (rc == 0) read_times(&r, &ps);
    if (rc == 0) rc = dots_sgf_dialect(out, err);
    free(r.val);
    free(ps.v);
    if (rc) dots_sgf_free(out);
    return rc;
}
