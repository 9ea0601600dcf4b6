// The classic recursive sudoku program (Baekjoon 2239 style): empty cells in row-major
// order, digits 1 to 9, row/column/box tables, one recursion per cell. The yardstick for
// the step engine's naive strategy: `benches/naive-vs-cpp.sh` times both on one puzzle.
// Reads 9 lines of 9 digits (0 blank); prints the solution, and the counters on stderr.
#include <cstdio>
#include <cstring>
int g[81]; bool row[9][10], col[9][10], box[9][10]; long long placements = 0, retractions = 0;
bool go(int k) {
    while (k < 81 && g[k]) k++;
    if (k == 81) return true;
    int r = k / 9, c = k % 9, b = (r / 3) * 3 + c / 3;
    for (int d = 1; d <= 9; d++) {
        if (!row[r][d] && !col[c][d] && !box[b][d]) {
            row[r][d] = col[c][d] = box[b][d] = true; g[k] = d; placements++;
            if (go(k + 1)) return true;
            row[r][d] = col[c][d] = box[b][d] = false; g[k] = 0; retractions++;
        }
    }
    return false;
}
int main() {
    char s[128];
    for (int r = 0; r < 9; r++) { scanf("%s", s); for (int c = 0; c < 9; c++) { int d = s[c] - '0'; g[r*9+c] = d; if (d) row[r][d] = col[c][d] = box[(r/3)*3+c/3][d] = true; } }
    go(0);
    for (int r = 0; r < 9; r++) { for (int c = 0; c < 9; c++) putchar('0' + g[r*9+c]); putchar('\n'); }
    fprintf(stderr, "placements=%lld retractions=%lld\n", placements, retractions);
}
