//! Renban lines by their windows: a renban's digits are a run of as many
//! consecutive digits as it has cells, so only the runs its cells can
//! still fill count (each cell with a candidate in the run, the open cells
//! with as many of the run's digits among them as they are). A digit in
//! none of those runs leaves the line; a digit in all of them is on the
//! line, and leaves every cell that sees each of its places there. The
//! line pairs (two cells at most the length less one apart) read the line
//! two cells at a time; the runs read it whole: a line of three in a row
//! whose 4, 5, 6 and 9 lie elsewhere can only be 1-3, though 7 and 8 are
//! each other's partners.

use super::board::{digits, Board};
use super::cages::cell_list;
use super::cells::Cells;
use super::step::{digits_of, Cand, Step};
use super::text::symbol;
use crate::exact::propagate::consecutive_runs;
use crate::logic::Technique;

/// The first renban line whose runs remove a candidate on or off it.
pub fn renban_windows<const W: usize>(board: &Board<W>) -> Option<Step> {
    let layout = board.layout();
    let constraints = layout.shape.constraints();
    for (group, runs) in consecutive_runs(constraints, board.size()) {
        let (name, cells) = (&group.name, group.cells.as_slice());
        let fits = |run: u64| {
            let mut open_digits = 0u64;
            let mut open = 0;
            for &cell in cells {
                let mark = board.mark(usize::from(cell));
                if mark & run == 0 {
                    return false;
                }
                if board.value(usize::from(cell)) == 0 {
                    open += 1;
                    open_digits |= mark & run;
                }
            }
            open_digits.count_ones() >= open
        };
        let fitting: Vec<u64> = runs.into_iter().filter(|&run| fits(run)).collect();
        let allowed = fitting.iter().fold(0, |all, &run| all | run);
        let required = fitting.iter().fold(u64::MAX, |all, &run| all & run);
        let on_line: Vec<Cand> = cells
            .iter()
            .map(|&cell| usize::from(cell))
            .filter(|&cell| board.value(cell) == 0)
            .flat_map(|cell| {
                digits(board.candidates(cell) & !allowed).map(move |digit| Cand::new(cell, digit))
            })
            .collect();
        let runs_words = run_list(&fitting, cells.len());
        if !on_line.is_empty() {
            let mut step = Step::new(Technique::RenbanWindows);
            step.cells = cells.to_vec();
            step.digits = digits_of(&on_line);
            step.detail = format!(
                "{name} holds a run of {} consecutive digits, and its cells can still fill only {runs_words}",
                cells.len()
            );
            step.eliminations = on_line;
            return Some(step);
        }
        let line: Cells<W> = cells.iter().map(|&cell| usize::from(cell)).collect();
        for digit in digits(required) {
            let places = line & board.places(digit);
            if places.is_empty() {
                continue;
            }
            let seen = layout.common_peers(&places) & (board.places(digit) - line);
            if seen.is_empty() {
                continue;
            }
            let mut step = Step::new(Technique::RenbanWindows).eliminate_in(board, &seen, digit);
            step.cells = cells.to_vec();
            step.digits = 1 << (digit - 1);
            step.candidates = places.iter().map(|cell| Cand::new(cell, digit)).collect();
            step.detail = format!(
                "{name} holds a run of {} consecutive digits; its cells can still fill only {runs_words}, each with {}, and only {} can hold it",
                cells.len(),
                symbol(digit),
                cell_list(layout, &places)
            );
            return Some(step);
        }
    }
    None
}

/// "2-5 or 3-6": the runs, each by its first and last digit.
fn run_list(runs: &[u64], length: usize) -> String {
    let words: Vec<String> = runs
        .iter()
        .map(|&run| {
            let first = run.trailing_zeros() as u8 + 1;
            format!("{}-{}", symbol(first), symbol(first + length as u8 - 1))
        })
        .collect();
    match words.as_slice() {
        [] => "no run".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::shaped::tests::board_of;
    use crate::units::CELLS;

    /// A renban of three along row 1 whose row holds 4, 5, 6 and 9
    /// elsewhere: only the run 1-3 fits, so 7 and 8 leave it (the pairs
    /// keep them: 7 and 8 are each other's partners).
    #[test]
    fn a_renban_keeps_only_the_runs_its_cells_can_fill() {
        let puzzle = format!("...4569..{};renban=0.1.2", ".".repeat(CELLS - 9));
        let board = board_of::<2>(&puzzle);
        let step = renban_windows(&board).expect("a step");
        assert_eq!(step.technique, Technique::RenbanWindows);
        let mut removed: Vec<(usize, u8)> = step
            .eliminations
            .iter()
            .map(|cand| (cand.cell(), cand.digit))
            .collect();
        removed.sort();
        assert_eq!(removed, [(0, 7), (0, 8), (1, 7), (1, 8), (2, 7), (2, 8)]);
        assert!(step.detail.contains("only 1-3"), "{}", step.detail);
    }

    /// A renban of eight cells can only be 1-8 or 2-9: every run holds 2 to
    /// 8, so on a line filling row 1 but r1c9, they leave r1c9.
    #[test]
    fn a_digit_every_run_holds_leaves_the_cells_that_see_its_places() {
        let puzzle = format!("{};renban=0.1.2.3.4.5.6.7", ".".repeat(CELLS));
        let board = board_of::<2>(&puzzle);
        let step = renban_windows(&board).expect("a step");
        assert!(
            step.eliminations.contains(&Cand::new(8, 2)),
            "2 is on the line, which fills row 1 but r1c9: {:?}",
            step.eliminations
        );
        assert!(step.detail.contains("1-8 or 2-9"), "{}", step.detail);
    }
}
