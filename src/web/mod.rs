//! Browser glue (wasm32 only): the page address, clipboard, clock and seed
//! ([`dom`]), and the bench hook the browser tests call.

pub mod bench_hook;
pub mod dom;
