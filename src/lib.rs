//! Tilewise: mahjong scoring for Zung Jung (and, growing, Hong Kong, Singaporean and Sichuan
//! rules). Text (notation, RON) flows into `tiles` and `hand`, through `rules`, into a score
//! sheet for the CLI and, later, the app.

pub mod app;
pub mod cli;
pub mod files;
pub mod hand;
pub mod rules;
pub mod tiles;
