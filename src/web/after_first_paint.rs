//! [`AfterFirstPaint`]: renders its children one task after it mounts, not
//! in the task that renders the page, so a panel below the fold adds
//! nothing to the page's first long task (its code is compiled and run in
//! a task of its own, and the browser can handle input in between).

use gloo_timers::callback::Timeout;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AfterFirstPaintProps {
    pub children: Html,
}

#[component]
pub fn AfterFirstPaint(props: &AfterFirstPaintProps) -> Html {
    let ready = use_state(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let timeout = Timeout::new(0, move || ready.set(true));
            move || drop(timeout)
        });
    }
    if *ready {
        props.children.clone()
    } else {
        Html::default()
    }
}
