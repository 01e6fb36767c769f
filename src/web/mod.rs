//! Browser glue (wasm32 only): the page address, clipboard, clock and seed
//! ([`dom`]), the measurement hooks the browser tests call, and
//! [`after_first_paint`] for panels that can wait a task.

pub mod after_first_paint;
pub mod bench_hook;
pub mod dom;
