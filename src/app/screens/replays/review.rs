//! The Review panel's state: whose decisions are reviewed, the background job that reviews
//! them ([`crate::review::review_record`] on its own thread, never on the UI thread), and the
//! reviews done, cached by record content, player and options so coming back is instant.
//!
//! Changed only through [`ReviewCommand`] (wrapped in
//! [`crate::app::screens::replays::ReplaysCommand::Review`]): starting a review asks for a
//! [`Job`] ([`Effect::Spawn`]), whose progress and end come back as the panel's own commands
//! ([`ReviewCommand::Progress`], [`ReviewCommand::Finished`]); the app asks for a frame only
//! when the job has something to show.

use crate::app::Command;
use crate::app::effect::{Effect, Job};
use crate::app::screens::replays::ReplaysCommand;
use crate::formats::game_record::GameRecord;
use crate::review::{AdviseOptions, Decision, Review, ReviewError, Severity, review_record};
use egui::Color32;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

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
    /// Starts reviewing the chosen player in the background.
    Start,
    /// Stops the running review (nothing is cached).
    Cancel,
    /// Job `job` (the panel's count of jobs started) has reviewed `done` decisions of `total`.
    Progress { job: u64, done: usize, total: usize },
    /// Job `job`, reviewing `key`, ended: its review, or why there is none.
    Finished {
        job: u64,
        key: ReviewKey,
        result: Box<Result<Review, ReviewError>>,
    },
    /// Job `job` ended without an answer (it panicked).
    Stopped { job: u64 },
}

/// A review running on its own thread: what it reviews, how far it is, and how to stop it.
pub struct ReviewJob {
    /// The panel's count of jobs when it started: what it says is heard from this job only.
    id: u64,
    pub key: ReviewKey,
    /// Decisions reviewed, and how many there are (0 until the job knows).
    pub done: usize,
    pub total: usize,
    cancel: Arc<AtomicBool>,
}

impl ReviewJob {
    /// A job reviewing `player` in `record`, and the effect that starts it: its progress and
    /// its end come back as the panel's commands.
    fn start(
        id: u64,
        record: GameRecord,
        key: ReviewKey,
        options: AdviseOptions,
    ) -> (ReviewJob, Effect) {
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&cancel);
        let said = |command: ReviewCommand| Command::Replays(ReplaysCommand::Review(command));
        let stopped = said(ReviewCommand::Stopped { job: id });
        let job_key = key.clone();
        let work = Job::new("review", stopped, move |report| {
            let player = job_key.player.clone();
            let mut progress = |done: usize, total: usize| {
                // Nobody listens (the app closed): stop working for nobody.
                let heard = report.say(said(ReviewCommand::Progress {
                    job: id,
                    done,
                    total,
                }));
                heard && !stop.load(Ordering::Relaxed)
            };
            let result = review_record(&record, &player, None, &options, &mut progress);
            report.say(said(ReviewCommand::Finished {
                job: id,
                key: job_key,
                result: Box::new(result),
            }));
        });
        let job = ReviewJob {
            id,
            key,
            done: 0,
            total: 0,
            cancel,
        };
        (job, Effect::Spawn(work))
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
    /// Jobs started so far (each job's id).
    jobs_started: u64,
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
            jobs_started: 0,
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
    /// Returns the effects to run: the job of a review started.
    pub fn apply(&mut self, command: ReviewCommand, record: Option<&GameRecord>) -> Vec<Effect> {
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
            ReviewCommand::Start => {
                let (Some(record), Some(key)) = (record, self.key()) else {
                    return Vec::new();
                };
                if self.cache.contains_key(&key) || self.running_here().is_some() {
                    return Vec::new();
                }
                self.cancel();
                self.error = None;
                self.jobs_started += 1;
                let (job, effect) =
                    ReviewJob::start(self.jobs_started, record.clone(), key, self.options);
                self.job = Some(job);
                return vec![effect];
            }
            ReviewCommand::Cancel => self.cancel(),
            ReviewCommand::Progress { job, done, total } => {
                if let Some(job) = self.job.as_mut().filter(|j| j.id == job) {
                    job.done = done;
                    job.total = total;
                }
            }
            ReviewCommand::Finished { job, key, result } => {
                // A job stopped (or another started) since: unheard.
                if self.job.as_ref().is_some_and(|j| j.id == job) {
                    self.job = None;
                    match *result {
                        Ok(review) => self.keep(key, review),
                        Err(ReviewError::Cancelled) => {}
                        Err(e) => self.error = Some(Failure::Review(e)),
                    }
                }
            }
            ReviewCommand::Stopped { job } => {
                if self.job.as_ref().is_some_and(|j| j.id == job) {
                    self.job = None;
                    self.error = Some(Failure::Stopped);
                }
            }
        }
        Vec::new()
    }

    /// Stops the running job, if any; it finishes on its own, unheard.
    fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel();
        }
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
    use crate::app::screens::Screen as _;
    use crate::formats::game_record::parse_record;

    /// The context of a fresh app in English (the screen's commands need no other here).
    fn en() -> crate::app::context::Ctx<'static> {
        crate::app::context::Ctx::standard(crate::app::i18n::Lang::English)
    }

    fn sample(name: &str) -> GameRecord {
        let text = crate::app::screens::replays::SAMPLES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| *t)
            .expect("a bundled sample");
        parse_record(text).expect("the sample reads")
    }

    /// Runs the jobs among `effects` here, as the app would on their threads, and applies what
    /// they say to the panel.
    fn finish(panel: &mut ReviewPanel, effects: Vec<Effect>, record: Option<&GameRecord>) {
        for said in run_jobs(effects) {
            panel.apply(said, record);
        }
    }

    /// The review commands the jobs among `effects` say, run here.
    fn run_jobs(effects: Vec<Effect>) -> Vec<ReviewCommand> {
        crate::app::run_effect::run_here(effects)
            .into_iter()
            .filter_map(|c| match c {
                Command::Replays(ReplaysCommand::Review(r)) => Some(r),
                _ => None,
            })
            .collect()
    }

    /// The review's options without values: shanten and improving tiles only.
    fn quick() -> AdviseOptions {
        AdviseOptions {
            values: false,
            ..app_options()
        }
    }

    /// A short record and a panel on it reviewing shanten and improving tiles only (the work
    /// stays small).
    fn quick_panel() -> (GameRecord, ReviewPanel) {
        let record = sample("zj-short-demo.ron");
        let mut panel = ReviewPanel::default();
        panel.apply(ReviewCommand::SetOptions(quick()), Some(&record));
        panel.record_changed(Some(&record));
        (record, panel)
    }

    #[test]
    fn a_review_is_cached_by_record_player_and_options() {
        let (record, mut panel) = quick_panel();
        let first = record.header.players[0].clone();
        assert_eq!(panel.player.as_deref(), Some(first.as_str()));
        let effects = panel.apply(ReviewCommand::Start, Some(&record));
        assert!(panel.running_here().is_some());
        assert_eq!(effects.len(), 1);
        finish(&mut panel, effects, Some(&record));
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
        assert!(panel.apply(ReviewCommand::Start, Some(&record)).is_empty());
        assert!(panel.job.is_none());
        // Other options are another review.
        panel.apply(ReviewCommand::SetOptions(app_options()), Some(&record));
        assert!(panel.shown().is_none());
        // Another record, then this one again: its review is back.
        let other = sample("sichuan-short-demo.ron");
        panel.record_changed(Some(&other));
        assert_ne!(panel.record_hash, Some(record_hash(&record)));
        panel.apply(ReviewCommand::SetOptions(quick()), Some(&other));
        panel.record_changed(Some(&record));
        panel.apply(ReviewCommand::Choose(first), Some(&record));
        assert!(panel.shown().is_some());
    }

    #[test]
    fn add_to_my_drills_asks_the_app_to_keep_the_chosen_decisions() {
        use crate::app::screens::replays::{Replays, ReplaysCommand};
        let (name, text) = crate::app::screens::replays::SAMPLES
            .iter()
            .find(|(n, _)| *n == "annotated-zung-jung.ron")
            .copied()
            .expect("a bundled sample");
        let mut replays = Replays::new();
        replays.apply(
            ReplaysCommand::Load {
                name: name.into(),
                text: text.into(),
            },
            &en(),
        );
        let options = quick();
        replays.apply(
            ReplaysCommand::Review(ReviewCommand::SetOptions(options)),
            &en(),
        );
        // Nothing reviewed yet: nothing to add.
        let effects = replays.apply(ReplaysCommand::AddToMyDrills(vec![0]), &en());
        assert!(effects.is_empty());
        let effects = replays.apply(ReplaysCommand::Review(ReviewCommand::Start), &en());
        for said in run_jobs(effects) {
            replays.apply(ReplaysCommand::Review(said), &en());
        }
        let review = replays.review.shown().expect("the review").clone();
        assert!(review.decisions.len() > 1);
        // Unknown indices are skipped; the others are kept in the order asked.
        let effects = replays.apply(ReplaysCommand::AddToMyDrills(vec![1, 9999, 0]), &en());
        let chosen = vec![review.decisions[1].clone(), review.decisions[0].clone()];
        assert_eq!(
            effects,
            vec![crate::app::effect::Effect::AddToMyDrills(chosen)]
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
        let record = sample("zj-short-demo.ron");
        let mut panel = ReviewPanel::default();
        panel.record_changed(Some(&record));
        let effects = panel.apply(ReviewCommand::Start, Some(&record));
        panel.apply(ReviewCommand::Cancel, Some(&record));
        assert!(panel.job.is_none());
        // Whatever the stopped job still says is not heard.
        finish(&mut panel, effects, Some(&record));
        assert!(panel.shown().is_none());
        assert!(panel.error.is_none());
    }

    /// A job started again after a cancel is heard, and the first one's last word is not:
    /// a review of the same player and options is told apart by its job.
    #[test]
    fn the_job_started_again_is_the_one_heard() {
        let (record, mut panel) = quick_panel();
        let first = panel.apply(ReviewCommand::Start, Some(&record));
        panel.apply(ReviewCommand::Cancel, Some(&record));
        let again = panel.apply(ReviewCommand::Start, Some(&record));
        assert_eq!(again.len(), 1);
        // The cancelled job ends (cancelled) after the new one started: unheard.
        finish(&mut panel, first, Some(&record));
        assert!(panel.running_here().is_some());
        finish(&mut panel, again, Some(&record));
        assert!(panel.job.is_none());
        assert!(panel.shown().is_some(), "{:?}", panel.error);
    }

    /// A job that panics is said as stopped, in the panel's own words.
    #[test]
    fn a_job_that_stops_without_an_answer_is_said() {
        let record = sample("zj-short-demo.ron");
        let mut panel = ReviewPanel::default();
        panel.record_changed(Some(&record));
        panel.apply(ReviewCommand::Start, Some(&record));
        let id = panel.jobs_started;
        let said = |c: ReviewCommand| Command::Replays(ReplaysCommand::Review(c));
        let job = Job::new("review", said(ReviewCommand::Stopped { job: id }), |_| {
            panic!("a bug in the review")
        });
        finish(&mut panel, vec![Effect::Spawn(job)], Some(&record));
        assert!(panel.job.is_none());
        assert_eq!(panel.error, Some(Failure::Stopped));
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
