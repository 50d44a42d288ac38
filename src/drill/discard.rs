//! "What would you discard?": a mid-hand position, the learner clicks the tile to discard,
//! the advisor ([`crate::review::advise`]) grades it.
//!
//! - **Positions** come from a seeded generator ([`deal_position`]: a realistic position for
//!   the system: 3n + 2 concealed tiles beside 0–2 claimed melds, the discards and melds of
//!   the table, the draws left, the winds; Sichuan: a missing suit and no honours) or from the
//!   learner's own reviewed games ([`SavedPosition`], kept in [`MY_DRILLS_FILE`]).
//! - **Levels**: a beginner's hand is a complete hand with one stray tile (an isolated tile
//!   that is the clear discard); a standard hand has two tiles out of place and a claimed set
//!   now and then; an expert's three, up to two claimed sets, more discards on the table and
//!   fewer draws left. Of several deals the one whose best is as clear as the level asks is
//!   kept ([`clear_choices`]).
//! - **Grading** ([`grade`], a pure function of the advice, by the review's own
//!   `review::grade`): the best choice is right; one the rollouts cannot tell from it
//!   (equal) or whose loss is at most a small mistake is acceptable; any other is wrong. The
//!   loss is the net result given up against the best, paired on the same futures, with its
//!   error; without values it is counted in shanten steps (`review::summary::proxy_severity`).
//! - **Progress**: each answer counts for one [`Skill`] (its id is the "pattern" the progress
//!   tallies and schedules): throwing the missing suit (Sichuan), the discard that keeps a hand
//!   ready, one away from ready, or further.
//!
//! The advice of a question is computed with a fixed seed ([`question_seed`]), so that the
//! same position is graded the same way every time, after a restart too.

use super::mode::{Level, Outcome, PatternResult};
use crate::formats::{MeldSpec, melds_of_specs};
use crate::game::DrawKind;
use crate::hand::{Meld, MeldKind};
use crate::review::{
    Advice, AdviseOptions, Candidate, Choice, Decision, Moment, Opponent, Position, Severity, Turn,
};
use crate::rules::RuleSettings;
use crate::tiles::{
    BonusTile, Counts, KINDS, Suit, Tile, Wind, format_bonus, format_counts, format_tiles,
    parse_bonus_list, parse_tiles,
};
use serde::{Deserialize, Serialize};

/// The file of the learner's saved positions in the app's data folder.
pub const MY_DRILLS_FILE: &str = "my-drills.ron";
/// The version of that file this build writes and reads.
pub const MY_DRILLS_VERSION: u32 = 1;
/// The largest such file read.
pub const MY_DRILLS_LIMIT: u64 = 16 << 20;
/// Rollouts a question may spend: the review's, so that a position gets one verdict
/// everywhere.
pub const ROLLOUTS: u32 = crate::review::REVIEW_ROLLOUTS;
/// Deals tried for a position as clear as the level asks.
const TRIES: usize = 8;

/// What a discard question exercises: the "pattern" the progress keeps and schedules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Skill {
    /// Sichuan: the hand still holds tiles of its missing suit.
    MissingSuit,
    /// The best discard leaves the hand ready (or wins).
    Ready,
    /// The best discard leaves the hand one tile from ready.
    OneAway,
    /// The hand is further from ready.
    Far,
}

impl Skill {
    pub const ALL: [Skill; 4] = [Skill::MissingSuit, Skill::Ready, Skill::OneAway, Skill::Far];

    /// Stable id, kept in the progress file (`discard.ready`).
    pub fn id(self) -> &'static str {
        match self {
            Skill::MissingSuit => "discard.missing-suit",
            Skill::Ready => "discard.ready",
            Skill::OneAway => "discard.one-away",
            Skill::Far => "discard.far",
        }
    }

    pub fn from_id(id: &str) -> Option<Skill> {
        Skill::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The skill a position and its advice exercise.
    pub fn of(position: &Position, advice: &Advice) -> Skill {
        let missing = position.missing_suit.is_some_and(|suit| {
            Suit::ALL.contains(&suit)
                && Tile::all().any(|t| t.suit() == Some(suit) && position.concealed[t.index()] > 0)
        });
        if missing {
            return Skill::MissingSuit;
        }
        match advice.candidates.first().map(|c| c.shanten) {
            Some(s) if s <= 0 => Skill::Ready,
            Some(1) => Skill::OneAway,
            _ => Skill::Far,
        }
    }
}

/// Whether an id is one of the discard drill's skills.
pub fn is_skill(id: &str) -> bool {
    Skill::from_id(id).is_some()
}

/// Where a saved position comes from: the record, the hand and the step of the decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedFrom {
    /// The record's name (its file name, or the sample's).
    pub record: String,
    /// The hand (0-based) and the step within it.
    pub hand: usize,
    pub step: usize,
    pub player: String,
}

/// Another seat of a saved position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedOpponent {
    pub seat: Wind,
    #[serde(default)]
    pub melds: Vec<MeldSpec>,
    /// Its discards on the table, in order.
    #[serde(default)]
    pub discards: String,
    #[serde(default)]
    pub bonus: String,
    #[serde(default)]
    pub missing_suit: Option<Suit>,
    #[serde(default)]
    pub out: bool,
}

/// How the player's turn began in a saved position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedTurn {
    #[default]
    Wall,
    KongReplacement,
    BonusReplacement,
    Dealt,
    Claimed,
}

/// A position from one of the learner's reviewed games, what was played there and where it
/// comes from: a question of the discard drill "from my games". Tiles are kept in notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedPosition {
    pub rules: RuleSettings,
    /// The concealed tiles (3n + 2).
    pub concealed: String,
    #[serde(default)]
    pub melds: Vec<MeldSpec>,
    #[serde(default)]
    pub bonus: String,
    /// Every tile the player could see outside their own hand.
    #[serde(default)]
    pub visible: String,
    /// His own discards on the table, in order.
    #[serde(default)]
    pub discards: String,
    pub draws_left: u32,
    /// Tiles in the live wall (files before it: four a draw left).
    #[serde(default)]
    pub wall: Option<u32>,
    /// The tile just drawn, when known, and how the turn began.
    #[serde(default)]
    pub drawn: Option<String>,
    #[serde(default)]
    pub turn: SavedTurn,
    pub seat: Wind,
    pub prevailing: Wind,
    pub dealer: Wind,
    #[serde(default)]
    pub missing_suit: Option<Suit>,
    #[serde(default)]
    pub others: Vec<SavedOpponent>,
    /// The tile the player discarded.
    pub played: String,
    pub from: SavedFrom,
    /// The seed and the rollouts the review advised the position with (the drill grades it
    /// with the same); files before them: the drill's own.
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub rollouts: Option<u32>,
}

/// Why a saved position cannot be asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SavedError {
    #[error("{field}: {error}")]
    Notation { field: &'static str, error: String },
    #[error("the position holds {0} concealed tiles; a discard needs 3n + 2")]
    Count(usize),
}

fn tiles_field(field: &'static str, text: &str) -> Result<Vec<Tile>, SavedError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    parse_tiles(text).map_err(|e| SavedError::Notation {
        field,
        error: e.to_string(),
    })
}

fn counts_field(field: &'static str, text: &str) -> Result<Counts, SavedError> {
    let mut counts = [0u8; KINDS];
    for t in tiles_field(field, text)? {
        counts[t.index()] = counts[t.index()].saturating_add(1);
    }
    Ok(counts)
}

fn bonus_field(field: &'static str, text: &str) -> Result<Vec<BonusTile>, SavedError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    parse_bonus_list(text).map_err(|e| SavedError::Notation {
        field,
        error: e.to_string(),
    })
}

fn melds_field(field: &'static str, specs: &[MeldSpec]) -> Result<Vec<Meld>, SavedError> {
    melds_of_specs(specs).map_err(|e| SavedError::Notation {
        field,
        error: e.to_string(),
    })
}

/// Whether a reviewed decision is a question of the discard drill: a discard played at the
/// player's own turn where the advisor's best is a discard too (where it is a win or a kong,
/// "what would you discard?" has no right answer, and the drill would name another best than
/// the review).
pub fn drillable(decision: &Decision) -> bool {
    matches!(decision.played, Choice::Discard(_))
        && decision.position.moment == Moment::Discard
        && best_is_a_discard(&decision.advice)
}

/// Whether the advice's best choice is a discard.
fn best_is_a_discard(advice: &Advice) -> bool {
    matches!(advice.best(), Some(Choice::Discard(_)))
}

impl SavedPosition {
    /// The saved form of a reviewed decision; `None` unless it is [`drillable`].
    pub fn of_decision(decision: &Decision, record: &str) -> Option<SavedPosition> {
        let Choice::Discard(played) = decision.played else {
            return None;
        };
        if !drillable(decision) {
            return None;
        }
        let p = &decision.position;
        let (drawn, turn) = match p.turn {
            Turn::Dealt => (None, SavedTurn::Dealt),
            Turn::Claimed => (None, SavedTurn::Claimed),
            Turn::Drew { tile, kind } => (
                tile.map(|t| t.to_string()),
                match kind {
                    DrawKind::Wall => SavedTurn::Wall,
                    DrawKind::KongReplacement { .. } => SavedTurn::KongReplacement,
                    DrawKind::BonusReplacement { .. } => SavedTurn::BonusReplacement,
                },
            ),
        };
        Some(SavedPosition {
            rules: p.rules.clone(),
            concealed: format_counts(&p.concealed),
            melds: p.melds.iter().map(MeldSpec::of).collect(),
            bonus: format_bonus(&p.bonus),
            visible: format_counts(&p.visible),
            discards: format_tiles(&p.discards),
            draws_left: p.draws_left(),
            wall: Some(p.wall),
            drawn,
            turn,
            seat: p.seat,
            prevailing: p.prevailing,
            dealer: p.dealer,
            missing_suit: p.missing_suit,
            others: p
                .others
                .iter()
                .map(|o| SavedOpponent {
                    seat: o.seat,
                    melds: o.melds.iter().map(MeldSpec::of).collect(),
                    discards: format_tiles(&o.discards),
                    bonus: format_bonus(&o.bonus),
                    missing_suit: o.missing_suit,
                    out: o.out,
                })
                .collect(),
            played: played.to_string(),
            from: SavedFrom {
                record: record.to_string(),
                hand: decision.hand,
                step: decision.step,
                player: decision.player.clone(),
            },
            seed: Some(decision.options.seed),
            rollouts: Some(decision.options.rollouts),
        })
    }

    /// The position to advise, read back from notation.
    pub fn position(&self) -> Result<Position, SavedError> {
        let concealed = counts_field("concealed", &self.concealed)?;
        let n: usize = concealed.iter().map(|&c| usize::from(c)).sum();
        if n % 3 != 2 {
            return Err(SavedError::Count(n));
        }
        let others = self
            .others
            .iter()
            .map(|o| {
                Ok(Opponent {
                    seat: o.seat,
                    melds: melds_field("others.melds", &o.melds)?,
                    discards: tiles_field("others.discards", &o.discards)?,
                    bonus: bonus_field("others.bonus", &o.bonus)?,
                    missing_suit: o.missing_suit,
                    out: o.out,
                })
            })
            .collect::<Result<Vec<_>, SavedError>>()?;
        let drawn = match &self.drawn {
            Some(t) => Some(
                crate::tiles::parse_tile(t).map_err(|e| SavedError::Notation {
                    field: "drawn",
                    error: e.to_string(),
                })?,
            ),
            None => None,
        };
        let drew = |kind| Turn::Drew { tile: drawn, kind };
        let turn = match self.turn {
            SavedTurn::Wall => drew(DrawKind::Wall),
            SavedTurn::KongReplacement => drew(DrawKind::KongReplacement { kongs_in_a_row: 1 }),
            SavedTurn::BonusReplacement => drew(DrawKind::BonusReplacement { in_a_row: 1 }),
            SavedTurn::Dealt => Turn::Dealt,
            SavedTurn::Claimed => Turn::Claimed,
        };
        let position = Position {
            rules: self.rules.clone(),
            concealed,
            melds: melds_field("melds", &self.melds)?,
            bonus: bonus_field("bonus", &self.bonus)?,
            discards: tiles_field("discards", &self.discards)?,
            visible: counts_field("visible", &self.visible)?,
            wall: self.wall.unwrap_or(0),
            seat: self.seat,
            prevailing: self.prevailing,
            dealer: self.dealer,
            missing_suit: self.missing_suit,
            moment: Moment::Discard,
            turn,
            others,
        };
        Ok(match self.wall {
            Some(_) => position,
            None => position.with_draws_left(self.draws_left),
        })
    }

    /// The options the position is advised with: the review's seed and rollouts, the played
    /// tile as the focus (files before them: the drill's own).
    pub fn options(&self, position: &Position) -> AdviseOptions {
        let mut options = drill_options(position);
        if let Some(seed) = self.seed {
            options.seed = seed;
        }
        if let Some(rollouts) = self.rollouts {
            options.rollouts = rollouts;
        }
        options.focus = self.played_tile().ok().map(Choice::Discard);
        options
    }

    /// The tile the player discarded.
    pub fn played_tile(&self) -> Result<Tile, SavedError> {
        crate::tiles::parse_tile(&self.played).map_err(|e| SavedError::Notation {
            field: "played",
            error: e.to_string(),
        })
    }
}

/// The saved positions file: versioned RON.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MyDrills {
    pub version: u32,
    #[serde(default)]
    pub positions: Vec<SavedPosition>,
}

/// Why a saved positions file was not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MyDrillsError {
    #[error("{0}")]
    Damaged(String),
    #[error("written by a newer Tilewise (version {0})")]
    Newer(u32),
}

/// Reads the saved positions file's text.
pub fn parse_my_drills(text: &str) -> Result<MyDrills, MyDrillsError> {
    let drills: MyDrills =
        crate::ron_text::parse_ron(text).map_err(|e| MyDrillsError::Damaged(e.to_string()))?;
    if drills.version > MY_DRILLS_VERSION {
        return Err(MyDrillsError::Newer(drills.version));
    }
    Ok(drills)
}

/// The saved positions file's text.
pub fn my_drills_ron(positions: &[SavedPosition]) -> String {
    let file = MyDrills {
        version: MY_DRILLS_VERSION,
        positions: positions.to_vec(),
    };
    crate::ron_text::to_ron_nested(&file, 3)
}

/// What happened to a saved positions file that could not be used: why, and where it was
/// kept aside (`my-drills.ron.bad`, numbered when taken; `None` when it could not be moved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MyDrillsProblem {
    pub error: String,
    pub backup: Option<std::path::PathBuf>,
}

/// Reads the saved positions at `path`: none there is an empty list; a file that cannot be
/// used is moved aside (never overwritten) and reported, and the list starts empty.
pub fn load_my_drills(path: &std::path::Path) -> (Vec<SavedPosition>, Option<MyDrillsProblem>) {
    if std::fs::symlink_metadata(path).is_err() {
        return (Vec::new(), None);
    }
    let error = match crate::files::read_text(&path.display().to_string(), MY_DRILLS_LIMIT) {
        Ok(text) => match parse_my_drills(&text) {
            Ok(drills) => return (drills.positions, None),
            Err(e) => e.to_string(),
        },
        Err(e) => e.to_string(),
    };
    let backup = crate::datafile::move_aside(path).ok();
    (Vec::new(), Some(MyDrillsProblem { error, backup }))
}

/// Writes the saved positions atomically.
pub fn save_my_drills(
    path: &std::path::Path,
    positions: &[SavedPosition],
) -> Result<(), crate::files::WriteError> {
    crate::files::write_atomic(path, my_drills_ron(positions).as_bytes())
}

/// Adds `new` positions to `kept`, each once (the same decision of the same record is not
/// kept twice); how many were added.
pub fn add_positions(kept: &mut Vec<SavedPosition>, new: Vec<SavedPosition>) -> usize {
    let mut added = 0;
    for p in new {
        if !kept.contains(&p) {
            kept.push(p);
            added += 1;
        }
    }
    added
}

/// A seed of a position's own: the same position is advised (its rollouts drawn) the same
/// way every time. FNV-1a over its tiles, winds and draws.
pub fn question_seed(position: &Position) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |b: u8| {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    position.concealed.iter().for_each(|&c| eat(c));
    position.visible.iter().for_each(|&c| eat(c));
    for m in &position.melds {
        eat(m.kind as u8);
        eat(m.tile.index() as u8);
    }
    for w in [position.seat, position.prevailing, position.dealer] {
        eat(w.index() as u8);
    }
    position.wall.to_le_bytes().iter().for_each(|&b| eat(b));
    position.rules.id().bytes().for_each(&mut eat);
    h
}

/// How the drill asks the advisor about a position of its own: values estimated with the
/// review's [`ROLLOUTS`], from the position's own seed.
pub fn drill_options(position: &Position) -> AdviseOptions {
    AdviseOptions {
        values: true,
        rollouts: ROLLOUTS,
        seed: question_seed(position),
        focus: None,
    }
}

/// One question: the position, the advisor's ranking and, for a saved position, what was
/// played and where.
#[derive(Clone, Debug, PartialEq)]
pub struct DiscardQuestion {
    pub position: Position,
    pub advice: Advice,
    /// How the advice was made (its seed and budget; a saved position's played tile as the
    /// focus).
    pub options: AdviseOptions,
    pub skill: Skill,
    /// A position from the learner's games: where from, and the tile played there.
    pub saved: Option<(SavedFrom, Tile)>,
}

impl DiscardQuestion {
    /// The question of a position (advised with [`drill_options`]); `None` when the advisor
    /// refuses it or finds no discard.
    pub fn of(position: Position, saved: Option<(SavedFrom, Tile)>) -> Option<DiscardQuestion> {
        let options = drill_options(&position);
        DiscardQuestion::with_options(position, saved, &options)
    }

    /// The question of a position advised with `options`; `None` where the best is no
    /// discard (a win or a kong).
    fn with_options(
        position: Position,
        saved: Option<(SavedFrom, Tile)>,
        options: &AdviseOptions,
    ) -> Option<DiscardQuestion> {
        let advice = crate::review::advise(&position, options).ok()?;
        if !best_is_a_discard(&advice) {
            return None;
        }
        Some(DiscardQuestion {
            skill: Skill::of(&position, &advice),
            position,
            advice,
            options: *options,
            saved,
        })
    }

    /// The advice the review gives where `chosen` was played: the same seed and budget, with
    /// `chosen` as the focus, raced until its severity is settled (a choice that leaves the
    /// race early as clearly worse carries too wide an interval to say how much worse). The
    /// question's own advice when it already has that focus or has no values.
    pub fn advice_for(&self, chosen: Tile) -> Advice {
        let focus = Some(Choice::Discard(chosen));
        let valued = self.advice.candidates.iter().any(|c| c.value.is_some());
        if !valued || self.options.focus == focus {
            return self.advice.clone();
        }
        let options = AdviseOptions {
            focus,
            ..self.options
        };
        crate::review::advise(&self.position, &options).unwrap_or_else(|_| self.advice.clone())
    }

    /// The question of a saved position.
    pub fn of_saved(saved: &SavedPosition) -> Option<DiscardQuestion> {
        let position = saved.position().ok()?;
        let played = saved.played_tile().ok()?;
        let options = saved.options(&position);
        DiscardQuestion::with_options(position, Some((saved.from.clone(), played)), &options)
    }
}

/// The discards among the advice's candidates, best first.
pub fn discards(advice: &Advice) -> impl Iterator<Item = (Tile, &Candidate)> {
    advice.candidates.iter().filter_map(|c| match c.choice {
        Choice::Discard(t) => Some((t, c)),
        _ => None,
    })
}

/// The learner's choice, graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The best.
    Right,
    /// Not told apart from the best, or a small loss: the review's "equal or small".
    Acceptable,
    Wrong,
}

/// A graded choice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiscardGrade {
    pub chosen: Tile,
    pub best: Tile,
    pub verdict: Verdict,
    /// The net result given up against the best, paired (0 for the best), with its error;
    /// in shanten steps when judged by shape.
    pub loss: f64,
    pub loss_error: f64,
    /// The chosen tile cannot be told apart from the best.
    pub equal: bool,
    pub severity: Severity,
}

impl DiscardGrade {
    /// The answer for the progress: right or acceptable counts as right, for the skill too.
    pub fn outcome(&self, skill: Skill) -> Outcome {
        let right = self.verdict != Verdict::Wrong;
        Outcome {
            right,
            patterns: vec![PatternResult {
                pattern: skill.id().to_string(),
                right,
            }],
        }
    }
}

/// Grades discarding `chosen` at `position` by the advice, as the review grades a decision
/// ([`crate::review::grade`]); `None` when it is no candidate. The best is right; a choice
/// equal to it or with a small loss is acceptable; a medium or big mistake is wrong.
pub fn grade(position: &Position, advice: &Advice, chosen: Tile) -> Option<DiscardGrade> {
    let (best_tile, _) = discards(advice).next()?;
    let g = crate::review::grade(position, advice, Choice::Discard(chosen))?;
    let verdict = if chosen == best_tile {
        Verdict::Right
    } else if g.equal || g.severity <= Severity::Small {
        Verdict::Acceptable
    } else {
        Verdict::Wrong
    };
    Some(DiscardGrade {
        chosen,
        best: best_tile,
        verdict,
        loss: g.loss.mean.max(0.0),
        loss_error: g.loss.error,
        equal: g.equal,
        severity: g.severity,
    })
}

/// How many discards are about as good as the best by shape (same shanten, at least nine
/// tenths of its improving copies): 1 is a clear best.
pub fn clear_choices(advice: &Advice) -> usize {
    let Some((_, best)) = discards(advice).next() else {
        return 0;
    };
    let copies = crate::review::tiles_left(best);
    discards(advice)
        .filter(|(_, c)| {
            c.shanten == best.shanten && 10 * crate::review::tiles_left(c) >= 9 * copies
        })
        .count()
}

/// Whether a deal is as clear as the level asks: one best for a beginner, at most three
/// near-equal choices at the standard level; any position for an expert.
fn fits_level(level: Level, advice: &Advice) -> bool {
    match level {
        Level::Beginner => clear_choices(advice) == 1,
        Level::Standard => clear_choices(advice) <= 3,
        Level::Expert => true,
    }
}

/// Deals a question for the system at the level (exercising `skill` when one is asked and
/// comes up): of a few deals, the first as clear as the level asks, else the last.
pub fn deal_discard(
    settings: &RuleSettings,
    level: Level,
    skill: Option<Skill>,
    rng: &mut fastrand::Rng,
) -> Option<DiscardQuestion> {
    let shape_only = |p: &Position| AdviseOptions {
        values: false,
        rollouts: 0,
        seed: question_seed(p),
        focus: None,
    };
    let mut last = None;
    for _ in 0..TRIES {
        let position = deal_position(settings, level, rng);
        let Ok(advice) = crate::review::advise(&position, &shape_only(&position)) else {
            continue;
        };
        // A win or a kong to declare is another question than "what would you discard?".
        if advice
            .candidates
            .iter()
            .any(|c| !matches!(c.choice, Choice::Discard(_)))
        {
            continue;
        }
        let wanted = skill.is_none_or(|s| Skill::of(&position, &advice) == s);
        if wanted && fits_level(level, &advice) {
            return DiscardQuestion::of(position, None);
        }
        last = Some(position);
    }
    DiscardQuestion::of(last?, None)
}

/// The tiles a system plays (Sichuan: the three suits, no honours).
fn playing_tiles(settings: &RuleSettings) -> Counts {
    let sichuan = matches!(settings, RuleSettings::Sichuan(_));
    let mut all = [4u8; KINDS];
    if sichuan {
        all[27..].iter_mut().for_each(|c| *c = 0);
    }
    all
}

/// A random tile still in `pool` among the kinds `allowed`; taken from the pool.
fn take_random(
    pool: &mut Counts,
    allowed: impl Fn(Tile) -> bool,
    rng: &mut fastrand::Rng,
) -> Option<Tile> {
    let kinds: Vec<Tile> = Tile::all()
        .filter(|t| pool[t.index()] > 0 && allowed(*t))
        .collect();
    let t = *kinds.get(rng.usize(..kinds.len().max(1)))?;
    pool[t.index()] -= 1;
    Some(t)
}

/// Takes `tiles` from the pool when every one is there.
fn take_all(pool: &mut Counts, tiles: &[Tile]) -> bool {
    let mut next = *pool;
    for t in tiles {
        if next[t.index()] == 0 {
            return false;
        }
        next[t.index()] -= 1;
    }
    *pool = next;
    true
}

/// A random set (chow or pung, `chows` allowed) of the allowed kinds, taken from the pool.
fn take_set(
    pool: &mut Counts,
    allowed: &impl Fn(Tile) -> bool,
    chows: bool,
    rng: &mut fastrand::Rng,
) -> Option<(MeldKind, Tile)> {
    for _ in 0..40 {
        let Some(t) = Tile::from_index(rng.usize(..KINDS)) else {
            continue;
        };
        if !allowed(t) {
            continue;
        }
        let chow = chows && t.starts_chow() && rng.u8(..3) < 2;
        let tiles: Vec<Tile> = if chow {
            let second = t.next_in_suit();
            let third = second.and_then(Tile::next_in_suit);
            match (second, third) {
                (Some(a), Some(b)) => vec![t, a, b],
                _ => continue,
            }
        } else {
            vec![t; 3]
        };
        if take_all(pool, &tiles) {
            let kind = if chow { MeldKind::Chow } else { MeldKind::Pung };
            return Some((kind, t));
        }
    }
    None
}

/// Whether `t` is a stray tile in `hand`: no copy and no suited neighbour within two.
fn stray(hand: &Counts, t: Tile) -> bool {
    if hand[t.index()] > 0 {
        return false;
    }
    let Some(n) = t.number() else {
        return true;
    };
    let base = t.index() - usize::from(n - 1);
    (1..=9u8)
        .filter(|&m| m != n && m.abs_diff(n) <= 2)
        .all(|m| hand[base + usize::from(m - 1)] == 0)
}

/// Deals a mid-hand position for the system at the level (see the module's doc). Every tile
/// comes out of one pool of the system's tiles, so no kind is seen five times.
pub fn deal_position(settings: &RuleSettings, level: Level, rng: &mut fastrand::Rng) -> Position {
    let sichuan = matches!(settings, RuleSettings::Sichuan(_));
    let mut pool = playing_tiles(settings);
    let missing_suit = sichuan.then(|| Suit::ALL[rng.usize(..3)]);
    let in_play = |t: Tile| missing_suit.is_none_or(|m| t.suit() != Some(m));
    let chows = !sichuan;
    let seat = Wind::ALL[rng.usize(..4)];
    let prevailing = Wind::ALL[rng.usize(..4)];
    let dealer = Wind::ALL[rng.usize(..4)];
    let (own_melds, strays, turns) = match level {
        Level::Beginner => (0, 1, 3 + rng.usize(..4)),
        Level::Standard => (rng.usize(..2), 2, 4 + rng.usize(..6)),
        Level::Expert => (rng.usize(..3), 3, 6 + rng.usize(..9)),
    };
    // The player's claimed sets, from the seats before them.
    let mut melds = Vec::new();
    for _ in 0..own_melds {
        if let Some((kind, tile)) = take_set(&mut pool, &in_play, chows, rng) {
            let from = if kind == MeldKind::Chow {
                seat.next().next().next()
            } else {
                Wind::ALL[(seat.index() + 1 + rng.usize(..3)) % 4]
            };
            melds.push(Meld {
                from: Some(from),
                ..Meld::new(kind, tile)
            });
        }
    }
    // A complete hand of the rest: sets and a pair.
    let mut concealed = [0u8; KINDS];
    for _ in melds.len()..4 {
        if let Some((kind, tile)) = take_set(&mut pool, &in_play, chows, rng) {
            let tiles = match kind {
                MeldKind::Chow => Meld::new(kind, tile).tiles().to_vec(),
                _ => vec![tile; 3],
            };
            tiles.iter().for_each(|t| concealed[t.index()] += 1);
        }
    }
    for _ in 0..40 {
        if let Some(t) = Tile::from_index(rng.usize(..KINDS))
            && in_play(t)
            && take_all(&mut pool, &[t, t])
        {
            concealed[t.index()] += 2;
            break;
        }
    }
    // Tiles out of place: some taken out, strays in their stead (a beginner's stray has no
    // neighbour; in Sichuan, past the beginner, one may be of the missing suit).
    for k in 0..strays {
        let held: Vec<Tile> = Tile::all().filter(|t| concealed[t.index()] > 0).collect();
        if let Some(&out) = held.get(rng.usize(..held.len().max(1))) {
            concealed[out.index()] -= 1;
            pool[out.index()] += 1;
        }
        let snapshot = concealed;
        let wrong_suit = k == 0 && level != Level::Beginner && rng.bool();
        let allowed = |t: Tile| match (missing_suit, wrong_suit) {
            (Some(m), true) => t.suit() == Some(m),
            _ => in_play(t) && (level != Level::Beginner || stray(&snapshot, t)),
        };
        let tile =
            take_random(&mut pool, allowed, rng).or_else(|| take_random(&mut pool, in_play, rng));
        if let Some(t) = tile {
            concealed[t.index()] += 1;
        }
    }
    // The table: the others' claimed sets (past the beginner), then the discards, each seat's
    // in its own river.
    let mut visible = [0u8; KINDS];
    let mut others = Vec::new();
    for k in 1..4 {
        let other = Wind::ALL[(seat.index() + k) % 4];
        let mut opponent = Opponent::new(other);
        if sichuan {
            opponent.missing_suit = Some(Suit::ALL[rng.usize(..3)]);
        }
        if level != Level::Beginner
            && rng.u8(..3) == 0
            && let Some((kind, tile)) = take_set(&mut pool, &in_play, false, rng)
        {
            let meld = Meld {
                from: Some(Wind::ALL[(other.index() + 1 + rng.usize(..3)) % 4]),
                ..Meld::new(kind, tile)
            };
            meld.tiles().iter().for_each(|t| visible[t.index()] += 1);
            opponent.melds.push(meld);
        }
        others.push(opponent);
    }
    let mut own_discards = Vec::new();
    let discards = 3 * turns + rng.usize(..=turns);
    for i in 0..discards {
        // Early discards are mostly honours and terminals, as at a real table.
        let early = rng.u8(..2) == 0;
        let tile = take_random(&mut pool, |t| !early || t.is_terminal_or_honour(), rng)
            .or_else(|| take_random(&mut pool, |_| true, rng));
        if let Some(t) = tile {
            visible[t.index()] += 1;
            match others.get_mut(i % 4) {
                Some(o) => o.discards.push(t),
                None => own_discards.push(t),
            }
        }
    }
    // The live wall: the tiles not dealt nor drawn, less the dead wall.
    let live = crate::game::live_wall_at_start(settings).saturating_sub(4 * turns as u32);
    let mut position = Position {
        rules: settings.clone(),
        concealed,
        melds,
        bonus: Vec::new(),
        discards: own_discards,
        visible,
        wall: live.max(4),
        seat,
        prevailing,
        dealer,
        missing_suit,
        moment: Moment::Discard,
        turn: Turn::Drew {
            tile: None,
            kind: DrawKind::Wall,
        },
        others,
    };
    if level == Level::Expert && rng.u8(..4) == 0 {
        position = position.with_draws_left(1 + rng.u32(..3));
    }
    position
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::Improving;
    use crate::review::input::test_support::{advice, candidate};

    fn counts(text: &str) -> Counts {
        counts_field("test", text).unwrap()
    }

    fn tile(text: &str) -> Tile {
        crate::tiles::parse_tile(text).unwrap()
    }

    /// A discard candidate: its improving tiles (tile, copies) and, with values, its net
    /// result and paired loss against the best (mean, error).
    fn cand(
        t: &str,
        shanten: i32,
        ukeire: &[(&str, u8)],
        value: Option<(f64, f64, f64)>,
    ) -> Candidate {
        let mut c = candidate(Choice::Discard(tile(t)), shanten, &[], value);
        c.ukeire = ukeire
            .iter()
            .map(|&(t, left)| Improving {
                tile: tile(t),
                left,
            })
            .collect();
        c
    }

    fn position(hand: &str) -> Position {
        let mut p = Position::discard(
            RuleSettings::default(),
            counts(hand),
            counts("19m19p19s"),
            12,
            Wind::South,
            Wind::East,
        );
        p.others = [Wind::East, Wind::West, Wind::North]
            .into_iter()
            .map(Opponent::new)
            .collect();
        p
    }

    #[test]
    fn the_best_is_right_equal_or_a_small_loss_acceptable_a_big_one_wrong() {
        let p = position("123m456p789s1122z5z");
        let r = crate::review::reference_receipts(&p.rules, p.seat);
        let a = advice(vec![
            cand("5z", 0, &[("1z", 2), ("2z", 2)], Some((40.0, 0.0, 0.0))),
            // Not told apart from the best: its loss's interval reaches 0.
            cand("1z", 0, &[("2z", 2), ("5z", 2)], Some((39.0, 1.0, 1.0))),
            // A small loss, told apart at 3 standard errors: a quarter of a small win.
            cand(
                "2z",
                0,
                &[("1z", 2)],
                Some((40.0 - 0.25 * r, 0.25 * r, 0.04 * r)),
            ),
            cand("3m", 1, &[("4m", 4)], Some((0.0, 40.0, 2.0))),
        ]);
        let right = grade(&p, &a, tile("5z")).unwrap();
        assert_eq!(
            (right.verdict, right.best, right.loss),
            (Verdict::Right, tile("5z"), 0.0)
        );
        let equal = grade(&p, &a, tile("1z")).unwrap();
        assert!(equal.equal);
        assert_eq!(equal.verdict, Verdict::Acceptable);
        let small = grade(&p, &a, tile("2z")).unwrap();
        assert!(!small.equal);
        assert_eq!(small.severity, Severity::Small);
        assert_eq!(small.verdict, Verdict::Acceptable);
        let wrong = grade(&p, &a, tile("3m")).unwrap();
        assert_eq!((wrong.loss, wrong.loss_error), (40.0, 2.0));
        assert_eq!(
            wrong.severity,
            crate::review::severity(
                &p,
                crate::review::Loss {
                    mean: 40.0,
                    error: 2.0
                }
            )
        );
        assert_eq!(
            wrong.verdict == Verdict::Wrong,
            wrong.severity > Severity::Small
        );
        // The review's grade of the same choice is the drill's.
        let review = crate::review::grade(&p, &a, Choice::Discard(tile("3m"))).unwrap();
        assert_eq!(review.severity, wrong.severity);
        assert_eq!(grade(&p, &a, tile("9s")), None, "not a candidate");
    }

    #[test]
    fn without_values_the_shape_judges() {
        let p = position("123m456p789s1122z5z");
        let a = advice(vec![
            cand("5z", 1, &[("1z", 8)], None),
            cand("1z", 1, &[("2z", 7)], None),
            cand("2z", 1, &[("2z", 2)], None),
            cand("3m", 2, &[("4m", 12)], None),
        ]);
        let verdict = |t: &str| grade(&p, &a, tile(t)).unwrap().verdict;
        assert_eq!(verdict("5z"), Verdict::Right);
        assert_eq!(verdict("1z"), Verdict::Acceptable, "7 of 8 copies");
        assert_eq!(verdict("2z"), Verdict::Wrong, "2 of 8 copies");
        assert_eq!(verdict("3m"), Verdict::Wrong, "a higher shanten");
        assert_eq!(clear_choices(&a), 1);
    }

    #[test]
    fn the_outcome_counts_for_the_questions_skill() {
        let g = DiscardGrade {
            chosen: tile("1m"),
            best: tile("1m"),
            verdict: Verdict::Acceptable,
            loss: 0.5,
            loss_error: 0.1,
            equal: false,
            severity: Severity::Small,
        };
        let o = g.outcome(Skill::OneAway);
        assert!(o.right);
        assert_eq!(o.patterns[0].pattern, "discard.one-away");
        assert!(is_skill("discard.ready") && !is_skill("zj.1.1"));
        for s in Skill::ALL {
            assert_eq!(Skill::from_id(s.id()), Some(s));
        }
    }

    #[test]
    fn a_sichuan_hand_holding_its_missing_suit_trains_throwing_it() {
        let mut p = position("123p456p789p11p55s9s");
        p.missing_suit = Some(Suit::Bamboo);
        let a = advice(vec![cand("9s", 0, &[], None)]);
        assert_eq!(Skill::of(&p, &a), Skill::MissingSuit);
        p.missing_suit = Some(Suit::Characters);
        assert_eq!(Skill::of(&p, &a), Skill::Ready);
    }

    fn systems() -> Vec<RuleSettings> {
        [
            "zung-jung",
            "hk-old-style",
            "hk-new-style",
            "singapore",
            "sichuan",
        ]
        .iter()
        .filter_map(|id| RuleSettings::from_id(id))
        .collect()
    }

    #[test]
    fn dealt_positions_are_legal_for_their_system_and_repeat_by_seed() {
        for settings in systems() {
            for level in Level::ALL {
                for seed in 0..40 {
                    let p = deal_position(&settings, level, &mut fastrand::Rng::with_seed(seed));
                    let again =
                        deal_position(&settings, level, &mut fastrand::Rng::with_seed(seed));
                    assert_eq!(p, again, "same seed, same position");
                    let n: usize = p.concealed.iter().map(|&c| usize::from(c)).sum();
                    assert_eq!(
                        n + 3 * p.melds.len(),
                        14,
                        "{} {level:?} {seed}",
                        settings.id()
                    );
                    let total: Vec<u8> = (0..KINDS)
                        .map(|k| {
                            p.concealed[k]
                                + p.visible[k]
                                + p.melds
                                    .iter()
                                    .flat_map(|m| m.tiles())
                                    .filter(|t| t.index() == k)
                                    .count() as u8
                        })
                        .collect();
                    assert!(total.iter().all(|&c| c <= 4), "no fifth copy: {total:?}");
                    assert!(p.draws_left() >= 1);
                    assert_eq!(p.others.len(), 3);
                    if let RuleSettings::Sichuan(_) = settings {
                        let suit = p.missing_suit.expect("a missing suit");
                        assert!(total[27..].iter().all(|&c| c == 0), "no honours");
                        assert!(p.melds.iter().all(|m| m.kind != MeldKind::Chow));
                        assert!(p.melds.iter().all(|m| m.tile.suit() != Some(suit)));
                    } else {
                        assert_eq!(p.missing_suit, None);
                    }
                    if level == Level::Beginner {
                        assert!(p.melds.is_empty());
                    }
                }
            }
        }
    }

    #[test]
    fn a_beginners_position_has_a_stray_tile_in_a_hand_one_from_complete() {
        let settings = RuleSettings::default();
        for seed in 0..30 {
            let p = deal_position(
                &settings,
                Level::Beginner,
                &mut fastrand::Rng::with_seed(seed),
            );
            let lone = Tile::all().filter(|&t| {
                let mut rest = p.concealed;
                if rest[t.index()] != 1 {
                    return false;
                }
                rest[t.index()] = 0;
                stray(&rest, t)
            });
            assert!(
                lone.count() >= 1,
                "seed {seed}: {}",
                format_counts(&p.concealed)
            );
        }
    }

    #[test]
    fn every_system_and_level_deals_a_question_with_a_discard() {
        for settings in systems() {
            for level in Level::ALL {
                let mut rng = fastrand::Rng::with_seed(7);
                let q = deal_discard(&settings, level, None, &mut rng).expect("a question");
                let (best, _) = discards(&q.advice).next().expect("a discard");
                assert!(q.position.concealed[best.index()] > 0);
                // No win or kong to declare: the best is the first discard.
                assert_eq!(q.advice.best(), Some(Choice::Discard(best)));
                assert!(
                    q.advice
                        .candidates
                        .iter()
                        .all(|c| matches!(c.choice, Choice::Discard(_)))
                );
                let again = deal_discard(&settings, level, None, &mut fastrand::Rng::with_seed(7));
                assert_eq!(Some(q), again, "same seed, same question and grading");
            }
        }
    }

    #[test]
    fn a_clicked_discard_is_graded_as_the_review_grades_it_played() {
        let settings = RuleSettings::from_id("hk-old-style").expect("a system");
        let mut rng = fastrand::Rng::with_seed(4);
        let q = deal_discard(&settings, Level::Standard, None, &mut rng).expect("a question");
        assert_eq!(q.options, drill_options(&q.position));
        let (worst, _) = discards(&q.advice).last().expect("a discard");
        let focused = q.advice_for(worst);
        let review = AdviseOptions {
            focus: Some(Choice::Discard(worst)),
            ..drill_options(&q.position)
        };
        assert_eq!(
            focused,
            crate::review::advise(&q.position, &review).expect("advice")
        );
        // Its loss is measured until its severity is settled: the same grade as the review's.
        let graded = grade(&q.position, &focused, worst).expect("a candidate");
        let reviewed =
            crate::review::grade(&q.position, &focused, Choice::Discard(worst)).expect("graded");
        assert_eq!(graded.severity, reviewed.severity);
        // Without values (judged by shape) and for the focus already measured, the advice
        // stays as it is.
        let (best, _) = discards(&q.advice).next().expect("a discard");
        let measured = DiscardQuestion {
            options: AdviseOptions {
                focus: Some(Choice::Discard(best)),
                ..q.options
            },
            ..q.clone()
        };
        assert_eq!(measured.advice_for(best), q.advice);
    }

    #[test]
    fn a_saved_position_round_trips_through_its_file() {
        let p = position("123m456p789s1122z5z");
        let advice = advice(vec![cand("5z", 0, &[], None)]);
        let decision = Decision {
            hand: 2,
            step: 17,
            player: "Ann".into(),
            seat: Wind::South,
            position: Position {
                melds: vec![Meld {
                    from: Some(Wind::East),
                    ..Meld::new(MeldKind::Pung, tile("7z"))
                }],
                concealed: counts("123m456p789s5z1z"),
                ..p.clone()
            },
            played: Choice::Discard(tile("5z")),
            advice,
            loss: 0.0,
            loss_error: 0.0,
            severity: Severity::None,
            options: AdviseOptions {
                seed: 99,
                ..AdviseOptions::default()
            },
        };
        let saved = SavedPosition::of_decision(&decision, "night.ron").expect("a discard");
        assert_eq!(saved.from.hand, 2);
        assert_eq!(saved.position().unwrap(), decision.position);
        assert_eq!(saved.played_tile().unwrap(), tile("5z"));
        let text = my_drills_ron(std::slice::from_ref(&saved));
        let back = parse_my_drills(&text).unwrap();
        assert_eq!(back.positions, vec![saved.clone()]);
        let mut kept = Vec::new();
        assert_eq!(
            add_positions(&mut kept, vec![saved.clone(), saved.clone()]),
            1
        );
        // A claim is no discard question.
        let pass = Decision {
            played: Choice::Pass,
            ..decision
        };
        assert_eq!(SavedPosition::of_decision(&pass, "night.ron"), None);
        // A discard where a kong was the best: the drill could name no right discard, and
        // its best would not be the review's.
        let mut kong = cand("5z", 0, &[], None);
        kong.choice = Choice::Kong(tile("1z"));
        let kong_best = Decision {
            advice: crate::review::input::test_support::advice(vec![
                kong,
                cand("5z", 0, &[], None),
            ]),
            ..pass.clone()
        };
        let kong_best = Decision {
            played: Choice::Discard(tile("5z")),
            ..kong_best
        };
        assert!(!drillable(&kong_best));
        assert_eq!(SavedPosition::of_decision(&kong_best, "night.ron"), None);
        assert!(drillable(&Decision {
            played: Choice::Discard(tile("5z")),
            ..pass.clone()
        }));
        // Damaged and newer files are told apart, the place named.
        assert!(matches!(
            parse_my_drills("(version: 1, positions: [("),
            Err(MyDrillsError::Damaged(_))
        ));
        assert_eq!(
            parse_my_drills("(version: 9)"),
            Err(MyDrillsError::Newer(9))
        );
        let bad = SavedPosition {
            concealed: "123x".into(),
            ..saved
        };
        let error = bad.position().unwrap_err().to_string();
        assert!(error.starts_with("concealed:"), "{error}");
    }

    #[test]
    fn a_beginners_best_is_the_stray_tile_and_breaking_a_set_is_never_right() {
        for settings in systems() {
            for seed in 0..4 {
                let mut rng = fastrand::Rng::with_seed(seed);
                let q = deal_discard(&settings, Level::Beginner, None, &mut rng).expect("dealt");
                // By shape (shanten, then improving copies) the stray tile is the one best.
                let shape_only = AdviseOptions {
                    values: false,
                    ..drill_options(&q.position)
                };
                let shape = crate::review::advise(&q.position, &shape_only).expect("advised");
                assert_eq!(clear_choices(&shape), 1, "{} {seed}", settings.id());
                let (best, _) = discards(&shape).next().expect("a discard");
                let mut rest = q.position.concealed;
                rest[best.index()] -= 1;
                assert!(stray(&rest, best), "{} {seed}: {best}", settings.id());
                let verdicts: Vec<Verdict> = discards(&q.advice)
                    .filter_map(|(t, _)| grade(&q.position, &q.advice, t))
                    .map(|g| g.verdict)
                    .collect();
                assert_eq!(verdicts[0], Verdict::Right);
                // Breaking a set is never right; how much it costs (acceptable or wrong) is the
                // advisor's: with many draws left a ready hand broken can still win often.
                assert!(
                    verdicts[1..].iter().all(|v| *v != Verdict::Right),
                    "{} {seed}: {verdicts:?}",
                    settings.id()
                );
            }
        }
    }

    #[test]
    fn the_documented_sample_reads() {
        let doc = include_str!("../../docs/formats.md");
        let start = doc.find("## Saved drill positions").expect("the section");
        let sample = doc[start..]
            .split("```ron\n")
            .nth(1)
            .and_then(|s| s.split("```").next())
            .expect("a sample");
        let drills = parse_my_drills(sample).expect("the sample reads");
        let saved = &drills.positions[0];
        let p = saved.position().expect("a position");
        assert_eq!(p.melds.len(), 1);
        assert_eq!(saved.played_tile(), Ok(tile("5z")));
        assert_eq!(saved.from.player, "Ann");
    }
}
