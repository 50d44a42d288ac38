//! Integration tests: ui.

#[path = "../common/mod.rs"]
mod common;

mod annotate;
mod app;
mod data_safety;
mod dialogs;
mod drill;
mod drill_discard;
mod drill_in_step;
mod drill_modes_extra;
mod drill_sets;
mod harness;
mod images;
mod move_entry;
mod night;
mod one_word;
mod open_files;
mod pattern_values;
mod progress;
mod quiz_clock;
mod readme_pictures;
mod recorder;
mod replay_samples;
mod replays_layout;
mod review_panel;
mod screens;
mod screens_explain;
mod season;
mod set_authoring;
mod table;
mod tile_sets;
mod tile_styles;
mod window_sizes;
