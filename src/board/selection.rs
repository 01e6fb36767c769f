//! The cells selected on the board: one or many (dragged across,
//! Ctrl/Cmd-clicked, Shift+arrows, a double-click's same digit or colour),
//! one of which holds the keyboard focus. An entry applies to them all.

/// How the selection changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A press on a cell: it alone.
    Only(usize),
    /// A drag over a cell, Shift with an arrow: the cell joins.
    Add(usize),
    /// Ctrl/Cmd with a click: the cell joins, or leaves.
    Toggle(usize),
    /// A double-click: every cell with the same digit, or else the same colours.
    Same(usize),
    /// Ctrl+A.
    All,
    /// Escape: the focus cell alone.
    Collapse,
}

/// The selected cells, in order, and the one holding the focus (always
/// among them).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Selection {
    focus: usize,
    cells: Vec<usize>,
}

impl Default for Selection {
    fn default() -> Self {
        Selection::single(0)
    }
}

impl Selection {
    /// `cell` alone.
    pub fn single(cell: usize) -> Selection {
        Selection {
            focus: cell,
            cells: vec![cell],
        }
    }

    /// The cell with the keyboard focus.
    pub fn focus(&self) -> usize {
        self.focus
    }

    /// Every selected cell, in order.
    pub fn cells(&self) -> &[usize] {
        &self.cells
    }

    pub fn contains(&self, cell: usize) -> bool {
        self.cells.binary_search(&cell).is_ok()
    }

    pub fn count(&self) -> usize {
        self.cells.len()
    }

    /// The focus moves to `cell`; the selection stays when `cell` is in it
    /// (a click inside a selection keeps it), else it becomes `cell` alone.
    pub fn focus_on(&mut self, cell: usize) {
        if !self.contains(cell) {
            self.cells = vec![cell];
        }
        self.focus = cell;
    }

    /// `cell` joins the selection and takes the focus.
    pub fn add(&mut self, cell: usize) {
        if let Err(place) = self.cells.binary_search(&cell) {
            self.cells.insert(place, cell);
        }
        self.focus = cell;
    }

    /// A Ctrl/Cmd-click: `cell` joins, or leaves when it was in (the last
    /// cell stays).
    pub fn toggle(&mut self, cell: usize) {
        match self.cells.binary_search(&cell) {
            Ok(place) if self.cells.len() > 1 => {
                self.cells.remove(place);
                if self.focus == cell {
                    self.focus = self.cells[place.min(self.cells.len() - 1)];
                }
            }
            Ok(_) => {}
            Err(_) => self.add(cell),
        }
    }

    /// `cells` with `focus`, which joins them when it is not among them.
    pub fn set(&mut self, focus: usize, cells: impl IntoIterator<Item = usize>) {
        let mut cells: Vec<usize> = cells.into_iter().chain([focus]).collect();
        cells.sort_unstable();
        cells.dedup();
        *self = Selection { focus, cells };
    }

    /// Keeps the cells of a board of `cell_count` cells (after the board
    /// changed shape); the focus moves inside it.
    pub fn fit(&mut self, cell_count: usize) {
        let last = cell_count.saturating_sub(1);
        if self.cells.iter().any(|&cell| cell > last) {
            self.cells.retain(|&cell| cell <= last);
            self.focus = self.focus.min(last);
            if !self.contains(self.focus) {
                self.add(self.focus);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_drags_and_ctrl_clicks_shape_the_selection() {
        let mut selection = Selection::single(4);
        selection.add(7);
        selection.add(2);
        assert_eq!((selection.cells(), selection.focus()), (&[2, 4, 7][..], 2));
        selection.focus_on(4);
        assert_eq!(selection.count(), 3, "a click inside keeps the selection");
        selection.focus_on(9);
        assert_eq!(selection.cells(), [9], "a click outside starts afresh");
        selection.toggle(3);
        selection.toggle(9);
        assert_eq!((selection.cells(), selection.focus()), (&[3][..], 3));
        selection.toggle(3);
        assert_eq!(selection.cells(), [3], "the last cell stays");
        selection.set(5, [80, 5, 1]);
        selection.fit(16);
        assert_eq!((selection.cells(), selection.focus()), (&[1, 5][..], 5));
        selection.set(70, [70]);
        selection.fit(16);
        assert_eq!((selection.cells(), selection.focus()), (&[15][..], 15));
    }
}
