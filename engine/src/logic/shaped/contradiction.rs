//! The last resort, a bounded contradiction: where no pattern and no
//! forcing chain applies, assume a digit the solution does not hold in a
//! cell and apply the solver's own easier techniques (singles, every
//! rule's reading, intersections, pairs and triples: `trial_finders`)
//! until the board breaks: "if r4c5 held 3: r4c6=1 (Hidden Single), r5c6≠5
//! (Sum Combination), ..., and box 6 would have no place for 7", so 3 goes
//! from r4c5. Each part of it is a step a person has met before, so the
//! whole can be checked by hand. Beside the forcing chains it reads every
//! rule fully (a sum by its combinations, a clue along its line), and it
//! sees a rule broken by the digits placed (a little killer whose digits do
//! not add up), which a chain, following candidates, cannot: on the shared
//! 6x6 little killer I043, where every forcing chain found nothing after
//! 71 steps, one of these lets the chains go on to the last digit. Where
//! no single assumption breaks the board so, the nested forcing chains
//! after it still run.
//!
//! Which digit to try is the costly question, and a person's steps are a
//! thousand times slower than the exact engine's propagation; so the
//! engine probes every candidate first ([`crate::exact::propagate::Prober`])
//! and the steps run only on the digits it refutes, quickest refutation
//! first: a step costs 2 to 35 ms on the shared 9x9 links, found or not.
//! A refutation the steps cannot repeat (the engine's implied sums reach
//! further) is passed over. Tried and dropped: one level of the same inside
//! the assumption, found by the engine's probing to a fixed point (0.4 to
//! 5 s a step on L018, where the nested forcing chains take 0.1 s).
//!
//! It needs the solution (it tries only digits the solution does not hold),
//! so it runs only on a puzzle counted unique, as the forcing chains do.

use super::board::{digits, Board, Contradiction};
use super::layout::Layout;
use super::solver::{Finder, FINDERS};
use super::step::{Cand, Step};
use super::text::symbol;
use crate::exact::propagate::Probe;
use crate::logic::Technique;
use crate::shape::{check, SudokuError, Values};

/// The most steps one assumption's trial applies before it is given up.
const MAX_TRIAL_STEPS: usize = 200;

/// Refutations tried with the steps, at most, for one contradiction.
const MAX_TRIALS: usize = 64;

/// The techniques a trial applies: the human list up to the first wing,
/// less those that assume a unique solution.
fn trial_finders() -> impl Iterator<Item = Finder> {
    FINDERS
        .iter()
        .copied()
        .take_while(|&finder| finder != Finder::XYWing)
        .filter(|finder| !finder.needs_one_solution())
}

/// What following an assumption led to: the steps applied after it, in
/// order, and how the board broke (`None`: it did not, and this is no
/// proof).
struct Proof {
    assumption: Cand,
    steps: Vec<Step>,
    broke: Option<Break>,
}

/// Why a trial's board broke.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Break {
    Board(Contradiction),
    /// A placement clashes with a digit placed where it sees it or where a
    /// rule ties it to.
    Clash {
        placed: Cand,
        other: Cand,
    },
    /// The digits placed break a rule whose cells they fill (a little
    /// killer that does not add up...).
    Rule(SudokuError),
}

/// The first bounded contradiction on `board`, which must agree with
/// `solution`: a digit the solution does not hold, removed by what its
/// assumption breaks.
pub fn bounded_contradiction<const W: usize>(
    board: &Board<W>,
    solution: Option<&Values>,
) -> Option<Step> {
    let solution = solution?;
    let layout = board.layout();
    let probe = layout.prober().at(&board.marks())?;
    let wrong: Vec<Cand> = board
        .open()
        .iter()
        .flat_map(|cell| {
            digits(board.candidates(cell))
                .filter(move |&digit| solution.get(cell) != digit)
                .map(move |digit| Cand::new(cell, digit))
        })
        .collect();
    let proof = first_refuted(board, &probe, &wrong)?;
    Some(step_of(layout, &proof))
}

/// The first of the [`MAX_TRIALS`] quickest refutations the probe finds
/// among `wrong` that the steps repeat.
fn first_refuted<const W: usize>(board: &Board<W>, probe: &Probe, wrong: &[Cand]) -> Option<Proof> {
    let mut refuted: Vec<(u64, Cand)> = wrong
        .iter()
        .filter_map(|&cand| Some((probe.refutation(cand.cell(), cand.digit)?, cand)))
        .collect();
    refuted.sort_by_key(|&(work, cand)| (work, cand));
    refuted
        .into_iter()
        .take(MAX_TRIALS)
        .take_while(|_| !board.layout().past_deadline())
        .map(|(_, cand)| follow(board, cand))
        .find(|proof| proof.broke.is_some())
}

/// Places `cand` on a copy of `board` and applies the trial's techniques
/// until the board breaks, is full, or none applies.
fn follow<const W: usize>(board: &Board<W>, cand: Cand) -> Proof {
    let mut work = board.clone();
    let mut steps = Vec::new();
    let mut broke = place(&mut work, cand);
    while broke.is_none() && !work.is_solved() && steps.len() < MAX_TRIAL_STEPS {
        let Some(step) = trial_finders().find_map(|finder| finder.find(&work)) else {
            break;
        };
        for cand in &step.eliminations {
            work.eliminate(cand.cell(), cand.digit);
        }
        for &cand in &step.placements {
            if broke.is_none() && work.value(cand.cell()) == 0 {
                broke = place(&mut work, cand);
            }
        }
        steps.push(step);
        broke = broke.or_else(|| work.contradiction().map(Break::Board));
    }
    Proof {
        assumption: cand,
        steps,
        broke,
    }
}

/// Places `cand`, unless that clashes with a placed digit; how the board
/// broke, if it did.
fn place<const W: usize>(board: &mut Board<W>, cand: Cand) -> Option<Break> {
    let (cell, digit) = (cand.cell(), cand.digit);
    let layout = board.layout();
    let clash = layout.peers[cell]
        .iter()
        .find(|&peer| board.value(peer) == digit)
        .or_else(|| {
            layout.ties[cell]
                .iter()
                .map(|&(other, relation)| (usize::from(other), relation))
                .find(|&(other, relation)| {
                    let value = board.value(other);
                    value != 0 && relation.banned(digit) & 1 << (value - 1) != 0
                })
                .map(|(other, _)| other)
        });
    if let Some(other) = clash {
        return Some(Break::Clash {
            placed: cand,
            other: Cand::new(other, board.value(other)),
        });
    }
    if !board.has(cell, digit) {
        return Some(Break::Board(Contradiction::NoCandidate { cell }));
    }
    board.place(cell, digit);
    board.contradiction().map(Break::Board).or_else(|| {
        check(&board.layout().shape, &board.values())
            .err()
            .map(Break::Rule)
    })
}

/// The step `proof` makes: its assumption removed, its trial in words,
/// its placements drawn.
fn step_of<const W: usize>(layout: &Layout<W>, proof: &Proof) -> Step {
    let mut step = Step::new(Technique::BoundedContradiction);
    step.eliminations.push(proof.assumption);
    step.digits = 1 << (proof.assumption.digit - 1);
    step.cells.push(proof.assumption.cell);
    step.candidates.push(proof.assumption);
    for inner in &proof.steps {
        step.extra.extend(&inner.placements);
    }
    match &proof.broke {
        Some(Break::Board(Contradiction::NoCandidate { cell })) => step.cells.push(*cell as u16),
        Some(Break::Board(Contradiction::NoPlace { house, .. })) => step.houses.push(*house as u16),
        Some(Break::Board(Contradiction::CageSum { cage })) => step.cages.push(*cage as u16),
        Some(Break::Clash { placed, other }) => step.cells.extend([placed.cell, other.cell]),
        Some(Break::Rule(broken)) => step.cells.extend(rule_cells(layout, broken)),
        None => {}
    }
    step.detail = format!("if {}", words(layout, proof));
    step
}

/// "r4c5 held 3: r4c6=1 (Hidden Single), ..., and box 6 would have no
/// place for 7".
fn words<const W: usize>(layout: &Layout<W>, proof: &Proof) -> String {
    let cell = |cell: usize| layout.geometry().cell_name(cell);
    let assumed = proof.assumption;
    let trail: Vec<String> = proof
        .steps
        .iter()
        .map(|step| format!("{} ({})", changes(layout, step), step.name()))
        .collect();
    let ending = proof
        .broke
        .as_ref()
        .map_or_else(String::new, |broke| break_words(layout, broke));
    let lead = format!("{} held {}", cell(assumed.cell()), symbol(assumed.digit));
    match trail.as_slice() {
        [] => format!("{lead}, {ending}"),
        _ => format!("{lead}: {}, and {ending}", trail.join(", ")),
    }
}

/// "r4c6=1" or "r5c6≠5,6": what a trial's step placed and removed.
fn changes<const W: usize>(layout: &Layout<W>, step: &Step) -> String {
    let cell = |cell: usize| layout.geometry().cell_name(cell);
    let mut parts: Vec<String> = step
        .placements
        .iter()
        .map(|placed| format!("{}={}", cell(placed.cell()), symbol(placed.digit)))
        .collect();
    let mut removed: Vec<(usize, Vec<String>)> = Vec::new();
    for cand in &step.eliminations {
        match removed.iter_mut().find(|(c, _)| *c == cand.cell()) {
            Some((_, list)) => list.push(symbol(cand.digit).to_string()),
            None => removed.push((cand.cell(), vec![symbol(cand.digit).to_string()])),
        }
    }
    parts.extend(
        removed
            .into_iter()
            .map(|(c, list)| format!("{}≠{}", cell(c), list.join(","))),
    );
    parts.join(" ")
}

/// "box 6 would have no place for 7".
fn break_words<const W: usize>(layout: &Layout<W>, broke: &Break) -> String {
    let cell = |cell: usize| layout.geometry().cell_name(cell);
    match broke {
        Break::Board(Contradiction::NoCandidate { cell: c }) => {
            format!("{} would have no candidate left", cell(*c))
        }
        Break::Board(Contradiction::NoPlace { house, digit }) => format!(
            "{} would have no place for {}",
            layout.houses[*house].name,
            symbol(*digit)
        ),
        Break::Board(Contradiction::CageSum { cage }) => {
            format!("{} could no longer make its sum", layout.cages[*cage].name)
        }
        Break::Clash { placed, other } if placed.digit == other.digit => format!(
            "{} and {} would both hold {}",
            cell(placed.cell()),
            cell(other.cell()),
            symbol(placed.digit)
        ),
        Break::Clash { placed, other } => format!(
            "{}={} and {}={} would break the rule between them",
            cell(placed.cell()),
            symbol(placed.digit),
            cell(other.cell()),
            symbol(other.digit)
        ),
        Break::Rule(broken) => rule_words(broken),
    }
}

/// The cells of the rule the placed digits break, found by its name.
fn rule_cells<const W: usize>(layout: &Layout<W>, broken: &SudokuError) -> Vec<u16> {
    let constraints = layout.shape.constraints();
    let named = |name: &str| -> Option<Vec<u16>> {
        let sum = constraints.sums.iter().find(|sum| sum.name == name);
        let sequence = constraints.sequences.iter().find(|line| line.name == name);
        let group = constraints.groups.iter().find(|group| group.name == name);
        let house = constraints.houses.iter().find(|house| house.name == name);
        sum.map(|sum| sum.terms.iter().map(|&(cell, _)| cell).collect())
            .or_else(|| sequence.map(|line| line.cells.clone()))
            .or_else(|| group.map(|group| group.cells.clone()))
            .or_else(|| house.map(|house| house.cells.clone()))
    };
    match broken {
        SudokuError::WeightedSum { place }
        | SudokuError::Sequence { place }
        | SudokuError::CageSum { place, .. }
        | SudokuError::Repeated { place, .. } => named(place).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// A rule the placed digits break, as a trial's ending.
fn rule_words(broken: &SudokuError) -> String {
    match broken {
        SudokuError::Repeated { digit, place, .. } => format!("{place} would hold {digit} twice"),
        SudokuError::Related {
            first,
            second,
            rule,
        } => format!("{first} and {second} would not hold {rule}"),
        SudokuError::Narrowed { cell, digit } => {
            format!("{cell} would hold {digit}, which its rule does not allow")
        }
        SudokuError::WeightedSum { place } => format!("{place} would not add up"),
        SudokuError::Sequence { place } => format!("{place} would break its rule"),
        SudokuError::CageSum { place, sum, givens } => {
            format!("{place} would add up to {givens}, not {sum}")
        }
        other => format!("the digits would break a rule ({other})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::propagate::find_solutions;
    use crate::format::shaped::read_for_tests;
    use crate::logic::shaped::tests::board_of;
    use crate::logic::shaped::tests::step_without_tied_neighbours;

    /// The shared 6x6 little killer I043, on which every forcing chain
    /// found nothing 71 steps in.
    const LITTLE_KILLER_6X6: &str = "....................................;\
        littlekiller=8:3.8.13.18;littlekiller=9:12.19.26.33;\
        littlekiller=26:29.22.15.8.1;littlekiller=17:31.26.21.16.11";

    /// Where the forcing chains stall on a little killer whose wrong digits
    /// only show when its diagonal is full, logic goes on to the last digit
    /// with bounded contradictions, each sound and each saying what broke
    /// (tied neighbours left out: reading the diagonals under an
    /// assumption, they leave the last resort nothing to do here).
    #[test]
    fn a_little_killer_the_forcing_chains_stall_on_is_solved_to_the_end() {
        let sudoku = read_for_tests(LITTLE_KILLER_6X6);
        let [solution] = &find_solutions(&sudoku, 2)[..] else {
            panic!("the puzzle has one solution");
        };
        let mut board = Board::<2>::new(&sudoku, Layout::new(sudoku.shape()));
        let mut contradictions = 0;
        while !board.is_solved() {
            let step = step_without_tied_neighbours(&board, Some(solution)).expect("a step");
            if step.technique == Technique::BoundedContradiction {
                contradictions += 1;
                let words = step.explanation(board.layout());
                let [removed] = step.eliminations[..] else {
                    panic!("one digit removed: {words}");
                };
                assert_ne!(solution.get(removed.cell()), removed.digit, "{words}");
                assert!(words.starts_with("Bounded Contradiction: if r"), "{words}");
                assert!(words.contains(" would "), "what broke: {words}");
                if words.contains("would not add up") {
                    assert!(step.cells.len() > 1, "the little killer drawn: {words}");
                }
            }
            step.apply(&mut board);
            assert!(board.agrees_with(solution));
        }
        assert!(contradictions > 0);
    }

    /// A placement next to a placed digit its rule forbids breaks the
    /// board, though neither cell has lost a candidate.
    #[test]
    fn a_placement_that_breaks_a_rule_with_a_placed_digit_is_a_break() {
        let mut board = board_of::<2>(&format!(".2{};thermo=0.1", ".".repeat(14)));
        let broke = place(&mut board, Cand::new(0, 3));
        assert_eq!(
            broke,
            Some(Break::Clash {
                placed: Cand::new(0, 3),
                other: Cand::new(1, 2)
            })
        );
        let words = break_words(board.layout(), &broke.unwrap());
        assert_eq!(words, "r1c1=3 and r1c2=2 would break the rule between them");
    }

    /// Without the solution (a puzzle not counted unique) there is no last
    /// resort.
    #[test]
    fn without_the_solution_there_is_no_contradiction_step() {
        let sudoku = read_for_tests(LITTLE_KILLER_6X6);
        let board = Board::<2>::new(&sudoku, Layout::new(sudoku.shape()));
        assert_eq!(bounded_contradiction(&board, None), None);
    }
}
