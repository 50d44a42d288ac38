//! The picture a file gives: a hand file its hand, a drill set one of its hands, a game record
//! the table at one step of one hand (what `tilewise diagram` draws). A results-only hand of a
//! record has no steps (no deal, no moves): it gives its winner's hand (the first win written
//! in it; with several winners on one discard, the first one listed).

use super::Picture;
use super::diagram::hand_picture;
use super::faces::PictureFaces;
use super::table::{TableScene, square_table};
use super::tile::{TileLook, TileStyle};
use crate::canonical::Format;
use crate::drill::set::parse_set;
use crate::formats::HandFile;
use crate::formats::game_record::{GameRecord, ResultEntry, parse_record};
use crate::game::{LedgerEntry, Replay, Snapshots, Table};
use crate::i18n::{I18n, Lang};
use crate::tiles::Wind;

/// Which part of a file to draw; every number counts from 1.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Which<'a> {
    /// The hand of a game record or a drill set (default: the first).
    pub hand: Option<usize>,
    /// The step of a game record's hand (0: the deal; default: its last step).
    pub step: Option<usize>,
    /// Draw the beginner's index in the tiles' corners.
    pub corner_index: bool,
    /// The tiles' style.
    pub style: TileStyle,
    /// A table seen from this seat (at the bottom, the others' hands as backs); from East
    /// with every hand open when left out.
    pub seat: Option<Wind>,
    /// Every hand open even when seen from a seat.
    pub open: bool,
    /// The language of the table's words (winds, wall, dealer).
    pub lang: Lang,
    /// A tile set's pictures, drawn for the faces it has.
    pub pictures: Option<&'a PictureFaces>,
}

impl<'a> Which<'a> {
    /// How the tiles are drawn.
    pub fn look(self) -> TileLook<'a> {
        TileLook {
            corner_index: self.corner_index,
            style: self.style,
            pictures: self.pictures,
            ..TileLook::default()
        }
    }
}

/// Why a file gives no picture: the file's own error, or a hand or step it does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SourceError {
    #[error(transparent)]
    File(#[from] crate::canonical::FormatError),
    #[error("a settlement file holds several hands at a wall's end; draw one hand file instead")]
    Settlement,
    #[error("there is no hand {asked}: the file has {count}")]
    NoHand { asked: usize, count: usize },
    #[error("hand {hand} has steps 0 to {last}, not {asked}")]
    NoStep {
        hand: usize,
        asked: usize,
        last: usize,
    },
    /// The file does not parse as the kind it is (the parser's words, with line and column).
    #[error("{0}")]
    Parse(String),
    #[error("{0}")]
    Replay(String),
    /// A results-only hand has no table positions, only its winner's hand.
    #[error(
        "hand {hand} is recorded by its results only: it has no steps (leave out --step to draw its winner's hand)"
    )]
    ResultsOnlyStep { hand: usize },
    /// A results-only hand nobody won.
    #[error(
        "hand {hand} is recorded by its results only and nobody won it: there is no winner's hand to draw"
    )]
    NoWinner { hand: usize },
}

fn pick(asked: Option<usize>, count: usize) -> Result<usize, SourceError> {
    let asked = asked.unwrap_or(1);
    if asked == 0 || asked > count {
        return Err(SourceError::NoHand { asked, count });
    }
    Ok(asked - 1)
}

/// The players (indices into the header's) of a record's hand (0-based), East first.
fn players_of(record: &GameRecord, hand: usize) -> &[u8] {
    record
        .hands
        .get(hand)
        .map(|h| &h.seats[..])
        .unwrap_or_default()
}

/// The players of a record's hand (0-based) in seat order, East first (empty where the
/// record names nobody).
pub fn seat_names(record: &GameRecord, hand: usize) -> [String; 4] {
    let seats = players_of(record, hand);
    std::array::from_fn(|seat| {
        seats
            .get(seat)
            .and_then(|&p| record.header.players.get(p as usize))
            .cloned()
            .unwrap_or_default()
    })
}

/// How a table position is seen: from which seat (at the bottom), and whose hands are open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The seat at the bottom; `None`: East, every hand open.
    pub from: Option<Wind>,
    /// Every hand open even when seen from a seat.
    pub open: bool,
}

impl Seen {
    /// The seat at the bottom.
    pub fn bottom(self) -> Wind {
        self.from.unwrap_or(Wind::East)
    }

    /// Whose hands are open, East first.
    pub fn open_hands(self) -> [bool; 4] {
        Wind::ALL.map(|w| self.open || self.from.is_none_or(|f| f == w))
    }
}

/// Each seat's running score at a step of a hand (0-based), East first: what the ledger's
/// entries up to that step paid its player and took from them.
pub fn seat_scores(
    record: &GameRecord,
    ledger: &[LedgerEntry],
    hand: usize,
    reached: impl Fn(&LedgerEntry) -> bool,
) -> [i64; 4] {
    let seats = players_of(record, hand);
    std::array::from_fn(|seat| {
        let Some(&player) = seats.get(seat) else {
            return 0;
        };
        let player = player as usize;
        ledger
            .iter()
            .filter(|e| reached(e))
            .map(|e| {
                let paid = if e.from == Some(player) { e.amount } else { 0 };
                let got = if e.to == Some(player) { e.amount } else { 0 };
                i64::from(got) - i64::from(paid)
            })
            .sum()
    })
}

/// The scene of a record's hand (0-based) at `step` of its `tables` (`tables[0]` the deal):
/// the seats named by their players, the scores so far, the wins of the step.
pub fn position_scene<'a>(
    record: &GameRecord,
    replay: &Replay,
    hand: usize,
    tables: &'a [Table],
    step: usize,
    seen: Seen,
) -> Option<TableScene<'a>> {
    let table = tables.get(step)?;
    // A record seen from one seat is seen from it unless another seat is asked for.
    let recorder = record.header.seen_from.as_ref().and_then(|name| {
        let player = record.header.players.iter().position(|p| p == name)?;
        let seats = &record.hands.get(hand)?.seats;
        let i = seats.iter().position(|&p| p as usize == player)?;
        Wind::ALL.get(i).copied()
    });
    let bottom = match (seen.from, recorder) {
        (None, Some(seat)) => seat,
        _ => seen.bottom(),
    };
    let mut scene = TableScene::new(table, bottom);
    scene.names = seat_names(record, hand);
    scene.scores = seat_scores(record, &replay.ledger, hand, |e| {
        e.hand < hand + 1 || e.hand == hand + 1 && e.step <= step
    });
    scene.open = seen.open_hands();
    scene.prevailing_wind = record.header.rules.has_prevailing_wind();
    scene.wins = replay
        .wins
        .iter()
        .filter(|w| w.hand_number == hand + 1 && w.step == step)
        .map(|w| (w.seat, w.hand.winning_tile))
        .collect();
    scene.wall_at_deal = tables.first().map_or(table.wall_left, |t| t.wall_left);
    Some(scene)
}

/// A table position of a record's hand (0-based) as drawn: the square table seen as asked,
/// named by its players, in `i18n`'s language. The replay screen's "Copy image" and "Save as
/// image…" and `tilewise diagram --step` all draw with it.
pub fn position_picture<'a>(
    scene: &TableScene<'_>,
    i18n: &I18n,
    look: impl Into<TileLook<'a>>,
) -> Picture {
    square_table(scene, i18n, look.into())
}

/// The picture of a file's text (any kind `tilewise fmt` reads).
pub fn picture_of_text(text: &str, which: Which) -> Result<Picture, SourceError> {
    let kind = crate::canonical::canonical(text)?.kind;
    match kind {
        Format::Hand => {
            let (_, hand) = HandFile::parse(text).map_err(|e| SourceError::Parse(e.to_string()))?;
            Ok(hand_picture(&hand, which.look()))
        }
        Format::DrillSet => {
            let set = parse_set(text).map_err(|e| SourceError::Parse(e.to_string()))?;
            let i = pick(which.hand, set.hands.len())?;
            let hand = set.hands[i]
                .hand
                .to_hand_file(&set.rules)
                .to_hand()
                .map_err(|e| SourceError::Replay(format!("hand {}: {e}", i + 1)))?;
            Ok(hand_picture(&hand, which.look()))
        }
        Format::GameRecord => {
            let record = parse_record(text).map_err(|e| SourceError::Parse(e.to_string()))?;
            let h = pick(which.hand, record.hands.len())?;
            if let Some(result) = &record.hands[h].result {
                return winner_picture(&record, h, result, which);
            }
            let tables = crate::game::hand_tables(&record, h)
                .map_err(|e| SourceError::Replay(e.to_string()))?;
            let last = tables.len().saturating_sub(1);
            let step = which.step.unwrap_or(last);
            let no_step = SourceError::NoStep {
                hand: h + 1,
                asked: step,
                last,
            };
            if step >= tables.len() {
                return Err(no_step);
            }
            // Scores and wins from the whole record; a later hand's mistake leaves them out
            // (the step's table is drawn all the same).
            let replay = crate::game::replay_keeping(&record, Snapshots::None).unwrap_or_default();
            let seen = Seen {
                from: which.seat,
                open: which.open,
            };
            let scene = position_scene(&record, &replay, h, &tables, step, seen).ok_or(no_step)?;
            Ok(position_picture(
                &scene,
                I18n::get(which.lang),
                which.look(),
            ))
        }
        Format::Settlement => Err(SourceError::Settlement),
    }
}

/// The picture of a results-only hand: its first winner's hand.
fn winner_picture(
    record: &GameRecord,
    h: usize,
    result: &[ResultEntry],
    which: Which,
) -> Result<Picture, SourceError> {
    if which.step.is_some() {
        return Err(SourceError::ResultsOnlyStep { hand: h + 1 });
    }
    let win = result
        .iter()
        .find_map(|entry| match entry {
            ResultEntry::Win(w) => Some(w),
            ResultEntry::Wins(ws) => ws.first(),
            _ => None,
        })
        .ok_or(SourceError::NoWinner { hand: h + 1 })?;
    let prevailing = record.hands[h].prevailing_wind;
    let hand = win
        .hand_file(&record.header.rules, prevailing, Vec::new())
        .to_hand()
        .map_err(|e| SourceError::Replay(format!("hand {}: {e}", h + 1)))?;
    Ok(hand_picture(&hand, which.look()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = include_str!("../../replays/zj-short-demo.ron");
    const SET: &str = include_str!("../../sets/singapore-pao.ron");

    #[test]
    fn a_hand_file_draws_its_hand() {
        let p = picture_of_text(
            r#"(concealed: "123m456p789s555z22z", winning_tile: "2z")"#,
            Which::default(),
        )
        .expect("picture");
        assert!(p.size.x > p.size.y);
    }

    #[test]
    fn a_set_draws_the_hand_asked_for_and_refuses_one_it_lacks() {
        let first = picture_of_text(SET, Which::default()).expect("hand 1");
        let third = picture_of_text(
            SET,
            Which {
                hand: Some(3),
                ..Which::default()
            },
        )
        .expect("hand 3");
        assert_ne!(first, third);
        let err = picture_of_text(
            SET,
            Which {
                hand: Some(99),
                ..Which::default()
            },
        )
        .expect_err("no hand 99");
        assert_eq!(
            err,
            SourceError::NoHand {
                asked: 99,
                count: 7
            }
        );
    }

    #[test]
    fn a_record_draws_the_table_and_names_a_missing_step() {
        let deal = picture_of_text(
            RECORD,
            Which {
                step: Some(0),
                ..Which::default()
            },
        )
        .expect("the deal");
        assert!(deal.size.y > deal.size.x / 4.0);
        let err = picture_of_text(
            RECORD,
            Which {
                step: Some(10_000),
                ..Which::default()
            },
        )
        .expect_err("no such step");
        assert!(
            err.to_string().starts_with("hand 1 has steps 0 to "),
            "{err}"
        );
    }

    #[test]
    fn broken_text_names_its_line() {
        let err = picture_of_text(
            "(concealed: \"123m\",\n  winning_tile: 5)",
            Which::default(),
        )
        .expect_err("broken");
        assert!(err.to_string().contains("line"), "{err}");
    }

    #[test]
    fn a_results_only_hand_draws_its_winners_hand() {
        let night = include_str!("../../replays/club-night-singapore.ron");
        let record = parse_record(night).expect("record");
        let won = record
            .hands
            .iter()
            .position(|h| {
                h.result
                    .as_ref()
                    .is_some_and(|r| r.iter().any(|e| matches!(e, ResultEntry::Win(_))))
            })
            .expect("a won hand");
        let which = Which {
            hand: Some(won + 1),
            ..Which::default()
        };
        let p = picture_of_text(night, which).expect("the winner's hand");
        assert!(p.size.x > p.size.y);
        let err = picture_of_text(
            night,
            Which {
                step: Some(0),
                ..which
            },
        )
        .expect_err("no steps");
        assert!(err.to_string().contains("no steps"), "{err}");
    }
}
