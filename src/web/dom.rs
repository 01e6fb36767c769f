//! Small wrappers over the page: clock, address bar, focus, clipboard, random seed.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::worker::client::describe;

pub fn window() -> web_sys::Window {
    web_sys::window().expect("the app runs in a window")
}

/// Milliseconds from `performance.now()`.
pub fn now_ms() -> f64 {
    window()
        .performance()
        .map_or(0.0, |performance| performance.now())
}

/// A seed for a new user: 32 random bits from the browser's crypto source
/// (a seed is a setting, not a secret; 32 bits keep it short to read and
/// type), or 1 if the browser gives none.
pub fn random_seed() -> u64 {
    getrandom::u32().map_or(1, u64::from)
}

/// How many solver workers may run at once: the browser's core count,
/// between 1 and 8.
pub fn worker_count() -> usize {
    let cores = window().navigator().hardware_concurrency();
    (cores as usize).clamp(1, 8)
}

/// The page address's fragment (with `#`) and query (with `?`).
pub fn location_link() -> (String, String) {
    let location = window().location();
    (
        location.hash().unwrap_or_default(),
        location.search().unwrap_or_default(),
    )
}

/// Puts `fragment` in the address bar without a navigation or a history
/// entry, and returns the full link.
pub fn write_fragment(fragment: &str) -> String {
    let window = window();
    let location = window.location();
    let base = format!(
        "{}{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    let link = format!("{base}#{fragment}");
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&link));
    }
    link
}

/// Moves the keyboard focus to the element with `id`.
pub fn focus(id: &str) {
    let element = window()
        .document()
        .and_then(|document| document.get_element_by_id(id))
        .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Copies `text` to the clipboard; the reason when the browser refuses.
pub async fn copy_text(text: &str) -> Result<(), String> {
    let navigator = window().navigator();
    let has_clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .is_ok_and(|clipboard| !clipboard.is_undefined() && !clipboard.is_null());
    if !has_clipboard {
        return Err("this page has no clipboard access".to_string());
    }
    JsFuture::from(navigator.clipboard().write_text(text))
        .await
        .map(|_| ())
        .map_err(|error| describe(&error))
}

/// True when `target` is a text field, where the browser's own editing
/// (paste, undo) applies.
pub fn is_text_field(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| {
            matches!(element.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                || element
                    .dyn_ref::<web_sys::HtmlElement>()
                    .is_some_and(|element| element.is_content_editable())
        })
}

/// Sets the page's colour scheme (`data-theme` on `<html>`: auto, light, dark).
pub fn set_theme(theme: &str) {
    if let Some(root) = window()
        .document()
        .and_then(|document| document.document_element())
    {
        let _ = root.set_attribute("data-theme", theme);
    }
}

/// The text of the input an event came from.
pub fn input_value(event: &yew::Event) -> String {
    use yew::TargetCast;
    event
        .target_unchecked_into::<web_sys::HtmlInputElement>()
        .value()
}

/// The value of the select an event came from.
pub fn select_value(event: &yew::Event) -> String {
    use yew::TargetCast;
    event
        .target_unchecked_into::<web_sys::HtmlSelectElement>()
        .value()
}
