//! The saved state in localStorage.

use crate::persist::STORAGE_KEY;
use crate::web::dom::window;
use crate::worker::client::describe;

fn local_storage() -> Result<web_sys::Storage, String> {
    window()
        .local_storage()
        .map_err(|error| describe(&error))?
        .ok_or_else(|| "this browser offers no local storage".to_string())
}

/// The saved JSON, if any.
pub fn load() -> Option<String> {
    local_storage().ok()?.get_item(STORAGE_KEY).ok()?
}

/// Saves `json`; the reason when the browser refuses (private mode, quota).
pub fn save(json: &str) -> Result<(), String> {
    local_storage()?
        .set_item(STORAGE_KEY, json)
        .map_err(|error| describe(&error))
}
