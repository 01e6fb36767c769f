//! lz-string's `compressToBase64`, the form f-puzzles links carry their
//! JSON in (the reverse of [`super::lz::decompress`]).

use std::collections::{HashMap, HashSet};

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Six bits a character, least significant bit of each value first.
struct Bits {
    out: String,
    value: usize,
    filled: u32,
}

impl Bits {
    fn write(&mut self, mut value: usize, width: u32) {
        for _ in 0..width {
            self.value = (self.value << 1) | (value & 1);
            value >>= 1;
            self.filled += 1;
            if self.filled == 6 {
                self.out.push(char::from(BASE64[self.value]));
                self.value = 0;
                self.filled = 0;
            }
        }
    }

    /// Pads the last character with zero bits, at least one, as
    /// lz-string does (a decoder may read a bit past the end marker).
    fn finish(mut self) -> String {
        self.write(0, 1);
        while self.filled != 0 {
            self.write(0, 1);
        }
        let padding = (4 - self.out.len() % 4) % 4;
        self.out.push_str(&"=".repeat(padding));
        self.out
    }
}

/// The dictionary coder's state: entries made, the width of a code, and
/// when it grows.
struct Coder {
    codes: HashMap<Vec<u16>, usize>,
    new_units: HashSet<u16>,
    width: u32,
    enlarge_in: usize,
    bits: Bits,
}

impl Coder {
    fn grow(&mut self) {
        self.enlarge_in -= 1;
        if self.enlarge_in == 0 {
            self.enlarge_in = 1 << self.width;
            self.width += 1;
        }
    }

    /// Writes the phrase `w`: a new unit by its code, else its entry.
    fn emit(&mut self, w: &[u16]) {
        if w.len() == 1 && self.new_units.remove(&w[0]) {
            let unit = usize::from(w[0]);
            if unit < 256 {
                self.bits.write(0, self.width);
                self.bits.write(unit, 8);
            } else {
                self.bits.write(1, self.width);
                self.bits.write(unit, 16);
            }
            self.grow();
        } else {
            let code = self.codes[w];
            self.bits.write(code, self.width);
        }
        self.grow();
    }
}

/// `text` compressed as lz-string's `compressToBase64` does.
pub fn compress(text: &str) -> String {
    let mut coder = Coder {
        codes: HashMap::new(),
        new_units: HashSet::new(),
        width: 2,
        enlarge_in: 2,
        bits: Bits {
            out: String::new(),
            value: 0,
            filled: 0,
        },
    };
    let mut next_code = 3;
    let mut w: Vec<u16> = Vec::new();
    for unit in text.encode_utf16() {
        if !coder.codes.contains_key(&[unit][..]) {
            coder.codes.insert(vec![unit], next_code);
            next_code += 1;
            coder.new_units.insert(unit);
        }
        let mut wc = w.clone();
        wc.push(unit);
        if coder.codes.contains_key(&wc) {
            w = wc;
        } else {
            coder.emit(&w);
            coder.codes.insert(wc, next_code);
            next_code += 1;
            w = vec![unit];
        }
    }
    if !w.is_empty() {
        coder.emit(&w);
    }
    coder.bits.write(2, coder.width);
    coder.bits.finish()
}

#[cfg(test)]
mod tests {
    use super::super::lz::decompress;
    use super::*;

    #[test]
    fn compressed_text_decompresses_to_itself() {
        for text in [
            "a",
            "hello, hello, hello",
            r#"{"size":9,"grid":[[{"value":5,"given":true}]],"title":"Thermo — Ω"}"#,
            &"abcabcabd".repeat(300),
        ] {
            assert_eq!(decompress(&compress(text)).unwrap(), text);
        }
    }
}
