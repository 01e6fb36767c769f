//! Axis arithmetic for charts: round tick steps, the ticks themselves,
//! and compact labels for large counts.

/// A round step (1, 2 or 5 times a power of ten) that cuts `range` into
/// about `count` parts; 1 for an empty range.
pub fn nice_step(range: f64, count: f64) -> f64 {
    if range <= 0.0 || !range.is_finite() {
        return 1.0;
    }
    let raw = range / count.max(1.0);
    // The power of ten at or below `raw` (a loop: no libm in the app's wasm).
    let mut magnitude = 1.0;
    while magnitude * 10.0 <= raw {
        magnitude *= 10.0;
    }
    while magnitude > raw {
        magnitude /= 10.0;
    }
    let multiple = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .find(|&multiple| multiple * magnitude >= raw)
        .unwrap_or(10.0);
    multiple * magnitude
}

/// 0, step, 2 step... up to `max`.
pub fn ticks(max: f64, step: f64) -> impl Iterator<Item = f64> {
    let count = if max > 0.0 {
        (max / step + 1e-9).floor() as u64
    } else {
        0
    };
    (0..=count).map(move |index| index as f64 * step)
}

/// An axis label for a count: 950, 1.5k, 20M, 3B.
pub fn compact_count(value: f64) -> String {
    let (scaled, suffix) = match value.abs() {
        v if v >= 1e9 => (value / 1e9, "B"),
        v if v >= 1e6 => (value / 1e6, "M"),
        v if v >= 1e3 => (value / 1e3, "k"),
        _ => (value, ""),
    };
    let text = format!("{scaled:.1}");
    let text = text.strip_suffix(".0").unwrap_or(&text);
    format!("{text}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_round_numbers() {
        assert_eq!(nice_step(100.0, 4.0), 50.0);
        assert_eq!(nice_step(43.0, 4.0), 20.0);
        assert_eq!(nice_step(3.0, 4.0), 1.0);
        assert_eq!(nice_step(12_345_678.0, 5.0), 5_000_000.0);
        assert_eq!(nice_step(0.0, 5.0), 1.0);
        assert_eq!(compact_count(0.0), "0");
        assert_eq!(compact_count(950.0), "950");
        assert_eq!(compact_count(1_500.0), "1.5k");
        assert_eq!(compact_count(20_000_000.0), "20M");
        assert_eq!(compact_count(3_000_000_000.0), "3B");
    }
}
