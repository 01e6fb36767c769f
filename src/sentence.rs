//! Words for people: engine and parser messages begin in lower case so
//! they can sit inside a sentence; shown on their own, they start with a
//! capital.

/// `text` with its first letter in upper case.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}", first.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_first_letter_changes() {
        assert_eq!(capitalised("éclair at r1c1"), "Éclair at r1c1");
        assert_eq!(capitalised(""), "");
    }
}
