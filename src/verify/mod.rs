//! `tilewise check`: whether a file says what the engine says. A game record replays and its
//! recorded scores agree with the rules ([`game_record`]); a drill set's every hand scores under
//! its rules and fits its question mode ([`drill_set`]). Each report is text or JSON, in the
//! reader's language.

pub mod drill_set;
pub mod game_record;

pub use drill_set::{SetCheckReport, set_check_report_in, set_check_text};
pub use game_record::{
    CheckDisagreement, CheckEntry, CheckReport, CheckWin, check_report, check_report_in, check_text,
};
