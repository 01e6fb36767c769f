//! One line: the shared data files' comma-separated forms, or the one-line
//! form of [`super::line`].

use super::line::{parse_canonical, read_cells, with_regions};
use super::{shape_of, size_of, ShapeOptions, ShapedError, ShapedText};
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
    let mut rest = &fields[1..];
    let field_error = |field: &str, why: &str| {
        ShapedError::at(number, column_of(line, field), format!("'{field}' {why}"))
    };
    let mut keep_regions: Option<(String, bool)> = None;
    match rest {
        [field, ..] if field.parse::<BoxSize>().is_ok() => {
            options.boxes = Some(
                field
                    .parse()
                    .map_err(|why: String| field_error(field, &why))?,
            );
            rest = &rest[1..];
        }
        [cages, tags, ..] if cages.contains(':') => {
            for cage in cages.split(';') {
                options.rules.push(format!("cage={cage}"));
            }
            add_tags(tags, &mut options).map_err(|why| field_error(tags, &why))?;
            rest = &rest[2..];
        }
        [regions, extra, ..]
            if regions.chars().count() == count && matches!(*extra, "-" | "boxes") =>
        {
            keep_regions = Some((regions.to_string(), *extra == "boxes"));
            rest = &rest[2..];
        }
        [tags, ..]
            if add_tags(tags, &mut options.clone()).is_ok() && tags.chars().count() != count =>
        {
            add_tags(tags, &mut options).map_err(|why| field_error(tags, &why))?;
            rest = &rest[1..];
        }
        _ => {}
    }
    let mut shape = shape_of(size, &options)?;
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

/// Adds the rules of `tags` (`x+windoku`, or `-` for none) to `options`.
fn add_tags(tags: &str, options: &mut ShapeOptions) -> Result<(), String> {
    if tags == "-" {
        return Ok(());
    }
    for tag in tags.split('+') {
        crate::shape::rules::read(tag)?;
        options.rules.push(tag.to_string());
    }
    Ok(())
}

/// The 1-based column where `field` (a slice of `line`) starts.
fn column_of(line: &str, field: &str) -> usize {
    let start = (field.as_ptr() as usize).saturating_sub(line.as_ptr() as usize);
    line.get(..start)
        .map_or(1, |before| before.chars().count() + 1)
}
