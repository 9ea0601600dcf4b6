//! The puzzle reader's kernel: sixteen bytes of a puzzle line checked and turned into cell
//! values at once, with SSE2 (part of every x86-64 processor, so nothing to detect at run
//! time).

use std::arch::x86_64::*;

/// Sixteen bytes of a line as cell values: a digit `0`-`9` is its value, a blank (`.`,
/// `_`, `*`, `X`) is 0. Returns the values and a mask with bit `i` set when byte `i` is a
/// cell (a digit or a blank); the values of the other bytes mean nothing.
#[inline]
pub(crate) fn cells16(from: &[u8; 16]) -> ([u8; 16], u16) {
    let mut to = [0u8; 16];
    // SAFETY: SSE2 is part of every x86-64 processor; the load reads the sixteen bytes of
    // `from`, the store writes the sixteen of `to`, both unaligned.
    let valid = unsafe {
        let x = _mm_loadu_si128(from.as_ptr() as *const __m128i);
        let is = |c: u8| _mm_cmpeq_epi8(x, _mm_set1_epi8(c as i8));
        let d = _mm_sub_epi8(x, _mm_set1_epi8(b'0' as i8));
        let digit = _mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8(9)), d);
        let blank = _mm_or_si128(
            _mm_or_si128(is(b'.'), is(b'_')),
            _mm_or_si128(is(b'*'), is(b'X')),
        );
        _mm_storeu_si128(to.as_mut_ptr() as *mut __m128i, _mm_and_si128(d, digit));
        _mm_movemask_epi8(_mm_or_si128(digit, blank)) as u16
    };
    (to, valid)
}
