//! Tilewise: mahjong scoring, drills and replays for Zung Jung, Hong Kong, Singaporean and
//! Sichuan rules. Text (notation, RON) flows into `tiles` and `hand`, through `rules`, into a
//! score sheet for the CLI and the app; game records (`replay`) replay through `game`.

pub mod app;
pub mod art;
pub mod canonical;
pub mod cli;
pub mod datafile;
pub mod drill;
pub mod files;
pub mod formats;
pub mod game;
pub mod hand;
pub mod i18n;
pub mod print;
pub mod progress;
pub mod recording;
pub mod report;
pub mod review;
pub mod ron_text;
pub mod rules;
pub mod season;
pub mod sim;
pub mod spreadsheet;
pub mod tiles;
pub mod tileset;
pub mod verify;

#[cfg(test)]
mod layering;
