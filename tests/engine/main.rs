//! Integration tests: engine.

#[path = "../common/mod.rs"]
mod common;

mod hong_kong;
mod hong_kong_payments;
mod option_values;
mod properties;
mod rule_options;
mod scores_unchanged;
mod sichuan;
mod singapore;
mod singapore_payments;
mod waits_xiangting;
mod zung_jung;
