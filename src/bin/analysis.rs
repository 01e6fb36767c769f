//! The analysis worker: ratings, explanations, hints, link imports and
//! generation run here, never on the UI thread, and apart from the solver
//! worker's engines. Trunk builds it with `data-type="worker"` (`--target
//! no-modules`); `static/worker_loader.js` loads it for a worker named
//! `analysis`. Its event loop is [`sudoku_lab::worker::entry`], its
//! messages [`sudoku_lab::worker::role::ANALYSIS`]'s.

fn main() {
    #[cfg(target_arch = "wasm32")]
    sudoku_lab::worker::entry::start(sudoku_lab::worker::role::ANALYSIS);
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The analysis worker runs in the browser: build the app with `trunk build`.");
}
