//! Numbers and durations as the screen writes them.

use std::time::Duration;

/// 1500 -> "1.5k", 2000000 -> "2M".
pub fn short_count(n: u64) -> String {
    fn trim(x: f64, suffix: &str) -> String {
        let s = format!("{x:.1}");
        let s = s.strip_suffix(".0").unwrap_or(&s);
        format!("{s}{suffix}")
    }
    if n >= 1_000_000 {
        trim(n as f64 / 1e6, "M")
    } else if n >= 1_000 {
        trim(n as f64 / 1e3, "k")
    } else {
        n.to_string()
    }
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
