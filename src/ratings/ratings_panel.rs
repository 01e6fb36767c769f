//! The ratings panel: four readings of the puzzle's difficulty side by
//! side, each with what it measures and where it comes from, and the
//! techniques of the rating path as a small bar chart.

use sudoku_engine::logic::Stall;
use yew::prelude::*;

use super::{Ratings, Reading};
use crate::worker::analysis::{HarmonyView, RatingView};
use sudoku_engine::meta::harmony::INFO as HARMONY;

#[derive(Properties, PartialEq)]
pub struct RatingsPanelProps {
    pub ratings: Ratings,
}

/// One reading: its name, value, and a line on what it is.
fn reading(id: &str, name: &str, value: String, about: &str) -> Html {
    html! {
        <div class="reading" id={id.to_string()}>
            <dt>{ name }</dt>
            <dd class="value">{ value }</dd>
            <dd class="about">{ about.to_string() }</dd>
        </div>
    }
}

fn words<T>(reading: &Reading<T>, done: impl Fn(&T) -> String) -> String {
    match reading {
        Reading::Idle => "–".to_string(),
        Reading::Pending(_) => "pending…".to_string(),
        Reading::Done(Ok(value)) => done(value),
        Reading::Done(Err(why)) => format!("none: {why}"),
    }
}

fn histogram(rating: &RatingView) -> Html {
    let most = rating
        .histogram
        .iter()
        .map(|(_, n)| *n)
        .max()
        .unwrap_or(1)
        .max(1);
    let rows = rating.histogram.iter().map(|(name, count)| {
        let width = 100.0 * f64::from(*count) / f64::from(most);
        html! {
            <li>
                <span class="bar-name">{ name.clone() }</span>
                <svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                    <rect width={format!("{width:.1}")} height="10" />
                </svg>
                <span class="bar-count">{ count.to_string() }</span>
            </li>
        }
    });
    html! {
        <figure class="histogram">
            <figcaption>{ "Techniques on the rating path (steps each)" }</figcaption>
            <ul>{ for rows }</ul>
        </figure>
    }
}

#[component]
pub fn RatingsPanel(props: &RatingsPanelProps) -> Html {
    let ratings = &props.ratings;
    if matches!(ratings.rating, Reading::Idle) {
        return Html::default();
    }
    let se = match (&ratings.rating, &ratings.progress) {
        (Reading::Pending(_), Some(so_far)) => format!(
            "pending… {} of {} empty cells filled in {} steps; the hardest so far {:.1} ({})",
            so_far.placed, so_far.empty, so_far.steps, so_far.er, so_far.hardest
        ),
        (rating, _) => words(rating, |r| {
            let hardest = match r.solved {
                true => r.hardest.as_deref().unwrap_or("none"),
                false => Stall::BeyondTechniques.words(),
            };
            format!("{:.1} / {:.1} / {:.1} ({hardest})", r.er, r.ep, r.ed)
        }),
    };
    let level = words(&ratings.rating, |r| {
        format!("{} ({} points)", r.level, r.score)
    });
    let csp = words(&ratings.rating, |r| match r.csp_class.as_str() {
        "unknown" => "none: its search did not finish in its budget".to_string(),
        class if r.csp_complete => format!("{class} ({} guesses)", r.csp_guesses),
        class => format!("{class} (at least {} guesses)", r.csp_guesses),
    });
    let classic = ratings
        .puzzle
        .as_ref()
        .is_none_or(|puzzle| puzzle.shape().is_classic());
    let takes_harmony = ratings
        .puzzle
        .as_ref()
        .is_none_or(|puzzle| HARMONY.shapes.admits(puzzle.shape()));
    let harmony = match takes_harmony {
        true => words(&ratings.harmony, |h: &HarmonyView| {
            format!("{} of 5, DC {:.2}", h.name, h.dc)
        }),
        false => format!("– (harmony search takes {})", HARMONY.shapes.describe()),
    };
    let se_about = match classic {
        true => "Sudoku Explainer's scale: the hardest step, the hardest before the first placement, the first step.",
        false => "Sudoku Explainer's scale read on this shape: the hardest step, the hardest before the first placement, the first step; SE's values where SE has the technique, ours for killer cages (cage combinations 2.0-2.6, innies and outies 2.8 and up).",
    };
    let killer = ratings
        .puzzle
        .as_ref()
        .is_some_and(|puzzle| puzzle.shape().has_sums());
    let hodoku_about = match killer {
        false => "HoDoKu's levels from the techniques used and their summed score.",
        true => "HoDoKu's levels from the hardest technique used (a killer's long path from an empty grid would put every summed score in Extreme).",
    };
    let chart = match &ratings.rating {
        Reading::Done(Ok(rating)) => histogram(rating),
        _ => Html::default(),
    };
    html! {
        <section class="panel ratings" aria-labelledby="ratings-heading">
            <h2 id="ratings-heading" class="panel-title">{ "Difficulty" }</h2>
            <dl class="readings">
                { reading("rating-se", "SE ER/EP/ED", se, se_about) }
                { reading("rating-hodoku", "HoDoKu level", level, hodoku_about) }
                { reading("rating-csp", "CSP class", csp,
                    "Seed 002 (Findling): easy or medium when propagation alone solves it, hard or evil by its guesses.") }
                { reading("rating-harmony", "Harmony level", harmony,
                    "Seed 001: the level harmony search's difficulty coefficient gives (seeded run of 20,000 iterations).") }
            </dl>
            { chart }
        </section>
    }
}
