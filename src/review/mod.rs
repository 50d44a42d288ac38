//! The advisor: what a player should have played. A [`Position`] is what one player knew at a
//! decision (their tiles, every tile they could see, the draws left, the winds, the rules);
//! [`advise`] ranks every choice there by shanten, improving tiles, win chance and expected
//! receipts; `record` walks a game record and reviews every decision of one player.

use crate::hand::Meld;
use crate::rules::RuleSettings;
use crate::tiles::{BonusTile, Counts, Suit, Tile, Wind};

/// What one player knew at one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub rules: RuleSettings,
    /// The player's concealed tiles: 3n + 2 at a discard (n = 4 − melds, kongs count as one
    /// meld), 3n + 1 at a claim.
    pub concealed: Counts,
    /// The player's own melds.
    pub melds: Vec<Meld>,
    /// The player's bonus tiles set aside.
    pub bonus: Vec<BonusTile>,
    /// Every playing tile the player can see outside their own concealed tiles and melds:
    /// all discards still on the table, the other seats' melds (a claimed discard counted once,
    /// in its meld).
    pub visible: Counts,
    /// How many more tiles the player draws from the live wall if nobody claims (1: the next
    /// tile the player draws is the last of the wall, and nobody discards before it).
    pub draws_left: u32,
    pub seat: Wind,
    pub prevailing: Wind,
    pub dealer: Wind,
    /// Sichuan: the suit the player declared missing.
    pub missing_suit: Option<Suit>,
    /// The kind of decision.
    pub moment: Moment,
    /// The three other seats (hand sizes for rollouts follow from their melds).
    pub others: Vec<Opponent>,
}

impl Position {
    /// A discard decision with no melds, bonus tiles or missing suit, East the dealer, and no
    /// `others` (the other three seats without melds, as the values read an empty list).
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
            visible,
            draws_left,
            seat,
            prevailing,
            dealer: Wind::East,
            missing_suit: None,
            moment: Moment::Discard,
            others: Vec::new(),
        }
    }
}

pub use crate::game::{Choice, Moment};

/// A tile that would lower the shanten, and the copies the player cannot see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Improving {
    pub tile: Tile,
    /// 4 − in hand − in own melds − visible, never below 0.
    pub left: u8,
}

/// The value of a choice over the draws left.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Value {
    /// The chance the player wins the hand, 0 to 1.
    pub win_chance: f64,
    /// What the player expects to be paid by winning: the engine's receipts times their chance.
    pub expected: f64,
    /// Rollouts behind the estimate; 0 when it is exact.
    pub samples: u32,
    /// Standard errors of the two estimates (0 when exact).
    pub win_chance_error: f64,
    pub expected_error: f64,
}

/// One ranked choice.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub choice: Choice,
    /// Shanten after the choice (after the best discard, for a claim); −1 when it wins.
    pub shanten: i32,
    /// The tiles that would lower the shanten after the choice, with the copies left.
    pub ukeire: Vec<Improving>,
    /// Win chance and expected receipts, when values were asked for.
    pub value: Option<Value>,
}

/// How to advise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdviseOptions {
    /// Compute win chance and expected receipts (exact with one draw left, else rollouts).
    pub values: bool,
    /// Rollouts per candidate when the values are estimated (default 128: about 0.2 s for
    /// 14 candidates, a win chance within ±0.045 at one standard error; see
    /// `docs/advisor-values.md`).
    pub rollouts: u32,
    pub seed: u64,
}

impl Default for AdviseOptions {
    fn default() -> Self {
        AdviseOptions {
            values: true,
            rollouts: 128,
            seed: 1,
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
}

impl Advice {
    /// The best choice.
    pub fn best(&self) -> Option<Choice> {
        self.candidates.first().map(|c| c.choice)
    }
}

/// How much a played choice cost against the best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    None,
    Small,
    Medium,
    Big,
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
    /// The 1-based meld.
    #[error("meld {index}: no chow starts at its tile")]
    BadMeld { index: usize },
    #[error("a player cannot claim his own discard")]
    OwnDiscard,
    #[error("Sichuan needs the suit the player declared missing")]
    NoMissingSuit,
}

mod advise;
pub use advise::advise;
pub use advise::{
    MEDIUM_BELOW, SEVERITY_EPSILON, SMALL_BELOW, check, choice_order, compare, reference_receipts,
    severity, tiles_left,
};

pub mod input;
pub mod json;
pub mod shanten;
pub use input::{PositionText, PositionTextError, parse_melds};

mod value;
pub use value::{receipts, value_of};

mod record;
pub use record::{Decision, Review, ReviewError, ReviewSummary, review_record};

/// Another seat as the player sees it: its exposed melds (their tiles are also in
/// [`Position::visible`]) and whether it has left the hand (Sichuan).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    pub seat: Wind,
    pub melds: Vec<Meld>,
    pub out: bool,
}

pub mod decisions;
pub mod duel;
pub mod summary;
pub use record::{REVIEW_ROLLOUTS, decision_options, review_options};
pub mod record_json;
pub mod record_text;
