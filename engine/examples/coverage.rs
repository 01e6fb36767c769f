//! Solves every puzzle of the given files with the SE profile; prints how many end stuck and timing.
use std::time::Instant;
use sudoku_engine::logic::{solve, Board, Ending, Options, Profile};
use sudoku_engine::parse_puzzle;

fn main() {
    for file in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&file).unwrap();
        let (mut n, mut stuck, mut times) = (0, 0, Vec::new());
        for line in text.lines().filter(|l| l.contains(',')) {
            let puzzle = parse_puzzle(line.split(',').next().unwrap()).unwrap();
            let start = Instant::now();
            let mut board = Board::new(&puzzle);
            let (steps, ending) = solve(&mut board, &Profile::SE, Options { unique: true });
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            n += 1;
            if ending != Ending::Solved {
                stuck += 1;
                if std::env::var("SHOW").is_ok() {
                    println!(
                        "  stuck after {} steps: {}",
                        steps.len(),
                        line.split(',').next().unwrap()
                    );
                }
            }
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "{file}: n={n} stuck={stuck} median={:.1}ms max={:.1}ms total={:.1}s",
            times[n / 2],
            times[n - 1],
            times.iter().sum::<f64>() / 1000.0
        );
    }
}
