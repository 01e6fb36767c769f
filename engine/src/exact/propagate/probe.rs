//! Probing a board of human logic with this engine's propagation: which of
//! its candidates a full propagation refutes on its own (SAT solvers call
//! it failed-literal probing). Human logic's last resort
//! (`logic::shaped::contradiction`) asks it where to look first: a
//! propagation here costs microseconds, a person's steps to the same break
//! a thousand times more.

use super::state::State;
use super::tables::Tables;
use crate::shape::Shape;

/// A shape's compiled constraints, ready to probe boards of it.
#[derive(Debug)]
pub struct Prober {
    tables: Tables,
}

impl Prober {
    pub fn new(shape: &Shape) -> Prober {
        Prober {
            tables: Tables::new(shape),
        }
    }

    /// The board whose cells keep the digits of `candidates` (bit `d - 1`
    /// for digit `d`, a placed cell its digit alone), propagated; `None`
    /// when that already breaks it.
    pub fn at(&self, candidates: &[u64]) -> Option<Probe<'_>> {
        let mut state = State::new(&self.tables);
        for (cell, &allowed) in candidates.iter().enumerate() {
            state.narrow(&self.tables, cell, allowed).ok()?;
        }
        state.propagate(&self.tables).ok()?;
        Some(Probe {
            tables: &self.tables,
            state,
        })
    }
}

/// A propagated board to try digits on.
pub struct Probe<'a> {
    tables: &'a Tables,
    state: State,
}

impl Probe<'_> {
    /// The work (cells and moves looked at) it took to show that `digit`
    /// in `cell` breaks the board, or `None` when the propagation of it
    /// breaks nothing.
    pub fn refutation(&self, cell: usize, digit: u8) -> Option<u64> {
        let mut tried = self.state.clone();
        let before = tried.work;
        let broke = tried
            .place(self.tables, cell, digit)
            .and_then(|()| tried.propagate(self.tables))
            .is_err();
        broke.then(|| tried.work - before)
    }
}
