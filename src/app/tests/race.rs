//! Races: a lineup built from the settings, every entry started at once on
//! as many workers as the pool allows, standings, Stop for all, and the
//! lineup in share links.

use sudoku_engine::Outcome;

use super::{from, loaded, run_requests};
use crate::app::SideTab;
use crate::app::{Action, AppState, Command};
use crate::fixtures::{wiki_solution, Then};
use crate::race::standings;
use crate::worker::{FromWorker, RunId, ToWorker, WorkerId};

fn lineup_of_three() -> AppState {
    let mut state = loaded();
    state.pool = crate::worker::Pool::new(2);
    state.then_all([
        Action::AddToRace,
        Action::SetEngine("anneal".into()),
        Action::SetSeed("7".into()),
        Action::AddToRace,
        Action::SetEngine("csp".into()),
        Action::AddToRace,
    ])
}

fn sent_runs(commands: &[Command]) -> Vec<(WorkerId, RunId)> {
    run_requests(commands)
        .into_iter()
        .map(|(worker, request)| (worker, request.id))
        .collect()
}

#[test]
fn a_race_runs_its_lineup_on_parallel_workers_and_ranks_the_finishers() {
    let mut state = lineup_of_three();
    assert_eq!(state.lineup.len(), 3);
    assert_eq!(state.lineup[1].label(), "anneal · seed 7");
    let commands = state.apply(Action::Race);
    let sent = sent_runs(&commands);
    assert_eq!(
        sent.len(),
        2,
        "two workers at once, the third run waits: {commands:?}"
    );
    assert_ne!(sent[0].0, sent[1].0);
    assert!(state.runs.is_race());
    assert!(state.shown_run().is_none(), "no solution on the board yet");

    let (worker, first) = sent[0];
    let commands = state.apply(from(
        worker,
        FromWorker::Finished {
            id: first,
            several: Vec::new(),
            outcome: Outcome::Solved(wiki_solution()),
            snapshot: None,
        },
    ));
    assert_eq!(
        sent_runs(&commands).len(),
        1,
        "the freed worker takes the waiting run"
    );
    assert_eq!(state.shown_run().map(|run| run.id), Some(first));
    let table = standings(&state.runs, |run| run.label.clone());
    assert_eq!(table.len(), 3);
    assert_eq!((table[0].id, table[0].place), (first, Some(1)));
    assert!(table[1..]
        .iter()
        .all(|row| row.place.is_none() && row.outcome == "running"));

    let commands = state.apply(Action::Stop);
    let stops = commands
        .iter()
        .filter(|command| matches!(command, Command::Send(_, ToWorker::Stop { .. })))
        .count();
    assert_eq!(stops, 2, "Stop reaches every running worker");
}

#[test]
fn racing_shows_the_race_tab_and_solving_the_solve_tab() {
    let state = lineup_of_three();
    assert_eq!(state.side, SideTab::Solve, "the column opens on Solve");
    let racing = state.then(Action::Race);
    assert_eq!(racing.side, SideTab::Race);
    let elsewhere = racing.then_all([Action::Stop, Action::ShowTab(SideTab::Ratings)]);
    assert_eq!(elsewhere.side, SideTab::Ratings);
    assert_eq!(elsewhere.then(Action::Solve).side, SideTab::Solve);
}

#[test]
fn a_link_carries_the_lineup() {
    let state = lineup_of_three();
    let fragment = format!("#{}", state.share_fragment());
    let opened = AppState::new(1, 1).then(Action::OpenAddress {
        fragment,
        query: String::new(),
    });
    assert_eq!(opened.lineup, state.lineup);
    assert_eq!(
        opened.side,
        SideTab::Race,
        "the link opens the race it carries"
    );
    let emptied = opened.then_all([Action::RemoveFromRace(0), Action::ClearLineup]);
    assert!(emptied.lineup.is_empty());
}

#[test]
fn a_race_on_a_board_with_several_solutions_can_be_run_anyway() {
    use sudoku_engine::Uniqueness;
    let mut state = AppState::new(1, 2).then_all([
        Action::LoadText(format!("{};x", ".".repeat(16))),
        Action::SetEngine("propagate".into()),
        Action::AddToRace,
        Action::SetEngine("sat".into()),
        Action::AddToRace,
    ]);
    let sent = sent_runs(&state.apply(Action::Race));
    assert_eq!(sent.len(), 2);
    assert!(!state.can_race_anyway(), "not while running");
    for &(worker, id) in &sent {
        state.apply(from(
            worker,
            FromWorker::Finished {
                id,
                several: Vec::new(),
                outcome: Outcome::SeveralSolutions,
                snapshot: None,
            },
        ));
    }
    assert!(state.can_race_anyway());
    let commands = state.apply(Action::RaceAnyway);
    let allowed: Vec<Uniqueness> = run_requests(&commands)
        .into_iter()
        .map(|(_, request)| request.limits.uniqueness)
        .collect();
    assert_eq!(allowed, vec![Uniqueness::AllowSeveral; 2]);
    assert!(state.runs.is_race() && state.is_running());
}
