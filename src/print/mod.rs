//! Printed material for clubs, PDFs laid out by one page module ([`page`]): worksheets made
//! from drill sets, and the night's score sheet made from a game record.

pub mod night;
mod page;
pub mod worksheet;

pub use night::{NightSheetOptions, night_pdf};
pub use page::Paper;
pub use worksheet::{WorksheetError, WorksheetOptions, worksheet_pdf};
