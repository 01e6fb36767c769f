//! One entry of a race lineup, and the lineup in a share link:
//! `engine~seed~preset~name=value,name=value` per entry, entries joined by
//! `;` (the link percent-encodes the whole).

use crate::worker::RunId;
use crate::worker::RunRequest;
use sudoku_engine::shape::Sudoku;
use sudoku_engine::{Limits, Uniqueness};

/// An engine with everything that makes its run reproducible.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RaceEntry {
    pub engine: String,
    pub preset: Option<String>,
    /// `name=value` settings over the preset or defaults.
    pub params: Vec<(String, String)>,
    pub seed: u64,
}

impl RaceEntry {
    /// "anneal · improved · cooling=0.9 · seed 7".
    pub fn label(&self) -> String {
        let mut parts = vec![self.engine.clone()];
        parts.extend(self.preset.clone());
        parts.extend(
            self.params
                .iter()
                .map(|(name, value)| format!("{name}={value}")),
        );
        if sudoku_engine::find(&self.engine)
            .is_some_and(|info| info.kind == sudoku_engine::EngineKind::Stochastic)
        {
            parts.push(format!("seed {}", self.seed));
        }
        parts.join(" · ")
    }

    /// The request that runs this entry on `puzzle`.
    pub fn request(
        &self,
        id: RunId,
        puzzle: Sudoku,
        time_limit_ms: Option<f64>,
        uniqueness: Uniqueness,
    ) -> RunRequest {
        RunRequest {
            id,
            puzzle,
            engine: self.engine.clone(),
            preset: self.preset.clone(),
            params: self.params.clone(),
            seed: self.seed,
            limits: Limits {
                time_limit_ms,
                uniqueness,
            },
        }
    }
}

/// The lineup as a link value.
pub fn encode_lineup(entries: &[RaceEntry]) -> String {
    entries
        .iter()
        .map(|entry| {
            let params: Vec<String> = entry
                .params
                .iter()
                .map(|(n, v)| format!("{n}={v}"))
                .collect();
            format!(
                "{}~{}~{}~{}",
                entry.engine,
                entry.seed,
                entry.preset.as_deref().unwrap_or(""),
                params.join(",")
            )
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// A lineup read from a link: the entries it could read, and a sentence for
/// each one it could not.
pub fn decode_lineup(text: &str) -> (Vec<RaceEntry>, Vec<String>) {
    let mut entries = Vec::new();
    let mut warnings = Vec::new();
    for (index, part) in text
        .split(';')
        .filter(|part| !part.is_empty())
        .enumerate()
        .take(super::MAX_ENTRIES)
    {
        match decode_entry(part) {
            Ok(entry) => entries.push(entry),
            Err(why) => warnings.push(format!(
                "The link's race entry {} was left out: {why}.",
                index + 1
            )),
        }
    }
    (entries, warnings)
}

fn decode_entry(part: &str) -> Result<RaceEntry, String> {
    let fields: Vec<&str> = part.split('~').collect();
    let [engine, seed, preset, params] = fields.as_slice() else {
        return Err(format!("'{part}' is not engine~seed~preset~parameters"));
    };
    let info = sudoku_engine::find(engine)
        .ok_or_else(|| format!("there is no engine called '{engine}'"))?;
    let seed = seed
        .parse::<u64>()
        .map_err(|_| format!("'{seed}' is not a seed"))?;
    let preset = (!preset.is_empty()).then(|| preset.to_string());
    let params: Vec<(String, String)> = params
        .split(',')
        .filter(|setting| !setting.is_empty())
        .map(|setting| {
            setting
                .split_once('=')
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .ok_or_else(|| format!("'{setting}' is not name=value"))
        })
        .collect::<Result<_, _>>()?;
    let settings = params
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()));
    info.resolve(preset.as_deref(), settings)
        .map_err(|error| format!("{}: {error}", info.name))?;
    Ok(RaceEntry {
        engine: info.name.to_string(),
        preset,
        params,
        seed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lineup_round_trips_and_bad_entries_are_named() {
        let lineup = vec![
            RaceEntry {
                engine: "fast".into(),
                preset: None,
                params: vec![],
                seed: 1,
            },
            RaceEntry {
                engine: "anneal".into(),
                preset: None,
                params: vec![("cooling".into(), "0.9".into())],
                seed: 7,
            },
        ];
        let text = encode_lineup(&lineup);
        assert_eq!(decode_lineup(&text), (lineup.clone(), vec![]));
        assert_eq!(lineup[1].label(), "anneal · cooling=0.9 · seed 7");
        let (kept, warnings) = decode_lineup(&format!(
            "{text};quantum~1~~;anneal~x~~;anneal~1~~cooling=7"
        ));
        assert_eq!(kept, lineup);
        assert_eq!(warnings.len(), 3);
        assert!(
            warnings[0].contains("no engine called 'quantum'"),
            "{warnings:?}"
        );
        assert!(warnings[2].contains("cooling"), "{warnings:?}");
    }
}
