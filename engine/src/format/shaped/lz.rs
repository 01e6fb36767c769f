//! Link data: lz-string's `compressToBase64` form, as f-puzzles and
//! SudokuPad links carry their JSON, decompressed within a bound — the
//! length is measured first, so that a short link cannot grow to
//! gigabytes — and with the repairs links need (escapes, a `+` read as a
//! space, a `//` turned into `/`).

/// The longest text link data may decompress to, in UTF-16 units (4 MB):
/// lz-string can grow a short link quadratically (a 120 KB link can hold
/// a gigabyte of one repeated character), so the length is measured before
/// the text is built.
pub const MAX_DECOMPRESSED: usize = 2 * 1024 * 1024;

/// At most this many single `/` are tried doubled when link data does not
/// decode (some link shorteners and chat apps turn `//` into `/`).
const SLASH_REPAIRS: usize = 32;

/// Why link data gave no text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LzError {
    /// A character outside base64, at this 1-based place of the data.
    NotBase64(char, usize),
    DoesNotDecompress,
    TooLarge,
}

impl LzError {
    /// The error for data that should have been `what` ("an f-puzzles link").
    pub fn message(&self, what: &str) -> String {
        match self {
            LzError::NotBase64(ch, at) => format!(
                "not {what}: the data does not decompress ('{}' at character {at} is not base64)",
                ch.escape_debug()
            ),
            LzError::DoesNotDecompress => format!("not {what}: the data does not decompress"),
            LzError::TooLarge => format!(
                "refused {what}: its data decompresses to over {} MB, more than any puzzle",
                MAX_DECOMPRESSED * 2 / (1024 * 1024)
            ),
        }
    }
}

/// Link data as lz-string reads it: `%2B`-style escapes decoded, a space
/// (a `+` read as a form's space) back to `+`, and nothing outside base64.
fn clean(raw: &str) -> Result<String, LzError> {
    let bytes = raw.as_bytes();
    let mut out = String::with_capacity(raw.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| raw.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok())
            .filter(u8::is_ascii);
        let ch = match escaped {
            Some(byte) => {
                i += 3;
                char::from(byte)
            }
            None => {
                let ch = raw[i..].chars().next().expect("inside the text");
                i += ch.len_utf8();
                ch
            }
        };
        let ch = if ch == ' ' { '+' } else { ch };
        if !(ch.is_ascii_alphanumeric() || matches!(ch, '+' | '/' | '=')) {
            return Err(LzError::NotBase64(ch, out.chars().count() + 1));
        }
        out.push(ch);
    }
    Ok(out)
}

/// The base64 value of each character, as lz-str reads them.
fn sextets(data: &str) -> Vec<u8> {
    data.bytes()
        .map(|byte| match byte {
            b'A'..=b'Z' => byte - b'A',
            b'a'..=b'z' => byte - b'a' + 26,
            b'0'..=b'9' => byte - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => 64,
        })
        .collect()
}

/// The bits of lz-string's base64 form, lowest first in each code, as
/// lz-str reads them (6 bits a character, highest first).
struct Bits<'a> {
    values: &'a [u8],
    next: usize,
    value: u8,
    position: u8,
}

impl<'a> Bits<'a> {
    fn new(values: &'a [u8]) -> Option<Bits<'a>> {
        Some(Bits {
            value: *values.first()?,
            values,
            next: 1,
            position: 32,
        })
    }

    fn bit(&mut self) -> Option<u32> {
        let bit = u32::from(self.value & self.position != 0);
        self.position >>= 1;
        if self.position == 0 {
            self.position = 32;
            self.value = *self.values.get(self.next)?;
            self.next += 1;
        }
        Some(bit)
    }

    fn bits(&mut self, count: u8) -> Option<u32> {
        (0..count).try_fold(0, |acc, shift| Some(acc | self.bit()? << shift))
    }
}

/// The length lz-str's `decompress_from_base64` gives `data`, computed
/// without building it: lz-string's dictionary as entry lengths only.
/// `TooLarge` as soon as it passes `limit`.
fn decompressed_length(data: &str, limit: usize) -> Result<usize, LzError> {
    let values = sextets(data);
    let fail = LzError::DoesNotDecompress;
    let mut bits = Bits::new(&values).ok_or(LzError::DoesNotDecompress)?;
    match bits.bits(2).ok_or(LzError::DoesNotDecompress)? {
        0 => bits.bits(8),
        1 => bits.bits(16),
        _ => return Err(fail),
    }
    .ok_or(LzError::DoesNotDecompress)?;
    // Codes 0-2 are the literal and end markers, then the first literal.
    let mut lengths: Vec<usize> = vec![1, 1, 1, 1];
    let (mut previous, mut total) = (1usize, 1usize);
    let (mut width, mut enlarge_in) = (3u8, 4u64);
    loop {
        let mut code = bits.bits(width).ok_or(LzError::DoesNotDecompress)? as usize;
        match code {
            0 | 1 => {
                bits.bits(if code == 0 { 8 } else { 16 })
                    .ok_or(LzError::DoesNotDecompress)?;
                lengths.push(1);
                code = lengths.len() - 1;
                enlarge_in -= 1;
            }
            2 => return Ok(total),
            _ => {}
        }
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        let length = match lengths.get(code) {
            Some(&length) => length,
            None if code == lengths.len() => previous + 1,
            None => return Err(LzError::DoesNotDecompress),
        };
        total += length;
        if total > limit {
            return Err(LzError::TooLarge);
        }
        lengths.push(previous + 1);
        enlarge_in -= 1;
        previous = length;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        if width > 30 {
            return Err(LzError::DoesNotDecompress);
        }
    }
}

/// The text of link data (lz-string's `compressToBase64` form), at most
/// [`MAX_DECOMPRESSED`] units long.
pub fn decompress(raw: &str) -> Result<String, LzError> {
    let data = clean(raw)?;
    if decompressed_length(&data, MAX_DECOMPRESSED)? == 0 {
        return Err(LzError::DoesNotDecompress);
    }
    let units = lz_str::decompress_from_base64(&data)
        .filter(|units| !units.is_empty())
        .ok_or(LzError::DoesNotDecompress)?;
    String::from_utf16(&units).map_err(|_| LzError::DoesNotDecompress)
}

/// Link data decompressed and read by `parse`. With `repair_slashes`, data
/// that fails is tried again with one single `/` doubled at a time (as
/// SudokuPad does). Errors are for `what` ("an f-puzzles link").
pub(super) fn decode<T>(
    raw: &str,
    what: &str,
    repair_slashes: bool,
    parse: impl Fn(&str) -> Result<T, String>,
) -> Result<T, String> {
    let attempt = |data: &str| match decompress(data) {
        Ok(text) => parse(&text),
        Err(error) => Err(error.message(what)),
    };
    let first = attempt(raw);
    if first.is_ok() || !repair_slashes {
        return first;
    }
    let bytes = raw.as_bytes();
    let singles = (0..bytes.len()).filter(|&i| {
        bytes[i] == b'/'
            && (i == 0 || bytes[i - 1] != b'/')
            && bytes.get(i + 1).is_none_or(|&next| next != b'/')
    });
    for at in singles.take(SLASH_REPAIRS) {
        let repaired = format!("{}/{}", &raw[..at], &raw[at..]);
        if let Ok(value) = attempt(&repaired) {
            return Ok(value);
        }
    }
    first
}
