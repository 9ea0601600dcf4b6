//! Which of the 27 candidate masks changed since they were last processed, as one bit
//! each: compared four at a time with SSE2 on x86-64 (part of the base instruction set
//! there, so nothing to detect at run time), one at a time elsewhere.

/// Bit `i` set where `now[i] != then[i]`.
#[inline(always)]
pub(super) fn changed(now: &[u32; 27], then: &[u32; 27]) -> u32 {
    #[cfg(target_arch = "x86_64")]
    {
        sse2(now, then)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        portable(now, then)
    }
}

/// One comparison per entry.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
#[inline(always)]
pub(super) fn portable(now: &[u32; 27], then: &[u32; 27]) -> u32 {
    let mut m = 0;
    for i in 0..27 {
        m |= ((now[i] != then[i]) as u32) << i;
    }
    m
}

/// Seven comparisons of four entries; the last group starts at entry 23 (so that it stays
/// inside the arrays) and its first lane, entry 23 again, is dropped.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn sse2(now: &[u32; 27], then: &[u32; 27]) -> u32 {
    use std::arch::x86_64::{
        __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps,
    };
    #[inline(always)]
    fn equal4(now: &[u32; 27], then: &[u32; 27], at: usize) -> u32 {
        let a = &now[at..at + 4];
        let b = &then[at..at + 4];
        // SAFETY: SSE2 is part of every x86-64 processor; both slices hold four u32, and
        // the loads are unaligned ones.
        unsafe {
            let x = _mm_loadu_si128(a.as_ptr() as *const __m128i);
            let y = _mm_loadu_si128(b.as_ptr() as *const __m128i);
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(x, y))) as u32
        }
    }
    let mut eq = 0;
    for k in 0..6 {
        eq |= equal4(now, then, 4 * k) << (4 * k);
    }
    eq |= (equal4(now, then, 23) >> 1) << 24;
    !eq & 0x7FF_FFFF
}
