//! Puzzles beyond the classic 9x9 through the reducer: pasted, typed into
//! with letters, undone back to a classic board, sent to a worker whole,
//! and told apart from what is classic only (hints).

use super::*;

/// A 16x16 with its first row given and an X rule.
fn sixteen() -> String {
    format!("{}{};x", "123456789ABCDEFG", ".".repeat(240))
}

#[test]
fn a_pasted_sixteen_by_sixteen_takes_its_digits_and_undo_brings_back_the_classic() {
    let state = loaded().then_all([Action::Select(80), Action::LoadText(sixteen())]);
    assert_eq!(state.input_error, None);
    assert_eq!(state.board.cell_count(), 256);
    assert_eq!(
        state.selection.focus(),
        80,
        "the selection stays where it is still a cell"
    );
    let typed = state.clone().then(Action::Enter { cell: 17, digit: 1 });
    assert_eq!(typed.board.digit(17), 1);
    assert!(
        typed.cells()[17].conflict,
        "1 twice on the diagonal and in box 1"
    );
    let lettered = state.clone().then(Action::Enter {
        cell: 255,
        digit: 14,
    });
    assert_eq!(
        lettered.cells()[255].label(),
        "Row 16, Column 16, entered 14"
    );
    let back = typed.then_all([Action::Undo, Action::Undo]);
    assert_eq!(back.board.cell_count(), 81);
    assert_eq!(
        back.puzzle_text, WIKI,
        "the Puzzle box follows the board back"
    );
    let deep = back.then_all([Action::Redo, Action::Select(255)]);
    assert_eq!(deep.selection.focus(), 255);
    assert_eq!(
        deep.then(Action::Undo).selection.focus(),
        80,
        "clamped to the classic board"
    );
}

#[test]
fn the_engine_follows_the_boards_shape_unless_chosen_for_both() {
    let killer = crate::fixtures::shared_shape_line("killer_9x9.txt", 0);
    let large = crate::fixtures::shared_shape_line("sizes_25x25.txt", 0);
    let engine = |state: &AppState| state.settings.engine.clone();
    let state = loaded();
    assert_eq!(engine(&state), "fast");
    let state = state.then(Action::LoadText(killer.clone()));
    assert_eq!(engine(&state), "portfolio", "fast does not take a killer");
    assert!(state
        .settings
        .engine_info()
        .shapes
        .admits(state.board.shape()));
    let state = state.then(Action::LoadText(large));
    assert_eq!(engine(&state), "portfolio", "the default of a 25x25 too");
    let state = state.then(Action::Undo);
    assert_eq!(engine(&state), "portfolio", "undo brings the killer back");
    let state = state.then(Action::LoadText(WIKI.into()));
    assert_eq!(engine(&state), "fast", "and the classic its default");
    let chosen = state.then_all([Action::SetEngine("csp".into()), Action::LoadText(killer)]);
    assert_eq!(engine(&chosen), "csp", "csp takes a killer: it stays");
    let back = chosen.then(Action::LoadText(WIKI.into()));
    assert_eq!(engine(&back), "csp");
    let sixteen = back.then_all([
        Action::SetEngine("magic".into()),
        Action::LoadText(sixteen()),
    ]);
    assert_eq!(engine(&sixteen), "portfolio", "magic builds 9x9s only");
}

#[test]
fn solve_sends_the_whole_shape_and_its_solution_shows_on_the_board() {
    let state = AppState::new(1, 1).then(Action::LoadText(sixteen()));
    let puzzle = state.board.puzzle().clone();
    let mut state = state;
    let commands = state.apply(Action::Solve);
    let (worker, request) = run_requests(&commands)
        .first()
        .map(|&(worker, request)| (worker, request.clone()))
        .expect("Solve sends a run");
    assert_eq!(request.puzzle, puzzle, "rules and givens travel");
    let decoded = match ToWorker::decode(&ToWorker::Run(Box::new(request.clone())).encode()) {
        Ok(ToWorker::Run(decoded)) => decoded,
        other => panic!("{other:?}"),
    };
    assert_eq!(decoded.puzzle, puzzle, "and survive the message's JSON");
    let mut solution = puzzle.givens().clone();
    solution.set(16, 5);
    let state = state.then(from(
        worker,
        FromWorker::Finished {
            id: request.id,
            several: Vec::new(),
            outcome: Outcome::Stopped {
                best: solution.clone(),
                cost: 4,
            },
            snapshot: None,
        },
    ));
    let cells = state.cells();
    assert_eq!(cells.len(), 256);
    assert_eq!((cells[16].digit, cells[16].kind), (5, CellKind::Tentative));
}

#[test]
fn hints_explanations_and_ratings_work_on_a_16x16() {
    let mut state = AppState::new(1, 1);
    let unique = crate::fixtures::shared_shape_line("sizes_16x16.txt", 30);
    let out = state.apply(Action::LoadText(unique));
    settle(&mut state, out);
    assert!(
        matches!(&state.ratings.rating, crate::ratings::Reading::Done(Ok(rating)) if rating.solved),
        "{:?}",
        state.ratings.rating
    );
    assert!(
        matches!(&state.ratings.harmony, crate::ratings::Reading::Done(Ok(harmony)) if (1..=5).contains(&harmony.level)),
        "harmony search takes a 16x16: {:?}",
        state.ratings.harmony
    );
    state.apply(Action::Hint);
    state.apply(Action::Hint);
    let shown = state
        .hint
        .for_board(&state.board)
        .expect("the worked-out hint")
        .clone();
    let crate::worker::HintAnswer::Step(step) = &shown.answer else {
        panic!("a step: {:?}", shown.answer)
    };
    assert!(shown.full && !step.placements.is_empty(), "{}", step.text);
    let out = state.apply(Action::ApplyHint);
    for placed in &step.placements {
        assert_eq!(state.board.digit(placed.cell()), placed.digit);
    }
    settle(&mut state, out);
    let out = state.apply(Action::Explain);
    settle(&mut state, out);
    let explaining = state.explain.as_ref().expect("an explanation");
    assert!(matches!(&explaining.result, Some(Ok(explanation)) if explanation.stall.is_none()));
    assert_eq!(state.cells().len(), 256);
}

/// An f-puzzles killer link (9x9, no givens, 29 cages), as the e2e test opens it.
const KILLER_LINK: &str = include_str!("../../../tests/e2e/fixtures/killer-fpuzzles-link.txt");

/// Loads `text` into a blank app and answers the analysis worker's import
/// as the worker would.
fn imported(text: &str) -> (AppState, AppState) {
    let mut state = AppState::new(1, 1);
    let commands = state.apply(Action::LoadText(text.into()));
    let (worker, request) = analyses(&commands)
        .first()
        .cloned()
        .expect("the link goes to the analysis worker");
    assert!(matches!(request.task, crate::worker::Task::Import { .. }));
    let waiting = state.clone();
    let answer = crate::worker::analyse::answer(&request.task);
    let message = FromWorker::Analysed {
        id: request.id,
        answer,
    };
    (waiting, state.then(from(worker, message)))
}

#[test]
fn a_link_is_read_in_the_worker_and_lands_on_the_board() {
    let (waiting, landed) = imported(KILLER_LINK.trim());
    assert!(waiting.board.is_blank() && waiting.importing.is_some());
    assert_eq!(waiting.puzzle_text, KILLER_LINK.trim());
    assert_eq!(landed.input_error, None);
    assert_eq!(landed.importing, None);
    assert!(
        landed.board.shape().has_sums(),
        "{}",
        landed.board.shape().describe()
    );
    let (_, broken) = imported("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2");
    let error = broken.input_error.unwrap_or_default();
    assert!(error.starts_with("This link cannot be read: "), "{error}");
    assert!(
        broken.board.is_blank(),
        "the board keeps its last good state"
    );
}

/// An f-puzzles link (shared L062) whose rules are stated in words and
/// drawn as 3 lines and 2 circles: as read, it has several solutions.
const DRAWN_LINK: &str = include_str!("../../../tests/e2e/fixtures/drawn-lines-fpuzzles-link.txt");

/// Solve pressed, and the worker finding several solutions.
fn several_solutions_found(state: AppState) -> AppState {
    let (state, id, worker) = solving(state);
    let message = FromWorker::Finished {
        id,
        several: Vec::new(),
        outcome: Outcome::SeveralSolutions,
        snapshot: None,
    };
    state.then(from(worker, message))
}

#[test]
fn a_link_that_draws_more_than_its_rules_says_so_and_why_it_may_not_be_unique() {
    let (_, landed) = imported(DRAWN_LINK.trim());
    let notice = landed.notice.clone().unwrap_or_default();
    assert_eq!(
        notice,
        "The puzzle draws 3 lines and 2 circles that are not rules Sudoku Lab reads; its rules \
         text may say what they mean."
    );
    let state = several_solutions_found(landed);
    let status = state.status();
    assert!(
        status.starts_with("Multiple solutions")
            && status.contains("rules may be missing: the puzzle draws 3 lines and 2 circles"),
        "{status}"
    );
    // Another puzzle with several solutions is not that link's.
    let other = state.then(Action::LoadText(format!("1{}", ".".repeat(80))));
    let status = several_solutions_found(other).status();
    assert!(
        status.starts_with("Multiple solutions") && !status.contains("rules may be missing"),
        "{status}"
    );
}

#[test]
fn the_shape_picker_makes_a_blank_grid_and_the_rule_bar_switches_rules() {
    let state = loaded().then(Action::BlankShape(6));
    assert_eq!(state.board.cell_count(), 36);
    assert!(state.board.is_blank());
    let typed = state.then_all([
        Action::Enter { cell: 0, digit: 3 },
        Action::ToggleRule("x".into()),
    ]);
    assert!(crate::board::has_rule(typed.board.shape(), "x"));
    assert_eq!(typed.board.digit(0), 3, "entries stay");
    assert!(typed.puzzle_text.ends_with(";x"), "{}", typed.puzzle_text);
    let undone = typed.then(Action::Undo);
    assert!(!crate::board::has_rule(undone.board.shape(), "x"));
    assert_eq!(
        undone.puzzle_text,
        ".".repeat(36),
        "the Puzzle box follows undo"
    );

    // Givens a knight's move apart (r1c3, r2c5) refuse the anti-knight rule.
    let mut cells = ".".repeat(81).into_bytes();
    cells[2] = b'1';
    cells[13] = b'1';
    let ones = AppState::new(1, 1).then(Action::LoadText(String::from_utf8(cells).unwrap()));
    let refused = ones.clone().then(Action::ToggleRule("antiknight".into()));
    assert_eq!(refused.board, ones.board);
    let notice = refused.notice.unwrap_or_default();
    assert!(notice.starts_with("The rule cannot be added"), "{notice}");
}

#[test]
fn the_cage_editor_picks_cells_adds_a_cage_with_its_sum_and_removes_it() {
    use crate::app::EditAction;
    let state = AppState::new(1, 1).then_all([
        Action::BlankShape(9),
        Action::Edit(EditAction::Draw),
        Action::Edit(EditAction::Pick(0)),
        Action::Edit(EditAction::Extend(1)),
        Action::Edit(EditAction::Extend(1)),
        Action::Edit(EditAction::Pick(9)),
        Action::Edit(EditAction::Pick(9)),
        Action::Edit(EditAction::Extend(10)),
    ]);
    assert_eq!(
        state.drawing.as_ref().map(|drawing| drawing.picked.clone()),
        Some(vec![0, 1, 10]),
        "a click toggles, a drag adds"
    );
    assert_eq!(
        state.cells()[10].role,
        crate::hints::CellRole::Pattern,
        "picked cells are marked"
    );
    let bad_sum = state
        .clone()
        .then(Action::Edit(EditAction::AddCage("twelve".into())));
    assert!(bad_sum
        .notice
        .unwrap_or_default()
        .contains("'twelve' is not a cage sum"));
    let caged = state.then(Action::Edit(EditAction::AddCage(" 12 ".into())));
    assert!(caged.board.shape().has_sums());
    assert!(
        caged.puzzle_text.ends_with(";cage=12:0.1.10"),
        "{}",
        caged.puzzle_text
    );
    assert_eq!(
        caged.drawing,
        Some(Default::default()),
        "ready for the next cage"
    );
    let overlapping = caged.clone().then_all([
        Action::Edit(EditAction::Pick(1)),
        Action::Edit(EditAction::AddCage("3".into())),
    ]);
    assert_eq!(
        overlapping.notice.as_deref(),
        Some("The cage cannot be added: r1c2 is already in a cage")
    );
    let removed = caged.clone().then_all([
        Action::Edit(EditAction::Done),
        Action::Select(10),
        Action::Edit(EditAction::RemoveSelectedCage),
    ]);
    assert!(!removed.board.shape().has_sums());
    assert_eq!(
        removed.then(Action::Undo).board,
        caged.board,
        "undo brings the cage back"
    );
}

/// The 4x4 jigsaw `1112122233343444` region by region, as picked cells.
fn jigsaw_4x4_regions() -> Vec<Vec<usize>> {
    let text = "1112122233343444";
    (b'1'..=b'4')
        .map(|label| {
            let cells = text.bytes().enumerate();
            cells
                .filter(|&(_, b)| b == label)
                .map(|(cell, _)| cell)
                .collect()
        })
        .collect()
}

#[test]
fn the_editor_draws_jigsaw_regions_that_the_board_takes_once_they_split_the_grid() {
    use crate::app::EditAction;
    let regions = jigsaw_4x4_regions();
    let draw = |state: AppState, cells: &[usize]| {
        let picks = cells
            .iter()
            .map(|&cell| Action::Edit(EditAction::Extend(cell)));
        state
            .then_all(picks.collect::<Vec<_>>())
            .then(Action::Edit(EditAction::MakeRegion))
    };
    let started =
        AppState::new(1, 1).then_all([Action::BlankShape(4), Action::Edit(EditAction::Draw)]);
    let blank = started.board.clone();
    let short = started.clone().then_all([
        Action::Edit(EditAction::Pick(0)),
        Action::Edit(EditAction::MakeRegion),
    ]);
    assert_eq!(
        short.notice.as_deref(),
        Some("The region cannot be made: a region of a 4x4 grid has 4 cells; 1 are picked.")
    );
    let one = draw(started, &regions[0]);
    assert_eq!(one.board, blank, "one region of four waits");
    assert_eq!(one.drawing.as_ref().unwrap().regions.len(), 1);
    assert_eq!(one.cells()[4].role, crate::hints::CellRole::Drawn);
    let overlapping = draw(one.clone(), &[2, 3, 6, 7]);
    assert_eq!(
        overlapping.notice.as_deref(),
        Some("The region cannot be made: r1c3 is already in drawn region 1.")
    );
    // Regions 1 and 2 with the two lower boxes split the grid at once.
    let two = draw(one, &regions[1]);
    assert_eq!(
        two.puzzle_text,
        format!("{};regions=1112122233443344", ".".repeat(16))
    );
    assert_eq!(two.drawing, Some(Default::default()));
    let three = draw(two.clone(), &regions[2]);
    assert_eq!(
        three.board, two.board,
        "region 3 leaves the lower boxes broken"
    );
    let jigsaw = draw(three, &regions[3]);
    assert_eq!(
        jigsaw.puzzle_text,
        format!("{};regions=1112122233343444", ".".repeat(16))
    );
    assert_eq!(jigsaw.board.shape().regions().map(<[u8]>::len), Some(16));
    let undone = jigsaw.clone().then(Action::Undo);
    assert!(
        undone.puzzle_text.ends_with("regions=1112122233443344"),
        "each region set is one edit"
    );
    let boxes = jigsaw.then(Action::Edit(EditAction::BoxesAgain));
    assert_eq!(boxes.board, blank, "the boxes come back");
    let bigger = boxes.then_all([Action::Edit(EditAction::Extend(15)), Action::BlankShape(9)]);
    assert_eq!(
        bigger.drawing,
        Some(Default::default()),
        "a new grid starts a new drawing"
    );
}

#[test]
fn the_share_panel_offers_the_puzzle_in_f_puzzles_and_sudokupad() {
    let text = format!("{};thermo=0.1.2;xv=X:3.4", ".".repeat(81));
    let mut state = AppState::new(1, 1).then(Action::LoadText(text));
    assert_eq!(state.elsewhere_link(), None);
    let commands = state.apply(Action::ShowTab(SideTab::Share));
    let exports: Vec<_> = analyses(&commands)
        .into_iter()
        .filter(|(_, request)| matches!(request.task, crate::worker::Task::Export { .. }))
        .collect();
    let [(worker, request)] = exports.as_slice() else {
        panic!("one export asked: {commands:?}");
    };
    let answer = crate::worker::analyse::answer(&request.task);
    let message = FromWorker::Analysed {
        id: request.id,
        answer,
    };
    let state = state.then(from(*worker, message));
    let link = (state.elsewhere_link())
        .expect("the link once written")
        .expect("f-puzzles holds the puzzle");
    assert!(
        link.starts_with("https://www.f-puzzles.com/?load="),
        "{link}"
    );
    // The link reads back to the puzzle on the board.
    let read = sudoku_engine::format::read_puzzle(&link, &Default::default()).unwrap();
    assert_eq!(&read.sudoku, state.board.puzzle());
    // A new puzzle asks again; the old link is not offered for it.
    let mut other = state.then(Action::LoadText(format!("1{}", ".".repeat(80))));
    assert_eq!(other.elsewhere_link(), None);
    let again = other.apply(Action::Select(3));
    let exports = analyses(&again)
        .into_iter()
        .filter(|(_, request)| matches!(request.task, crate::worker::Task::Export { .. }))
        .count();
    assert_eq!(exports, 0, "asked once a puzzle");
}

#[test]
fn a_puzzle_f_puzzles_cannot_hold_says_why_on_the_share_panel() {
    // f-puzzles reads non-consecutive beside white dots as the dots'
    // negative constraint: a link would change the puzzle.
    let text = format!("{};nonconsecutive;white=0.1", ".".repeat(81));
    let mut state = AppState::new(1, 1).then(Action::LoadText(text));
    let commands = state.apply(Action::ShowTab(SideTab::Share));
    let (worker, request) = analyses(&commands)
        .into_iter()
        .find(|(_, request)| matches!(request.task, crate::worker::Task::Export { .. }))
        .expect("an export asked");
    let answer = crate::worker::analyse::answer(&request.task);
    let state = state.then(from(
        worker,
        FromWorker::Analysed {
            id: request.id,
            answer,
        },
    ));
    let why = (state.elsewhere_link())
        .expect("the answer once written")
        .expect_err("no link that changes the puzzle");
    assert!(why.contains("non-consecutive"), "{why}");
}

#[test]
fn harmony_is_not_asked_of_rules_it_does_not_take() {
    let mut state = AppState::new(1, 1);
    let arrow = format!("{};arrow=0:1.2.3", crate::fixtures::WIKI);
    let out = state.apply(Action::LoadText(arrow));
    settle(&mut state, out);
    assert!(
        matches!(&state.ratings.rating, crate::ratings::Reading::Done(_)),
        "{:?}",
        state.ratings.rating
    );
    assert_eq!(state.ratings.harmony, crate::ratings::Reading::Idle);
}
