//! What the fast solver uses on this processor, asked the way it asks when it solves:
//! for `--version`, so that a measurement can say what it ran on.

/// `SIMD: AVX2 (stack matching), SSE2 (givens); pext: yes`, or on a processor without
/// those the portable code's name.
pub fn describe() -> String {
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    {
        let stacks = if std::arch::is_x86_feature_detected!("avx2") {
            "AVX2"
        } else {
            "SSE2"
        };
        let pext = if super::segments::fast_pext() {
            "yes"
        } else {
            "no"
        };
        format!("SIMD: {stacks} (stack matching), SSE2 (givens); pext: {pext}")
    }
    #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
    {
        "SIMD: none (portable code)".to_string()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_simd_level_is_named() {
        let d = super::describe();
        assert!(d.starts_with("SIMD: "), "{d}");
        #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
        assert_eq!(
            d.contains("AVX2"),
            std::arch::is_x86_feature_detected!("avx2"),
            "{d}"
        );
    }
}
