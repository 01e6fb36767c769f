//! The text codings of share links: percent-encoding, grid lines (N²
//! symbols for a grid of N digits, 81 for the classic 9x9: one reader for
//! every size), pencil marks as hex (243 digits for the 9x9), and
//! `key=value` pairs.

use sudoku_engine::shape::symbols::Alphabet;
use sudoku_engine::shape::Values;

/// A character as an error message names it.
pub fn describe(ch: char) -> String {
    if ch.is_ascii_graphic() {
        format!("'{ch}'")
    } else {
        format!("'{ch}' (U+{:04X})", ch as u32)
    }
}

/// Hex digits per cell for the marks of a grid of `size` digits: 3 for
/// the classic 9x9 (243 in all), 9 for a 36x36.
fn mark_width(size: usize) -> usize {
    size.div_ceil(4)
}

/// Cell `cell` of a grid of `size` rows by name: `r3c7`.
fn cell_name(cell: usize, size: usize) -> String {
    format!("r{}c{}", cell / size + 1, cell % size + 1)
}

/// Pencil marks as hex, a fixed number of digits per cell (bit `d-1` for digit `d`).
pub fn encode_marks(marks: &[u64], size: usize) -> String {
    let width = mark_width(size);
    marks.iter().map(|set| format!("{set:0width$x}")).collect()
}

/// A layer of sets (corner marks, colours: `bits` bits each) as
/// [`encode_marks`] writes it, unless every set is empty.
pub fn encode_layer(sets: &[u64], bits: usize) -> Option<String> {
    sets.iter()
        .any(|&set| set != 0)
        .then(|| encode_marks(sets, bits))
}

/// Pencil marks of a grid of `size` digits, as [`encode_marks`] writes them.
pub fn decode_marks(text: &str, size: usize) -> Result<Vec<u64>, String> {
    decode_sets(text, size, size)
}

/// Sets of `bits` bits, one per cell of a grid of `size` rows, as
/// [`encode_marks`] writes them (colours: 9 bits whatever the size).
pub fn decode_sets(text: &str, bits: usize, size: usize) -> Result<Vec<u64>, String> {
    let width = mark_width(bits);
    let cells = size * size;
    if let Some((index, ch)) = text
        .chars()
        .enumerate()
        .find(|(_, ch)| !ch.is_ascii_hexdigit())
    {
        return Err(format!(
            "{} at position {} ({}) is not a hex digit",
            describe(ch),
            index + 1,
            cell_name((index / width).min(cells - 1), size)
        ));
    }
    if text.len() != width * cells {
        return Err(format!(
            "{} characters instead of {}",
            text.len(),
            width * cells
        ));
    }
    let all = (1u64 << bits) - 1;
    (0..cells)
        .map(|cell| {
            let chunk = &text[width * cell..width * (cell + 1)];
            u64::from_str_radix(chunk, 16)
                .ok()
                .filter(|&bits| bits & !all == 0)
                .ok_or_else(|| {
                    format!(
                        "'{chunk}' at {} is not a set of digits",
                        cell_name(cell, size)
                    )
                })
        })
        .collect()
}

/// A link's grid of `size` rows: N² symbols (`1`-`9`, `A`-`Z`, `0` for 36
/// in a 36x36), `.` (or `0` below 36) for empty; the first wrong one is
/// named with its place.
pub fn read_values(text: &str, size: usize) -> Result<Values, String> {
    let count = text.chars().count();
    if count != size * size {
        return Err(format!("{count} characters instead of {}", size * size));
    }
    let cells = text
        .chars()
        .enumerate()
        .map(|(index, ch)| {
            Alphabet::Standard.value(ch, size).ok_or_else(|| {
                format!(
                    "{} at position {} is not a digit {} or '.'",
                    describe(ch),
                    index + 1,
                    digit_range(size)
                )
            })
        })
        .collect::<Result<Vec<u8>, String>>()?;
    Ok(Values::from_cells(size, cells).expect("every value is a digit of the size"))
}

/// The symbols of a grid of `size` digits, in words: `1-9`, `1-9 or A-G`.
fn digit_range(size: usize) -> String {
    let last = Alphabet::Standard.symbol(size as u8);
    match size {
        ..=9 => format!("1-{last}"),
        10 => "1-9 or A".to_string(),
        36 => "1-9, A-Z or 0".to_string(),
        _ => format!("1-9 or A-{last}"),
    }
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
            read_values(&accented, 9).unwrap_err(),
            "'é' (U+00E9) at position 1 is not a digit 1-9 or '.'"
        );
        assert_eq!(
            read_values(&format!("H{}", ".".repeat(255)), 16).unwrap_err(),
            "'H' at position 1 is not a digit 1-9 or A-G or '.'"
        );
        let marks = format!("1ff{}", "é".repeat(240));
        assert_eq!(
            decode_marks(&marks, 9).unwrap_err(),
            "'é' (U+00E9) at position 4 (r1c2) is not a hex digit"
        );
        assert_eq!(
            decode_marks(&"1ff".repeat(80), 9).unwrap_err(),
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
