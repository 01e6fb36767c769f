//! How a run's numbers read: the live counters (iterations, rate, elapsed
//! time, costs), the few statistics worth a glance while an engine runs,
//! and every named statistic labelled and formatted by its kind.
//!
//! Nothing here knows engines by name: a statistic is highlighted or
//! relabelled by its own name, so any engine reporting `temperature` or
//! `valid_nodes` gets the same treatment.

use crate::protocol::{group_thousands, NamedStat, ProgressReport, StatReport};

/// One labelled number.
#[derive(Clone, Debug, PartialEq)]
pub struct Counter {
    pub label: String,
    pub value: String,
    /// A longer explanation (a tooltip), if the label needs one.
    pub detail: Option<&'static str>,
}

/// A statistic's label and explanation, by the statistic's name.
struct Known {
    name: &'static str,
    label: &'static str,
    detail: &'static str,
    /// Shown among the live counters.
    highlight: bool,
}

/// Statistics with a label of their own; the paper's terms where there is
/// one. Highlights come in this order.
const KNOWN: &[Known] = &[
    Known {
        name: "temperature",
        label: "Temperature",
        detail: "how readily a worse move is accepted; falls after each Markov chain",
        highlight: true,
    },
    Known {
        name: "reheats",
        label: "Re-heats",
        detail: "restarts at the start temperature after chains without a new lowest cost",
        highlight: true,
    },
    Known {
        name: "accepted",
        label: "Accepted",
        detail: "moves or improvisations kept, with their share of all iterations",
        highlight: true,
    },
    Known {
        name: "memory_best",
        label: "Memory best",
        detail: "objective of the best harmony in memory",
        highlight: true,
    },
    Known {
        name: "memory_worst",
        label: "Memory worst",
        detail: "objective of the worst harmony in memory (the next to be replaced)",
        highlight: true,
    },
    Known {
        name: "valid_nodes",
        label: "Valid nodes V",
        detail: "cells the search had to fill, each with its final digit",
        highlight: true,
    },
    Known {
        name: "invalid_nodes",
        label: "Invalid nodes IV",
        detail: "other digits open cells have held: branches tried and abandoned",
        highlight: true,
    },
    Known {
        name: "sr",
        label: "Success rating SR",
        detail: "SR = V / (V + 2 IV)",
        highlight: true,
    },
    Known {
        name: "dc",
        label: "Difficulty coefficient DC",
        detail: "DC = 1 - SR",
        highlight: true,
    },
    Known {
        name: "level",
        label: "Level",
        detail: "the paper's level from DC: 1 ultra easy to 5 evil",
        highlight: false,
    },
    Known {
        name: "start_temperature",
        label: "Start temperature",
        detail: "the cost's standard deviation over a sample of random moves",
        highlight: false,
    },
];

/// Reported by every engine as a counter of its own, or already among the
/// live counters: not repeated as a statistic.
const SHOWN_ELSEWHERE: &[&str] = &["iterations", "best_cost", "current_cost", "level_name"];

/// The live counters of `report`: iterations, their rate, elapsed time, the
/// costs, then the highlighted statistics it carries.
pub fn live_counters(report: &ProgressReport) -> Vec<Counter> {
    let plain = |label: &str, value: String| Counter {
        label: label.to_string(),
        value,
        detail: None,
    };
    let mut counters = vec![
        plain("Iterations", group_thousands(report.iterations)),
        plain(
            "Iterations/s",
            iterations_per_second(report).map_or("—".to_string(), format_rate),
        ),
        plain("Elapsed", format_elapsed(report.elapsed_ms)),
    ];
    if let Some(cost) = report.best_cost {
        counters.push(plain("Best cost", cost.to_string()));
    }
    if let Some(cost) = report.current_cost {
        counters.push(plain("Current cost", cost.to_string()));
    }
    for known in KNOWN.iter().filter(|known| known.highlight) {
        if let Some(stat) = report.stats.iter().find(|stat| stat.name == known.name) {
            counters.push(Counter {
                label: known.label.to_string(),
                value: stat_value(stat, report),
                detail: Some(known.detail),
            });
        }
    }
    counters
}

/// Every statistic of `report` not already among the live counters, labelled.
pub fn all_stats(report: &ProgressReport) -> Vec<Counter> {
    report
        .stats
        .iter()
        .filter(|stat| !SHOWN_ELSEWHERE.contains(&stat.name.as_str()))
        .map(|stat| {
            let known = KNOWN.iter().find(|known| known.name == stat.name);
            Counter {
                label: known
                    .map_or_else(|| stat_label(&stat.name), |known| known.label.to_string()),
                value: stat_value(stat, report),
                detail: known.map(|known| known.detail),
            }
        })
        .collect()
}

/// What an engine's restarts are called, by its statistics: "re-heat" for
/// an engine that counts `reheats`, "restart" otherwise.
pub fn restart_word(stats: &[NamedStat]) -> &'static str {
    if stats.iter().any(|stat| stat.name == "reheats") {
        "re-heat"
    } else {
        "restart"
    }
}

/// A statistic's name as a label: `chain_length` reads "Chain length".
pub fn stat_label(name: &str) -> String {
    let words = name.replace('_', " ");
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => format!("{}{}", first.to_uppercase(), chars.as_str()),
        None => words,
    }
}

/// A statistic's value formatted by kind; `accepted` also gets its share of
/// the iterations.
fn stat_value(stat: &NamedStat, report: &ProgressReport) -> String {
    let text = format_stat(&stat.value);
    match (&stat.value, stat.name.as_str()) {
        (StatReport::Count(accepted), "accepted") if report.iterations > 0 => {
            let share = *accepted as f64 * 100.0 / report.iterations as f64;
            format!("{text} ({})", format_percent(share))
        }
        _ => text,
    }
}

/// Counts with thousands separators, reals to three significant digits.
pub fn format_stat(value: &StatReport) -> String {
    match value {
        StatReport::Count(count) => group_thousands(*count),
        StatReport::Real(real) => format_real(*real),
        StatReport::Text(text) => text.clone(),
    }
}

/// Three significant digits (0.292, 5.04, 12.3), whole numbers from 100
/// up, and "< 0.001" below.
pub fn format_real(value: f64) -> String {
    if !value.is_finite() {
        return value.to_string();
    }
    let magnitude = value.abs();
    if magnitude == 0.0 {
        return "0".to_string();
    }
    if magnitude >= 1000.0 {
        let grouped = group_thousands(magnitude.round() as u64);
        return if value < 0.0 {
            format!("-{grouped}")
        } else {
            grouped
        };
    }
    // Exponent formatting would cost the app 1.4 KB (gzipped) for values
    // that read as "practically zero" anyway.
    if magnitude < 0.001 {
        return if value > 0.0 { "< 0.001" } else { "> -0.001" }.to_string();
    }
    let decimals = [100.0, 10.0, 1.0, 0.1, 0.01]
        .iter()
        .position(|&bound| magnitude >= bound)
        .unwrap_or(5);
    format!("{value:.decimals$}")
}

fn format_percent(share: f64) -> String {
    if share > 0.0 && share < 0.1 {
        "< 0.1%".to_string()
    } else if share > 0.0 && share < 1.0 {
        format!("{share:.1}%")
    } else {
        format!("{share:.0}%")
    }
}

/// Iterations a second over the whole run so far.
pub fn iterations_per_second(report: &ProgressReport) -> Option<f64> {
    (report.elapsed_ms > 0.0).then(|| report.iterations as f64 * 1000.0 / report.elapsed_ms)
}

/// A rate for people: 950/s, 12.3k/s, 34.2M/s.
pub fn format_rate(per_second: f64) -> String {
    format!("{}/s", crate::cost_chart::compact_count(per_second.round()))
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

    fn stat(name: &str, value: StatReport) -> NamedStat {
        NamedStat {
            name: name.to_string(),
            value,
        }
    }

    fn anneal_report() -> ProgressReport {
        ProgressReport {
            iterations: 12_000_000,
            elapsed_ms: 1500.0,
            best_cost: Some(4),
            current_cost: Some(9),
            restarts: 3,
            stats: vec![
                stat("iterations", StatReport::Count(12_000_000)),
                stat("accepted", StatReport::Count(3_000_000)),
                stat("reheats", StatReport::Count(3)),
                stat("temperature", StatReport::Real(0.29327)),
                stat("start_temperature", StatReport::Real(5.0409)),
                stat("best_cost", StatReport::Count(4)),
                stat("chain_length", StatReport::Count(3364)),
            ],
            ..ProgressReport::default()
        }
    }

    fn labels(counters: &[Counter]) -> Vec<&str> {
        counters
            .iter()
            .map(|counter| counter.label.as_str())
            .collect()
    }

    #[test]
    fn live_counters_lead_with_rate_and_time_then_the_named_highlights() {
        let counters = live_counters(&anneal_report());
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
    }

    #[test]
    fn harmony_statistics_use_the_papers_terms() {
        let report = ProgressReport {
            stats: vec![
                stat("valid_nodes", StatReport::Count(57)),
                stat("invalid_nodes", StatReport::Count(69)),
                stat("sr", StatReport::Real(57.0 / 195.0)),
                stat("dc", StatReport::Real(1.0 - 57.0 / 195.0)),
                stat("level", StatReport::Count(3)),
                stat("level_name", StatReport::Text("medium".into())),
                stat("memory_best", StatReport::Count(2)),
                stat("memory_worst", StatReport::Count(11)),
            ],
            ..ProgressReport::default()
        };
        let counters = live_counters(&report);
        assert_eq!(
            labels(&counters)[3..],
            [
                "Memory best",
                "Memory worst",
                "Valid nodes V",
                "Invalid nodes IV",
                "Success rating SR",
                "Difficulty coefficient DC"
            ]
        );
        assert_eq!(counters[1].value, "—", "no time, no rate");
        assert_eq!(counters.last().unwrap().value, "0.708");
        let all = all_stats(&report);
        assert!(labels(&all).contains(&"Level"));
        assert!(
            !labels(&all).contains(&"Level name"),
            "the level panel names it"
        );
    }

    #[test]
    fn restarts_are_named_by_the_statistics() {
        assert_eq!(restart_word(&anneal_report().stats), "re-heat");
        assert_eq!(restart_word(&[]), "restart");
    }

    #[test]
    fn unknown_statistics_are_labelled_from_their_names() {
        let all = all_stats(&anneal_report());
        assert_eq!(
            labels(&all),
            [
                "Accepted",
                "Re-heats",
                "Temperature",
                "Start temperature",
                "Chain length"
            ]
        );
        assert_eq!(all[4].value, "3,364");
        assert_eq!(all[4].detail, None);
    }

    #[test]
    fn numbers_read_at_a_glance() {
        assert_eq!(format_real(0.29327), "0.293");
        assert_eq!(format_real(5.0409), "5.04");
        assert_eq!(format_real(12.34), "12.3");
        assert_eq!(format_real(123.4), "123");
        assert_eq!(format_real(0.00456), "0.00456");
        assert_eq!(format_real(12_345.6), "12,346");
        assert_eq!(format_real(0.0), "0");
        assert_eq!(format_real(0.00001234), "< 0.001");
        assert_eq!(format_elapsed(849.6), "850 ms");
        assert_eq!(format_elapsed(12_345.0), "12.3 s");
        assert_eq!(format_elapsed(59_999.0), "59.9 s");
        assert_eq!(format_elapsed(125_000.0), "2 min 05 s");
        assert_eq!(format_rate(34_249_000.0), "34.2M/s");
        assert_eq!(format_rate(950.2), "950/s");
        assert_eq!(format_percent(0.26), "0.3%");
        assert_eq!(format_percent(46.2), "46%");
        assert_eq!(format_percent(0.02), "< 0.1%");
        assert_eq!(format_percent(0.0), "0%");
    }
}
