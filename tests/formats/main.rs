//! Integration tests: formats.

#[path = "../common/mod.rs"]
mod common;

mod game;
mod one_seat;
mod parsers;
mod results;
mod samples;
mod season;
mod sets;
