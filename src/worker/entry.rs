//! A worker's own event loop (wasm32, inside the Web Worker), the same
//! for both [`Role`](super::protocol::Role)s: reads [`ToWorker`] messages,
//! refuses the other role's and hands the rest to its [`Service`], runs
//! one slice of the [`Work`] in hand (a run or a generation) per turn of
//! the event loop, and posts [`FromWorker`] messages back. After each slice
//! the worker posts itself a tick through a `MessageChannel` and returns to
//! its event loop, so a Stop from the UI is read between two slices.

use std::cell::RefCell;

use sudoku_engine::run::Clock;

use super::protocol::{FromWorker, ToWorker};
use super::role::{Service, Work};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent, MessagePort};

/// The worker's `performance.now()`, read from its global scope each time
/// (checked to be there at start), so that an engine may keep it.
#[derive(Clone, Copy)]
struct PerformanceClock;

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        scope()
            .performance()
            .map_or(0.0, |performance| performance.now())
    }

    fn shared(&self) -> Option<std::sync::Arc<dyn Clock + Send + Sync>> {
        Some(std::sync::Arc::new(*self))
    }
}

struct Worker {
    scope: DedicatedWorkerGlobalScope,
    clock: PerformanceClock,
    service: Service,
    job: Option<Box<dyn Work>>,
    /// Posting here schedules the next tick.
    tick_port: MessagePort,
    /// A tick is scheduled (at most one is, whatever comes in meanwhile).
    tick_pending: bool,
}

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    let _ = scope.post_message(&JsValue::from_str(&message.encode()));
}

fn with_worker(f: impl FnOnce(&mut Worker)) {
    WORKER.with(|worker| {
        if let Some(worker) = worker.borrow_mut().as_mut() {
            f(worker);
        }
    });
}

impl Worker {
    fn post(&self, message: &FromWorker) {
        post(&self.scope, message);
    }

    /// Schedules the next tick: at once (a message to ourselves, after any
    /// message waiting), or after the job's pause.
    fn schedule_tick(&mut self) {
        if self.tick_pending {
            return;
        }
        self.tick_pending = true;
        match self.job.as_ref().and_then(|job| job.pause_ms()) {
            Some(pause) => {
                // Left to fire once and free itself: dropping it from inside
                // the tick it runs would free the running closure.
                gloo_timers::callback::Timeout::new(pause, || with_worker(Worker::tick)).forget();
            }
            None => {
                let _ = self.tick_port.post_message(&JsValue::NULL);
            }
        }
    }

    /// Ends the work in hand, if any, to make room for new work.
    fn stop_previous(&mut self) {
        if let Some(previous) = self.job.take() {
            self.post(&previous.stop(&self.clock));
        }
    }

    fn receive(&mut self, message: ToWorker) {
        if let Some(refusal) = self.service.refusal(&message) {
            self.post(&refusal);
            return;
        }
        if let Some(job) = self.job.take_if(|job| job.is_stopped_by(&message)) {
            self.post(&job.stop(&self.clock));
            return;
        }
        match message {
            ToWorker::Stop { .. } | ToWorker::StopGenerating { .. } => return, // work already over
            ToWorker::Run(_) | ToWorker::Generate(_) => self.stop_previous(),
            _ => {}
        }
        // Posted as sent: a long rating's progress comes while it runs.
        let scope = &self.scope;
        let job =
            (self.service).receive(message, &self.clock, &mut |message| post(scope, &message));
        if let Some(job) = job {
            self.job = Some(job);
            self.schedule_tick();
        }
    }

    fn tick(&mut self) {
        self.tick_pending = false;
        let Some(job) = self.job.as_mut() else {
            return;
        };
        let mut outbox = Vec::new();
        let finished = job.tick(&self.clock, &mut |message| outbox.push(message));
        outbox.iter().for_each(|message| self.post(message));
        match finished {
            Some(done) => {
                self.job = None;
                self.post(&done);
            }
            None => self.schedule_tick(),
        }
    }
}

/// Runs this worker as `service` (refusing the other role's messages).
pub fn start(service: Service) {
    // A panic aborts the worker: say why first, so the UI can tell the user.
    std::panic::set_hook(Box::new(|info| {
        post(
            &scope(),
            &FromWorker::Crashed {
                message: info.to_string(),
            },
        );
    }));
    let scope = scope();
    if scope.performance().is_none() {
        post(
            &scope,
            &FromWorker::Crashed {
                message: "this browser gives workers no clock (performance.now)".into(),
            },
        );
        return;
    }
    let channel = MessageChannel::new().expect("workers have MessageChannel");
    let on_tick = Closure::<dyn FnMut(MessageEvent)>::new(|_: MessageEvent| {
        with_worker(Worker::tick);
    });
    channel
        .port1()
        .set_onmessage(Some(on_tick.as_ref().unchecked_ref()));
    on_tick.forget();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|event: MessageEvent| {
        let Some(text) = event.data().as_string() else {
            return;
        };
        match ToWorker::decode(&text) {
            Ok(message) => with_worker(|worker| worker.receive(message)),
            Err(error) => web_sys::console::error_1(&JsValue::from_str(&error)),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let worker = Worker {
        scope,
        clock: PerformanceClock,
        service,
        job: None,
        tick_port: channel.port2(),
        tick_pending: false,
    };
    worker.post(&FromWorker::Ready);
    WORKER.with(|slot| *slot.borrow_mut() = Some(worker));
}
