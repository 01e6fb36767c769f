//! Measurement hooks on `window`, each run in a fresh worker (the solver
//! or the analysis one, the SIMD build where the browser has wasm SIMD),
//! so browser tests can set the wasm engine beside the native CLI:
//!
//! - `sudokuLabBench(puzzles, engine = "fast", runs = 1)` solves a list of
//!   puzzles (one a line, as in ../shared/data files), each `runs` times
//!   with seeds 1, 2, ..., and resolves to `{ engine, puzzles, solved,
//!   unreadable, first_error, elapsed_ms, puzzles_per_second }`, as
//!   `sudoku bench --throughput` measures natively;
//! - `sudokuLabGenerateBench(target, symmetry = "none", count = 100, seed = 1)`
//!   makes puzzles `0..count` of the batch `seed` one after another and
//!   resolves to `{ made, gave_up, mean_tries, median_ms, p90_ms, max_ms,
//!   total_ms }`, as the engine's `generate_levels` example does natively.
//!   `target` is a level (`extreme`), an SE range (`9.0-20.0`), `any`
//!   (rated, no target) or `unrated`.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Promise};
use serde::Serialize;
use sudoku_engine::generate::{GenerateOptions, Givens, Symmetry, Target};
use wasm_bindgen::prelude::*;

use crate::web::dom::window;
use crate::worker::client::WorkerClient;
use crate::worker::generation::GenerateBenchRequest;
use crate::worker::protocol::{BenchRequest, FromWorker, ToWorker};

/// The solving hook's name.
pub const HOOK_NAME: &str = "sudokuLabBench";
/// The generation hook's name.
pub const GENERATE_HOOK_NAME: &str = "sudokuLabGenerateBench";

/// Installs both hooks on `window`.
pub fn install() {
    let solve = Closure::<dyn Fn(JsValue, JsValue, JsValue) -> Promise>::new(
        |puzzles: JsValue, engine: JsValue, runs: JsValue| {
            let engine = engine
                .as_string()
                .unwrap_or_else(|| sudoku_engine::registry::DEFAULT_ENGINE.to_string());
            let request = ToWorker::Bench(BenchRequest {
                puzzles: puzzles.as_string().unwrap_or_default(),
                engine,
                runs: whole(&runs).unwrap_or(1),
            });
            in_fresh_worker(request, |message| match message {
                FromWorker::BenchDone(report) => Some(plain(&report)),
                _ => None,
            })
        },
    );
    let generate = Closure::<dyn Fn(JsValue, JsValue, JsValue, JsValue) -> Promise>::new(
        |target: JsValue, symmetry: JsValue, count: JsValue, seed: JsValue| match generate_options(
            target.as_string(),
            symmetry.as_string(),
        ) {
            Ok(options) => in_fresh_worker(
                ToWorker::GenerateBench(GenerateBenchRequest {
                    options,
                    seed: whole(&seed).unwrap_or(1),
                    count: whole(&count).unwrap_or(100),
                }),
                |message| match message {
                    FromWorker::GenerateBenchDone(times) => Some(plain(&times)),
                    _ => None,
                },
            ),
            Err(message) => Promise::reject(&js_sys::Error::new(&message)),
        },
    );
    for (name, hook) in [
        (HOOK_NAME, solve.as_ref()),
        (GENERATE_HOOK_NAME, generate.as_ref()),
    ] {
        let _ = js_sys::Reflect::set(&window(), &JsValue::from_str(name), hook);
    }
    solve.forget();
    generate.forget();
}

/// A whole number of at least 1, when `value` is one.
fn whole(value: &JsValue) -> Option<u64> {
    value.as_f64().filter(|n| *n >= 1.0).map(|n| n as u64)
}

/// A plain JavaScript object (numbers, not BigInts).
fn plain(value: &impl Serialize) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&serializer).unwrap_or(JsValue::NULL)
}

fn generate_options(
    target: Option<String>,
    symmetry: Option<String>,
) -> Result<GenerateOptions, String> {
    let symmetry: Symmetry = match symmetry {
        Some(name) => name.parse().map_err(|error| format!("{error}"))?,
        None => Symmetry::None,
    };
    let mut options = GenerateOptions {
        givens: Givens::Dig(symmetry),
        ..GenerateOptions::default()
    };
    match target.as_deref().unwrap_or("any") {
        "any" => {}
        "unrated" => options.rate = false,
        text => options.target = Some(text.parse::<Target>()?),
    }
    Ok(options)
}

/// Sends `request` to a worker of its own (of the role that answers it)
/// and resolves with what `answer` makes of the first message it
/// recognises; a crash rejects.
fn in_fresh_worker(request: ToWorker, answer: fn(FromWorker) -> Option<JsValue>) -> Promise {
    Promise::new(&mut |resolve: Function, reject: Function| {
        // The worker lives until it answers; its handlers drop it afterwards.
        let slot: Rc<RefCell<Option<WorkerClient>>> = Rc::new(RefCell::new(None));
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
                if let Some(value) = answer(message) {
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
        let role = request.role().expect("a bench request names its worker");
        match WorkerClient::spawn(role, on_message, on_crash) {
            Ok(worker) => {
                worker.send(&request);
                *slot.borrow_mut() = Some(worker);
            }
            Err(message) => {
                let _ = reject.call1(&JsValue::NULL, &js_sys::Error::new(&message));
            }
        }
    })
}
