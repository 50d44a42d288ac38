//! The advisor: what a player should have played. A [`Position`] is what one player knew at a
//! decision (his tiles, the table as he saw it: every seat's melds, discards and bonus tiles,
//! the live wall, the winds, the rules); [`advise()`] ranks every choice there by shanten,
//! improving tiles and, with values, the net result of the rest of the hand estimated by
//! rollouts on the same futures, each with its error, which choices cannot be told apart from
//! the best, and short reasons; `record` walks a game record and reviews every decision of one
//! player; `duel` measures the advisor against the simulator's bots.

use crate::game::DrawKind;
use crate::hand::Meld;
use crate::rules::RuleSettings;
use crate::tiles::{BonusTile, Counts, Suit, Tile, Wind};

/// What one player knew at one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub rules: RuleSettings,
    /// The player's concealed tiles: 3n + 2 at his own turn (n = 4 − melds, kongs count as one
    /// meld), 3n + 1 at another seat's discard or kong.
    pub concealed: Counts,
    /// The player's own melds (a claimed one with the seat it came from).
    pub melds: Vec<Meld>,
    /// The player's bonus tiles set aside.
    pub bonus: Vec<BonusTile>,
    /// The player's own discards lying on the table, in order (claimed ones have left it).
    pub discards: Vec<Tile>,
    /// Every playing tile the player can see outside his own concealed tiles and melds: every
    /// discard on the table (his own included), the other seats' melds. At a claim the offered
    /// discard is among them.
    pub visible: Counts,
    /// Tiles left in the live wall.
    pub wall: u32,
    pub seat: Wind,
    pub prevailing: Wind,
    pub dealer: Wind,
    /// Sichuan: the suit the player declared missing.
    pub missing_suit: Option<Suit>,
    /// The kind of decision.
    pub moment: Moment,
    /// At his own turn: how it began (what the player drew, or a claim).
    pub turn: Turn,
    /// The other seats as the player sees them; none listed: three seats without melds,
    /// discards or bonus tiles (the visible tiles then are anyone's).
    pub others: Vec<Opponent>,
}

/// How the player's own turn began.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The dealer's first turn, on his dealt tiles.
    Dealt,
    /// A draw: from the wall, or a kong's or bonus tile's replacement; the tile when known (a
    /// self-drawn win is then scored on it; unknown: on the held tile that pays most).
    Drew { tile: Option<Tile>, kind: DrawKind },
    /// A claimed pung or chow: only a discard may follow.
    Claimed,
}

impl Position {
    /// A discard decision after a draw from the wall, with no melds, bonus tiles or missing
    /// suit, East the dealer, `draws_left` draws left (the live wall holding four tiles a draw),
    /// and no `others` (three seats without melds).
    pub fn discard(
        rules: RuleSettings,
        concealed: Counts,
        visible: Counts,
        draws_left: u32,
        seat: Wind,
        prevailing: Wind,
    ) -> Position {
        Position {
            rules,
            concealed,
            melds: Vec::new(),
            bonus: Vec::new(),
            discards: Vec::new(),
            visible,
            wall: 4 * draws_left,
            seat,
            prevailing,
            dealer: Wind::East,
            missing_suit: None,
            moment: Moment::Discard,
            turn: Turn::Drew {
                tile: None,
                kind: DrawKind::Wall,
            },
            others: Vec::new(),
        }
    }

    /// Whether `seat` has won and left the hand (Sichuan).
    pub fn is_out(&self, seat: Wind) -> bool {
        self.others.iter().any(|o| o.seat == seat && o.out)
    }

    /// The seats still in the hand (4, fewer after Sichuan wins).
    pub fn seats_in(&self) -> u32 {
        4 - self.others.iter().filter(|o| o.out).count() as u32
    }

    /// How many more tiles the player draws from the live wall if nobody claims (1: the next
    /// tile he draws is the wall's last). With k seats in and W tiles in the wall, at his own
    /// turn the next k − 1 draws go to the others, so he draws wall tiles k, 2k, …; at another
    /// seat's discard or kong he is r seats after it and draws tiles r, r + k, …:
    /// `d = (W − r) / k + 1` for W ≥ r, else 0 (1 only when his draw is the last: W = r; a
    /// single draw that is not the wall's last counts 2).
    pub fn draws_left(&self) -> u32 {
        let k = self.seats_in();
        let out = |w: Wind| self.is_out(w);
        let r = match self.moment {
            Moment::Discard => k,
            Moment::Claim { from, .. } | Moment::Rob { from, .. } => {
                let mut r = 1;
                let mut w = crate::game::next_in(from, out);
                while w != self.seat && r < 4 {
                    w = crate::game::next_in(w, out);
                    r += 1;
                }
                r
            }
        };
        let wall = self.wall;
        if k == 0 || wall < r {
            return 0;
        }
        let d = (wall - r) / k + 1;
        if d == 1 && wall != r { 2 } else { d }
    }

    /// The same position with the live wall set so that the player has `draws` draws left
    /// (at his own turn, or the seat after the discarder); more draws than a hand of the rules
    /// has are its first turn's wall.
    pub fn with_draws_left(mut self, draws: u32) -> Position {
        let k = self.seats_in();
        let r = match self.moment {
            Moment::Discard => k,
            _ => 1,
        };
        let wall = if draws == 0 { 0 } else { r + (draws - 1) * k };
        self.wall = wall.min(crate::game::live_wall_at_start(&self.rules));
        self
    }
}

pub use crate::game::{Choice, Moment};

/// Another seat as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    pub seat: Wind,
    /// Its exposed melds and concealed kongs (their tiles are also in [`Position::visible`]).
    pub melds: Vec<Meld>,
    /// Its discards lying on the table, in order (also in [`Position::visible`]).
    pub discards: Vec<Tile>,
    /// Its bonus tiles set aside.
    pub bonus: Vec<BonusTile>,
    /// Sichuan: the suit it declared missing.
    pub missing_suit: Option<Suit>,
    /// It has won and left the hand (Sichuan).
    pub out: bool,
}

impl Opponent {
    /// A seat with nothing on the table.
    pub fn new(seat: Wind) -> Opponent {
        Opponent {
            seat,
            melds: Vec::new(),
            discards: Vec::new(),
            bonus: Vec::new(),
            missing_suit: None,
            out: false,
        }
    }
}

/// A tile that would lower the shanten, and the copies the player cannot see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Improving {
    pub tile: Tile,
    /// 4 − in hand − in own melds − visible, never below 0.
    pub left: u8,
}

/// The value of a choice: the player's net result over the rest of the hand — what he
/// receives (his win, kongs, bonus tiles) less what he pays (others' wins, as discarder, liable
/// player or one of a self-draw's payers, their kongs and bites) — in the system's unit, by
/// the engine's own scoring and payments. The best choice's figures are the means of its
/// futures; another's are set beside the best's (`value::Runner::value_beside`): its net is the
/// best's less its loss.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Value {
    /// The chance the player wins the hand, 0 to 1.
    pub win_chance: f64,
    pub win_chance_error: f64,
    /// The expected net result.
    pub expected: f64,
    /// Its standard error (0 when exact).
    pub expected_error: f64,
    /// The chance another seat wins on this discard or a later one of the player's (or robs
    /// his kong).
    pub deal_in: f64,
    /// The chance another seat wins on the very tile this discard lets go, at once (0 for
    /// any other choice): the tile's own danger, within [`Value::deal_in`].
    pub deal_in_now: f64,
    /// What the player expects to pay for dealing in.
    pub danger: f64,
    /// ... for dealing in at once, with this very tile (within [`Value::danger`]).
    pub danger_now: f64,
    /// The mean net result over the futures the player wins — what a win of this choice's
    /// brings on average — over the choice's own futures (not set beside the best's), its
    /// standard error and how many futures it is the mean of (0: he wins in none).
    pub win_net: f64,
    pub win_net_error: f64,
    pub wins: u32,
    /// Rollouts behind the estimate; 0 when it is exact (a win taken now).
    pub samples: u32,
}

/// What a choice gives up against the best, measured paired with it on the same futures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Loss {
    /// The best's net result less this choice's, in the system's unit (0 for the best).
    pub mean: f64,
    /// Its standard error.
    pub error: f64,
}

impl Loss {
    /// The lower end of its interval at `z` standard errors.
    pub fn lower_at(&self, z: f64) -> f64 {
        self.mean - z * self.error
    }

    /// The lower end of its 95 % interval.
    pub fn lower(&self) -> f64 {
        self.lower_at(Z95)
    }

    /// The upper end of its interval at `z` standard errors.
    pub fn upper_at(&self, z: f64) -> f64 {
        self.mean + z * self.error
    }

    /// The upper end of its 95 % interval.
    pub fn upper(&self) -> f64 {
        self.upper_at(Z95)
    }

    /// The lower end of its interval at [`Z_SURE`] standard errors: what a verdict rests on.
    pub fn sure_lower(&self) -> f64 {
        self.lower_at(Z_SURE)
    }

    /// The upper end of its interval at [`Z_SURE`] standard errors.
    pub fn sure_upper(&self) -> f64 {
        self.upper_at(Z_SURE)
    }
}

/// A loss as the reader's words take it, rounded to `decimals`: `("yes", size)` when the
/// choice is ahead of the best (its mean above the best's, by less than it takes to leave the
/// best, so not told apart from it), else `("no", loss)`. The messages select on the first.
pub fn loss_words(loss: f64, decimals: usize) -> (&'static str, String) {
    let ahead = format!("{:.*}", decimals, -loss);
    if loss < 0.0 && ahead.bytes().any(|b| (b'1'..=b'9').contains(&b)) {
        ("yes", ahead)
    } else {
        ("no", format!("{:.*}", decimals, loss.max(0.0)))
    }
}

/// A figure already written out, with its standard error to `decimals` ("0.95 ± 0.70"), or
/// alone when it has none (exact, or a proxy in shanten steps).
pub fn with_error(figure: &str, error: f64, decimals: usize) -> String {
    if error > 0.0 {
        format!("{figure} ± {error:.decimals$}")
    } else {
        figure.to_string()
    }
}

/// The normal quantile of a two-sided 95 % interval.
pub const Z95: f64 = 1.96;

/// Standard errors a verdict needs (a rival recommended over the simple choice, a mistake
/// called): the race looks after every round and picks the top of many choices, so an
/// interval at 1.96 is crossed by chance far more often than one time in forty.
pub const Z_SURE: f64 = 3.0;

/// One ranked choice.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub choice: Choice,
    /// Shanten after the choice (after the best discard, for a claim); −1 when it wins.
    pub shanten: i32,
    /// The tiles that would lower the shanten after the choice, with the copies left.
    pub ukeire: Vec<Improving>,
    /// Its value, when values were asked for.
    pub value: Option<Value>,
    /// Against the best, when values were asked for.
    pub loss: Option<Loss>,
    /// Not told apart from the best: its loss's interval at [`Z_SURE`] standard errors reaches
    /// 0, and it is not behind the best by both its mean and its shape (shanten, improving
    /// tiles left), unless it is the runner-up; the best too.
    pub equal: bool,
    /// Why, in short: from the numbers above and the table (see [`Reason`]).
    pub reasons: Vec<Reason>,
}

/// A short reason for (or against) a choice, each from numbers; words come when it is shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Reason {
    /// Leaves more improving tiles than the best other choice at the same shanten: copies
    /// left, this and that.
    MoreImproving { this: u32, other: u32 },
    /// Fewer improving tiles than the best: copies left, this and the best's.
    FewerImproving { this: u32, best: u32 },
    /// Lowers the shanten to this (ready: 0) where the best other choice does not.
    Closer { shanten: i32 },
    /// One step further from ready than the best.
    Further { shanten: i32 },
    /// The hand waits, but every winning tile is gone (0 left).
    DeadWait,
    /// Keeps a pattern worth this much toward (a one-suit hand, all pungs): its id and value
    /// in the system's unit (`points`, `fan`, `tai`).
    KeepsPattern {
        pattern: &'static str,
        name: &'static str,
        value: u32,
        unit: &'static str,
    },
    /// Wins more or less often than the choice it is set against (the best; for the best,
    /// the next), by more than a few points and beyond the noise: both chances, 0 to 1.
    WinChance { this: f64, other: f64 },
    /// Its wins bring more or less on average than the other choice's (the same one as for
    /// [`Reason::WinChance`]), clearly and beyond the noise: both means over the futures won,
    /// in the system's unit.
    WinNet {
        this: f64,
        other: f64,
        unit: &'static str,
    },
    /// The tile let go has been seen this many times (fewer ways to win on it).
    Seen { times: u8 },
    /// Sichuan: the tile is of this seat's missing suit, which never wins on it.
    TheirMissingSuit { seat: Wind },
    /// The chance of dealing in with this choice, when it is notable; for a discard, also
    /// the chance the tile is won on at once.
    DealIn { chance: f64, now: Option<f64> },
    /// A win now, its net result this much in the system's unit.
    WinsNow { amount: f64, unit: &'static str },
    /// Ready, with winning tiles that bring unlike amounts, or beside a win it lets go: what a
    /// win brings the player with each (tiles with copies left), the dearest first, in the
    /// system's unit.
    WaitsWorth {
        waits: Vec<WaitWorth>,
        unit: &'static str,
    },
}

/// What a win with these winning tiles brings the player in all, by the engine: on a discard
/// and self-drawn (`None` where the engine refuses that win).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitWorth {
    pub on_discard: Option<u32>,
    pub self_drawn: Option<u32>,
    pub tiles: Vec<Tile>,
}

/// How to advise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdviseOptions {
    /// Estimate the values (net result, win chance, deal-in) by rollouts.
    pub values: bool,
    /// The rollouts for the whole position, spent on the choices that are close, in rounds
    /// of 32 futures a choice until this many are played (the last round whole; see
    /// docs/advisor-values.md); the default fits 200 ms on one core.
    pub rollouts: u32,
    pub seed: u64,
    /// A choice to measure until its severity is settled (the played one, in a review): it
    /// is not dropped early even when it is clearly worse.
    pub focus: Option<Choice>,
}

/// The default budget of rollouts for one position (`tilewise advise`).
pub const ADVISE_ROLLOUTS: u32 = 1200;

impl Default for AdviseOptions {
    fn default() -> Self {
        AdviseOptions {
            values: true,
            rollouts: ADVISE_ROLLOUTS,
            seed: 1,
            focus: None,
        }
    }
}

/// The advisor's answer at one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// Shanten of the position before the choice (of the 3n + 1 tiles for a claim).
    pub shanten: i32,
    /// Every choice, best first.
    pub candidates: Vec<Candidate>,
    /// The seed the values were estimated with.
    pub seed: u64,
    /// Rollouts spent in all.
    pub rollouts_used: u32,
}

impl Advice {
    /// The best choice.
    pub fn best(&self) -> Option<Choice> {
        self.candidates.first().map(|c| c.choice)
    }

    /// The choices not told apart from the best (the best first).
    pub fn equal(&self) -> impl Iterator<Item = Choice> + '_ {
        self.candidates.iter().filter(|c| c.equal).map(|c| c.choice)
    }

    /// The candidate of `choice`.
    pub fn candidate(&self, choice: Choice) -> Option<&Candidate> {
        self.candidates.iter().find(|c| c.choice == choice)
    }
}

/// Why a position cannot be advised.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("the hand holds {found} tiles beside {melds} melds; a decision needs {expected}")]
    WrongCount {
        melds: usize,
        expected: usize,
        found: usize,
    },
    #[error("more than four copies of {0} are in the hand, the melds and the visible tiles")]
    FifthCopy(Tile),
    #[error("{0} is not in this rule system's set")]
    NotInSet(Tile),
    #[error("more than four melds ({0})")]
    TooManyMelds(usize),
    /// Another seat's melds, more than four.
    #[error("{seat}: more than four melds ({n})")]
    OthersTooManyMelds { seat: Wind, n: usize },
    /// The 1-based meld.
    #[error("meld {index}: no chow starts at its tile")]
    BadMeld { index: usize },
    #[error("a player cannot claim his own discard")]
    OwnDiscard,
    /// A kong to rob that its adder's melds do not hold as an added kong.
    #[error("{seat} holds no added kong of {tile}: only a kong added to a pung can be robbed")]
    NoKongToRob { seat: Wind, tile: Tile },
    #[error("Sichuan needs the suit the player declared missing")]
    NoMissingSuit,
    /// A declared missing suit outside Sichuan.
    #[error("{seat}: only Sichuan declares a missing suit")]
    MissingSuitOutsideSichuan { seat: Wind },
    /// A kong's replacement drawn by a player with no kong.
    #[error("a kong's replacement, but the player has no kong")]
    ReplacementWithoutKong,
    /// A bonus tile's replacement drawn by a player with no bonus tile set aside.
    #[error("a bonus tile's replacement, but the player has set no bonus tile aside")]
    ReplacementWithoutBonus,
    /// More tiles left in the live wall than a hand of the rules starts with.
    #[error("{wall} tiles left in the live wall: a hand of these rules starts with {most}")]
    WallTooLong { wall: u32, most: u32 },
    /// A bonus tile the rules (and house rules) do not put in play, and the seat it is with.
    #[error("{seat}: bonus tile {bonus} is not in play under these rules")]
    BonusNotInPlay { seat: Wind, bonus: BonusTile },
    /// One bonus tile set aside twice (each is one of a kind).
    #[error("bonus tile {0} appears twice on the table")]
    BonusTwice(BonusTile),
    /// A seat out of the hand outside Sichuan.
    #[error("{seat} is out of the hand: only Sichuan plays on after a win")]
    OutOutsideSichuan { seat: Wind },
    /// A declared chow where the system claims none (Sichuan); the 1-based meld.
    #[error("meld {index}: this rule system has no chow claims")]
    NoChowClaims { index: usize },
    /// A meld of the suit the player declared missing (Sichuan); the 1-based meld.
    #[error("meld {index}: of the suit declared missing, which is never claimed")]
    MeldOfMissingSuit { index: usize },
}

impl crate::i18n::Localized for PositionError {
    fn message(&self) -> crate::i18n::Message {
        let m = crate::i18n::Message::new;
        match self {
            PositionError::WrongCount {
                melds,
                expected,
                found,
            } => m("position-error-wrong-count")
                .int("melds", *melds)
                .int("expected", *expected)
                .int("found", *found),
            PositionError::FifthCopy(tile) => m("position-error-fifth-copy").text("tile", tile),
            PositionError::NotInSet(tile) => m("position-error-not-in-set").text("tile", tile),
            PositionError::TooManyMelds(n) => m("position-error-too-many-melds").int("n", *n),
            PositionError::OthersTooManyMelds { seat, n } => {
                m("position-error-others-too-many-melds")
                    .msg("seat", crate::tiles::names::wind(*seat))
                    .int("n", *n)
            }
            PositionError::BadMeld { index } => m("position-error-bad-meld").int("index", *index),
            PositionError::OwnDiscard => m("position-error-own-discard"),
            PositionError::NoKongToRob { seat, tile } => m("position-error-no-kong-to-rob")
                .msg("seat", crate::tiles::names::wind(*seat))
                .text("tile", tile),
            PositionError::NoMissingSuit => m("position-error-no-missing-suit"),
            PositionError::MissingSuitOutsideSichuan { seat } => {
                m("position-error-missing-outside-sichuan")
                    .msg("seat", crate::tiles::names::wind(*seat))
            }
            PositionError::BonusNotInPlay { seat, bonus } => m("position-error-bonus-not-in-play")
                .msg("seat", crate::tiles::names::wind(*seat))
                .text("tile", bonus),
            PositionError::ReplacementWithoutKong => m("position-error-replacement-without-kong"),
            PositionError::ReplacementWithoutBonus => m("position-error-replacement-without-bonus"),
            PositionError::WallTooLong { wall, most } => m("position-error-wall-too-long")
                .int("wall", *wall)
                .int("most", *most),
            PositionError::BonusTwice(bonus) => m("position-error-bonus-twice").text("tile", bonus),
            PositionError::OutOutsideSichuan { seat } => m("position-error-out-outside-sichuan")
                .msg("seat", crate::tiles::names::wind(*seat)),
            PositionError::NoChowClaims { index } => {
                m("position-error-no-chow-claims").int("index", *index)
            }
            PositionError::MeldOfMissingSuit { index } => {
                m("position-error-meld-of-missing-suit").int("index", *index)
            }
        }
    }
}

mod advise;
pub use advise::advise;
pub use advise::{check, choice_order, compare, tiles_left};

mod severity;
pub use severity::{
    BIG_FROM, Grade, MEDIUM_FROM, SMALL_FROM, Severity, grade, reference_receipts, severity,
};

pub mod reasons;

pub mod input;
pub mod json;
pub mod shanten;
pub use input::{
    MomentText, PositionText, PositionTextError, SeatProblem, TurnText, advise_args, parse_melds,
};

mod value;
pub use value::{start_of, unseen_counts, value_of_choice, value_on_table};

mod record;
pub use record::{Decision, Review, ReviewError, ReviewSummary, review_record};

pub mod calibrate;
pub mod decisions;
pub mod duel;
pub mod summary;
pub use record::{REVIEW_ROLLOUTS, decision_options, review_options};
pub mod record_json;
pub mod record_text;
