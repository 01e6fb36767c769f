//! A run's difficulty level on its engine's scale (the paper's level of
//! harmony search, the CSP class of seed 002, ...): the level, the numbers
//! it comes from and the formula, and every level of the scale with this
//! one marked. While the run goes on it is the level so far.

use yew::prelude::*;

use super::{band_title, LevelView};

#[derive(Properties, PartialEq)]
pub struct LevelPanelProps {
    pub level: LevelView,
    /// The run is over: the level is final.
    pub done: bool,
}

#[component]
pub fn LevelPanel(props: &LevelPanelProps) -> Html {
    let level = &props.level;
    let scale = level.scale;
    let heading = if props.done {
        scale.title.to_string()
    } else {
        format!("{} so far", scale.title)
    };
    let terms = level.inputs.iter().map(|input| {
        html! {
            <>
                <dt title={input.detail}>{ input.label.clone() }</dt>
                <dd>{ input.value.clone() }</dd>
            </>
        }
    });
    let levels = scale.levels.iter().enumerate().map(|(index, band)| {
        let this = index == level.level;
        html! {
            <li class={classes!(this.then_some("this-level"))} aria-current={this.then_some("true")}>
                <span class="level-name">{ band_title(scale, index) }</span>
                <span class="level-range">{ band.range }</span>
            </li>
        }
    });
    html! {
        <section class="panel level-panel" aria-labelledby="level-heading">
            <h2 id="level-heading" class="panel-title">{ heading }</h2>
            <p class="level-title" id="level-title">{ level.title() }</p>
            if !level.inputs.is_empty() {
                <dl class="level-terms" aria-label="Level arithmetic">{ for terms }</dl>
            }
            <p class="hint formula">{ scale.formula }</p>
            <ol class="levels" aria-label="The scale's levels">{ for levels }</ol>
            <p class="hint">{ scale.source }</p>
        </section>
    }
}
