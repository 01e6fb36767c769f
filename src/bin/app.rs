//! The browser app's entry: renders [`sudoku_lab::app::App`] into
//! the page. Trunk builds it (see index.html and Trunk.toml).

fn main() {
    #[cfg(target_arch = "wasm32")]
    yew::Renderer::<sudoku_lab::app::App>::new().render();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("Sudoku Lab's app runs in the browser: build it with `trunk build --release`.");
}
