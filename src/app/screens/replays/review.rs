//! The Review panel's state: whose decisions are reviewed, the background job that reviews
//! them ([`crate::review::review_record`] on its own thread, never on the UI thread), and the
//! reviews done, cached by record content, player and options so coming back is instant.
//!
//! Changed only through [`ReviewCommand`] (wrapped in [`crate::app::screens::replays::ReplaysCommand::Review`]); the
//! job's progress is read each frame by [`ReviewPanel::poll`] (the viewer's clock), and the job
//! asks egui for a repaint only when it has progress to show.

use crate::replay::GameRecord;
use crate::review::{AdviseOptions, Decision, Review, ReviewError, Severity, review_record};
use egui::Color32;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// How many reviews the cache keeps (the oldest is dropped first).
const CACHE_MAX_REVIEWS: usize = 16;

/// How many biggest mistakes of a hand the panel lists.
pub const BIGGEST_SHOWN: usize = 5;

/// What a review is cached by: the record's content (a hash of its canonical text), the
/// player and the options.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReviewKey {
    pub record_hash: u64,
    pub player: String,
    pub values: bool,
    pub rollouts: u32,
    pub seed: u64,
}

/// The hash of a record's content: its canonical text (what Save writes, without comments).
pub fn record_hash(record: &GameRecord) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    record.to_ron().hash(&mut hasher);
    hasher.finish()
}

/// Every change to the Review panel.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewCommand {
    /// Shows or hides the panel (beside the table, in the ledger's place).
    Open(bool),
    /// Chooses whose decisions are reviewed (a name from the record's header).
    Choose(String),
    /// How to advise (values on or off, rollouts, seed).
    SetOptions(AdviseOptions),
    /// Starts reviewing the chosen player in the background; `repaint` is asked for a frame
    /// whenever progress arrives (none in tests that poll by hand).
    Start { repaint: Option<egui::Context> },
    /// Stops the running review (nothing is cached).
    Cancel,
}

/// What the job says, through its channel.
enum JobMessage {
    Progress { done: usize, total: usize },
    Finished(Result<Review, ReviewError>),
}

/// A review running on its own thread.
pub struct ReviewJob {
    pub key: ReviewKey,
    /// Decisions reviewed, and how many there are (0 until the job knows).
    pub done: usize,
    pub total: usize,
    cancel: Arc<AtomicBool>,
    messages: Receiver<JobMessage>,
}

impl ReviewJob {
    /// Starts reviewing `player` in `record` on a new thread.
    fn start(
        record: GameRecord,
        key: ReviewKey,
        options: AdviseOptions,
        repaint: Option<egui::Context>,
    ) -> ReviewJob {
        let (send, messages) = channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&cancel);
        let player = key.player.clone();
        std::thread::spawn(move || {
            let wake = || {
                if let Some(ctx) = &repaint {
                    ctx.request_repaint();
                }
            };
            let mut progress = |done: usize, total: usize| {
                // A closed channel: the panel dropped the job; stop working for nobody.
                let sent = send.send(JobMessage::Progress { done, total }).is_ok();
                wake();
                sent && !stop.load(Ordering::Relaxed)
            };
            let result = review_record(&record, &player, None, &options, &mut progress);
            // The panel may be gone (the app closed): then nobody waits for the answer.
            let _ = send.send(JobMessage::Finished(result));
            wake();
        });
        ReviewJob {
            key,
            done: 0,
            total: 0,
            cancel,
            messages,
        }
    }

    /// Asks the job to stop at its next decision.
    fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// The Review panel of the replay viewer.
pub struct ReviewPanel {
    /// Whether the panel is shown (in the ledger's place).
    pub open: bool,
    /// The player whose decisions are reviewed (a name from the record's header).
    pub player: Option<String>,
    pub options: AdviseOptions,
    /// The running review, if any (one at a time).
    pub job: Option<ReviewJob>,
    /// Reviews done, by record content, player and options.
    cache: HashMap<ReviewKey, Review>,
    /// The keys of the cache, oldest first (the first is dropped when it is full).
    cache_order: Vec<ReviewKey>,
    /// The hash of the shown record's content (`None`: no record).
    pub record_hash: Option<u64>,
    /// Why the last review failed (a cancel is no failure).
    pub error: Option<Failure>,
}

/// Why a review did not finish.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// The library refused it (no such player, a record that does not replay).
    Review(ReviewError),
    /// The job's thread ended without an answer.
    Stopped,
}

impl Default for ReviewPanel {
    fn default() -> Self {
        ReviewPanel {
            open: false,
            player: None,
            options: app_options(),
            job: None,
            cache: HashMap::new(),
            cache_order: Vec::new(),
            record_hash: None,
            error: None,
        }
    }
}

/// The options the app reviews with by default: the library's review options (values by a
/// modest number of rollouts, so an eight-hand record is reviewed in seconds), seed 1.
pub fn app_options() -> AdviseOptions {
    crate::review::review_options(1)
}

impl ReviewPanel {
    /// The key of the chosen player's review of the shown record under the panel's options.
    pub fn key(&self) -> Option<ReviewKey> {
        Some(ReviewKey {
            record_hash: self.record_hash?,
            player: self.player.clone()?,
            values: self.options.values,
            rollouts: self.options.rollouts,
            seed: self.options.seed,
        })
    }

    /// The chosen player's review of the shown record, when it is done.
    pub fn shown(&self) -> Option<&Review> {
        self.cache.get(&self.key()?)
    }

    /// Whether a review is running for the shown record and player.
    pub fn running_here(&self) -> Option<&ReviewJob> {
        let key = self.key()?;
        self.job.as_ref().filter(|j| j.key == key)
    }

    /// The shown record changed (another record, or an edit): its content is hashed again,
    /// and the chosen player kept when the record has them.
    pub fn record_changed(&mut self, record: Option<&GameRecord>) {
        self.record_hash = record.map(record_hash);
        let players = record.map_or(&[][..], |r| &r.header.players[..]);
        if self.player.as_ref().is_none_or(|p| !players.contains(p)) {
            self.player = players.first().cloned();
        }
        self.error = None;
    }

    /// Applies one command; `record` is the shown record (the one a review starts on).
    pub fn apply(&mut self, command: ReviewCommand, record: Option<&GameRecord>) {
        match command {
            ReviewCommand::Open(open) => self.open = open,
            ReviewCommand::Choose(player) => {
                let known = record.is_some_and(|r| r.header.players.contains(&player));
                if known {
                    self.player = Some(player);
                    self.error = None;
                }
            }
            ReviewCommand::SetOptions(options) => self.options = options,
            ReviewCommand::Start { repaint } => {
                let (Some(record), Some(key)) = (record, self.key()) else {
                    return;
                };
                if self.cache.contains_key(&key) || self.running_here().is_some() {
                    return;
                }
                self.cancel();
                self.error = None;
                self.job = Some(ReviewJob::start(record.clone(), key, self.options, repaint));
            }
            ReviewCommand::Cancel => self.cancel(),
        }
    }

    /// Stops the running job, if any; it finishes on its own, unheard.
    fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel();
        }
    }

    /// Reads what the job said since the last frame: its progress, and when it is done, its
    /// review (into the cache) or why it failed. Returns whether anything changed.
    pub fn poll(&mut self) -> bool {
        let Some(job) = &mut self.job else {
            return false;
        };
        let mut changed = false;
        let finished = loop {
            match job.messages.try_recv() {
                Ok(JobMessage::Progress { done, total }) => {
                    job.done = done;
                    job.total = total;
                    changed = true;
                }
                Ok(JobMessage::Finished(result)) => break Some(result.map_err(Failure::Review)),
                Err(TryRecvError::Empty) => break None,
                Err(TryRecvError::Disconnected) => break Some(Err(Failure::Stopped)),
            }
        };
        let Some(result) = finished else {
            return changed;
        };
        let key = job.key.clone();
        self.job = None;
        match result {
            Ok(review) => self.keep(key, review),
            Err(Failure::Review(ReviewError::Cancelled)) => {}
            Err(e) => self.error = Some(e),
        }
        true
    }

    /// Puts a review into the cache (the oldest dropped when it is full).
    fn keep(&mut self, key: ReviewKey, review: Review) {
        if self.cache.insert(key.clone(), review).is_none() {
            self.cache_order.push(key);
        }
        while self.cache_order.len() > CACHE_MAX_REVIEWS {
            let old = self.cache_order.remove(0);
            self.cache.remove(&old);
        }
    }

    /// Whether a review of this record content, player and options is cached.
    pub fn cached(&self, key: &ReviewKey) -> bool {
        self.cache.contains_key(key)
    }
}

/// The colour of a severity (`None` for a choice that cost nothing).
pub fn severity_color(severity: Severity) -> Option<Color32> {
    match severity {
        Severity::None => None,
        Severity::Small => Some(Color32::from_rgb(0xd4, 0xb1, 0x06)),
        Severity::Medium => Some(Color32::from_rgb(0xe6, 0x7e, 0x22)),
        Severity::Big => Some(Color32::from_rgb(0xd6, 0x30, 0x31)),
    }
}

/// The message key of a severity's name.
pub fn severity_key(severity: Severity) -> &'static str {
    match severity {
        Severity::None => "review-severity-none",
        Severity::Small => "review-severity-small",
        Severity::Medium => "review-severity-medium",
        Severity::Big => "review-severity-big",
    }
}

/// The decision of a review shown at a step of a hand (0-based hand), with its index.
pub fn decision_at(review: &Review, hand: usize, step: usize) -> Option<(usize, &Decision)> {
    review
        .decisions
        .iter()
        .enumerate()
        .find(|(_, d)| d.hand == hand && d.step == step)
}

/// The biggest mistakes of one hand (0-based) in a review (indices into its decisions),
/// largest loss first, at most `max` (the game's are the library's `summary.biggest`).
pub fn biggest_mistakes(review: &Review, hand: usize, max: usize) -> Vec<usize> {
    let mut found: Vec<usize> = review
        .decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.severity > Severity::None && d.hand == hand)
        .map(|(i, _)| i)
        .collect();
    found.sort_by(|&a, &b| {
        let loss = |i: usize| review.decisions.get(i).map_or(0.0, |d| d.loss);
        loss(b).total_cmp(&loss(a)).then(a.cmp(&b))
    });
    found.truncate(max);
    found
}

/// The decisions a review holds at these indices (unknown indices are skipped): what
/// "Add to my drills" hands to the drill.
pub fn decisions_at(review: &Review, indices: &[usize]) -> Vec<Decision> {
    indices
        .iter()
        .filter_map(|&i| review.decisions.get(i).cloned())
        .collect()
}

/// Whether a hand (0-based) of the record has moves to review (a results-only hand has none).
pub fn hand_has_moves(record: &GameRecord, hand: usize) -> bool {
    record.hands.get(hand).is_some_and(|h| !h.is_results_only())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::parse_record;

    fn sample(name: &str) -> GameRecord {
        let text = crate::app::screens::replays::SAMPLES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| *t)
            .expect("a bundled sample");
        parse_record(text).expect("the sample reads")
    }

    /// Polls the panel until its job is done (bounded: the placeholder and the real review of
    /// a short sample both end long before).
    fn finish(panel: &mut ReviewPanel) {
        for _ in 0..2000 {
            panel.poll();
            if panel.job.is_none() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        panic!("the review did not finish");
    }

    #[test]
    fn a_review_is_cached_by_record_player_and_options() {
        let record = sample("zj-short-demo.ron");
        let mut panel = ReviewPanel::default();
        // Shanten and improving tiles only: the work stays small.
        let quick = AdviseOptions {
            values: false,
            ..app_options()
        };
        panel.apply(ReviewCommand::SetOptions(quick), Some(&record));
        panel.record_changed(Some(&record));
        let first = record.header.players[0].clone();
        assert_eq!(panel.player.as_deref(), Some(first.as_str()));
        panel.apply(ReviewCommand::Start { repaint: None }, Some(&record));
        assert!(panel.running_here().is_some());
        finish(&mut panel);
        assert!(panel.error.is_none(), "{:?}", panel.error);
        let review = panel.shown().expect("the review cached");
        assert_eq!(review.player, first);
        // Another player: nothing shown until it is reviewed; back: shown at once.
        let second = record.header.players[1].clone();
        panel.apply(ReviewCommand::Choose(second), Some(&record));
        assert!(panel.shown().is_none());
        panel.apply(ReviewCommand::Choose(first.clone()), Some(&record));
        assert!(panel.shown().is_some());
        // Starting again what is cached starts nothing.
        panel.apply(ReviewCommand::Start { repaint: None }, Some(&record));
        assert!(panel.job.is_none());
        // Other options are another review.
        panel.apply(ReviewCommand::SetOptions(app_options()), Some(&record));
        assert!(panel.shown().is_none());
        // Another record, then this one again: its review is back.
        let other = sample("sichuan-short-demo.ron");
        panel.record_changed(Some(&other));
        assert_ne!(panel.record_hash, Some(record_hash(&record)));
        panel.apply(ReviewCommand::SetOptions(quick), Some(&other));
        panel.record_changed(Some(&record));
        panel.apply(ReviewCommand::Choose(first), Some(&record));
        assert!(panel.shown().is_some());
    }

    #[test]
    fn add_to_my_drills_keeps_the_chosen_decisions_for_the_app() {
        use crate::app::screens::replays::{Replays, ReplaysCommand};
        let (name, text) = crate::app::screens::replays::SAMPLES
            .iter()
            .find(|(n, _)| *n == "annotated-zung-jung.ron")
            .copied()
            .expect("a bundled sample");
        let mut viewer = Replays::new();
        viewer.apply(ReplaysCommand::Load {
            name: name.into(),
            text: text.into(),
        });
        let options = AdviseOptions {
            values: false,
            ..app_options()
        };
        viewer.apply(ReplaysCommand::Review(ReviewCommand::SetOptions(options)));
        // Nothing reviewed yet: nothing to add.
        viewer.apply(ReplaysCommand::AddToMyDrills(vec![0]));
        assert!(viewer.pending_drill_positions.is_empty());
        viewer.apply(ReplaysCommand::Review(ReviewCommand::Start {
            repaint: None,
        }));
        finish(&mut viewer.review);
        let review = viewer.review.shown().expect("the review").clone();
        assert!(review.decisions.len() > 1);
        // Unknown indices are skipped; the others are kept in the order asked.
        viewer.apply(ReplaysCommand::AddToMyDrills(vec![1, 9999, 0]));
        assert_eq!(
            viewer.pending_drill_positions,
            vec![review.decisions[1].clone(), review.decisions[0].clone()]
        );
    }

    #[test]
    fn a_name_not_in_the_record_is_not_chosen() {
        let record = sample("zj-short-demo.ron");
        let mut panel = ReviewPanel::default();
        panel.record_changed(Some(&record));
        let before = panel.player.clone();
        panel.apply(ReviewCommand::Choose("Nobody".into()), Some(&record));
        assert_eq!(panel.player, before);
    }

    #[test]
    fn a_cancelled_review_caches_nothing() {
        let record = sample("zung-jung-seed-27.ron");
        let mut panel = ReviewPanel::default();
        panel.record_changed(Some(&record));
        panel.apply(ReviewCommand::Start { repaint: None }, Some(&record));
        panel.apply(ReviewCommand::Cancel, Some(&record));
        assert!(panel.job.is_none());
        // Whatever the stopped thread still says is not heard.
        for _ in 0..20 {
            panel.poll();
        }
        assert!(panel.shown().is_none());
        assert!(panel.error.is_none());
    }

    #[test]
    fn the_cache_keeps_the_newest_reviews() {
        let mut panel = ReviewPanel::default();
        let key = |n: u64| ReviewKey {
            record_hash: n,
            player: "A".into(),
            values: true,
            rollouts: 1,
            seed: 1,
        };
        for n in 0..(CACHE_MAX_REVIEWS as u64 + 3) {
            panel.keep(key(n), Review::default());
        }
        assert!(!panel.cached(&key(0)));
        assert!(!panel.cached(&key(2)));
        assert!(panel.cached(&key(3)));
        assert!(panel.cached(&key(CACHE_MAX_REVIEWS as u64 + 2)));
    }

    #[test]
    fn severities_have_colours_but_a_match_has_none() {
        assert_eq!(severity_color(Severity::None), None);
        let colours: Vec<Color32> = [Severity::Small, Severity::Medium, Severity::Big]
            .into_iter()
            .filter_map(severity_color)
            .collect();
        assert_eq!(colours.len(), 3);
        assert_ne!(colours[0], colours[1]);
        assert_ne!(colours[1], colours[2]);
    }

    #[test]
    fn results_only_hands_have_no_moves() {
        let played = sample("zj-short-demo.ron");
        assert!(hand_has_moves(&played, 0));
        assert!(!hand_has_moves(&played, 99));
        let night = sample("club-night-zung-jung.ron");
        assert!(!hand_has_moves(&night, 0));
    }
}
