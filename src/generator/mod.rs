//! New puzzle: the generator's control in the app. The person picks a
//! difficulty, a symmetry, a grid source, the board's shape or the classic
//! 9x9, and killer cages or givens ([`Choice`]); the puzzle is
//! made in a worker of its own — started on the first New puzzle and kept
//! for the next, so hints, ratings and solver runs go on meanwhile — which
//! reports its tries and the closest rating so far until it lands a puzzle
//! on the board, gives up or is stopped ([`GeneratorState`]). The seed
//! moves on by one after every puzzle, and the result names the
//! `sudoku generate` line that makes the same puzzle. Pure, like the rest
//! of the state: decisions are [`Command`]s.
//!
//! [`words`] puts progress and results into sentences; the panel
//! (wasm32) shows them.

mod choice;
mod words;

#[cfg(target_arch = "wasm32")]
mod generator_panel;
#[cfg(target_arch = "wasm32")]
pub use generator_panel::GeneratorPanel;

pub use choice::{command_line, symmetry_label, Choice, Difficulty, ShapeChoice, HARDEST_SE};
pub use words::{ended_text, progress_text, shape_words};

use sudoku_engine::generate::{GenOutcome, GenerateOptions};
use sudoku_engine::rate::PathRating;
use sudoku_engine::shape::Sudoku;

use crate::app::{Command, Timer};
use crate::worker::generation::{GenerateRequest, GenerationDone, GenerationReport};
use crate::worker::{GenerationId, Role, ToWorker, WorkerId};

/// A generation gives up after this long (a person can stop it sooner).
/// The hardest target takes about a second natively at the median and
/// 3.2 s at worst (engine/src/generate/mod.rs).
pub const TIME_LIMIT_MS: f64 = 60_000.0;

/// A stopped generation that has not answered by then is ended with its worker.
pub const STOP_GRACE_MS: u32 = 2_000;

/// Worker ids of the generator start here, clear of the solver pool's and
/// the analyst's.
const FIRST_WORKER: u32 = 1 << 29;

/// A generation under way.
#[derive(Clone, Debug, PartialEq)]
pub struct Generating {
    pub id: GenerationId,
    pub seed: u64,
    pub options: GenerateOptions,
    pub tries: u64,
    /// The closest rating to the target so far (the puzzle made, without one).
    pub best: Option<PathRating>,
    pub elapsed_ms: f64,
    /// A stop was asked for.
    pub stopping: bool,
}

/// How the last generation ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Ended {
    pub seed: u64,
    pub options: GenerateOptions,
    pub outcome: GenOutcome,
    pub elapsed_ms: f64,
}

/// The New puzzle control's state and its worker.
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratorState {
    pub choice: Choice,
    /// Why the last New puzzle could not start (a bad range or seed).
    pub error: Option<String>,
    pub current: Option<Generating>,
    /// How the last generation ended, or why it was lost.
    pub last: Option<Result<Ended, String>>,
    worker: Option<WorkerId>,
    next_worker: u32,
    next_id: u32,
}

impl GeneratorState {
    pub fn new(seed: u64) -> GeneratorState {
        GeneratorState {
            choice: Choice::new(seed),
            error: None,
            current: None,
            last: None,
            worker: None,
            next_worker: FIRST_WORKER,
            next_id: 1,
        }
    }

    /// True when `worker` is the generator's.
    pub fn knows(&self, worker: WorkerId) -> bool {
        self.worker == Some(worker)
    }

    pub fn is_running(&self) -> bool {
        self.current.is_some()
    }

    /// New puzzle: asks the worker (started if need be) for a puzzle of the
    /// choice (of the shape of `board` where chosen), and moves the seed
    /// on. Nothing starts while one is made, or when the choice does not
    /// read (`error` says why).
    pub fn start(&mut self, board: &Sudoku, out: &mut Vec<Command>) {
        if self.current.is_some() {
            return;
        }
        let (options, seed) = match (self.choice.options(board), self.choice.seed()) {
            (Ok(options), Ok(seed)) => (options, seed),
            (Err(why), _) | (_, Err(why)) => {
                self.error = Some(why);
                return;
            }
        };
        self.error = None;
        let worker = match self.worker {
            Some(worker) => worker,
            None => {
                let worker = WorkerId(self.next_worker);
                self.next_worker += 1;
                out.push(Command::Spawn(worker, Role::Analysis));
                self.worker = Some(worker);
                worker
            }
        };
        let id = GenerationId(self.next_id);
        self.next_id += 1;
        out.push(Command::Send(
            worker,
            ToWorker::Generate(Box::new(GenerateRequest {
                id,
                options: options.clone(),
                seed,
                time_limit_ms: Some(TIME_LIMIT_MS),
            })),
        ));
        self.current = Some(Generating {
            id,
            seed,
            options,
            tries: 0,
            best: None,
            elapsed_ms: 0.0,
            stopping: false,
        });
        self.last = None;
        self.choice.seed = seed.wrapping_add(1).to_string();
    }

    /// Stop: the worker ends the generation between two slices and answers
    /// with the closest puzzle so far; one that does not answer in
    /// [`STOP_GRACE_MS`] is ended with its worker.
    pub fn stop(&mut self, out: &mut Vec<Command>) {
        let (Some(current), Some(worker)) = (self.current.as_mut(), self.worker) else {
            return;
        };
        if current.stopping {
            return;
        }
        current.stopping = true;
        out.push(Command::Send(
            worker,
            ToWorker::StopGenerating { id: current.id },
        ));
        out.push(Command::Arm {
            timer: Timer::GenerateStopGrace(current.id),
            after_ms: STOP_GRACE_MS,
        });
    }

    /// A progress report from the worker.
    pub fn report(&mut self, report: GenerationReport) {
        if let Some(current) = self.current.as_mut().filter(|c| c.id == report.id) {
            current.tries = report.tries;
            current.best = report.best;
            current.elapsed_ms = report.elapsed_ms;
        }
    }

    /// The generation ended: the puzzle to put on the board, when one was made.
    pub fn done(&mut self, done: GenerationDone) -> Option<Sudoku> {
        let current = self.current.take_if(|current| current.id == done.id)?;
        let made = done.outcome.made().map(|made| made.sudoku.clone());
        self.last = Some(Ok(Ended {
            seed: current.seed,
            options: current.options,
            outcome: done.outcome,
            elapsed_ms: done.elapsed_ms,
        }));
        made
    }

    /// The stop was not answered in time: the worker is ended.
    pub fn stop_overdue(&mut self, id: GenerationId, out: &mut Vec<Command>) {
        if self.current.as_ref().is_some_and(|c| c.id == id) {
            self.lose(
                "the generator did not answer the stop, so it was ended".into(),
                out,
            );
        }
    }

    /// The worker crashed or would not load: the generation under way is lost.
    pub fn failed(&mut self, worker: WorkerId, message: String, out: &mut Vec<Command>) {
        if self.knows(worker) {
            self.lose(format!("the generator stopped ({message})"), out);
        }
    }

    fn lose(&mut self, why: String, out: &mut Vec<Command>) {
        if let Some(worker) = self.worker.take() {
            out.push(Command::Terminate(worker));
        }
        if self.current.take().is_some() {
            self.last = Some(Err(why));
        }
    }
}

#[cfg(test)]
mod tests;
