//! A small deterministic random number generator (xoshiro256**, seeded through
//! splitmix64), written out here so that a seed gives the same puzzles whatever the
//! versions of the crates the program is built with.

/// The splitmix64 output function: a bijection on 64-bit words that mixes every input bit
/// into every output bit.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// xoshiro256** (Blackman and Vigna), 256 bits of state.
#[derive(Clone, Debug)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// The stream for puzzle `index` of the run with `seed`. Distinct `(seed, index)` pairs
    /// give distinct states (the first word determines the seed; with it, the second
    /// determines the index), so every puzzle of a run, and of every other run, draws from
    /// a stream of its own; every word depends on both.
    pub fn for_puzzle(seed: u64, index: u64) -> Rng {
        let a = mix(seed);
        let b = mix(index ^ 0x6A09_E667_F3BC_C908);
        let mut s = [
            a,
            mix(a ^ b),
            mix(a.rotate_left(17) ^ b ^ 0xBB67_AE85_84CA_A73B),
            mix(a ^ b.rotate_left(29) ^ 0x3C6E_F372_FE94_F82B),
        ];
        if s == [0; 4] {
            // The one state xoshiro cannot leave.
            s[0] = 1;
        }
        Rng { s }
    }

    /// A generator in a given state (for checking against published sequences).
    #[cfg(test)]
    pub fn from_state(s: [u64; 4]) -> Rng {
        Rng { s }
    }

    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A number in `0..n` (`n` at least 1), by multiplying out the high bits: the bias is
    /// below `n / 2^64`, nothing for the small ranges used here.
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }

    /// Shuffles a slice in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}
