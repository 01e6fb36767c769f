//! A run's results once it is over: the puzzle's facts and every statistic
//! the engine declares, with its own labels. While a run goes on the status
//! line and the live panel show its numbers; this panel waits, so that
//! progress does not repaint it 15 times a second.

use sudoku_engine::stats::group_thousands;
use yew::prelude::*;

use super::{cells_filled, format_ms, solutions_text, Run};
use crate::live::counters::all_stats;

#[derive(Properties, PartialEq)]
pub struct ResultsProps {
    /// The shown run, once it is over.
    pub run: Option<Run>,
    /// A run is going on.
    pub running: bool,
    /// False when the board has changed since the run started.
    pub on_this_board: bool,
}

fn row(term: impl Into<String>, value: impl Into<String>, detail: Option<&'static str>) -> Html {
    html! {
        <>
            <dt title={detail}>{ term.into() }</dt>
            <dd>{ value.into() }</dd>
        </>
    }
}

#[component]
pub fn Results(props: &ResultsProps) -> Html {
    let Some(run) = &props.run else {
        let hint = if props.running {
            "The results show here when the run is over."
        } else {
            "Solve a puzzle to see its facts and the engine's statistics."
        };
        return html! {
            <section class="panel results" aria-labelledby="results-heading">
                <h2 id="results-heading" class="panel-title">{ "Results" }</h2>
                <p class="hint">{ hint }</p>
            </section>
        };
    };
    let facts = run.facts.as_ref().map(|facts| {
        html! {
            <dl class="facts" aria-label="Puzzle facts">
                { row("Givens", facts.givens.to_string(), None) }
                { row("Solutions", solutions_text(facts.solutions), None) }
                { row("Checked in", format!("{} ms", format_ms(facts.check_ms)), None) }
            </dl>
        }
    });
    let stats = run.snapshot.as_ref().map(|snapshot| {
        let progress = &snapshot.progress;
        let mut rows = vec![
            row(
                "Time",
                format!("{} ms", format_ms(snapshot.elapsed_ms)),
                None,
            ),
            row("Iterations", group_thousands(progress.iterations), None),
            row("Cells filled", cells_filled(progress), None),
        ];
        if let Some(cost) = progress.best_cost {
            rows.push(row("Best cost", cost.to_string(), None));
        }
        if let Some(cost) = progress.current_cost {
            rows.push(row("Current cost", cost.to_string(), None));
        }
        // An engine that names its restarts (re-heats) lists them among its statistics.
        if progress.restarts > 0 && run.engine.reports.restart.is_none() {
            rows.push(row("Restarts", group_thousands(progress.restarts), None));
        }
        for stat in all_stats(run.engine, snapshot) {
            rows.push(row(stat.label, stat.value, stat.detail));
        }
        html! { <>{ for rows }</> }
    });
    html! {
        <section class="panel results" aria-labelledby="results-heading">
            <h2 id="results-heading" class="panel-title">{ "Results" }</h2>
            { for facts }
            <dl class="stats" aria-label="Run statistics">
                { row("Engine", run.engine.name, None) }
                { row("Outcome", run.outcome_words(), None) }
                { for stats }
            </dl>
            if !props.on_this_board {
                <p class="hint">{ "These results are for the board as it was when the run started." }</p>
            }
        </section>
    }
}
