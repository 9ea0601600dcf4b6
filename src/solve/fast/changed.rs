//! Which of the 27 candidate masks changed since they were last processed, as one bit
//! each.
//!
//! Read one entry at a time, on purpose. The band rules have just written some of the
//! entries one by one; a 16-byte load that covers such a write cannot take its value
//! from the pending store and waits until the store is done. Four masks per SSE2 compare
//! (the form before) took 4% more time on the hard sets than these 54 plain loads, which
//! each take their value straight from the store. The compiler would merge the plain
//! loads into 16-byte ones again, so they are volatile reads.

/// Bit `i` set where `now[i] != then[i]`.
#[inline(always)]
pub(super) fn changed(now: &[u32; 27], then: &[u32; 27]) -> u32 {
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
