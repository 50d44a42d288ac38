//! The trainer's clock: the wall clock for when answers were given and for seeds, and the time a
//! question took.

use std::time::{Instant, SystemTime, UNIX_EPOCH};

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

/// Seconds since a question was shown; 0 when it was never shown.
pub fn seconds_since(shown_at: Option<Instant>) -> f32 {
    shown_at.map_or(0.0, |t| t.elapsed().as_secs_f32())
}
