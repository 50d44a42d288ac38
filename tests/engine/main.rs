//! Integration tests: engine.

#[path = "../common/mod.rs"]
mod common;

mod advisor;
mod advisor_values;
mod hong_kong;
mod hong_kong_payments;
mod option_values;
mod properties;
/// Seeded random hands, shared with the engine benches.
#[path = "../../benches/support/random_hands.rs"]
mod random_hands;
mod review_record;
mod rule_options;
mod scores_unchanged;
mod sichuan;
mod singapore;
mod singapore_payments;
mod waits_xiangting;
mod zung_jung;
