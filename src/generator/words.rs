//! The New puzzle control in words: where a generation stands, and how it
//! ended (a puzzle with its rating, or a give-up with the closest one).

use sudoku_engine::generate::{GenOutcome, Target};
use sudoku_engine::rate::PathRating;
use sudoku_engine::shape::Shape;

use super::{Ended, Generating};
use crate::sentence::capitalised;

/// "Making a Hard puzzle: 12 tries, closest so far SE 6.6 (Hard), 1.2 s."
pub fn progress_text(current: &Generating) -> String {
    let aim = match current.options.target {
        Some(Target::Level(level)) => format!("a{} {level} puzzle", article(level.name())),
        Some(range) => format!("a puzzle of {range}"),
        None => "a puzzle".into(),
    };
    let aim = match current.options.needs {
        Some(need) => format!("{aim} that takes {need}"),
        None => aim,
    };
    let doing = if current.stopping {
        "Stopping"
    } else {
        "Making"
    };
    let mut text = format!(
        "{doing} {aim}{}: {}",
        of_shape(current),
        tries(current.tries)
    );
    if let Some(best) = &current.best {
        text += &format!(", closest so far {}", reading(best));
    }
    text + &format!(", {}.", seconds(current.elapsed_ms))
}

/// "Made in 0.8 s (12 tries): SE 7.1 (Unfair), hardest step X-Wing." or
/// "Stopped after 120 tries; the closest was rated 8.3 (Unfair)."
pub fn ended_text(ended: &Ended) -> String {
    let elapsed_ms = ended.elapsed_ms;
    match &ended.outcome {
        GenOutcome::Made(made) => made_text(
            made.tries,
            made.sudoku.givens().filled(),
            made.unproven,
            &made.rating,
            elapsed_ms,
        ),
        gave_up => format!("{}.", capitalised(&gave_up.to_string())),
    }
}

/// `unproven`: givens kept because checking their removal ran over budget
/// (a grid larger than a 20x20, a large killer).
fn made_text(
    tries_made: u64,
    givens: usize,
    unproven: usize,
    rating: &Option<PathRating>,
    elapsed_ms: f64,
) -> String {
    let mut givens = match givens {
        1 => "1 given".to_string(),
        count => format!("{count} givens"),
    };
    if unproven > 0 {
        givens += &format!(" (unique; {unproven} of them not proven needed)");
    }
    let mut text = format!(
        "Made in {} ({}), {givens}",
        seconds(elapsed_ms),
        tries(tries_made),
    );
    if let Some(rating) = rating {
        text += &format!(": {}", reading(rating));
        if let Some(hardest) = &rating.hardest {
            text += &format!(", hardest step {hardest}");
        }
    }
    text + "."
}

/// " of 16x16 (4x4 boxes), X (both diagonals)", " (killer, 9x9 (3x3
/// boxes))", or nothing for a classic 9x9.
fn of_shape(current: &Generating) -> String {
    let options = &current.options;
    match (options.killer, shape_words(&options.shape)) {
        (true, _) => format!(" (killer, {})", options.shape.describe()),
        (false, Some(words)) => format!(" of {words}"),
        (false, None) => String::new(),
    }
}

/// The shape New puzzle makes, in words ("16x16 (4x4 boxes), x"), or
/// none for its default, the classic 9x9.
pub fn shape_words(shape: &Shape) -> Option<String> {
    Some(shape)
        .filter(|shape| !shape.is_classic())
        .map(Shape::describe)
}

/// "n" before a vowel ("an Easy puzzle").
fn article(word: &str) -> &'static str {
    match word.chars().next() {
        Some('A' | 'E' | 'I' | 'O' | 'U') => "n",
        _ => "",
    }
}

/// "SE 7.1 (Unfair)".
fn reading(rating: &PathRating) -> String {
    format!("SE {} ({})", rating.se.er, rating.hodoku.level)
}

fn tries(count: u64) -> String {
    match count {
        1 => "1 try".into(),
        count => format!("{count} tries"),
    }
}

/// "12 ms" under a second, "1.2 s" from there.
fn seconds(ms: f64) -> String {
    if ms < 1000.0 {
        format!("{ms:.0} ms")
    } else {
        format!("{:.1} s", ms / 1000.0)
    }
}
