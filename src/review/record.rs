//! Reviewing every decision of one player in a game record: the decisions found by
//! [`super::decisions`], each advised by [`super::advise()`] on two threads (each decision with
//! its own seed, so the answer does not depend on the threads), its loss and severity, and
//! the summary (see [`super::summary`] and `docs/review.md`).

use super::decisions::{RawDecision, hand_moves, player_index};
use super::summary::{loss_of, summarize};
use super::{Advice, AdviseOptions, Choice, Moment, Position, PositionError, Severity};
use crate::formats::game_record::GameRecord;
use crate::game::GameError;
use crate::i18n::{Localized, Message};
use crate::sim::mix;
use crate::tiles::Wind;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// One decision of the reviewed player, with the advisor's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// Hand index (0-based) in the record, and the step of the decision within the hand: the
    /// 1-based step of the player's discard, kong or self-drawn win (the position is the table
    /// before it), or of the other seat's discard the player could claim (the table after it).
    pub hand: usize,
    pub step: usize,
    pub player: String,
    pub seat: Wind,
    pub position: Position,
    pub played: Choice,
    pub advice: Advice,
    /// The net result given up against the best choice, paired on the same futures (0 when
    /// the best was played), with its standard error; the proxy in shanten steps (error 0)
    /// when the review has no values (see [`ReviewSummary::values`]).
    pub loss: f64,
    pub loss_error: f64,
    pub severity: Severity,
    /// The options the decision was advised with (its own seed, the played choice as focus):
    /// `advise` with them on [`Decision::position`] gives the same answer.
    pub options: AdviseOptions,
}

/// The summary of a review.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReviewSummary {
    pub decisions: usize,
    /// Decisions where the played choice was the best (or ranked level with it).
    pub matched: usize,
    /// The net result given up at the decisions whose played choice was told apart from the
    /// best (those not [`matched`](super::summary::matched): a matched decision's loss cannot
    /// be told from noise and counts 0), and its standard error (each decision's futures are
    /// its own, so the errors add in squares; 0 for the proxy).
    pub total_loss: f64,
    pub total_loss_error: f64,
    /// Indices into [`Review::decisions`] of the biggest mistakes, largest loss first (at
    /// most [`BIGGEST`](super::summary::BIGGEST), severity above none).
    pub biggest: Vec<usize>,
    /// Hands (0-based) with no decisions to review (results-only hands).
    pub without_decisions: Vec<usize>,
    /// Moves of the player the record is too thin to advise (hand 0-based, step 1-based): he
    /// held a tile it did not see (a draw of his not written down).
    pub too_thin: Vec<(usize, usize)>,
    /// The biggest mistake of each hand that has one: (hand, index into the decisions).
    pub biggest_per_hand: Vec<(usize, usize)>,
    /// Losses are net results given up (values were computed), else the proxy in shanten
    /// steps.
    pub values: bool,
}

impl ReviewSummary {
    /// The share of decisions where the best was played (1 with no decisions).
    pub fn match_rate(&self) -> f64 {
        if self.decisions == 0 {
            1.0
        } else {
            self.matched as f64 / self.decisions as f64
        }
    }
}

/// Every reviewed decision of one player.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    pub player: String,
    pub decisions: Vec<Decision>,
    pub summary: ReviewSummary,
}

/// Why a record cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// No player of that name; the record's players.
    #[error("no player named {0} in the record; its players: {players}", players = .1.join(", "))]
    NoSuchPlayer(String, Vec<String>),
    /// The record was seen from another player's seat.
    #[error(
        "the record is seen from {seen_from}'s seat: only {seen_from}'s play can be reviewed, not {name}'s"
    )]
    NotSeenFrom { name: String, seen_from: String },
    /// The hand asked for (1-based) is not in the record.
    #[error("the record has no hand {0}")]
    NoSuchHand(usize),
    #[error("the review was cancelled")]
    Cancelled,
    #[error("{0}")]
    Replay(String),
    /// The record does not replay.
    #[error(transparent)]
    Game(GameError),
    /// The advisor refused a position built from the record (hand and step 1-based).
    #[error("hand {hand}, step {step}: {error}")]
    Position {
        hand: usize,
        step: usize,
        error: PositionError,
    },
}

impl Localized for ReviewError {
    fn message(&self) -> Message {
        match self {
            ReviewError::NoSuchPlayer(name, players) => Message::new("review-error-no-player")
                .text("name", name)
                .text("players", players.join(", ")),
            ReviewError::NotSeenFrom { name, seen_from } => {
                Message::new("review-error-not-seen-from")
                    .text("name", name)
                    .text("seen_from", seen_from)
            }
            ReviewError::NoSuchHand(n) => Message::new("review-error-no-hand").int("hand", *n),
            ReviewError::Cancelled => Message::new("review-error-cancelled"),
            ReviewError::Replay(text) => Message::new("review-error-replay").text("text", text),
            ReviewError::Game(e) => e.message(),
            ReviewError::Position { hand, step, error } => Message::new("review-error-position")
                .msg("place", crate::game::place_message(*hand, *step))
                .msg("error", error.message()),
        }
    }
}

/// The options one decision is advised with: the review's, with a seed of its own derived
/// from the review's seed, the hand (0-based) and the step, so a decision's values do not
/// depend on which thread advised it or on the other decisions, and the played choice as the
/// focus (measured until its severity is settled).
pub fn decision_options(
    options: &AdviseOptions,
    hand: usize,
    step: usize,
    played: Choice,
) -> AdviseOptions {
    AdviseOptions {
        seed: mix(options.seed ^ mix(((hand as u64) << 32) | step as u64)),
        focus: Some(played),
        ..*options
    }
}

/// Rollouts a decision of a review may spend at most (`tilewise review`, the app's panel, the
/// discard drill): so that a review of one player in an 8-hand record stays within its 10 s
/// budget on two cores (see `docs/review.md`).
pub const REVIEW_ROLLOUTS: u32 = 3000;

/// The options a review uses by default: values, [`REVIEW_ROLLOUTS`], the given seed.
pub fn review_options(seed: u64) -> AdviseOptions {
    AdviseOptions {
        values: true,
        rollouts: REVIEW_ROLLOUTS,
        seed,
        focus: None,
    }
}

/// How many threads advise the decisions.
pub const THREADS: usize = 2;

/// Reviews `player`'s decisions in `record` (one hand when `hand` is given, 0-based).
/// `progress(done, total)` is called after each decision; when it returns false the review
/// stops with [`ReviewError::Cancelled`].
pub fn review_record(
    record: &GameRecord,
    player: &str,
    hand: Option<usize>,
    options: &AdviseOptions,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Review, ReviewError> {
    let index = player_index(record, player)?;
    let hands: Vec<usize> = match hand {
        Some(h) if h >= record.hands.len() => return Err(ReviewError::NoSuchHand(h + 1)),
        Some(h) => vec![h],
        None => (0..record.hands.len()).collect(),
    };
    let mut raw = Vec::new();
    let mut without_decisions = Vec::new();
    let mut too_thin = Vec::new();
    for &h in &hands {
        if record.hands[h].is_results_only() {
            without_decisions.push(h);
            continue;
        }
        let (decisions, thin) = hand_moves(record, h, index)?;
        raw.extend(decisions);
        too_thin.extend(thin.into_iter().map(|s| (h, s)));
    }
    let advised = advise_all(&raw, options, progress)?;
    let decisions: Vec<Decision> = raw
        .into_iter()
        .zip(advised)
        .filter(|(r, advice)| {
            // A claim the advisor finds no legal answer to but passing is no decision.
            r.played != Choice::Pass
                || !matches!(r.position.moment, Moment::Claim { .. })
                || advice.candidates.iter().any(|c| c.choice != Choice::Pass)
        })
        .map(|(r, advice)| {
            let (loss, severity) = match super::grade(&r.position, &advice, r.played) {
                Some(g) => (g.loss, g.severity),
                None => (loss_of(&advice, r.played, options.values), Severity::None),
            };
            Decision {
                hand: r.hand,
                step: r.step,
                player: player.to_string(),
                seat: r.seat,
                options: decision_options(options, r.hand, r.step, r.played),
                position: r.position,
                played: r.played,
                advice,
                loss: loss.mean,
                loss_error: loss.error,
                severity,
            }
        })
        .collect();
    let summary = ReviewSummary {
        too_thin,
        ..summarize(&decisions, without_decisions, options.values)
    };
    Ok(Review {
        player: player.to_string(),
        decisions,
        summary,
    })
}

/// Advises every decision on [`THREADS`] threads; the answers in the decisions' order.
fn advise_all(
    raw: &[RawDecision],
    options: &AdviseOptions,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Vec<Advice>, ReviewError> {
    let total = raw.len();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let mut answers: Vec<Option<Advice>> = vec![None; total];
    let (send, receive) = std::sync::mpsc::channel();
    let outcome = std::thread::scope(|scope| {
        for _ in 0..THREADS.min(total) {
            let send = send.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(d) = raw.get(i) else {
                        break;
                    };
                    let answer = super::advise(
                        &d.position,
                        &decision_options(options, d.hand, d.step, d.played),
                    )
                    .map_err(|error| ReviewError::Position {
                        hand: d.hand + 1,
                        step: d.step,
                        error,
                    });
                    if send.send((i, answer)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut done = 0;
        for (i, answer) in receive {
            match answer {
                Ok(advice) => {
                    if let Some(slot) = answers.get_mut(i) {
                        *slot = Some(advice);
                    }
                }
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    return Err(e);
                }
            }
            done += 1;
            if !progress(done, total) {
                stop.store(true, Ordering::Relaxed);
                return Err(ReviewError::Cancelled);
            }
        }
        Ok(())
    });
    outcome?;
    answers
        .into_iter()
        .map(|a| a.ok_or(ReviewError::Cancelled))
        .collect()
}
