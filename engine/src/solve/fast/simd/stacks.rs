//! Stack matching. In a stack (three columns of boxes) a digit sits once in each column
//! and once in each band's box, so it matches the three bands to the three columns one to
//! one. A band keeps a column there only while the two other bands can still be matched to
//! the two other columns. This covers column claiming (a column left to one band takes
//! that band's box) and pointing across bands (a box left with one column takes that
//! column from the others), and finds more: two bands left with the same two columns give
//! the third band the third column.
//!
//! On x86-64 each digit's three bands are worked on at once with SSE2 (part of the base
//! instruction set there), two digits at once with AVX2 where the processor has it (the
//! standard library asks once and remembers); elsewhere one band at a time. All compute
//! the same masks by bit arithmetic, no tables.

/// Applies stack matching to every digit; true when a mask changed.
#[inline(always)]
pub(in crate::solve::fast) fn match_stacks(f: &mut [u32; 27]) -> bool {
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor has AVX2, checked just above.
            return unsafe { avx2(f) };
        }
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
pub(in crate::solve::fast) fn portable(f: &mut [u32; 27]) -> bool {
    let mut changed = false;
    for d in 0..9 {
        let a = [f[3 * d], f[3 * d + 1], f[3 * d + 2]];
        let p = a.map(|x| (x | x >> 9 | x >> 18) & 0x1FF);
        let n = [0, 1, 2].map(|k| {
            // Column c stays in band k when the two other bands can take the two other
            // columns of its stack, one each, in either order.
            let (o1, o2) = (p[(k + 1) % 3], p[(k + 2) % 3]);
            let m = (rot1(o1) & rot2(o2)) | (rot2(o1) & rot1(o2));
            a[k] & !((p[k] & !m) * 0x40201)
        });
        if n != a {
            f[3 * d..3 * d + 3].copy_from_slice(&n);
            changed = true;
        }
    }
    changed
}

/// Each column of a 9-bit column mask takes the bit of the next column in its stack.
#[inline(always)]
fn rot1(x: u32) -> u32 {
    ((x >> 1) & 0b011_011_011) | ((x << 2) & 0b100_100_100)
}

/// Each column takes the bit of the column two along in its stack.
#[inline(always)]
fn rot2(x: u32) -> u32 {
    ((x >> 2) & 0b001_001_001) | ((x << 1) & 0b110_110_110)
}

/// Stack matching on a register of 32-bit lanes, each group of four lanes one digit's three
/// bands and an unused fourth: from the entries `a`, the entries kept. Written once for
/// both widths; the arguments name the width's intrinsics and the `asm!` register class.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
macro_rules! kept {
    ($a:expr, $reg:ident, $set1:ident, $and:ident, $or:ident, $andnot:ident,
     $srli:ident, $slli:ident, $shuffle:ident) => {{
        let a = $a;
        let p = $and($or($or(a, $srli::<9>(a)), $srli::<18>(a)), $set1(0x1FF));
        let (lo1, hi1) = ($set1(0b011_011_011), $set1(0b100_100_100));
        let (lo2, hi2) = ($set1(0b001_001_001), $set1(0b110_110_110));
        let r1 = |x| $or($and($srli::<1>(x), lo1), $and($slli::<2>(x), hi1));
        let r2 = |x| $or($and($srli::<2>(x), lo2), $and($slli::<1>(x), hi2));
        // Both rotations of every band's columns, then lane b takes them from the next
        // band (`next`) and the one after (`after`).
        let (q1, q2) = (r1(p), r2(p));
        let next = |x| $shuffle::<0b11_00_10_01>(x);
        let after = |x| $shuffle::<0b11_01_00_10>(x);
        let m = $or($and(next(q1), after(q2)), $and(next(q2), after(q1)));
        let mut drop = $andnot(m, p);
        // An empty `asm!` hides what the compiler knows of `drop`: that it has nine bits
        // at most, so that the three copies below cannot overlap. Knowing it, the compiler
        // turns the shifts and ors into a multiplication, which SSE2 has only for 64-bit
        // lanes: two multiplies and four shuffles on the chain.
        std::arch::asm!("/* {0} */", inout($reg) drop, options(pure, nomem, nostack, preserves_flags));
        $andnot($or($or(drop, $slli::<9>(drop)), $slli::<18>(drop)), a)
    }};
}

/// A digit's three bands in the first three lanes of one register.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[inline(always)]
pub(in crate::solve::fast) fn sse2(f: &mut [u32; 27]) -> bool {
    use std::arch::x86_64::*;
    let mut changed = false;
    for d in 0..9 {
        // SAFETY: SSE2 is part of every x86-64 processor. The loads read four u32 inside
        // `f` (the last digit's from entry 23, shifted down one lane) and are unaligned
        // ones; the store writes a local array; the `asm!` has no instruction.
        unsafe {
            let a = if d < 8 {
                _mm_loadu_si128(f[3 * d..3 * d + 4].as_ptr() as *const __m128i)
            } else {
                _mm_srli_si128::<4>(_mm_loadu_si128(f[23..27].as_ptr() as *const __m128i))
            };
            let n = kept!(
                a,
                xmm_reg,
                _mm_set1_epi32,
                _mm_and_si128,
                _mm_or_si128,
                _mm_andnot_si128,
                _mm_srli_epi32,
                _mm_slli_epi32,
                _mm_shuffle_epi32
            );
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

/// Two digits at a time: digit `d` in the low half of a 256-bit register, `d + 1` in the
/// high half, each as [`sse2`] has it (the shuffles stay within each half); the last digit
/// alone, as there.
///
/// # Safety
/// The processor must have AVX2.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[target_feature(enable = "avx2")]
pub(in crate::solve::fast) unsafe fn avx2(f: &mut [u32; 27]) -> bool {
    use std::arch::x86_64::*;
    let mut changed = false;
    for d in (0..9).step_by(2) {
        // SAFETY: the loads read four u32 inside `f` each (the last digit's from entry
        // 23, shifted down one lane; then the high half repeats it and is not stored),
        // unaligned; the stores write a local array; the `asm!` has no instruction.
        unsafe {
            let (low, high) = if d < 8 {
                (
                    _mm_loadu_si128(f[3 * d..3 * d + 4].as_ptr() as *const __m128i),
                    _mm_loadu_si128(f[3 * d + 3..3 * d + 7].as_ptr() as *const __m128i),
                )
            } else {
                let last =
                    _mm_srli_si128::<4>(_mm_loadu_si128(f[23..27].as_ptr() as *const __m128i));
                (last, last)
            };
            let a = _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(low), high);
            let n = kept!(
                a,
                ymm_reg,
                _mm256_set1_epi32,
                _mm256_and_si256,
                _mm256_or_si256,
                _mm256_andnot_si256,
                _mm256_srli_epi32,
                _mm256_slli_epi32,
                _mm256_shuffle_epi32
            );
            let same = _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(n, a))) as u32;
            let moved = !same & if d < 8 { 0x77 } else { 0x07 };
            if moved != 0 {
                let mut out = [0u32; 8];
                _mm256_storeu_si256(out.as_mut_ptr() as *mut __m256i, n);
                f[3 * d..3 * d + 3].copy_from_slice(&out[..3]);
                if d < 8 {
                    f[3 * d + 3..3 * d + 6].copy_from_slice(&out[4..7]);
                }
                changed = true;
            }
        }
    }
    changed
}
