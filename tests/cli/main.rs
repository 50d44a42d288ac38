//! Integration tests: cli.

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod diagram;
mod limits;
mod worksheet;
mod writes;
