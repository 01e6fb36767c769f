//! `sudoku generate --level / --se`: puzzles whose rating lands where asked
//! (checked against `sudoku rate`), honest `error:` lines with the closest
//! puzzle when a target is out of reach, and the ratings made on stderr.

mod common;

use common::{sudoku, sudoku_with_input};
use serde_json::Value;

/// `puzzle,solution,rating` lines split into their fields.
fn records(args: &[&str]) -> Vec<[String; 3]> {
    sudoku(args)
        .ok_lines()
        .iter()
        .map(|line| {
            let fields: Vec<&str> = line.split(',').collect();
            assert_eq!(fields.len(), 3, "puzzle,solution,rating: {line}");
            [0, 1, 2].map(|i| fields[i].to_string())
        })
        .collect()
}

/// `sudoku rate`'s `ER/EP/ED level hardest` of each puzzle.
fn rated(puzzles: &[[String; 3]]) -> Vec<(String, String)> {
    let input: String = puzzles.iter().map(|r| format!("{}\n", r[0])).collect();
    sudoku_with_input(&["rate"], &input)
        .ok_lines()
        .iter()
        .map(|line| {
            let mut words = line.split(' ');
            let er = words.next().unwrap().split('/').next().unwrap();
            (er.to_string(), words.next().unwrap().to_string())
        })
        .collect()
}

#[test]
fn every_line_carries_the_rating_sudoku_rate_gives() {
    let made = records(&["generate", "-n", "12", "--seed", "4"]);
    for (record, (er, _)) in made.iter().zip(rated(&made)) {
        assert_eq!(record[2], er, "{record:?}");
    }
}

#[test]
fn a_level_target_gives_puzzles_of_that_level() {
    for level in ["easy", "hard", "extreme"] {
        let made = records(&["generate", "-n", "4", "--seed", "6", "--level", level]);
        assert_eq!(made.len(), 4);
        for (record, (_, rated_level)) in made.iter().zip(rated(&made)) {
            assert!(
                rated_level.eq_ignore_ascii_case(level),
                "{record:?} is {rated_level}, not {level}"
            );
        }
    }
}

#[test]
fn an_se_range_gives_ratings_inside_it_the_same_on_any_number_of_threads() {
    let args = ["generate", "-n", "6", "--seed", "8", "--se", "7.5-8.5"];
    let one = records(&[&args[..], &["--jobs", "1"]].concat());
    for record in &one {
        let er: f64 = record[2].parse().unwrap();
        assert!((7.5..=8.5).contains(&er), "{record:?}");
    }
    assert_eq!(one, records(&[&args[..], &["--jobs", "2"]].concat()));
}

#[test]
fn a_target_out_of_reach_says_so_and_offers_the_closest_puzzle() {
    let run = sudoku(&[
        "generate",
        "--seed",
        "1",
        "--se",
        "9.5-20",
        "--max-tries",
        "8",
    ]);
    let lines = run.ok_lines();
    assert_eq!(lines.len(), 1);
    let (message, closest) = lines[0].rsplit_once(": ").unwrap();
    assert!(
        message.starts_with("error: no puzzle met the options in 8 tries; the closest was rated"),
        "{message}"
    );
    let fields: Vec<&str> = closest.split(',').collect();
    assert_eq!(fields.len(), 3, "{closest}");
    assert!(
        message.contains(&format!("rated {} (", fields[2])),
        "{message}"
    );
    assert!(
        run.stderr.contains("gave up on 1 (tries_spent)"),
        "{}",
        run.stderr
    );

    // ER 20.0 means the solver gets stuck: it never does, so time runs out.
    let run = sudoku(&[
        "generate",
        "--seed",
        "1",
        "--se",
        "20",
        "--time-limit",
        "0.3",
    ]);
    let line = run.ok_lines()[0].to_string();
    assert!(
        line.starts_with("error: no puzzle met the options within 0.3 s"),
        "{line}"
    );
    assert!(
        run.stderr.contains("gave up on 1 (time_limit)"),
        "{}",
        run.stderr
    );
}

#[test]
fn json_carries_every_reading_and_the_closest_on_giving_up() {
    let run = sudoku(&[
        "generate", "-n", "2", "--seed", "3", "--level", "unfair", "--json",
    ]);
    for line in run.ok_lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["status"], "made");
        assert_eq!(record["target"], "Unfair");
        let rating = &record["rating"];
        assert_eq!(rating["hodoku"]["level"], "Unfair", "{line}");
        for field in ["er", "ep", "ed", "hardest"] {
            assert!(!rating[field].is_null(), "{field} in {line}");
        }
    }
    let run = sudoku(&[
        "generate",
        "--seed",
        "3",
        "--se",
        "9.5-20",
        "--max-tries",
        "3",
        "--json",
    ]);
    let record: Value = serde_json::from_str(run.ok_lines()[0]).unwrap();
    assert_eq!(record["status"], "tries_spent");
    assert_eq!(record["target"], "SE 9.5-20.0");
    assert_eq!(record["closest"]["puzzle"].as_str().unwrap().len(), 81);
    assert!(record["closest"]["rating"]["er"].as_f64().unwrap() < 9.5);
}

#[test]
fn the_ratings_made_are_summed_up_on_stderr() {
    let run = sudoku(&["generate", "-n", "30", "--seed", "2"]);
    assert_eq!(run.ok_lines().len(), 30);
    for heading in ["SE rating (ER)", "HoDoKu level"] {
        assert!(run.stderr.contains(heading), "{}", run.stderr);
    }
    let bands: u64 = section(&run.stderr, "SE rating (ER)");
    let levels: u64 = section(&run.stderr, "HoDoKu level");
    assert_eq!((bands, levels), (30, 30), "{}", run.stderr);

    let bare = sudoku(&["generate", "-n", "3", "--seed", "2", "--unrated"]);
    assert!(bare.ok_lines().iter().all(|l| l.split(',').count() == 2));
    assert!(!bare.stderr.contains("HoDoKu level"), "{}", bare.stderr);
}

/// The counts of a histogram section of the summary, added up.
fn section(summary: &str, title: &str) -> u64 {
    summary
        .lines()
        .skip_while(|line| *line != title)
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .map(|line| line.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum()
}

#[test]
fn bad_targets_are_usage_errors_that_say_why() {
    let cases: [(&[&str], &str); 5] = [
        (&["--level", "insane"], "unknown level 'insane'"),
        (&["--se", "9-8"], "runs backwards"),
        (&["--se", "nine"], "'nine' is not an SE rating"),
        (&["--level", "hard", "--se", "7-8"], "cannot be used with"),
        (&["--level", "hard", "--unrated"], "cannot be used with"),
    ];
    for (args, message) in cases {
        let run = sudoku(&[&["generate"][..], args].concat());
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}

#[test]
fn practice_puzzles_need_their_technique_and_an_unknown_one_is_named() {
    let made = records(&["generate", "-n", "3", "--seed", "2", "--needs", "x-wing"]);
    assert_eq!(made.len(), 3);
    for record in &made {
        let explained = sudoku(&["explain", &record[0]]);
        assert!(
            explained
                .ok_lines()
                .iter()
                .any(|line| line.contains("X-Wing")),
            "{record:?}: its explanation takes no X-Wing"
        );
    }
    let sixes = sudoku(&["generate", "--shape", "6x6", "-n", "2", "--seed", "1"]);
    let sixes = sixes.ok_lines();
    let practice = ["generate", "--shape", "6x6", "--seed", "1", "--needs"];
    let hidden_pairs = sudoku(&[&practice[..], &["hidden pair"]].concat());
    let hidden_pair = &hidden_pairs.ok_lines()[0];
    assert!(
        !sixes.contains(hidden_pair),
        "the first plain 6x6s need none"
    );
    let explained = sudoku(&["explain", hidden_pair]);
    assert!(
        explained.stdout.contains("Hidden Pair"),
        "{hidden_pair}: {}",
        explained.stdout
    );
    let refused = sudoku(&["generate", "--needs", "x-wang"]);
    assert!(
        refused
            .stderr
            .contains("'x-wang' is no technique or family; families: singles"),
        "{}",
        refused.stderr
    );
}
