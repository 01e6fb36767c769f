//! The live cost chart, as geometry: scales, ticks, SVG paths and a summary
//! for screen readers, computed from a run's [`CostTrace`] for a chart of a
//! given size in pixels. No browser here, so the drawing rules are tested
//! natively; the component only places the strings in an `<svg>`.
//!
//! The trace already holds a bounded number of buckets (see [`CostTrace`]),
//! each with the lowest and highest cost seen and where: the current cost
//! is drawn through both extremes of every bucket in the order they
//! happened, so its swings keep their height however long the run; the best
//! cost is drawn as steps, as it only changes when a better grid turns up.

use sudoku_engine::stats::group_thousands;

use super::axis::{compact_count, nice_step, ticks};
use super::trace::{CostTrace, Extremes};

/// Room around the plot for the axis labels, in pixels.
const MARGIN_LEFT: f64 = 34.0;
const MARGIN_RIGHT: f64 = 10.0;
const MARGIN_TOP: f64 = 8.0;
const MARGIN_BOTTOM: f64 = 22.0;

/// About this many pixels between two labelled ticks.
const X_TICK_SPACING: f64 = 70.0;
const Y_TICK_SPACING: f64 = 40.0;

/// The height of a restart mark.
const MARK_HEIGHT: f64 = 6.0;

/// One labelled tick: where it is on its axis (pixels) and its label.
#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    pub at: f64,
    pub label: String,
}

/// The plot area inside the chart, in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plot {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

/// Everything the chart component draws.
#[derive(Clone, Debug, PartialEq)]
pub struct CostPlot {
    pub width: f64,
    pub height: f64,
    pub plot: Plot,
    pub x_ticks: Vec<Tick>,
    pub y_ticks: Vec<Tick>,
    /// SVG path data; empty when the series has no point.
    pub best_path: String,
    pub current_path: String,
    /// Short strokes hanging from the top of the plot where restarts
    /// happened (the bottom is where the best cost ends up).
    pub restart_marks: String,
    /// The latest point of each series, marked with a dot.
    pub best_end: Option<(f64, f64)>,
    pub current_end: Option<(f64, f64)>,
    /// What the chart shows, in one sentence (its accessible name).
    pub summary: String,
}

/// Maps values of one axis onto pixels.
#[derive(Clone, Copy, Debug)]
struct Scale {
    domain_max: f64,
    from: f64,
    to: f64,
}

impl Scale {
    fn at(&self, value: f64) -> f64 {
        if self.domain_max <= 0.0 {
            return self.from;
        }
        self.from + (self.to - self.from) * (value / self.domain_max)
    }
}

impl CostPlot {
    /// The chart of `trace` in a `width` x `height` pixel box; restarts are
    /// called `restart_word` ("re-heat", "restart") in the summary.
    pub fn new(trace: &CostTrace, width: f64, height: f64, restart_word: &str) -> CostPlot {
        let width = width.max(MARGIN_LEFT + MARGIN_RIGHT + 40.0);
        let height = height.max(MARGIN_TOP + MARGIN_BOTTOM + 40.0);
        let plot = Plot {
            left: MARGIN_LEFT,
            top: MARGIN_TOP,
            right: width - MARGIN_RIGHT,
            bottom: height - MARGIN_BOTTOM,
        };
        let buckets = trace.buckets();
        let last_iteration = buckets.last().map_or(0, |bucket| bucket.last);
        let highest_cost = buckets
            .iter()
            .flat_map(|bucket| [bucket.best, bucket.current])
            .flatten()
            .map(|extremes| extremes.max)
            .max()
            .unwrap_or(0);

        let x_step = nice_step(
            last_iteration as f64,
            ((plot.right - plot.left) / X_TICK_SPACING).max(1.0),
        );
        let y_step = nice_step(
            highest_cost as f64,
            ((plot.bottom - plot.top) / Y_TICK_SPACING).max(1.0),
        )
        .max(1.0);
        let y_max = ((highest_cost as f64 / y_step).ceil() * y_step).max(y_step);
        let x = Scale {
            domain_max: last_iteration as f64,
            from: plot.left,
            to: plot.right,
        };
        let y = Scale {
            domain_max: y_max,
            from: plot.bottom,
            to: plot.top,
        };

        let x_ticks = ticks(last_iteration as f64, x_step)
            .map(|value| Tick {
                at: x.at(value),
                label: compact_count(value),
            })
            .collect();
        let y_ticks = ticks(y_max, y_step)
            .map(|value| Tick {
                at: y.at(value),
                label: format!("{value}"),
            })
            .collect();

        let series = |pick: fn(&super::trace::TraceBucket) -> Option<Extremes>| {
            buckets
                .iter()
                .filter_map(pick)
                .flat_map(|extremes| extremes.points())
                .map(|(at, cost)| (x.at(at as f64), y.at(cost as f64)))
                .collect::<Vec<_>>()
        };
        let best = series(|bucket| bucket.best);
        let current = series(|bucket| bucket.current);
        let restart_marks = buckets
            .iter()
            .filter(|bucket| bucket.restarts > 0)
            .map(|bucket| {
                format!(
                    "M{:.1} {:.1}v{:.1}",
                    x.at(bucket.last as f64),
                    plot.top,
                    MARK_HEIGHT
                )
            })
            .collect();

        CostPlot {
            width,
            height,
            plot,
            x_ticks,
            y_ticks,
            best_path: step_path(&best),
            current_path: line_path(&current),
            restart_marks,
            best_end: best.last().copied(),
            current_end: current.last().copied(),
            summary: summary(trace, restart_word),
        }
    }
}

/// One sentence for screen readers: the best cost so far first.
fn summary(trace: &CostTrace, restart_word: &str) -> String {
    let Some(last) = trace.buckets().last() else {
        return "Cost chart: no progress reported yet".to_string();
    };
    let first_best = trace
        .buckets()
        .iter()
        .find_map(|bucket| bucket.best)
        .map(|extremes| extremes.points()[0].1);
    let mut text = match (last.last_best, first_best) {
        (Some(best), Some(first)) if first > best => {
            format!("Cost chart: best cost {best} so far, down from {first}")
        }
        (Some(best), _) => format!("Cost chart: best cost {best} so far"),
        (None, _) => "Cost chart".to_string(),
    };
    text.push_str(&format!(
        ", after {} iterations",
        group_thousands(last.last)
    ));
    let restarts = trace.restarts();
    if restarts > 0 {
        let plural = if restarts == 1 { "" } else { "s" };
        text.push_str(&format!(
            "; {} {restart_word}{plural}",
            group_thousands(restarts)
        ));
    }
    text
}

/// A polyline through `points`.
fn line_path(points: &[(f64, f64)]) -> String {
    let mut path = String::with_capacity(points.len() * 12);
    for (index, (x, y)) in points.iter().enumerate() {
        let command = if index == 0 { 'M' } else { 'L' };
        path.push_str(&format!("{command}{x:.1} {y:.1}"));
    }
    path
}

/// Steps through `points`: level until the next point, then straight down
/// (or up) to it.
fn step_path(points: &[(f64, f64)]) -> String {
    let mut path = String::with_capacity(points.len() * 12);
    for (index, (x, y)) in points.iter().enumerate() {
        if index == 0 {
            path.push_str(&format!("M{x:.1} {y:.1}"));
        } else {
            path.push_str(&format!("H{x:.1}V{y:.1}"));
        }
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::Progress;
    use sudoku_engine::Values;

    fn trace(reports: impl IntoIterator<Item = (u64, u32, u32, u64)>) -> CostTrace {
        let mut trace = CostTrace::default();
        for (iterations, best, current, restarts) in reports {
            trace.push(&Progress {
                iterations,
                grid: Values::empty(9),
                best_cost: Some(best),
                current_cost: Some(current),
                restarts,
            });
        }
        trace
    }

    /// The numbers of a path's commands, in order.
    fn numbers(path: &str) -> Vec<f64> {
        path.split(|c: char| c.is_ascii_alphabetic() || c == ' ')
            .filter(|part| !part.is_empty())
            .map(|part| part.parse().unwrap())
            .collect()
    }

    #[test]
    fn axes_span_the_run_and_the_highest_cost_with_round_labels() {
        let trace =
            trace((0..100).map(|i| (i * 100_000, 40 - (i as u32) / 3, 43 - (i as u32) / 4, 0)));
        let chart = CostPlot::new(&trace, 400.0, 200.0, "re-heat");
        let labels: Vec<&str> = chart.x_ticks.iter().map(|t| t.label.as_str()).collect();
        assert_eq!(
            labels,
            ["0", "2M", "4M", "6M", "8M"],
            "9.9M iterations over 356 px"
        );
        assert_eq!(chart.x_ticks[0].at, chart.plot.left);
        let y_labels: Vec<&str> = chart.y_ticks.iter().map(|t| t.label.as_str()).collect();
        assert_eq!(y_labels, ["0", "20", "40", "60"], "43 rounds up to 60");
        assert_eq!(chart.y_ticks[0].at, chart.plot.bottom);
        assert_eq!(chart.y_ticks.last().unwrap().at, chart.plot.top);
        assert!(!chart.best_path.is_empty());
        let inside = |&(x, y): &(f64, f64)| {
            let plot = chart.plot;
            (plot.left - 0.05..=plot.right + 0.05).contains(&x)
                && (plot.top - 0.05..=plot.bottom + 0.05).contains(&y)
        };
        let points: Vec<(f64, f64)> = numbers(&chart.current_path)
            .chunks(2)
            .map(|pair| (pair[0], pair[1]))
            .collect();
        assert!(points.len() >= 100 && points.iter().all(inside));
        let (end_x, _) = chart.current_end.unwrap();
        assert!(
            (end_x - chart.plot.right).abs() < 0.05,
            "the run ends at the right edge"
        );
    }

    #[test]
    fn a_long_run_stays_light_and_keeps_its_spikes() {
        let reports = 100 * CostTrace::CAPACITY as u64;
        let chart_of = |spike: bool| {
            let trace = trace((0..reports).map(|i| {
                let current = if spike && i == reports / 3 { 80 } else { 20 };
                (i * 1000, 10, current, 0)
            }));
            CostPlot::new(&trace, 500.0, 200.0, "re-heat")
        };
        let chart = chart_of(true);
        let points = chart.current_path.matches(['M', 'L']).count();
        assert!(points <= 2 * CostTrace::CAPACITY, "{points} points");
        let top = numbers(&chart.current_path)
            .chunks(2)
            .map(|point| point[1])
            .fold(f64::INFINITY, f64::min);
        assert!(
            (top - chart.plot.top).abs() < 0.05,
            "the spike reaches the top of the plot"
        );
        let flat = chart_of(false);
        assert!(flat.current_path.len() < chart.current_path.len() + 40);
    }

    #[test]
    fn the_best_cost_falls_in_steps_and_restarts_are_marked() {
        let trace = trace([
            (0, 30, 30, 0),
            (10, 20, 25, 0),
            (20, 20, 40, 1),
            (30, 5, 5, 1),
        ]);
        let chart = CostPlot::new(&trace, 300.0, 150.0, "re-heat");
        assert!(chart.best_path.starts_with('M'));
        assert_eq!(chart.best_path.matches('H').count(), 3);
        assert_eq!(chart.best_path.matches('V').count(), 3);
        assert_eq!(chart.restart_marks.matches('M').count(), 1);
        assert_eq!(
            chart.summary,
            "Cost chart: best cost 5 so far, down from 30, after 30 iterations; 1 re-heat"
        );
    }

    #[test]
    fn an_empty_or_single_report_trace_draws_without_dividing_by_zero() {
        let empty = CostPlot::new(&CostTrace::default(), 10.0, 10.0, "restart");
        assert_eq!(empty.summary, "Cost chart: no progress reported yet");
        assert!(empty.current_path.is_empty());
        assert!(empty.width > 10.0, "a minimum size keeps the plot drawable");
        let single = CostPlot::new(&trace([(0, 0, 0, 0)]), 300.0, 150.0, "restart");
        assert_eq!(
            single.current_end,
            Some((single.plot.left, single.plot.bottom))
        );
        assert!(single
            .current_path
            .chars()
            .all(|c| !c.is_alphabetic() || c == 'M'));
        assert!(numbers(&single.current_path).iter().all(|v| v.is_finite()));
        assert_eq!(
            single.summary,
            "Cost chart: best cost 0 so far, after 0 iterations"
        );
    }
}
