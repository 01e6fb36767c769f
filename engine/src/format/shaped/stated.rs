//! What a text states about its puzzle's shape — the box shape, jigsaw
//! regions, how digits are written, the rules — gathered as the text is
//! read and built into a [`Shape`] once, whatever the number of rules
//! (reading stays linear). A setting given twice is refused where the
//! second stands; a rule given twice counts once. Options from outside
//! the text ([`ShapeOptions`]) apply where it says nothing.

use std::collections::BTreeSet;
use std::sync::Arc;

use super::{line::with_regions, ShapeOptions, ShapedError};
use crate::shape::rules::{self, Rule};
use crate::shape::symbols::Alphabet;
use crate::shape::{BoxSize, Shape};

/// A place in the text: 1-based line and column.
pub(super) type Place = (usize, usize);

/// What the text says, each with where it says it.
#[derive(Default)]
pub(super) struct Stated {
    boxes: Option<(BoxSize, Place)>,
    /// The regions' symbols, one per cell.
    regions: Option<(String, Place)>,
    keep_boxes: Option<Place>,
    alphabet: Option<(Alphabet, Place)>,
    rules: Vec<(Arc<dyn Rule>, Option<Place>)>,
    /// The text form of every rule so far, to count a repeat once.
    seen: BTreeSet<String>,
}

/// The error for `what` stated a second time at `second`.
pub(super) fn twice(what: &str, first: Place, second: Place) -> ShapedError {
    ShapedError::at(
        second.0,
        second.1,
        format!(
            "{what} given twice (first at line {}, column {}); give it once",
            first.0, first.1
        ),
    )
}

impl Stated {
    pub(super) fn boxes(&mut self, boxes: BoxSize, at: Place) -> Result<(), ShapedError> {
        if let Some((_, first)) = self.boxes {
            return Err(twice("the box shape is", first, at));
        }
        self.boxes = Some((boxes, at));
        Ok(())
    }

    pub(super) fn regions(&mut self, regions: &str, at: Place) -> Result<(), ShapedError> {
        if let Some((_, first)) = self.regions {
            return Err(twice("the jigsaw regions are", first, at));
        }
        self.regions = Some((regions.to_string(), at));
        Ok(())
    }

    /// The boxes stay houses beside the regions.
    pub(super) fn keep_boxes(&mut self, at: Place) -> Result<(), ShapedError> {
        if let Some(first) = self.keep_boxes {
            return Err(twice("'boxes' is", first, at));
        }
        self.keep_boxes = Some(at);
        Ok(())
    }

    pub(super) fn alphabet(&mut self, alphabet: Alphabet, at: Place) -> Result<(), ShapedError> {
        if let Some((_, first)) = self.alphabet {
            return Err(twice("the digits' form is", first, at));
        }
        self.alphabet = Some((alphabet, at));
        Ok(())
    }

    /// How the cells are written: as the text says, else as the options do.
    pub(super) fn alphabet_or(&self, options: &ShapeOptions) -> Alphabet {
        self.alphabet
            .map_or(options.alphabet, |(alphabet, _)| alphabet)
    }

    /// The rule `text` (`x`, `cage=15:0.1`), read at once so that a wrong
    /// one is refused where it stands, before any other is read.
    pub(super) fn rule(&mut self, text: &str, at: Option<Place>) -> Result<(), ShapedError> {
        let rule = rules::read(text).map_err(|why| match at {
            Some((line, column)) => ShapedError::at(line, column, why),
            None => ShapedError::new(why),
        })?;
        if self.seen.insert(rule.text()) {
            self.rules.push((rule, at));
        }
        Ok(())
    }

    /// The shape of an N x N grid with everything stated, built once.
    pub(super) fn build(
        mut self,
        size: usize,
        options: &ShapeOptions,
    ) -> Result<Shape, ShapedError> {
        let at_place = |place: Option<Place>, message: String| match place {
            Some((line, column)) => ShapedError::at(line, column, message),
            None => ShapedError::new(message),
        };
        if self.alphabet_or(options) == Alphabet::Hex && size != 16 {
            let message =
                format!("digits=hex is for 16x16 grids written 0-F; this grid is {size}x{size}");
            return Err(at_place(self.alphabet.map(|(_, at)| at), message));
        }
        let boxes = self.boxes.map(|(boxes, _)| boxes).or(options.boxes);
        let mut shape = match boxes {
            Some(boxes) => Shape::boxed(size, boxes),
            None => Shape::square(size),
        }
        .map_err(|error| at_place(self.boxes.map(|(_, at)| at), error.0))?;
        let regions = match &self.regions {
            Some((text, at)) => Some((text.as_str(), Some(*at))),
            None => options.regions.as_deref().map(|text| (text, None)),
        };
        match (regions, self.keep_boxes) {
            (Some((text, at)), keep) => {
                shape = with_regions(&shape, text, keep.is_some()).map_err(|error| match at {
                    Some((line, column)) => ShapedError::at(line, column, error.message),
                    None => error,
                })?
            }
            (None, Some((line, column))) => {
                return Err(ShapedError::at(
                    line,
                    column,
                    "'boxes' keeps the boxes beside jigsaw regions, but no regions are given",
                ))
            }
            (None, None) => {}
        }
        let mut from_options = Stated::default();
        for rule in &options.rules {
            from_options.rule(rule, None)?;
        }
        for (rule, at) in std::mem::take(&mut self.rules) {
            if from_options.seen.insert(rule.text()) {
                from_options.rules.push((rule, at));
            }
        }
        let rules = from_options.rules;
        let texts: Vec<(String, Option<Place>)> =
            rules.iter().map(|(rule, at)| (rule.text(), *at)).collect();
        shape
            .with_rules(rules.into_iter().map(|(rule, _)| rule).collect())
            .map_err(|error| {
                // The shape names the rule that does not fit first: point at it.
                let place = texts
                    .iter()
                    .find(|(text, _)| error.0.starts_with(&format!("{text}: ")))
                    .and_then(|(_, at)| *at);
                at_place(place, error.0)
            })
    }
}
