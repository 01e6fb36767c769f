//! Each rule on small grids, checked by hand.

use super::*;

fn with(shape: Shape, rule: &str) -> Shape {
    shape.with_rule(rules::read(rule).unwrap()).unwrap()
}

fn values(size: usize, placed: &[(usize, u8)]) -> Values {
    let mut values = Values::empty(size);
    for &(cell, digit) in placed {
        values.set(cell, digit);
    }
    values
}

#[test]
fn box_shapes_follow_the_usual_drawing() {
    let expected = [
        (4, "2x2"),
        (6, "2x3"),
        (8, "2x4"),
        (9, "3x3"),
        (10, "2x5"),
        (12, "3x4"),
        (15, "3x5"),
        (16, "4x4"),
        (20, "4x5"),
        (25, "5x5"),
        (30, "5x6"),
        (36, "6x6"),
    ];
    for (size, boxes) in expected {
        assert_eq!(BoxSize::default_for(size).unwrap().to_string(), boxes);
    }
    assert_eq!(BoxSize::default_for(7), None, "a prime has no boxes");
    let six = Shape::square(6).unwrap();
    assert_eq!(six.constraints().houses.len(), 18);
    let box_2 = &six.constraints().houses[12 + 1];
    assert_eq!(box_2.name, "box 2");
    assert_eq!(box_2.cells, [3, 4, 5, 9, 10, 11], "two rows of three");
    assert!(Shape::classic().is_classic());
    assert!(!six.is_classic());
    assert!(Shape::boxed(6, "3x3".parse().unwrap()).is_err());
}

#[test]
fn extra_houses_x_windows_and_disjoint_groups() {
    let x = with(Shape::classic(), "x");
    let houses = &x.constraints().houses;
    assert_eq!(houses.len(), 29);
    assert_eq!(houses[27].cells, [0, 10, 20, 30, 40, 50, 60, 70, 80]);
    assert_eq!(houses[28].cells, [72, 64, 56, 48, 40, 32, 24, 16, 8]);

    let windoku = with(Shape::classic(), "windoku");
    let windows = &windoku.constraints().houses[27..];
    assert_eq!(windows.len(), 4);
    assert_eq!(windows[0].cells, [10, 11, 12, 19, 20, 21, 28, 29, 30]);
    assert_eq!(windows[3].cells, [50, 51, 52, 59, 60, 61, 68, 69, 70]);
    let sixteen = with(Shape::square(16).unwrap(), "windoku");
    assert_eq!(sixteen.constraints().houses.len(), 48 + 9);
    assert!(Shape::square(6)
        .unwrap()
        .with_rule(rules::read("windoku").unwrap())
        .is_err());

    let disjoint = with(Shape::classic(), "disjoint");
    let first = &disjoint.constraints().houses[27];
    assert_eq!(first.cells, [0, 3, 6, 27, 30, 33, 54, 57, 60]);
}

#[test]
fn pair_rules_link_the_right_cells() {
    let count = |rule| with(Shape::classic(), rule).constraints().pairs.len();
    assert_eq!(count("antiknight"), 4 * 8 * 7);
    assert_eq!(count("antiking"), 2 * 8 * 8);
    assert_eq!(count("nonconsecutive"), 2 * 9 * 8);
    let knight = with(Shape::classic(), "anti-knight");
    assert!(knight.constraints().peers[0].contains(&11), "r1c1 and r2c3");
    assert!(knight.constraints().peers[0].contains(&19), "r1c1 and r3c2");
    let error = Sudoku::new(knight, values(9, &[(2, 5), (13, 5)])).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the givens at r1c3 and r2c5 must hold different digits"
    );
    let consecutive = with(Shape::classic(), "nonconsec");
    assert!(Sudoku::new(consecutive.clone(), values(9, &[(0, 5), (1, 6)])).is_err());
    assert!(Sudoku::new(consecutive.clone(), values(9, &[(0, 5), (10, 6)])).is_ok());
    assert!(Sudoku::new(consecutive, values(9, &[(0, 5), (1, 7)])).is_ok());
}

#[test]
fn cages_keep_digits_apart_and_check_their_sums() {
    let caged = with(Shape::classic(), "cage=10:0.1");
    let group = &caged.constraints().groups[0];
    assert_eq!(
        (group.cells.as_slice(), group.sum),
        (&[0u16, 1][..], Some(10))
    );
    assert!(Sudoku::new(caged.clone(), values(9, &[(0, 3), (1, 7)])).is_ok());
    assert_eq!(
        Sudoku::new(caged.clone(), values(9, &[(0, 3), (1, 8)]))
            .unwrap_err()
            .to_string(),
        "the givens of cage 1 add up to 11, its sum is 10"
    );
    assert!(Sudoku::new(caged, values(9, &[(0, 8), (1, 0)])).is_ok());
    let wrong_sum = Shape::classic().with_rule(rules::read("cage=2:0.1").unwrap());
    assert_eq!(
        wrong_sum.unwrap_err().to_string(),
        "cage=2:0.1: 2 distinct digits 1-9 add up to 3-17, never 2"
    );
    let no_sum = with(Shape::classic(), "cage=:4.5.13");
    assert_eq!(no_sum.rules()[0].text(), "cage=:4.5.13");
    assert!(Sudoku::new(no_sum, values(9, &[(4, 2), (13, 2)])).is_err());
    assert!(Shape::classic()
        .with_rule(rules::read("cage=10:0.81").unwrap())
        .is_err());
}

#[test]
fn jigsaw_regions_are_checked_and_replace_or_join_the_boxes() {
    let four = Shape::square(4).unwrap();
    let regions = vec![0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3];
    let jigsaw = four.with_regions(regions.clone(), false).unwrap();
    assert_eq!(jigsaw.constraints().houses.len(), 12);
    assert_eq!(jigsaw.constraints().houses[8].cells, [0, 1, 2, 5]);
    assert_eq!(jigsaw.boxes(), None);
    let both = four.with_regions(regions.clone(), true).unwrap();
    assert_eq!(both.constraints().houses.len(), 16);
    let mut lopsided = regions;
    lopsided[0] = 1;
    assert_eq!(
        four.with_regions(lopsided, false).unwrap_err().to_string(),
        "region 1 has 3 cells; each region of a 4x4 grid has 4"
    );
}

#[test]
fn rules_read_their_text_back_and_refuse_what_they_do_not_know() {
    for text in [
        "x",
        "windoku",
        "disjoint",
        "antiknight",
        "antiking",
        "nonconsecutive",
        "house=0.1.2",
        "cage=15:0.1.2",
    ] {
        assert_eq!(rules::read(text).unwrap().text(), text);
    }
    assert_eq!(rules::read("Anti-King").unwrap().text(), "antiking");
    assert!(rules::read("indexer")
        .unwrap_err()
        .starts_with("unknown rule 'indexer' (known: x, windoku"));
    assert!(rules::read("x=1").is_err());
    assert!(rules::read("cage=15").is_err());
}

#[test]
fn a_sudoku_is_solved_only_by_a_grid_that_keeps_every_rule() {
    let shape = with(Shape::square(4).unwrap(), "x");
    let givens = values(4, &[(0, 1)]);
    let sudoku = Sudoku::new(shape, givens).unwrap();
    let solution =
        Values::from_cells(4, vec![1, 2, 3, 4, 3, 4, 1, 2, 4, 3, 2, 1, 2, 1, 4, 3]).unwrap();
    assert!(sudoku.is_solved_by(&solution));
    let rows_swapped =
        Values::from_cells(4, vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]).unwrap();
    assert!(
        !sudoku.is_solved_by(&rows_swapped),
        "the main diagonal repeats 4"
    );
    let mut other_given = solution.clone();
    other_given.set(0, 0);
    assert!(!sudoku.is_solved_by(&other_given), "not full");
}

#[test]
fn every_drawn_rule_reads_back_from_its_text() {
    for text in [
        "thermo=0.1.2",
        "slowthermo=0.9.18",
        "arrow=0:1.2.3",
        "arrow=0.1:9.10.11",
        "littlekiller=15:0.10.20",
        "white=0.1",
        "white=3:0.1",
        "black=0.9",
        "black=3:0.9",
        "xv=X:0.1",
        "xv=V:0.9",
        "negative=white",
        "negative=black",
        "negative=xv",
        "odd=0.40",
        "even=3.4",
        "minimum=40",
        "maximum=3.77",
        "palindrome=0.1.2.3",
        "clone=0.1:30.31",
        "whisper=0.1.2",
        "renban=0.1.2",
        "entropic=0.1.2.3",
        "zipper=0.1.2.3.4",
        "regionsum=0.1.2.3.4",
        "between=0.1.2.3",
        "quadruple=1.1.5:0.1.9.10",
        "sandwich=18:0.1.2.3.4.5.6.7.8",
        "xsum=15:8.17.26.35.44.53.62.71.80",
        "skyscraper=4:72.63.54.45.36.27.18.9.0",
        "rowindexer=0.36",
        "columnindexer=0.9.18",
        "boxindexer=40",
    ] {
        let rule = rules::read(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(rule.text(), text);
        Shape::classic()
            .with_rule(rule)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(rules::read("Thermometer=0.1").unwrap().text(), "thermo=0.1");
    assert_eq!(rules::read("xv=10:0.1").unwrap().text(), "xv=X:0.1");
}

#[test]
fn every_kind_of_rule_has_an_example_that_fits_the_classic_grid() {
    for kind in rules::RULES {
        let rule = rules::read(kind.example).unwrap_or_else(|e| panic!("{}: {e}", kind.tag));
        assert_eq!(rule.text(), kind.example);
        assert!(Shape::classic().with_rule(rule).is_ok(), "{}", kind.example);
    }
}

#[test]
fn drawn_rules_refuse_what_cannot_be() {
    let refused = |text: &str| {
        rules::read(text)
            .and_then(|rule| Shape::classic().with_rule(rule).map_err(|e| e.0))
            .unwrap_err()
    };
    assert_eq!(
        refused("white=0.2"),
        "white=0.2: r1c1 and r1c3 do not share an edge"
    );
    assert_eq!(
        refused("thermo=0.1.2.3.4.5.6.7.8.17"),
        "thermo=0.1.2.3.4.5.6.7.8.17: 10 cells cannot increase within 1-9"
    );
    assert_eq!(
        refused("arrow=0:0.1"),
        "cell 0 is both in the circle and on the arrow"
    );
    assert_eq!(
        refused("xv=20:0.1"),
        "xv=20:0.1: two different digits 1-9 never add up to 20"
    );
    assert!(refused("negative=purple").contains("white, black or xv"));
    assert!(refused("sandwich=18:0.1.2").contains("a whole row or column"));
    assert!(refused("sandwich=18:0.10.20.30.40.50.60.70.80").contains("a whole row or column"));
    assert!(refused("sandwich=36:0.1.2.3.4.5.6.7.8").contains("at most 35, never 36"));
    assert!(refused("skyscraper=10:0.1.2.3.4.5.6.7.8").contains("never 10"));
    assert!(refused("quadruple=1.2.3.4.5:0.1.9.10").contains("5 digits do not fit in 4 cells"));
    let five = Shape::square(5).unwrap();
    let boxless = five.with_rule(rules::read("boxindexer=0").unwrap());
    assert!(boxless.unwrap_err().0.contains("a box indexer needs boxes"));
}

/// The grid of `values` on a 9x9, row by row, as givens.
fn grid(rows: [&str; 9]) -> Values {
    let digits: Vec<u8> = rows.concat().bytes().map(|b| b - b'0').collect();
    Values::from_cells(9, digits).unwrap()
}

#[test]
fn outside_clues_between_lines_and_quadruples_read_a_solved_grid() {
    let solved = grid([
        "534678912",
        "672195348",
        "198342567",
        "859761423",
        "426853791",
        "713924856",
        "961537284",
        "287419635",
        "345286179",
    ]);
    let holds = |rule: &str| {
        let shape = with(Shape::classic(), rule);
        Sudoku::new(shape, values(9, &[]))
            .unwrap()
            .is_solved_by(&solved)
    };
    let row = "0.1.2.3.4.5.6.7.8";
    let backwards = "8.7.6.5.4.3.2.1.0";
    // Row 4 is 859761423: 7+6 lie between the 9 and the 1; in row 1 the
    // 9 and the 1 touch.
    assert!(holds("sandwich=13:27.28.29.30.31.32.33.34.35"));
    assert!(!holds("sandwich=12:27.28.29.30.31.32.33.34.35"));
    assert!(holds(&format!("sandwich=0:{backwards}")));
    // From the left X is 5: 5+3+4+6+7 = 25; from the right 2: 2+1.
    assert!(holds(&format!("xsum=25:{row}")));
    assert!(holds(&format!("xsum=3:{backwards}")));
    assert!(!holds(&format!("xsum=24:{row}")));
    // From the left 5, 6, 7, 8, 9 are seen; from the right 2 and 9.
    assert!(holds(&format!("skyscraper=5:{row}")));
    assert!(holds(&format!("skyscraper=2:{backwards}")));
    assert!(!holds(&format!("skyscraper=3:{backwards}")));
    // Row 1 is 534678912.
    assert!(holds("between=1.2.3"), "3 < 4 < 6");
    assert!(!holds("between=0.1.2"), "3 is not between 5 and 4");
    assert!(holds("between=4.3.2"), "7 > 6 > 4");
    // r1c1 r1c2 r2c1 r2c2 hold 5, 3, 6, 7.
    assert!(holds("quadruple=3.5:0.1.9.10"));
    assert!(!holds("quadruple=3.4:0.1.9.10"));
    assert!(!holds("quadruple=5.5:0.1.9.10"), "5 appears once");
}

#[test]
fn drawn_rules_hold_the_givens_to_them() {
    let refused = |rule: &str, placed: &[(usize, u8)]| {
        Sudoku::new(with(Shape::classic(), rule), values(9, placed))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refused("thermo=0.1.2", &[(0, 5), (2, 6)]),
        "the givens at r1c1 and r1c3 must hold digits that increase by at least 2"
    );
    assert_eq!(
        refused("white=0.1", &[(0, 5), (1, 7)]),
        "the givens at r1c1 and r1c2 must hold digits 1 apart"
    );
    assert_eq!(
        refused("odd=0", &[(0, 4)]),
        "the given 4 at r1c1 is not allowed there by its rule"
    );
    assert_eq!(
        refused("arrow=0:1.2", &[(0, 9), (1, 3), (2, 4)]),
        "the givens of the arrow from r1c1 do not add up"
    );
    let fine = |rule: &str, placed: &[(usize, u8)]| {
        Sudoku::new(with(Shape::classic(), rule), values(9, placed)).is_ok()
    };
    assert!(fine("arrow=0:1.2", &[(0, 9), (1, 4), (2, 5)]));
    assert!(fine("black=0.1", &[(0, 3), (1, 6)]));
    assert!(fine("renban=0.1.2", &[(0, 5), (2, 7)]));
    assert!(!fine("renban=0.1.2", &[(0, 5), (2, 8)]));
    assert!(fine("palindrome=0.1.2.12", &[(0, 5), (12, 5)]));
    assert!(!fine("entropic=0.1.2", &[(0, 1), (2, 3)]));
    assert!(fine("entropic=0.1.2.3", &[(0, 1), (3, 2)]));
    assert!(fine("zipper=0.1.2", &[(0, 4), (1, 9), (2, 5)]));
    assert!(!fine("zipper=0.1.2", &[(0, 4), (1, 8), (2, 5)]));
    let region_sums = |third| [(0, 1), (1, 2), (2, third), (3, 4), (4, 5)];
    assert!(fine("regionsum=0.1.2.3.4", &region_sums(6)));
    assert!(!fine("regionsum=0.1.2.3.4", &region_sums(7)));
    assert!(!fine("palindrome=0.1.2.12", &[(0, 5), (12, 6)]));
    assert!(!fine("maximum=10", &[(10, 5), (11, 6)]));
    // r1c1 holding 3 puts column 1's number in r1c3, row 1's in r3c1,
    // and (r1c1 being in box 1) box 1's in its third cell, r1c3.
    assert!(fine("columnindexer=0", &[(0, 3), (2, 1)]));
    assert!(!fine("columnindexer=0", &[(0, 3), (2, 2)]));
    assert!(
        !fine("columnindexer=0", &[(0, 4), (2, 1)]),
        "1 is once in the row"
    );
    assert!(fine("rowindexer=0", &[(0, 3), (18, 1)]));
    assert!(!fine("rowindexer=0", &[(0, 3), (18, 2)]));
    assert!(fine("boxindexer=40", &[(40, 1), (30, 5)]));
    assert!(!fine("boxindexer=40", &[(40, 1), (30, 4)]));
}

#[test]
fn negative_constraints_leave_out_the_marked_pairs() {
    let dotted = Shape::classic()
        .with_rules(vec![
            rules::read("white=0.1").unwrap(),
            rules::read("negative=white").unwrap(),
        ])
        .unwrap();
    let pairs = &dotted.constraints().pairs;
    assert_eq!(pairs.len(), 1 + 2 * 9 * 8 - 1);
    assert!(pairs.contains(&(0, 1, Relation::Difference(1))));
    assert!(!pairs.contains(&(0, 1, Relation::NotConsecutive)));
    assert!(pairs.contains(&(0, 9, Relation::NotConsecutive)));
}

#[test]
fn many_drawn_rules_are_counted_in_a_description() {
    let shape = Shape::classic()
        .with_rules(vec![
            rules::read("thermo=0.1.2").unwrap(),
            rules::read("thermo=9.10").unwrap(),
            rules::read("arrow=20:21.22").unwrap(),
        ])
        .unwrap();
    assert_eq!(
        shape.describe(),
        "9x9 (3x3 boxes), 2 thermometers, arrow of 2 cells"
    );
}
