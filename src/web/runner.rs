//! Runs on the solver worker: starts them, stops them within the grace
//! period (terminating and replacing a worker that does not answer), and
//! replaces a worker that crashed. Everything it learns reaches the app as
//! [`Action`]s.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Timeout;
use yew::Callback;

use crate::protocol::{FromWorker, ToWorker};
use crate::state::{Action, AppState, Replaced};
use crate::web::dom;
use crate::web::worker_client::SolverWorker;

/// How long a worker may take to answer Stop before it is terminated. The
/// worker reads messages between slices of `job::SLICE_MS`, so it normally
/// answers well within this.
pub const STOP_GRACE_MS: u32 = 60;

/// How long a new worker may take to load before it is given up.
pub const LOAD_TIMEOUT_MS: u32 = 20_000;

/// How long past its time limit a run may go silent before its worker is
/// considered stuck and replaced.
pub const LIMIT_GRACE_MS: f64 = 2_000.0;

/// The run controller, shared by the app's callbacks.
#[derive(Clone)]
pub struct Runner {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for Runner {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

struct Inner {
    worker: Option<SolverWorker>,
    dispatch: Callback<Action>,
    active: Option<Active>,
    next_id: u32,
    stop_timer: Option<Timeout>,
    watchdog: Option<Timeout>,
    /// Gives up on a worker that does not load.
    load_timer: Option<Timeout>,
    /// Counts workers spawned, so a late error of a replaced worker is ignored.
    generation: u32,
}

/// The run the worker is busy with.
struct Active {
    id: u32,
    started_ms: f64,
}

impl Runner {
    /// A controller with a worker loading; actions go to `dispatch`.
    pub fn new(dispatch: Callback<Action>) -> Runner {
        let runner = Runner {
            inner: Rc::new(RefCell::new(Inner {
                worker: None,
                dispatch,
                active: None,
                next_id: 1,
                stop_timer: None,
                watchdog: None,
                load_timer: None,
                generation: 0,
            })),
        };
        if let Err(message) = runner.ensure_worker() {
            runner.dispatch(Action::Notice(Some(message)));
        }
        runner
    }

    /// Starts a run of the board with the current settings, unless one is running.
    pub fn solve(&self, state: &AppState) {
        if self.inner.borrow().active.is_some() {
            return;
        }
        let id = {
            let mut inner = self.inner.borrow_mut();
            inner.next_id += 1;
            inner.next_id
        };
        let request = match state.run_request(id) {
            Ok(request) => request,
            Err(message) => return self.dispatch(Action::RunRefused(message)),
        };
        if let Err(message) = self.ensure_worker() {
            return self.dispatch(Action::RunRefused(message));
        }
        let time_limit_ms = request.time_limit_ms;
        {
            let mut inner = self.inner.borrow_mut();
            inner.active = Some(Active {
                id,
                started_ms: dom::now_ms(),
            });
            if let Some(worker) = &inner.worker {
                worker.send(&ToWorker::Run(request));
            }
            inner.watchdog = time_limit_ms.map(|limit| {
                let weak = Rc::downgrade(&self.inner);
                Timeout::new(
                    (limit + LIMIT_GRACE_MS).min(u32::MAX as f64) as u32,
                    move || {
                        Runner::replace_if_active(&weak, id, |elapsed_ms| Replaced::Unresponsive {
                            elapsed_ms,
                        });
                    },
                )
            });
        }
        self.dispatch(Action::RunStarted {
            id,
            engine: state.settings.engine_info().name.to_string(),
            board: state.board.clone(),
        });
    }

    /// Asks the running engine to stop; a worker that does not answer within
    /// [`STOP_GRACE_MS`] is terminated and replaced.
    pub fn stop(&self) {
        let id = {
            let mut inner = self.inner.borrow_mut();
            let Some(id) = inner.active.as_ref().map(|active| active.id) else {
                return;
            };
            if let Some(worker) = &inner.worker {
                worker.send(&ToWorker::Stop { id });
            }
            let weak = Rc::downgrade(&self.inner);
            inner.stop_timer = Some(Timeout::new(STOP_GRACE_MS, move || {
                Runner::replace_if_active(&weak, id, |elapsed_ms| Replaced::IgnoredStop {
                    elapsed_ms,
                });
            }));
            id
        };
        self.dispatch(Action::StopRequested { id });
    }

    /// Spawns a worker if there is none.
    fn ensure_worker(&self) -> Result<(), String> {
        if self.inner.borrow().worker.is_some() {
            return Ok(());
        }
        let generation = self.inner.borrow().generation + 1;
        let weak = Rc::downgrade(&self.inner);
        // Crash handling drops the worker, so it runs outside the worker's own handlers.
        let crash_later = move |message: String| {
            let weak = weak.clone();
            yew::platform::spawn_local(async move { Runner::on_crash(&weak, generation, message) });
        };
        let on_message = {
            let weak = Rc::downgrade(&self.inner);
            let crash_later = crash_later.clone();
            move |message: FromWorker| match message {
                FromWorker::Crashed { message } => crash_later(message),
                message => Runner::on_message(&weak, message),
            }
        };
        let load_timer = {
            let weak = Rc::downgrade(&self.inner);
            Timeout::new(LOAD_TIMEOUT_MS, move || {
                let loading = weak.upgrade().is_some_and(|inner| {
                    let inner = inner.borrow();
                    inner.generation == generation
                        && inner
                            .worker
                            .as_ref()
                            .is_some_and(|worker| !worker.is_ready())
                });
                if loading {
                    let seconds = LOAD_TIMEOUT_MS / 1000;
                    Runner::on_crash(
                        &weak,
                        generation,
                        format!("it did not load within {seconds} s"),
                    );
                }
            })
        };
        let worker = SolverWorker::spawn(on_message, crash_later)?;
        let mut inner = self.inner.borrow_mut();
        inner.worker = Some(worker);
        inner.generation = generation;
        inner.load_timer = Some(load_timer);
        Ok(())
    }

    fn on_message(weak: &Weak<RefCell<Inner>>, message: FromWorker) {
        let Some(inner) = weak.upgrade() else { return };
        let dispatch = {
            let mut inner = inner.borrow_mut();
            let ends_active = match &message {
                FromWorker::Finished { id, .. } | FromWorker::Failed { id, .. } => {
                    inner.active.as_ref().is_some_and(|active| active.id == *id)
                }
                _ => false,
            };
            if ends_active {
                inner.active = None;
                inner.stop_timer = None;
                inner.watchdog = None;
            }
            inner.dispatch.clone()
        };
        dispatch.emit(Action::Worker(message));
    }

    fn on_crash(weak: &Weak<RefCell<Inner>>, generation: u32, message: String) {
        let Some(inner) = weak.upgrade() else { return };
        let (dispatch, id, had_loaded) = {
            let mut inner = inner.borrow_mut();
            if inner.generation != generation || inner.worker.is_none() {
                return;
            }
            let had_loaded = inner.worker.as_ref().is_some_and(SolverWorker::is_ready);
            inner.worker = None;
            inner.stop_timer = None;
            inner.watchdog = None;
            let id = inner.active.take().map(|active| active.id);
            (inner.dispatch.clone(), id, had_loaded)
        };
        // A worker that never loaded would fail again: the next run retries.
        let why = if had_loaded {
            let runner = Runner { inner };
            if let Err(error) = runner.ensure_worker() {
                dispatch.emit(Action::Notice(Some(error)));
            }
            Replaced::Crashed(message)
        } else {
            Replaced::FailedToLoad(message)
        };
        dispatch.emit(Action::WorkerReplaced { id, why });
    }

    /// Terminates the worker if run `id` is still active, starts a fresh
    /// one, and reports why with the run's elapsed time.
    fn replace_if_active(weak: &Weak<RefCell<Inner>>, id: u32, why: impl FnOnce(f64) -> Replaced) {
        let Some(inner) = weak.upgrade() else { return };
        let (dispatch, elapsed_ms) = {
            let mut inner = inner.borrow_mut();
            let Some(active) = inner.active.take_if(|active| active.id == id) else {
                return;
            };
            inner.worker = None;
            inner.stop_timer = None;
            inner.watchdog = None;
            (inner.dispatch.clone(), dom::now_ms() - active.started_ms)
        };
        let runner = Runner { inner };
        if let Err(error) = runner.ensure_worker() {
            dispatch.emit(Action::Notice(Some(error)));
        }
        dispatch.emit(Action::WorkerReplaced {
            id: Some(id),
            why: why(elapsed_ms),
        });
    }

    fn dispatch(&self, action: Action) {
        let dispatch = self.inner.borrow().dispatch.clone();
        dispatch.emit(action);
    }
}
