//! The formula of a puzzle (see [`super`] for the clauses).

use batsat::{lbool, Callbacks, Lit, Solver, SolverInterface, Var};

use crate::digits::digits;
use crate::exact::propagate::{consecutive_runs, digit_sets, root_candidates};
use crate::shape::rules::{leads_to, live_layers, TooManyMoves};
use crate::shape::{Sequence, Sudoku, Values};

/// The variable of each (cell, digit), row by row, digits 1..N, and the
/// sequences too wide open to encode, which each model is checked against.
pub struct Variables {
    size: usize,
    vars: Vec<Var>,
    unencoded: Vec<Sequence>,
}

/// The most moves (a state and a digit) one sequence's encoding follows:
/// each is a few clauses, so a wider machine is checked on each model
/// instead (see [`Variables::broken_reading`]).
const SEQUENCE_MOVES: usize = 1 << 20;

/// The most moves all the sequences of a puzzle together are encoded by.
const TOTAL_MOVES: usize = 1 << 21;

impl Variables {
    fn lit(&self, cell: usize, digit: usize) -> Lit {
        Lit::new(self.vars[cell * self.size + digit - 1], true)
    }

    /// The grid of the solver's model.
    pub fn solution<C: Callbacks>(&self, solver: &Solver<C>) -> Values {
        let cells = self.size * self.size;
        let digits = (0..cells)
            .map(|cell| {
                (1..=self.size)
                    .find(|&digit| solver.value_lit(self.lit(cell, digit)) == lbool::TRUE)
                    .unwrap_or(0) as u8
            })
            .collect();
        Values::from_cells(self.size, digits).expect("one digit a cell")
    }

    /// A clause that rules out the model's digits on the cells of a
    /// sequence left out of the formula that they break; `None` when the
    /// model keeps every such sequence.
    pub fn broken_reading<C: Callbacks>(&self, solver: &Solver<C>) -> Option<Vec<Lit>> {
        if self.unencoded.is_empty() {
            return None;
        }
        let grid = self.solution(solver);
        let broken =
            (self.unencoded.iter()).find(|sequence| !sequence.holds(|cell| grid.get(cell)))?;
        let clause = (broken.cells.iter())
            .map(|&cell| usize::from(cell))
            .map(|cell| !self.lit(cell, usize::from(grid.get(cell))))
            .collect();
        Some(clause)
    }

    /// A clause that only the model's grid breaks.
    pub fn blocking_clause<C: Callbacks>(&self, solver: &Solver<C>) -> Vec<Lit> {
        let grid = self.solution(solver);
        (0..self.size * self.size)
            .map(|cell| !self.lit(cell, usize::from(grid.get(cell))))
            .collect()
    }
}

/// Adds the formula of `sudoku` to `solver`.
pub fn encode<C: Callbacks>(sudoku: &Sudoku, solver: &mut Solver<C>) -> Variables {
    let shape = sudoku.shape();
    let size = shape.size();
    let cells = shape.cells();
    let vars = (0..cells * size)
        .map(|_| solver.new_var_default())
        .collect();
    let mut variables = Variables {
        size,
        vars,
        unencoded: Vec::new(),
    };
    let ruled_out = ruled_out(sudoku, &variables, solver);
    let mut add = |clause: Vec<Lit>| {
        let mut clause = clause;
        if clause
            .iter()
            .any(|&lit| !lit.sign() && ruled_out.contains(lit.var()))
        {
            return;
        }
        clause.retain(|&lit| !ruled_out.contains(lit.var()));
        solver.add_clause_reuse(&mut clause);
    };
    let lit = |cell: usize, digit: usize| variables.lit(cell, digit);
    for cell in 0..cells {
        add((1..=size).map(|digit| lit(cell, digit)).collect());
        at_most_one(
            &mut add,
            &(1..=size).map(|digit| lit(cell, digit)).collect::<Vec<_>>(),
        );
        let given = usize::from(sudoku.givens().get(cell));
        if given != 0 {
            add(vec![lit(cell, given)]);
        }
        let allowed = sudoku.allowed(cell);
        for digit in (1..=size).filter(|digit| allowed >> (digit - 1) & 1 == 0) {
            add(vec![!lit(cell, digit)]);
        }
    }
    let constraints = shape.constraints();
    for house in &constraints.houses {
        for digit in 1..=size {
            let places: Vec<Lit> = house
                .cells
                .iter()
                .map(|&c| lit(usize::from(c), digit))
                .collect();
            add(places.clone());
            at_most_one(&mut add, &places);
        }
    }
    for group in &constraints.groups {
        for digit in 1..=size {
            let places: Vec<Lit> = group
                .cells
                .iter()
                .map(|&c| lit(usize::from(c), digit))
                .collect();
            at_most_one(&mut add, &places);
        }
    }
    for &(a, b, relation) in &constraints.pairs {
        let (a, b) = (usize::from(a), usize::from(b));
        for x in 1..=size {
            for y in 1..=size {
                if !relation.allows(x as u8, y as u8) {
                    add(vec![!lit(a, x), !lit(b, y)]);
                }
            }
        }
    }
    let every = u64::MAX >> (64 - size);
    for group in &constraints.groups {
        if let Some(sum) = group.sum {
            let count = group.cells.len() as u32;
            let sets = digit_sets(every, size as u32, count, sum, usize::MAX).expect("no limit");
            add_digit_sets(solver, &variables, &group.cells, &sets, size);
        }
    }
    for (group, windows) in consecutive_runs(constraints, size) {
        add_digit_sets(solver, &variables, &group.cells, &windows, size);
    }
    let sums = constraints.sums.iter().map(|sum| sum.as_sequence());
    let mut moves_left = TOTAL_MOVES;
    for sequence in sums.chain(constraints.sequences.iter().cloned()) {
        let budget = moves_left.min(SEQUENCE_MOVES);
        match add_sequence(solver, &variables, &sequence, &ruled_out, budget) {
            Ok(moves) => moves_left -= moves,
            Err(_) => variables.unencoded.push(sequence),
        }
    }
    variables
}

/// The (cell, digit) variables that propagating the givens rules out, each
/// made false by a unit clause; the cell, house and pair clauses then leave
/// them out (a clause that one of them satisfies is not added at all),
/// which on a 36x36 at 45% fill cuts the formula to a fraction. A
/// contradiction found by that propagation is the empty clause.
fn ruled_out<C: Callbacks>(
    sudoku: &Sudoku,
    variables: &Variables,
    solver: &mut Solver<C>,
) -> RuledOut {
    let size = variables.size;
    let first = variables.vars[0].idx();
    let Some(candidates) = root_candidates(sudoku) else {
        solver.add_clause_reuse(&mut Vec::new());
        return RuledOut {
            first,
            out: Vec::new(),
        };
    };
    let out: Vec<bool> = (0..variables.vars.len())
        .map(|index| candidates[index / size] >> (index % size) & 1 == 0)
        .collect();
    for (index, _) in out.iter().enumerate().filter(|(_, &out)| out) {
        solver.add_clause_reuse(&mut vec![!variables.lit(index / size, index % size + 1)]);
    }
    RuledOut { first, out }
}

/// Which (cell, digit) variables are known false.
struct RuledOut {
    /// The index of the first (cell, digit) variable.
    first: u32,
    out: Vec<bool>,
}

impl RuledOut {
    fn contains(&self, var: Var) -> bool {
        var.idx()
            .checked_sub(self.first)
            .and_then(|index| self.out.get(index as usize))
            .copied()
            .unwrap_or(false)
    }

    /// The digits of `cell` not ruled out (bit `d - 1` for digit `d`).
    fn mask(&self, cell: usize, size: usize) -> u64 {
        let first = cell * size;
        match self.out.get(first..first + size) {
            Some(out) => (out.iter().enumerate())
                .filter(|(_, &out)| !out)
                .fold(0, |mask, (digit, _)| mask | 1 << digit),
            None => u64::MAX >> (64 - size),
        }
    }
}

/// At most one of `lits`, pairwise.
fn at_most_one(add: &mut impl FnMut(Vec<Lit>), lits: &[Lit]) {
    for (i, &a) in lits.iter().enumerate() {
        for &b in &lits[i + 1..] {
            add(vec![!a, !b]);
        }
    }
}

/// The cells hold exactly one of the digit `sets`, each digit once: a
/// selector per set; a selected set's digits each sit in the cells, and no
/// other digit does. A cage's sets are those that reach its sum, a renban
/// line's its windows of consecutive digits.
fn add_digit_sets<C: Callbacks>(
    solver: &mut Solver<C>,
    variables: &Variables,
    cells: &[u16],
    sets: &[u64],
    size: usize,
) {
    let selectors: Vec<Lit> = sets
        .iter()
        .map(|_| Lit::new(solver.new_var_default(), true))
        .collect();
    let mut add = |clause: Vec<Lit>| {
        let mut clause = clause;
        solver.add_clause_reuse(&mut clause);
    };
    add(selectors.clone());
    at_most_one(&mut add, &selectors);
    for (&selector, &set) in selectors.iter().zip(sets) {
        for digit in 1..=size {
            let places: Vec<Lit> = cells
                .iter()
                .map(|&cell| variables.lit(usize::from(cell), digit))
                .collect();
            if set & (1 << (digit - 1)) != 0 {
                let mut clause = vec![!selector];
                clause.extend(places);
                add(clause);
            } else {
                for place in places {
                    add(vec![!selector, !place]);
                }
            }
        }
    }
}

/// The sequence by its machine's states, layer by layer: a variable per
/// state that lies on an accepted reading of the cells' root candidates
/// (the start is true). A state and a digit set the next state, or rule
/// the digit out there; and, so that unit propagation reaches as far as
/// the machine does, a state needs a digit that leads on, a digit a state
/// it leads on from, and a state and the digit that led to it one of the
/// states before that do. The moves it took; nothing is added when it
/// would take more than `budget`.
fn add_sequence<C: Callbacks>(
    solver: &mut Solver<C>,
    variables: &Variables,
    sequence: &Sequence,
    candidates: &RuledOut,
    budget: usize,
) -> Result<usize, TooManyMoves> {
    let machine = sequence.machine.as_ref();
    let masks: Vec<u64> = (sequence.cells.iter())
        .map(|&cell| candidates.mask(usize::from(cell), variables.size))
        .collect();
    let layers = live_layers(machine, &masks, budget)?;
    let moves = (layers.iter().zip(&masks))
        .map(|(layer, mask)| layer.len() * mask.count_ones() as usize)
        .sum();
    if layers[0].is_empty() {
        solver.add_clause_reuse(&mut Vec::new());
        return Ok(moves);
    }
    let states: Vec<Vec<Lit>> = (layers.iter())
        .map(|layer| {
            (layer.iter())
                .map(|_| Lit::new(solver.new_var_default(), true))
                .collect()
        })
        .collect();
    let mut add = |clause: Vec<Lit>| {
        let mut clause = clause;
        solver.add_clause_reuse(&mut clause);
    };
    add(vec![states[0][0]]);
    for (position, &cell) in sequence.cells.iter().enumerate() {
        let (here, next) = (&states[position], &states[position + 1]);
        let place = |digit: u8| variables.lit(usize::from(cell), usize::from(digit));
        // The states each digit leads on from, and the (state, digit)
        // moves into each next state.
        let mut leading_on: Vec<Vec<Lit>> = vec![Vec::new(); variables.size + 1];
        let mut into: Vec<Vec<(Lit, u8)>> = vec![Vec::new(); next.len()];
        for (from, &state) in layers[position].iter().enumerate() {
            let mut onward = vec![!here[from]];
            for digit in digits(masks[position]) {
                match leads_to(machine, state, position, digit, &layers[position + 1]) {
                    Some(to) => {
                        add(vec![!here[from], !place(digit), next[to]]);
                        onward.push(place(digit));
                        leading_on[usize::from(digit)].push(here[from]);
                        into[to].push((here[from], digit));
                    }
                    None => add(vec![!here[from], !place(digit)]),
                }
            }
            add(onward);
        }
        for digit in digits(masks[position]) {
            let mut clause = vec![!place(digit)];
            clause.extend(&leading_on[usize::from(digit)]);
            add(clause);
        }
        for (&reached, into) in next.iter().zip(&into) {
            let mut clause = vec![!reached];
            clause.extend(into.iter().map(|&(from, _)| from));
            add(clause);
            for digit in digits(masks[position]) {
                let mut clause = vec![!reached, !place(digit)];
                let by_digit = into.iter().filter(|&&(_, by)| by == digit);
                clause.extend(by_digit.map(|&(from, _)| from));
                add(clause);
            }
        }
    }
    Ok(moves)
}
