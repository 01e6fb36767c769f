//! One edit of many cells, as one undoable step: a digit, a centre or
//! corner mark, or a colour written into every selected cell, or the
//! mode's layer cleared from them.
//!
//! Marks and colours toggle as on SudokuPad: written where any selected
//! cell lacks it, taken from all when every one has it. Marks go into
//! empty cells only; colours into any cell, givens too.

use super::{Board, Mode};

/// What is done to the selected cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Digit, mark or colour `n` in this mode.
    Write(Mode, u8),
    /// Empties the mode's layer. In digit mode, what is on top: the digits
    /// typed; in cells with none, their marks (the person's own, not
    /// computed candidates); in cells with neither, their colours.
    Clear(Mode),
}

/// The person's settings that an edit follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EditStyle {
    /// Candidates are on screen: the first centre mark edited starts from
    /// them (else from empty cells, as on SudokuPad).
    pub marks_shown: bool,
    /// A digit typed leaves its peers' centre and corner marks.
    pub strike_peers: bool,
}

impl Default for EditStyle {
    fn default() -> Self {
        EditStyle {
            marks_shown: true,
            strike_peers: true,
        }
    }
}

impl Board {
    /// The board after `edit` on `cells`; `None` when nothing changes
    /// (givens, a digit past N, the same digit again).
    pub fn edit(&self, cells: &[usize], edit: Edit, style: EditStyle) -> Option<Board> {
        let cells: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&cell| cell < self.cell_count())
            .collect();
        let mut next = self.clone();
        match edit {
            Edit::Write(Mode::Digit, digit) => {
                if !(1..=self.size()).contains(&usize::from(digit)) {
                    return None;
                }
                for &cell in cells.iter().filter(|&&cell| !self.is_given(cell)) {
                    next.entries.set(cell, digit);
                    if style.strike_peers {
                        next.strike_peers(cell, digit);
                    }
                }
            }
            Edit::Write(mode, n) => {
                let limit = if mode == Mode::Colour {
                    super::PALETTE.len()
                } else {
                    self.size()
                };
                if !(1..=limit).contains(&usize::from(n)) {
                    return None;
                }
                let open = self.open_cells(mode, &cells);
                let layer = next.layer_mut(mode, style.marks_shown);
                let bit = 1u64 << (n - 1);
                let all_have = open.iter().all(|&cell| layer[cell] & bit != 0);
                for &cell in &open {
                    match all_have {
                        true => layer[cell] &= !bit,
                        false => layer[cell] |= bit,
                    }
                }
            }
            Edit::Clear(Mode::Digit) => {
                let typed: Vec<usize> = cells
                    .iter()
                    .copied()
                    .filter(|&cell| self.entries.get(cell) != 0)
                    .collect();
                let own_marks = cells.iter().any(|&cell| {
                    self.corner[cell] != 0
                        || self.notes.as_deref().is_some_and(|notes| notes[cell] != 0)
                });
                if !typed.is_empty() {
                    for cell in typed {
                        next.entries.set(cell, 0);
                    }
                } else if own_marks {
                    let centre = self.notes.is_some().then_some(Mode::Centre);
                    for mode in centre.into_iter().chain([Mode::Corner]) {
                        next.clear_layer(mode, &cells, style);
                    }
                } else {
                    next.clear_layer(Mode::Colour, &cells, style);
                }
            }
            Edit::Clear(mode) => next.clear_layer(mode, &cells, style),
        }
        let next = next.settle_notes(self);
        (next != *self).then_some(next)
    }

    /// The sets of `mode`'s layer, to change (centre marks become the
    /// person's own, from the candidates shown or from nothing).
    fn layer_mut(&mut self, mode: Mode, marks_shown: bool) -> &mut [u64] {
        match mode {
            Mode::Digit | Mode::Centre => {
                if self.notes.is_none() {
                    let start = match marks_shown {
                        true => self.all_candidates(),
                        false => vec![0; self.cell_count()],
                    };
                    self.notes = Some(start.into());
                }
                self.notes.as_deref_mut().expect("notes were just made")
            }
            Mode::Corner => &mut self.corner,
            Mode::Colour => &mut self.colours,
        }
    }

    /// The cells of `cells` that `mode`'s layer takes: colours any cell,
    /// marks the empty ones.
    fn open_cells(&self, mode: Mode, cells: &[usize]) -> Vec<usize> {
        let takes = |&cell: &usize| mode == Mode::Colour || self.digit(cell) == 0;
        cells.iter().copied().filter(takes).collect()
    }

    fn clear_layer(&mut self, mode: Mode, cells: &[usize], style: EditStyle) {
        let open = self.open_cells(mode, cells);
        if mode == Mode::Centre && self.notes.is_none() && !style.marks_shown {
            return;
        }
        let layer = self.layer_mut(mode, style.marks_shown);
        for cell in open {
            layer[cell] = 0;
        }
    }

    /// Takes `digit` from the centre and corner marks of `cell`'s peers.
    fn strike_peers(&mut self, cell: usize, digit: u8) {
        let bit = !(1u64 << (digit - 1));
        for &peer in &self.puzzle.shape().constraints().peers[cell] {
            let peer = usize::from(peer);
            if let Some(notes) = self.notes.as_deref_mut() {
                notes[peer] &= bit;
            }
            self.corner[peer] &= bit;
        }
    }

    /// Centre marks made only to be left as computed are dropped again, so
    /// that a board differs from `before` only by what the edit did.
    fn settle_notes(mut self, before: &Board) -> Board {
        if before.notes.is_none() && self.notes.as_deref() == Some(&before.all_candidates()[..]) {
            self.notes = None;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::mask_digits;
    use crate::fixtures::wiki;

    fn marks(board: &Board, cell: usize) -> Vec<u8> {
        mask_digits(board.candidates(cell)).collect()
    }

    const SUDOKUPAD: EditStyle = EditStyle {
        marks_shown: false,
        strike_peers: true,
    };

    #[test]
    fn a_mark_written_into_many_cells_toggles_on_all_of_them() {
        let board = Board::new(wiki());
        // r1c3 (2) and r1c4 (3) are empty; r1c1 (0) is a given.
        let cells = [0, 2, 3];
        let marked = board
            .edit(&cells, Edit::Write(Mode::Centre, 4), SUDOKUPAD)
            .unwrap();
        assert_eq!((marks(&marked, 2), marks(&marked, 3)), (vec![4], vec![4]));
        assert_eq!(marked.candidates(0), 0, "no marks on a given");
        assert_eq!(
            marks(&marked, 4),
            Vec::<u8>::new(),
            "other cells start empty"
        );
        let one = marked
            .edit(&[2], Edit::Write(Mode::Centre, 4), SUDOKUPAD)
            .unwrap();
        let again = one
            .edit(&cells, Edit::Write(Mode::Centre, 4), SUDOKUPAD)
            .unwrap();
        assert_eq!(again, marked, "one cell lacked it: written to all");
        let off = marked
            .edit(&cells, Edit::Write(Mode::Centre, 4), SUDOKUPAD)
            .unwrap();
        assert_eq!((marks(&off, 2), marks(&off, 3)), (vec![], vec![]));

        let cornered = board
            .edit(&cells, Edit::Write(Mode::Corner, 7), SUDOKUPAD)
            .unwrap();
        assert_eq!(cornered.corner_marks()[2], 1 << 6);
        assert_eq!(cornered.corner_marks()[0], 0);
        assert_eq!(
            cornered.notes(),
            None,
            "corner marks leave centre marks alone"
        );
        let coloured = board
            .edit(&cells, Edit::Write(Mode::Colour, 3), SUDOKUPAD)
            .unwrap();
        assert_eq!(
            &coloured.colours()[..4],
            [0b100, 0, 0b100, 0b100],
            "givens take colours"
        );
        assert_eq!(
            board.edit(&cells, Edit::Write(Mode::Colour, 10), SUDOKUPAD),
            None
        );
        assert_eq!(
            board.edit(&cells, Edit::Write(Mode::Corner, 10), SUDOKUPAD),
            None
        );
    }

    #[test]
    fn a_digit_typed_strikes_peers_marks_when_asked_and_delete_clears_layer_by_layer() {
        let board = Board::new(wiki())
            .edit(&[2, 3, 40], Edit::Write(Mode::Corner, 2), SUDOKUPAD)
            .unwrap()
            .edit(&[2, 3], Edit::Write(Mode::Centre, 2), SUDOKUPAD)
            .unwrap()
            .edit(&[3], Edit::Write(Mode::Colour, 1), SUDOKUPAD)
            .unwrap();
        let typed = board
            .edit(&[2], Edit::Write(Mode::Digit, 2), SUDOKUPAD)
            .unwrap();
        assert_eq!(typed.digit(2), 2);
        assert_eq!(
            (typed.candidates(3), typed.corner_marks()[3]),
            (0, 0),
            "r1c4 sees r1c3"
        );
        assert_eq!(typed.corner_marks()[40], 1 << 1, "r5c5 does not");
        let kept = EditStyle {
            strike_peers: false,
            ..SUDOKUPAD
        };
        let typed = board.edit(&[2], Edit::Write(Mode::Digit, 2), kept).unwrap();
        assert_eq!(typed.corner_marks()[3], 1 << 1);

        let cleared = typed.edit(&[2, 3], Edit::Clear(Mode::Digit), kept).unwrap();
        assert_eq!(
            (cleared.digit(2), cleared.candidates(3)),
            (0, 1 << 1),
            "digits first"
        );
        let cleared = cleared
            .edit(&[2, 3], Edit::Clear(Mode::Digit), kept)
            .unwrap();
        assert_eq!(cleared.corner_marks()[3], 0, "then marks");
        assert_eq!((cleared.candidates(2), cleared.colours()[3]), (0, 1));
        let cleared = cleared
            .edit(&[2, 3], Edit::Clear(Mode::Digit), kept)
            .unwrap();
        assert_eq!(cleared.colours()[3], 0, "then colours");
        let only_corner = board.edit(&[3], Edit::Clear(Mode::Corner), kept).unwrap();
        assert_eq!(only_corner.colours()[3], 1);
        assert_eq!(only_corner.candidates(3), 1 << 1);
        assert_eq!(only_corner.corner_marks()[3], 0);
    }

    #[test]
    fn a_hints_removal_in_a_cell_without_marks_strikes_it_from_its_computed_ones() {
        let board = Board::new(wiki())
            .edit(&[3], Edit::Write(Mode::Centre, 2), SUDOKUPAD)
            .unwrap();
        assert_eq!(
            marks(&board, 2),
            Vec::<u8>::new(),
            "r1c3 has no marks of its own"
        );
        assert_eq!(
            board.working_marks().unwrap()[2],
            0b1011,
            "the solver reads 1 2 4 there"
        );
        let struck = board.strike(&[(2, 1)]).unwrap();
        assert_eq!(marks(&struck, 2), vec![2, 4]);
        assert_eq!(
            struck.working_marks().unwrap()[2],
            0b1010,
            "the next hint sees it gone"
        );
    }

    #[test]
    fn the_first_centre_mark_starts_from_the_candidates_shown() {
        let board = Board::new(wiki());
        let shown = board
            .edit(&[2], Edit::Write(Mode::Centre, 4), EditStyle::default())
            .unwrap();
        assert_eq!(marks(&shown, 2), vec![1, 2], "computed 1 2 4, less 4");
        assert_eq!(marks(&shown, 3), marks(&board, 3));
        assert_eq!(board.edit(&[2], Edit::Clear(Mode::Corner), SUDOKUPAD), None);
    }
}
