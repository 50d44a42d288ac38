//! The settlement file of a Sichuan hand at the wall's end: the players who have not won,
//! their hands and the kong payments they received, and the wrong-suit penalties. See
//! `docs/formats.md`.

use super::{MeldSpec, melds_of_specs};
use crate::hand::{HandError, Impossible};
use crate::rules::OptionRange;
use crate::rules::sichuan::{EndHand, KongKind, ScRule, Transfer};
use crate::tiles::{Suit, Wind};
use serde::{Deserialize, Serialize};

/// A player's hand at the wall's end, as written in a settlement file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndHandSpec {
    pub seat: Wind,
    pub missing_suit: Suit,
    pub concealed: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<MeldSpec>,
    /// Kong payments received during the hand: `(from: South, amount: 2, kind: Concealed)`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kong_income: Vec<KongIncome>,
}

/// One kong payment a player received.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KongIncome {
    pub from: Wind,
    /// Points, in [`KongIncome::AMOUNT`].
    #[serde(deserialize_with = "read_kong_amount")]
    pub amount: u32,
    pub kind: KongKind,
}

impl KongIncome {
    /// What one kong payment from one player may be: the digest's are 1 (added kong) and 2
    /// (exposed or concealed); up to 100 leaves room for a club's own stakes.
    pub const AMOUNT: OptionRange = OptionRange::new("amount", 1, 100);
}

crate::ron_text::ranged::ranged_field!(read_kong_amount, KongIncome::AMOUNT);

/// A settlement file: the players who have not won when the wall runs out, and penalties.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WallEndFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    pub players: Vec<EndHandSpec>,
    /// Seats penalised for discarding another suit while holding the missing suit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub wrong_suit_discards: Vec<Wind>,
}

impl WallEndFile {
    /// Reads a settlement file; errors name the line and column, or the player.
    pub fn parse(text: &str) -> Result<WallEndFile, crate::ron_text::ParseError> {
        crate::ron_text::parse_ron(text)
    }

    /// The hands this file describes, validated.
    pub fn hands(&self) -> Result<Vec<EndHand>, HandError> {
        let mut seen = 0u8;
        let mut table: crate::tiles::Counts = [0; crate::tiles::KINDS];
        let mut hands = Vec::with_capacity(self.players.len());
        for (i, p) in self.players.iter().enumerate() {
            let place = |problem: Impossible| {
                HandError::Situation(Impossible::Player {
                    player: i + 1,
                    seat: p.seat,
                    problem: Box::new(problem),
                })
            };
            if seen >> p.seat.index() & 1 == 1 {
                return Err(place(Impossible::SeatListedTwice));
            }
            seen |= 1 << p.seat.index();
            let concealed =
                crate::tiles::parse_tiles(&p.concealed).map_err(|e| HandError::Notation {
                    field: format!("players[{}].concealed", i + 1),
                    source: e,
                })?;
            let melds = melds_of_specs(&p.melds)?;
            let expected = 13usize.saturating_sub(3 * melds.len());
            if concealed.len() != expected || melds.len() > 4 {
                return Err(place(Impossible::WallEndCount {
                    expected,
                    found: concealed.len(),
                }));
            }
            let counts = crate::tiles::counts_of(&concealed);
            let held = crate::hand::counts_with_melds(&counts, &melds)
                .map_err(|e| place(Impossible::Tiles(Box::new(e))))?;
            for (sum, n) in table.iter_mut().zip(held) {
                *sum += n;
            }
            if let Some(tile) = crate::tiles::Tile::all().find(|t| table[t.index()] > 4) {
                return Err(HandError::FifthCopyAcrossPlayers {
                    tile,
                    count: table[tile.index()] as usize,
                });
            }
            if counts[27..].iter().any(|&c| c > 0) {
                return Err(place(Impossible::ScHonours));
            }
            let kong_income = p
                .kong_income
                .iter()
                .map(|k| Transfer {
                    from: k.from,
                    to: Some(p.seat),
                    amount: k.amount,
                    rule: match k.kind {
                        KongKind::Exposed => ScRule::ExposedKong,
                        KongKind::Added => ScRule::AddedKong,
                        KongKind::Concealed => ScRule::ConcealedKong,
                    },
                })
                .collect();
            hands.push(EndHand {
                seat: p.seat,
                missing_suit: p.missing_suit,
                concealed: counts,
                melds,
                kong_income,
            });
        }
        Ok(hands)
    }
}
