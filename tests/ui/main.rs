//! Integration tests: ui.

#[path = "../common/mod.rs"]
mod common;

mod annotate;
mod app;
mod data_safety;
mod dialogs;
mod drill;
mod drill_in_step;
mod drill_modes_extra;
mod drill_sets;
mod harness;
mod images;
mod move_entry;
mod night;
mod progress;
mod quiz_clock;
mod recorder;
mod screens;
mod set_authoring;
mod tile_styles;
