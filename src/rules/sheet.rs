//! The score sheet.
pub struct ScoreSheet;
pub fn score_sheet() {}
