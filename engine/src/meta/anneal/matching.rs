//! Filling a region: a perfect matching of its open cells to the digits it
//! lacks, each cell within its candidates, by augmenting paths (Kuhn).

/// The digit of each of `cells` (in their order) from `digits` (as many),
/// so that `fits(cell, digit)` holds for every cell; `None` when no such
/// assignment exists. Try the cells and digits in a random order for a
/// random assignment.
pub fn assign(cells: &[usize], digits: &[u8], fits: impl Fn(usize, u8) -> bool) -> Option<Vec<u8>> {
    debug_assert_eq!(cells.len(), digits.len());
    // owner[d] = index in `cells` of the cell holding digits[d].
    let mut owner = vec![usize::MAX; digits.len()];
    let mut visited = vec![false; digits.len()];
    for start in 0..cells.len() {
        visited.fill(false);
        if !augment(start, cells, digits, &fits, &mut owner, &mut visited) {
            return None;
        }
    }
    let mut assignment = vec![0u8; cells.len()];
    for (d, &holder) in owner.iter().enumerate() {
        assignment[holder] = digits[d];
    }
    Some(assignment)
}

fn augment(
    cell: usize,
    cells: &[usize],
    digits: &[u8],
    fits: &impl Fn(usize, u8) -> bool,
    owner: &mut [usize],
    visited: &mut [bool],
) -> bool {
    for d in 0..digits.len() {
        if visited[d] || !fits(cells[cell], digits[d]) {
            continue;
        }
        visited[d] = true;
        if owner[d] == usize::MAX || augment(owner[d], cells, digits, fits, owner, visited) {
            owner[d] = cell;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_matching_within_candidates_is_found_or_refused() {
        // Cell 0 takes only 1; cell 1 takes 1 or 2: 0 must get 1 even when 1 comes last.
        let fits = |cell: usize, digit: u8| digit == 1 || cell == 1;
        assert_eq!(assign(&[0, 1], &[2, 1], fits), Some(vec![1, 2]));
        let only_one = |_: usize, digit: u8| digit == 1;
        assert_eq!(assign(&[0, 1], &[1, 2], only_one), None);
    }
}
