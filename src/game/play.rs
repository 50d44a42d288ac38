//! Claims and turn order: one event of a hand applied to the table, with every legality check
//! (whose turn, what is held, which claims the rules allow, bonus tiles, the wall).

use super::problem::GameProblem;
use super::table::{
    DrawKind, Last, SeatState, System, Table, bad_notation, bonus_of, may_discard,
    may_set_bonus_aside, next_active, see, take, take_discard, tile_of,
};
use crate::formats::game_record::{Event, UNSEEN};
use crate::hand::{Meld, MeldKind};
use crate::rules::RuleSettings;
use crate::tiles::{BonusTile, Tile, Wind, parse_tiles};

pub(super) fn apply(
    rules: &RuleSettings,
    sys: &System,
    table: &mut Table,
    event: &Event,
    seen_bonus: &mut Vec<BonusTile>,
) -> Result<(), GameProblem> {
    match event {
        Event::Note(_) | Event::Question(_) => Ok(()),
        Event::Penalty(_) => Ok(()),
        Event::MissingSuit(seat, suit) => {
            if !matches!(rules, RuleSettings::Sichuan(_)) {
                return Err(GameProblem::MissingSuitOnlySichuan);
            }
            if table.seats[seat.index()].missing_suit.is_some() {
                return Err(GameProblem::MissingSuitTwice { seat: *seat });
            }
            if table.last != Last::Deal {
                return Err(GameProblem::MissingSuitLate { seat: *seat });
            }
            table.seats[seat.index()].missing_suit = Some(*suit);
            Ok(())
        }
        Event::Draw(seat, text) => {
            let kind = match table.last {
                Last::Discard { seat: d, .. } if next_active(table, d) == *seat => DrawKind::Wall,
                Last::AfterWin { seat: w } if next_active(table, w) == *seat => DrawKind::Wall,
                Last::Kong {
                    seat: k,
                    kongs_in_a_row,
                    ..
                } if k == *seat => DrawKind::KongReplacement { kongs_in_a_row },
                Last::Bonus { seat: b, in_a_row } if b == *seat => {
                    DrawKind::BonusReplacement { in_a_row }
                }
                _ => return Err(GameProblem::NotTurnToDraw { seat: *seat }),
            };
            if table.wall_left == 0 {
                return Err(GameProblem::WallEmpty);
            }
            table.wall_left -= 1;
            if text == UNSEEN {
                // A seen seat's draw not written down is allowed only where others are unseen
                // (a hand from one seat): the player forgot it.
                let one_seat = table.seats.iter().any(|s| s.unseen_seat);
                let state = &mut table.seats[seat.index()];
                if !state.unseen_seat && !one_seat {
                    return Err(GameProblem::UnseenDrawOfSeenSeat { seat: *seat });
                }
                state.unseen += 1;
                table.last = after_draw(table, *seat, None, kind);
                return Ok(());
            }
            if text.starts_with(['F', 'S', 'A']) {
                let b = bonus_of(text)?;
                if !sys.bonus_tiles || seen_bonus.contains(&b) {
                    return Err(GameProblem::BonusNotDrawable { tile: b });
                }
                seen_bonus.push(b);
                table.seats[seat.index()].bonus_in_hand.push(b);
                let in_a_row = match kind {
                    DrawKind::BonusReplacement { in_a_row } => in_a_row,
                    _ => 0,
                };
                table.last = Last::DrewBonus {
                    seat: *seat,
                    in_a_row,
                };
                return Ok(());
            }
            let t = tile_of(text)?;
            see(sys, &mut table.seen, t)?;
            table.seats[seat.index()].concealed[t.index()] += 1;
            table.last = after_draw(table, *seat, Some(t), kind);
            Ok(())
        }
        Event::Discard(seat, text) => {
            let t = tile_of(text)?;
            if !may_discard(table, *seat) {
                return Err(GameProblem::NotTurnToDiscard { seat: *seat });
            }
            let after_kong = matches!(table.last, Last::Draw { kind: DrawKind::KongReplacement { .. }, seat: s, .. } if s == *seat);
            if !may_hold(&table.seats[seat.index()], t, 1) {
                return Err(GameProblem::NotHeld {
                    seat: *seat,
                    tile: t,
                });
            }
            if !table.seats[seat.index()].bonus_in_hand.is_empty() {
                return Err(GameProblem::BonusBeforeDiscard { seat: *seat });
            }
            take(sys, table, *seat, t, 1)?;
            let state = &mut table.seats[seat.index()];
            state.discards.push(t);
            table.discards_made += 1;
            table.discarded_kinds[t.index()] += 1;
            table.discard_history.push((*seat, t));
            table.last = Last::Discard {
                seat: *seat,
                tile: t,
                after_kong,
            };
            Ok(())
        }
        Event::Chow(seat, text) => {
            if !sys.chows {
                return Err(GameProblem::NoChows);
            }
            let Last::Discard { seat: d, tile, .. } = table.last else {
                return Err(GameProblem::NoDiscardToClaim);
            };
            if next_active(table, d) != *seat {
                return Err(GameProblem::ChowNotNext { discarder: d });
            }
            let tiles = parse_tiles(text).map_err(bad_notation(text))?;
            let meld = crate::hand::meld_of(&tiles, false).filter(|m| m.kind == MeldKind::Chow);
            let Some(meld) = meld.filter(|m| m.tiles().contains(&tile)) else {
                return Err(GameProblem::NotAChow {
                    text: crate::files::quote(text),
                    tile,
                });
            };
            let mut need = meld.tiles();
            if let Some(i) = need.iter().position(|&x| x == tile) {
                need.remove(i);
            }
            for t in &need {
                if !take(sys, table, *seat, *t, 1)? {
                    return Err(GameProblem::ChowTileNotHeld {
                        seat: *seat,
                        tile: *t,
                    });
                }
            }
            take_discard(table, d);
            let state = &mut table.seats[seat.index()];
            state.melds.push(Meld {
                from: Some(d),
                ..meld
            });
            table.claims_made = true;
            table.last = Last::Claimed { seat: *seat };
            Ok(())
        }
        Event::Pung(seat) | Event::ExposedKong(seat) => {
            let kong = matches!(event, Event::ExposedKong(_));
            let Last::Discard { seat: d, tile, .. } = table.last else {
                return Err(GameProblem::NoDiscardToClaim);
            };
            if d == *seat || table.seats[seat.index()].out {
                return Err(GameProblem::CannotClaim { seat: *seat });
            }
            let need = if kong { 3 } else { 2 };
            if !take(sys, table, *seat, tile, need)? {
                return Err(GameProblem::NotEnoughToClaim {
                    seat: *seat,
                    count: need,
                    tile,
                });
            }
            take_discard(table, d);
            let fresh = table.discarded_kinds[tile.index()] <= 1;
            let wall_tiles_left = Some(table.wall_left.min(u16::MAX as u32) as u16);
            let state = &mut table.seats[seat.index()];
            let kind = if kong {
                MeldKind::ExposedKong
            } else {
                MeldKind::Pung
            };
            state.melds.push(Meld {
                from: Some(d),
                fresh,
                wall_tiles_left,
                ..Meld::new(kind, tile)
            });
            table.claims_made = true;
            table.last = if kong {
                Last::Kong {
                    seat: *seat,
                    tile,
                    added: false,
                    kongs_in_a_row: 1,
                }
            } else {
                Last::Claimed { seat: *seat }
            };
            Ok(())
        }
        Event::ConcealedKong(seat, text) | Event::AddedKong(seat, text) => {
            let t = tile_of(text)?;
            let added = matches!(event, Event::AddedKong(..));
            if !may_discard(table, *seat) {
                return Err(GameProblem::NotTurnToKong { seat: *seat });
            }
            let in_a_row = match table.last {
                Last::Draw {
                    kind: DrawKind::KongReplacement { kongs_in_a_row },
                    ..
                } => kongs_in_a_row + 1,
                _ => 1,
            };
            if added {
                let state = &table.seats[seat.index()];
                if !state
                    .melds
                    .iter()
                    .any(|m| m.kind == MeldKind::Pung && m.tile == t)
                {
                    return Err(GameProblem::NoPungToAdd {
                        seat: *seat,
                        tile: t,
                    });
                }
                if !take(sys, table, *seat, t, 1)? {
                    return Err(GameProblem::NotHeld {
                        seat: *seat,
                        tile: t,
                    });
                }
                let state = &mut table.seats[seat.index()];
                if let Some(m) = state
                    .melds
                    .iter_mut()
                    .find(|m| m.kind == MeldKind::Pung && m.tile == t)
                {
                    m.kind = MeldKind::AddedKong;
                }
            } else {
                if !take(sys, table, *seat, t, 4)? {
                    return Err(GameProblem::NotFour {
                        seat: *seat,
                        tile: t,
                    });
                }
                let state = &mut table.seats[seat.index()];
                state.melds.push(Meld::new(MeldKind::ConcealedKong, t));
            }
            table.last = Last::Kong {
                seat: *seat,
                tile: t,
                added,
                kongs_in_a_row: in_a_row,
            };
            Ok(())
        }
        Event::Bonus(seat, text) => {
            let b = bonus_of(text)?;
            if !may_set_bonus_aside(table, *seat) {
                return Err(GameProblem::BonusOutOfTurn { seat: *seat });
            }
            let state = &mut table.seats[seat.index()];
            if let Some(i) = state.bonus_in_hand.iter().position(|&x| x == b) {
                state.bonus_in_hand.remove(i);
            } else if state.unseen > 0 && sys.bonus_tiles && !seen_bonus.contains(&b) {
                // An unseen seat's dealt bonus tile, shown as it is set aside.
                state.unseen -= 1;
                state.dealt_bonus |= 1 << b.ordinal();
                seen_bonus.push(b);
            } else {
                return Err(GameProblem::BonusNotHeld {
                    seat: *seat,
                    tile: b,
                });
            }
            state.bonus.push(b);
            let in_a_row = match table.last {
                Last::DrewBonus { seat: s, in_a_row } if s == *seat => in_a_row + 1,
                // A dealt bonus tile: after its replacement, play goes back to where it was.
                other => {
                    if table.resume.is_none() {
                        table.resume = Some(other);
                    }
                    1
                }
            };
            table.last = Last::Bonus {
                seat: *seat,
                in_a_row,
            };
            Ok(())
        }
        Event::Win(_) | Event::Wins(_) => Ok(()),
        Event::Shown(seat, text) => {
            let tiles = parse_tiles(text).map_err(bad_notation(text))?;
            show(sys, table, *seat, &crate::tiles::counts_of(&tiles))
        }
        Event::WallExhausted => {
            if table.wall_left != 0 {
                return Err(GameProblem::WallNotExhausted {
                    left: table.wall_left,
                });
            }
            table.last = Last::Ended;
            Ok(())
        }
    }
}

/// Whether `state` may hold `n` copies of `t`: known, or among its unseen tiles.
fn may_hold(state: &SeatState, t: Tile, n: u8) -> bool {
    state.concealed[t.index()] + state.unseen >= n
}

/// What a draw of `tile` (`None`: unseen) by `seat` leads to: its turn, or, after the last
/// replacement of its dealt bonus tiles, play where it was.
fn after_draw(table: &mut Table, seat: Wind, tile: Option<Tile>, kind: DrawKind) -> Last {
    let state = &table.seats[seat.index()];
    let held = state.tiles() + 3 * state.melds.len();
    let full = if table.resume == Some(Last::Deal) && seat == table.dealer {
        14
    } else {
        13
    };
    match (kind, table.resume) {
        (DrawKind::BonusReplacement { .. }, Some(resume)) if held == full => {
            table.resume = None;
            resume
        }
        (_, _) => Last::Draw { seat, tile, kind },
    }
}

/// `seat` shows its concealed tiles `shown`: an unseen seat's unseen tiles become them (each
/// then seen: a fifth copy is refused); a seen seat's must be what it holds.
pub(super) fn show(
    sys: &System,
    table: &mut Table,
    seat: Wind,
    shown: &crate::tiles::Counts,
) -> Result<(), GameProblem> {
    let state = &table.seats[seat.index()];
    let found: usize = shown.iter().map(|&c| c as usize).sum();
    let fits = found == state.tiles()
        && state
            .concealed
            .iter()
            .zip(shown)
            .all(|(known, shown)| known <= shown);
    if !fits {
        return Err(GameProblem::ShownCount {
            seat,
            expected: state.tiles(),
            found,
        });
    }
    let known = state.concealed;
    for t in Tile::all() {
        for _ in known[t.index()]..shown[t.index()] {
            see(sys, &mut table.seen, t)?;
        }
    }
    let state = &mut table.seats[seat.index()];
    state.concealed = *shown;
    state.unseen = 0;
    Ok(())
}
