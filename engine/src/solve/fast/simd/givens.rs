//! The cells of a grid sorted by value into band masks: bit `p` of entry `3 * v + b` is
//! set where cell `p` of band `b` holds `v` (0 for an empty cell). On x86-64 sixteen cells
//! are compared with each value at once with SSE2 (part of the base instruction set there,
//! so nothing to detect at run time); elsewhere one cell at a time.

use crate::grid::CELLS;

/// See the module documentation.
#[inline(always)]
pub(in crate::solve::fast) fn by_value(cells: &[u8; CELLS]) -> [u32; 30] {
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    {
        sse2(cells)
    }
    #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
    {
        portable(cells)
    }
}

/// One cell at a time. Cells hold 0 to 9.
#[cfg_attr(
    all(target_arch = "x86_64", not(feature = "portable")),
    allow(dead_code)
)]
#[inline(always)]
pub(in crate::solve::fast) fn portable(cells: &[u8; CELLS]) -> [u32; 30] {
    let mut at = [0u32; 30];
    for b in 0..3 {
        for p in 0..27 {
            at[3 * cells[27 * b + p] as usize + b] |= 1 << p;
        }
    }
    at
}

/// A band's 27 cells as two overlapping blocks of sixteen (positions 0 to 15 and 11 to
/// 26, so that no load reaches past the grid), each compared with the ten values. Cells
/// holding more than 9 are in no mask.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[inline(always)]
pub(in crate::solve::fast) fn sse2(cells: &[u8; CELLS]) -> [u32; 30] {
    use std::arch::x86_64::*;
    let mut at = [0u32; 30];
    for b in 0..3 {
        let low = &cells[27 * b..27 * b + 16];
        let high = &cells[27 * b + 11..27 * b + 27];
        // SAFETY: SSE2 is part of every x86-64 processor; each load reads the sixteen
        // bytes of its slice, unaligned.
        unsafe {
            let x = _mm_loadu_si128(low.as_ptr() as *const __m128i);
            let y = _mm_loadu_si128(high.as_ptr() as *const __m128i);
            for v in 0..10u8 {
                let value = _mm_set1_epi8(v as i8);
                let lo = _mm_movemask_epi8(_mm_cmpeq_epi8(x, value)) as u32;
                let hi = _mm_movemask_epi8(_mm_cmpeq_epi8(y, value)) as u32;
                at[3 * v as usize + b] = lo | hi << 11;
            }
        }
    }
    at
}
