//! How digits are written, for every size: `1`-`9`, then `A`-`Z` for 10-35
//! (lowercase read the same), and `0` for 36 in a 36x36 grid, where only
//! `.` is a blank; below 36, `0` and `.` are both blanks. This is the
//! alphabet of the shared data files: `123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0`.
//!
//! The other convention of 16x16 puzzles, hexadecimal `0`-`F` for 1-16
//! ([`Alphabet::Hex`]), is read only when named.

/// The digit symbols in order: value v is the v-th.
pub const SYMBOLS: &[u8; 36] = b"123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0";

/// A way of writing digits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Alphabet {
    /// `1`-`9`, `A`-`Z`, and `0` for 36 ([`SYMBOLS`]).
    #[default]
    Standard,
    /// `0`-`9`, `A`-`F` for 1-16 (16x16 only; `.` is the blank).
    Hex,
}

impl Alphabet {
    /// The value `ch` stands for in a grid of `size` (0 for a blank), or
    /// `None` when it is neither a digit up to `size` nor a blank.
    pub fn value(self, ch: char, size: usize) -> Option<u8> {
        if ch == '.' {
            return Some(0);
        }
        let upper = ch.to_ascii_uppercase();
        let value = match self {
            Alphabet::Hex => match upper {
                '0'..='9' => upper as u8 - b'0' + 1,
                'A'..='F' => upper as u8 - b'A' + 11,
                _ => return None,
            },
            Alphabet::Standard => match upper {
                '0' if size < 36 => return Some(0),
                '0' => 36,
                '1'..='9' => upper as u8 - b'0',
                'A'..='Z' => upper as u8 - b'A' + 10,
                _ => return None,
            },
        };
        (usize::from(value) <= size).then_some(value)
    }

    /// The symbol of `value` (1..=36; 0 is `.`).
    pub fn symbol(self, value: u8) -> char {
        match (self, value) {
            (_, 0) => '.',
            (Alphabet::Hex, v) => char::from(b"0123456789ABCDEF"[usize::from(v - 1) % 16]),
            (Alphabet::Standard, v) => char::from(SYMBOLS[usize::from(v - 1) % 36]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_reads_back_from_its_symbol() {
        for size in [4, 9, 16, 25, 36] {
            for value in 0..=size as u8 {
                let symbol = Alphabet::Standard.symbol(value);
                assert_eq!(Alphabet::Standard.value(symbol, size), Some(value));
            }
        }
        assert_eq!(
            Alphabet::Standard.value('0', 9),
            Some(0),
            "a blank below 36"
        );
        assert_eq!(Alphabet::Standard.value('0', 36), Some(36));
        assert_eq!(Alphabet::Standard.value('g', 16), Some(16));
        assert_eq!(Alphabet::Standard.value('H', 16), None, "17 is too big");
        assert_eq!(Alphabet::Hex.value('0', 16), Some(1));
        assert_eq!(Alphabet::Hex.value('F', 16), Some(16));
        assert_eq!(Alphabet::Hex.symbol(16), 'F');
    }
}
