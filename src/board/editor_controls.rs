//! The editor's controls in the shape picker: start drawing; while
//! drawing, make the picked cells a killer cage (with its sum) or a jigsaw
//! region, and see how many regions wait for the rest; remove the
//! selected cell's cage; put the boxes back on a jigsaw.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EditorControlsProps {
    /// The board's size N (a region has N cells).
    pub size: usize,
    /// While drawing: the regions drawn that wait for the rest.
    pub drawn_regions: Option<usize>,
    /// The board has jigsaw regions.
    pub jigsaw: bool,
    pub on_draw: Callback<()>,
    /// Makes the picked cells a cage with this sum ("" for none).
    pub on_add_cage: Callback<String>,
    pub on_make_region: Callback<()>,
    pub on_done: Callback<()>,
    pub on_remove_cage: Callback<()>,
    pub on_boxes_again: Callback<()>,
}

#[component]
pub fn EditorControls(props: &EditorControlsProps) -> Html {
    let sum = use_state(String::new);
    let oninput = {
        let sum = sum.clone();
        Callback::from(move |event: InputEvent| {
            sum.set(
                event
                    .target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let add = {
        let (sum, on_add) = (sum.clone(), props.on_add_cage.clone());
        Callback::from(move |_: MouseEvent| {
            on_add.emit((*sum).clone());
            sum.set(String::new());
        })
    };
    let click = |callback: &Callback<()>| callback.reform(|_: MouseEvent| ());
    let boxes_again = props.jigsaw.then(|| {
        html! { <button type="button" onclick={click(&props.on_boxes_again)}>{ "Boxes instead of regions" }</button> }
    });
    let size = props.size;
    match props.drawn_regions {
        Some(drawn) => html! {
            <div class="cage-editor">
                <p class="hint">
                    { format!("Pick cells on the board (click, or drag across them), then make them a cage with its sum, or a jigsaw region of {size} cells.") }
                    if drawn > 0 {
                        { format!(" Regions drawn so far: {drawn}. The board takes them once they split the grid with the boxes or regions left whole, or when one region is missing (the cells left over make it).") }
                    }
                </p>
                <label for="cage-sum">{ "Cage sum" }</label>
                <input id="cage-sum" type="text" inputmode="numeric" value={(*sum).clone()} {oninput} />
                <button type="button" onclick={add}>{ "Add cage" }</button>
                <button type="button" onclick={click(&props.on_make_region)}>{ "Make region" }</button>
                { for boxes_again }
                <button type="button" onclick={click(&props.on_done)}>{ "Done" }</button>
            </div>
        },
        None => html! {
            <div class="cage-editor">
                <button type="button" onclick={click(&props.on_draw)}>{ "Draw cages or regions" }</button>
                <button type="button" onclick={click(&props.on_remove_cage)}>{ "Remove the selected cell's cage" }</button>
                { for boxes_again }
            </div>
        },
    }
}
