/* sgf.c — reads and writes the GM[40] SGF files of the online Dots sites (dialect: sgf.h). */
#include "dots/sgf.h"
#include "common/fmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "start.h"

#include "family.h"

#define MOVES_PER_LINE 10   /* export: move nodes per line */
#define IDENT_MAX 7         /* longer property names are kept apart and ignored */

static const char *const start_names[] = {"empty", "cross", "cross4", "cross2", "random4", NULL};
enum { START_EMPTY, START_CROSS, START_CROSS4, START_CROSS2, START_RANDOM4 };

/* ---- storage ---- */

static void *grow(void *p, int *cap, int need, size_t elem)
{
    if (need <= *cap) return p;
    int n = *cap ? *cap : 8;
    while (n < need) n *= 2;
    void *q = realloc(p, (size_t)n * elem);
    if (!q) abort();
    *cap = n;
    return q;
}

void dots_sgf_init(dots_sgf *s)
{
    memset(s, 0, sizeof *s);
}

void dots_sgf_free(dots_sgf *s)
{
    free(s->add[0]);
    free(s->add[1]);
    free(s->moves);
    free(s->rings);
    free(s->pts);
    dots_sgf_init(s);
}

static void add_start(dots_sgf *s, int c, int x, int y)
{
    s->add[c] = grow(s->add[c], &s->capadd[c], s->nadd[c] + 1, sizeof(dots_sgf_point));
    s->add[c][s->nadd[c]++] = (dots_sgf_point){x, y};
}

static void add_move(dots_sgf *s, int color, int kind, dots_sgf_point at, int node)
{
    s->moves = grow(s->moves, &s->capmoves, s->nmoves + 1, sizeof *s->moves);
    s->moves[s->nmoves++] = (dots_sgf_move){color, kind, at, node, 0, 0, 0};
}

static void add_ring_point(dots_sgf *s, dots_sgf_point p)
{
    s->pts = grow(s->pts, &s->cappts, s->npts + 1, sizeof *s->pts);
    s->pts[s->npts++] = p;
}

static void open_ring(dots_sgf *s, int move)
{
    s->rings = grow(s->rings, &s->caprings, s->nrings + 1, sizeof *s->rings);
    s->rings[s->nrings++] = (dots_sgf_ring){move, s->npts, 0};
}

/* The SPEC's start dots (§1.3): a cross has its lower-left point at (x, y); seat 1 holds
 * x-(y+1) and (x+1)-y, seat 2 x-y and (x+1)-(y+1). */
static void put_cross(dots_sgf *s, int x, int y)
{
    add_start(s, 0, x, y + 1);
    add_start(s, 0, x + 1, y);
    add_start(s, 1, x, y);
    add_start(s, 1, x + 1, y + 1);
}

static void put_start(dots_sgf *s, int start)
{
    int cx = (s->w + 1) / 2, cy = s->h / 2;
    if (start == START_CROSS) put_cross(s, cx, cy);
    if (start == START_CROSS2) {  /* two crosses side by side (core/dots/rules.c) */
        put_cross(s, cx - 1, cy);
        put_cross(s, cx + 1, cy);
    }
    if (start == START_CROSS4) {
        int a = s->w / 5, b = s->h / 5;
        put_cross(s, cx - a, cy - b);
        put_cross(s, cx + a, cy - b);
        put_cross(s, cx - a, cy + b);
        put_cross(s, cx + a, cy + b);
    }
    if (start == START_RANDOM4) {  /* four crosses placed by the seed place (start.h) */
        int xs[4], ys[4];
        dots_random4(s->w, s->h, s->place, xs, ys);
        for (int q = 0; q < 4; q++) put_cross(s, xs[q], ys[q]);
    }
}

/* Copy n bytes of untrusted text for a message: non-printable bytes become '?'. */
static void shown(const char *p, size_t n, char *out, size_t cap)
{
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < cap; i++) {
        /* The analyzer loses the NUL that build() writes after its memcpy and thinks p[i] may be
         * uninitialised; every caller passes n <= the length of initialised text. */
        char c = p[i]; // NOLINT(clang-analyzer-core.uninitialized.Assign)
        if (c < 0x20 || c >= 0x7f) c = '?'; /* bytes >= 0x80 are negative chars here too */
        out[k++] = c;
    }
    if (n > k && cap > 4 && k + 1 >= cap) memcpy(out + cap - 4, "...", 3);
    out[k] = 0;
}

/* ---- pass 1: the FF[4] grammar; collect the main line's property values ---- */

typedef struct prop {
    char id[IDENT_MAX + 1];   /* "" when the name is longer than IDENT_MAX */
    int node;                 /* main-line node index */
    int vi;                   /* 0 for a property's first value, 1.. for the next ones */
    size_t off, len;          /* the raw (escaped) value inside the text */
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

static int is_ws(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static int is_upper(char c) { return c >= 'A' && c <= 'Z'; }
static int is_lower(char c) { return c >= 'a' && c <= 'z'; }

/* Checks the whole collection and keeps the values of the first game tree's main line
 * (the first child at each fork). No recursion: the main line is tracked with one flag. */
static int scan(const char *t, size_t len, props *out, pd_error *err)
{
    enum { TOP, NODE_START, SEQ, VARS } state = TOP;
    size_t i = 0, depth = 0;
    int on_main = 0, seen_tree = 0, node = -1;
    if (len >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0) i = 3;
    for (;;) {
        while (i < len && is_ws(t[i])) i++;
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
            depth++;   /* the first child of a main-line tree continues the main line */
            state = NODE_START;
            i++;
        } else if (c == ')') {
            depth--;
            on_main = 0;   /* whatever follows in the parent is a variation */
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
                if (is_upper(t[i])) {   /* FF[3] names such as AddBlack: keep the capitals */
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
                while (i < len && is_ws(t[i])) i++;
                if (i == len || t[i] != '[') break;
                size_t v0 = ++i;
                while (i < len && t[i] != ']') i += (t[i] == '\\') ? 2 : 1;
                if (i >= len) return syntax_error(err, t, len, "']'");
                if (on_main) {
                    out->v = grow(out->v, &out->cap, out->n + 1, sizeof *out->v);
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
    char *val;       /* the unescaped value being read (room for the longest) */
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
        while (n > 0 && is_ws(r->val[n - 1])) n--;
        while (a < n && is_ws(r->val[a])) a++;
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
    shown(shown_val, strlen(shown_val), v, sizeof v);
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
    if (x < 0 || y < 0)
        return point_error(r, p, "a point is two letters a-z or A-Z", two);
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
    } else if (r->vlen == 5 && v[2] == ':') {   /* FF[4] compressed list: a rectangle */
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
            add_start(r->s, c, x, y);
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
    if (n == 0) {
        add_move(r->s, color, DOTS_SGF_GROUND, (dots_sgf_point){0, 0}, p->node);
        return 0;
    }
    if (v[0] == '.')
        return unsupported(r->err, "ring-without-dot", p,
                           "a ring without a dot has no Paperdots move");
    if (n < 2) return point_error(r, p, "a point is two letters", v);
    dots_sgf_point at;
    if (read_point(r, p, v, &at)) return -1;
    int move = r->s->nmoves;
    add_move(r->s, color, DOTS_SGF_DOT, at, p->node);
    size_t i = 2;
    while (i < n) {
        if (v[i] != '.')
            return point_error(r, p, "after the dot only rings may follow ('.' and points)", v);
        size_t j = ++i;
        while (j < n && v[j] != '.') j++;
        if (j == i || (j - i) % 2)
            return point_error(r, p, "a ring is '.' and one or more points of two letters", v);
        open_ring(r->s, move);
        dots_sgf_ring *ring = &r->s->rings[r->s->nrings - 1];
        for (; i < j; i += 2) {
            dots_sgf_point q;
            if (read_point(r, p, v + i, &q)) return -1;
            add_ring_point(r->s, q);
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

/* A node that ends with PDC[] must hold a dot (x-y!). */
static int close_without_dot(const dots_sgf *s, int close_node, int node, pd_error *err)
{
    if (node < 0 || close_node != node) return 0;
    const dots_sgf_move *m = s->nmoves ? &s->moves[s->nmoves - 1] : NULL;
    if (m && m->node == node && m->kind == DOTS_SGF_DOT) return 0;
    pd_fail(err, "sgf-unsupported", "PDC in node %d: PDC[] marks a dot (x-y!), and this node has none",
            node);
    pd_param(err, "what", "close");
    pd_param(err, "node", "%d", node);
    pd_param(err, "prop", "PDC");
    return -1;
}

/* PDA[B|W] (agree), PDD[B|W] (decline) or PDP[B|W] (pass): Paperdots' own move nodes (sgf.h). */
static int read_answer(reader *r, const prop *p, int *node_has_move)
{
    if (p->vi > 0)
        return unsupported(r->err, "move-values", p, "several values, but one answer is one colour");
    if (*node_has_move)
        return unsupported(r->err, "moves-in-node", p, "a node holds one move, not two");
    *node_has_move = 1;
    if (r->s->nmoves >= DOTS_SGF_MAX_MOVES)
        return unsupported(r->err, "moves", p, "more moves than points on the largest board");
    unescape(r, p, 1);
    if (r->vlen != 1 || (r->val[0] != 'B' && r->val[0] != 'W'))
        return point_error(r, p, "the value is the colour that answers or offers, B or W", r->val);
    add_move(r->s, r->val[0] == 'B' ? DOTS_SGF_BLACK : DOTS_SGF_WHITE,
             p->id[2] == 'A' ? DOTS_SGF_AGREE : p->id[2] == 'D' ? DOTS_SGF_DECLINE : DOTS_SGF_PASS,
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
    const prop *gm = root_prop(ps, "GM");
    if (!gm) {
        pd_fail(r->err, "sgf-game",
                "the root has no GM: by FF[4] that is Go (GM[1]), not Dots (GM[40])");
        pd_param(r->err, "value", "1");
        return -1;
    }
    unescape(r, gm, 1);
    if (strcmp(r->val, "40") != 0) {
        shown(r->val, r->vlen, v, sizeof v);
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
            shown(r->val, r->vlen, v, sizeof v);
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
        if (*v >= '5' && *v <= '9') t++;   /* rounded to tenths */
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
        if (strcmp(p->id, "B") == 0 || strcmp(p->id, "W") == 0) {
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
            else  /* kept printable (other bytes as '?'), so it writes back unchanged */
                shown(r.val, r.vlen, out->keys, sizeof out->keys);
        } else if (strcmp(p->id, "RU") == 0 && p->node == 0 && p->vi == 0) {
            unescape(&r, p, 1);
            out->polish = r.vlen == 6 && (r.val[0] | 0x20) == 'p' && strncmp(r.val + 1, "olish", 5) == 0;
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
            shown(r.val, r.vlen, out->ot, sizeof out->ot);
            size_t n = strlen(out->ot);
            while (n > 0 && is_ws(out->ot[n - 1])) out->ot[--n] = 0;
        } else if (strcmp(p->id, "RE") == 0 && p->vi == 0 && !out->result[0]) {
            /* Results are short ASCII ("B+R", "W+12", "0"): other bytes are kept as '?', so the
             * value prints anywhere and writes back unchanged. */
            unescape(&r, p, 1);
            shown(r.val, r.vlen, out->result, sizeof out->result);
            size_t n = strlen(out->result);
            while (n > 0 && is_ws(out->result[n - 1]))
                out->result[--n] = 0; /* cut, then trimmed */
        }
    }
    if (rc == 0) rc = close_without_dot(out, close_node, last_node, err);
    if (rc == 0) read_times(&r, &ps);
    free(r.val);
    free(ps.v);
    if (rc) dots_sgf_free(out);
    return rc;
}

/* ---- to the record ---- */

static int same_set(const dots_sgf_point *a, int na, const dots_sgf_point *b, int nb)
{
    if (na != nb) return 0;
    for (int i = 0; i < nb; i++) {
        int found = 0;
        for (int j = 0; j < na && !found; j++) found = a[j].x == b[i].x && a[j].y == b[i].y;
        if (!found) return 0;
    }
    return 1;
}

/* The start the AB/AW dots make; with place=N in PDS only random4 with that seed. */
static int detect_start(const dots_sgf *s, int place, int *start)
{
    if (s->nadd[0] == 0 && s->nadd[1] == 0 && !place) {
        *start = START_EMPTY;
        return 0;
    }
    for (int st = START_CROSS; st <= START_RANDOM4; st++) {
        if ((st == START_CROSS4 || st == START_RANDOM4) && (s->w < 10 || s->h < 10)) continue;
        if ((st == START_RANDOM4) != (place > 0)) continue;
        dots_sgf want;
        dots_sgf_init(&want);
        want.w = s->w;
        want.h = s->h;
        want.place = place;
        put_start(&want, st);
        int ok = same_set(s->add[0], s->nadd[0], want.add[0], want.nadd[0]) &&
                 same_set(s->add[1], s->nadd[1], want.add[1], want.nadd[1]);
        dots_sgf_free(&want);
        if (ok) {
            *start = st;
            return 0;
        }
    }
    return -1;
}

static char color_letter(int color) { return color == DOTS_SGF_BLACK ? 'B' : 'W'; }

/* Whether the text after "+" in RE says how: "R"/"Resign" or "T"/"Time" (any case). */
static int word_is(const char *how, const char *word)
{
    size_t n = strlen(how);
    if (n != 1 && n != strlen(word)) return 0;
    for (size_t i = 0; i < n; i++)
        if ((how[i] | 0x20) != word[i]) return 0;
    return 1;
}

/* RE[B+R], RE[w+resign], RE[W+T], RE[B+Time]…: the colour that lost that way, or 0; *time is
 * set to 1 when it lost on time (FF[4]: "T" = time). */
static int lost_by(const char *re, int *time)
{
    char winner = re[0];
    *time = 0;
    if ((winner != 'B' && winner != 'b' && winner != 'W' && winner != 'w') || re[1] != '+')
        return 0;
    if (word_is(re + 2, "time")) *time = 1;
    else if (!word_is(re + 2, "resign")) return 0;
    return (winner | 0x20) == 'b' ? DOTS_SGF_WHITE : DOTS_SGF_BLACK;
}

static int setup_key(dots_sgf *s, const char *key, const char *val, int *start, pd_error *err);

int dots_sgf_resigned(const dots_sgf *s)
{
    int time;
    return lost_by(s->result, &time);
}

int dots_sgf_flagged(const dots_sgf *s)
{
    int time;
    return lost_by(s->result, &time) ? time : 0;
}

int dots_sgf_to_record(const dots_sgf *s, pd_buf *record, pd_error *err)
{
    int start;
    /* Colours alternate in a plain file; with offers, extra moves or teams (Paperdots' own
     * properties) the rules engine judges each colour (dots_sgf_import). */
    int plain = !s->keys[0];
    for (int k = 0; k < s->nmoves; k++) plain &= s->moves[k].kind <= DOTS_SGF_GROUND;
    for (int k = 0; k < s->nmoves; k++) {
        const dots_sgf_move *m = &s->moves[k];
        int want = k % 2 ? DOTS_SGF_WHITE : DOTS_SGF_BLACK;
        int over = k > 0 && s->moves[k - 1].kind == DOTS_SGF_GROUND;
        if (over || (plain && m->color != want)) {
            if (over)
                pd_fail(err, "sgf-order", "%c in node %d comes after the game ended by grounding",
                        color_letter(m->color), m->node);
            else
                pd_fail(err, "sgf-order",
                        "%c in node %d: it is %c's turn (colours alternate, Black first)",
                        color_letter(m->color), m->node, color_letter(want));
            pd_param(err, "node", "%d", m->node);
            pd_param(err, "color", "%c", color_letter(m->color));
            pd_param(err, "expected", "%s", over ? "end" : want == DOTS_SGF_BLACK ? "B" : "W");
            return -1;
        }
    }
    /* Every key in canonical order: PDS's value where it gives one, else the default. The
     * engine judges the values when the record is played (dots_sgf_import). */
    static const char *const pds_keys[] = {"place", "first", "houses", "ring", "extra", "freeing",
                                           "win", "ground", "players", NULL};
    static const char *const pds_defaults[] = {"0", "0", "keep", "short", "0", "1", "0", "any", "2"};
    char vals[9][24];
    int nfound = 0, seen_once[9] = {0};
    for (int i = 0; pds_keys[i]; i++) {
        pd_snprintf(vals[i], sizeof vals[i], "%s", pds_defaults[i]);
        size_t kl = strlen(pds_keys[i]);
        for (const char *q = s->keys; *q;) {
            const char *amp = strchr(q, '&');
            size_t n = amp ? (size_t)(amp - q) : strlen(q);
            if (n > kl && strncmp(q, pds_keys[i], kl) == 0 && q[kl] == '=') {
                pd_snprintf(vals[i], sizeof vals[i], "%.*s", (int)(n - kl - 1), q + kl + 1);
                nfound += seen_once[i] ? 100 : 1;  /* a key given twice never matches npairs */
                seen_once[i] = 1;
            }
            q += amp ? n + 1 : n;
        }
    }
    int npairs = 0;
    for (const char *q = s->keys; *q; q++) npairs += q == s->keys || q[-1] == '&';
    if (nfound != npairs) {
        char v[100];
        shown(s->keys, strlen(s->keys), v, sizeof v);
        pd_fail(err, "sgf-unsupported",
                "PDS[%s]: Paperdots' setup keys are place, first, houses, ring, extra, freeing, "
                "win, ground and players, each once as key=value", v);
        pd_param(err, "what", "setup");
        pd_param(err, "value", "%s", v);
        return -1;
    }
    /* Each value must be one Paperdots takes (the same checks as export's), so whatever
     * imports also exports. */
    for (int i = 0; pds_keys[i]; i++) {
        dots_sgf tmp;
        dots_sgf_init(&tmp);
        pd_error why;
        int dummy = 0;
        if (setup_key(&tmp, pds_keys[i], vals[i], &dummy, &why)) {
            pd_fail(err, "sgf-unsupported", "PDS: %s", why.msg);
            pd_param(err, "what", "setup");
            pd_param(err, "key", "%s", pds_keys[i]);
            return -1;
        }
    }
    if (detect_start(s, atoi(vals[0]), &start)) {
        pd_fail(err, "sgf-unsupported",
                "the start dots (AB/AW) are not Paperdots' empty, cross, cross4, cross2 or random4 "
                "(with PDS place=N) start on %dx%d", s->w, s->h);
        pd_param(err, "what", "start");
        return -1;
    }
    pd_buf_printf(record, "game=dots&size=%dx%d&start=%s&place=%s&first=%s&rules=%s&houses=%s"
                          "&ring=%s&extra=%s&freeing=%s&win=%s&ground=%s&players=%s&moves=",
                  s->w, s->h, start_names[start], vals[0], vals[1],
                  s->polish ? "polish" : "russian", vals[2], vals[3], vals[4], vals[5], vals[6],
                  vals[7], vals[8]);
    for (int k = 0; k < s->nmoves; k++) {
        const dots_sgf_move *m = &s->moves[k];
        static const char *const special[] = {"", "ground", "agree", "decline", "pass"};
        if (k) pd_buf_putc(record, '.');
        if (m->kind != DOTS_SGF_DOT)
            pd_buf_put(record, special[m->kind]);
        else
            pd_buf_printf(record, "%d-%d%s", m->at.x, m->at.y, m->close ? "!" : "");
    }
    int time;
    int loser = lost_by(s->result, &time);
    /* Who is to move after the last move: the other colour in a plain file; otherwise the
     * record says `resign` (`flag` for a loss on time) whenever RE names one and the game did
     * not end by grounding, and the engine checks that it is that colour's turn. */
    int to_move = !plain ? loser : s->nmoves % 2 ? DOTS_SGF_WHITE : DOTS_SGF_BLACK;
    int grounded = s->nmoves && s->moves[s->nmoves - 1].kind == DOTS_SGF_GROUND;
    if (loser && loser == to_move && !grounded)
        pd_buf_printf(record, "%s%s", s->nmoves ? "." : "", time ? "flag" : "resign");
    return 0;
}

/* ---- writing ---- */

/* A time in tenths as an FF[4] real: "630", "628.5". */
static void put_time(pd_buf *out, const char *id, int tenths)
{
    if (tenths % 10)
        pd_buf_printf(out, "%s[%d.%d]", id, tenths / 10, tenths % 10);
    else
        pd_buf_printf(out, "%s[%d]", id, tenths / 10);
}

static void put_text(pd_buf *out, const char *id, const char *text)
{
    pd_buf_put(out, id);
    pd_buf_putc(out, '[');
    for (const char *c = text; *c; c++) {
        if (*c == ']' || *c == '\\') pd_buf_putc(out, '\\');
        pd_buf_putc(out, *c);
    }
    pd_buf_putc(out, ']');
}

static void put_point(pd_buf *out, const dots_sgf *s, dots_sgf_point p)
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    pd_buf_putc(out, letters[p.x - 1]);
    pd_buf_putc(out, letters[s->h - p.y]);
}

void dots_sgf_write(const dots_sgf *s, pd_buf *out)
{
    pd_buf_put(out, "(;FF[4]GM[40]CA[UTF-8]AP[Paperdots]");
    if (s->w == s->h)
        pd_buf_printf(out, "SZ[%d]", s->w);
    else
        pd_buf_printf(out, "SZ[%d:%d]", s->w, s->h);
    pd_buf_put(out, s->polish ? "RU[polish]" : "RU[russian]");
    if (s->keys[0]) {
        pd_buf_put(out, "PDS[");
        for (const char *c = s->keys; *c; c++) {
            if (*c == ']' || *c == '\\') pd_buf_putc(out, '\\');
            pd_buf_putc(out, *c);
        }
        pd_buf_putc(out, ']');
    }
    for (int c = 0; c < 2; c++) {
        if (!s->nadd[c]) continue;
        pd_buf_put(out, c ? "AW" : "AB");
        for (int i = 0; i < s->nadd[c]; i++) {
            pd_buf_putc(out, '[');
            put_point(out, s, s->add[c][i]);
            pd_buf_putc(out, ']');
        }
    }
    if (s->result[0]) put_text(out, "RE", s->result);
    if (s->has_tm) put_time(out, "TM", s->tm);
    if (s->ot[0]) put_text(out, "OT", s->ot);
    int ring = 0;
    for (int k = 0; k < s->nmoves; k++) {
        const dots_sgf_move *m = &s->moves[k];
        if (k % MOVES_PER_LINE == 0) pd_buf_putc(out, '\n');
        if (m->kind >= DOTS_SGF_AGREE) {
            pd_buf_printf(out, ";PD%c[%c]", "ADP"[m->kind - DOTS_SGF_AGREE], color_letter(m->color));
            continue;
        }
        pd_buf_printf(out, ";%c[", color_letter(m->color));
        if (m->kind == DOTS_SGF_DOT) put_point(out, s, m->at);
        for (; ring < s->nrings && s->rings[ring].move == k; ring++) {
            const dots_sgf_ring *g = &s->rings[ring];
            pd_buf_putc(out, '.');
            for (int i = 0; i < g->len; i++) put_point(out, s, s->pts[g->first + i]);
            put_point(out, s, s->pts[g->first]);   /* closed, as the sites write it */
        }
        pd_buf_putc(out, ']');
        if (m->close) pd_buf_put(out, "PDC[]");
        if (m->has_left) put_time(out, m->color == DOTS_SGF_BLACK ? "BL" : "WL", m->left);
    }
    pd_buf_put(out, ")\n");
}

/* ---- from a record ---- */

static int record_error(pd_error *err, const char *what, const char *pname, const char *pval)
{
    char v[100];
    shown(pval, strlen(pval), v, sizeof v);
    pd_fail(err, "sgf-record", "not a dots record to export: %s \"%s\"", what, v);
    pd_param(err, pname, "%s", v);
    return -1;
}

int dots_sgf_add_ring(dots_sgf *s, int move, const dots_sgf_point *pts, int n, pd_error *err)
{
    const char *bad = NULL;
    if (move < 0 || move >= s->nmoves)
        bad = "there is no such move";
    else if (s->nrings && s->rings[s->nrings - 1].move > move)
        bad = "rings must be added in the order of their moves";
    else if (s->moves[move].kind != DOTS_SGF_DOT)
        bad = "a grounding has no ring";
    else if (n < 1)
        bad = "a ring needs at least one point";
    for (int i = 0; !bad && i < n; i++)
        if (pts[i].x < 1 || pts[i].x > s->w || pts[i].y < 1 || pts[i].y > s->h)
            bad = "a ring point is off the board";
    if (bad) {
        pd_fail(err, "sgf-record", "ring for move %d: %s", move + 1, bad);
        pd_param(err, "move", "%d", move + 1);
        return -1;
    }
    open_ring(s, move);
    for (int i = 0; i < n; i++) add_ring_point(s, pts[i]);
    s->rings[s->nrings - 1].len = n;
    return 0;
}

/* One setup key=value of a dots record: size and start go to the board, rules to RU, and
 * any other key that differs from its default to PDS (sgf.h). */
static int setup_key(dots_sgf *s, const char *key, const char *val, int *start, pd_error *err)
{
    static const char *const rules[] = {"russian", "polish", NULL};
    static const char *const houses[] = {"keep", "capture", NULL};
    static const char *const extras[] = {"0", "1", "may", NULL};
    static const char *const grounds[] = {"any", "leader", NULL};
    static const char *const bit10[] = {"1", "0", NULL};
    static const char *const players[] = {"2", "4", "6", NULL};
    static const char *const rings[] = {"short", "any", NULL};
    int v = 0;
    if (strcmp(key, "size") == 0)
        return pd_parse_size(key, val, DOTS_SGF_MIN_SIZE, DOTS_SGF_MAX_SIZE, &s->w, &s->h, err);
    if (strcmp(key, "start") == 0) return pd_parse_choice(key, val, start_names, start, err);
    if (strcmp(key, "rules") == 0) {
        if (pd_parse_choice(key, val, rules, &v, err)) return -1;
        s->polish = v == 1;
        return 0;
    }
    if (strcmp(key, "place") == 0) {
        if (pd_parse_int(key, val, 0, DOTS_PLACE_MAX, &v, err)) return -1;
        s->place = v;
    } else if (strcmp(key, "ring") == 0) {
        if (pd_parse_choice(key, val, rings, &v, err)) return -1;
    } else if (strcmp(key, "first") == 0) {
        if (pd_parse_int(key, val, 0, DOTS_SGF_MAX_SIZE, &v, err)) return -1;
    } else if (strcmp(key, "houses") == 0) {
        if (pd_parse_choice(key, val, houses, &v, err)) return -1;
    } else if (strcmp(key, "ground") == 0) {
        if (pd_parse_choice(key, val, grounds, &v, err)) return -1;
    } else if (strcmp(key, "extra") == 0) {
        if (pd_parse_choice(key, val, extras, &v, err)) return -1;
    } else if (strcmp(key, "freeing") == 0) {
        if (pd_parse_choice(key, val, bit10, &v, err)) return -1;
    } else if (strcmp(key, "win") == 0) {
        if (pd_parse_int(key, val, 0, 1000000, &v, err)) return -1;
    } else if (strcmp(key, "players") == 0) {
        if (pd_parse_choice(key, val, players, &v, err)) return -1;
    } else {
        return record_error(err, "unknown key", "key", key);
    }
    if (v == 0) return 0;   /* index 0 / value 0 is the default: nothing to write */
    /* PDS lists the keys in canonical order, whatever the record's order. */
    static const char *const order[] = {"place", "first", "houses", "ring", "extra", "freeing",
                                        "win", "ground", "players"};
    char keys[sizeof s->keys] = "";
    int added = 0;
    for (int i = 0; i < 9; i++) {
        size_t kl = strlen(order[i]), n = strlen(keys);
        if (strcmp(order[i], key) == 0) {
            pd_snprintf(keys + n, sizeof keys - n, "%s%s=%s", n ? "&" : "", key, val);
            added = 1;
            continue;
        }
        for (const char *q = s->keys; *q;) {
            const char *amp = strchr(q, '&');
            size_t m = amp ? (size_t)(amp - q) : strlen(q);
            if (m > kl && strncmp(q, order[i], kl) == 0 && q[kl] == '=')
                pd_snprintf(keys + n, sizeof keys - n, "%s%.*s", n ? "&" : "", (int)m, q);
            q += amp ? m + 1 : m;
        }
    }
    if (!added) return record_error(err, "unknown key", "key", key);
    memcpy(s->keys, keys, sizeof keys);
    return 0;
}

/* A decimal 1..max with no sign or leading zero; advance *p. */
static int coord(const char **p, int max, int *out)
{
    const char *c = *p;
    if (*c < '1' || *c > '9') return -1;
    int v = 0;
    while (*c >= '0' && *c <= '9') {
        v = v * 10 + (*c - '0');
        if (v > max) return -1;
        c++;
    }
    *out = v;
    *p = c;
    return 0;
}

static int record_moves(dots_sgf *s, const char *list, pd_error *err)
{
    if (!*list) return 0;
    const char *p = list;
    for (int k = 0;; k++) {
        const char *end = strchr(p, '.');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        char tok[24];
        shown(p, n < sizeof tok - 1 ? n : sizeof tok - 1, tok, sizeof tok);
        int color = k % 2 ? DOTS_SGF_WHITE : DOTS_SGF_BLACK;
        const char *why = NULL;
        if (s->nmoves && s->moves[s->nmoves - 1].kind == DOTS_SGF_GROUND) why = "after ground";
        if (s->result[0]) why = "after resign or flag";
        if (k >= DOTS_SGF_MAX_MOVES) why = "beyond the largest board's points";
        if (!why && n == 6 && memcmp(p, "ground", 6) == 0) {
            add_move(s, color, DOTS_SGF_GROUND, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 5 && memcmp(p, "agree", 5) == 0) {
            add_move(s, color, DOTS_SGF_AGREE, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 7 && memcmp(p, "decline", 7) == 0) {
            add_move(s, color, DOTS_SGF_DECLINE, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 4 && memcmp(p, "pass", 4) == 0) {
            add_move(s, color, DOTS_SGF_PASS, (dots_sgf_point){0, 0}, 0);
        } else if (!why && n == 6 && memcmp(p, "resign", 6) == 0) {
            pd_snprintf(s->result, sizeof s->result, "%c+R", color == DOTS_SGF_BLACK ? 'W' : 'B');
        } else if (!why && n == 4 && memcmp(p, "flag", 4) == 0) {
            pd_snprintf(s->result, sizeof s->result, "%c+T", color == DOTS_SGF_BLACK ? 'W' : 'B');
        } else if (!why) {
            const char *c = p;
            dots_sgf_point at;
            int bang = n > 0 && p[n - 1] == '!';
            /* x-y:<steps> (a chosen ring, ring=any): the ring is the engine's to report */
            const char *colon = memchr(p, ':', n);
            size_t ring = colon ? n - (size_t)(colon - p) : 0;
            if (colon && (ring < 2 || bang || strspn(colon + 1, "12346789") < ring - 1)) ring = n + 1;
            if (ring > n || coord(&c, s->w, &at.x) || *c++ != '-' || coord(&c, s->h, &at.y) ||
                c != p + n - (size_t)bang - ring) {
                why = "not a point x-y (or x-y!) on the board, agree, decline, ground, resign or flag";
            } else {
                add_move(s, color, DOTS_SGF_DOT, at, 0);
                s->moves[s->nmoves - 1].close = bang;
            }
        }
        if (why) {
            pd_fail(err, "sgf-record", "move %d \"%s\": %s", k + 1, tok, why);
            pd_param(err, "move", "%d", k + 1);
            pd_param(err, "token", "%s", tok);
            return -1;
        }
        if (!end) return 0;
        p = end + 1;
    }
}

static int build(const char *record, dots_sgf *s, pd_error *err)
{
    const char *m = pd_moves_key(record);
    size_t setup_len = m ? (size_t)(m - record) : strlen(record);
    if (m && strchr(m + 7, '&'))
        return record_error(err, "moves= must be the last key", "key", "moves");
    char *setup = malloc(setup_len + 1);
    if (!setup) abort();
    memcpy(setup, record, setup_len);
    setup[setup_len] = 0;
    int rc = 0, start = START_CROSS;
    char seen[PD_MAX_KEYS][10];  /* every key of a record once: PD_MAX_KEYS bounds them */
    int nseen = 0;
    s->w = 39;
    s->h = 32;
    char *p = setup;
    for (int i = 0; rc == 0; i++) {
        char *amp = strchr(p, '&');
        if (amp) *amp = 0;
        char *eq = strchr(p, '=');
        if (!eq) {
            rc = record_error(err, "not a key=value pair", "key", p);
            break;
        }
        *eq = 0;
        const char *key = p, *val = eq + 1;
        if (i == 0) {
            if (strcmp(key, "game") != 0) {
                rc = record_error(err, "a record starts with game=", "key", key);
            } else if (strcmp(val, "dots") != 0) {
                char v[100];
                shown(val, strlen(val), v, sizeof v);
                rc = pd_fail(err, "sgf-game", "game %s has no SGF export (GM[40] is Dots)", v);
                pd_param(err, "value", "%s", v);
            }
        } else {
            for (int j = 0; j < nseen && rc == 0; j++)
                if (strcmp(seen[j], key) == 0)
                    rc = record_error(err, "key given twice", "key", key);
            if (rc == 0) rc = setup_key(s, key, val, &start, err);
            if (rc == 0)
                pd_snprintf(seen[nseen++], sizeof seen[0], "%s", key); /* known keys are short */
        }
        if (!amp) break;
        p = amp + 1;
    }
    free(setup);
    if (rc == 0 && (start == START_CROSS4 || start == START_RANDOM4) && (s->w < 10 || s->h < 10))
        rc = record_error(err, "cross4 and random4 need a board of at least 10x10: start", "key",
                          "start");
    if (rc == 0 && (start == START_RANDOM4) != (s->place > 0))
        rc = record_error(err, "place=N (1..999999) goes with start random4 only", "key", "place");
    if (rc == 0) put_start(s, start);
    if (rc == 0 && m) rc = record_moves(s, m + 7, err);
    return rc;
}

int dots_sgf_from_record(const char *record, dots_sgf_rings_fn rings, void *ctx, pd_buf *sgf,
                         pd_error *err)
{
    return dots_sgf_from_record_timed(record, rings, ctx, NULL, sgf, err);
}

int dots_sgf_from_record_timed(const char *record, dots_sgf_rings_fn rings, void *ctx,
                               const dots_sgf_time *time, pd_buf *sgf, pd_error *err)
{
    dots_sgf s;
    dots_sgf_init(&s);
    int rc = build(record ? record : "", &s, err);
    for (int k = 0; rc == 0 && rings && k < s.nmoves; k++) rc = rings(ctx, &s, k, err);
    if (rc == 0 && time) {
        s.has_tm = time->has_tm && time->tm >= 0;
        s.tm = s.has_tm ? time->tm : 0;
        if (time->ot) {
            shown(time->ot, strlen(time->ot), s.ot, sizeof s.ot);
            size_t n = strlen(s.ot);
            while (n > 0 && is_ws(s.ot[n - 1])) s.ot[--n] = 0;
        }
        /* a time for each move of the file (a trailing resign or flag is RE, not a move) */
        for (int k = 0; time->left && k < s.nmoves && k < time->nleft; k++) {
            if (time->left[k] < 0 || s.moves[k].kind > DOTS_SGF_GROUND) continue;
            s.moves[k].has_left = 1;
            s.moves[k].left = time->left[k] > 100000000 ? 100000000 : time->left[k];
        }
    }
    if (rc == 0) dots_sgf_write(&s, sgf);
    dots_sgf_free(&s);
    return rc;
}
