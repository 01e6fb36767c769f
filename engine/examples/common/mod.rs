//! What the measuring examples share: an engine chosen by `--engine`,
//! `--preset` and `--param`, resolved once and run on one puzzle at a time
//! through a session with a time limit and without the solution count.
//! Each example uses what it needs of it.
#![allow(dead_code)]

use sudoku_engine::params::Params;
use sudoku_engine::run::SystemClock;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::solver::EngineInfo;
use sudoku_engine::{Control, Limits, Outcome, Session, Uniqueness};

/// The shared files of other sizes and variants
/// (`../shared/data/shapes/*.txt`, or the folder `SHAPES_DIR` names) whose
/// names contain `filter`, by name: each name with its text.
pub fn shared_shape_files(filter: &str) -> Vec<(String, String)> {
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data/shapes");
    let folder = std::env::var("SHAPES_DIR").unwrap_or_else(|_| shared.to_string());
    let mut paths: Vec<_> = std::fs::read_dir(&folder)
        .expect("the shared shapes folder")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, path)
        })
        .filter(|(name, _)| name.contains(filter))
        .map(|(name, path)| {
            let text = std::fs::read_to_string(&path).unwrap();
            (name, text)
        })
        .collect()
}

/// How many lines of each file to read: `LINES=N`, or all.
pub fn lines_to_read() -> usize {
    std::env::var("LINES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX)
}

/// `KEY=VALUE`, as `--param` takes it.
pub fn setting(text: &str) -> Result<(String, String), String> {
    let (key, value) = text
        .split_once('=')
        .ok_or(format!("--param {text}: expected key=value"))?;
    Ok((key.into(), value.into()))
}

/// An engine with its parameters, seed and time limit.
pub struct Runner {
    info: &'static EngineInfo,
    params: Params,
    seed: u64,
    limit_ms: f64,
}

/// A run that solved its puzzle: the engine's iterations and seconds.
pub struct Solved {
    pub iterations: u64,
    pub seconds: f64,
}

impl Runner {
    /// The engine called `engine`, with `preset` and `params` over its defaults.
    pub fn new(
        engine: &str,
        preset: Option<&str>,
        params: &[(String, String)],
        seed: u64,
        limit_s: f64,
    ) -> Result<Runner, String> {
        let info = sudoku_engine::find(engine).ok_or(format!("no engine called {engine}"))?;
        let settings = params.iter().map(|(k, v)| (k.as_str(), v.as_str()));
        let params = info.resolve(preset, settings).map_err(|e| e.to_string())?;
        Ok(Runner {
            info,
            params,
            seed,
            limit_ms: limit_s * 1000.0,
        })
    }

    /// One run on `sudoku`: its figures when it solved the puzzle within
    /// the time limit (the givens' propagation included in the time).
    pub fn solve(&self, sudoku: &Sudoku) -> Option<Solved> {
        let clock = SystemClock::default();
        let limits = Limits {
            time_limit_ms: Some(self.limit_ms),
            uniqueness: Uniqueness::Skip,
        };
        let mut session =
            Session::start(self.info, sudoku, &self.params, self.seed, limits, &clock);
        let outcome = session.run(&clock, |_| Control::Continue).clone();
        let solved = matches!(&outcome, Outcome::Solved(grid) if sudoku.is_solved_by(grid));
        solved.then(|| Solved {
            iterations: session.progress().map_or(0, |progress| progress.iterations),
            seconds: session.elapsed_ms(&clock) / 1000.0,
        })
    }
}
