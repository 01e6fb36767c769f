//! One line: the shared data files' comma-separated forms, or the one-line
//! form of [`super::line`].

use super::line::{parse_canonical, read_cells, with_regions};
use super::{column_of, size_of, with_rule_at, ShapeOptions, ShapedError, ShapedText};
use crate::shape::{BoxSize, Sudoku};

/// Reads line `number`: `<cells>,<fields>...` or the one-line form.
pub fn parse_line(
    number: usize,
    line: &str,
    options: &ShapeOptions,
) -> Result<ShapedText, ShapedError> {
    let fields: Vec<&str> = line.trim().split(',').map(str::trim).collect();
    if fields.len() == 1 {
        return parse_canonical(number, line, options);
    }
    let cells = fields[0];
    let count = cells.chars().count();
    let size = size_of(count).ok_or_else(|| {
        ShapedError::at(
            number,
            1,
            format!("found {count} cells; a puzzle has N x N of them (81, 256, 625...)"),
        )
    })?;
    let values = read_cells(cells, size, options.alphabet, number, 1)?;
    let mut options = options.clone();
    // The rules the line writes (cages, tags), each with where it starts,
    // applied after the options' own.
    let mut line_rules: Vec<(String, usize)> = Vec::new();
    let mut rest = &fields[1..];
    let field_error = |field: &str, why: &str| {
        ShapedError::at(number, column_of(line, field), format!("'{field}' {why}"))
    };
    let mut keep_regions: Option<(String, bool)> = None;
    let boxes = rest.first().and_then(|field| field.parse::<BoxSize>().ok());
    let tagged = rest
        .first()
        .filter(|field| field.chars().count() != count)
        .and_then(|field| tag_rules(field).ok());
    match rest {
        [_, ..] if boxes.is_some() => {
            options.boxes = boxes;
            rest = &rest[1..];
        }
        [cages, ..] if opens_cage_list(cages) => {
            for cage in cages.split(';') {
                line_rules.push((format!("cage={cage}"), column_of(line, cage)));
            }
            rest = &rest[1..];
            // The tags field may be left out: what follows is then the
            // solution or a rating.
            if let Some(&tags) = rest
                .first()
                .filter(|field| field.chars().count() != count && field.parse::<f64>().is_err())
            {
                let rules = tag_rules(tags).map_err(|why| field_error(tags, &why))?;
                line_rules.extend(located(line, &rules));
                rest = &rest[1..];
            }
        }
        [regions, extra, ..]
            if regions.chars().count() == count && matches!(*extra, "-" | "boxes") =>
        {
            keep_regions = Some((regions.to_string(), *extra == "boxes"));
            rest = &rest[2..];
        }
        _ => {
            if let Some(rules) = tagged {
                line_rules.extend(located(line, &rules));
                rest = &rest[1..];
            }
        }
    }
    let mut shape = options.shape(size)?;
    for (rule, column) in line_rules {
        shape = with_rule_at(shape, &rule, number, column)?;
    }
    if let Some((regions, keep_boxes)) = keep_regions {
        shape = with_regions(&shape, &regions, keep_boxes)?;
    }
    let sudoku = Sudoku::new(shape, values)
        .map_err(|error| ShapedError::at(number, 1, error.to_string()))?;
    let solution = match rest.first() {
        Some(field) if field.chars().count() == count => Some(read_cells(
            field,
            size,
            options.alphabet,
            number,
            column_of(line, field),
        )?),
        Some(field) if field.parse::<f64>().is_ok() => None,
        Some(field) => {
            return Err(field_error(
                field,
                "is neither a shape, a solution nor a rating",
            ))
        }
        None => None,
    };
    Ok(ShapedText { sudoku, solution })
}

/// True for a data field that opens a killer's cage list (`15:2.3.4;...`,
/// a sum then its cells): the line is a killer's, whatever else in it is
/// wrong.
pub fn opens_cage_list(field: &str) -> bool {
    let field = field.trim();
    let sum = field.bytes().take_while(u8::is_ascii_digit).count();
    sum > 0 && field.as_bytes().get(sum) == Some(&b':')
}

/// Each of `tags` (slices of `line`) with the column where it starts.
fn located(line: &str, tags: &[&str]) -> Vec<(String, usize)> {
    tags.iter()
        .map(|tag| (tag.to_string(), column_of(line, tag)))
        .collect()
}

/// The rules of `tags` (`x+windoku`; `-` for none), each checked.
fn tag_rules(tags: &str) -> Result<Vec<&str>, String> {
    if tags == "-" {
        return Ok(Vec::new());
    }
    tags.split('+')
        .map(|tag| crate::shape::rules::read(tag).map(|_| tag))
        .collect()
}
