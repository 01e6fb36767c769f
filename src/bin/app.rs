//! The browser app's entry: renders [`sudoku_lab::app::App`] into the
//! page, in place of the app shell index.html shows while it loads.
//! Trunk builds it (see index.html and Trunk.toml).
//!
//! The app starts after the next frame, so the shell is always painted
//! first: loaded from a fast cache, the app could otherwise replace the
//! shell before the browser ever drew it, and the page's first paint would
//! wait for the whole app.

fn main() {
    #[cfg(target_arch = "wasm32")]
    after_next_frame(|| {
        let shell = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.get_element_by_id("app-shell"));
        if let Some(shell) = shell {
            shell.remove();
        }
        yew::Renderer::<sudoku_lab::app::App>::new().render();
    });
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("Sudoku Lab's app runs in the browser: build it with `trunk build --release`.");
}

/// Runs `start` in a task of its own after the browser has drawn the next
/// frame (a timeout set from an animation frame callback), or at once in a
/// page without animation frames.
#[cfg(target_arch = "wasm32")]
fn after_next_frame(start: impl FnOnce() + 'static) {
    use std::cell::Cell;
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;

    /// The start, taken by whichever path runs it.
    type Once = Rc<Cell<Option<Box<dyn FnOnce()>>>>;
    let start: Once = Rc::new(Cell::new(Some(Box::new(start))));
    let take = {
        let start = Rc::clone(&start);
        move || start.take().map_or((), |start| start())
    };
    let next_task = Closure::once_into_js(move || {
        gloo_timers::callback::Timeout::new(0, take).forget();
    });
    let framed = web_sys::window().is_some_and(|window| {
        window
            .request_animation_frame(next_task.unchecked_ref())
            .is_ok()
    });
    if !framed {
        if let Some(start) = start.take() {
            start();
        }
    }
}
