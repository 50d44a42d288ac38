//! CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends, a field quoted when it
//! holds a comma, a quote or a line break, quotes doubled), written by the `csv` crate.
//!
//! Every text cell is made safe to open: a cell starting like a formula (`=`, `+`, `-`, `@`,
//! a tab or a carriage return) gets a `'` in front, so a spreadsheet shows it as text and
//! never runs it; bidirectional control characters (U+202A–U+202E, U+2066–U+2069, U+200E,
//! U+200F, U+061C), which can make a cell read as something it is not, are removed. Numbers
//! are written as numbers (a negative balance stays `-8`).

use std::fmt::Display;

/// One cell of a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Text from a file or a person (names, reasons, notes, titles): neutralised.
    Text(String),
    /// A number (or a fixed identifier the program makes): written as it is.
    Number(String),
}

/// A text cell.
pub fn text(value: impl Into<String>) -> Cell {
    Cell::Text(value.into())
}

/// A number cell.
pub fn number(value: impl Display) -> Cell {
    Cell::Number(value.to_string())
}

/// An empty cell.
pub fn empty() -> Cell {
    Cell::Number(String::new())
}

/// Whether a character is a bidirectional control: embeddings and overrides (U+202A–U+202E),
/// isolates (U+2066–U+2069), the marks U+200E, U+200F and U+061C.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Whether a spreadsheet may skip a character before it reads a formula: white space (a line
/// feed, a no-break space included) and the invisible zero-width ones (U+200B–U+200D, the word
/// joiner U+2060, the byte-order mark U+FEFF).
fn skipped_before_formula(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}')
}

/// Text as a spreadsheet shows it and never runs it: bidi controls removed, a `'` before a
/// start that would make a formula (`= + - @`, also behind spaces or invisible characters,
/// or a tab or carriage return).
pub fn neutralise(value: &str) -> String {
    let clean: String = value.chars().filter(|&c| !is_bidi_control(c)).collect();
    let first = clean.trim_start_matches(skipped_before_formula);
    if clean.starts_with(['\t', '\r']) || first.starts_with(['=', '+', '-', '@']) {
        format!("'{clean}")
    } else {
        clean
    }
}

/// A CSV table being written in memory.
pub struct Table {
    writer: csv::Writer<Vec<u8>>,
}

impl Default for Table {
    fn default() -> Self {
        Table::new()
    }
}

impl Table {
    pub fn new() -> Table {
        Table {
            writer: csv::WriterBuilder::new()
                .terminator(csv::Terminator::CRLF)
                .flexible(true)
                .from_writer(Vec::new()),
        }
    }

    /// A row of fixed column names (the program's own, never neutralised).
    pub fn header(&mut self, names: &[&str]) {
        self.write(names.iter().map(|n| n.as_bytes().to_vec()));
    }

    /// A row of cells.
    pub fn row(&mut self, cells: &[Cell]) {
        self.write(cells.iter().map(|c| match c {
            Cell::Text(t) => neutralise(t).into_bytes(),
            Cell::Number(n) => n.clone().into_bytes(),
        }));
    }

    fn write(&mut self, fields: impl Iterator<Item = Vec<u8>>) {
        // Writing into memory cannot fail (a `Vec` grows); the error is impossible, not ignored.
        if let Err(e) = self.writer.write_record(fields) {
            debug_assert!(false, "CSV into memory: {e}");
        }
    }

    /// The table as text.
    pub fn finish(self) -> String {
        match self.writer.into_inner() {
            // Only valid UTF-8 goes in (`&str` cells), so only valid UTF-8 comes out.
            Ok(bytes) => String::from_utf8(bytes)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
            Err(e) => String::from_utf8_lossy(e.into_inner().get_ref()).into_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_neutralised_and_numbers_stay_numbers() {
        assert_eq!(neutralise("=1+1"), "'=1+1");
        for start in [" ", "\n", "\u{200B}", "\u{FEFF}", "\u{00A0}", " \u{2060}\n"] {
            for sign in ["=", "+", "-", "@"] {
                let cell = format!("{start}{sign}HYPERLINK(1)");
                assert_eq!(neutralise(&cell), format!("'{cell}"), "{cell:?}");
            }
        }
        assert_eq!(neutralise(" Ann"), " Ann");
        assert_eq!(neutralise("+A1"), "'+A1");
        assert_eq!(neutralise("-2"), "'-2");
        assert_eq!(neutralise("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(neutralise("\tx"), "'\tx");
        assert_eq!(neutralise("\rx"), "'\rx");
        assert_eq!(neutralise("Tan"), "Tan");
        assert_eq!(neutralise("\u{202E}=evil"), "'=evil");
        assert_eq!(neutralise("a\u{2066}b\u{200F}c\u{061C}"), "abc");
        let mut t = Table::new();
        t.header(&["name", "amount"]);
        t.row(&[text("a,\"b\""), number(-8)]);
        t.row(&[text("two\nlines"), empty()]);
        assert_eq!(
            t.finish(),
            "name,amount\r\n\"a,\"\"b\"\"\",-8\r\n\"two\nlines\",\r\n"
        );
    }
}
