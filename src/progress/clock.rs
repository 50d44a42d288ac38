//! The trainer's wall clock: when answers were given, and seeds. (The time a question took is
//! counted in egui time by the screens that ask, only while the question is seen.)

use std::time::{SystemTime, UNIX_EPOCH};

/// Now, in seconds since the Unix epoch (0 if the system clock is before it).
pub fn now_unix_s() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A seed for random hands from the clock, different on each launch.
pub fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0x5eed, |d| d.as_nanos() as u64)
}
