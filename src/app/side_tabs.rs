//! The tab bar over the right-hand column (WAI-ARIA tabs: the chosen tab
//! is the one focus stop, arrow keys, Home and End move between tabs and
//! show them).

use yew::prelude::*;

use super::SideTab;

#[derive(Properties, PartialEq)]
pub struct SideTabsProps {
    pub active: SideTab,
    /// The id of the panel the tabs control.
    pub panel: AttrValue,
    pub on_pick: Callback<SideTab>,
}

#[component]
pub fn SideTabs(props: &SideTabsProps) -> Html {
    let onkeydown = {
        let (active, on_pick) = (props.active, props.on_pick.clone());
        Callback::from(move |event: KeyboardEvent| {
            let next = match event.key().as_str() {
                "ArrowRight" => active.step(1),
                "ArrowLeft" => active.step(-1),
                "Home" => SideTab::ALL[0],
                "End" => SideTab::ALL[SideTab::ALL.len() - 1],
                _ => return,
            };
            event.prevent_default();
            on_pick.emit(next);
            focus_tab(next);
        })
    };
    let tabs = SideTab::ALL.iter().map(|&tab| {
        let chosen = tab == props.active;
        html! {
            <button type="button" role="tab" id={format!("tab-{}", tab.word())}
                class={classes!("side-tab", chosen.then_some("chosen"))}
                aria-selected={chosen.to_string()} aria-controls={props.panel.clone()}
                tabindex={if chosen { "0" } else { "-1" }}
                onclick={props.on_pick.reform(move |_: MouseEvent| tab)}>
                { tab.title() }
            </button>
        }
    });
    html! {
        <div class="side-tabs" role="tablist" aria-label="What to do" {onkeydown}>
            { for tabs }
        </div>
    }
}

/// Moves the focus to `tab`'s button, as arrow keys on a tab list do.
fn focus_tab(tab: SideTab) {
    let button = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(&format!("tab-{}", tab.word())));
    if let Some(button) = button
        .and_then(|element| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(element).ok())
    {
        let _ = button.focus();
    }
}
