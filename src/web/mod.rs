//! Browser glue (wasm32 only): the solver worker client and the run
//! controller, storage, the page address and clipboard, and the bench hook.

pub mod bench_hook;
pub mod dom;
pub mod runner;
pub mod storage;
pub mod worker_client;
