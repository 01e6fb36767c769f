//! The solver worker: every engine of Sudoku Lab runs here, never on the UI
//! thread. Trunk builds it with `data-type="worker"` (`--target no-modules`)
//! and a loader shim, `worker_loader.js`. Its event loop is
//! [`sudoku_lab::worker::entry`].

fn main() {
    #[cfg(target_arch = "wasm32")]
    sudoku_lab::worker::entry::start();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("The solver worker runs in the browser: build the app with `trunk build`.");
}
