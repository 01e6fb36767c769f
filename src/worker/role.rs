//! The two kinds of worker, each its own wasm build so that neither loads
//! the other's code: the **solver** runs engines (runs, solving benches),
//! the **analysis** worker reasons about a board (ratings, explanations,
//! hints, link imports), makes new puzzles (generation rates what it
//! makes) and runs the engine of its logic solver, `logic`, on every shape
//! (the solver's build leaves that solver out). Every [`ToWorker`] message
//! names the [`Role`] that answers it ([`ToWorker::role`]; a run, by its
//! engine; a Stop, whichever runs the run). A worker's binary runs one [`Service`] ([`SOLVER`]
//! or [`ANALYSIS`]: a role and the function that answers its messages), so
//! the linker keeps only what that role uses; its event loop
//! ([`super::entry`]) refuses the other role's messages
//! ([`Service::refusal`]) and hands it the rest.
//!
//! Free of any browser API: the roles run (and are tested) natively.

use sudoku_engine::logic::engine::{LogicEngine, INFO as LOGIC};
use sudoku_engine::run::Clock;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{Engine, EngineInfo, Limits, Params, Session};

use super::analyse::Note;
use super::generate::GenerateJob;
use super::pace::Pace;
use super::protocol::{FromWorker, Role, ToWorker};
use super::serve::{self, Job};

/// Long work a worker does a slice at a time (a run, a generation), one
/// slice per turn of its event loop, so that a stop is read between two.
pub trait Work {
    /// Runs one slice: the final message when the work is over; progress
    /// goes to `send` when due.
    fn tick(&mut self, clock: &dyn Clock, send: &mut dyn FnMut(FromWorker)) -> Option<FromWorker>;

    /// How long to wait before the next slice (none: at once).
    fn pause_ms(&self) -> Option<u32> {
        None
    }

    /// True when `message` asks this work to stop.
    fn is_stopped_by(&self, message: &ToWorker) -> bool;

    /// Ends the work now: its final message.
    fn stop(self: Box<Self>, clock: &dyn Clock) -> FromWorker;
}

/// What a role does with a message that is its own: answers go to `send`;
/// work to do in slices is returned (the event loop has stopped the work
/// in hand before a Run or a Generate). Stops are the event loop's
/// ([`Work::is_stopped_by`]), and another role's message never comes
/// ([`Service::refusal`]).
type Receive = fn(ToWorker, &dyn Clock, &mut dyn FnMut(FromWorker)) -> Option<Box<dyn Work>>;

/// A role and the function that answers its messages: what a worker's
/// binary runs.
#[derive(Clone, Copy)]
pub struct Service {
    pub role: Role,
    receive: Receive,
}

/// The solver worker: runs and solving benches.
pub const SOLVER: Service = Service {
    role: Role::Solver,
    receive: solver,
};

/// The analysis worker: questions about a board, and generation.
pub const ANALYSIS: Service = Service {
    role: Role::Analysis,
    receive: analysis,
};

impl Service {
    /// For a message of the other role (a bug in the page), the crash that
    /// says so, so that the page replaces the worker and says why; `None`
    /// for a message of this role.
    pub fn refusal(&self, message: &ToWorker) -> Option<FromWorker> {
        let role = message.role()?;
        (role != self.role).then(|| FromWorker::Crashed {
            message: format!(
                "the {} worker was sent a message for the {} worker: {}",
                self.role.name(),
                role.name(),
                message.kind()
            ),
        })
    }

    /// Answers a message of this role (see [`Receive`]).
    pub fn receive(
        &self,
        message: ToWorker,
        clock: &dyn Clock,
        send: &mut dyn FnMut(FromWorker),
    ) -> Option<Box<dyn Work>> {
        (self.receive)(message, clock, send)
    }
}

fn solver(
    message: ToWorker,
    clock: &dyn Clock,
    send: &mut dyn FnMut(FromWorker),
) -> Option<Box<dyn Work>> {
    match message {
        ToWorker::Run(request) => serve::start(&request, Session::start, clock, send)
            .map(|job| Box::new(job) as Box<dyn Work>),
        ToWorker::Bench(request) => {
            send(FromWorker::BenchDone(super::bench::bench(&request, clock)));
            None
        }
        // A stop is the event loop's; another role's message is refused.
        _ => None,
    }
}

fn analysis(
    message: ToWorker,
    clock: &dyn Clock,
    send: &mut dyn FnMut(FromWorker),
) -> Option<Box<dyn Work>> {
    match message {
        ToWorker::Analyse(request) => {
            let id = request.id;
            let mut pace = Pace::starting_at(clock.now_ms());
            let solution = request.solution.as_ref();
            let answer =
                super::analyse::answer_watched(&request.task, solution, clock, &mut |note| {
                    match note {
                        Note::Path(progress) if pace.step_ended(clock.now_ms()) => {
                            let progress = progress.clone();
                            send(FromWorker::Analysing { id, progress });
                        }
                        Note::Path(_) => {}
                        Note::Counted(solution) => {
                            let solution = solution.clone();
                            send(FromWorker::Counted { id, solution });
                        }
                    }
                });
            send(FromWorker::Analysed { id, answer });
            None
        }
        ToWorker::Run(request) if request.role() == Role::Analysis => {
            serve::start(&request, open_logic, clock, send)
                .map(|job| Box::new(job) as Box<dyn Work>)
        }
        ToWorker::Generate(request) => Some(Box::new(GenerateJob::start(&request, clock))),
        ToWorker::GenerateBench(request) => {
            let times = sudoku_engine::generate::time_batch(
                &request.options,
                request.seed,
                request.count,
                clock,
            );
            send(FromWorker::GenerateBenchDone(times));
            None
        }
        // A stop is the event loop's; another role's message is refused.
        _ => None,
    }
}

/// Opens a run of the analysis worker's one engine, `logic` (the only
/// name in [`super::protocol::ANALYSIS_ENGINES`]), without the registry, so
/// that this worker links no other engine.
fn open_logic(
    info: &'static EngineInfo,
    sudoku: &Sudoku,
    params: &Params,
    seed: u64,
    limits: Limits,
    clock: &dyn Clock,
) -> Session {
    assert_eq!(info.name, LOGIC.name, "the analysis worker runs logic only");
    let (puzzle, params) = (sudoku.clone(), params.clone());
    let build = move || Box::new(LogicEngine::new(&puzzle, &params, seed)) as Box<dyn Engine>;
    Session::with_builder(info, sudoku, seed, limits, clock, build)
}

impl Work for Job {
    fn tick(&mut self, clock: &dyn Clock, send: &mut dyn FnMut(FromWorker)) -> Option<FromWorker> {
        Job::tick(self, clock, send)
    }

    fn pause_ms(&self) -> Option<u32> {
        Job::pause_ms(self)
    }

    fn is_stopped_by(&self, message: &ToWorker) -> bool {
        matches!(message, ToWorker::Stop { id } if *id == self.id())
    }

    fn stop(self: Box<Self>, clock: &dyn Clock) -> FromWorker {
        Job::stop(*self, clock)
    }
}

impl Work for GenerateJob {
    fn tick(&mut self, clock: &dyn Clock, send: &mut dyn FnMut(FromWorker)) -> Option<FromWorker> {
        GenerateJob::tick(self, clock, send)
    }

    fn is_stopped_by(&self, message: &ToWorker) -> bool {
        matches!(message, ToWorker::StopGenerating { id } if *id == self.id())
    }

    fn stop(self: Box<Self>, clock: &dyn Clock) -> FromWorker {
        GenerateJob::stop(*self, clock)
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use sudoku_engine::format::read_puzzle;
    use sudoku_engine::format::shaped::ShapeOptions;
    use sudoku_engine::generate::GenerateOptions;
    use sudoku_engine::run::SystemClock;
    use sudoku_engine::shape::{Sudoku, Values};
    use sudoku_engine::{Limits, Outcome};

    use super::*;
    use crate::fixtures::wiki;
    use crate::worker::analysis::{
        AnalysisId, AnalysisRequest, Answer, HintAnswer, PathProgress, Position, Task,
    };
    use crate::worker::generation::{GenerateRequest, GenerationId};
    use crate::worker::protocol::{RunId, RunRequest};

    fn run(id: u32) -> ToWorker {
        ToWorker::Run(Box::new(RunRequest {
            id: RunId(id),
            puzzle: wiki(),
            engine: "anneal".into(),
            preset: None,
            params: vec![],
            seed: 1,
            limits: Limits::default(),
        }))
    }

    fn generate(id: u32) -> ToWorker {
        ToWorker::Generate(Box::new(GenerateRequest {
            id: GenerationId(id),
            options: GenerateOptions::default(),
            seed: 1,
            time_limit_ms: None,
        }))
    }

    fn import(text: &str) -> ToWorker {
        ToWorker::Analyse(AnalysisRequest::new(
            AnalysisId(7),
            Task::Import { text: text.into() },
        ))
    }

    /// What `service` sends for `message`, and whether it started work.
    fn receive(service: Service, message: ToWorker) -> (Vec<FromWorker>, Option<Box<dyn Work>>) {
        assert_eq!(service.refusal(&message), None, "{message:?}");
        let mut sent = Vec::new();
        let work = service.receive(message, &SystemClock::default(), &mut |m| sent.push(m));
        (sent, work)
    }

    #[test]
    fn every_message_names_the_worker_that_answers_it() {
        assert_eq!(run(1).role(), Some(Role::Solver));
        assert_eq!(ToWorker::Stop { id: RunId(1) }.role(), None);
        let bench = ToWorker::Bench(crate::worker::protocol::BenchRequest {
            puzzles: String::new(),
            engine: "fast".into(),
            runs: 1,
        });
        assert_eq!(bench.role(), Some(Role::Solver));
        let generate_bench =
            ToWorker::GenerateBench(crate::worker::generation::GenerateBenchRequest {
                options: GenerateOptions::default(),
                seed: 1,
                count: 1,
            });
        assert_eq!(generate_bench.role(), Some(Role::Analysis));
        assert_eq!(import("x").role(), Some(Role::Analysis));
        assert_eq!(generate(1).role(), Some(Role::Analysis));
        let stop_generating = ToWorker::StopGenerating {
            id: GenerationId(1),
        };
        assert_eq!(stop_generating.role(), Some(Role::Analysis));
    }

    #[test]
    fn the_solver_runs_an_engine_until_its_own_stop() {
        let (sent, work) = receive(SOLVER, run(3));
        assert!(matches!(
            sent[..],
            [FromWorker::Started { id: RunId(3), .. }]
        ));
        let work = work.expect("a run is sliced work");
        assert!(!work.is_stopped_by(&ToWorker::Stop { id: RunId(4) }));
        assert!(!work.is_stopped_by(&ToWorker::StopGenerating {
            id: GenerationId(3)
        }));
        assert!(work.is_stopped_by(&ToWorker::Stop { id: RunId(3) }));
        let stopped = work.stop(&SystemClock::default());
        assert!(matches!(stopped, FromWorker::Finished { id: RunId(3), .. }));
    }

    #[test]
    fn the_analysis_worker_answers_at_once_and_generates_until_its_own_stop() {
        let (sent, work) = receive(ANALYSIS, import("not a link"));
        assert!(work.is_none());
        let [FromWorker::Analysed { id, answer }] = &sent[..] else {
            panic!("{sent:?}");
        };
        assert_eq!(*id, AnalysisId(7));
        assert!(matches!(answer, Answer::Imported(Err(_))), "{answer:?}");

        let (sent, work) = receive(ANALYSIS, generate(2));
        assert!(sent.is_empty());
        let work = work.expect("a generation is sliced work");
        assert!(!work.is_stopped_by(&ToWorker::Stop { id: RunId(2) }));
        assert!(work.is_stopped_by(&ToWorker::StopGenerating {
            id: GenerationId(2)
        }));
    }

    #[test]
    fn the_analysis_worker_runs_logic_on_a_killer_to_its_solution_and_stops_it_on_request() {
        let line = crate::fixtures::shared_shape_line("killer_9x9.txt", 0);
        let read = read_puzzle(&line, &ShapeOptions::default()).expect("the killer reads");
        let logic = |id| {
            ToWorker::Run(Box::new(RunRequest {
                id: RunId(id),
                puzzle: read.sudoku.clone(),
                engine: "logic".into(),
                preset: None,
                params: vec![],
                seed: 1,
                limits: Limits::default(),
            }))
        };
        assert_eq!(logic(1).role(), Some(Role::Analysis));
        assert!(SOLVER.refusal(&logic(1)).is_some());

        let clock = SystemClock::default();
        let (sent, work) = receive(ANALYSIS, logic(1));
        assert!(matches!(
            sent[..],
            [FromWorker::Started { id: RunId(1), .. }]
        ));
        let mut work = work.expect("a run is sliced work");
        let finished = loop {
            if let Some(done) = work.tick(&clock, &mut |_| {}) {
                break done;
            }
        };
        let FromWorker::Finished { outcome, .. } = finished else {
            panic!("{finished:?}");
        };
        assert_eq!(
            outcome,
            Outcome::Solved(read.solution.expect("the file's solution"))
        );

        let (_, work) = receive(ANALYSIS, logic(2));
        let work = work.expect("a run is sliced work");
        assert!(work.is_stopped_by(&ToWorker::Stop { id: RunId(2) }));
        let stopped = work.stop(&clock);
        assert!(matches!(
            stopped,
            FromWorker::Finished {
                outcome: Outcome::Stopped { .. },
                ..
            }
        ));
    }

    /// A clock that moves on 100 ms each time it is read.
    struct Ticking(Cell<f64>);

    impl Clock for Ticking {
        fn now_ms(&self) -> f64 {
            let now = self.0.get();
            self.0.set(now + 100.0);
            now
        }
    }

    /// What the analysis worker sent for a request: the solutions it
    /// counted, its progress messages, and its answer.
    struct Sent {
        counted: Vec<Values>,
        so_far: Vec<PathProgress>,
        answer: Answer,
    }

    /// What the analysis worker sends for `task` on shared killer line 0
    /// with a clock that moves 100 ms each time it is read (once a step).
    fn answered_with_progress(task: fn(Sudoku) -> Task) -> (Vec<PathProgress>, Answer) {
        let sent = answered_on(killer(), task, None);
        assert_eq!(sent.counted.len(), 1, "counted once, first");
        (sent.so_far, sent.answer)
    }

    fn killer() -> Sudoku {
        let line = crate::fixtures::shared_shape_line("killer_9x9.txt", 0);
        read_puzzle(&line, &ShapeOptions::default()).unwrap().sudoku
    }

    /// What a fresh analysis worker (a thread of its own) sends for `task`
    /// on `puzzle`, told its `solution` or not.
    fn answered_on(puzzle: Sudoku, task: fn(Sudoku) -> Task, solution: Option<Values>) -> Sent {
        let request = ToWorker::Analyse(AnalysisRequest {
            id: AnalysisId(5),
            task: task(puzzle),
            solution,
        });
        let mut sent = std::thread::spawn(move || {
            let mut sent = Vec::new();
            ANALYSIS.receive(request, &Ticking(Cell::new(0.0)), &mut |m| sent.push(m));
            sent
        })
        .join()
        .unwrap();
        let Some(FromWorker::Analysed {
            id: AnalysisId(5),
            answer,
        }) = sent.pop()
        else {
            panic!("{sent:?}");
        };
        let (mut counted, mut so_far) = (Vec::new(), Vec::new());
        for message in sent {
            match message {
                FromWorker::Counted {
                    id: AnalysisId(5),
                    solution,
                } if so_far.is_empty() => counted.push(solution),
                FromWorker::Analysing {
                    id: AnalysisId(5),
                    progress,
                } => so_far.push(progress),
                other => panic!("{other:?}"),
            }
        }
        Sent {
            counted,
            so_far,
            answer,
        }
    }

    #[test]
    fn a_worker_told_the_solution_does_not_count_it_again_and_answers_the_same() {
        let hint = |puzzle: Sudoku| Task::Hint {
            position: Position {
                entries: Values::empty(puzzle.shape().size()),
                puzzle,
                marks: None,
            },
        };
        let counting = answered_on(killer(), hint, None);
        let [solution] = &counting.counted[..] else {
            panic!("counted once: {:?}", counting.counted);
        };
        assert!(killer().is_solved_by(solution));
        let told = answered_on(killer(), hint, Some(solution.clone()));
        assert!(told.counted.is_empty(), "not counted again");
        assert_eq!(told.answer, counting.answer);
        assert!(matches!(told.answer, Answer::Hint(HintAnswer::Step(_))));
        // A grid that does not solve the puzzle is not believed.
        let mut wrong = solution.clone();
        wrong.set(0, wrong.get(0) % 9 + 1);
        assert_eq!(answered_on(killer(), hint, Some(wrong)).counted.len(), 1);
    }

    #[test]
    fn a_classic_puzzle_is_not_reported_counted() {
        let sent = answered_on(wiki(), |puzzle| Task::Rate { puzzle }, None);
        assert!(
            sent.counted.is_empty(),
            "counted in microseconds on any worker"
        );
    }

    /// Progress after every step (at 100 ms a step, each is slow: see
    /// [`Pace`]); never going back.
    fn assert_after_every_step(so_far: &[PathProgress], steps: usize) {
        assert_eq!(
            so_far.iter().map(|p| p.steps).collect::<Vec<_>>(),
            (1..=steps as u32).collect::<Vec<_>>(),
        );
        let empty = so_far[0].empty;
        assert!(so_far.iter().all(|p| p.empty == empty && p.placed <= empty));
        for pair in so_far.windows(2) {
            assert!(pair[0].placed <= pair[1].placed && pair[0].er <= pair[1].er);
        }
    }

    #[test]
    fn a_long_rating_says_how_far_it_has_got_before_its_answer() {
        let (so_far, answer) = answered_with_progress(|puzzle| Task::Rate { puzzle });
        let Answer::Rated(Ok(rating)) = answer else {
            panic!("{answer:?}");
        };
        let steps: u32 = rating.histogram.iter().map(|(_, count)| count).sum();
        assert_after_every_step(&so_far, steps as usize);
        let last = so_far.last().expect("a killer rated step by step");
        assert!(last.er <= rating.er && !last.hardest.is_empty());
    }

    #[test]
    fn a_classic_rating_says_how_far_it_has_got_too() {
        let Sent { so_far, answer, .. } = answered_on(wiki(), |puzzle| Task::Rate { puzzle }, None);
        let Answer::Rated(Ok(rating)) = answer else {
            panic!("{answer:?}");
        };
        let steps: u32 = rating.histogram.iter().map(|(_, count)| count).sum();
        assert_after_every_step(&so_far, steps as usize);
        let last = so_far.last().expect("rated step by step");
        assert_eq!(
            (last.placed, last.empty),
            (51, 51),
            "every empty cell filled"
        );
        assert_eq!(last.er, rating.er);
    }

    #[test]
    fn a_long_explanation_says_how_far_it_has_got_too() {
        let (so_far, answer) = answered_with_progress(|puzzle| Task::Explain {
            puzzle,
            until: None,
        });
        let Answer::Explained(Ok(explanation)) = answer else {
            panic!("{answer:?}");
        };
        assert_after_every_step(&so_far, explanation.steps.len());
        assert!(!so_far.is_empty());
    }

    #[test]
    fn a_message_for_the_other_worker_is_refused_as_a_crash_that_says_so() {
        assert_eq!(
            SOLVER.refusal(&generate(1)),
            Some(FromWorker::Crashed {
                message: "the solver worker was sent a message for the analysis worker: Generate"
                    .into()
            })
        );
        let refusal = ANALYSIS.refusal(&run(1));
        assert!(
            matches!(&refusal, Some(FromWorker::Crashed { message }) if message.ends_with("for the solver worker: Run")),
            "{refusal:?}"
        );
        // Were one to reach a role's function, it would start nothing.
        let mut sent = Vec::new();
        let work = SOLVER.receive(generate(1), &SystemClock::default(), &mut |m| sent.push(m));
        assert!(work.is_none() && sent.is_empty(), "{sent:?}");
        let work = ANALYSIS.receive(run(1), &SystemClock::default(), &mut |m| sent.push(m));
        assert!(work.is_none() && sent.is_empty(), "{sent:?}");
    }
}
