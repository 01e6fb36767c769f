//! What the state asks the browser side to do after an action: the only
//! way the pure model reaches workers, timers and storage.

use crate::worker::{GenerationId, Role, RunId, ToWorker, WorkerId};

/// One effect to carry out.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Start a new worker of this role under this id.
    Spawn(WorkerId, Role),
    /// Post a message to a worker (queued by the client until it has loaded).
    Send(WorkerId, ToWorker),
    /// Stop a worker at once, whatever it is doing.
    Terminate(WorkerId),
    /// Dispatch [`Action::TimerFired`](super::Action::TimerFired) with
    /// `timer` after `after_ms`.
    Arm { timer: Timer, after_ms: u32 },
    /// The saved part of the state changed: store it.
    Save,
}

/// A timer the state arms, and what it is for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Timer {
    /// A Stop was sent for this run: its worker must answer by now.
    StopGrace(RunId),
    /// This worker must have loaded by now.
    LoadTimeout(WorkerId),
    /// The run had received `seen` messages when the timer was armed: if it
    /// has received no more, its worker is stuck.
    Silence { run: RunId, seen: u64 },
    /// A Stop was sent for this generation: its worker must answer by now.
    GenerateStopGrace(GenerationId),
    /// A second of solving by hand went by.
    SolveTick,
}
