/* race.h — Shut In's race model, written once for both word widths: exact once the two sides'
 * areas are apart. Included by wide.c (256-bit sets) and s64.h (one word), each after naming
 * its types and set operations:
 *   RACE_SET     the set of cells          RACE_STATE  the search state (all, filled, own[2],
 *                                                       cnt[2], side, gravity, row0, w)
 *   SET_AND(a, b) SET_OR(a, b) SET_ANDNOT(a, b) (a without b) SET_SHL(a, k) (k places up)
 *   SET_ANY(a) SET_EQUAL(a, b) SET_COUNT(a) SET_EMPTY (the empty set)
 * and with dilate(s, a) (a and its neighbours) defined. It defines the static functions
 * region, closure and race, and takes the names above back (#undef). */

/* Every empty cell seat side+1 could ever take: the empty cells joined to its pieces through
 * empty cells (8-neighbourhood), gravity aside. The opponent only ever places in its own. */
static inline RACE_SET region(const RACE_STATE *s, int side)
{
    RACE_SET empty = SET_ANDNOT(s->all, s->filled);
    RACE_SET r = SET_AND(dilate(s, s->own[side]), empty);
    for (;;) {
        RACE_SET next = SET_AND(dilate(s, r), empty);
        if (SET_EQUAL(next, r)) return r;
        r = next;
    }
}

/* How many cells of area seat side+1 takes one after another when nobody else places there,
 * with the cells of support standing as filled under gravity. Taking a cell never makes
 * another cell illegal, so the greedy closure is the largest such count. */
static inline int closure(const RACE_STATE *s, int side, RACE_SET area, RACE_SET support)
{
    RACE_SET own = s->own[side], under = SET_OR(support, s->filled);
    area = SET_ANDNOT(area, s->filled);
    int n = 0;
    for (;;) {
        RACE_SET m = area;
        if (s->gravity) m = SET_AND(m, SET_OR(s->row0, SET_SHL(under, s->w)));
        m = SET_AND(m, dilate(s, own));
        if (!SET_ANY(m)) return n;
        n += SET_COUNT(m);
        own = SET_OR(own, m);
        under = SET_OR(under, m);
        area = SET_ANDNOT(area, m);
    }
}

/* 1: the side to move wins, 0: it loses, -1: the race does not decide. Each side has a sure
 * count (moves in cells the opponent can never reach; the opponent's moves only add support)
 * and a most (every cell it could take, the opponent's area standing as filled). The side to
 * move wins when its sure count beats the opponent's most, and loses when the opponent's sure
 * count reaches its most. Once the areas are apart, sure = most and one of the two holds. */
static inline int race(const RACE_STATE *s)
{
    int me = s->side, op = me ^ 1;
    if (s->cnt[me] < 2 || s->cnt[op] < 2) return -1; /* a free start's waiver is still on */
    RACE_SET r_me = region(s, me), r_op = region(s, op);
    int sure_me = closure(s, me, SET_ANDNOT(r_me, r_op), SET_EMPTY);
    int most_op = closure(s, op, r_op, r_me);
    if (sure_me > most_op) return 1;
    int sure_op = closure(s, op, SET_ANDNOT(r_op, r_me), SET_EMPTY);
    int most_me = closure(s, me, r_me, r_op);
    if (sure_op >= most_me) return 0;
    return -1;
}

#undef RACE_SET
#undef RACE_STATE
#undef SET_AND
#undef SET_OR
#undef SET_ANDNOT
#undef SET_SHL
#undef SET_ANY
#undef SET_EQUAL
#undef SET_COUNT
#undef SET_EMPTY
