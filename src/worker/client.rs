//! One worker seen from the UI thread: spawned through the loader, which
//! loads the build of its [`Role`], messages queued until it says Ready,
//! crashes reported, and terminated when dropped.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions};

use super::protocol::{FromWorker, Role, ToWorker};

/// The script every worker starts from, relative to the page
/// (`static/worker_loader.js`): it loads the build the worker's name
/// ([`Role::build_name`]) says, with WebAssembly SIMD where the browser
/// has it.
pub const WORKER_SCRIPT: &str = "./worker_loader.js";

/// A running worker.
pub struct WorkerClient {
    worker: Worker,
    link: Rc<RefCell<Link>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

/// Messages waiting for the worker to load.
struct Link {
    ready: bool,
    queue: Vec<String>,
}

impl WorkerClient {
    /// Starts a worker of `role`. `on_message` gets every message, `Ready`
    /// once the messages queued meanwhile are sent; `on_crash` gets the
    /// browser's error text when the worker fails.
    pub fn spawn(
        role: Role,
        on_message: impl Fn(FromWorker) + 'static,
        on_crash: impl Fn(String) + 'static,
    ) -> Result<WorkerClient, String> {
        let options = WorkerOptions::new();
        options.set_name(role.build_name());
        let worker = Worker::new_with_options(WORKER_SCRIPT, &options).map_err(|error| {
            format!(
                "the {} worker could not start: {}",
                role.name(),
                describe(&error)
            )
        })?;
        let link = Rc::new(RefCell::new(Link {
            ready: false,
            queue: Vec::new(),
        }));

        let on_message = {
            let link = Rc::clone(&link);
            let worker = worker.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                match FromWorker::decode(&text) {
                    Ok(FromWorker::Ready) => {
                        let queued = {
                            let mut link = link.borrow_mut();
                            link.ready = true;
                            std::mem::take(&mut link.queue)
                        };
                        for message in queued {
                            let _ = worker.post_message(&JsValue::from_str(&message));
                        }
                        // The pool hears it too: a worker it never hears
                        // from is given up on once its load timeout passes.
                        on_message(FromWorker::Ready);
                    }
                    Ok(message) => on_message(message),
                    Err(error) => web_sys::console::error_1(&JsValue::from_str(&error)),
                }
            })
        };
        let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            let message = match event.dyn_ref::<ErrorEvent>() {
                Some(error) if !error.message().is_empty() => error.message(),
                _ => "the worker script could not be loaded".to_string(),
            };
            on_crash(message);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(WorkerClient {
            worker,
            link,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// True once the worker has loaded and read messages.
    pub fn is_ready(&self) -> bool {
        self.link.borrow().ready
    }

    /// Sends `message` now, or as soon as the worker has loaded.
    pub fn send(&self, message: &ToWorker) {
        let text = message.encode();
        let mut link = self.link.borrow_mut();
        if link.ready {
            drop(link);
            let _ = self.worker.post_message(&JsValue::from_str(&text));
        } else {
            link.queue.push(text);
        }
    }
}

impl WorkerClient {
    /// Stops the worker at once and detaches its handlers (the closures
    /// themselves live until this value is dropped).
    pub fn terminate(&self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

impl Drop for WorkerClient {
    fn drop(&mut self) {
        self.terminate();
    }
}

/// A JS error value in words.
pub fn describe(error: &JsValue) -> String {
    if let Some(error) = error.dyn_ref::<js_sys::Error>() {
        return String::from(error.message());
    }
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
}
