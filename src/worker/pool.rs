//! The workers that make runs, as the app's state sees them: which worker
//! runs which run, which are still loading, which runs wait for a free
//! worker, and what to do when a worker finishes, crashes, ignores a Stop,
//! falls silent or never loads. A run goes to a worker of the build that
//! holds its engine ([`RunRequest::role`]): the solver worker, or for
//! `logic` the analysis worker's build; both kinds share the pool's
//! capacity, and an idle worker of one kind makes room for a run of the
//! other. It is pure: every decision is a list of [`Command`]s that the
//! browser side ([`super::executor`]) carries out.

use std::collections::VecDeque;

use super::protocol::{Role, RunId, RunRequest, ToWorker};
use crate::app::{Command, Timer};

/// A worker's number, unique within a page's lifetime.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WorkerId(pub u32);

/// How long a worker may take to answer Stop before it is terminated. A
/// worker reads messages between slices of `sudoku_engine::session::SLICE_MS`,
/// so it normally answers well within this.
pub const STOP_GRACE_MS: u32 = 60;

/// How long a new worker may take to load before it is given up.
pub const LOAD_TIMEOUT_MS: u32 = 20_000;

/// How long a busy worker may send nothing (it reports ~15 times a second)
/// before it is taken for stuck and replaced.
pub const SILENCE_MS: u32 = 10_000;

/// Why a run lost its worker.
#[derive(Clone, Debug, PartialEq)]
pub enum Lost {
    /// The worker crashed (the browser's message); a fresh one was started.
    Crashed(String),
    /// The worker never loaded; the next run tries a fresh one.
    NotLoaded(String),
    /// It did not answer a Stop in time and was replaced.
    IgnoredStop,
    /// It fell silent while running and was replaced.
    Silent,
}

#[derive(Clone, Debug, PartialEq)]
struct Slot {
    id: WorkerId,
    role: Role,
    loaded: bool,
    run: Option<RunId>,
    stopping: bool,
}

/// The workers and the runs waiting for one.
#[derive(Clone, Debug, PartialEq)]
pub struct Pool {
    slots: Vec<Slot>,
    next_worker: u32,
    capacity: usize,
    queue: VecDeque<RunRequest>,
}

impl Pool {
    /// A pool of at most `capacity` workers (at least one), none started yet.
    pub fn new(capacity: usize) -> Pool {
        Pool {
            slots: Vec::new(),
            next_worker: 0,
            capacity: capacity.max(1),
            queue: VecDeque::new(),
        }
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Starts a solver worker if there is no worker, so the first run does
    /// not wait for one to load.
    pub fn warm_up(&mut self, out: &mut Vec<Command>) {
        if self.slots.is_empty() {
            self.spawn(Role::Solver, out);
        }
    }

    /// Runs `request` on an idle worker of its kind, a new one, or as soon
    /// as one is free.
    pub fn submit(&mut self, request: RunRequest, out: &mut Vec<Command>) {
        match self.worker_for(request.role(), out) {
            Some(index) => self.assign(index, request, out),
            None => self.queue.push_back(request),
        }
    }

    /// The index of a worker to take a run of `role`: an idle one of that
    /// kind; else a new one, in room left in the pool or made by ending an
    /// idle worker of the other kind. `None` when every worker is busy.
    fn worker_for(&mut self, role: Role, out: &mut Vec<Command>) -> Option<usize> {
        let idle = |slot: &Slot| slot.run.is_none();
        if let Some(index) = self.slots.iter().position(|s| idle(s) && s.role == role) {
            return Some(index);
        }
        if self.slots.len() >= self.capacity {
            let retired = self.slots.remove(self.slots.iter().position(idle)?);
            out.push(Command::Terminate(retired.id));
        }
        self.spawn(role, out);
        Some(self.slots.len() - 1)
    }

    /// Places the queued runs, oldest first, while workers can take them.
    fn place_queued(&mut self, out: &mut Vec<Command>) {
        for request in std::mem::take(&mut self.queue) {
            match self.worker_for(request.role(), out) {
                Some(index) => self.assign(index, request, out),
                None => self.queue.push_back(request),
            }
        }
    }

    /// Asks the worker of `run` to stop it; a worker that does not answer
    /// within [`STOP_GRACE_MS`] is replaced. A queued run is dropped at once:
    /// returns false when the run was on no worker.
    pub fn stop(&mut self, run: RunId, out: &mut Vec<Command>) -> bool {
        self.queue.retain(|request| request.id != run);
        let Some(slot) = self.slots.iter_mut().find(|slot| slot.run == Some(run)) else {
            return false;
        };
        if !slot.stopping {
            slot.stopping = true;
            out.push(Command::Send(slot.id, ToWorker::Stop { id: run }));
            out.push(Command::Arm {
                timer: Timer::StopGrace(run),
                after_ms: STOP_GRACE_MS,
            });
        }
        true
    }

    /// True when `worker` is one of the pool's (messages of replaced workers are ignored).
    pub fn knows(&self, worker: WorkerId) -> bool {
        self.slots.iter().any(|slot| slot.id == worker)
    }

    /// The worker said it has loaded.
    pub fn loaded(&mut self, worker: WorkerId) {
        if let Some(slot) = self.slot_mut(worker) {
            slot.loaded = true;
        }
    }

    /// `run` is over on `worker` (finished or refused): the worker takes the
    /// next queued run, if any.
    pub fn finished(&mut self, worker: WorkerId, run: RunId, out: &mut Vec<Command>) {
        let Some(index) = self
            .slots
            .iter()
            .position(|slot| slot.id == worker && slot.run == Some(run))
        else {
            return;
        };
        self.slots[index].run = None;
        self.slots[index].stopping = false;
        self.place_queued(out);
    }

    /// `worker` failed (a crash, or a script that would not load): its run,
    /// if any, is lost. A worker that had loaded is replaced at once and the
    /// replacement takes the next queued run; one that never loaded is not
    /// replaced (it would fail again): the next run retries, and with no
    /// worker left the queued runs are lost with it.
    pub fn failed(
        &mut self,
        worker: WorkerId,
        message: String,
        out: &mut Vec<Command>,
    ) -> Vec<(RunId, Lost)> {
        let Some(slot) = self.remove(worker) else {
            return Vec::new();
        };
        out.push(Command::Terminate(worker));
        let mut lost = Vec::new();
        if slot.loaded {
            lost.extend(slot.run.map(|run| (run, Lost::Crashed(message))));
            self.spawn(slot.role, out);
            self.place_queued(out);
        } else {
            lost.extend(slot.run.map(|run| (run, Lost::NotLoaded(message.clone()))));
            if self.slots.is_empty() {
                let queued = self
                    .queue
                    .drain(..)
                    .map(|request| (request.id, Lost::NotLoaded(message.clone())));
                lost.extend(queued);
            }
        }
        lost
    }

    /// A worker's load timeout passed: if it still has not loaded, it failed.
    pub fn load_timed_out(
        &mut self,
        worker: WorkerId,
        out: &mut Vec<Command>,
    ) -> Vec<(RunId, Lost)> {
        let loading = self
            .slots
            .iter()
            .any(|slot| slot.id == worker && !slot.loaded);
        if !loading {
            return Vec::new();
        }
        let seconds = LOAD_TIMEOUT_MS / 1000;
        self.failed(worker, format!("it did not load within {seconds} s"), out)
    }

    /// Terminates the worker running `run` and starts a fresh one; false if
    /// no worker runs it.
    pub fn replace(&mut self, run: RunId, out: &mut Vec<Command>) -> bool {
        let Some(worker) = self.worker_of(run) else {
            return false;
        };
        let Some(slot) = self.remove(worker) else {
            return false;
        };
        out.push(Command::Terminate(worker));
        self.spawn(slot.role, out);
        true
    }

    /// The worker running `run`.
    pub fn worker_of(&self, run: RunId) -> Option<WorkerId> {
        self.slots
            .iter()
            .find(|slot| slot.run == Some(run))
            .map(|slot| slot.id)
    }

    /// True when `run` is still asked to stop (its Stop not yet answered).
    pub fn is_stopping(&self, run: RunId) -> bool {
        self.slots
            .iter()
            .any(|slot| slot.run == Some(run) && slot.stopping)
    }

    /// Runs waiting for a worker, oldest first.
    pub fn queued(&self) -> impl Iterator<Item = RunId> + '_ {
        self.queue.iter().map(|request| request.id)
    }

    fn assign(&mut self, index: usize, request: RunRequest, out: &mut Vec<Command>) {
        let slot = &mut self.slots[index];
        slot.run = Some(request.id);
        slot.stopping = false;
        out.push(Command::Arm {
            timer: Timer::Silence {
                run: request.id,
                seen: 0,
            },
            after_ms: SILENCE_MS,
        });
        out.push(Command::Send(slot.id, ToWorker::Run(Box::new(request))));
    }

    fn spawn(&mut self, role: Role, out: &mut Vec<Command>) {
        self.next_worker += 1;
        let id = WorkerId(self.next_worker);
        self.slots.push(Slot {
            id,
            role,
            loaded: false,
            run: None,
            stopping: false,
        });
        out.push(Command::Spawn(id, role));
        out.push(Command::Arm {
            timer: Timer::LoadTimeout(id),
            after_ms: LOAD_TIMEOUT_MS,
        });
    }

    fn remove(&mut self, worker: WorkerId) -> Option<Slot> {
        let index = self.slots.iter().position(|slot| slot.id == worker)?;
        Some(self.slots.remove(index))
    }

    fn slot_mut(&mut self, worker: WorkerId) -> Option<&mut Slot> {
        self.slots.iter_mut().find(|slot| slot.id == worker)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::wiki;
    use sudoku_engine::Limits;

    fn request(id: u32) -> RunRequest {
        run_of("fast", id)
    }

    fn run_of(engine: &str, id: u32) -> RunRequest {
        RunRequest {
            id: RunId(id),
            puzzle: wiki(),
            engine: engine.into(),
            preset: None,
            params: vec![],
            seed: 1,
            limits: Limits::default(),
        }
    }

    fn sent(out: &[Command]) -> Vec<(WorkerId, RunId)> {
        out.iter()
            .filter_map(|command| match command {
                Command::Send(worker, ToWorker::Run(request)) => Some((*worker, request.id)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn runs_go_to_idle_workers_then_new_ones_then_wait() {
        let mut pool = Pool::new(2);
        let mut out = Vec::new();
        pool.warm_up(&mut out);
        assert_eq!(out[0], Command::Spawn(WorkerId(1), Role::Solver));
        pool.submit(request(1), &mut out);
        pool.submit(request(2), &mut out);
        pool.submit(request(3), &mut out);
        assert_eq!(
            sent(&out),
            [(WorkerId(1), RunId(1)), (WorkerId(2), RunId(2))]
        );
        assert_eq!(pool.queued().collect::<Vec<_>>(), [RunId(3)]);
        out.clear();
        pool.finished(WorkerId(2), RunId(2), &mut out);
        assert_eq!(sent(&out), [(WorkerId(2), RunId(3))]);
    }

    #[test]
    fn a_stop_is_sent_once_with_a_grace_timer_and_an_ignored_stop_replaces_the_worker() {
        let mut pool = Pool::new(1);
        let mut out = Vec::new();
        pool.submit(request(1), &mut out);
        out.clear();
        assert!(pool.stop(RunId(1), &mut out));
        assert!(pool.stop(RunId(1), &mut out));
        assert_eq!(
            out,
            [
                Command::Send(WorkerId(1), ToWorker::Stop { id: RunId(1) }),
                Command::Arm {
                    timer: Timer::StopGrace(RunId(1)),
                    after_ms: STOP_GRACE_MS
                },
            ]
        );
        assert!(pool.is_stopping(RunId(1)));
        out.clear();
        assert!(pool.replace(RunId(1), &mut out));
        assert_eq!(out[0], Command::Terminate(WorkerId(1)));
        assert_eq!(out[1], Command::Spawn(WorkerId(2), Role::Solver));
        assert!(!pool.knows(WorkerId(1)));
        assert_eq!(pool.worker_of(RunId(1)), None);
    }

    #[test]
    fn a_crash_after_loading_respawns_and_a_failed_load_does_not() {
        let mut pool = Pool::new(1);
        let mut out = Vec::new();
        pool.submit(request(1), &mut out);
        pool.loaded(WorkerId(1));
        out.clear();
        let lost = pool.failed(WorkerId(1), "boom".into(), &mut out);
        assert_eq!(lost, [(RunId(1), Lost::Crashed("boom".into()))]);
        assert!(out.contains(&Command::Spawn(WorkerId(2), Role::Solver)));

        out.clear();
        pool.submit(request(2), &mut out);
        assert_eq!(sent(&out), [(WorkerId(2), RunId(2))]);
        let lost = pool.load_timed_out(WorkerId(2), &mut out);
        assert!(
            matches!(lost.as_slice(), [(RunId(2), Lost::NotLoaded(_))]),
            "{lost:?}"
        );
        assert!(!out.contains(&Command::Spawn(WorkerId(3), Role::Solver)));
        assert_eq!(
            pool.load_timed_out(WorkerId(2), &mut out),
            [],
            "reported once"
        );
    }

    #[test]
    fn stopping_a_queued_run_drops_it() {
        let mut pool = Pool::new(1);
        let mut out = Vec::new();
        pool.submit(request(1), &mut out);
        pool.submit(request(2), &mut out);
        assert!(!pool.stop(RunId(2), &mut out));
        assert_eq!(pool.queued().count(), 0);
    }

    #[test]
    fn a_logic_run_goes_to_an_analysis_build_and_an_idle_worker_of_the_other_kind_makes_room() {
        let mut pool = Pool::new(2);
        let mut out = Vec::new();
        pool.submit(request(1), &mut out);
        pool.submit(run_of("logic", 2), &mut out);
        assert!(out.contains(&Command::Spawn(WorkerId(2), Role::Analysis)));
        assert_eq!(
            sent(&out),
            [(WorkerId(1), RunId(1)), (WorkerId(2), RunId(2))]
        );

        // Both busy: a second logic run waits, and takes the solver's place
        // when that one is free.
        out.clear();
        pool.submit(run_of("logic", 3), &mut out);
        assert_eq!(pool.queued().collect::<Vec<_>>(), [RunId(3)]);
        pool.finished(WorkerId(1), RunId(1), &mut out);
        assert_eq!(out[0], Command::Terminate(WorkerId(1)));
        assert_eq!(out[1], Command::Spawn(WorkerId(3), Role::Analysis));
        assert_eq!(sent(&out), [(WorkerId(3), RunId(3))]);

        // An idle analysis build is reused for logic, not for fast.
        out.clear();
        pool.finished(WorkerId(3), RunId(3), &mut out);
        pool.submit(run_of("logic", 4), &mut out);
        assert_eq!(sent(&out), [(WorkerId(3), RunId(4))]);
        pool.finished(WorkerId(2), RunId(2), &mut out);
        out.clear();
        pool.submit(request(5), &mut out);
        assert_eq!(out[0], Command::Terminate(WorkerId(2)));
        assert_eq!(out[1], Command::Spawn(WorkerId(4), Role::Solver));
        assert_eq!(sent(&out), [(WorkerId(4), RunId(5))]);
    }
}
