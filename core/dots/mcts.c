/* mcts.c — Monte-Carlo tree search for Dots (levels 3 and 4).
 *
 * - Tree: a node pool capped by count (MAX_NODES), children stored side by side. A node is
 *   expanded after EXPAND_VISITS visits; its children are the free points within two of a
 *   dot, the `max_children` best by a prior, so the tree stays narrow on big fields.
 * - Prior (also the move ordering), level 4: the learned one (patterns.h, a product of feature
 *   gammas fitted to a stronger player's moves). Level 3, by hand: exact capture gain for the
 *   mover (an apply and undo), exact gain the other colour would get on the point (a block),
 *   contact with both colours, the first line discouraged, dots that the rules would capture
 *   at once (a dot put into an enemy house) nearly ruled out. Under suicide=0 such dots are no
 *   move at all: the candidates and the playouts leave them out.
 * - Selection: PUCT with the prior, the value mixed with RAVE (all-moves-as-first) values
 *   from the same simulation, so a few hundred playouts already rank the candidates.
 * - Playouts: cheap and local. Most moves answer within one point of the last two dots,
 *   weighted by a 3x3 pattern (own dots to close with next to an enemy dot; the enemy's
 *   closing points), the rest random near the dots. They run on the real rules (dots_apply:
 *   a fill that stops at the nearest edge), so captures are exact, and stop after
 *   `playout_plies`; the reward is the score difference squashed to 0..1.
 * - Budget: one node = one apply (tree, playout or tactics). Node budgets are deterministic;
 *   no floating-point library call other than sqrt (exact in IEEE, the same in WASM). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mcts.h"
#include "patterns.h"
#include "tactics.h"

#define MAX_NODES (1 << 18) /* 8 MB of tree at most */
#define FIRST_NODES 4096
#define EXPAND_VISITS 4
#define C_PUCT 1.1
#define RAVE_BIAS 0.0025 /* beta = rn / (rn + n + bias·rn·n) */
#define REWARD_SCALE 2.0 /* reward 0.5 + 0.5·d/(|d| + scale) for a lead of d dots */
#define LOCAL_PCT 80     /* playout moves that answer next to the last two dots */
#define RANDOM_TRIES 16
#define FPU 0.45 /* value of an unvisited child */
/* Prior weights. */
#define W_BASE 1.0
#define W_CONTACT 1.5
#define W_CLOSE 1.0    /* right next to a dot */
#define W_CAPTURE 8.0  /* per dot a capture gains */
#define W_BLOCK 6.0    /* per dot the other colour would gain here */
#define W_EDGE 0.3     /* factor on the first line */
#define W_SUICIDE 0.03 /* factor when the dot would be lost at once */
#define W_READ 12.0    /* a root move the forcing reader names */
#define L_READ 10.0    /* the same, as a factor on the learned prior */
/* The budget: the forcing reader first (at most READ_SHARE_PCT of it, half for each side), the
 * double-threat answers (at most DOUBLES_SHARE_PCT), then the tree in slices: the first takes
 * FIRST_SLICE_PCT of what is left, each later one NEXT_SLICE_PCT of the rest, and after each
 * slice the SAFETY_TOP most visited moves not yet checked are checked with the reader; the last
 * slice ends when less than MIN_SLICE_MS (MIN_SLICE_NODES) is left. Without whole_budget (level
 * 3, by design) the tree gets one slice of ONE_SLICE_PCT and the check the rest, ending early. */
#define READ_SHARE_PCT 30
#define DOUBLES_SHARE_PCT 15
#define FIRST_SLICE_PCT 75
#define NEXT_SLICE_PCT 60
#define MIN_SLICE_MS 3
#define MIN_SLICE_NODES 64
#define ONE_SLICE_PCT 70
/* The clock is read every 1024 nodes only (common/budget.c), so a time budget ends that much
 * late: the slices and checks stop this share of the budget early (30 ms of a second). */
#define END_MARGIN_PCT 3
#define SAFETY_TOP 4
#define DOUBLE_TOP 3 /* the other side's double-threat points kept at the root */

typedef struct mnode {
    int32_t move, child;
    int32_t nchild;
    uint8_t team, expanded;
    uint32_t n, rn;
    float w, rw, prior;
} mnode;

typedef struct tree {
    mnode *node;
    int used, cap;
    dots_pos *p;
    pd_budget *b;
    pd_rng *r;
    const dots_mcts_cfg *cfg;
    uint32_t sim, *seen; /* seen[c] == sim: c was played in this simulation ... */
    uint8_t *seen_team;  /* ... first by this colour */
    int *cand, *path;
    double *weight;
    int bonus[2 + DOUBLE_TOP + 2]; /* root points the reader named (its own, the other side's),
                                    * the other side's double-threat points and the best answers
                                    * to a double threat on the board, -1 none */
    double *root_lead;             /* per root child: the sum of its colour's lead at its playouts'
                                    * ends (only for an analysis: NULL in play) */
} tree;

int64_t dots_mcts_playouts;

static int new_nodes(tree *T, int k)
{
    if (T->used + k > MAX_NODES) return -1;
    while (T->used + k > T->cap) {
        int cap = T->cap ? T->cap * 2 : FIRST_NODES;
        if (cap > MAX_NODES) cap = MAX_NODES;
        mnode *m = realloc(T->node, sizeof *m * (size_t)cap);
        if (!m) abort();
        T->node = m;
        T->cap = cap;
    }
    int first = T->used;
    T->used += k;
    return first;
}

/* The learned prior (level 4): the product of the point's feature gammas; a root point the
 * reader names gets L_READ times it. */
static double learned_weight(tree *T, int c, const int last[2], int root)
{
    int f[DOTS_PAT_GROUPS];
    dots_pattern_features(T->p, c, last, T->b, f);
    double w = dots_pattern_gamma(f);
    for (int i = 0; root && i < (int)(sizeof T->bonus / sizeof *T->bonus); i++)
        if (c == T->bonus[i]) return w * L_READ;
    return w;
}

static double prior_weight(tree *T, int c, int seat, int eseat, int root)
{
    dots_pos *p = T->p;
    int t = dots_team(seat), own, oth;
    dots_touching_both(p, c, t, &own, &oth);
    int x = c % p->w, y = c / p->w;
    double w = W_BASE;
    if (own && oth) w += W_CONTACT;
    if (dots_near(p, c, 1)) w += W_CLOSE;
    if (own >= 2 || oth >= 2) {
        double g = dots_gain(p, seat, c, T->b);
        if (g > 0) w += W_CAPTURE * g;
        if (g < 0) w *= W_SUICIDE;
    }
    if (oth >= 2) {
        double g = dots_gain(p, eseat, c, T->b);
        if (g > 0) w += W_BLOCK * g;
    }
    if (x == 0 || y == 0 || x == p->w - 1 || y == p->h - 1) w *= W_EDGE;
    for (int i = 0; root && i < (int)(sizeof T->bonus / sizeof *T->bonus); i++)
        if (c == T->bonus[i]) {
            w += W_READ;
            break;
        }
    return w;
}

static int cmp_cand(const void *a, const void *b, const double *weight)
{
    int i = *(const int *)a, j = *(const int *)b;
    if (weight[i] != weight[j]) return weight[i] > weight[j] ? -1 : 1;
    return (i > j) - (i < j);
}

static const double *sort_weight;
static int cmp_sorted(const void *a, const void *b)
{
    return cmp_cand(a, b, sort_weight);
}

/* Give node idx its children (the position is the node's). */
static void expand(tree *T, int idx, int root)
{
    dots_pos *p = T->p;
    T->node[idx].expanded = 1;
    if (!p->s.to_move) return;
    int seat = p->s.to_move, eseat = dots_enemy_seat(p, seat);
    int n = dots_candidates(p, 2, T->cand);
    int *order = T->path + p->n + 2; /* scratch after the path */
    int last[2];
    if (T->cfg->learned) dots_pattern_last(p, last);
    for (int i = 0; i < n; i++) {
        T->weight[i] = T->cfg->learned ? learned_weight(T, T->cand[i], last, root)
                                       : prior_weight(T, T->cand[i], seat, eseat, root);
        order[i] = i;
    }
    sort_weight = T->weight;
    qsort(order, (size_t)n, sizeof *order, cmp_sorted);
    int k = n < T->cfg->max_children ? n : T->cfg->max_children;
    int first = new_nodes(T, k);
    if (first < 0) return; /* the pool is full: the node stays a leaf */
    double sum = 0;
    for (int i = 0; i < k; i++) sum += T->weight[order[i]];
    for (int i = 0; i < k; i++) {
        mnode *m = &T->node[first + i];
        memset(m, 0, sizeof *m);
        m->move = T->cand[order[i]];
        m->child = -1;
        m->team = (uint8_t)dots_team(seat);
        m->prior = (float)(T->weight[order[i]] / sum);
    }
    T->node[idx].child = first;
    T->node[idx].nchild = k;
}

static int select_child(const tree *T, int idx)
{
    const mnode *m = &T->node[idx];
    double sq = sqrt((double)m->n + 1.0), best = -1e30;
    int pick = m->child;
    for (int i = m->child; i < m->child + m->nchild; i++) {
        const mnode *ch = &T->node[i];
        double n = ch->n, rn = ch->rn;
        double q = ch->n ? (double)ch->w / n : FPU;
        if (ch->rn) {
            double beta = rn / (rn + n + RAVE_BIAS * rn * n);
            q = (1 - beta) * q + beta * ((double)ch->rw / rn);
        }
        double v = q + C_PUCT * (double)ch->prior * sq / (1.0 + n);
        if (v > best) best = v, pick = i;
    }
    return pick;
}

static void play(tree *T, int c)
{
    dots_pos *p = T->p;
    int t = dots_team(p->s.to_move);
    if (T->seen[c] != T->sim) {
        T->seen[c] = T->sim;
        T->seen_team[c] = (uint8_t)t;
    }
    pd_budget_tick(T->b);
    dots_apply(p, dots_point_move(p, c));
}

/* One playout move: a pattern-weighted answer next to the last two dots, else a random
 * free point near the dots, else any free point. */
static int policy(tree *T)
{
    dots_pos *p = T->p;
    int t = dots_team(p->s.to_move);
    if (pd_rng_below(T->r, 100) < LOCAL_PCT) {
        int pts[16], wt[16], k = 0, total = 0, seen = 0;
        for (int i = p->nhist - 1; i >= 0 && seen < 2; i--) {
            int mv = p->hist[i].move;
            if (mv < 0) continue;
            seen++;
            int c0 = mv & (DOTS_CLOSE - 1), x0 = c0 % p->w, y0 = c0 / p->w;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int x = x0 + dx, y = y0 + dy;
                    if ((!dx && !dy) || x < 0 || y < 0 || x >= p->w || y >= p->h) continue;
                    int c = y * p->w + x;
                    if (!dots_free_point(p, c) || dots_suicide(p, c)) continue;
                    int own, oth;
                    dots_touching_both(p, c, t, &own, &oth);
                    int w = 1 + (own >= 2 && oth ? 6 : 0) + (oth >= 2 && own ? 3 : 0);
                    if (x == 0 || y == 0 || x == p->w - 1 || y == p->h - 1) w = 1;
                    pts[k] = c;
                    wt[k++] = w;
                    total += w;
                }
        }
        if (total) {
            int r = (int)pd_rng_below(T->r, (uint32_t)total);
            for (int i = 0; i < k; i++) {
                if (r < wt[i]) return pts[i];
                r -= wt[i];
            }
        }
    }
    for (int i = 0; i < RANDOM_TRIES; i++) {
        int c = (int)pd_rng_below(T->r, (uint32_t)p->n);
        if (dots_free_point(p, c) && dots_near(p, c, 2) && !dots_suicide(p, c)) return c;
    }
    int start = (int)pd_rng_below(T->r, (uint32_t)p->n);
    for (int i = 0; i < p->n; i++) {
        int c = (start + i) % p->n;
        if (dots_free_point(p, c) && !dots_suicide(p, c)) return c;
    }
    return -1;
}

/* Colour 1's reward for the position now. */
static double reward1(const dots_pos *p)
{
    double d = dots_score(p, 1) - dots_score(p, 2);
    if (!p->s.to_move) return d > 0 ? 1.0 : d < 0 ? 0.0 : 0.5;
    return 0.5 + 0.5 * d / ((d < 0 ? -d : d) + REWARD_SCALE);
}

static void simulate(tree *T)
{
    dots_pos *p = T->p;
    T->sim++;
    int idx = 0, depth = 0, applied = 0;
    T->path[depth++] = 0;
    for (;;) {
        mnode *m = &T->node[idx];
        if (!m->expanded) {
            if (m->n < EXPAND_VISITS && idx != 0) break;
            expand(T, idx, idx == 0);
            m = &T->node[idx];
        }
        if (!m->nchild || !p->s.to_move) break;
        idx = select_child(T, idx);
        play(T, T->node[idx].move);
        applied++;
        T->path[depth++] = idx;
        if (!p->s.to_move) break;
    }
    for (int k = 0; k < T->cfg->playout_plies && p->s.to_move && !T->b->stopped; k++) {
        int c = policy(T);
        if (c < 0) break;
        play(T, c);
        applied++;
    }
    double r1 = reward1(p);
    if (T->root_lead && depth > 1) {
        const mnode *ch = &T->node[T->path[1]];
        double d = dots_score(p, 1) - dots_score(p, 2);
        T->root_lead[T->path[1] - T->node[0].child] += ch->team == 1 ? d : -d;
    }
    for (int i = 0; i < depth; i++) {
        mnode *m = &T->node[T->path[i]];
        m->n++;
        if (i) m->w += (float)(m->team == 1 ? r1 : 1 - r1);
        for (int j = m->child; m->expanded && j >= 0 && j < m->child + m->nchild; j++) {
            mnode *ch = &T->node[j];
            if (T->seen[ch->move] == T->sim && T->seen_team[ch->move] == ch->team) {
                ch->rn++;
                ch->rw += (float)(ch->team == 1 ? r1 : 1 - r1);
            }
        }
    }
    while (applied--) dots_undo(p);
}

static int64_t share(int64_t v, int pct)
{
    return v ? (v * pct / 100 > 0 ? v * pct / 100 : 1) : 0;
}

/* The root's children as an analysis reports them (stats->moves, most visited first). */
static void root_stats(const tree *T, dots_analysis *stats)
{
    const mnode *rt = &T->node[0];
    int n = 0;
    for (int i = rt->child; i < rt->child + rt->nchild; i++) {
        const mnode *m = &T->node[i];
        if (!m->n) continue;
        dots_move_stat st = {m->move, (int)m->n, T->root_lead[i - rt->child] / m->n,
                             (double)m->w / m->n};
        /* insertion by visits (ties: the tree's order, by prior), keeping the first few */
        int k = n < DOTS_ANALYSIS_MOVES ? n++ : DOTS_ANALYSIS_MOVES;
        while (k > 0 && stats->moves[k - 1].visits < st.visits) {
            if (k < DOTS_ANALYSIS_MOVES) stats->moves[k] = stats->moves[k - 1];
            k--;
        }
        if (k < DOTS_ANALYSIS_MOVES) stats->moves[k] = st;
    }
    stats->nmoves = n;
}

/* Root moves whose safety value is known: checked once, kept for the whole search. */
#define MAX_CHECKED 48
#define WINDOW_PLIES 4 /* the window proof: the move and three more (test_dots_doubles.c's) */
#define WINDOW_MAX 64  /* at most this many points (the suite's windows: 21-58, 3-53 ms natively) */
typedef struct checked {
    int n;
    int move[MAX_CHECKED];
    double value[MAX_CHECKED];
} checked;

static int find_checked(const checked *ck, int move)
{
    for (int i = 0; i < ck->n; i++)
        if (ck->move[i] == move) return i;
    return -1;
}

/* The other colour's double-threat points at the root (dots_double_points), the largest first. */
typedef struct dthreats {
    int n;
    int point[DOUBLE_TOP];
} dthreats;

/* A root move's checked value: what m gains at once, minus the most the other side can then take:
 * what its forcing reader finds (as dots_safety), or what a root double-threat point still open
 * after m would take, whichever is more (the reader often sees the same double threat, so the
 * two are not added). */
static double check_value(dots_pos *p, const dots_mcts_cfg *cfg, const dthreats *dt, int m,
                          pd_budget *b)
{
    int seat = p->s.to_move, t = dots_team(seat);
    double before = dots_score(p, t) - dots_score(p, 3 - t);
    pd_budget_tick(b);
    dots_apply(p, p->polish ? m | DOTS_CLOSE : m);
    double v = dots_score(p, t) - dots_score(p, 3 - t) - before, lose = 0;
    if (p->s.to_move && dots_team(p->s.to_move) != t) {
        int first;
        lose = dots_read(p, cfg->read_depth, cfg->ladders, &first, b);
        for (int i = 0; i < dt->n && !b->stopped; i++) {
            if (!dots_free_point(p, dt->point[i])) continue;
            double l = dots_double_loss(p, seat, dt->point[i], b);
            if (l > lose) lose = l;
        }
    }
    dots_undo(p);
    return v - lose;
}

/* The window proof: the local fight of the largest double-threat point (threat >= 0) or of the
 * double threat on the board (-1), searched exactly WINDOW_PLIES plies over its window
 * (dots_double_window, dots_search_window). Its values replace the checked estimates of the
 * window's moves (the reader's one reply and the double-threat loss miss what a quiet move
 * three plies deep does); moves out of the window keep theirs. Cut short by the budget, it
 * changes nothing. */
static void window_proof(dots_pos *p, int threat, checked *ck, pd_budget *b)
{
    int *win = malloc(sizeof(int) * (size_t)p->n);
    pd_move_value *mv = malloc(sizeof *mv * 2 * (size_t)p->n);
    if (!win || !mv) abort();
    int nw = dots_double_window(p, threat, win, p->n), n = 0;
    int64_t ms = b->ms ? b->ms - pd_budget_elapsed(b) : 0;
    int64_t nodes = b->nodes ? b->nodes - b->used : 0;
    /* a larger window is left to the estimates (cutting it would leave half a fight out) */
    if (nw && nw <= WINDOW_MAX && (!b->ms || ms > 0) && (!b->nodes || nodes > 0)) {
        pd_solve_result r;
        dots_search_window(p, win, nw, WINDOW_PLIES, ms, nodes, &r, mv, &n);
        b->used += r.nodes;
        for (int i = 0; i < n && r.known; i++) {
            int k = find_checked(ck, mv[i].move);
            if (k < 0 && ck->n < MAX_CHECKED) k = ck->n++, ck->move[k] = mv[i].move;
            if (k >= 0) ck->value[k] = mv[i].value;
        }
    }
    free(win);
    free(mv);
}

/* Whether a checked move is worth more than m (when m is checked). */
static int better_checked(const checked *ck, int m)
{
    int k = find_checked(ck, m);
    for (int i = 0; i < ck->n && k >= 0; i++)
        if (ck->value[i] > ck->value[k] + 1e-9) return 1;
    return 0;
}

/* The root's most visited children (node indices), best first, at most SAFETY_TOP. */
static int most_visited(const tree *T, int *top)
{
    const mnode *rt = &T->node[0];
    int nt = 0;
    for (int k = 0; k < SAFETY_TOP && k < rt->nchild; k++) {
        int bi = -1;
        for (int i = rt->child; i < rt->child + rt->nchild; i++) {
            int used = 0;
            for (int j = 0; j < nt && !used; j++) used = top[j] == i;
            if (used) continue;
            if (bi < 0 || T->node[i].n > T->node[bi].n ||
                (T->node[i].n == T->node[bi].n && T->node[i].prior > T->node[bi].prior))
                bi = i;
        }
        if (bi >= 0 && T->node[bi].n) top[nt++] = bi;
    }
    return nt;
}

int dots_mcts(dots_pos *p, const dots_mcts_cfg *cfg, pd_budget *b, pd_rng *r, dots_analysis *stats)
{
    tree T;
    memset(&T, 0, sizeof T);
    T.p = p;
    T.r = r;
    T.cfg = cfg;
    T.seen = calloc((size_t)p->n, sizeof *T.seen);
    T.seen_team = calloc((size_t)p->n, 1);
    T.cand = malloc(sizeof(int) * (size_t)p->n);
    T.path = malloc(sizeof(int) * (size_t)(2 * p->n + 4));
    T.weight = malloc(sizeof(double) * (size_t)p->n);
    if (!T.seen || !T.seen_team || !T.cand || !T.path || !T.weight) abort();
    if (stats) {
        T.root_lead = calloc((size_t)cfg->max_children, sizeof *T.root_lead);
        if (!T.root_lead) abort();
    }

    /* The forcing reader first: my forced win of dots, and the other side's. */
    pd_budget tb, ob;
    int64_t read_ms = share(b->ms, READ_SHARE_PCT) / 2;
    int64_t read_nodes = share(b->nodes, READ_SHARE_PCT) / 2 + (b->nodes ? 1 : 0);
    int mine = -1, theirs = -1, seat = p->s.to_move;
    pd_budget_start(&tb, read_ms, read_nodes);
    double my_gain = dots_read(p, cfg->read_depth, cfg->ladders, &mine, &tb);
    p->s.to_move = dots_enemy_seat(p, seat);
    pd_budget_start(&ob, read_ms, read_nodes);
    double their_gain = dots_read(p, cfg->read_depth, cfg->ladders, &theirs, &ob);
    p->s.to_move = seat;
    b->used += tb.used + ob.used;
    if (tb.stopped) mine = -1; /* a read cut short proves nothing */
    if (ob.stopped) theirs = -1;
    T.bonus[0] = mine;
    T.bonus[1] = theirs;
    for (int i = 2; i < (int)(sizeof T.bonus / sizeof *T.bonus); i++) T.bonus[i] = -1;

    /* Double threats (level 4), read before the tree: the points where the other side's next dot
     * would open two closing points at once (each is checked as a move: taking the point
     * prevents it; and every checked move loses what a double threat it leaves open takes; a
     * forced win of dots is played at once only when it is bigger), and when two closing points
     * are open already, the local answers (blocks, connections, escapes, counter-captures), each
     * with the reader's reply after it. So a move that prevents or saves is a candidate below
     * even when the tree never ranks it. */
    checked ck;
    ck.n = 0;
    dthreats dt;
    dt.n = 0;
    double loss[DOUBLE_TOP];
    pd_budget db;
    pd_budget_start(&db, share(b->ms, DOUBLES_SHARE_PCT), share(b->nodes, DOUBLES_SHARE_PCT));
    if (cfg->doubles) dt.n = dots_double_points(p, dt.point, loss, DOUBLE_TOP, &db);
    /* a double-threat point: its fight read exactly first, so a capture that lets it is seen */
    int proved = cfg->doubles && dt.n && !p->polish && !db.stopped;
    if (proved) window_proof(p, dt.point[0], &ck, &db);
    int pick = -1;
    if (mine >= 0 && my_gain >= 1 && my_gain > their_gain && (!dt.n || my_gain > loss[0]) &&
        !better_checked(&ck, mine))
        pick = mine;
    int forced = pick;
    if (pick < 0 && cfg->doubles) {
        int ans[DOTS_MAX_ANSWERS];
        double val[DOTS_MAX_ANSWERS];
        int na =
            dots_double_answers(p, cfg->read_depth, cfg->ladders, ans, val, DOTS_MAX_ANSWERS, &db);
        for (int i = 0; i < dt.n; i++) T.bonus[2 + i] = dt.point[i];
        for (int i = 0; i < na && i < 2; i++) T.bonus[2 + DOUBLE_TOP + i] = ans[i];
        /* the prevention points, then the answers, valued with what they leave open */
        for (int i = 0; i < dt.n + na && ck.n < MAX_CHECKED && !db.stopped; i++) {
            int m = i < dt.n ? dt.point[i] : ans[i - dt.n];
            if (find_checked(&ck, m) >= 0) continue;
            /* an answer's value from the reader alone holds while no double-threat point is open */
            double v = i < dt.n || dt.n ? check_value(p, cfg, &dt, m, &db) : val[i - dt.n];
            if (!db.stopped) ck.move[ck.n] = m, ck.value[ck.n++] = v;
        }
        if (!proved && na && !p->polish && !db.stopped) window_proof(p, -1, &ck, &db);
    }
    b->used += db.used;

    /* An analysis grows the tree even after a forced win, for the other moves' statistics. */
    if (pick < 0 || stats) {
        int root = new_nodes(&T, 1);
        memset(&T.node[root], 0, sizeof T.node[root]);
        T.node[root].move = -1;
        T.node[root].child = -1;
        /* The tree and the safety check share the whole budget: the tree grows in slices, and
         * after each slice the tree's most visited moves not yet checked are checked (their
         * values kept), until the budget is spent. */
        int top[SAFETY_TOP + 1], nt = 0;
        for (int slice = 0;; slice++) {
            int64_t ms_left =
                b->ms ? b->ms - share(b->ms, END_MARGIN_PCT) - pd_budget_elapsed(b) : 0;
            int64_t nodes_left = b->nodes ? b->nodes - b->used : 0;
            if (slice &&
                ((b->ms && ms_left < MIN_SLICE_MS) || (b->nodes && nodes_left < MIN_SLICE_NODES)))
                break;
            if (b->ms && ms_left < 1) ms_left = 1;
            if (b->nodes && nodes_left < 1) nodes_left = 1;
            /* one slice of ONE_SLICE_PCT and one check (levels without whole_budget) */
            int pct = !cfg->whole_budget ? ONE_SLICE_PCT
                      : slice == 0       ? FIRST_SLICE_PCT
                                         : NEXT_SLICE_PCT;
            if (forced >= 0 || !cfg->safety) pct = 100;
            pd_budget mb;
            pd_budget_start(&mb, share(ms_left, pct), share(nodes_left, pct));
            T.b = &mb;
            do {
                simulate(&T);
                dots_mcts_playouts++;
            } while (!mb.stopped);
            b->used += mb.used;
            nt = most_visited(&T, top);
            if (forced >= 0 || !cfg->safety || nt <= 1) {
                if (pct == 100 || !cfg->whole_budget) break;
                continue;
            }
            int cands[SAFETY_TOP + 2], nc = 0;
            for (int i = 0; i < nt; i++) cands[nc++] = T.node[top[i]].move;
            if (theirs >= 0 && dots_free_point(p, theirs)) cands[nc++] = theirs;
            int out = 0;
            for (int i = 0; i < nc && !out; i++) {
                if (find_checked(&ck, cands[i]) >= 0 || ck.n >= MAX_CHECKED) continue;
                pd_budget sb;
                ms_left = b->ms ? b->ms - share(b->ms, END_MARGIN_PCT) - pd_budget_elapsed(b) : 0;
                nodes_left = b->nodes ? b->nodes - b->used : 0;
                pd_budget_start(&sb, b->ms ? (ms_left > 1 ? ms_left : 1) : 0,
                                b->nodes ? (nodes_left > 1 ? nodes_left : 1) : 0);
                double v = check_value(p, cfg, &dt, cands[i], &sb);
                b->used += sb.used;
                /* a check cut short by the budget proves nothing: left out */
                if (sb.stopped) out = 1;
                else ck.move[ck.n] = cands[i], ck.value[ck.n++] = v;
            }
            if (out || !cfg->whole_budget) break;
        }
        if (nt == 0 && T.node[0].nchild) top[nt++] = T.node[0].child;
        if (nt) pick = T.node[top[0]].move;
        if (stats) root_stats(&T, stats);
        if (forced >= 0) {
            pick = forced;
        } else if (cfg->safety && ck.n) {
            /* The best checked value; among equals the tree's order (most visited first),
             * then the order of checking. */
            double best = -1e9;
            int best_rank = 1 << 30;
            for (int i = 0; i < ck.n; i++) {
                int rank = SAFETY_TOP + 1;
                for (int j = 0; j < nt; j++)
                    if (T.node[top[j]].move == ck.move[i]) rank = j;
                if (ck.value[i] > best + 1e-9 || (ck.value[i] > best - 1e-9 && rank < best_rank)) {
                    best = ck.value[i];
                    best_rank = rank;
                    pick = ck.move[i];
                }
            }
        }
    }
    if (pick < 0) {
        int n = dots_candidates(p, 2, T.cand);
        pick = n ? T.cand[pd_rng_below(r, (uint32_t)n)] : -1;
    }
    free(T.node);
    free(T.seen);
    free(T.seen_team);
    free(T.cand);
    free(T.path);
    free(T.weight);
    free(T.root_lead);
    if (stats) stats->forced_gain = forced >= 0 ? my_gain : 0;
    return pick;
}
