//! Column claiming: a column where a digit is left in one band only confines the digit, in
//! that band's box, to the column (a column with one cell left becomes a hidden single).
//! On x86-64 each digit's three bands are worked on at once with SSE2 (part of the base
//! instruction set there, so nothing to detect at run time); elsewhere one band at a time.
//! Both compute the same masks by bit arithmetic, no tables.

/// The band mask a digit keeps in a band where it may use the columns `cols` (9 bits) and
/// `only` of them are its alone there (no other band has them): in each box holding such
/// a column, the other columns go.
#[inline(always)]
fn keep(only: u32) -> u32 {
    // Bit 3k set when box k holds a lone column; then the whole box's three columns.
    let boxes = (only | only >> 1 | only >> 2) & 0b001_001_001;
    let drop = (boxes * 7) & !only;
    !(drop * 0x40201)
}

/// Applies column claiming to every digit; true when a mask changed.
#[inline(always)]
pub(super) fn column_claims(f: &mut [u32; 27]) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        sse2(f)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        portable(f)
    }
}

/// One band at a time.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
#[inline(always)]
pub(super) fn portable(f: &mut [u32; 27]) -> bool {
    let mut changed = false;
    for d in 0..9 {
        let a = [f[3 * d], f[3 * d + 1], f[3 * d + 2]];
        let p = a.map(|x| (x | x >> 9 | x >> 18) & 0x1FF);
        let n = [
            a[0] & keep(p[0] & !(p[1] | p[2])),
            a[1] & keep(p[1] & !(p[0] | p[2])),
            a[2] & keep(p[2] & !(p[0] | p[1])),
        ];
        if n != a {
            f[3 * d..3 * d + 3].copy_from_slice(&n);
            changed = true;
        }
    }
    changed
}

/// A digit's three bands in the first three lanes of one register.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn sse2(f: &mut [u32; 27]) -> bool {
    use std::arch::x86_64::*;
    let mut changed = false;
    for d in 0..9 {
        // SAFETY: SSE2 is part of every x86-64 processor. The loads read four u32 inside
        // `f` (the last digit's from entry 23, shifted down one lane) and are unaligned
        // ones; the store writes a local array.
        unsafe {
            let a = if d < 8 {
                _mm_loadu_si128(f[3 * d..3 * d + 4].as_ptr() as *const __m128i)
            } else {
                _mm_srli_si128::<4>(_mm_loadu_si128(f[23..27].as_ptr() as *const __m128i))
            };
            let nine = _mm_set1_epi32(0x1FF);
            let p = _mm_and_si128(
                _mm_or_si128(
                    _mm_or_si128(a, _mm_srli_epi32::<9>(a)),
                    _mm_srli_epi32::<18>(a),
                ),
                nine,
            );
            // Lane b: the columns of the two other bands.
            let others = _mm_or_si128(
                _mm_shuffle_epi32::<0b11_00_10_01>(p),
                _mm_shuffle_epi32::<0b11_01_00_10>(p),
            );
            let only = _mm_andnot_si128(others, p);
            let spread = _mm_or_si128(
                _mm_or_si128(only, _mm_srli_epi32::<1>(only)),
                _mm_srli_epi32::<2>(only),
            );
            let boxes = _mm_and_si128(spread, _mm_set1_epi32(0b001_001_001));
            let whole = _mm_or_si128(
                _mm_or_si128(boxes, _mm_slli_epi32::<1>(boxes)),
                _mm_slli_epi32::<2>(boxes),
            );
            let drop = _mm_andnot_si128(only, whole);
            let drop = _mm_or_si128(
                _mm_or_si128(drop, _mm_slli_epi32::<9>(drop)),
                _mm_slli_epi32::<18>(drop),
            );
            let n = _mm_andnot_si128(drop, a);
            if _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(n, a))) & 7 != 7 {
                let mut out = [0u32; 4];
                _mm_storeu_si128(out.as_mut_ptr() as *mut __m128i, n);
                f[3 * d..3 * d + 3].copy_from_slice(&out[..3]);
                changed = true;
            }
        }
    }
    changed
}
