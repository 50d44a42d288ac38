//! The screens, one folder each: its state, the commands that change it, and its drawing.

pub mod calculator;
pub mod drill;
pub mod house_rules;
pub mod progress;
pub mod recorder;
pub mod replays;
pub mod rules;
pub mod set_builder;
pub mod tile_sets;
