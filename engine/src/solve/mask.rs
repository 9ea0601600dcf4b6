//! Sets of digits as bit masks, of 16 bits (9×9) or 32 (any size up to 25×25): what the
//! step engine and the reasons it gives are written over.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of digits, bit `d - 1` for digit `d`: `u16` for 9×9, `u32` for any size.
pub trait Mask:
    sealed::Sealed
    + Copy
    + Default
    + Eq
    + fmt::Debug
    + std::hash::Hash
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + 'static
{
    /// No digit.
    const NONE: Self;
    /// Bits in the mask's type (16 or 32).
    const BITS: u32;
    /// The bit of a digit (1-based).
    fn bit(digit: u8) -> Self;
    /// Digits in the set.
    fn count(self) -> u32;
    /// The smallest digit in the set (meaningless for an empty set).
    fn lowest(self) -> u8;
    /// The largest digit in the set (meaningless for an empty set).
    fn highest(self) -> u8;
    /// The set without its smallest digit.
    fn without_lowest(self) -> Self;
    /// The set as a `u32`.
    fn to_u32(self) -> u32;
    /// The digits of the set, ascending.
    fn digits(self) -> Digits {
        Digits(self.to_u32())
    }
}

/// The digits of a [`Mask`], ascending.
#[derive(Clone, Copy, Debug)]
pub struct Digits(u32);

impl Iterator for Digits {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(d)
    }
}

macro_rules! mask {
    ($t:ty) => {
        impl sealed::Sealed for $t {}
        impl Mask for $t {
            const NONE: $t = 0;
            const BITS: u32 = <$t>::BITS;
            #[inline(always)]
            fn bit(digit: u8) -> $t {
                1 << (digit - 1)
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lowest(self) -> u8 {
                self.trailing_zeros() as u8 + 1
            }
            #[inline(always)]
            fn highest(self) -> u8 {
                (<$t>::BITS - self.leading_zeros()) as u8
            }
            #[inline(always)]
            fn without_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn to_u32(self) -> u32 {
                self as u32
            }
        }
    };
}
mask!(u16);
mask!(u32);

mod sealed {
    /// Keeps [`Mask`](super::Mask) to `u16` and `u32`.
    pub trait Sealed {}
}
