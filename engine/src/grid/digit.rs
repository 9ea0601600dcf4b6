//! A digit of the 9x9 grid as a type of its own (as a cell is): 1..=9, checked once,
//! when it is made, so that it is never a blank's 0 nor a 10.

use std::fmt;
use std::num::NonZeroU8;

/// A digit of the 9x9 grid, 1..=9: never 0, which stands for a blank where cells are
/// plain bytes. `Option<Digit>` is a byte too, None for the blank.
///
/// ```
/// use sudoku_engine::grid::Digit;
///
/// let five = Digit::new(5).expect("a digit");
/// assert_eq!(five.get(), 5);
/// assert_eq!(five.bit(), 0b1_0000);
/// assert_eq!(five.to_string(), "5");
/// assert_eq!(Digit::new(0), None);
/// assert_eq!(Digit::new(10), None);
/// assert_eq!(Digit::try_from(5u8), Ok(five));
/// assert_eq!(u8::from(five), 5);
/// assert_eq!(Digit::all().count(), 9);
/// let in_mask: Vec<u8> = Digit::in_mask(0b1_0010).map(Digit::get).collect();
/// assert_eq!(in_mask, [2, 5]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit `value` (1..=9); None for 0 and anything above 9.
    #[inline]
    pub const fn new(value: u8) -> Option<Digit> {
        match NonZeroU8::new(value) {
            Some(d) if value <= 9 => Some(Digit(d)),
            _ => None,
        }
    }

    /// Every digit, ascending.
    pub fn all() -> impl DoubleEndedIterator<Item = Digit> + ExactSizeIterator {
        (1..=9u8).map(|d| Digit(NonZeroU8::new(d).expect("1..=9")))
    }

    /// The digits whose bits are set in a candidate mask, ascending (bits past the
    /// ninth are no digits and are left out).
    pub fn in_mask(mask: u16) -> impl Iterator<Item = Digit> {
        Digit::all().filter(move |d| mask & d.bit() != 0)
    }

    /// Its value, 1..=9: what a cell's byte holds.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// Its bit in a candidate mask (bit `d - 1`; see [`super::bit`]).
    #[inline]
    pub const fn bit(self) -> u16 {
        super::bit(self.get())
    }
}

impl From<Digit> for u8 {
    #[inline]
    fn from(digit: Digit) -> u8 {
        digit.get()
    }
}

/// A value that is no digit of the 9x9 grid (0 or above 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NotADigit(pub u8);

impl fmt::Display for NotADigit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a digit (1 to 9)", self.0)
    }
}

impl std::error::Error for NotADigit {}

impl TryFrom<u8> for Digit {
    type Error = NotADigit;

    fn try_from(value: u8) -> Result<Digit, NotADigit> {
        Digit::new(value).ok_or(NotADigit(value))
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}
