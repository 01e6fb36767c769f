//! Solving by hand: the selection, the entry modes, one undo step per
//! edit of many cells, Restart and the preferences.

use super::*;
use crate::board::Mode;

#[test]
fn an_edit_of_many_selected_cells_is_one_undo_step() {
    // Row 1 of the wiki puzzle: 5 3 . . 7 . . . . (cells 2, 3, 5-8 empty).
    let state = loaded().then_all([
        Action::Pick(Pick::Only(2)),
        Action::Pick(Pick::Add(3)),
        Action::Pick(Pick::Add(5)),
        Action::Type {
            digit: 1,
            held: Some(Mode::Corner),
        },
        Action::Type {
            digit: 2,
            held: Some(Mode::Centre),
        },
    ]);
    assert_eq!(state.selection.cells(), [2, 3, 5]);
    for cell in [2, 3, 5] {
        assert_eq!(state.board.corner_marks()[cell], 1, "r1c{}", cell + 1);
        assert_eq!(state.board.candidates(cell), 0b10);
    }
    assert_eq!(
        state.board.candidates(6),
        0,
        "a centre mark starts from empty cells"
    );
    assert!(state.prefs.candidates, "centre marks written are shown");
    let undone = state.clone().then(Action::Undo);
    assert_eq!(undone.board.notes(), None, "one step for three cells");
    let undone = undone.then(Action::Undo);
    assert_eq!(undone.board, loaded().board);

    let coloured = state.then_all([
        Action::SetMode(Mode::Colour),
        Action::Type {
            digit: 4,
            held: None,
        },
    ]);
    assert_eq!(coloured.board.colours()[3], 1 << 3);
    let same = coloured.clone().then(Action::Pick(Pick::Same(5)));
    assert_eq!(
        same.selection.cells(),
        [2, 3, 5],
        "a double-click takes the same colour"
    );
    let sevens = coloured.clone().then(Action::Pick(Pick::Same(4)));
    assert_eq!(
        sevens.selection.cells(),
        [4, 45, 79],
        "and the same digit (the 7s given)"
    );
    let typed = coloured.then_all([
        Action::SetMode(Mode::Digit),
        Action::Pick(Pick::Only(2)),
        Action::Type {
            digit: 4,
            held: None,
        },
    ]);
    assert_eq!(typed.board.digit(2), 4);
    let restarted = typed.then(Action::Restart);
    assert_eq!(
        restarted.board,
        loaded().board,
        "Restart keeps the puzzle only"
    );
    assert_eq!(
        restarted.then(Action::Undo).board.digit(2),
        4,
        "and is undone"
    );
}

#[test]
fn modes_switch_by_key_cycle_and_pencil_and_preferences_toggle() {
    let mut state = loaded();
    for (action, mode) in [
        (Action::SetMode(Mode::Corner), Mode::Corner),
        (Action::CycleMode, Mode::Colour),
        (Action::CycleMode, Mode::Digit),
        (Action::TogglePencil, Mode::Centre),
        (Action::TogglePencil, Mode::Digit),
    ] {
        state = state.then(action);
        assert_eq!(state.prefs.mode, mode);
    }
    let all = state.clone().then(Action::Pick(Pick::All));
    assert_eq!(all.selection.count(), all.board.cell_count());
    assert_eq!(all.then(Action::Pick(Pick::Collapse)).selection.count(), 1);
    let kept = state
        .then_all([
            Action::TogglePref(Pref::StrikePeers),
            Action::Pick(Pick::Only(3)),
        ])
        .then_all([
            Action::Type {
                digit: 2,
                held: Some(Mode::Centre),
            },
            Action::Enter { cell: 2, digit: 2 },
        ]);
    assert_eq!(
        kept.board.candidates(3),
        0b10,
        "marks stay when the preference is off"
    );
}
