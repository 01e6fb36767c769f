//! [`unique_solution`]: the one solution a rating needs, counted within a
//! budget by the counter of every shape (`fast` on a classic 9x9).

use super::RateError;
use crate::exact::counter::{find_within, Bound, COUNT_BUDGET};
use crate::shape::{Sudoku, Values};

/// The one solution of `sudoku`, or why it has none or several (or could
/// not be counted within [`COUNT_BUDGET`]): counted by `fast` on a classic
/// 9x9, else by both exact engines in turns ([`find_within`]: on the
/// harder X 16x16, `propagate` alone took 1.4 s and `sat` 0.2 s, its
/// rating 3.1 s down to 1.2; the
/// turns cost the shared non-consecutive 9x9, which `propagate` counts in
/// 0.3 s and `sat` in 0.7 s, 0.4 s of its 0.9 s rating).
pub fn unique_solution(sudoku: &Sudoku) -> Result<Values, RateError> {
    unique_solution_within(sudoku, Bound::work(COUNT_BUDGET))
}

/// [`unique_solution`] within `bound` (work or time) instead of
/// [`COUNT_BUDGET`]: [`RateError::Unchecked`] when it is reached first.
pub fn unique_solution_within(sudoku: &Sudoku, bound: Bound) -> Result<Values, RateError> {
    let solutions = find_within(sudoku, 2, bound).ok_or(RateError::Unchecked)?;
    match solutions.as_slice() {
        [] => Err(RateError::NoSolution),
        [solution] => Ok(solution.clone()),
        _ => Err(RateError::SeveralSolutions),
    }
}

#[cfg(test)]
mod tests {
    use super::super::{rate, RateOptions};
    use super::*;
    use crate::format::shaped::read_for_tests;

    /// `propagate` alone gives this ISS extreme killer up past the count
    /// budget (it takes 178 s); with `sat` in turns it is counted in about
    /// a second.
    #[test]
    fn an_extreme_killer_is_counted_by_two_engines_in_turns() {
        let line = crate::logic::shaped::tests::shared_line("killer_9x9.txt", 1);
        let read = crate::format::read_puzzle(&line, &Default::default()).unwrap();
        assert_eq!(unique_solution(&read.sudoku), Ok(read.solution.unwrap()));
    }

    #[test]
    fn several_solutions_have_no_rating() {
        let blank = read_for_tests(&format!("{};box=2x3", ".".repeat(36)));
        assert_eq!(
            rate(&blank, &RateOptions::default()),
            Err(RateError::SeveralSolutions)
        );
    }
}
