//! Integration tests: cli.

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod worksheet;
mod limits;
mod writes;
