//! "Copy link": the state in the URL fragment, copied to the clipboard, and
//! shown so it can be copied by hand when the clipboard refuses; the
//! puzzle as an f-puzzles link, to open in f-puzzles or SudokuPad; the
//! position in sudokuwiki.org's form, as a link to its solver and as text.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShareLinkProps {
    pub link: Option<AttrValue>,
    pub message: Option<AttrValue>,
    pub on_copy: Callback<()>,
    /// The board as sudokuwiki.org's `S9B` string, or why it has none.
    pub sudokuwiki: Result<AttrValue, AttrValue>,
    /// The puzzle as an f-puzzles link once written, or why f-puzzles
    /// cannot hold it.
    pub fpuzzles: Option<Result<AttrValue, AttrValue>>,
}

/// SudokuPad opens f-puzzles data after this prefix.
const SUDOKUPAD_FPUZZLES: &str = "https://sudokupad.app/fpuzzles";

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
                    <input id="share-link" type="url" readonly=true value={link.clone()} onfocus={select_all.clone()} />
                </div>
            }
            <p class="share-message" aria-live="polite">{ props.message.clone().unwrap_or_default() }</p>
            if let Some(Err(why)) = &props.fpuzzles {
                <p id="fpuzzles-refused" class="elsewhere">{ format!("No f-puzzles or SudokuPad link for this puzzle: {why}.") }</p>
            }
            if let Some(Ok(link)) = &props.fpuzzles {
                <p class="elsewhere">
                    <a id="fpuzzles-link" href={link.clone()} target="_blank" rel="noopener">{ "Open in f-puzzles" }</a>
                    { " · " }
                    <a id="sudokupad-link" href={sudokupad(link)} target="_blank" rel="noopener">{ "Open in SudokuPad" }</a>
                </p>
            }
            {match &props.sudokuwiki {
                Ok(board) => html! {
                    <>
                        <p class="sudokuwiki">
                            <a id="sudokuwiki-link" href={format!("{}?bd={}", crate::share::sudokuwiki::SOLVER_PAGE, board)}
                                target="_blank" rel="noopener">{ "Open in sudokuwiki.org" }</a>
                        </p>
                        <div class="field">
                            <label for="sudokuwiki-string">{ "sudokuwiki.org board string (paste one above to import it)" }</label>
                            <input id="sudokuwiki-string" type="text" readonly=true value={board.clone()} onfocus={select_all.clone()} />
                        </div>
                    </>
                },
                Err(why) => html! {
                    <p id="sudokuwiki-refused" class="sudokuwiki">{ format!("No sudokuwiki.org link for this board: {why}.") }</p>
                },
            }}
        </section>
    }
}

/// The SudokuPad link of the puzzle of f-puzzles link `link`: the same data.
fn sudokupad(link: &str) -> String {
    let data = link.rsplit_once("load=").map_or("", |(_, data)| data);
    format!("{SUDOKUPAD_FPUZZLES}{data}")
}
