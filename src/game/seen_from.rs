//! A record as one player saw it from his seat (`tilewise fmt RECORD --seen-from NAME`): his
//! dealt tiles and draws as they are; the other seats' dealt tiles and draws unseen (`"?"`),
//! but a bonus tile drawn, which is shown at once; each of their wins with the hand it showed,
//! and in Sichuan the hands still in at the wall's end, shown then. Everything done in the open
//! (discards, claims, kongs, bonus tiles set aside) stays.

use super::problem::GameProblem;
use super::{GameError, HandPlay, Last, Replay, check_header};
use crate::formats::game_record::{Event, GameRecord, HandRecord, ShownHand, UNSEEN, WinRecord};
use crate::tiles::{Wind, format_tiles, tiles_of};

/// `record` as `name` saw it: the full record replayed (it must be valid), its hands rewritten.
pub fn seen_from(record: &GameRecord, name: &str) -> Result<GameRecord, GameError> {
    check_header(&record.header)?;
    let header_error = |problem| GameError {
        hand: 0,
        step: 0,
        problem,
        unfinished: false,
    };
    let Some(player) = record.header.players.iter().position(|p| p == name) else {
        return Err(header_error(GameProblem::SeenFromNotAPlayer {
            name: name.to_string(),
        }));
    };
    let mut hands = Vec::with_capacity(record.hands.len());
    for (h, hand) in record.hands.iter().enumerate() {
        hands.push(hand_seen_from(record, h + 1, hand, player)?);
    }
    let mut header = record.header.clone();
    header.seen_from = Some(name.to_string());
    Ok(GameRecord { header, hands })
}

/// One hand as `player` saw it; a results-only hand is what the table wrote down already.
fn hand_seen_from(
    record: &GameRecord,
    number: usize,
    hand: &HandRecord,
    player: usize,
) -> Result<HandRecord, GameError> {
    if hand.is_results_only() || hand.deal.iter().any(|d| d == UNSEEN) {
        return Ok(hand.clone());
    }
    let me = Wind::ALL
        .into_iter()
        .find(|w| hand.seats.get(w.index()).map(|&p| p as usize) == Some(player))
        .unwrap_or(Wind::East);
    let mut play = HandPlay::deal(&record.header.rules, number, hand)?.keep_wins(false);
    let mut scratch = Replay::default();
    let mut events = Vec::with_capacity(hand.events.len());
    let sichuan = matches!(record.header.rules, crate::rules::RuleSettings::Sichuan(_));
    for event in &hand.events {
        if sichuan && *event == Event::WallExhausted {
            // At the wall's end the hands still in are shown (to tell who is ready).
            for w in Wind::ALL.into_iter().filter(|&w| w != me) {
                let seat = &play.table().seats[w.index()];
                if !seat.out {
                    events.push(Event::Shown(w, format_tiles(&tiles_of(&seat.concealed))));
                }
            }
        }
        events.push(match event {
            Event::Draw(seat, tile) if *seat != me && !tile.starts_with(['F', 'S', 'A']) => {
                Event::Draw(*seat, UNSEEN.to_string())
            }
            Event::Win(w) => Event::Win(shown_win(&play, w, me)),
            Event::Wins(ws) => Event::Wins(ws.iter().map(|w| shown_win(&play, w, me)).collect()),
            other => other.clone(),
        });
        play.apply(event, &mut scratch)?;
    }
    let deal = Wind::ALL
        .into_iter()
        .map(|w| match hand.deal.get(w.index()) {
            Some(d) if w == me => d.clone(),
            _ => UNSEEN.to_string(),
        })
        .collect();
    Ok(HandRecord {
        deal,
        events,
        ..hand.clone()
    })
}

/// Another seat's win with the hand it showed: its concealed tiles without the winning tile,
/// and that tile, as the table holds them just before the win.
fn shown_win(play: &HandPlay, w: &WinRecord, me: Wind) -> WinRecord {
    if w.seat == me {
        return w.clone();
    }
    let table = play.table();
    let mut concealed = table.seats[w.seat.index()].concealed;
    let winning = match table.last {
        Last::Draw {
            seat,
            tile: Some(t),
            ..
        } if seat == w.seat => {
            concealed[t.index()] = concealed[t.index()].saturating_sub(1);
            Some(t)
        }
        Last::Deal if w.seat == table.dealer => {
            let last = tiles_of(&concealed).last().copied();
            if let Some(t) = last {
                concealed[t.index()] -= 1;
            }
            last
        }
        Last::Discard { tile, .. } | Last::Kong { tile, .. } => Some(tile),
        _ => None,
    };
    WinRecord {
        shown: winning.map(|t| ShownHand {
            concealed: format_tiles(&tiles_of(&concealed)),
            winning_tile: t.to_string(),
        }),
        ..w.clone()
    }
}
