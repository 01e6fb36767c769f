//! What `rate`, `explain` and `hint` share: the technique profile option,
//! reading one puzzle of any shape from the command line or standard
//! input, and a step's JSON form (for both logic solvers).

use clap::ValueEnum;
use serde_json::{json, Value};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::logic::shaped::{Cand, Logic, Node, Worded};
use sudoku_engine::logic::text::node_name;
use sudoku_engine::logic::{Candidate, LinkKind, ProfileName, Step};
use sudoku_engine::shape::{Shape, Sudoku};
use sudoku_engine::units::{cell_name, unit_name};
use sudoku_engine::Puzzle;

use crate::error::CliError;
use crate::input::{read_text, STDIN};

/// Which techniques, in which order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ProfileChoice {
    /// Every technique, easiest first (SE's without its direct shortcuts, plus finned fish, W-wings, colouring, chains, ALS-XZ)
    Human,
    /// Sukaku Explainer's list and order: the path SE's rating follows
    Se,
    /// Sukaku Explainer's late-2019 list (no UVWXYZ/TUVWXYZ-wings, 4 strong links off)
    Se2019,
}

impl ProfileChoice {
    pub fn profile(self) -> ProfileName {
        match self {
            ProfileChoice::Human => ProfileName::Human,
            ProfileChoice::Se => ProfileName::Se,
            ProfileChoice::Se2019 => ProfileName::Se2019,
        }
    }
}

/// A puzzle read for `explain` and `hint`: a classic 9x9 (maybe from
/// pencil marks), or one of another shape.
pub enum AnyPuzzle {
    Classic(Puzzle),
    Shaped(Sudoku),
}

/// The puzzle given as an argument, or read from standard input for `-`,
/// in any form `solve` reads (a line, a laid-out or pencil-mark grid, `;`
/// attributes, data lines, other sizes, f-puzzles and SudokuPad links).
pub fn read_any(argument: &str, options: &ShapeOptions) -> Result<AnyPuzzle, CliError> {
    let text = if argument == STDIN {
        read_text(STDIN)?
    } else {
        argument.to_string()
    };
    let read = read_puzzle(&text, options)
        .map_err(|error| CliError::Usage(format!("not a puzzle: {error}")))?;
    Ok(match read.sudoku.to_classic() {
        Some(puzzle) => AnyPuzzle::Classic(puzzle),
        None => AnyPuzzle::Shaped(read.sudoku),
    })
}

fn candidate(c: &Candidate) -> Value {
    json!({"cell": cell_name(c.cell()), "digit": c.digit})
}

/// A step as JSON: technique, value, explanation, placements, removals and
/// the highlight data (cells, houses, candidates, chains with link kinds).
pub fn step_json(number: usize, step: &Step) -> Value {
    let chains: Vec<Value> = step
        .highlights
        .chains
        .iter()
        .map(|chain| {
            chain
                .links
                .iter()
                .map(|link| {
                    json!({
                        "from": node_name(&link.from),
                        "to": node_name(&link.to),
                        "kind": match link.kind { LinkKind::Strong => "strong", LinkKind::Weak => "weak" },
                    })
                })
                .collect::<Value>()
        })
        .collect();
    json!({
        "step": number,
        "technique": step.name(),
        "family": step.technique.family().key(),
        "rating": step.rating.value(),
        "text": step.explanation(),
        "placements": step.placements.iter().map(candidate).collect::<Value>(),
        "eliminations": step.eliminations.iter().map(candidate).collect::<Value>(),
        "highlights": {
            "cells": step.highlights.cells.iter().map(|&c| cell_name(usize::from(c))).collect::<Value>(),
            "houses": step.highlights.houses.iter().map(|&h| unit_name(usize::from(h))).collect::<Value>(),
            "candidates": step.highlights.candidates.iter().map(candidate).collect::<Value>(),
            "extra": step.highlights.extra.iter().map(candidate).collect::<Value>(),
            "chains": chains,
        },
    })
}

/// A step of the logic solver of every shape as JSON, with the same keys as
/// [`step_json`]; cells named on the puzzle's grid (`r10c12`), houses and
/// cages by their names.
pub fn shaped_step_json(number: usize, worded: &Worded, shape: &Shape, logic: &Logic) -> Value {
    let geometry = shape.geometry();
    let cell = |c: usize| geometry.cell_name(c);
    let cand = |c: &Cand| json!({"cell": cell(c.cell()), "digit": c.digit});
    let constraints = shape.constraints();
    let step = &worded.step;
    let node = |n: &Node| {
        format!(
            "{}{}{}",
            cell(usize::from(n.cell)),
            if n.on { "=" } else { "≠" },
            n.digit
        )
    };
    let chains: Vec<Value> = step
        .chains
        .iter()
        .map(|links| {
            links
                .iter()
                .map(|link| {
                    json!({
                        "from": node(&link.from),
                        "to": node(&link.to),
                        "kind": match link.kind { LinkKind::Strong => "strong", LinkKind::Weak => "weak" },
                    })
                })
                .collect::<Value>()
        })
        .collect();
    json!({
        "step": number,
        "technique": worded.name,
        "family": step.technique.family().key(),
        "rating": step.rating.value(),
        "text": worded.text,
        "placements": step.placements.iter().map(cand).collect::<Value>(),
        "eliminations": step.eliminations.iter().map(cand).collect::<Value>(),
        "highlights": {
            "cells": step.cells.iter().map(|&c| cell(usize::from(c))).collect::<Value>(),
            "houses": step.houses.iter().map(|&h| logic.house_name(usize::from(h))).collect::<Value>(),
            "cages": step.cages.iter().map(|&c| constraints.groups[usize::from(c)].name.clone()).collect::<Value>(),
            "candidates": step.candidates.iter().map(cand).collect::<Value>(),
            "extra": step.extra.iter().map(cand).collect::<Value>(),
            "chains": chains,
        },
    })
}
