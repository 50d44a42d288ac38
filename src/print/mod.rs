//! Printed material for clubs, PDFs laid out by one page module (`page`): worksheets made
//! from drill sets, the night's score sheet made from a game record, and a picture of tile
//! art as a PDF page.

pub mod night;
mod page;
mod parts;
pub mod picture;
pub mod season;
pub mod worksheet;

pub use night::SheetError;
pub use night::{NightSheetOptions, night_pdf};
pub use page::Paper;
pub use picture::picture_pdf;
pub use season::season_pdf;
pub use worksheet::{WorksheetError, WorksheetOptions, worksheet_pdf, worksheet_pdf_with_tiles};
