/* symmetry.c — what the Shut In searches (wide.c, solver.c, pn.c) share below them: the
 * board's mirror images of cells, and the stable move sort. It calls none of them. */
#include "shutin.h"

int shutin_image_cells(const shutin_pos *p, int flip_x, int flip_y, unsigned char *img)
{
    int same = 1;
    for (int c = 0; c < p->n; c++) {
        int x = c % p->w, y = c / p->w;
        if (flip_x) x = p->w - 1 - x;
        if (flip_y) y = p->h - 1 - y;
        img[c] = (unsigned char)(y * p->w + x);
        if ((p->cell[c] == SHUTIN_BLOCKED) != (p->cell[img[c]] == SHUTIN_BLOCKED)) same = 0;
    }
    return same;
}

void shutin_sort_moves(unsigned char *mv, int *key, int n)
{
    for (int i = 1; i < n; i++) {
        int k = key[i], j = i;
        unsigned char c = mv[i];
        for (; j > 0 && key[j - 1] < k; j--) {
            key[j] = key[j - 1];
            mv[j] = mv[j - 1];
        }
        key[j] = k;
        mv[j] = c;
    }
}
