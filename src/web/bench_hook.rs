//! `window.sudokuLabBench(puzzles, engine = "fast", runs = 1)`: solves a list
//! of puzzles (one a line, as in ../shared/data files), each `runs` times
//! with seeds 1, 2, ..., in a fresh solver worker and resolves to `{ engine, puzzles, solved, unreadable, first_error,
//! elapsed_ms, puzzles_per_second }`, so browser tests can compare the wasm
//! engine's throughput with the native `sudoku bench`.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;

use crate::web::dom::window;
use crate::worker::client::SolverWorker;
use crate::worker::protocol::{BenchRequest, FromWorker, ToWorker};

/// The global function's name.
pub const HOOK_NAME: &str = "sudokuLabBench";

/// Installs the hook on `window`.
pub fn install() {
    let hook = Closure::<dyn Fn(JsValue, JsValue, JsValue) -> Promise>::new(
        |puzzles: JsValue, engine: JsValue, runs: JsValue| {
            let puzzles = puzzles.as_string().unwrap_or_default();
            let engine = engine
                .as_string()
                .unwrap_or_else(|| sudoku_engine::registry::DEFAULT_ENGINE.to_string());
            let runs = runs
                .as_f64()
                .filter(|runs| *runs >= 1.0)
                .map_or(1, |runs| runs as u64);
            bench(puzzles, engine, runs)
        },
    );
    let _ = js_sys::Reflect::set(&window(), &JsValue::from_str(HOOK_NAME), hook.as_ref());
    hook.forget();
}

fn bench(puzzles: String, engine: String, runs: u64) -> Promise {
    Promise::new(&mut |resolve: Function, reject: Function| {
        // The worker lives until it answers; its handlers drop it afterwards.
        let slot: Rc<RefCell<Option<SolverWorker>>> = Rc::new(RefCell::new(None));
        let release = {
            let slot = Rc::clone(&slot);
            move || {
                let slot = Rc::clone(&slot);
                yew::platform::spawn_local(async move {
                    slot.borrow_mut().take();
                });
            }
        };
        let on_message = {
            let (resolve, release) = (resolve.clone(), release.clone());
            move |message: FromWorker| {
                if let FromWorker::BenchDone(report) = message {
                    let plain = serde_wasm_bindgen::Serializer::json_compatible();
                    let value =
                        serde::Serialize::serialize(&report, &plain).unwrap_or(JsValue::NULL);
                    let _ = resolve.call1(&JsValue::NULL, &value);
                    release();
                }
            }
        };
        let on_crash = {
            let reject = reject.clone();
            move |message: String| {
                let error = js_sys::Error::new(&format!("the bench worker crashed: {message}"));
                let _ = reject.call1(&JsValue::NULL, &error);
                release();
            }
        };
        match SolverWorker::spawn(on_message, on_crash) {
            Ok(worker) => {
                worker.send(&ToWorker::Bench(BenchRequest {
                    puzzles: puzzles.clone(),
                    engine: engine.clone(),
                    runs,
                }));
                *slot.borrow_mut() = Some(worker);
            }
            Err(message) => {
                let _ = reject.call1(&JsValue::NULL, &js_sys::Error::new(&message));
            }
        }
    })
}
