//! Printed material for clubs: worksheets (PDF) made from drill sets, and a picture of tile
//! art as a PDF page.

pub mod picture;
pub mod worksheet;

pub use picture::picture_pdf;
pub use worksheet::{Paper, WorksheetError, WorksheetOptions, worksheet_pdf};
