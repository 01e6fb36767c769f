//! The solver worker: the engines a person runs or races run here, never on
//! the UI thread (ratings, hints and generation run in the analysis worker,
//! src/bin/analysis.rs). Trunk builds it with `data-type="worker"`
//! (`--target no-modules`); `static/worker_loader.js` loads it for a worker
//! named `worker`. Its event loop is [`sudoku_lab::worker::entry`], its
//! messages [`sudoku_lab::worker::role::SOLVER`]'s.

fn main() {
    #[cfg(target_arch = "wasm32")]
    sudoku_lab::worker::entry::start(sudoku_lab::worker::role::SOLVER);
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The solver worker runs in the browser: build the app with `trunk build`.");
}
