//! A run's costs over its whole length in bounded memory, for the cost
//! chart: [`CostTrace`] keeps the lowest and highest current and best cost of
//! each span of progress reports, so spikes and restarts survive however
//! long the run.

use sudoku_engine::Progress;

/// The lowest and highest value of a series within a span of iterations,
/// and where each was seen: enough to draw the series' shape at any zoom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extremes {
    pub min: u32,
    pub min_at: u64,
    pub max: u32,
    pub max_at: u64,
}

impl Extremes {
    fn at(iterations: u64, value: u32) -> Extremes {
        Extremes {
            min: value,
            min_at: iterations,
            max: value,
            max_at: iterations,
        }
    }

    /// Both spans in one; `later` comes after `self`, so ties keep the earlier point.
    fn merge(self, later: Extremes) -> Extremes {
        let (min, min_at) = if later.min < self.min {
            (later.min, later.min_at)
        } else {
            (self.min, self.min_at)
        };
        let (max, max_at) = if later.max > self.max {
            (later.max, later.max_at)
        } else {
            (self.max, self.max_at)
        };
        Extremes {
            min,
            min_at,
            max,
            max_at,
        }
    }

    /// The extreme points in the order they were seen: one point when the
    /// series did not move.
    pub fn points(&self) -> Vec<(u64, u32)> {
        if self.min == self.max {
            return vec![(self.min_at.min(self.max_at), self.min)];
        }
        let mut points = vec![(self.min_at, self.min), (self.max_at, self.max)];
        points.sort_by_key(|&(at, _)| at);
        points
    }
}

fn merge_series(earlier: Option<Extremes>, later: Option<Extremes>) -> Option<Extremes> {
    match (earlier, later) {
        (Some(a), Some(b)) => Some(a.merge(b)),
        (a, b) => a.or(b),
    }
}

/// Progress reports of one span of a run, reduced to what a cost chart draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceBucket {
    /// Iterations at the first and the last report of the span.
    pub first: u64,
    pub last: u64,
    pub best: Option<Extremes>,
    pub current: Option<Extremes>,
    /// Restarts (re-heats...) that happened within the span.
    pub restarts: u64,
    /// The best cost at the last report of the span.
    pub last_best: Option<u32>,
}

impl TraceBucket {
    fn merge(self, later: TraceBucket) -> TraceBucket {
        TraceBucket {
            first: self.first,
            last: later.last,
            best: merge_series(self.best, later.best),
            current: merge_series(self.current, later.current),
            restarts: self.restarts + later.restarts,
            last_best: later.last_best.or(self.last_best),
        }
    }
}

/// Costs against iterations over a whole run, in bounded memory: reports go
/// into at most [`CostTrace::CAPACITY`] buckets of equally many reports,
/// each keeping the lowest and highest cost seen and where. When every
/// bucket is taken, neighbours merge in pairs and buckets take twice as many
/// reports from then on, so the trace always spans the run evenly and a
/// spike of the current cost is never lost, however long the run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CostTrace {
    buckets: Vec<TraceBucket>,
    /// Reports per full bucket (0 before the first report: read as 1).
    span: usize,
    /// Reports in the last bucket.
    in_last: usize,
    /// Restarts at the last report, to count new ones.
    last_restarts: u64,
}

impl CostTrace {
    pub const CAPACITY: usize = 256;

    /// Adds a snapshot's costs (exact engines report none).
    pub fn push(&mut self, report: &Progress) {
        if report.best_cost.is_none() && report.current_cost.is_none() {
            return;
        }
        let at = report.iterations;
        let bucket = TraceBucket {
            first: at,
            last: at,
            best: report.best_cost.map(|cost| Extremes::at(at, cost)),
            current: report.current_cost.map(|cost| Extremes::at(at, cost)),
            restarts: report.restarts.saturating_sub(self.last_restarts),
            last_best: report.best_cost,
        };
        self.last_restarts = report.restarts;
        let span = self.span.max(1);
        match self.buckets.last_mut() {
            Some(last) if self.in_last < span => {
                *last = last.merge(bucket);
                self.in_last += 1;
                return;
            }
            _ => {}
        }
        if self.buckets.len() == Self::CAPACITY {
            self.buckets = self
                .buckets
                .chunks(2)
                .map(|pair| {
                    pair.iter()
                        .copied()
                        .reduce(TraceBucket::merge)
                        .expect("chunks are not empty")
                })
                .collect();
            self.span = span * 2;
        } else {
            self.span = span;
        }
        self.buckets.push(bucket);
        self.in_last = 1;
    }

    /// The buckets in the order of the run.
    pub fn buckets(&self) -> &[TraceBucket] {
        &self.buckets
    }

    /// Restarts counted since the first report.
    pub fn restarts(&self) -> u64 {
        self.buckets.iter().map(|bucket| bucket.restarts).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(iterations: u64, cost: Option<u32>) -> Progress {
        Progress {
            iterations,
            grid: sudoku_engine::Values::empty(9),
            current_cost: cost,
            best_cost: cost,
            restarts: 0,
        }
    }

    #[test]
    fn the_trace_spans_long_runs_in_bounded_memory() {
        let mut trace = CostTrace::default();
        trace.push(&report(0, None));
        assert!(trace.buckets().is_empty(), "exact engines have no costs");
        let reports = 10 * CostTrace::CAPACITY as u64 + 7;
        for i in 0..reports {
            trace.push(&report(i * 1000, Some((reports - i) as u32)));
        }
        let buckets = trace.buckets();
        assert!(buckets.len() <= CostTrace::CAPACITY);
        assert!(buckets.len() > CostTrace::CAPACITY / 4);
        assert_eq!(buckets[0].first, 0);
        assert_eq!(buckets.last().unwrap().last, (reports - 1) * 1000);
        assert!(
            buckets.windows(2).all(|w| w[0].last < w[1].first),
            "buckets follow each other without overlap"
        );
        let widths: Vec<u64> = buckets[..buckets.len() - 1]
            .iter()
            .map(|bucket| bucket.last - bucket.first)
            .collect();
        assert!(
            widths.iter().all(|&width| width == widths[0]),
            "full buckets span equally many reports: {widths:?}"
        );
    }

    #[test]
    fn the_trace_keeps_every_spike_and_restart() {
        let mut trace = CostTrace::default();
        let reports = 20 * CostTrace::CAPACITY as u64;
        for i in 0..reports {
            let mut live = report(i, Some(30));
            live.best_cost = Some(30 - (i * 20 / reports) as u32);
            if i == 1234 {
                live.current_cost = Some(90);
            }
            if i == 4321 {
                live.current_cost = Some(3);
            }
            live.restarts = i / 1000;
            trace.push(&live);
        }
        let buckets = trace.buckets();
        let highest = buckets
            .iter()
            .filter_map(|b| b.current)
            .max_by_key(|e| e.max)
            .unwrap();
        assert_eq!((highest.max, highest.max_at), (90, 1234));
        let lowest = buckets
            .iter()
            .filter_map(|b| b.current)
            .min_by_key(|e| e.min)
            .unwrap();
        assert_eq!((lowest.min, lowest.min_at), (3, 4321));
        assert_eq!(trace.restarts(), (reports - 1) / 1000);
        let with_restarts: Vec<u64> = buckets
            .iter()
            .filter(|bucket| bucket.restarts > 0)
            .map(|bucket| bucket.last / 1000 * 1000)
            .collect();
        assert_eq!(with_restarts.len() as u64, (reports - 1) / 1000);
        let last = buckets.last().unwrap();
        assert_eq!(last.last_best, Some(11));
    }

    #[test]
    fn extremes_come_in_the_order_they_happened() {
        let rise = Extremes::at(5, 3).merge(Extremes::at(9, 8));
        assert_eq!(rise.points(), vec![(5, 3), (9, 8)]);
        let fall = Extremes::at(5, 8).merge(Extremes::at(9, 3));
        assert_eq!(fall.points(), vec![(5, 8), (9, 3)]);
        let flat = Extremes::at(5, 4).merge(Extremes::at(9, 4));
        assert_eq!(flat.points(), vec![(5, 4)]);
    }
}
