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

use std::collections::VecDeque;

use super::analysis::{AnalysisId, AnalysisRequest};
use super::pool::WorkerId;
use super::protocol::ToWorker;
use crate::app::Command;

/// Worker ids of the analyst start here, clear of the solver pool's.
const FIRST_WORKER: u32 = 1 << 30;

#[derive(Clone, Debug, PartialEq)]
struct Slot {
    id: WorkerId,
    busy: Option<AnalysisId>,
}

/// The analysis worker and its queue.
#[derive(Clone, Debug, PartialEq)]
pub struct Analyst {
    slot: Option<Slot>,
    next_worker: u32,
    next_id: u32,
    queue: VecDeque<AnalysisRequest>,
}

impl Default for Analyst {
    fn default() -> Analyst {
        Analyst {
            slot: None,
            next_worker: FIRST_WORKER,
            next_id: 1,
            queue: VecDeque::new(),
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

    /// True when `worker` is the analysis worker.
    pub fn knows(&self, worker: WorkerId) -> bool {
        self.slot.as_ref().is_some_and(|slot| slot.id == worker)
    }

    /// Asks `request`: at once when the worker is idle, else after the
    /// requests before it. Starts the worker when there is none.
    pub fn ask(&mut self, request: AnalysisRequest, out: &mut Vec<Command>) {
        self.queue.push_back(request);
        if self.slot.is_none() {
            self.spawn(out);
        }
        self.send_next(out);
    }

    /// Asks `request` before every request still waiting (a hint: the
    /// person is waiting for it; ratings are not urgent).
    pub fn ask_first(&mut self, request: AnalysisRequest, out: &mut Vec<Command>) {
        self.queue.push_front(request);
        if self.slot.is_none() {
            self.spawn(out);
        }
        self.send_next(out);
    }

    /// The worker answered `id`: the next request goes out.
    pub fn answered(&mut self, worker: WorkerId, id: AnalysisId, out: &mut Vec<Command>) {
        if let Some(slot) = self.slot.as_mut().filter(|slot| slot.id == worker) {
            if slot.busy == Some(id) {
                slot.busy = None;
            }
        }
        self.send_next(out);
    }

    /// Drops request `id`: from the queue, or by replacing the worker that
    /// is computing it.
    pub fn cancel(&mut self, id: AnalysisId, out: &mut Vec<Command>) {
        self.queue.retain(|request| request.id != id);
        if self.slot.as_ref().and_then(|slot| slot.busy) == Some(id) {
            self.replace(out);
        }
    }

    /// The worker crashed or would not load: the requests it held or
    /// waited for are lost (returned, so the state can say so); a fresh
    /// worker starts with the next request.
    pub fn failed(&mut self, worker: WorkerId, out: &mut Vec<Command>) -> Vec<AnalysisId> {
        if !self.knows(worker) {
            return Vec::new();
        }
        let slot = self.slot.take().expect("known");
        out.push(Command::Terminate(slot.id));
        let lost: Vec<AnalysisId> = slot.busy.into_iter().collect();
        if !self.queue.is_empty() {
            self.spawn(out);
            self.send_next(out);
        }
        lost
    }

    fn replace(&mut self, out: &mut Vec<Command>) {
        if let Some(slot) = self.slot.take() {
            out.push(Command::Terminate(slot.id));
        }
        if !self.queue.is_empty() {
            self.spawn(out);
            self.send_next(out);
        }
    }

    fn spawn(&mut self, out: &mut Vec<Command>) {
        let id = WorkerId(self.next_worker);
        self.next_worker += 1;
        self.slot = Some(Slot { id, busy: None });
        out.push(Command::Spawn(id));
    }

    fn send_next(&mut self, out: &mut Vec<Command>) {
        let Some(slot) = self.slot.as_mut() else {
            return;
        };
        if slot.busy.is_some() {
            return;
        }
        if let Some(request) = self.queue.pop_front() {
            slot.busy = Some(request.id);
            out.push(Command::Send(slot.id, ToWorker::Analyse(request)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::wiki;
    use crate::worker::analysis::Task;

    fn request(analyst: &mut Analyst) -> AnalysisRequest {
        AnalysisRequest {
            id: analyst.next_id(),
            task: Task::Rate { puzzle: wiki() },
        }
    }

    #[test]
    fn requests_wait_for_the_worker_then_go_one_at_a_time() {
        let mut analyst = Analyst::default();
        let mut out = Vec::new();
        let (first, second) = (request(&mut analyst), request(&mut analyst));
        analyst.ask(first.clone(), &mut out);
        analyst.ask(second.clone(), &mut out);
        let worker = WorkerId(FIRST_WORKER);
        assert_eq!(
            out,
            vec![
                Command::Spawn(worker),
                Command::Send(worker, ToWorker::Analyse(first.clone()))
            ]
        );
        out.clear();
        analyst.answered(worker, first.id, &mut out);
        assert_eq!(out, vec![Command::Send(worker, ToWorker::Analyse(second))]);
    }

    #[test]
    fn cancelling_the_busy_request_replaces_the_worker_and_goes_on() {
        let mut analyst = Analyst::default();
        let mut out = Vec::new();
        let (busy, queued, later) = (
            request(&mut analyst),
            request(&mut analyst),
            request(&mut analyst),
        );
        analyst.ask(busy.clone(), &mut out);
        let worker = WorkerId(FIRST_WORKER);
        analyst.ask(queued.clone(), &mut out);
        analyst.ask(later.clone(), &mut out);
        out.clear();
        analyst.cancel(queued.id, &mut out);
        assert!(out.is_empty(), "a queued request just leaves the queue");
        analyst.cancel(busy.id, &mut out);
        let fresh = WorkerId(FIRST_WORKER + 1);
        assert_eq!(
            out,
            vec![
                Command::Terminate(worker),
                Command::Spawn(fresh),
                Command::Send(fresh, ToWorker::Analyse(later))
            ]
        );
        assert!(!analyst.knows(worker));
    }

    #[test]
    fn a_crash_loses_the_busy_request_only() {
        let mut analyst = Analyst::default();
        let mut out = Vec::new();
        let (busy, queued) = (request(&mut analyst), request(&mut analyst));
        analyst.ask(busy.clone(), &mut out);
        let worker = WorkerId(FIRST_WORKER);
        analyst.ask(queued.clone(), &mut out);
        out.clear();
        assert_eq!(analyst.failed(worker, &mut out), vec![busy.id]);
        let fresh = WorkerId(FIRST_WORKER + 1);
        assert_eq!(
            out,
            vec![
                Command::Terminate(worker),
                Command::Spawn(fresh),
                Command::Send(fresh, ToWorker::Analyse(queued))
            ]
        );
    }
}
