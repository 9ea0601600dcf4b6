//! How many candidates each cell has, tallied over the nine digits for naked singles: for
//! each band, the cells with at least one, two and three candidates, and for a cell with
//! one, which digit it is (its index, bit by bit: bit `k` of the index in mask `k`).
//!
//! On x86-64 the three bands are tallied at once with SSE2 (part of the base instruction
//! set there): a digit's three entries are next to each other, so one load takes them
//! (and the next digit's first, in a fourth lane left unused), and each step of the tally
//! is one instruction for the three bands instead of three. Elsewhere one band at a time.

/// Lane `b` of each mask for band `b`; the fourth lane is not used.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::solve::fast) struct Tallies {
    /// Cells with at least one candidate.
    pub(in crate::solve::fast) one: [u32; 4],
    /// Cells with at least two.
    pub(in crate::solve::fast) two: [u32; 4],
    /// Cells with at least three.
    pub(in crate::solve::fast) three: [u32; 4],
    /// Bit `k` of the digit index (0 to 8) of every candidate of a cell, or'ed: a cell with
    /// one candidate reads its digit from the four.
    pub(in crate::solve::fast) index: [[u32; 4]; 4],
}

impl Tallies {
    /// The three bands' tallies alone, for comparing two ways of taking them.
    #[cfg(test)]
    pub(in crate::solve::fast) fn bands(&self) -> [[u32; 7]; 3] {
        [0, 1, 2].map(|b| {
            [
                self.one[b],
                self.two[b],
                self.three[b],
                self.index[0][b],
                self.index[1][b],
                self.index[2][b],
                self.index[3][b],
            ]
        })
    }
}

/// The tallies of the 27 entries `f` (entry `3 * d + b`: digit `d + 1` in band `b`).
#[inline(always)]
pub(in crate::solve::fast) fn tallies(f: &[u32; 27]) -> Tallies {
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    {
        sse2(f)
    }
    #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
    {
        portable(f)
    }
}

/// One band at a time.
#[cfg_attr(
    all(target_arch = "x86_64", not(feature = "portable")),
    allow(dead_code)
)]
#[inline(always)]
pub(in crate::solve::fast) fn portable(f: &[u32; 27]) -> Tallies {
    let mut t = Tallies::default();
    for b in 0..3 {
        for d in 0..9 {
            let a = f[3 * d + b];
            t.three[b] |= t.two[b] & a;
            t.two[b] |= t.one[b] & a;
            t.one[b] |= a;
            for (k, x) in t.index.iter_mut().enumerate() {
                x[b] |= a & 0u32.wrapping_sub((d as u32 >> k) & 1);
            }
        }
    }
    t
}

/// The three bands in three lanes of one register.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[inline(always)]
pub(in crate::solve::fast) fn sse2(f: &[u32; 27]) -> Tallies {
    use std::arch::x86_64::*;
    // SAFETY: SSE2 is part of every x86-64 processor. The loads read four u32 inside `f`
    // (the last digit's from entry 23, shifted down one lane), unaligned; the stores write
    // local arrays of four u32, unaligned.
    unsafe {
        let zero = _mm_setzero_si128();
        let (mut one, mut two, mut three) = (zero, zero, zero);
        let mut index = [zero; 4];
        for d in 0..9 {
            let a = if d < 8 {
                _mm_loadu_si128(f[3 * d..3 * d + 4].as_ptr() as *const __m128i)
            } else {
                _mm_srli_si128::<4>(_mm_loadu_si128(f[23..27].as_ptr() as *const __m128i))
            };
            three = _mm_or_si128(three, _mm_and_si128(two, a));
            two = _mm_or_si128(two, _mm_and_si128(one, a));
            one = _mm_or_si128(one, a);
            for (k, x) in index.iter_mut().enumerate() {
                if d >> k & 1 != 0 {
                    *x = _mm_or_si128(*x, a);
                }
            }
        }
        let mut t = Tallies::default();
        let out = |v: __m128i, to: &mut [u32; 4]| {
            _mm_storeu_si128(to.as_mut_ptr() as *mut __m128i, v);
        };
        out(one, &mut t.one);
        out(two, &mut t.two);
        out(three, &mut t.three);
        for (v, to) in index.iter().zip(t.index.iter_mut()) {
            out(*v, to);
        }
        t
    }
}
