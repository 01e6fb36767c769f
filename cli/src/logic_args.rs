//! What `rate`, `explain` and `hint` share: the technique profile option,
//! reading one puzzle from the command line or standard input, and a
//! step's JSON form.

use clap::ValueEnum;
use serde_json::{json, Value};
use sudoku_engine::logic::text::node_name;
use sudoku_engine::logic::{Candidate, LinkKind, Profile, Step};
use sudoku_engine::units::{cell_name, unit_name};
use sudoku_engine::{parse_puzzle, Puzzle};

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
    pub fn profile(self) -> Profile {
        match self {
            ProfileChoice::Human => Profile::HUMAN,
            ProfileChoice::Se => Profile::SE,
            ProfileChoice::Se2019 => Profile::SE_2019,
        }
    }
}

/// The puzzle given as an argument, or read from standard input for `-`:
/// a line, a laid-out grid, or a pencil-mark grid.
pub fn read_puzzle(argument: &str) -> Result<Puzzle, CliError> {
    let text = if argument == STDIN {
        read_text(STDIN)?
    } else {
        argument.to_string()
    };
    parse_puzzle(&text).map_err(|error| CliError::Usage(format!("not a puzzle: {error}")))
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
