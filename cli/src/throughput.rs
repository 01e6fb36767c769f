//! `sudoku bench --throughput`: an exact engine solving each file's puzzles
//! back to back, engine time only: the same loop the browser worker's bench
//! runs (`sudoku_engine::throughput`), so the two puzzles-per-second figures
//! compare directly.

use std::io::Write;
use std::path::Path;

use serde_json::json;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::run::SystemClock;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::throughput::solve_all;
use sudoku_engine::EngineKind;

use crate::error::CliError;
use crate::input::Source;
use crate::selection::EngineChoice;

/// Runs `choice`'s engine over every file, `passes` times over each.
pub fn run(
    choice: &EngineChoice,
    files: &[String],
    passes: u32,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    if choice.info.kind != EngineKind::Exact {
        return Err(CliError::Usage(format!(
            "--throughput runs exact engines only; {} is {}",
            choice.info.name,
            choice.info.kind.word()
        )));
    }
    for path in files {
        let mut puzzles: Vec<Sudoku> = Vec::new();
        for entry in Source::open(path)?.entries() {
            let entry = entry?;
            let taken = entry.read(&ShapeOptions::default()).and_then(|read| {
                match choice.info.refusal(read.sudoku.shape()) {
                    Some(reason) => Err(format!("{}: {reason}", choice.info.name)),
                    None => Ok(read.sudoku),
                }
            });
            match taken {
                Ok(sudoku) => puzzles.push(sudoku),
                Err(error) => eprintln!("sudoku: {path}: skipped line {}: {error}", entry.line),
            }
        }
        let all: Vec<Sudoku> = (0..passes).flat_map(|_| puzzles.iter().cloned()).collect();
        let result = solve_all(choice.info, &all, &SystemClock::default());
        let set = Path::new(path)
            .file_stem()
            .map_or(path.clone(), |stem| stem.to_string_lossy().into_owned());
        let line = if json {
            json!({
                "set": set,
                "engine": choice.info.name,
                "puzzles": result.puzzles,
                "solved": result.solved,
                "elapsed_ms": result.elapsed_ms,
                "puzzles_per_second": result.per_second(),
            })
            .to_string()
        } else {
            format!(
                "{set}: {} puzzles ({} solved) in {:.1} ms = {:.0} puzzles/s ({})",
                result.puzzles,
                result.solved,
                result.elapsed_ms,
                result.per_second(),
                choice.info.name
            )
        };
        writeln!(out, "{line}").map_err(CliError::output)?;
    }
    Ok(())
}
