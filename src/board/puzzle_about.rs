//! The puzzle's own words above the board: its title and author, and the
//! rules as the setter states them (folded, one click away), as a link
//! carries them ([`About`]).

use sudoku_engine::shape::About;
use yew::prelude::*;

/// The title, author and rules text of `about`; nothing when it has none.
pub fn puzzle_about(about: Option<&About>) -> Html {
    let Some(about) = about.filter(|about| about.title.is_some() || about.rules.is_some()) else {
        return Html::default();
    };
    let title = about
        .title
        .clone()
        .unwrap_or_else(|| "Untitled puzzle".into());
    html! {
        <header class="puzzle-about">
            <h2 class="puzzle-title">{ title }</h2>
            if let Some(author) = &about.author {
                <p class="puzzle-author">{ format!("by {author}") }</p>
            }
            if let Some(rules) = &about.rules {
                <details class="puzzle-rules">
                    <summary>{ "Rules, as the setter states them" }</summary>
                    <p>{ rules.clone() }</p>
                </details>
            }
        </header>
    }
}
