//! Printed material for clubs: worksheets (PDF) made from drill sets.

pub mod worksheet;

pub use worksheet::{Paper, WorksheetError, WorksheetOptions, worksheet_pdf};
