//! Throughput of the `fast` engine against the `sudoku` crate (v0.8, by
//! Emerentius; AGPL, a dev-dependency of this benchmark only), the peer to
//! beat; `tdoku.md` beside this file says how it is compared with tdoku.
//!
//! For each benchmark set, both solvers first solve every puzzle and must
//! give the file's solution (and count exactly one solution). Then, round
//! after round, each solves the whole set (first solution) and counts its
//! solutions up to 2 (the uniqueness check, the figure compared with tdoku):
//! `PASSES` passes over the set, chunk by chunk, alternating which solver
//! goes first on each chunk so that machine noise hits both; the median
//! round is reported. Times are the thread's CPU time. Both of `fast`'s
//! timings go through the public surface on the classic 9x9 `Sudoku`
//! (`find_within` and `count_solutions`, which run `fast` on a classic
//! 9x9). The last column is `fast`'s guesses per puzzle when counting to
//! 2, counted as tdoku counts them (a branch's last way is not a guess).
//!
//! `cargo bench -p sudoku-engine --bench throughput [-- ROUNDS] [passes=N]
//! [NAME...]`: ROUNDS (default 3) is a number, `passes=N` (default 20) the
//! passes per round, NAME selects sets whose file contains it.

use std::hint::black_box;
use std::path::PathBuf;

use sudoku_engine::exact::counter::{find_within, Bound};
use sudoku_engine::exact::fast::count_with_stats;
use sudoku_engine::format::shaped::ShapeOptions;
use sudoku_engine::params::Params;
use sudoku_engine::shape::{Sudoku, Values};
use sudoku_engine::{count_solutions, find, read_puzzle, EngineInfo, Outcome, Step};

const SETS: &[&str] = &[
    "royle17_sample.txt",
    "magictour_top1465.txt",
    "forum_hardest_1905_11plus_sample.txt",
    "kaggle3m_radcliffe_rated.txt",
];

/// One benchmark set, parsed for both solvers.
struct Set {
    file: &'static str,
    ours: Vec<Sudoku>,
    peer: Vec<sudoku::Sudoku>,
    solutions: Vec<Values>,
}

fn load(file: &'static str) -> Set {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/data")
        .join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut set = Set {
        file,
        ours: Vec::new(),
        peer: Vec::new(),
        solutions: Vec::new(),
    };
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let at = || format!("{file}:{}", index + 1);
        // The data line as the reader reads it: the puzzle, and its
        // solution field checked against it.
        let read =
            read_puzzle(line, &ShapeOptions::default()).unwrap_or_else(|e| panic!("{}: {e}", at()));
        let solution = read
            .solution
            .unwrap_or_else(|| panic!("{}: no solution field", at()));
        set.ours.push(read.sudoku);
        let puzzle = line.split(',').next().unwrap_or("");
        set.peer.push(
            sudoku::Sudoku::from_str_line(puzzle)
                .unwrap_or_else(|e| panic!("{}: peer cannot parse: {e:?}", at())),
        );
        set.solutions.push(solution);
    }
    set
}

/// The registered `fast` engine and its parameters (it has none).
fn fast() -> (&'static EngineInfo, Params) {
    let info = find("fast").expect("fast is registered");
    (info, Params::defaults(info.params))
}

/// Checks that both solvers give the file's solution and count one
/// solution; returns our mean guesses per puzzle when counting to 2.
fn check(set: &Set) -> f64 {
    let (info, params) = fast();
    let mut guesses = 0;
    for (i, solution) in set.solutions.iter().enumerate() {
        let name = format!("{} puzzle {}", set.file, i + 1);
        let mut engine = info
            .start(&set.ours[i], &params, 0)
            .unwrap_or_else(|| panic!("{name}: fast takes the classic 9x9"));
        let Step::Finished(Outcome::Solved(ours)) = engine.step(u64::MAX) else {
            panic!("{name}: fast found no solution");
        };
        assert_eq!(&ours, solution, "{name}: fast");
        let (count, stats) = count_with_stats(&set.ours[i], 2).expect("a classic 9x9");
        assert_eq!(count, 1, "{name}: fast count");
        guesses += stats.get_count("guesses").expect("fast counts guesses");
        assert_eq!(
            find_within(&set.ours[i], 1, Bound::default()),
            Some(vec![solution.clone()]),
            "{name}"
        );
        assert_eq!(count_solutions(&set.ours[i], 2), 1, "{name}: fast count");

        let peer = set.peer[i]
            .some_solution()
            .unwrap_or_else(|| panic!("{name}: peer found no solution"));
        assert_eq!(&peer.to_bytes()[..], solution.cells(), "{name}: peer");
        assert_eq!(
            set.peer[i].solutions_count_up_to(2),
            1,
            "{name}: peer count"
        );
    }
    guesses as f64 / set.solutions.len() as f64
}

/// Seconds of this thread's CPU time one call of `pass` takes. CPU time,
/// not wall time: the machine is shared, and time spent descheduled would
/// otherwise land on whichever solver happened to be running.
fn seconds(pass: impl FnOnce()) -> f64 {
    let start = thread_cpu_seconds();
    pass();
    thread_cpu_seconds() - start
}

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn thread_cpu_seconds() -> f64 {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanoseconds: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: clock_gettime writes one timespec to a valid pointer; the
    // struct matches the C layout on 64-bit Linux.
    let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    assert_eq!(status, 0, "clock_gettime failed");
    time.seconds as f64 + time.nanoseconds as f64 * 1e-9
}

/// Elsewhere, wall time since the first call.
#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn thread_cpu_seconds() -> f64 {
    use std::time::Instant;
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64()
}

/// Puzzles per timed chunk: small enough that both solvers see the same
/// machine load, large enough for the clock.
const CHUNK: usize = 32;

/// How a run is set up: rounds, passes per chunk in each round, sets.
struct Options {
    rounds: usize,
    passes: usize,
    names: Vec<String>,
}

impl Options {
    fn from_args() -> Options {
        let mut options = Options {
            rounds: 3,
            passes: 20,
            names: Vec::new(),
        };
        for arg in std::env::args().skip(1).filter(|a| !a.starts_with("--")) {
            if let Some(passes) = arg.strip_prefix("passes=") {
                options.passes = passes.parse().expect("passes=N takes a number");
            } else if let Ok(rounds) = arg.parse::<usize>() {
                options.rounds = rounds;
            } else {
                options.names.push(arg);
            }
        }
        options.rounds = options.rounds.max(1);
        options.passes = options.passes.max(1);
        options
    }
}

fn solve_ours(sudokus: &[Sudoku]) {
    for sudoku in sudokus {
        black_box(find_within(black_box(sudoku), 1, Bound::default()));
    }
}

fn solve_peer(sudokus: &[sudoku::Sudoku]) {
    for sudoku in sudokus {
        black_box(black_box(*sudoku).some_solution());
    }
}

fn count_ours(sudokus: &[Sudoku]) {
    for sudoku in sudokus {
        black_box(count_solutions(black_box(sudoku), 2));
    }
}

fn count_peer(sudokus: &[sudoku::Sudoku]) {
    for sudoku in sudokus {
        black_box(black_box(*sudoku).solutions_count_up_to(2));
    }
}

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// Median seconds per pass over the set of `ours` and `peer`. Each round
/// makes `passes` passes over the set, chunk by chunk, timing both solvers
/// on each chunk in alternating order. (Repeating a small chunk instead
/// would let the branch predictor learn its puzzles.)
fn side_by_side(
    set: &Set,
    options: &Options,
    ours: fn(&[Sudoku]),
    peer: fn(&[sudoku::Sudoku]),
) -> (f64, f64) {
    let (mut ours_times, mut peer_times) = (Vec::new(), Vec::new());
    for round in 0..options.rounds {
        let (mut ours_total, mut peer_total) = (0.0, 0.0);
        for pass in 0..options.passes {
            let chunks = set.ours.chunks(CHUNK).zip(set.peer.chunks(CHUNK));
            for (chunk, (puzzles, sudokus)) in chunks.enumerate() {
                if (round + pass + chunk) % 2 == 0 {
                    ours_total += seconds(|| ours(puzzles));
                    peer_total += seconds(|| peer(sudokus));
                } else {
                    peer_total += seconds(|| peer(sudokus));
                    ours_total += seconds(|| ours(puzzles));
                }
            }
        }
        ours_times.push(ours_total / options.passes as f64);
        peer_times.push(peer_total / options.passes as f64);
    }
    (median(ours_times), median(peer_times))
}

fn main() {
    let options = Options::from_args();
    println!(
        "fast vs sudoku 0.8 (peer): median of {} alternating rounds of {} passes",
        options.rounds, options.passes
    );
    println!(
        "{:<38} {:>6} {:>11} {:>11} {:>6}  {:>11} {:>11} {:>6}  {:>8}",
        "set", "n", "solve/s", "peer/s", "ratio", "count2/s", "peer/s", "ratio", "guesses"
    );
    for &file in SETS {
        let selected = options.names.is_empty()
            || options
                .names
                .iter()
                .any(|name| file.contains(name.as_str()));
        if !selected {
            continue;
        }
        let set = load(file);
        let guesses = check(&set);
        let n = set.ours.len() as f64;
        let (ours, peer) = side_by_side(&set, &options, solve_ours, solve_peer);
        let (ours_count, peer_count) = side_by_side(&set, &options, count_ours, count_peer);
        println!(
            "{:<38} {:>6} {:>11.0} {:>11.0} {:>6.2}  {:>11.0} {:>11.0} {:>6.2}  {:>8.2}",
            file,
            set.ours.len(),
            n / ours,
            n / peer,
            peer / ours,
            n / ours_count,
            n / peer_count,
            peer_count / ours_count,
            guesses
        );
    }
}
