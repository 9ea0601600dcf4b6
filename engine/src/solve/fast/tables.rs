//! Lookup tables for the band-wise bitboards, built at compile time.
//!
//! A band is three rows of the grid. For one digit, the cells of a band where the digit
//! may go form a 27-bit mask: bit `row_in_band * 9 + column`. So a grid cell `c` is bit
//! `c - 27 * band` of its band, and the three rows of a band are the 9-bit fields at
//! shifts 0, 9 and 18.

/// All 27 cells of a band.
pub const BAND: u32 = 0x7FF_FFFF;

/// For the nine cells of one row of a band, which of the three boxes hold any: bit `k`
/// for box `k` of the band.
pub static SHRINK: [u32; 512] = build_shrink();

const fn build_shrink() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut v = 0;
    while v < 512 {
        let mut k = 0;
        while k < 3 {
            if (v >> (3 * k)) & 7 != 0 {
                t[v] |= 1 << k;
            }
            k += 1;
        }
        v += 1;
    }
    t
}

/// Indexed by a 9-bit "row `r` meets box `k`" mask (bit `3r + k`), the cells a digit may
/// keep in the band: the union of the row/box segments used by some placement that puts
/// the digit once in every row and once in every box. Zero when there is none. This is
/// locked candidates (pointing and claiming) inside a band, in one look-up.
pub static COMPLEX: [u32; 512] = build_complex();

/// The six orders of three things (rows to boxes, bands to columns).
pub const PERMS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn build_complex() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut p = 0;
        while p < 6 {
            let perm = PERMS[p];
            let mut ok = true;
            let mut r = 0;
            while r < 3 {
                if s & (1 << (3 * r + perm[r])) == 0 {
                    ok = false;
                }
                r += 1;
            }
            if ok {
                let mut r = 0;
                while r < 3 {
                    t[s] |= 7 << (9 * r + 3 * perm[r]);
                    r += 1;
                }
            }
            p += 1;
        }
        s += 1;
    }
    t
}

/// Indexed by the columns (9 bits) a digit may use in one band: a mask for the other two
/// bands that removes every column which is the only one left to the digit in its box.
pub static COL_KILL: [u32; 512] = build_col_kill();

const fn build_col_kill() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut v = 0;
    while v < 512 {
        let mut m = BAND;
        let mut k = 0;
        while k < 3 {
            let seg = (v >> (3 * k)) & 7;
            if seg != 0 && seg & (seg - 1) == 0 {
                let col = seg << (3 * k);
                m &= !((col | (col << 9) | (col << 18)) as u32);
            }
            k += 1;
        }
        t[v] = m;
        v += 1;
    }
    t
}

/// Bit `e` of the index moved to bit `3 * e`: digits to the entries of band 0.
pub static SPREAD3: [u32; 512] = build_spread3();

const fn build_spread3() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut v = 0;
    while v < 512 {
        let mut e = 0;
        while e < 9 {
            if v & (1 << e) != 0 {
                t[v] |= 1 << (3 * e);
            }
            e += 1;
        }
        v += 1;
    }
    t
}

/// For each band position, the band mask with the other cells of its row and of its box
/// cleared (the position itself kept).
pub static PEERS_IN_BAND: [u32; 27] = build_peers_in_band();

const fn build_peers_in_band() -> [u32; 27] {
    let mut t = [0u32; 27];
    let mut p = 0;
    while p < 27 {
        let r = p / 9;
        let k = (p % 9) / 3;
        let row = 0x1FFu32 << (9 * r);
        let bx = (7u32 << (3 * k)) * 0x40201;
        t[p] = (BAND & !(row | bx)) | (1 << p);
        p += 1;
    }
    t
}

/// [`PEERS_IN_BAND`], then all bits set up to position 32 (the trailing zeros of an empty
/// mask), so that a position past the last leaves a mask as it is.
pub static PEERS_OR_ALL: [u32; 33] = build_peers_or_all();

const fn build_peers_or_all() -> [u32; 33] {
    let mut t = [u32::MAX; 33];
    let mut p = 0;
    while p < 27 {
        t[p] = PEERS_IN_BAND[p];
        p += 1;
    }
    t
}

/// For each band position, the three cells of its column inside the band: read by the
/// branching cell's choice for every candidate cell, where working it out took a division.
/// Entries 27 to 31 are never read: they let a position found as a mask's trailing zeros
/// index the table without a check.
pub static COLUMN_OF: [u32; 32] = build_column_of();

const fn build_column_of() -> [u32; 32] {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        t[p] = column_in_band(p % 9);
        p += 1;
    }
    t
}

/// Bits set in each 10-bit value.
pub static POP10: [u8; 1024] = build_pop10();

const fn build_pop10() -> [u8; 1024] {
    let mut t = [0u8; 1024];
    let mut v = 0;
    while v < 1024 {
        t[v] = (v as u32).count_ones() as u8;
        v += 1;
    }
    t
}

/// The three cells of a column inside a band.
#[inline]
pub const fn column_in_band(col: usize) -> u32 {
    0x40201 << col
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn complex_keeps_only_consistent_segments() {
        // Every segment present: everything may stay.
        assert_eq!(COMPLEX[0x1FF], BAND);
        // Nothing anywhere: no placement.
        assert_eq!(COMPLEX[0], 0);
        // Row 0 only in box 0, rows 1 and 2 anywhere: rows 1, 2 lose box 0 and row 0
        // keeps box 0 alone.
        let s = 0b111_111_001;
        let m = COMPLEX[s];
        assert_eq!(m & 0x1FF, 0x7);
        assert_eq!((m >> 9) & 0x1FF, 0x1F8);
        assert_eq!((m >> 18) & 0x1FF, 0x1F8);
        // Two rows confined to the same single box: impossible.
        assert_eq!(COMPLEX[0b111_001_001], 0);
    }

    #[test]
    fn col_kill_removes_lone_columns() {
        // Box 0 has column 1 only; boxes 1 and 2 have two columns each.
        let v = 0b011_011_010;
        let m = COL_KILL[v];
        assert_eq!(m, BAND & !column_in_band(1));
        assert_eq!(SHRINK[0b100_000_011], 0b101);
    }

    #[test]
    fn peers_in_band_shape() {
        let m = PEERS_IN_BAND[10]; // row 1, column 1
        assert_eq!(m & (1 << 10), 1 << 10);
        assert_eq!(m & (1 << 9), 0);
        assert_eq!(m & (1 << 17), 0);
        assert_eq!(m & 1, 0);
        assert_eq!(m & (1 << 20), 0);
        assert_ne!(m & (1 << 3), 0);
        assert_ne!(m & (1 << 21), 0);
        assert_eq!(m.count_ones(), 27 - 8 - 6);
    }
}
