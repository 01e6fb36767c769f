//! "Copy link": the state in the URL fragment, copied to the clipboard, and
//! shown so it can be copied by hand when the clipboard refuses.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShareLinkProps {
    pub link: Option<AttrValue>,
    pub message: Option<AttrValue>,
    pub on_copy: Callback<()>,
}

#[component]
pub fn ShareLink(props: &ShareLinkProps) -> Html {
    let onclick = props.on_copy.reform(|_: MouseEvent| ());
    let select_all = Callback::from(|event: FocusEvent| {
        event
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .select();
    });
    html! {
        <section class="panel share" aria-labelledby="share-heading">
            <h2 id="share-heading" class="panel-title">{ "Share" }</h2>
            <button type="button" {onclick}>{ "Copy link" }</button>
            if let Some(link) = &props.link {
                <div class="field">
                    <label for="share-link">{ "Share link" }</label>
                    <input id="share-link" type="url" readonly=true value={link.clone()} onfocus={select_all} />
                </div>
            }
            <p class="share-message" aria-live="polite">{ props.message.clone().unwrap_or_default() }</p>
        </section>
    }
}
