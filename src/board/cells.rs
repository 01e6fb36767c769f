//! How each cell is shown and announced: its digit, where the digit came
//! from ([`CellKind`]), and whether it clashes with another.

use sudoku_engine::shape::Values;
use sudoku_engine::Picture;

use sudoku_engine::exact::candidates::TrueCandidates;

use super::{clashing_cells, mask_digits, Board, PALETTE};
use crate::hints::{CellRole, Highlight, MarkRole, Uses};

/// How a cell's digit came to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellKind {
    Empty,
    /// Part of the puzzle.
    Given,
    /// Typed by the user.
    Entered,
    /// Filled by an engine that solved the board.
    Solved,
    /// Shown by an engine that is still running or gave up: not a solution.
    Tentative,
}

impl CellKind {
    /// The word used in labels and CSS classes.
    pub fn word(self) -> &'static str {
        match self {
            CellKind::Empty => "empty",
            CellKind::Given => "given",
            CellKind::Entered => "entered",
            CellKind::Solved => "solved",
            CellKind::Tentative => "tentative",
        }
    }
}

/// One cell as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellView {
    /// 0-based row and column.
    pub row: u8,
    pub col: u8,
    pub digit: u8,
    pub kind: CellKind,
    /// The digit breaks a rule with another cell's (a repeat in a house).
    pub conflict: bool,
    /// For an empty cell under an engine's picture: how strongly the picture
    /// holds each digit 1-9 (0 none, 255 strongest): candidates, pheromone.
    pub shades: Option<[u8; 9]>,
    /// Pencil marks shown in an empty cell (bit `d - 1` for digit `d`).
    pub marks: Option<u64>,
    /// When `marks` are the true candidates: those used by one solution
    /// and by two (the others by more).
    pub true_uses: Option<TrueUses>,
    /// How each of the digits 1-9's marks is drawn (a step's highlights,
    /// classic only).
    pub mark_roles: [MarkRole; 9],
    pub role: CellRole,
    /// The person's corner marks (an empty cell's).
    pub corner: u64,
    /// The person's colours (bit `n - 1` for colour `n` of [`PALETTE`]).
    pub colours: u64,
    /// Among several selected cells.
    pub picked: bool,
    /// Sees the focus cell, or holds its digit (shaded when the person
    /// likes it).
    pub peer: bool,
    pub same: bool,
}

impl CellView {
    /// The shade of `digit` as one of five steps (0-4), for drawing.
    pub fn shade_step(&self, digit: u8) -> Option<u8> {
        let shade = self.shades?[usize::from(digit) - 1];
        Some(match shade {
            0 => 0,
            1..=63 => 1,
            64..=127 => 2,
            128..=191 => 3,
            _ => 4,
        })
    }
}

/// A cell's true candidates by the solutions that use them, as masks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TrueUses {
    pub once: u64,
    pub twice: u64,
}

impl CellView {
    /// How many solutions use `digit`'s mark, when the marks are true
    /// candidates.
    pub fn uses(&self, digit: u8) -> Option<Uses> {
        let uses = self.true_uses?;
        let bit = 1u64.checked_shl(u32::from(digit).wrapping_sub(1))?;
        Some(match () {
            _ if uses.once & bit != 0 => Uses::One,
            _ if uses.twice & bit != 0 => Uses::Two,
            _ => Uses::Many,
        })
    }

    /// How `digit`'s mark is drawn.
    pub fn mark_role(&self, digit: u8) -> MarkRole {
        self.mark_roles
            .get(usize::from(digit).wrapping_sub(1))
            .copied()
            .unwrap_or(MarkRole::Plain)
    }

    /// The accessible name of the cell: "Row 3, Column 7, entered 4, conflict".
    pub fn label(&self) -> String {
        let position = format!("Row {}, Column {}", self.row + 1, self.col + 1);
        let mut label = match self.kind {
            CellKind::Empty => format!("{position}, empty"),
            kind => format!("{position}, {} {}", kind.word(), self.digit),
        };
        if let Some(marks) = self.marks.filter(|&marks| marks != 0) {
            let digits: Vec<String> = mask_digits(marks)
                .map(|digit| match (self.uses(digit), self.mark_role(digit)) {
                    (Some(uses), _) => format!("{digit} ({})", uses.words()),
                    (None, MarkRole::Plain) => digit.to_string(),
                    (None, role) => format!("{digit} {}", role.word()),
                })
                .collect();
            let kind = match self.true_uses {
                Some(_) => "true candidates",
                None => "candidates",
            };
            label.push_str(&format!(", {kind} {}", digits.join(", ")));
        }
        if self.corner != 0 {
            let digits: Vec<String> = mask_digits(self.corner).map(|d| d.to_string()).collect();
            label.push_str(&format!(", corner marks {}", digits.join(", ")));
        }
        if self.colours != 0 {
            let names: Vec<&str> = mask_digits(self.colours)
                .filter_map(|n| PALETTE.get(usize::from(n) - 1).copied())
                .collect();
            label.push_str(&format!(", coloured {}", names.join(" and ")));
        }
        match self.role {
            CellRole::Plain => {}
            CellRole::Pattern => label.push_str(", highlighted"),
            CellRole::Wrong => label.push_str(", wrong"),
            CellRole::Drawn => label.push_str(", in a drawn region"),
        }
        if self.conflict {
            label.push_str(", conflict");
        }
        label
    }
}

/// Shows `candidates` in the empty cells of `views` (those without an
/// engine's picture).
pub fn show_marks(views: &mut [CellView], candidates: &[u64]) {
    for (view, &marks) in views.iter_mut().zip(candidates) {
        if view.digit == 0 && view.shades.is_none() {
            view.marks = Some(marks);
        }
    }
}

/// Shows `found`, true candidates of the board, in the empty cells of
/// `views` (those without an engine's picture), in place of their marks.
pub fn show_true_candidates(views: &mut [CellView], found: &TrueCandidates) {
    let counted = |cell: usize, count: u8| {
        (1..=found.size as u8)
            .filter(|&digit| found.count(cell, digit) == count)
            .fold(0, |mask, digit| mask | 1 << (digit - 1))
    };
    let cells = found.counts.len() / found.size.max(1);
    for (cell, view) in views.iter_mut().enumerate().take(cells) {
        if view.digit == 0 && view.shades.is_none() {
            view.marks = Some(found.mask(cell));
            view.true_uses = Some(TrueUses {
                once: counted(cell, 1),
                twice: if found.cap > 2 { counted(cell, 2) } else { 0 },
            });
        }
    }
}

/// Marks the cells of a selection of several, and, for `focus`, the cells
/// that see it and those holding its digit.
pub fn show_selection(
    views: &mut [CellView],
    board: &Board,
    selection: &super::Selection,
    peers_too: bool,
) {
    if selection.count() > 1 {
        for &cell in selection.cells() {
            if let Some(view) = views.get_mut(cell) {
                view.picked = true;
            }
        }
    }
    if !peers_too {
        return;
    }
    let focus = selection.focus();
    let Some(digit) = views.get(focus).map(|view| view.digit) else {
        return;
    };
    for &peer in &board.shape().constraints().peers[focus] {
        views[usize::from(peer)].peer = true;
    }
    if digit != 0 {
        for view in views.iter_mut().filter(|view| view.digit == digit) {
            view.same = true;
        }
    }
}

/// Marks each cell's and candidate's role in `views` after `highlight`.
pub fn show_highlight(views: &mut [CellView], highlight: &Highlight) {
    for (cell, view) in views.iter_mut().enumerate() {
        view.role = highlight.cell(cell);
        for digit in 1..=9u8 {
            view.mark_roles[usize::from(digit) - 1] = highlight.mark(cell, digit);
        }
    }
}

/// The cells of `board`, with an engine's grid (`overlay`, shown as
/// `overlay_kind`) filling the cells the board leaves empty, and an engine's
/// `picture` in the cells that stay empty. Conflicts are marked on
/// everything shown.
pub fn cell_views(
    board: &Board,
    overlay: Option<(&Values, CellKind)>,
    picture: Option<&Picture>,
) -> Vec<CellView> {
    let mut shown = board.grid();
    let size = board.size();
    let overlay = overlay.filter(|(grid, _)| grid.size() == size);
    let mut kinds = vec![CellKind::Empty; board.cell_count()];
    for (cell, kind) in kinds.iter_mut().enumerate() {
        if board.is_given(cell) {
            *kind = CellKind::Given;
        } else if board.entries().get(cell) != 0 {
            *kind = CellKind::Entered;
        } else if let Some((grid, overlay_kind)) = overlay {
            if grid.get(cell) != 0 {
                shown.set(cell, grid.get(cell));
                *kind = overlay_kind;
            }
        }
    }
    let conflicts = clashing_cells(board.puzzle(), &shown);
    let picture = picture.filter(|_| size == Picture::SIDE);
    (0..board.cell_count())
        .map(|cell| CellView {
            row: (cell / size) as u8,
            col: (cell % size) as u8,
            digit: shown.get(cell),
            kind: kinds[cell],
            conflict: conflicts[cell],
            shades: picture
                .filter(|picture| covers(picture, kinds[cell]))
                .and_then(|picture| shades_of(picture, cell)),
            marks: None,
            true_uses: None,
            mark_roles: [MarkRole::Plain; 9],
            role: CellRole::Plain,
            corner: match shown.get(cell) {
                0 => board.corner_marks()[cell],
                _ => 0,
            },
            colours: board.colours()[cell],
            picked: false,
            peer: false,
            same: false,
        })
        .collect()
}

/// Whether `picture` is drawn over a cell of `kind`: candidates in empty
/// cells; weights (pheromone) in every cell the user did not fill, over an
/// engine's tentative digit too (its digit is marked among the nine).
fn covers(picture: &Picture, kind: CellKind) -> bool {
    match picture {
        Picture::Candidates(_) => kind == CellKind::Empty,
        Picture::Shades(_) => matches!(kind, CellKind::Empty | CellKind::Tentative),
    }
}

/// What `picture` holds for `cell`, digit by digit.
fn shades_of(picture: &Picture, cell: usize) -> Option<[u8; 9]> {
    if !picture.is_well_formed() {
        return None;
    }
    let mut shades = [0u8; 9];
    for (digit, shade) in (1..=9).zip(shades.iter_mut()) {
        *shade = match picture {
            Picture::Candidates(sets) => {
                if sets[cell] & 1 << (digit - 1) != 0 {
                    255
                } else {
                    0
                }
            }
            Picture::Shades(_) => picture.shade(cell, digit)?,
        };
    }
    Some(shades)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{wiki, wiki_solution};

    #[test]
    fn labels_say_position_kind_digit_and_conflict() {
        let board = Board::new(wiki()).enter(2, 5).unwrap();
        let views = cell_views(&board, None, None);
        assert_eq!(views[0].label(), "Row 1, Column 1, given 5, conflict");
        assert_eq!(views[2].label(), "Row 1, Column 3, entered 5, conflict");
        assert_eq!(views[3].label(), "Row 1, Column 4, empty");
        assert_eq!(views[1].label(), "Row 1, Column 2, given 3");
        let solution = wiki_solution();
        let views = cell_views(
            &Board::new(wiki()),
            Some((&solution, CellKind::Solved)),
            None,
        );
        assert_eq!(views[20].label(), "Row 3, Column 3, given 8");
        assert_eq!(views[24].label(), "Row 3, Column 7, solved 5");
        assert!(views.iter().all(|view| !view.conflict));
    }

    #[test]
    fn marks_and_highlights_are_read_out() {
        let board = Board::new(wiki());
        let mut views = cell_views(&board, None, None);
        let highlight_step = sudoku_engine::logic::Explained {
            placements: vec![sudoku_engine::logic::Cand { cell: 2, digit: 4 }],
            ..crate::fixtures::step(sudoku_engine::logic::Technique::HiddenSingleBox)
        };
        show_marks(&mut views, &board.all_candidates());
        show_highlight(&mut views, &Highlight::of_step(&highlight_step));
        assert_eq!(
            views[2].label(),
            "Row 1, Column 3, empty, candidates 1, 2, 4 placed, highlighted"
        );
        assert_eq!(views[0].marks, None, "a given has no marks");
    }

    #[test]
    fn a_picture_shades_the_empty_cells_only() {
        let mut shades = vec![0u8; 81 * 9];
        shades[2 * 9 + 3] = 150; // r1c3, digit 4
        shades[9 + 4] = 90; // r1c2 (a given), digit 5
        let picture = Picture::Shades(shades);
        let views = cell_views(&Board::new(wiki()), None, Some(&picture));
        assert_eq!(views[2].shade_step(4), Some(3));
        assert_eq!(views[2].shade_step(1), Some(0));
        assert_eq!(
            views[1].shades, None,
            "a given shows its digit, not the picture"
        );
        let variant = crate::board::read_puzzle(&format!("{};x", crate::fixtures::WIKI));
        let views = cell_views(&Board::new(variant.unwrap()), None, Some(&picture));
        assert_eq!(views[2].shade_step(4), Some(3), "any 9x9 shows it");
        let sixteen = crate::board::read_puzzle(&".".repeat(256)).unwrap();
        let views = cell_views(&Board::new(sixteen), None, Some(&picture));
        assert_eq!(views[2].shades, None, "a 16x16 is not pictured");
        let broken = Picture::Shades(vec![1; 5]);
        assert_eq!(
            cell_views(&Board::new(wiki()), None, Some(&broken))[2].shades,
            None
        );
    }
}
