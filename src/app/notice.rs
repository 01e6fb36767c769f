//! A message about something outside a run: a link that could not be
//! opened, saved work that could not be read, a crashed solver.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub text: Option<String>,
    pub on_dismiss: Callback<()>,
}

#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    let Some(text) = &props.text else {
        return html! {};
    };
    let onclick = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="notice">
            <p role="alert">{ text }</p>
            <button type="button" class="dismiss" aria-label="Dismiss message" {onclick}>{ "×" }</button>
        </div>
    }
}
