//! The live cost chart: best and current cost against iterations, drawn as
//! SVG at the size it is shown (measured, and again when the window is
//! resized) so its labels keep their size on a phone and on a desktop. The
//! geometry comes from [`CostPlot`].

use gloo_events::EventListener;
use yew::prelude::*;

use super::{CostPlot, CostTrace};
use crate::web::dom;

#[derive(Properties, PartialEq)]
pub struct CostChartProps {
    pub trace: CostTrace,
    /// What the engine's restarts are called ("re-heat", "restart").
    pub restart_word: AttrValue,
}

/// The width drawn before the chart has been measured.
const FIRST_WIDTH: f64 = 480.0;

/// The chart's height for a width: flatter on wide screens.
fn height_for(width: f64) -> f64 {
    (width * 0.45).clamp(170.0, 230.0)
}

#[component]
pub fn CostChart(props: &CostChartProps) -> Html {
    let container = use_node_ref();
    let width = use_state_eq(|| FIRST_WIDTH);
    {
        let (container, width) = (container.clone(), width.clone());
        use_effect_with((), move |_| {
            let measure = move || {
                if let Some(element) = container.cast::<web_sys::Element>() {
                    let measured = element.client_width() as f64;
                    if measured > 0.0 {
                        width.set(measured);
                    }
                }
            };
            measure();
            let listener = EventListener::new(&dom::window(), "resize", move |_| measure());
            move || drop(listener)
        });
    }
    let chart = CostPlot::new(
        &props.trace,
        *width,
        height_for(*width),
        &props.restart_word,
    );
    let plot = chart.plot;
    let grid_lines = chart.y_ticks.iter().map(|tick| {
        html! {
            <g class="tick">
                <line class="grid-line" x1={fmt(plot.left)} x2={fmt(plot.right)} y1={fmt(tick.at)} y2={fmt(tick.at)} />
                <text class="tick-label" x={fmt(plot.left - 5.0)} y={fmt(tick.at)} text-anchor="end" dominant-baseline="middle">
                    { tick.label.clone() }
                </text>
            </g>
        }
    });
    let last_x_tick = chart.x_ticks.len().saturating_sub(1);
    let x_ticks = chart.x_ticks.iter().enumerate().map(|(index, tick)| {
        // The last label ends at its tick when it would cross the right edge.
        let anchor = if index == last_x_tick && tick.at > plot.right - 16.0 && index > 0 {
            "end"
        } else if index == 0 {
            "start"
        } else {
            "middle"
        };
        html! {
            <g class="tick">
                <line class="axis-line" x1={fmt(tick.at)} x2={fmt(tick.at)} y1={fmt(plot.bottom)} y2={fmt(plot.bottom + 4.0)} />
                <text class="tick-label" x={fmt(tick.at)} y={fmt(plot.bottom + 16.0)} text-anchor={anchor}>
                    { tick.label.clone() }
                </text>
            </g>
        }
    });
    let dot = |end: Option<(f64, f64)>, class: &'static str| {
        end.map(|(x, y)| html! { <circle class={classes!("end-dot", class)} cx={fmt(x)} cy={fmt(y)} r="3" /> })
    };
    html! {
        <div class="chart-box" ref={container}>
            <svg
                class="cost-chart"
                role="img"
                aria-label={chart.summary.clone()}
                width={fmt(chart.width)}
                height={fmt(chart.height)}
                viewBox={format!("0 0 {} {}", fmt(chart.width), fmt(chart.height))}
            >
                { for grid_lines }
                <line class="axis-line" x1={fmt(plot.left)} x2={fmt(plot.right)} y1={fmt(plot.bottom)} y2={fmt(plot.bottom)} />
                <line class="axis-line" x1={fmt(plot.left)} x2={fmt(plot.left)} y1={fmt(plot.top)} y2={fmt(plot.bottom)} />
                { for x_ticks }
                <path class="restart-marks" d={chart.restart_marks.clone()} />
                <path class="series current" d={chart.current_path.clone()} />
                <path class="series best" d={chart.best_path.clone()} />
                { for dot(chart.current_end, "current") }
                { for dot(chart.best_end, "best") }
            </svg>
        </div>
    }
}

/// A coordinate for an SVG attribute.
fn fmt(value: f64) -> String {
    format!("{value:.1}")
}
