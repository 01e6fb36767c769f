//! Aligned plain-text tables.

/// Rows of cells under a header, printed in aligned columns.
pub struct Table {
    header: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Table {
    pub fn new<S: Into<String>>(header: impl IntoIterator<Item = S>) -> Table {
        Table {
            header: header.into_iter().map(Into::into).collect(),
            rows: Vec::new(),
        }
    }

    pub fn push<S: Into<String>>(&mut self, row: impl IntoIterator<Item = S>) {
        self.rows.push(row.into_iter().map(Into::into).collect());
    }

    /// Figures: the first column left-aligned, the others right-aligned,
    /// with a rule under the header.
    pub fn render(&self) -> String {
        self.render_with(|column| column > 0, true)
    }

    /// Text: every column left-aligned, no rule.
    pub fn render_left_aligned(&self) -> String {
        self.render_with(|_| false, false)
    }

    fn render_with(&self, right_aligned: impl Fn(usize) -> bool, rule: bool) -> String {
        let columns = self
            .rows
            .iter()
            .map(Vec::len)
            .chain([self.header.len()])
            .max()
            .unwrap_or(0);
        let mut widths = vec![0; columns];
        for row in self.rows.iter().chain([&self.header]) {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(cell.chars().count());
            }
        }
        let line = |row: &[String]| {
            let cells: Vec<String> = widths
                .iter()
                .enumerate()
                .map(|(column, &width)| {
                    let cell = row.get(column).map_or("", String::as_str);
                    if right_aligned(column) {
                        format!("{cell:>width$}")
                    } else {
                        format!("{cell:<width$}")
                    }
                })
                .collect();
            cells.join("  ").trim_end().to_string() + "\n"
        };
        let mut text = line(&self.header);
        if rule {
            let total = widths.iter().sum::<usize>() + 2 * columns.saturating_sub(1);
            text.push_str(&"-".repeat(total));
            text.push('\n');
        }
        for row in &self.rows {
            text.push_str(&line(row));
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aligns_columns() {
        let mut table = Table::new(["set", "n"]);
        table.push(["famous", "9"]);
        table.push(["royle", "1434"]);
        assert_eq!(
            table.render(),
            "set        n\n------------\nfamous     9\nroyle   1434\n"
        );
    }
}
