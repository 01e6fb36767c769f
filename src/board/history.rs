//! Undo and redo: the states before (and, after an undo, after) the current one.

use std::collections::VecDeque;

/// How many steps back undo reaches.
pub const HISTORY_LIMIT: usize = 200;

/// Past and future states around a current one that the owner keeps.
#[derive(Clone, Debug, PartialEq)]
pub struct History<T> {
    past: VecDeque<T>,
    future: Vec<T>,
}

impl<T> Default for History<T> {
    fn default() -> Self {
        History {
            past: VecDeque::new(),
            future: Vec::new(),
        }
    }
}

impl<T> History<T> {
    /// History from saved states, oldest first; the future nearest first.
    pub fn from_parts(past: Vec<T>, future: Vec<T>) -> History<T> {
        let mut past = VecDeque::from(past);
        while past.len() > HISTORY_LIMIT {
            past.pop_front();
        }
        History {
            past,
            future: future.into_iter().rev().collect(),
        }
    }

    /// Records `previous` before a change; the redo steps are gone.
    pub fn record(&mut self, previous: T) {
        if self.past.len() == HISTORY_LIMIT {
            self.past.pop_front();
        }
        self.past.push_back(previous);
        self.future.clear();
    }

    /// The state before `current`, if any; `current` becomes redoable.
    pub fn undo(&mut self, current: T) -> Result<T, T> {
        match self.past.pop_back() {
            Some(previous) => {
                self.future.push(current);
                Ok(previous)
            }
            None => Err(current),
        }
    }

    /// The state undone last, if any; `current` becomes undoable.
    pub fn redo(&mut self, current: T) -> Result<T, T> {
        match self.future.pop() {
            Some(next) => {
                self.past.push_back(current);
                Ok(next)
            }
            None => Err(current),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// Past states, oldest first.
    pub fn past(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator {
        self.past.iter()
    }

    /// Future states, nearest first.
    pub fn future(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator {
        self.future.iter().rev()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_walk_back_and_forth_and_a_change_drops_redo() {
        let mut history = History::default();
        let mut current = 1;
        for next in [2, 3] {
            history.record(current);
            current = next;
        }
        current = history.undo(current).unwrap();
        assert_eq!(current, 2);
        current = history.undo(current).unwrap();
        assert_eq!(current, 1);
        assert_eq!(history.undo(current), Err(1));
        current = history.redo(current).unwrap();
        assert_eq!(current, 2);
        assert!(history.can_redo());
        history.record(current);
        current = 9;
        assert!(!history.can_redo());
        assert_eq!(history.undo(current), Ok(2));
    }

    #[test]
    fn old_steps_fall_off_past_the_limit() {
        let mut history = History::default();
        for state in 0..HISTORY_LIMIT + 5 {
            history.record(state);
        }
        assert_eq!(history.past().len(), HISTORY_LIMIT);
        assert_eq!(history.past().next(), Some(&5));
        let restored = History::from_parts(history.past().copied().collect(), vec![7, 8]);
        assert_eq!(restored.future().copied().collect::<Vec<_>>(), vec![7, 8]);
        let mut restored = restored;
        assert_eq!(restored.redo(0), Ok(7));
    }
}
