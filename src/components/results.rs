//! A run's results: the puzzle's facts and every statistic the engine names.

use yew::prelude::*;

use crate::counters::{all_stats, restart_word};
use crate::protocol::{group_thousands, RunOutcome};
use crate::run_state::{format_ms, End, Phase, Run};

#[derive(Properties, PartialEq)]
pub struct ResultsProps {
    pub run: Option<Run>,
    /// False when the board has changed since the run started.
    pub on_this_board: bool,
}

fn row(term: impl Into<String>, value: impl Into<String>) -> Html {
    html! {
        <>
            <dt>{ term.into() }</dt>
            <dd>{ value.into() }</dd>
        </>
    }
}

#[component]
pub fn Results(props: &ResultsProps) -> Html {
    let Some(run) = &props.run else {
        return html! {
            <section class="panel results" aria-labelledby="results-heading">
                <h2 id="results-heading" class="panel-title">{ "Results" }</h2>
                <p class="hint">{ "Solve a puzzle to see its facts and the engine's statistics." }</p>
            </section>
        };
    };
    let facts = run.facts.as_ref().map(|facts| {
        html! {
            <dl class="facts" aria-label="Puzzle facts">
                { row("Givens", facts.givens.to_string()) }
                { row("Solutions", Run::facts_text(facts)) }
                { row("Checked in", format!("{} ms", format_ms(facts.check_ms))) }
            </dl>
        }
    });
    let outcome = match &run.phase {
        Phase::Running | Phase::Stopping => "running".to_string(),
        Phase::Done(End::Outcome(outcome)) => match outcome {
            RunOutcome::Solved { .. } => "solved".to_string(),
            RunOutcome::NoSolution => "no solution".to_string(),
            RunOutcome::MultipleSolutions => "several solutions".to_string(),
            RunOutcome::GaveUp { cost, .. } => format!("gave up (best cost {cost})"),
            RunOutcome::Stopped { cost, .. } => format!("stopped (cost {cost})"),
        },
        Phase::Done(End::Failed(_)) => "not run".to_string(),
        Phase::Done(End::Crashed(_)) => "the solver crashed".to_string(),
        Phase::Done(End::NotLoaded(_)) => "the solver did not load".to_string(),
        Phase::Done(End::Terminated) => "stopped (solver restarted)".to_string(),
        Phase::Done(End::Unresponsive) => "gave up (solver restarted)".to_string(),
    };
    let stats = run.report.as_ref().map(|report| {
        let mut rows = vec![
            row("Time", format!("{} ms", format_ms(report.elapsed_ms))),
            row("Iterations", group_thousands(report.iterations)),
            row("Cells filled", format!("{}/81", report.filled)),
        ];
        if let Some(cost) = report.best_cost {
            rows.push(row("Best cost", cost.to_string()));
        }
        if let Some(cost) = report.current_cost {
            rows.push(row("Current cost", cost.to_string()));
        }
        // An engine that names its restarts (re-heats) lists them among its statistics.
        if report.restarts > 0 && restart_word(&report.stats) == "restart" {
            rows.push(row("Restarts", group_thousands(report.restarts)));
        }
        for stat in all_stats(report) {
            rows.push(row(stat.label, stat.value));
        }
        html! { <>{ for rows }</> }
    });
    html! {
        <section class="panel results" aria-labelledby="results-heading">
            <h2 id="results-heading" class="panel-title">{ "Results" }</h2>
            { for facts }
            <dl class="stats" aria-label="Run statistics">
                { row("Engine", run.engine.clone()) }
                { row("Outcome", outcome) }
                { for stats }
            </dl>
            if !props.on_this_board {
                <p class="hint">{ "These results are for the board as it was when the run started." }</p>
            }
        </section>
    }
}
