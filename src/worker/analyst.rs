//! The analysis worker as the app's state sees it: one worker of its own
//! (so that a hint never waits behind a long solver run), which answers
//! [`AnalysisRequest`]s one at a time in the order asked. A request that
//! is no longer wanted (the puzzle changed) is dropped from the queue, or,
//! when the worker is busy with it, ended by replacing the worker: an
//! answer computed for an old board is never waited for. Pure, like the
//! pool: every decision is a list of [`Command`]s.
//!
//! A request is sent as soon as the worker is free, even while it loads:
//! the worker client holds messages until its worker says it is ready.
//!
//! A spare worker is started once the worker has answered its first
//! request (after the page's start-up, not during it) and loads while it
//! idles, so a replaced worker's successor is ready at once: without it a
//! hint asked right after a new puzzle waited for a fresh worker to load
//! (the old one was replaced mid-rating), 100-300 ms.
//!
//! A rating the worker is computing when the person asks for a hint goes
//! on aside, in the worker it began in, while the spare takes the hint and
//! the queue: it is not begun again after every hint (a rating through
//! nested forcing chains takes minutes).
//!
//! A worker that counts a puzzle's solution says so, and the analyst sends
//! that solution with every later request about the puzzle: a worker new
//! to it (the spare, a replacement) does not count it again (0.8 s for the
//! shared non-consecutive 9x9, up to 17 s for an extreme killer).

use std::collections::VecDeque;

use sudoku_engine::shape::{Sudoku, Values};

use super::analysis::{AnalysisId, AnalysisRequest, Task};
use super::pool::WorkerId;
use super::protocol::{Role, ToWorker};
use crate::app::Command;

/// Worker ids of the analyst start here, clear of the solver pool's.
const FIRST_WORKER: u32 = 1 << 30;

#[derive(Clone, Debug, PartialEq)]
struct Slot {
    id: WorkerId,
    /// The request it is computing.
    busy: Option<AnalysisRequest>,
}

/// The analysis worker and its queue.
#[derive(Clone, Debug, PartialEq)]
pub struct Analyst {
    slot: Option<Slot>,
    /// A rating that gave way to a hint, computing in the worker it began in.
    aside: Option<Slot>,
    /// Loaded (or loading) and idle, to take over from a replaced worker.
    spare: Option<WorkerId>,
    /// A spare failed to load: none is started again.
    spare_refused: bool,
    next_worker: u32,
    next_id: u32,
    queue: VecDeque<AnalysisRequest>,
    /// The last puzzle a worker counted, and its one solution: sent with
    /// each request about it ([`AnalysisRequest::solution`]).
    counted: Option<(Sudoku, Values)>,
}

impl Default for Analyst {
    fn default() -> Analyst {
        Analyst {
            slot: None,
            aside: None,
            spare: None,
            spare_refused: false,
            next_worker: FIRST_WORKER,
            next_id: 1,
            queue: VecDeque::new(),
            counted: None,
        }
    }
}

impl Analyst {
    /// A fresh request number.
    pub fn next_id(&mut self) -> AnalysisId {
        let id = AnalysisId(self.next_id);
        self.next_id += 1;
        id
    }

    /// True when `worker` is the analysis worker, the one rating aside or
    /// the spare.
    pub fn knows(&self, worker: WorkerId) -> bool {
        [&self.slot, &self.aside]
            .into_iter()
            .flatten()
            .any(|slot| slot.id == worker)
            || self.spare == Some(worker)
    }

    /// Asks `request`: at once when the worker is idle, else after the
    /// requests before it. Starts the worker when there is none.
    pub fn ask(&mut self, request: AnalysisRequest, out: &mut Vec<Command>) {
        self.queue.push_back(request);
        self.serve_queue(out);
    }

    /// Asks `request` before every request still waiting (a hint: the
    /// person is waiting for it; ratings are not urgent).
    pub fn ask_first(&mut self, request: AnalysisRequest, out: &mut Vec<Command>) {
        self.queue.push_front(request);
        self.serve_queue(out);
    }

    /// Request `id` should not wait (a hint, asked or worked out ahead
    /// for the next ask; an explanation; a link to read): a rating the
    /// worker is computing gives way when a loaded spare can take `id` at
    /// once. The rating goes
    /// on aside in its worker (a rating through nested chains may take
    /// minutes: the shared non-consecutive puzzle's); when a rating is
    /// aside already, this one is ended and asked again right after `id`.
    pub fn hurry(&mut self, id: AnalysisId, out: &mut Vec<Command>) {
        let Some(waiting) = self.queue.iter().position(|request| request.id == id) else {
            return;
        };
        let rating = self
            .busy_with()
            .filter(|busy| matches!(busy.task, Task::Rate { .. }) && self.spare.is_some())
            .cloned();
        let Some(rating) = rating else {
            return;
        };
        if self.aside.is_none() {
            self.aside = self.slot.take();
            self.serve_queue(out);
        } else {
            self.queue.insert(waiting + 1, rating);
            self.replace(out);
        }
    }

    /// Request `id` is quick and should not wait (a link to read or
    /// write): the request the worker is computing, whatever it is, goes
    /// on aside in its worker when nothing is aside yet, and the spare
    /// takes `id` (or a fresh worker, when the first request is still
    /// computing and no spare has started: a hint worked out ahead on a
    /// puzzle reopened with the page may take a minute); otherwise as
    /// [`Analyst::hurry`].
    pub fn step_aside_for(&mut self, id: AnalysisId, out: &mut Vec<Command>) {
        let waiting = self.queue.iter().any(|request| request.id == id);
        let can_start = self.spare.is_some() || !self.spare_refused;
        if waiting && self.busy_with().is_some() && can_start && self.aside.is_none() {
            self.aside = self.slot.take();
            self.serve_queue(out);
        } else {
            self.hurry(id, out);
        }
    }

    fn busy_with(&self) -> Option<&AnalysisRequest> {
        self.slot.as_ref().and_then(|slot| slot.busy.as_ref())
    }

    /// The worker answered `id`: the next request goes out, and a spare
    /// starts loading if there is none.
    pub fn answered(&mut self, worker: WorkerId, id: AnalysisId, out: &mut Vec<Command>) {
        if let Some(aside) = self.aside.take_if(|aside| aside.id == worker) {
            // Loaded, idle, and it has counted the puzzle: a spare.
            match self.spare {
                None if !self.spare_refused => self.spare = Some(aside.id),
                _ => out.push(Command::Terminate(aside.id)),
            }
            return;
        }
        if let Some(slot) = self.slot.as_mut().filter(|slot| slot.id == worker) {
            if is_busy_with(slot, id) {
                slot.busy = None;
            }
        }
        self.send_next(out);
        if self.spare.is_none() && !self.spare_refused {
            self.spare = Some(self.new_worker(out));
        }
    }

    /// The one solution of `puzzle`, when a worker has counted it.
    pub fn solution_of(&self, puzzle: &Sudoku) -> Option<&Values> {
        let (counted, solution) = self.counted.as_ref()?;
        (counted == puzzle).then_some(solution)
    }

    /// A worker counted the puzzle of request `id`, which has exactly one
    /// solution, `solution`: it goes with every later request about that
    /// puzzle, so that a worker new to it (the spare, or one started after
    /// a cancel) answers without counting it again.
    pub fn counted(&mut self, id: AnalysisId, solution: Values) {
        let puzzle = [&self.slot, &self.aside]
            .into_iter()
            .flatten()
            .filter_map(|slot| slot.busy.as_ref())
            .find(|busy| busy.id == id)
            .and_then(|busy| busy.task.puzzle());
        if let Some(puzzle) = puzzle {
            self.counted = Some((puzzle.clone(), solution));
        }
    }

    /// Drops request `id`: from the queue, or by replacing the worker that
    /// is computing it.
    pub fn cancel(&mut self, id: AnalysisId, out: &mut Vec<Command>) {
        self.queue.retain(|request| request.id != id);
        if let Some(aside) = self.aside.take_if(|aside| is_busy_with(aside, id)) {
            out.push(Command::Terminate(aside.id));
        }
        if self
            .slot
            .as_ref()
            .is_some_and(|slot| is_busy_with(slot, id))
        {
            self.replace(out);
        }
    }

    /// The worker crashed or would not load: the requests it held or
    /// waited for are lost (returned, so the state can say so); a fresh
    /// worker starts with the next request.
    pub fn failed(&mut self, worker: WorkerId, out: &mut Vec<Command>) -> Vec<AnalysisId> {
        if self.spare == Some(worker) {
            // Not started again: a script that will not load would fail again.
            self.spare = None;
            self.spare_refused = true;
            out.push(Command::Terminate(worker));
            return Vec::new();
        }
        if let Some(aside) = self.aside.take_if(|aside| aside.id == worker) {
            out.push(Command::Terminate(aside.id));
            return aside.busy.map(|busy| busy.id).into_iter().collect();
        }
        let Some(slot) = self.slot.take_if(|slot| slot.id == worker) else {
            return Vec::new();
        };
        out.push(Command::Terminate(slot.id));
        if !self.queue.is_empty() {
            self.serve_queue(out);
        }
        slot.busy.map(|busy| busy.id).into_iter().collect()
    }

    fn replace(&mut self, out: &mut Vec<Command>) {
        if let Some(slot) = self.slot.take() {
            out.push(Command::Terminate(slot.id));
        }
        if !self.queue.is_empty() {
            self.serve_queue(out);
        }
    }

    /// Sends the next request, to a worker started for it if there is none.
    fn serve_queue(&mut self, out: &mut Vec<Command>) {
        match self.slot {
            Some(_) => self.send_next(out),
            None => self.spawn(out),
        }
    }

    /// A worker for the queue, the spare when there is one, and the next
    /// request sent to it.
    fn spawn(&mut self, out: &mut Vec<Command>) {
        let id = match self.spare.take() {
            Some(spare) => spare,
            None => self.new_worker(out),
        };
        self.slot = Some(Slot { id, busy: None });
        self.send_next(out);
    }

    fn new_worker(&mut self, out: &mut Vec<Command>) -> WorkerId {
        let id = WorkerId(self.next_worker);
        self.next_worker += 1;
        out.push(Command::Spawn(id, Role::Analysis));
        id
    }

    fn send_next(&mut self, out: &mut Vec<Command>) {
        let Some(slot) = self.slot.as_mut() else {
            return;
        };
        if slot.busy.is_some() {
            return;
        }
        if let Some(mut request) = self.queue.pop_front() {
            request.solution = self
                .counted
                .as_ref()
                .filter(|(puzzle, _)| request.task.puzzle() == Some(puzzle))
                .map(|(_, solution)| solution.clone());
            out.push(Command::Send(slot.id, ToWorker::Analyse(request.clone())));
            slot.busy = Some(request);
        }
    }
}

fn is_busy_with(slot: &Slot, id: AnalysisId) -> bool {
    slot.busy.as_ref().is_some_and(|busy| busy.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::wiki;
    use crate::worker::analysis::Position;

    fn request(analyst: &mut Analyst) -> AnalysisRequest {
        let task = Task::Rate { puzzle: wiki() };
        AnalysisRequest::new(analyst.next_id(), task)
    }

    /// An analyst whose worker has answered one request (so its spare is
    /// loading), and the two workers.
    fn settled() -> (Analyst, WorkerId, WorkerId) {
        let mut analyst = Analyst::default();
        let mut out = Vec::new();
        let first = request(&mut analyst);
        analyst.ask(first.clone(), &mut out);
        let worker = WorkerId(FIRST_WORKER);
        analyst.answered(worker, first.id, &mut out);
        (analyst, worker, WorkerId(FIRST_WORKER + 1))
    }

    #[test]
    fn requests_wait_for_the_worker_then_go_one_at_a_time_and_a_spare_follows_the_first_answer() {
        let mut analyst = Analyst::default();
        let mut out = Vec::new();
        let (first, second) = (request(&mut analyst), request(&mut analyst));
        analyst.ask(first.clone(), &mut out);
        analyst.ask(second.clone(), &mut out);
        let (worker, spare) = (WorkerId(FIRST_WORKER), WorkerId(FIRST_WORKER + 1));
        assert_eq!(
            out,
            vec![
                Command::Spawn(worker, Role::Analysis),
                Command::Send(worker, ToWorker::Analyse(first.clone())),
            ],
            "no spare while the page starts"
        );
        out.clear();
        analyst.answered(worker, first.id, &mut out);
        assert_eq!(
            out,
            vec![
                Command::Send(worker, ToWorker::Analyse(second.clone())),
                Command::Spawn(spare, Role::Analysis),
            ]
        );
        out.clear();
        analyst.answered(worker, second.id, &mut out);
        assert!(out.is_empty(), "one spare at a time");
    }

    #[test]
    fn cancelling_the_busy_request_hands_the_queue_to_the_spare() {
        let (mut analyst, worker, spare) = settled();
        let mut out = Vec::new();
        let (busy, queued, later) = (
            request(&mut analyst),
            request(&mut analyst),
            request(&mut analyst),
        );
        analyst.ask(busy.clone(), &mut out);
        analyst.ask(queued.clone(), &mut out);
        analyst.ask(later.clone(), &mut out);
        out.clear();
        analyst.cancel(queued.id, &mut out);
        assert!(out.is_empty(), "a queued request just leaves the queue");
        analyst.cancel(busy.id, &mut out);
        assert_eq!(
            out,
            vec![
                Command::Terminate(worker),
                Command::Send(spare, ToWorker::Analyse(later.clone())),
            ],
            "the spare, already loaded, takes the next request at once"
        );
        assert!(!analyst.knows(worker));
        out.clear();
        analyst.answered(spare, later.id, &mut out);
        assert_eq!(
            out,
            vec![Command::Spawn(WorkerId(FIRST_WORKER + 2), Role::Analysis)]
        );
    }

    #[test]
    fn a_link_to_write_does_not_wait_for_a_long_hint_which_goes_on_aside() {
        let (mut analyst, worker, spare) = settled();
        let mut out = Vec::new();
        let long_hint = hint(&mut analyst);
        analyst.ask(long_hint.clone(), &mut out);
        let task = Task::Export { puzzle: wiki() };
        let export = AnalysisRequest::new(analyst.next_id(), task);
        analyst.ask_first(export.clone(), &mut out);
        out.clear();
        analyst.step_aside_for(export.id, &mut out);
        assert_eq!(
            out,
            vec![Command::Send(spare, ToWorker::Analyse(export.clone()))],
            "the spare writes the link while the hint goes on"
        );
        assert!(analyst.knows(worker), "the hint is not ended");
        out.clear();
        // The hint's worker answers, and stays on as the next spare.
        analyst.answered(worker, long_hint.id, &mut out);
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn a_link_to_read_does_not_wait_for_the_first_hint_before_any_spare_has_started() {
        let mut analyst = Analyst::default();
        let mut out = Vec::new();
        let long_hint = hint(&mut analyst);
        analyst.ask(long_hint.clone(), &mut out);
        let task = Task::Import {
            text: "https://www.f-puzzles.com/?load=".into(),
        };
        let import = AnalysisRequest::new(analyst.next_id(), task);
        analyst.ask_first(import.clone(), &mut out);
        out.clear();
        analyst.step_aside_for(import.id, &mut out);
        let fresh = WorkerId(FIRST_WORKER + 1);
        assert_eq!(
            out,
            vec![
                Command::Spawn(fresh, Role::Analysis),
                Command::Send(fresh, ToWorker::Analyse(import.clone()))
            ],
            "a fresh worker reads the link while the hint goes on"
        );
        assert!(
            analyst.knows(WorkerId(FIRST_WORKER)),
            "the hint is not ended"
        );
    }

    fn hint(analyst: &mut Analyst) -> AnalysisRequest {
        hint_on(analyst, wiki())
    }

    fn hint_on(analyst: &mut Analyst, puzzle: Sudoku) -> AnalysisRequest {
        let task = Task::Hint {
            position: Position {
                entries: Values::empty(puzzle.shape().size()),
                puzzle,
                marks: None,
            },
        };
        AnalysisRequest::new(analyst.next_id(), task)
    }

    #[test]
    fn a_counted_solution_goes_to_a_new_worker_with_each_request_about_its_puzzle() {
        let (mut analyst, worker, spare) = settled();
        let mut out = Vec::new();
        let line = crate::fixtures::shared_shape_line("killer_9x9.txt", 0);
        let parsed = sudoku_engine::format::read_puzzle(&line, &Default::default());
        let (killer, solution) = parsed.map(|p| (p.sudoku, p.solution.unwrap())).unwrap();
        let (first, second) = (
            hint_on(&mut analyst, killer.clone()),
            hint_on(&mut analyst, killer),
        );
        let other = request(&mut analyst);
        analyst.ask(first.clone(), &mut out);
        analyst.ask(second.clone(), &mut out);
        analyst.ask(other.clone(), &mut out);
        assert_eq!(
            out,
            vec![Command::Send(worker, ToWorker::Analyse(first.clone()))],
            "nothing counted yet"
        );
        out.clear();
        analyst.counted(first.id, solution.clone());
        analyst.cancel(first.id, &mut out);
        let told = AnalysisRequest {
            solution: Some(solution),
            ..second.clone()
        };
        assert_eq!(
            out,
            vec![
                Command::Terminate(worker),
                Command::Send(spare, ToWorker::Analyse(told)),
            ]
        );
        out.clear();
        analyst.answered(spare, second.id, &mut out);
        assert_eq!(
            out[0],
            Command::Send(spare, ToWorker::Analyse(other)),
            "another puzzle goes alone"
        );
    }

    #[test]
    fn a_hint_the_person_waits_for_takes_the_spare_while_the_rating_goes_on_aside() {
        let (mut analyst, worker, spare) = settled();
        let mut out = Vec::new();
        let (rating, later) = (request(&mut analyst), request(&mut analyst));
        analyst.ask(rating.clone(), &mut out);
        analyst.ask(later.clone(), &mut out);
        out.clear();
        let first = hint(&mut analyst);
        analyst.ask_first(first.clone(), &mut out);
        assert!(
            out.is_empty(),
            "asked first, it waits for the busy worker: {out:?}"
        );
        analyst.hurry(first.id, &mut out);
        assert_eq!(
            out,
            vec![Command::Send(spare, ToWorker::Analyse(first.clone()))],
            "the rating is not ended"
        );
        assert!(analyst.knows(worker) && analyst.knows(spare));
        out.clear();
        // A hint behind a hint waits: only ratings give way.
        let second = hint(&mut analyst);
        analyst.ask_first(second.clone(), &mut out);
        analyst.hurry(second.id, &mut out);
        assert!(out.is_empty(), "{out:?}");
        analyst.answered(spare, first.id, &mut out);
        let fresh = WorkerId(FIRST_WORKER + 2);
        assert_eq!(
            out,
            vec![
                Command::Send(spare, ToWorker::Analyse(second.clone())),
                Command::Spawn(fresh, Role::Analysis),
            ]
        );
        out.clear();
        analyst.answered(spare, second.id, &mut out);
        assert_eq!(
            out,
            vec![Command::Send(spare, ToWorker::Analyse(later))],
            "the requests after the rating, which is not asked again"
        );
        out.clear();
        analyst.answered(worker, rating.id, &mut out);
        assert_eq!(out, vec![Command::Terminate(worker)], "a spare is loaded");
        assert!(!analyst.knows(worker));
    }

    #[test]
    fn a_rating_aside_that_ends_first_becomes_the_spare_and_cancelling_it_ends_its_worker() {
        let (mut analyst, worker, spare) = settled();
        let mut out = Vec::new();
        let rating = request(&mut analyst);
        analyst.ask(rating.clone(), &mut out);
        let first = hint(&mut analyst);
        analyst.ask_first(first.clone(), &mut out);
        analyst.hurry(first.id, &mut out);
        out.clear();
        analyst.answered(worker, rating.id, &mut out);
        assert!(out.is_empty(), "{out:?}");
        analyst.answered(spare, first.id, &mut out);
        assert!(
            out.is_empty(),
            "the rating's worker is the spare now: {out:?}"
        );

        // The roles swap: `spare` works, `worker` is the spare.

        let (second_rating, second) = (request(&mut analyst), hint(&mut analyst));
        analyst.ask(second_rating.clone(), &mut out);
        analyst.ask_first(second.clone(), &mut out);
        analyst.hurry(second.id, &mut out);
        out.clear();
        analyst.cancel(second_rating.id, &mut out);
        assert_eq!(out, vec![Command::Terminate(spare)]);
        assert!(!analyst.knows(spare) && analyst.knows(worker));
    }

    #[test]
    fn with_a_rating_aside_already_the_next_one_a_hint_hurries_is_ended_and_asked_again() {
        let (mut analyst, worker, spare) = settled();
        let mut out = Vec::new();
        let (rating, first) = (request(&mut analyst), hint(&mut analyst));
        analyst.ask(rating.clone(), &mut out);
        analyst.ask_first(first.clone(), &mut out);
        analyst.hurry(first.id, &mut out);
        let fresh = WorkerId(FIRST_WORKER + 2);
        analyst.answered(spare, first.id, &mut out);
        let (other_rating, second) = (request(&mut analyst), hint(&mut analyst));
        analyst.ask(other_rating.clone(), &mut out);
        analyst.ask_first(second.clone(), &mut out);
        out.clear();
        analyst.hurry(second.id, &mut out);
        assert_eq!(
            out,
            vec![
                Command::Terminate(spare),
                Command::Send(fresh, ToWorker::Analyse(second.clone())),
            ]
        );
        out.clear();
        analyst.answered(fresh, second.id, &mut out);
        assert_eq!(
            out[0],
            Command::Send(fresh, ToWorker::Analyse(other_rating)),
            "the rating again"
        );
        assert!(analyst.knows(worker), "the first rating goes on aside");
    }

    #[test]
    fn a_crash_loses_the_busy_request_only() {
        let (mut analyst, worker, spare) = settled();
        let mut out = Vec::new();
        let (busy, queued) = (request(&mut analyst), request(&mut analyst));
        analyst.ask(busy.clone(), &mut out);
        analyst.ask(queued.clone(), &mut out);
        out.clear();
        assert_eq!(analyst.failed(worker, &mut out), vec![busy.id]);
        assert_eq!(
            out,
            vec![
                Command::Terminate(worker),
                Command::Send(spare, ToWorker::Analyse(queued)),
            ]
        );
    }

    #[test]
    fn a_spare_that_fails_is_not_started_again_and_a_replacement_starts_fresh() {
        let (mut analyst, worker, spare) = settled();
        let mut out = Vec::new();
        let (busy, later) = (request(&mut analyst), request(&mut analyst));
        analyst.ask(busy.clone(), &mut out);
        analyst.ask(later.clone(), &mut out);
        out.clear();
        assert!(analyst.knows(spare));
        assert_eq!(analyst.failed(spare, &mut out), vec![]);
        assert_eq!(out, vec![Command::Terminate(spare)]);
        assert!(analyst.knows(worker) && !analyst.knows(spare));
        out.clear();
        analyst.cancel(busy.id, &mut out);
        let fresh = WorkerId(FIRST_WORKER + 2);
        assert_eq!(
            out,
            vec![
                Command::Terminate(worker),
                Command::Spawn(fresh, Role::Analysis),
                Command::Send(fresh, ToWorker::Analyse(later.clone())),
            ]
        );
        out.clear();
        analyst.answered(fresh, later.id, &mut out);
        assert!(out.is_empty(), "no new spare after one failed");
    }
}
