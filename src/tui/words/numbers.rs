//! Numbers and durations as the screen writes them.

use std::time::Duration;

/// Units of a short count, smallest first, with their size.
const UNITS: [(&str, f64); 6] = [
    ("k", 1e3),
    ("M", 1e6),
    ("G", 1e9),
    ("T", 1e12),
    ("P", 1e15),
    ("E", 1e18),
];

/// `n` in the largest unit it reaches, rounded to `decimals` places (a trailing ".0"
/// dropped); the unit above where the rounding would write 1000 of it; below 1000 as
/// it is.
fn in_units(n: u64, decimals: usize) -> String {
    let x = n as f64;
    let Some(mut u) = UNITS.iter().rposition(|&(_, size)| x >= size) else {
        return n.to_string();
    };
    loop {
        let (suffix, size) = UNITS[u];
        // Whole numbers round halves up (2,500 is "3k"); formatting alone would round
        // them to even.
        let v = x / size;
        let v = if decimals == 0 { v.round() } else { v };
        let s = format!("{v:.decimals$}");
        if u + 1 == UNITS.len() || s.parse::<f64>().is_ok_and(|v| v < 1000.0) {
            let s = s.strip_suffix(".0").unwrap_or(&s);
            return format!("{s}{suffix}");
        }
        u += 1;
    }
}

/// 1500 -> "1.5k", 2000000 -> "2M", 999960 -> "1M".
pub fn short_count(n: u64) -> String {
    in_units(n, 1)
}

/// As [`short_count`] without the decimal, rounded: 9700000 -> "10M", 1400 -> "1k".
pub fn rounded_count(n: u64) -> String {
    in_units(n, 0)
}

/// A count with thousands separators: 1234567 -> "1,234,567".
pub fn grouped(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// 0 -> "0ms", 0.00042 s -> "420µs", 0.0042 s -> "4.20ms", 0.0421 s -> "42ms",
/// 3.2 s -> "3.20s", 75 s -> "1m15.0s": three figures below a second, so that a search
/// over in a fraction of a millisecond does not read "0ms".
pub fn format_duration(d: Duration) -> String {
    let s = d.as_secs_f64();
    if d.is_zero() {
        "0ms".to_string()
    } else if d < Duration::from_millis(1) {
        format!("{}µs", d.as_micros().max(1))
    } else if d < Duration::from_millis(10) {
        format!("{:.2}ms", s * 1e3)
    } else if d < Duration::from_millis(100) {
        format!("{:.1}ms", s * 1e3)
    } else if s < 1.0 {
        format!("{}ms", d.as_millis())
    } else if s < 60.0 {
        format!("{s:.2}s")
    } else {
        format!("{}m{:04.1}s", (s / 60.0) as u64, s % 60.0)
    }
}
