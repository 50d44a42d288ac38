//! Integration tests: cli.

#[path = "../common/mod.rs"]
mod common;

mod advise;
mod cli;
mod club_words;
mod diagram;
mod duel;
mod limits;
mod option_values;
mod packaging;
mod review;
mod season;
mod worksheet;
mod writes;
