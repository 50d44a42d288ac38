//! The project's file formats: how they are read (RON with the extensions of
//! `docs/formats.md`, errors naming the line and column, numbers checked against their ranges)
//! and written (canonical, as the app saves them), and the hand file.
//!
//! The game record (`crate::replay`), the drill set (`crate::drill::set`), the house rules and
//! the learner's progress keep their types beside the code that plays them; each is read and
//! written through the functions here.

mod hand_file;

pub use hand_file::{
    HandFile, HandParts, MeldSpec, MeldTiles, ParseError, melds_of_specs, parse_hand_file,
    parse_ron, parse_ron_seed, to_ron_nested, to_ron_pretty,
};
