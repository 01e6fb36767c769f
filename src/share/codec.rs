//! The text codings of share links: percent-encoding, the 81-character grid
//! line, pencil marks as 243 hex digits, and `key=value` pairs.

use sudoku_engine::units::CELLS;
use sudoku_engine::{Digits, Grid};

/// An 81-cell line of digits and blanks.
/// A link's grid: exactly 81 characters, each a digit or `.` (and `0` for
/// empty when `zero_is_blank`); the first wrong one is named with its place.
pub fn read_grid(text: &str, zero_is_blank: bool) -> Result<Grid, String> {
    let count = text.chars().count();
    if count != CELLS {
        return Err(format!("{count} characters instead of 81"));
    }
    let mut cells = [0u8; CELLS];
    for (index, (cell, ch)) in cells.iter_mut().zip(text.chars()).enumerate() {
        *cell = match ch {
            '1'..='9' => ch as u8 - b'0',
            '.' => 0,
            '0' if zero_is_blank => 0,
            other => {
                return Err(format!(
                    "{} at position {} is not a digit 1-9 or '.'",
                    describe(other),
                    index + 1
                ))
            }
        };
    }
    Ok(Grid::from_cells(cells).expect("digits are 0-9"))
}

/// An 81-cell line of digits and blanks (`.` or `0`).
pub fn read_line(text: &str) -> Result<Grid, String> {
    read_grid(text, true)
}

/// A character as an error message names it.
pub fn describe(ch: char) -> String {
    if ch.is_ascii_graphic() {
        format!("'{ch}'")
    } else {
        format!("'{ch}' (U+{:04X})", ch as u32)
    }
}

pub fn encode_marks(marks: &[Digits; CELLS]) -> String {
    marks
        .iter()
        .map(|set| format!("{:03x}", set.bits()))
        .collect()
}

pub fn decode_marks(text: &str) -> Result<[Digits; CELLS], String> {
    if let Some((index, ch)) = text
        .chars()
        .enumerate()
        .find(|(_, ch)| !ch.is_ascii_hexdigit())
    {
        return Err(format!(
            "{} at position {} ({}) is not a hex digit",
            describe(ch),
            index + 1,
            sudoku_engine::units::cell_name((index / 3).min(CELLS - 1))
        ));
    }
    if text.len() != 3 * CELLS {
        return Err(format!(
            "{} characters instead of {}",
            text.len(),
            3 * CELLS
        ));
    }
    let mut marks = [Digits::NONE; CELLS];
    for (cell, set) in marks.iter_mut().enumerate() {
        let chunk = &text[3 * cell..3 * cell + 3];
        let bits = u16::from_str_radix(chunk, 16)
            .ok()
            .filter(|&bits| bits <= Digits::ALL.bits())
            .ok_or_else(|| {
                format!(
                    "'{chunk}' at {} is not a set of digits",
                    sudoku_engine::units::cell_name(cell)
                )
            })?;
        *set = Digits::from_bits(bits);
    }
    Ok(marks)
}

/// `key=value` pairs of a fragment or query, decoded; pairs without `=` are skipped.
pub fn pairs(text: &str) -> Vec<(String, String)> {
    text.split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(key, value)| (percent_decode(key), percent_decode(value)))
        .collect()
}

/// Percent-encodes all but the characters a fragment keeps as they are.
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~:".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Decodes `%XX` escapes (and `+` as a space); malformed escapes stay as they are.
pub fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push(high * 16 + low);
                    i += 3;
                    continue;
                }
                _ => out.push(b'%'),
            },
            b'+' => out.push(b' '),
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_ascii_text_is_named_where_it_stands() {
        let accented = format!("é{}", ".".repeat(80));
        assert_eq!(
            read_line(&accented).unwrap_err(),
            "'é' (U+00E9) at position 1 is not a digit 1-9 or '.'"
        );
        let marks = format!("1ff{}", "é".repeat(240));
        assert_eq!(
            decode_marks(&marks).unwrap_err(),
            "'é' (U+00E9) at position 4 (r1c2) is not a hex digit"
        );
        assert_eq!(
            decode_marks(&"1ff".repeat(80)).unwrap_err(),
            "240 characters instead of 243"
        );
    }

    #[test]
    fn percent_coding_round_trips_and_tolerates_junk() {
        for text in ["", "a b&c=d%", "é→🙂", "%", "%4", "%zz"] {
            assert_eq!(percent_decode(&percent_encode(text)), text);
        }
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("a+b%20c"), "a b c");
    }
}
