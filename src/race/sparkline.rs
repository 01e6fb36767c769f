//! A cost line small enough for a race lane: the best cost of a run over
//! its iterations, as one SVG path in a `width` x `height` box (the highest
//! cost at the top, zero at the bottom).

use crate::live::CostTrace;

/// The path of the best cost in `trace`; empty when the run reports no cost.
pub fn sparkline(trace: &CostTrace, width: f64, height: f64) -> String {
    let points: Vec<(u64, u32)> = trace
        .buckets()
        .iter()
        .filter_map(|bucket| Some((bucket.last, bucket.last_best?)))
        .collect();
    let (Some(first), Some(last)) = (points.first(), points.last()) else {
        return String::new();
    };
    let span = (last.0 - first.0).max(1) as f64;
    let top = points
        .iter()
        .map(|&(_, cost)| cost)
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let mut path = String::new();
    for (index, &(at, cost)) in points.iter().enumerate() {
        let x = (at - first.0) as f64 / span * width;
        let y = height - cost as f64 / top * height;
        let command = if index == 0 { 'M' } else { 'L' };
        path.push_str(&format!("{command}{x:.1} {y:.1}"));
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::Progress;
    use sudoku_engine::Values;

    #[test]
    fn the_line_falls_with_the_best_cost() {
        let mut trace = CostTrace::default();
        assert_eq!(sparkline(&trace, 100.0, 20.0), "");
        for (iterations, best) in [(0, 10), (50, 5), (100, 0)] {
            trace.push(&Progress {
                best_cost: Some(best),
                current_cost: Some(best),
                ..Progress::exact(iterations, Values::empty(9))
            });
        }
        assert_eq!(
            sparkline(&trace, 100.0, 20.0),
            "M0.0 0.0L50.0 10.0L100.0 20.0"
        );
    }
}
