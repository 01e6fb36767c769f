//! What `rate`, `explain` and `hint` share: the technique profile option,
//! reading one puzzle of any shape from the command line or standard
//! input, and a step's JSON form.

use clap::ValueEnum;
use serde_json::{json, Value};
use sudoku_engine::format::read_puzzle;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::logic::{Cand, Explained, LinkKind, NamedCells, ProfileName};
use sudoku_engine::shape::{Shape, Sudoku};

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

/// The puzzle given as an argument, or read from standard input for `-`,
/// in any form `solve` reads (a line, a laid-out or pencil-mark grid, `;`
/// attributes, data lines, other sizes, f-puzzles and SudokuPad links).
pub fn read_sudoku(argument: &str, options: &ShapeOptions) -> Result<Sudoku, CliError> {
    let text = if argument == STDIN {
        read_text(STDIN)?
    } else {
        argument.to_string()
    };
    let read = read_puzzle(&text, options)
        .map_err(|error| CliError::Usage(format!("not a puzzle: {error}")))?;
    Ok(read.sudoku)
}

/// A step as JSON: technique, value, explanation, placements, removals and
/// the highlight data (cells, houses, cages, candidates, chains with link
/// kinds); cells named on the puzzle's grid (`r10c12`).
pub fn step_json(number: usize, step: &Explained, shape: &Shape) -> Value {
    let geometry = shape.geometry();
    let cell = |c: usize| geometry.cell_name(c);
    let cand = |c: &Cand| json!({"cell": cell(c.cell()), "digit": c.digit});
    let names = |list: &[NamedCells]| {
        list.iter()
            .map(|named| named.name.clone())
            .collect::<Value>()
    };
    let chains: Vec<Value> = step
        .chains
        .iter()
        .map(|links| {
            links
                .iter()
                .map(|link| {
                    json!({
                        "from": link.from.name,
                        "to": link.to.name,
                        "kind": match link.kind { LinkKind::Strong => "strong", LinkKind::Weak => "weak" },
                    })
                })
                .collect::<Value>()
        })
        .collect();
    json!({
        "step": number,
        "technique": step.name,
        "family": step.technique.family().key(),
        "rating": step.rating.value(),
        "text": step.text,
        "placements": step.placements.iter().map(cand).collect::<Value>(),
        "eliminations": step.eliminations.iter().map(cand).collect::<Value>(),
        "highlights": {
            "cells": step.cells.iter().map(|&c| cell(usize::from(c))).collect::<Value>(),
            "houses": names(&step.houses),
            "cages": names(&step.cages),
            "candidates": step.candidates.iter().map(cand).collect::<Value>(),
            "extra": step.extra.iter().map(cand).collect::<Value>(),
            "chains": chains,
        },
    })
}
