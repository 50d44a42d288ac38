//! Integration tests: ui.

#[path = "../common/mod.rs"]
mod common;

mod annotate;
mod app;
mod dialogs;
mod drill;
mod drill_modes_extra;
mod drill_sets;
mod images;
mod move_entry;
mod night;
mod progress;
mod recorder;
mod screens;
mod set_authoring;
