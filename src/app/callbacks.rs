//! [`Callbacks`]: every callback the panels take, made once from the
//! [`Store`], so that a panel whose data did not change sees equal props
//! and is not rendered again (a live run re-renders only what its progress
//! changes).

use yew::prelude::*;

use super::store::Store;
use super::{Action, EditAction, Pick, Pref, SideTab};
use crate::board::Mode;
use crate::web::dom;

/// Every callback the panels take, made once: a panel whose data did not
/// change then sees equal props and is not rendered again (a live run
/// re-renders only what its progress changes).
#[derive(Clone, PartialEq)]
pub(super) struct Callbacks {
    pub(super) dispatch: Callback<Action>,
    pub(super) typed: Callback<(u8, Option<Mode>)>,
    pub(super) digit: Callback<u8>,
    pub(super) select: Callback<usize>,
    pub(super) pick: Callback<Pick>,
    pub(super) mode: Callback<Mode>,
    pub(super) restart: Callback<()>,
    pub(super) pref: Callback<Pref>,
    pub(super) check: Callback<()>,
    pub(super) check_solution: Callback<()>,
    pub(super) solve: Callback<()>,
    pub(super) solve_anyway: Callback<()>,
    pub(super) stop: Callback<()>,
    pub(super) clear: Callback<()>,
    pub(super) undo: Callback<()>,
    pub(super) redo: Callback<()>,
    pub(super) dismiss: Callback<()>,
    pub(super) load_text: Callback<String>,
    pub(super) blank: Callback<usize>,
    pub(super) rule: Callback<String>,
    pub(super) draw: Callback<(usize, bool)>,
    pub(super) edit: Callback<EditAction>,
    pub(super) engine: Callback<String>,
    pub(super) preset: Callback<String>,
    pub(super) param: Callback<(String, String)>,
    pub(super) reset: Callback<()>,
    pub(super) seed: Callback<String>,
    pub(super) new_seed: Callback<()>,
    pub(super) time_limit: Callback<String>,
    pub(super) copy: Callback<()>,
    pub(super) race_add: Callback<()>,
    pub(super) race_remove: Callback<usize>,
    pub(super) race_clear: Callback<()>,
    pub(super) race: Callback<()>,
    pub(super) race_anyway: Callback<()>,
    pub(super) candidates: Callback<()>,
    pub(super) true_candidates: Callback<()>,
    pub(super) hint: Callback<()>,
    pub(super) apply_hint: Callback<()>,
    pub(super) dismiss_hint: Callback<()>,
    pub(super) explain: Callback<()>,
    pub(super) explain_to: Callback<usize>,
    pub(super) close_explain: Callback<()>,
    pub(super) letter: Callback<char>,
    pub(super) theme: Callback<()>,
    pub(super) generator: Callback<super::GeneratorAction>,
    pub(super) go_practice: Callback<()>,
    pub(super) another_practice: Callback<()>,
    pub(super) end_practice: Callback<()>,
    pub(super) tab: Callback<SideTab>,
}

impl Callbacks {
    pub(super) fn new(store: &Store) -> Callbacks {
        let dispatch: Callback<Action> = {
            let store = store.clone();
            Callback::from(move |action| store.dispatch(action))
        };
        let action = |action: Action| dispatch.reform(move |()| action.clone());
        let copy = {
            let (store, dispatch) = (store.clone(), dispatch.clone());
            Callback::from(move |()| {
                let fragment = store.state().share_fragment();
                let link = dom::write_fragment(&fragment);
                let dispatch = dispatch.clone();
                yew::platform::spawn_local(async move {
                    let copied = dom::copy_text(&link).await;
                    dispatch.emit(Action::LinkMade {
                        fragment,
                        link,
                        copied,
                    });
                });
            })
        };
        Callbacks {
            typed: dispatch.reform(|(digit, held)| Action::Type { digit, held }),
            digit: dispatch.reform(|digit| Action::Type { digit, held: None }),
            select: dispatch.reform(Action::Select),
            pick: dispatch.reform(Action::Pick),
            mode: dispatch.reform(Action::SetMode),
            restart: action(Action::Restart),
            pref: dispatch.reform(Action::TogglePref),
            check: action(Action::Check),
            check_solution: action(Action::CheckSolution),
            solve: action(Action::Solve),
            solve_anyway: action(Action::SolveAnyway),
            stop: action(Action::Stop),
            clear: action(Action::Clear),
            undo: action(Action::Undo),
            redo: action(Action::Redo),
            dismiss: action(Action::Notice(None)),
            load_text: dispatch.reform(Action::LoadText),
            blank: dispatch.reform(Action::BlankShape),
            rule: dispatch.reform(Action::ToggleRule),
            draw: dispatch.reform(|(cell, drag)| {
                Action::Edit(match drag {
                    true => EditAction::Extend(cell),
                    false => EditAction::Pick(cell),
                })
            }),
            edit: dispatch.reform(Action::Edit),
            engine: dispatch.reform(Action::SetEngine),
            preset: dispatch.reform(Action::SetPreset),
            param: dispatch.reform(|(name, value)| Action::SetParam { name, value }),
            reset: action(Action::ResetParams),
            seed: dispatch.reform(Action::SetSeed),
            new_seed: dispatch.reform(|()| Action::SetSeed(dom::random_seed().to_string())),
            time_limit: dispatch.reform(Action::SetTimeLimit),
            copy,
            race_add: action(Action::AddToRace),
            race_remove: dispatch.reform(Action::RemoveFromRace),
            race_clear: action(Action::ClearLineup),
            race: action(Action::Race),
            race_anyway: action(Action::RaceAnyway),
            candidates: action(Action::ToggleCandidates),
            true_candidates: action(Action::ToggleTrueCandidates),
            hint: action(Action::Hint),
            apply_hint: action(Action::ApplyHint),
            dismiss_hint: action(Action::DismissHint),
            explain: action(Action::Explain),
            explain_to: dispatch.reform(Action::ExplainTo),
            close_explain: action(Action::CloseExplain),
            letter: dispatch.reform(|letter| match letter {
                'p' => Action::TogglePencil,
                ' ' => Action::CycleMode,
                'h' => Action::Hint,
                letter => Mode::of_key(letter).map_or(Action::Hint, Action::SetMode),
            }),
            theme: action(Action::CycleTheme),
            generator: dispatch.reform(Action::Generator),
            go_practice: action(Action::GoToPracticeStep),
            another_practice: action(Action::Generator(super::GeneratorAction::Start)),
            end_practice: action(Action::EndPractice),
            tab: dispatch.reform(Action::ShowTab),
            dispatch,
        }
    }
}
