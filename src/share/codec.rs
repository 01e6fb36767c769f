//! The text codings of share links: percent-encoding, the 81-character grid
//! line, pencil marks as 243 hex digits, and `key=value` pairs.

use sudoku_engine::units::CELLS;
use sudoku_engine::{format, Digits, Grid};

/// An 81-cell line of digits and blanks.
pub fn read_line(text: &str) -> Result<Grid, String> {
    let count = text.chars().count();
    if count != CELLS {
        return Err(format!("{count} characters instead of 81"));
    }
    format::parse_grid(text).map_err(|error| error.to_string())
}

pub fn encode_marks(marks: &[Digits; CELLS]) -> String {
    marks
        .iter()
        .map(|set| format!("{:03x}", set.bits()))
        .collect()
}

pub fn decode_marks(text: &str) -> Result<[Digits; CELLS], String> {
    if text.len() != 3 * CELLS || !text.is_ascii() {
        return Err(format!(
            "{} characters instead of {}",
            text.chars().count(),
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
    fn percent_coding_round_trips_and_tolerates_junk() {
        for text in ["", "a b&c=d%", "é→🙂", "%", "%4", "%zz"] {
            assert_eq!(percent_decode(&percent_encode(text)), text);
        }
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("a+b%20c"), "a b c");
    }
}
