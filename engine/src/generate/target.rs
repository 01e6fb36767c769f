//! [`Target`]: the difficulty a run aims at — a HoDoKu-style level or a
//! range of SE's ER — and how far a rated puzzle lies from it, so that a
//! run that gives up can offer the closest puzzle it made.
//!
//! Distances are integers (tenths of ER, levels and HoDoKu points), so the
//! choice of the closest puzzle is the same on every platform.

use std::fmt;
use std::str::FromStr;

use crate::logic::shaped::Ceiling;
use crate::logic::{HodokuLevel, Rating};
use crate::rate::PathRating;

/// A difficulty to generate to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Target {
    /// The HoDoKu-style level of [`crate::rate`].
    Level(HodokuLevel),
    /// SE's ER from `min` to `max`, both included.
    Se { min: Rating, max: Rating },
}

/// The levels, easiest first.
pub const LEVELS: [HodokuLevel; 5] = [
    HodokuLevel::Easy,
    HodokuLevel::Medium,
    HodokuLevel::Hard,
    HodokuLevel::Unfair,
    HodokuLevel::Extreme,
];

/// The highest ER a path can have: SE's "beyond solver".
const MAX_ER: Rating = crate::rate::se::BEYOND_SOLVER;

/// Points of level distance that outweigh any score distance.
const LEVEL_WEIGHT: u32 = 100_000;

impl Target {
    /// Whether `rating` lands in the target.
    pub fn contains(&self, rating: &PathRating) -> bool {
        self.distance(rating) == 0
    }

    /// How far `rating` lies from the target, 0 inside it. For an SE range,
    /// in tenths of ER; for a level, the levels between (weighted first),
    /// then the HoDoKu points between the score and the level's range.
    pub fn distance(&self, rating: &PathRating) -> u32 {
        match *self {
            Target::Se { min, max } => {
                let er = rating.se.er.0;
                u32::from(min.0.saturating_sub(er) + er.saturating_sub(max.0))
            }
            Target::Level(level) if rating.hodoku.level == level => 0,
            Target::Level(level) => {
                let levels = index(level).abs_diff(index(rating.hodoku.level));
                let (low, high) = score_range(level);
                let score = rating.hodoku.score;
                let points = low.saturating_sub(score) + score.saturating_sub(high);
                levels * LEVEL_WEIGHT + points.min(LEVEL_WEIGHT - 1)
            }
        }
    }

    /// The most a step may be worth on the way to the target (its SE value
    /// and HoDoKu level), or none when the target has no upper bound
    /// (Extreme, or a range up to SE's 20.0).
    pub fn ceiling(&self) -> Option<Ceiling> {
        match *self {
            Target::Level(HodokuLevel::Extreme) => None,
            Target::Level(level) => Some(Ceiling {
                rating: MAX_ER,
                level,
            }),
            Target::Se { max, .. } if max >= MAX_ER => None,
            Target::Se { max, .. } => Some(Ceiling {
                rating: max,
                level: HodokuLevel::Extreme,
            }),
        }
    }

    /// Whether `rating` lies above the target: harder than it allows.
    pub fn is_exceeded_by(&self, rating: &PathRating) -> bool {
        match *self {
            Target::Se { max, .. } => rating.se.er > max,
            Target::Level(level) => rating.hodoku.level > level,
        }
    }

    /// An SE range from `MIN-MAX` (`9.0-10.5`, `7-8`); one value is a range
    /// of one.
    pub fn se_range(text: &str) -> Result<Target, String> {
        let (low, high) = text.split_once('-').unwrap_or((text, text));
        let (min, max) = (tenths(low.trim())?, tenths(high.trim())?);
        if min > max {
            return Err(format!(
                "the SE range {text} runs backwards ({min} > {max})"
            ));
        }
        Ok(Target::Se { min, max })
    }
}

fn index(level: HodokuLevel) -> u32 {
    LEVELS.iter().position(|&l| l == level).unwrap_or(0) as u32
}

/// The HoDoKu scores of `level`'s range, both included.
fn score_range(level: HodokuLevel) -> (u32, u32) {
    let low = LEVELS[..index(level) as usize]
        .last()
        .and_then(|below| below.max_score())
        .map_or(0, |max| max + 1);
    (low, level.max_score().unwrap_or(u32::MAX))
}

/// An ER value of at most one decimal, from 0.0 to 20.0, read without
/// floating point.
fn tenths(text: &str) -> Result<Rating, String> {
    let bad = || format!("'{text}' is not an SE rating (0.0 to {MAX_ER}, one decimal)");
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |part: &str, most: usize| {
        (!part.is_empty() && part.len() <= most && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<u16>().ok())
            .flatten()
    };
    match (digits(whole, 2), digits(tenth, 1)) {
        (Some(whole), Some(tenth)) if whole * 10 + tenth <= MAX_ER.0 => {
            Ok(Rating(whole * 10 + tenth))
        }
        _ => Err(bad()),
    }
}

/// A level by its name, in any case (`easy` ... `extreme`).
pub fn parse_level(text: &str) -> Result<HodokuLevel, String> {
    LEVELS
        .into_iter()
        .find(|level| level.name().eq_ignore_ascii_case(text.trim()))
        .ok_or_else(|| format!("unknown level '{text}' (easy, medium, hard, unfair or extreme)"))
}

/// A level's name, or an SE range.
impl FromStr for Target {
    type Err = String;

    fn from_str(text: &str) -> Result<Target, String> {
        match parse_level(text) {
            Ok(level) => Ok(Target::Level(level)),
            Err(_) if text.starts_with(|c: char| c.is_ascii_digit()) => Target::se_range(text),
            Err(error) => Err(error),
        }
    }
}

/// `Extreme`, `SE 9.0-10.0`, `SE 7.2`.
impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Level(level) => write!(f, "{level}"),
            Target::Se { min, max } if min == max => write!(f, "SE {min}"),
            Target::Se { min, max } => write!(f, "SE {min}-{max}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rate::{HodokuRating, SeRating};

    fn reading(er: u16, score: u32, level: HodokuLevel) -> PathRating {
        let er = Rating(er);
        PathRating {
            se: SeRating { er, ep: er, ed: er },
            hodoku: HodokuRating { score, level },
            hardest: None,
        }
    }

    #[test]
    fn se_ranges_read_tenths_exactly_and_say_what_is_wrong() {
        let range = |min, max| Target::Se {
            min: Rating(min),
            max: Rating(max),
        };
        assert_eq!(Target::se_range("9.0-10.5"), Ok(range(90, 105)));
        assert_eq!(Target::se_range("7-8"), Ok(range(70, 80)));
        assert_eq!(Target::se_range("7.2"), Ok(range(72, 72)));
        assert_eq!("extreme".parse(), Ok(Target::Level(HodokuLevel::Extreme)));
        assert_eq!("1.5-2".parse(), Ok(range(15, 20)));
        for (bad, message) in [
            ("9.05-10", "'9.05' is not an SE rating"),
            ("8-7", "runs backwards (8.0 > 7.0)"),
            ("20.1", "'20.1' is not an SE rating"),
            ("x-9", "'x' is not"),
            ("-", "'' is not"),
        ] {
            let error = Target::se_range(bad).unwrap_err();
            assert!(error.contains(message), "{bad}: {error}");
        }
        assert!("insane"
            .parse::<Target>()
            .unwrap_err()
            .contains("unknown level"));
    }

    #[test]
    fn distance_is_zero_inside_and_grows_outside() {
        let se = Target::se_range("9.0-9.5").unwrap();
        let at = |er| se.distance(&reading(er, 0, HodokuLevel::Extreme));
        assert_eq!((at(90), at(95), at(88), at(99)), (0, 0, 2, 4));
        assert!(se.contains(&reading(92, 0, HodokuLevel::Extreme)));

        let hard = Target::Level(HodokuLevel::Hard);
        let of = |score, level| hard.distance(&reading(0, score, level));
        assert_eq!(of(1200, HodokuLevel::Hard), 0);
        assert_eq!(
            of(300, HodokuLevel::Hard),
            0,
            "a level from a technique counts"
        );
        // Medium scores up to 1000, Hard 1001 to 1600.
        assert_eq!(of(950, HodokuLevel::Medium), LEVEL_WEIGHT + 51);
        assert!(of(990, HodokuLevel::Medium) < of(950, HodokuLevel::Medium));
        assert!(of(700, HodokuLevel::Easy) > of(400, HodokuLevel::Medium));
        assert_eq!(of(1700, HodokuLevel::Unfair), LEVEL_WEIGHT + 100);
        let extreme = Target::Level(HodokuLevel::Extreme);
        assert_eq!(
            extreme.distance(&reading(0, 1700, HodokuLevel::Unfair)),
            LEVEL_WEIGHT + 101
        );
    }
}
