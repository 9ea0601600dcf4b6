//! Which of the 27 candidate masks changed since they were last processed, as one bit
//! each.
//!
//! Read one entry at a time, on purpose. The band rules have just written some of the
//! entries one by one; a 16-byte load that covers such a write cannot take its value
//! from the pending store and waits until the store is done. Four masks per SSE2 compare
//! (the form before) took 4% more time on the hard sets than 54 plain loads, which each
//! take their value straight from the store.
//!
//! On x86-64 the scan is written out in assembly, four instructions an entry: load,
//! exclusive-or with the other array's entry, negate (which sets the carry flag when the
//! result is not zero) and add-with-carry of the mask to itself, which shifts the carry in.
//! Three such masks of nine entries each, so that no chain is long. Elsewhere, plain
//! comparisons, read as volatile so that the compiler keeps them one entry wide.

/// Bit `i` set where `now[i] != then[i]`.
#[inline(always)]
pub(in crate::solve::fast) fn changed(now: &[u32; 27], then: &[u32; 27]) -> u32 {
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    {
        x86_64(now, then)
    }
    #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
    {
        portable(now, then)
    }
}

/// One comparison per entry, each entry read on its own.
#[cfg_attr(
    all(target_arch = "x86_64", not(feature = "portable")),
    allow(dead_code)
)]
#[inline(always)]
pub(in crate::solve::fast) fn portable(now: &[u32; 27], then: &[u32; 27]) -> u32 {
    let mut m = 0;
    for i in 0..27 {
        // SAFETY: `i < 27`, inside both arrays; the pointers come from references, so
        // they are aligned and the entries initialised.
        let (a, b) = unsafe {
            (
                std::ptr::read_volatile(now.as_ptr().add(i)),
                std::ptr::read_volatile(then.as_ptr().add(i)),
            )
        };
        m |= ((a != b) as u32) << i;
    }
    m
}

/// The entry at byte `$offset` shifted into mask `$m`, through the scratch register `$t`.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[rustfmt::skip]
macro_rules! shift_in {
    ($m:literal, $t:literal, $offset:literal) => {
        concat!(
            "mov {", $t, ":e}, dword ptr [{now} + ", $offset, "]\n",
            "xor {", $t, ":e}, dword ptr [{then} + ", $offset, "]\n",
            "neg {", $t, ":e}\n",
            "adc {", $m, ":e}, {", $m, ":e}\n",
        )
    };
}

/// Entries 18 to 26 go to `high`, 9 to 17 to `mid`, 0 to 8 to `low`, each from its last
/// entry down, so that entry `i` ends at bit `i % 9`.
#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
#[inline(always)]
pub(in crate::solve::fast) fn x86_64(now: &[u32; 27], then: &[u32; 27]) -> u32 {
    let (high, mid, low): (u32, u32, u32);
    // SAFETY: the code reads entries 0 to 26 of both arrays (byte offsets 0 to 104 from
    // pointers taken from references), writes only its own registers and the flags, and
    // touches no stack.
    unsafe {
        std::arch::asm!(
            "xor {h:e}, {h:e}",
            "xor {m:e}, {m:e}",
            "xor {l:e}, {l:e}",
            shift_in!("h", "a", "104"), shift_in!("m", "b", "68"), shift_in!("l", "c", "32"),
            shift_in!("h", "a", "100"), shift_in!("m", "b", "64"), shift_in!("l", "c", "28"),
            shift_in!("h", "a", "96"), shift_in!("m", "b", "60"), shift_in!("l", "c", "24"),
            shift_in!("h", "a", "92"), shift_in!("m", "b", "56"), shift_in!("l", "c", "20"),
            shift_in!("h", "a", "88"), shift_in!("m", "b", "52"), shift_in!("l", "c", "16"),
            shift_in!("h", "a", "84"), shift_in!("m", "b", "48"), shift_in!("l", "c", "12"),
            shift_in!("h", "a", "80"), shift_in!("m", "b", "44"), shift_in!("l", "c", "8"),
            shift_in!("h", "a", "76"), shift_in!("m", "b", "40"), shift_in!("l", "c", "4"),
            shift_in!("h", "a", "72"), shift_in!("m", "b", "36"), shift_in!("l", "c", "0"),
            now = in(reg) now.as_ptr(),
            then = in(reg) then.as_ptr(),
            h = out(reg) high,
            m = out(reg) mid,
            l = out(reg) low,
            a = out(reg) _,
            b = out(reg) _,
            c = out(reg) _,
            options(pure, readonly, nostack),
        );
    }
    high << 18 | mid << 9 | low
}
