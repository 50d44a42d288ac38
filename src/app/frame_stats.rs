//! Timing of the interface for measurements (`TILEWISE_FRAME_STATS=1`): start to first
//! frame, and the frames' times, printed to stderr (see docs/speed.md).

use std::time::{Duration, Instant};

/// When the process started, and the frames timed so far.
pub(crate) struct FrameStats {
    started: Instant,
    frames: u32,
    total: Duration,
    worst: Duration,
}

impl FrameStats {
    /// Starts timing, saying how long the app took to build.
    pub(crate) fn new(started: Instant) -> FrameStats {
        eprintln!("app built {:.1} ms after start", ms(started.elapsed()));
        FrameStats {
            started,
            frames: 0,
            total: Duration::ZERO,
            worst: Duration::ZERO,
        }
    }

    /// Says that something happened, in ms after the start.
    pub(crate) fn say(&self, what: &str) {
        eprintln!("{what} {:.1} ms after start", ms(self.started.elapsed()));
    }

    /// Counts a frame whose interface took `spent`: the first one said, then every 50th.
    pub(crate) fn frame(&mut self, spent: Duration) {
        self.frames += 1;
        self.total += spent;
        self.worst = self.worst.max(spent);
        if self.frames == 1 {
            eprintln!(
                "first frame drawn {:.1} ms after start (its ui {:.1} ms)",
                ms(self.started.elapsed()),
                ms(spent)
            );
        }
        if self.frames.is_multiple_of(50) {
            eprintln!(
                "{} frames: ui {:.2} ms on average, {:.2} ms at worst",
                self.frames,
                ms(self.total) / f64::from(self.frames),
                ms(self.worst)
            );
        }
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
