//! Prints how our SE-style ratings agree with the shared data's SE ratings.
use std::time::Instant;
use sudoku_engine::logic::{solve, Board, Ending, Options, Profile};
use sudoku_engine::parse_puzzle;
use sudoku_engine::rate::SeRating;

fn spearman(xs: &[f64], ys: &[f64]) -> f64 {
    fn ranks(v: &[f64]) -> Vec<f64> {
        let mut idx: Vec<usize> = (0..v.len()).collect();
        idx.sort_by(|&a, &b| v[a].partial_cmp(&v[b]).unwrap());
        let mut r = vec![0.0; v.len()];
        let mut i = 0;
        while i < idx.len() {
            let mut j = i;
            while j + 1 < idx.len() && v[idx[j + 1]] == v[idx[i]] {
                j += 1;
            }
            let avg = (i + j) as f64 / 2.0 + 1.0;
            for k in i..=j {
                r[idx[k]] = avg;
            }
            i = j + 1;
        }
        r
    }
    let (rx, ry) = (ranks(xs), ranks(ys));
    let n = xs.len() as f64;
    let mx = rx.iter().sum::<f64>() / n;
    let my = ry.iter().sum::<f64>() / n;
    let cov: f64 = rx.iter().zip(&ry).map(|(a, b)| (a - mx) * (b - my)).sum();
    let vx: f64 = rx.iter().map(|a| (a - mx).powi(2)).sum();
    let vy: f64 = ry.iter().map(|b| (b - my).powi(2)).sum();
    cov / (vx * vy).sqrt()
}

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut ours = Vec::new();
        let mut theirs = Vec::new();
        let mut bands: std::collections::BTreeMap<u32, (usize, usize, usize)> = Default::default();
        let mut times = Vec::new();
        let mut mism: std::collections::BTreeMap<(String, String), usize> = Default::default();
        for line in text.lines() {
            let fields: Vec<&str> = line.split(',').collect();
            let Some(se) = fields.get(2).and_then(|r| r.trim().parse::<f64>().ok()) else {
                continue;
            };
            let puzzle = parse_puzzle(fields[0]).unwrap();
            let start = Instant::now();
            let mut board = Board::new(&puzzle);
            let (steps, ending) = solve(
                &mut board,
                if std::env::var("OLD").is_ok() {
                    &Profile::SE_2019
                } else {
                    &Profile::SE
                },
                Options { unique: true },
            );
            let rating = SeRating::of(&steps, ending == Ending::Solved);
            let took = start.elapsed().as_secs_f64() * 1000.0;
            times.push(took);
            if std::env::var("SLOW").is_ok() && took > 100.0 {
                let hardest = steps.iter().max_by_key(|s| s.rating).unwrap();
                let chains = steps.iter().filter(|s| s.rating.0 >= 65).count();
                println!(
                    "  SLOW {took:.0}ms se={se} {} chainsteps={chains} {}",
                    hardest.name(),
                    fields[0]
                );
            }
            let er = rating.er.value();
            ours.push(er);
            theirs.push(se);
            let band = bands.entry(se.floor() as u32).or_default();
            band.0 += 1;
            if (er - se).abs() < 0.05 {
                band.1 += 1;
            }
            if (er - se).abs() <= 0.5 {
                band.2 += 1;
            }
            if (er - se).abs() >= 0.05 {
                *mism
                    .entry((format!("{se:.1}"), format!("{er:.1}")))
                    .or_default() += 1;
                if std::env::var("SHOW").is_ok() {
                    let hardest = steps.iter().max_by_key(|s| s.rating).unwrap();
                    println!(
                        "  MISMATCH se={se} ours={er} {} {}",
                        hardest.name(),
                        fields[0]
                    );
                }
            }
        }
        let n = ours.len();
        let exact = ours
            .iter()
            .zip(&theirs)
            .filter(|(a, b)| (*a - *b).abs() < 0.05)
            .count();
        let close = ours
            .iter()
            .zip(&theirs)
            .filter(|(a, b)| (*a - *b).abs() <= 0.5)
            .count();
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "{file}: n={n} spearman={:.3} exact={:.1}% within0.5={:.1}% median={:.3}ms max={:.1}ms",
            spearman(&ours, &theirs),
            100.0 * exact as f64 / n as f64,
            100.0 * close as f64 / n as f64,
            times[n / 2],
            times[n - 1]
        );
        for (band, (count, exact, close)) in &bands {
            println!(
                "  SE {band}.x: n={count} exact={:.1}% within0.5={:.1}%",
                100.0 * *exact as f64 / *count as f64,
                100.0 * *close as f64 / *count as f64
            );
        }
        let mut m: Vec<_> = mism.into_iter().collect();
        m.sort_by(|a, b| b.1.cmp(&a.1));
        for ((se, er), c) in m.iter().take(25) {
            print!("{se}->{er}:{c} ");
        }
        println!();
    }
}
