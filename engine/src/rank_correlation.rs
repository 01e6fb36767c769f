//! Spearman's rank correlation, for measurements that set a rating beside
//! a reference (ours against Sudoku Explainer's ER, harmony's DC against
//! SE): the tests and examples that print agreement figures share it.

/// Spearman's rank correlation of `pairs`: Pearson's correlation of their
/// ranks, ties taking their mean rank. NaN for fewer than two pairs or a
/// side whose values are all equal.
pub fn spearman(pairs: &[(f64, f64)]) -> f64 {
    let xs = ranks(&pairs.iter().map(|pair| pair.0).collect::<Vec<_>>());
    let ys = ranks(&pairs.iter().map(|pair| pair.1).collect::<Vec<_>>());
    let n = xs.len() as f64;
    let (mx, my) = (xs.iter().sum::<f64>() / n, ys.iter().sum::<f64>() / n);
    let cov: f64 = xs.iter().zip(&ys).map(|(x, y)| (x - mx) * (y - my)).sum();
    let vx: f64 = xs.iter().map(|x| (x - mx).powi(2)).sum();
    let vy: f64 = ys.iter().map(|y| (y - my).powi(2)).sum();
    cov / (vx * vy).sqrt()
}

/// The rank of each value (from 1), equal values sharing their mean rank.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            ranks[k] = (i + j) as f64 / 2.0 + 1.0;
        }
        i = j + 1;
    }
    ranks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_rising_relation_is_one_and_any_falling_one_is_minus_one() {
        let rising: Vec<(f64, f64)> = (1..=6).map(|x| (x as f64, (x * x) as f64)).collect();
        assert!((spearman(&rising) - 1.0).abs() < 1e-12);
        let falling: Vec<(f64, f64)> = rising.iter().map(|&(x, y)| (x, -y)).collect();
        assert!((spearman(&falling) + 1.0).abs() < 1e-12);
    }

    #[test]
    fn ties_share_their_mean_rank() {
        assert_eq!(ranks(&[7.2, 1.5, 7.2, 9.0]), vec![2.5, 1.0, 2.5, 4.0]);
        // Textbook example: ranks (1,2,3,4,5) against (2,1,4,3,5): rho = 0.8.
        let pairs = [(1.0, 2.0), (2.0, 1.0), (3.0, 4.0), (4.0, 3.0), (5.0, 5.0)];
        assert!((spearman(&pairs) - 0.8).abs() < 1e-12);
    }
}
