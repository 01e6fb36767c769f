//! The thin browser side of the worker pool: carries out the state's
//! [`Command`]s — spawns and terminates Web Workers, posts messages, arms
//! timers — and turns what comes back into [`Action`]s. It decides nothing;
//! the decisions are the pool model's ([`super::pool`]).

use std::collections::HashMap;
use std::rc::Rc;

use gloo_timers::callback::Timeout;

use super::client::WorkerClient;
use super::{Role, WorkerId};
use crate::app::{Action, Command, Timer};

/// Where the executor sends what it learns.
pub type Dispatch = Rc<dyn Fn(Action)>;

/// The live workers and armed timers.
pub struct Executor {
    dispatch: Dispatch,
    workers: HashMap<WorkerId, WorkerClient>,
    timers: HashMap<Timer, Timeout>,
}

impl Executor {
    pub fn new(dispatch: Dispatch) -> Executor {
        Executor {
            dispatch,
            workers: HashMap::new(),
            timers: HashMap::new(),
        }
    }

    /// Carries out one command; [`Command::Save`] is the store's, not ours.
    pub fn execute(&mut self, command: Command) {
        match command {
            Command::Spawn(worker, role) => self.spawn(worker, role),
            Command::Send(worker, message) => {
                if let Some(client) = self.workers.get(&worker) {
                    client.send(&message);
                }
            }
            Command::Terminate(worker) => {
                if let Some(client) = self.workers.remove(&worker) {
                    client.terminate();
                    // The command may come from inside this worker's own
                    // handler: its closures are dropped once that returns.
                    yew::platform::spawn_local(async move { drop(client) });
                }
            }
            Command::Arm { timer, after_ms } => {
                let dispatch = Rc::clone(&self.dispatch);
                let fired = timer.clone();
                let timeout = Timeout::new(after_ms, move || dispatch(Action::TimerFired(fired)));
                self.timers.insert(timer, timeout);
            }
            Command::Save => {}
        }
    }

    fn spawn(&mut self, worker: WorkerId, role: Role) {
        let on_message = {
            let dispatch = Rc::clone(&self.dispatch);
            move |message| {
                dispatch(Action::FromWorker {
                    worker,
                    message: Box::new(message),
                })
            }
        };
        let on_failure = {
            let dispatch = Rc::clone(&self.dispatch);
            move |message| dispatch(Action::WorkerFailed { worker, message })
        };
        match WorkerClient::spawn(role, on_message, on_failure) {
            Ok(client) => {
                self.workers.insert(worker, client);
            }
            Err(message) => (self.dispatch)(Action::WorkerFailed { worker, message }),
        }
    }
}
