//! How a run's numbers read: the live counters (iterations, rate, elapsed
//! time, costs, then the statistics the engine marks as live) and every
//! statistic the engine reports, labelled and formatted as the engine
//! declares them ([`sudoku_engine::StatSpec`]). Nothing here names an
//! engine or a statistic.

use sudoku_engine::stats::group_thousands;
use sudoku_engine::{EngineInfo, Snapshot, StatSpec, StatValue};

use super::axis::compact_count;

/// One labelled number.
#[derive(Clone, Debug, PartialEq)]
pub struct Counter {
    pub label: String,
    pub value: String,
    /// A longer explanation (a tooltip), if the label needs one.
    pub detail: Option<&'static str>,
}

impl Counter {
    fn plain(label: &str, value: String) -> Counter {
        Counter {
            label: label.to_string(),
            value,
            detail: None,
        }
    }

    /// A declared statistic with its value.
    pub fn of(spec: &StatSpec, value: &StatValue, iterations: u64) -> Counter {
        Counter {
            label: spec.label.to_string(),
            value: spec.display(value, iterations),
            detail: Some(spec.explanation),
        }
    }
}

/// The live counters of a run of `engine`: iterations, their rate, elapsed
/// time, the costs, then the statistics the engine marks as live.
pub fn live_counters(engine: &EngineInfo, snapshot: &Snapshot) -> Vec<Counter> {
    let progress = &snapshot.progress;
    let mut counters = vec![
        Counter::plain("Iterations", group_thousands(progress.iterations)),
        Counter::plain(
            "Iterations/s",
            iterations_per_second(snapshot).map_or("—".to_string(), format_rate),
        ),
        Counter::plain("Elapsed", format_elapsed(snapshot.elapsed_ms)),
    ];
    if let Some(cost) = progress.best_cost {
        counters.push(Counter::plain("Best cost", cost.to_string()));
    }
    if let Some(cost) = progress.current_cost {
        counters.push(Counter::plain("Current cost", cost.to_string()));
    }
    counters.extend(declared(engine, snapshot, |spec| spec.live));
    counters.extend(rates(engine, snapshot));
    counters
}

/// "Cycles/s" for every statistic the engine wants read as a rate.
fn rates<'a>(engine: &'a EngineInfo, snapshot: &'a Snapshot) -> impl Iterator<Item = Counter> + 'a {
    engine
        .stats
        .iter()
        .filter(|spec| spec.per_second && snapshot.elapsed_ms > 0.0)
        .filter_map(|spec| {
            let value = snapshot.stats.get_real(spec.name)?;
            Some(Counter {
                label: format!("{}/s", spec.label),
                value: format_rate(value * 1000.0 / snapshot.elapsed_ms),
                detail: Some(spec.explanation),
            })
        })
}

/// Every statistic of `snapshot` that `engine` declares, in declared order.
pub fn all_stats(engine: &EngineInfo, snapshot: &Snapshot) -> Vec<Counter> {
    declared(engine, snapshot, |_| true)
}

fn declared(
    engine: &EngineInfo,
    snapshot: &Snapshot,
    wanted: impl Fn(&StatSpec) -> bool,
) -> Vec<Counter> {
    let iterations = snapshot.progress.iterations;
    engine
        .stats
        .iter()
        .filter(|spec| wanted(spec))
        .filter_map(|spec| {
            let value = snapshot.stats.get(spec.name)?;
            Some(Counter::of(spec, value, iterations))
        })
        .collect()
}

/// Iterations a second over the whole run so far.
pub fn iterations_per_second(snapshot: &Snapshot) -> Option<f64> {
    (snapshot.elapsed_ms > 0.0)
        .then(|| snapshot.progress.iterations as f64 * 1000.0 / snapshot.elapsed_ms)
}

/// A rate for people: 950/s, 12.3k/s, 34.2M/s.
pub fn format_rate(per_second: f64) -> String {
    format!("{}/s", compact_count(per_second.round()))
}

/// Elapsed time for people: 850 ms, 12.3 s, 2 min 05 s.
pub fn format_elapsed(ms: f64) -> String {
    let ms = ms.max(0.0);
    if ms < 1000.0 {
        format!("{} ms", ms.round() as u64)
    } else if ms < 60_000.0 {
        format!("{:.1} s", (ms / 100.0).floor() / 10.0)
    } else {
        let seconds = (ms / 1000.0).floor() as u64;
        format!("{} min {:02} s", seconds / 60, seconds % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::Values;
    use sudoku_engine::{Progress, Reports, Stats};

    fn anneal_snapshot() -> Snapshot {
        Snapshot {
            progress: Progress {
                iterations: 12_000_000,
                grid: Values::empty(9),
                best_cost: Some(4),
                current_cost: Some(9),
                restarts: 3,
            },
            elapsed_ms: 1500.0,
            stats: Stats::new()
                .real("temperature", 0.29327)
                .count("reheats", 3)
                .count("accepted", 3_000_000)
                .real("start_temperature", 5.0409)
                .count("chain_length", 3364),
            picture: None,
        }
    }

    fn labels(counters: &[Counter]) -> Vec<&str> {
        counters
            .iter()
            .map(|counter| counter.label.as_str())
            .collect()
    }

    #[test]
    fn live_counters_lead_with_rate_and_time_then_the_declared_live_statistics() {
        let anneal = sudoku_engine::find("anneal").unwrap();
        let counters = live_counters(anneal, &anneal_snapshot());
        assert_eq!(
            labels(&counters),
            [
                "Iterations",
                "Iterations/s",
                "Elapsed",
                "Best cost",
                "Current cost",
                "Temperature",
                "Re-heats",
                "Accepted"
            ]
        );
        let values: Vec<&str> = counters.iter().map(|c| c.value.as_str()).collect();
        assert_eq!(
            values,
            [
                "12,000,000",
                "8M/s",
                "1.5 s",
                "4",
                "9",
                "0.293",
                "3",
                "3,000,000 (25%)"
            ]
        );
        let all = all_stats(anneal, &anneal_snapshot());
        assert_eq!(all[4].label, "Chain length");
        assert_eq!(all[4].value, "3,364");
    }

    /// An engine the app has never heard of: its declarations are all the app needs.
    const NEWCOMER: EngineInfo = EngineInfo {
        name: "newcomer",
        summary: "a test engine",
        source: "this test",
        kind: sudoku_engine::EngineKind::Stochastic,
        params: &[],
        presets: &[],
        stats: &[StatSpec::count("sparks", "Sparks", "how many sparks flew").live()],
        shapes: sudoku_engine::Shapes::Classic,
        reports: Reports {
            cost: true,
            ..Reports::PLAIN
        },
    };

    #[test]
    fn a_new_engine_shows_its_statistics_by_its_own_declarations() {
        let snapshot = Snapshot {
            stats: Stats::new().count("sparks", 1234),
            ..anneal_snapshot()
        };
        let counters = live_counters(&NEWCOMER, &snapshot);
        let sparks = counters.last().unwrap();
        assert_eq!(
            (sparks.label.as_str(), sparks.value.as_str()),
            ("Sparks", "1,234")
        );
        assert_eq!(sparks.detail, Some("how many sparks flew"));
    }

    #[test]
    fn a_statistic_can_also_read_as_a_rate() {
        let ant = sudoku_engine::find("ant").unwrap();
        let snapshot = Snapshot {
            stats: Stats::new().count("cycles", 30),
            elapsed_ms: 1500.0,
            ..anneal_snapshot()
        };
        let counters = live_counters(ant, &snapshot);
        let rate = counters
            .iter()
            .find(|c| c.label == "Cycles/s")
            .expect("a rate");
        assert_eq!(rate.value, "20/s");
    }

    #[test]
    fn times_and_rates_read_at_a_glance() {
        assert_eq!(format_elapsed(849.6), "850 ms");
        assert_eq!(format_elapsed(12_345.0), "12.3 s");
        assert_eq!(format_elapsed(59_999.0), "59.9 s");
        assert_eq!(format_elapsed(125_000.0), "2 min 05 s");
        assert_eq!(format_rate(34_249_000.0), "34.2M/s");
        assert_eq!(format_rate(950.2), "950/s");
    }
}
