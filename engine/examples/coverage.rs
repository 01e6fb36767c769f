//! Solves every puzzle of the given files (PROFILE=human|se), checking each
//! step against the known solution; prints stuck puzzles, unsound steps and timing.
use std::time::Instant;
use sudoku_engine::logic::{next_step, Board, Options, Profile};
use sudoku_engine::{parse_grid, parse_puzzle};

fn main() {
    let profile = match std::env::var("PROFILE").as_deref() {
        Ok("human") => Profile::HUMAN,
        _ => Profile::SE,
    };
    for file in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&file).unwrap();
        let (mut n, mut stuck, mut unsound, mut times) = (0, 0, 0, Vec::new());
        let mut techniques: std::collections::BTreeMap<String, usize> = Default::default();
        for line in text.lines().filter(|l| l.contains(',')) {
            let mut fields = line.split(',');
            let puzzle = parse_puzzle(fields.next().unwrap()).unwrap();
            let solution = parse_grid(fields.next().unwrap()).unwrap();
            let start = Instant::now();
            let mut board = Board::new(&puzzle);
            while !board.is_solved() {
                let Some(step) = next_step(&board, &profile, Options { unique: true }) else {
                    stuck += 1;
                    break;
                };
                *techniques
                    .entry(step.technique.name().to_string())
                    .or_default() += 1;
                let wrong = step
                    .placements
                    .iter()
                    .any(|c| solution.get(c.cell()) != c.digit)
                    || step
                        .eliminations
                        .iter()
                        .any(|c| solution.get(c.cell()) == c.digit);
                if wrong {
                    unsound += 1;
                    println!("  UNSOUND {} in {line}", step.explanation());
                    break;
                }
                step.apply(&mut board);
            }
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            n += 1;
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "{file}: n={n} stuck={stuck} unsound={unsound} median={:.1}ms max={:.1}ms total={:.1}s",
            times[n / 2],
            times[n - 1],
            times.iter().sum::<f64>() / 1000.0
        );
        if std::env::var("TECH").is_ok() {
            println!("  {techniques:?}");
        }
    }
}
