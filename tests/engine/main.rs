//! Integration tests: engine.

#[path = "../common/mod.rs"]
mod common;

mod advisor;
mod advisor_values;
mod hong_kong;
mod hong_kong_payments;
mod option_values;
mod properties;
mod rule_options;
mod sichuan;
mod singapore;
mod singapore_payments;
mod waits_xiangting;
mod zung_jung;
