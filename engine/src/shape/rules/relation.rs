//! [`Relation`]: how the digits of two cells must relate. Every rule that
//! ties two cells (anti-knight, non-consecutive, thermometers, kropki dots,
//! XV, whispers, renban spans, palindromes, clones, minimum and maximum
//! cells, indexers) compiles to pairs of cells with one of these, so every engine
//! that reads pairs takes every such rule.

/// How the digit of a first cell and the digit of a second cell must
/// relate. Most relations read the same both ways; [`Relation::Below`] and
/// [`Relation::Above`] are each other's [`reversed`](Relation::reversed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Relation {
    /// Different digits (anti-knight, anti-king).
    Differ,
    /// Digits that are not consecutive (and so also different).
    NotConsecutive,
    /// The first digit is at least `k` below the second (thermometers:
    /// `k` cells apart on a strict one; 0 on a slow one; minimum cells).
    Below(u8),
    /// The first digit is at least `k` above the second.
    Above(u8),
    /// The same digit (palindromes, clones).
    Equal,
    /// Digits `k` apart (a kropki white dot: 1).
    Difference(u8),
    /// Digits not `k` apart (the negative constraint of white dots).
    NotDifference(u8),
    /// One digit `k` times the other (a kropki black dot: 2).
    Ratio(u8),
    /// Neither digit `k` times the other.
    NotRatio(u8),
    /// Digits that add up to `k` (XV: 10 and 5).
    Sum(u8),
    /// Digits that do not add up to `k`.
    NotSum(u8),
    /// Digits at least `k` apart (German whispers).
    Apart(u8),
    /// Digits at most `k` apart (the cells of a renban line).
    Within(u8),
    /// Digits of different classes of `k` digits (1-3, 4-6, 7-9 for 3:
    /// the thirds of an entropic line).
    OtherClass(u8),
    /// The first digit is `.0` exactly when the second is `.1` (an
    /// indexer and the cell its digit `.0` points to).
    Indexes(u8, u8),
}

impl Relation {
    /// True when `a` may sit in the first cell and `b` in the second.
    #[inline]
    pub fn allows(self, a: u8, b: u8) -> bool {
        let (a16, b16) = (u16::from(a), u16::from(b));
        match self {
            Relation::Differ => a != b,
            Relation::NotConsecutive => a.abs_diff(b) > 1,
            Relation::Below(k) => a16 + u16::from(k) <= b16,
            Relation::Above(k) => a16 >= b16 + u16::from(k),
            Relation::Equal => a == b,
            Relation::Difference(k) => a.abs_diff(b) == k,
            Relation::NotDifference(k) => a.abs_diff(b) != k,
            Relation::Ratio(k) => a16 == b16 * u16::from(k) || b16 == a16 * u16::from(k),
            Relation::NotRatio(k) => a16 != b16 * u16::from(k) && b16 != a16 * u16::from(k),
            Relation::Sum(k) => a16 + b16 == u16::from(k),
            Relation::NotSum(k) => a16 + b16 != u16::from(k),
            Relation::Apart(k) => a.abs_diff(b) >= k,
            Relation::Within(k) => a.abs_diff(b) <= k,
            Relation::OtherClass(k) => (a - 1) / k != (b - 1) / k,
            Relation::Indexes(when, then) => (a == when) == (b == then),
        }
    }

    /// The digits a second cell may not hold beside `digit` in the first,
    /// as a mask (bit `d - 1` for digit `d`; bits past N may be set, masks
    /// of real candidates never hold them).
    #[inline]
    pub fn banned(self, digit: u8) -> u64 {
        let bit = 1u64 << (digit - 1);
        let d = u32::from(digit);
        match self {
            Relation::Differ => bit,
            Relation::NotConsecutive => bit | bit << 1 | bit >> 1,
            Relation::Below(k) => span(1, d + u32::from(k) - 1),
            Relation::Above(k) => !span(1, d.saturating_sub(u32::from(k))),
            Relation::Equal => !bit,
            Relation::Difference(k) => !apart_by(d, u32::from(k)),
            Relation::NotDifference(k) => apart_by(d, u32::from(k)),
            Relation::Ratio(k) => !ratio_of(d, u32::from(k)),
            Relation::NotRatio(k) => ratio_of(d, u32::from(k)),
            Relation::Sum(k) => !adding_to(d, u32::from(k)),
            Relation::NotSum(k) => adding_to(d, u32::from(k)),
            Relation::Apart(k) => span((d + 1).saturating_sub(u32::from(k)), d + u32::from(k) - 1),
            Relation::Within(k) => !span(d.saturating_sub(u32::from(k)), d + u32::from(k)),
            Relation::OtherClass(k) => {
                let first = (d - 1) / u32::from(k) * u32::from(k) + 1;
                span(first, first + u32::from(k) - 1)
            }
            Relation::Indexes(when, then) => {
                let then = span(u32::from(then), u32::from(then));
                if digit == when {
                    !then
                } else {
                    then
                }
            }
        }
    }

    /// The relation read from the second cell to the first.
    pub fn reversed(self) -> Relation {
        match self {
            Relation::Below(k) => Relation::Above(k),
            Relation::Above(k) => Relation::Below(k),
            Relation::Indexes(when, then) => Relation::Indexes(then, when),
            other => other,
        }
    }

    /// What the two digits must be, in words: `different digits`.
    pub fn words(self) -> String {
        match self {
            Relation::Differ => "different digits".into(),
            Relation::NotConsecutive => "non-consecutive digits".into(),
            Relation::Below(0) => "digits that do not decrease".into(),
            Relation::Below(k) => format!("digits that increase by at least {k}"),
            Relation::Above(0) => "digits that do not increase".into(),
            Relation::Above(k) => format!("digits that decrease by at least {k}"),
            Relation::Equal => "the same digit".into(),
            Relation::Difference(k) => format!("digits {k} apart"),
            Relation::NotDifference(k) => format!("digits not {k} apart"),
            Relation::Ratio(k) => format!("digits one {k} times the other"),
            Relation::NotRatio(k) => format!("digits neither {k} times the other"),
            Relation::Sum(k) => format!("digits adding up to {k}"),
            Relation::NotSum(k) => format!("digits not adding up to {k}"),
            Relation::Apart(k) => format!("digits at least {k} apart"),
            Relation::Within(k) => format!("digits at most {k} apart"),
            Relation::OtherClass(k) => format!("digits from different runs of {k}"),
            Relation::Indexes(when, then) => {
                format!("{when} in the first exactly when {then} in the second")
            }
        }
    }
}

/// The digits `low..=high` as a mask (empty when `high < low`; digits
/// below 1 or above 64 are left out).
fn span(low: u32, high: u32) -> u64 {
    let low = low.max(1);
    let high = high.min(64);
    if high < low {
        return 0;
    }
    let upto = |digit: u32| if digit >= 64 { !0 } else { (1u64 << digit) - 1 };
    upto(high) & !upto(low - 1)
}

/// The digits `k` away from `d`.
fn apart_by(d: u32, k: u32) -> u64 {
    let above = span(d + k, d + k);
    if d > k {
        above | span(d - k, d - k)
    } else {
        above
    }
}

/// The digits `k` times `d`, or `d` over `k`.
fn ratio_of(d: u32, k: u32) -> u64 {
    let times = span(d * k, d * k);
    if k > 0 && d.is_multiple_of(k) {
        times | span(d / k, d / k)
    } else {
        times
    }
}

/// The digit that adds up to `k` with `d`.
fn adding_to(d: u32, k: u32) -> u64 {
    if k > d {
        span(k - d, k - d)
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVERY: [Relation; 19] = [
        Relation::Differ,
        Relation::NotConsecutive,
        Relation::Below(0),
        Relation::Below(3),
        Relation::Above(2),
        Relation::Equal,
        Relation::Difference(1),
        Relation::NotDifference(4),
        Relation::Ratio(2),
        Relation::NotRatio(3),
        Relation::Sum(10),
        Relation::NotSum(5),
        Relation::Apart(5),
        Relation::Within(3),
        Relation::Within(0),
        Relation::OtherClass(3),
        Relation::OtherClass(4),
        Relation::Indexes(3, 1),
        Relation::Indexes(9, 9),
    ];

    #[test]
    fn banned_digits_are_the_ones_the_relation_does_not_allow() {
        for relation in EVERY {
            for a in 1..=36u8 {
                for b in 1..=36u8 {
                    let banned = relation.banned(a) & 1 << (b - 1) != 0;
                    assert_eq!(banned, !relation.allows(a, b), "{relation:?} {a} {b}");
                    assert_eq!(
                        relation.allows(a, b),
                        relation.reversed().allows(b, a),
                        "{relation:?} reversed"
                    );
                }
            }
        }
    }
}
