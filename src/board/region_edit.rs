//! Jigsaw regions drawn on the board: the person picks N cells at a time
//! and makes each a region; once the drawn regions (with the cells left
//! over, when only one region is missing) split the grid into N regions
//! of N cells, they become the puzzle's regions in place of its boxes.
//! Until then the board keeps its shape, so a half-drawn jigsaw never
//! reaches a solver.

use sudoku_engine::format::shaped::write_sudoku;
use sudoku_engine::shape::{Shape, Sudoku};

/// Each cell's region as the board has it now: its jigsaw region, else
/// its box, else its row (a prime N without regions).
pub fn current_regions(shape: &Shape) -> Vec<usize> {
    match shape.regions() {
        Some(regions) => regions.iter().map(|&region| usize::from(region)).collect(),
        None => usual_regions(shape),
    }
}

/// Each cell's box, or its row where N has no boxes.
fn usual_regions(shape: &Shape) -> Vec<usize> {
    let geometry = shape.geometry();
    (0..shape.cells())
        .map(|cell| match geometry.boxes() {
            Some(boxes) => {
                let across = shape.size() / boxes.cols;
                geometry.row_of(cell) / boxes.rows * across + geometry.col_of(cell) / boxes.cols
            }
            None => geometry.row_of(cell),
        })
        .collect()
}

/// Whether `cells` may be drawn as the next region after `drawn`: N cells,
/// none of them in a region drawn already.
pub fn check_new_region(
    shape: &Shape,
    drawn: &[Vec<usize>],
    cells: &[usize],
) -> Result<(), String> {
    let size = shape.size();
    if cells.len() != size {
        return Err(format!(
            "a region of a {size}x{size} grid has {size} cells; {} are picked",
            cells.len()
        ));
    }
    let geometry = shape.geometry();
    for (at, region) in drawn.iter().enumerate() {
        if let Some(&cell) = cells.iter().find(|cell| region.contains(cell)) {
            return Err(format!(
                "{} is already in drawn region {}",
                geometry.cell_name(cell),
                at + 1
            ));
        }
    }
    Ok(())
}

/// `puzzle` with the `drawn` regions in place of its boxes or regions,
/// once they split the grid into N regions of N cells (the cells no drawn
/// region holds count as one region when only one is missing); `None`
/// while more must be drawn. Regions that are the boxes give the boxes
/// back. Fails, saying why, when the givens break the new regions.
pub fn with_drawn_regions(puzzle: &Sudoku, drawn: &[Vec<usize>]) -> Option<Result<Sudoku, String>> {
    let shape = puzzle.shape();
    let size = shape.size();
    let mut labels = current_regions(shape);
    for (at, region) in drawn.iter().enumerate() {
        for &cell in region {
            labels[cell] = size + at;
        }
    }
    if drawn.len() + 1 == size {
        let drawn_label = |label: usize| label >= size;
        labels
            .iter_mut()
            .filter(|label| !drawn_label(**label))
            .for_each(|label| *label = 2 * size);
    }
    let regions = renumbered(&labels, size)?;
    if Some(&regions) == renumbered(&usual_regions(shape), size).as_ref() {
        return Some(without_regions(puzzle));
    }
    Some(
        shape
            .with_regions(regions, false)
            .map_err(|why| why.to_string())
            .and_then(|jigsaw| (puzzle.clone().with_shape(jigsaw)).map_err(|why| why.to_string())),
    )
}

/// `labels` numbered 0..N by first appearance, when they make exactly N
/// groups of N cells.
fn renumbered(labels: &[usize], size: usize) -> Option<Vec<u8>> {
    let mut seen: Vec<usize> = Vec::with_capacity(size);
    let mut counts = vec![0usize; size];
    let mut regions = Vec::with_capacity(labels.len());
    for &label in labels {
        let index = match seen.iter().position(|&known| known == label) {
            Some(index) => index,
            None if seen.len() < size => {
                seen.push(label);
                seen.len() - 1
            }
            None => return None,
        };
        counts[index] += 1;
        regions.push(index as u8);
    }
    counts.iter().all(|&count| count == size).then_some(regions)
}

/// `puzzle` with its boxes back in place of its jigsaw regions.
pub fn without_regions(puzzle: &Sudoku) -> Result<Sudoku, String> {
    let text = write_sudoku(puzzle);
    let kept: Vec<&str> = text
        .split(';')
        .filter(|part| !part.starts_with("regions=") && *part != "boxes")
        .collect();
    super::read_puzzle(&kept.join(";"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{blank_text, read_puzzle};

    /// The 4x4 jigsaw `1112122233343444` as four drawn regions.
    fn drawn_4x4() -> Vec<Vec<usize>> {
        let text = "1112122233343444";
        (b'1'..=b'4')
            .map(|label| {
                text.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == label)
                    .map(|(cell, _)| cell)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn regions_take_effect_once_they_split_the_grid() {
        let blank = read_puzzle(&blank_text(4)).unwrap();
        let drawn = drawn_4x4();
        assert!(
            with_drawn_regions(&blank, &drawn[..1]).is_none(),
            "one of four"
        );
        let two = with_drawn_regions(&blank, &drawn[..2]).unwrap().unwrap();
        let early = read_puzzle(&format!("{};regions=1112122233443344", ".".repeat(16))).unwrap();
        assert_eq!(two, early, "two drawn and two boxes make a jigsaw at once");
        let expected =
            read_puzzle(&format!("{};regions=1112122233343444", ".".repeat(16))).unwrap();
        let three = with_drawn_regions(&blank, &drawn[..3]).unwrap().unwrap();
        assert_eq!(three, expected, "the cells left over make the last region");
        assert_eq!(
            with_drawn_regions(&blank, &drawn).unwrap().unwrap(),
            expected
        );
        assert_eq!(without_regions(&three).unwrap(), blank);
    }

    #[test]
    fn regions_wait_for_a_split_and_boxes_stay_boxes() {
        let jigsaw = read_puzzle(&format!("{};regions=1112122233343444", ".".repeat(16))).unwrap();
        let boxes = read_puzzle(&blank_text(4)).unwrap();
        let top_left = vec![0, 1, 4, 5];
        assert!(with_drawn_regions(&jigsaw, std::slice::from_ref(&top_left)).is_none());
        let redrawn = with_drawn_regions(&boxes, &[top_left]).unwrap().unwrap();
        assert_eq!(redrawn, boxes, "a box redrawn leaves the boxes");
    }

    #[test]
    fn new_regions_must_have_n_cells_apart_from_those_drawn() {
        let blank = read_puzzle(&blank_text(4)).unwrap();
        let drawn = drawn_4x4();
        assert_eq!(
            check_new_region(blank.shape(), &drawn[..1], &[3, 7, 11]).unwrap_err(),
            "a region of a 4x4 grid has 4 cells; 3 are picked"
        );
        assert_eq!(
            check_new_region(blank.shape(), &drawn[..1], &[2, 3, 6, 7]).unwrap_err(),
            "r1c3 is already in drawn region 1"
        );
        assert!(check_new_region(blank.shape(), &drawn[..1], &drawn[1]).is_ok());
    }

    #[test]
    fn givens_that_break_the_new_regions_are_named() {
        // 1 at r1c1 and r2c4: apart in the boxes, together in region 1.
        let mut cells: Vec<char> = blank_text(4).chars().collect();
        cells[0] = '1';
        cells[7] = '1';
        let ones = read_puzzle(&cells.iter().collect::<String>()).unwrap();
        let region = vec![0, 1, 2, 7];
        let others: Vec<Vec<usize>> = vec![vec![3, 4, 5, 6], vec![8, 9, 10, 11]];
        let why = with_drawn_regions(&ones, &[region, others[0].clone(), others[1].clone()])
            .unwrap()
            .unwrap_err();
        assert!(why.contains("r1c1") || why.contains("r2c4"), "{why}");
    }

    #[test]
    fn every_cell_of_a_prime_grid_starts_in_its_row() {
        let five = read_puzzle(&blank_text(5)).unwrap();
        assert_eq!(current_regions(five.shape())[7], 1);
    }
}
