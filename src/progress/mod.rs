//! The learner's progress: every graded answer, per system, mode and pattern.
//!
//! [`Progress`] keeps the last [`ATTEMPTS_MAX`] answers, running tallies per system, mode and
//! pattern (kept whole when old answers are dropped), and a spaced-repetition [`srs::Card`]
//! per (system, pattern). [`file`](mod@file) reads and writes it (versioned RON, atomic, damaged files
//! kept as backups); [`csv`] exports it. Nothing here reads the clock: times are arguments.

pub mod csv;
pub mod file;
pub mod srs;

pub mod clock;

use crate::drill::mode::{Level, Mode, PatternResult};
use serde::{Deserialize, Serialize};
use srs::Card;
use std::collections::{BTreeMap, VecDeque};

/// The most answers kept; older ones are dropped (their tallies stay). The app reads the file
/// on a thread of its own, off the first frame, but the Progress screen waits for it: 50 000
/// answers (10 MiB) took 0.4 s in a release build; 10 000 (about 1.7 MiB) are a year of daily
/// rounds and arrive within a few frames (docs/speed.md, "The first frame comes first").
pub const ATTEMPTS_MAX: usize = 10_000;
/// The longest time one answer counts for, in seconds (a question left open overnight).
pub const SECONDS_MAX: f32 = 3_600.0;
/// The version of the progress file this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// One graded answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    /// When it was graded, seconds since the Unix epoch.
    pub at_unix_s: u64,
    /// The rule system's id (`zung-jung`).
    pub system: String,
    pub mode: Mode,
    pub level: Level,
    pub right: bool,
    /// Seconds from the question shown to the answer checked.
    pub seconds: f32,
    pub patterns: Vec<PatternResult>,
}

/// How often something was asked and answered right, how long it took, when it was last seen.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Tally {
    pub attempts: u32,
    pub right: u32,
    /// The seconds of every answer, added up.
    pub seconds: f64,
    /// The last answer, seconds since the Unix epoch.
    pub last_seen: u64,
}

impl Tally {
    fn add(&mut self, right: bool, seconds: f32, at: u64) {
        self.attempts = self.attempts.saturating_add(1);
        self.right = self.right.saturating_add(u32::from(right));
        self.seconds += f64::from(seconds);
        self.last_seen = self.last_seen.max(at);
    }

    /// The share of right answers, 0 to 1 (0 when never asked).
    pub fn accuracy(&self) -> f64 {
        if self.attempts == 0 {
            0.0
        } else {
            f64::from(self.right.min(self.attempts)) / f64::from(self.attempts)
        }
    }

    /// The mean time of an answer in seconds (0 when never asked).
    pub fn mean_seconds(&self) -> f64 {
        if self.attempts == 0 {
            0.0
        } else {
            self.seconds / f64::from(self.attempts)
        }
    }

    /// Answers that were not right.
    pub fn missed(&self) -> u32 {
        self.attempts.saturating_sub(self.right)
    }
}

/// One pattern of one system: its tally, its current run of right answers, its card.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PatternRecord {
    pub tally: Tally,
    /// Right answers in a row, up to now.
    pub streak: u32,
    pub card: Card,
}

/// Everything about one rule system.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SystemRecord {
    /// Every answer in this system.
    pub total: Tally,
    pub modes: BTreeMap<Mode, Tally>,
    /// By pattern id.
    pub patterns: BTreeMap<String, PatternRecord>,
}

/// The learner's progress (the `progress.ron` file). Changed only through [`Progress::record`]
/// and [`Progress::reset`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// The file format's version: [`FORMAT_VERSION`].
    pub version: u32,
    /// The last [`ATTEMPTS_MAX`] answers, oldest first.
    #[serde(default)]
    pub attempts: VecDeque<Attempt>,
    /// By system id.
    #[serde(default)]
    pub systems: BTreeMap<String, SystemRecord>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            version: FORMAT_VERSION,
            attempts: VecDeque::new(),
            systems: BTreeMap::new(),
        }
    }
}

/// A pattern of a system as the progress screen lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternRow<'a> {
    pub pattern: &'a str,
    pub record: &'a PatternRecord,
}

/// Accuracy over a stretch of answers (a day, or a block of answers).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Days since the epoch, or the number of the last answer of the block (from 1).
    pub x: f64,
    pub attempts: u32,
    pub right: u32,
}

impl Point {
    pub fn accuracy(&self) -> f64 {
        if self.attempts == 0 {
            0.0
        } else {
            f64::from(self.right) / f64::from(self.attempts)
        }
    }
}

impl Progress {
    /// Keeps one graded answer: its tallies, the schedule of its patterns, and the answer
    /// itself (the oldest dropped beyond [`ATTEMPTS_MAX`]).
    pub fn record(&mut self, attempt: Attempt) {
        let mut attempt = attempt;
        attempt.seconds = clamp_seconds(attempt.seconds);
        let at = attempt.at_unix_s;
        let seconds = attempt.seconds;
        let system = self.systems.entry(attempt.system.clone()).or_default();
        system.total.add(attempt.right, seconds, at);
        system
            .modes
            .entry(attempt.mode)
            .or_default()
            .add(attempt.right, seconds, at);
        for result in &attempt.patterns {
            let record = system.patterns.entry(result.pattern.clone()).or_default();
            record.tally.add(result.right, seconds, at);
            record.streak = if result.right {
                record.streak.saturating_add(1)
            } else {
                0
            };
            let rating = srs::rating(result.right, seconds, record.streak);
            record.card = record.card.reviewed(rating, at);
        }
        self.attempts.push_back(attempt);
        while self.attempts.len() > ATTEMPTS_MAX {
            self.attempts.pop_front();
        }
    }

    /// Forgets everything.
    pub fn reset(&mut self) {
        *self = Progress::default();
    }

    /// Whether nothing was ever answered.
    pub fn is_empty(&self) -> bool {
        self.attempts.is_empty() && self.systems.is_empty()
    }

    pub fn system(&self, system: &str) -> Option<&SystemRecord> {
        self.systems.get(system)
    }

    /// The patterns of `system` due for practice at `now`, at most `n`: the weakest (lowest
    /// accuracy) first, then the most overdue. Only patterns seen before can be due.
    pub fn due_patterns(&self, system: &str, now: u64, n: usize) -> Vec<String> {
        let Some(record) = self.systems.get(system) else {
            return Vec::new();
        };
        let mut due: Vec<(&String, &PatternRecord)> = record
            .patterns
            .iter()
            .filter(|(_, r)| r.card.is_due(now))
            .collect();
        due.sort_by(|(a_id, a), (b_id, b)| {
            a.tally
                .accuracy()
                .total_cmp(&b.tally.accuracy())
                .then(a.card.due.cmp(&b.card.due))
                .then(a_id.cmp(b_id))
        });
        due.into_iter().take(n).map(|(id, _)| id.clone()).collect()
    }

    /// The patterns of `system` missed at least once, least accurate first (then the most
    /// missed, then the longest unseen), at most `n`. Never-missed patterns are not weak.
    pub fn weakest_patterns(&self, system: &str, n: usize) -> Vec<String> {
        self.pattern_rows(system)
            .into_iter()
            .filter(|row| row.record.tally.missed() > 0)
            .take(n)
            .map(|row| row.pattern.to_string())
            .collect()
    }

    /// Every pattern of `system` seen so far, weakest first: lowest accuracy, then the most
    /// missed, then the longest unseen.
    pub fn pattern_rows(&self, system: &str) -> Vec<PatternRow<'_>> {
        let Some(record) = self.systems.get(system) else {
            return Vec::new();
        };
        let mut rows: Vec<PatternRow<'_>> = record
            .patterns
            .iter()
            .map(|(pattern, record)| PatternRow { pattern, record })
            .collect();
        rows.sort_by(|a, b| {
            let (ta, tb) = (&a.record.tally, &b.record.tally);
            ta.accuracy()
                .total_cmp(&tb.accuracy())
                .then(tb.missed().cmp(&ta.missed()))
                .then(ta.last_seen.cmp(&tb.last_seen))
                .then(a.pattern.cmp(b.pattern))
        });
        rows
    }

    /// The kept answers of `system`, oldest first.
    pub fn attempts_of<'a>(&'a self, system: &'a str) -> impl Iterator<Item = &'a Attempt> + 'a {
        self.attempts.iter().filter(move |a| a.system == system)
    }

    /// Accuracy of `system` per block of `size` answers (the last block may be shorter); `x`
    /// is the number of the block's last answer.
    pub fn accuracy_by_block(&self, system: &str, size: usize) -> Vec<Point> {
        let size = size.max(1);
        let mut points: Vec<Point> = Vec::new();
        for (k, attempt) in self.attempts_of(system).enumerate() {
            if k % size == 0 {
                points.push(Point {
                    x: 0.0,
                    attempts: 0,
                    right: 0,
                });
            }
            if let Some(p) = points.last_mut() {
                p.x = (k + 1) as f64;
                p.attempts += 1;
                p.right += u32::from(attempt.right);
            }
        }
        points
    }

    /// Accuracy of `system` per day (UTC); `x` is the day's number since the epoch.
    pub fn accuracy_by_day(&self, system: &str) -> Vec<Point> {
        let mut days: BTreeMap<u64, Point> = BTreeMap::new();
        for attempt in self.attempts_of(system) {
            let day = attempt.at_unix_s / 86_400;
            let p = days.entry(day).or_insert(Point {
                x: day as f64,
                attempts: 0,
                right: 0,
            });
            p.attempts += 1;
            p.right += u32::from(attempt.right);
        }
        days.into_values().collect()
    }

    /// Brings a file's numbers into range: the answers bounded, times finite, damaged cards
    /// started afresh.
    fn sanitized(mut self) -> Progress {
        while self.attempts.len() > ATTEMPTS_MAX {
            self.attempts.pop_front();
        }
        for attempt in &mut self.attempts {
            attempt.seconds = clamp_seconds(attempt.seconds);
        }
        for system in self.systems.values_mut() {
            let tallies = std::iter::once(&mut system.total)
                .chain(system.modes.values_mut())
                .chain(system.patterns.values_mut().map(|p| &mut p.tally));
            for tally in tallies {
                if !tally.seconds.is_finite() || tally.seconds < 0.0 {
                    tally.seconds = 0.0;
                }
                tally.right = tally.right.min(tally.attempts);
            }
            for pattern in system.patterns.values_mut() {
                if !pattern.card.sound() {
                    pattern.card = Card::default();
                }
            }
        }
        self
    }
}

fn clamp_seconds(seconds: f32) -> f32 {
    if seconds.is_finite() {
        seconds.clamp(0.0, SECONDS_MAX)
    } else {
        0.0
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub const T0: u64 = 1_780_000_000;
    const DAY: u64 = 86_400;

    /// An answer in Zung Jung's total mode at `at`, with `patterns` as `id` (right) or `!id`
    /// (missed).
    pub fn attempt(at: u64, patterns: &[&str], seconds: f32) -> Attempt {
        let patterns: Vec<PatternResult> = patterns
            .iter()
            .map(|p| PatternResult {
                pattern: p.trim_start_matches('!').to_string(),
                right: !p.starts_with('!'),
            })
            .collect();
        Attempt {
            at_unix_s: at,
            system: "zung-jung".into(),
            mode: Mode::Total,
            level: Level::Standard,
            right: patterns.iter().all(|p| p.right),
            seconds,
            patterns,
        }
    }

    #[test]
    fn tallies_count_per_system_mode_and_pattern() {
        let mut p = Progress::default();
        p.record(attempt(T0, &["zj.1.1", "zj.2.1"], 10.0));
        p.record(attempt(T0 + 60, &["zj.1.1", "!zj.3.1"], 20.0));
        let mut other = attempt(T0 + 120, &["sc.1"], 4.0);
        other.system = "sichuan".into();
        other.mode = Mode::Patterns;
        p.record(other);
        let zj = p.system("zung-jung").unwrap();
        assert_eq!((zj.total.attempts, zj.total.right), (2, 1));
        assert_eq!(zj.total.mean_seconds(), 15.0);
        assert_eq!(zj.total.last_seen, T0 + 60);
        assert_eq!(zj.modes[&Mode::Total].attempts, 2);
        assert!(!zj.modes.contains_key(&Mode::Patterns));
        let one = &zj.patterns["zj.1.1"];
        assert_eq!((one.tally.attempts, one.tally.right, one.streak), (2, 2, 2));
        assert_eq!(zj.patterns["zj.3.1"].tally.accuracy(), 0.0);
        assert_eq!(p.system("sichuan").unwrap().modes[&Mode::Patterns].right, 1);
        assert_eq!(p.attempts.len(), 3);
        assert_eq!(p.attempts_of("sichuan").count(), 1);
    }

    #[test]
    fn answers_are_bounded_but_tallies_stay_whole() {
        let mut p = Progress::default();
        for k in 0..(ATTEMPTS_MAX as u64 + 10) {
            p.record(attempt(T0 + k, &[], 1.0));
        }
        assert_eq!(p.attempts.len(), ATTEMPTS_MAX);
        assert_eq!(p.attempts.front().map(|a| a.at_unix_s), Some(T0 + 10));
        assert_eq!(
            p.system("zung-jung").unwrap().total.attempts,
            ATTEMPTS_MAX as u32 + 10
        );
    }

    #[test]
    fn missed_patterns_are_due_first_and_unseen_ones_never() {
        let mut p = Progress::default();
        // Both seen right once; then a day later one missed, the other right again.
        p.record(attempt(T0, &["zj.1.1", "zj.2.1", "zj.5.1"], 5.0));
        p.record(attempt(T0 + DAY, &["zj.1.1", "!zj.2.1"], 5.0));
        let soon = T0 + DAY + 3_600;
        let due = p.due_patterns("zung-jung", soon, 10);
        assert_eq!(due.first().map(String::as_str), Some("zj.2.1"), "{due:?}");
        assert!(!due.contains(&"zj.1.1".to_string()), "{due:?}");
        assert!(p.due_patterns("sichuan", soon, 10).is_empty());
        assert!(!due.contains(&"zj.9.9".to_string()));
        // Far in the future everything seen is due, the missed one still first.
        let all = p.due_patterns("zung-jung", T0 + 10_000 * DAY, 10);
        assert_eq!(all.len(), 3);
        assert_eq!(all[0], "zj.2.1");
        assert_eq!(p.due_patterns("zung-jung", T0 + 10_000 * DAY, 1).len(), 1);
    }

    #[test]
    fn the_weakest_are_the_least_accurate_of_those_missed() {
        let mut p = Progress::default();
        p.record(attempt(T0, &["a", "!b", "!c"], 5.0));
        p.record(attempt(T0 + 1, &["a", "b", "!c"], 5.0));
        assert_eq!(p.weakest_patterns("zung-jung", 5), vec!["c", "b"]);
        assert_eq!(p.weakest_patterns("zung-jung", 1), vec!["c"]);
        let rows: Vec<&str> = p
            .pattern_rows("zung-jung")
            .iter()
            .map(|r| r.pattern)
            .collect();
        assert_eq!(rows, vec!["c", "b", "a"]);
        p.reset();
        assert!(p.is_empty());
        assert!(p.weakest_patterns("zung-jung", 5).is_empty());
    }

    #[test]
    fn accuracy_over_time_by_block_and_by_day() {
        let mut p = Progress::default();
        for k in 0..25u64 {
            let pattern = if k % 5 == 0 { "!a" } else { "a" };
            p.record(attempt(T0 + k * 3_600, &[pattern], 5.0));
        }
        let blocks = p.accuracy_by_block("zung-jung", 10);
        assert_eq!(blocks.len(), 3);
        assert_eq!(
            (blocks[0].x, blocks[0].attempts, blocks[0].right),
            (10.0, 10, 8)
        );
        assert_eq!((blocks[2].x, blocks[2].attempts), (25.0, 5));
        assert_eq!(blocks[2].accuracy(), 0.8);
        let days = p.accuracy_by_day("zung-jung");
        assert_eq!(days.iter().map(|d| d.attempts).sum::<u32>(), 25);
        assert!(days.len() >= 2);
        assert!(days.windows(2).all(|w| w[0].x + 1.0 <= w[1].x));
    }

    #[test]
    fn times_are_kept_in_range() {
        let mut p = Progress::default();
        p.record(attempt(T0, &["a"], f32::NAN));
        p.record(attempt(T0, &["a"], 1e9));
        assert_eq!(p.attempts[0].seconds, 0.0);
        assert_eq!(p.attempts[1].seconds, SECONDS_MAX);
    }
}
