//! The store: the one [`AppState`], actions applied to it in order, and
//! their [`Command`]s carried out — worker commands by the
//! [`Executor`](crate::worker::executor::Executor), saving here. An action
//! dispatched while another is being applied (a worker that fails to spawn,
//! say) waits its turn in the queue. After each batch the view re-renders.

use std::cell::{Ref, RefCell};
use std::collections::VecDeque;
use std::rc::{Rc, Weak};

use super::{Action, AppState, Command};
use crate::persist;
use crate::worker::executor::Executor;

/// A handle on the store, cheap to clone into callbacks.
#[derive(Clone)]
pub struct Store {
    inner: Rc<Inner>,
}

struct Inner {
    state: RefCell<AppState>,
    queue: RefCell<VecDeque<Action>>,
    applying: RefCell<bool>,
    executor: RefCell<Option<Executor>>,
    /// Asks the view to render the state again.
    render: Box<dyn Fn()>,
    /// The browser refused to save once: said once, not again.
    save_refused: RefCell<bool>,
}

impl PartialEq for Store {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

impl Store {
    /// A store over `state`, carrying out `pending` (what making the state
    /// called for: the analysis of a puzzle opened from a link, say);
    /// `render` is called after every batch of actions.
    pub fn new(state: AppState, pending: Vec<Command>, render: impl Fn() + 'static) -> Store {
        let inner = Rc::new(Inner {
            state: RefCell::new(state),
            queue: RefCell::new(VecDeque::new()),
            applying: RefCell::new(false),
            executor: RefCell::new(None),
            render: Box::new(render),
            save_refused: RefCell::new(false),
        });
        let weak: Weak<Inner> = Rc::downgrade(&inner);
        let dispatch = Rc::new(move |action| {
            if let Some(inner) = weak.upgrade() {
                Store { inner }.dispatch(action);
            }
        });
        *inner.executor.borrow_mut() = Some(Executor::new(dispatch));
        let store = Store { inner };
        for command in pending {
            store.execute(command);
        }
        store
    }

    /// The state as it is now.
    pub fn state(&self) -> Ref<'_, AppState> {
        self.inner.state.borrow()
    }

    /// Applies `action` (after any already waiting) and carries out what it calls for.
    pub fn dispatch(&self, action: Action) {
        self.inner.queue.borrow_mut().push_back(action);
        if self.inner.applying.replace(true) {
            return;
        }
        loop {
            let Some(action) = self.inner.queue.borrow_mut().pop_front() else {
                break;
            };
            let commands = self.inner.state.borrow_mut().apply(action);
            for command in commands {
                self.execute(command);
            }
        }
        *self.inner.applying.borrow_mut() = false;
        (self.inner.render)();
    }

    fn execute(&self, command: Command) {
        match command {
            Command::Save => self.save(),
            command => {
                if let Some(executor) = self.inner.executor.borrow_mut().as_mut() {
                    executor.execute(command);
                }
            }
        }
    }

    fn save(&self) {
        let json = persist::save(&self.inner.state.borrow());
        if let Err(why) = persist::storage::save(&json) {
            if !self.inner.save_refused.replace(true) {
                self.inner
                    .queue
                    .borrow_mut()
                    .push_back(Action::Notice(Some(format!(
                    "Your work cannot be saved in this browser ({why}); it will be lost on reload."
                ))));
            }
        }
    }
}
