//! Settlement: wins built into hands and scored by the rules engine, their payments booked,
//! and the payments made between wins (Singapore's instant payments, Sichuan's kongs, refunds
//! and the wall's end).

use super::ledger::{payment_entry, transfer_entry};
use super::problem::GameProblem;
use super::table::{
    DrawKind, Last, SeatState, System, Table, bad_notation, see, take_discard, tile_of,
};
use super::{Replay, WinResult};
use crate::formats::game_record::{Event, WinRecord};
use crate::hand::{Flags, Hand, Situation, TableFacts, WinMethod};
use crate::rules::sichuan::{EndHand, KongKind, ScRule, Transfer, kong_payments, refund, wall_end};
use crate::rules::{RuleSettings, Scored, Verdict, score, sheet_of, zung_jung};
use crate::tiles::{KINDS, Tile, Wind, counts_of, parse_tiles};

/// The seat an event acts for, when it can earn a Singapore instant payment.
pub(super) fn event_seat(event: &Event) -> Option<Wind> {
    match event {
        Event::ExposedKong(w)
        | Event::ConcealedKong(w, _)
        | Event::AddedKong(w, _)
        | Event::Bonus(w, _) => Some(*w),
        _ => None,
    }
}

/// Singapore's instant payments an event earns: a new kong, or bites and sets that a bonus
/// tile set aside completes.
pub(super) fn singapore_instant(
    options: &crate::rules::singapore::SgOptions,
    seat: Wind,
    old: &SeatState,
    new: &SeatState,
    event: &Event,
) -> Vec<crate::rules::Payment> {
    use crate::rules::singapore::{bonus_instant, kong_instant};
    if let Event::Bonus(..) = event {
        let mut before = bonus_instant(&old.bonus, old.dealt_bonus, seat, options);
        return bonus_instant(&new.bonus, new.dealt_bonus, seat, options)
            .into_iter()
            .filter(|p| match before.iter().position(|b| b == p) {
                Some(i) => {
                    before.remove(i);
                    false
                }
                None => true,
            })
            .collect();
    }
    new.melds
        .iter()
        .filter(|m| !old.melds.contains(m))
        .flat_map(|m| kong_instant(m, seat, options))
        .collect()
}

/// A win by a seat whose tiles were not seen: the hand it showed takes the place of its unseen
/// tiles (each then seen: a fifth copy is refused), and a self-drawn winning tile becomes its
/// draw. A seen seat's win is left as it is.
fn reveal(sys: &System, table: &mut Table, w: &WinRecord) -> Result<(), GameProblem> {
    let seat = w.seat;
    let state = &table.seats[seat.index()];
    if !state.unseen_seat || state.out {
        return Ok(());
    }
    let Some(shown) = &w.shown else {
        return Err(GameProblem::WinNotShown { seat });
    };
    let concealed = parse_tiles(&shown.concealed).map_err(bad_notation(&shown.concealed))?;
    let winning = tile_of(&shown.winning_tile)?;
    let self_drawn = match table.last {
        Last::Draw { seat: d, tile, .. } if d == seat => {
            if tile.is_some_and(|t| t != winning) {
                return Err(GameProblem::ShownWinningTile {
                    seat,
                    tile: winning,
                });
            }
            true
        }
        Last::Deal => seat == table.dealer,
        Last::Discard { tile, .. } | Last::Kong { tile, .. } if tile != winning => {
            return Err(GameProblem::ShownWinningTile {
                seat,
                tile: winning,
            });
        }
        _ => false,
    };
    let held = state.tiles() - usize::from(self_drawn);
    if concealed.len() != held {
        return Err(GameProblem::ShownCount {
            seat,
            expected: held,
            found: concealed.len(),
        });
    }
    let mut shown_counts = counts_of(&concealed);
    if self_drawn {
        shown_counts[winning.index()] += 1;
    }
    let known = state.concealed;
    for t in Tile::all() {
        let k = t.index();
        if known[k] > shown_counts[k] {
            return Err(GameProblem::ShownCount {
                seat,
                expected: held,
                found: concealed.len(),
            });
        }
        for _ in known[k]..shown_counts[k] {
            see(sys, &mut table.seen, t)?;
        }
    }
    let state = &mut table.seats[seat.index()];
    state.concealed = shown_counts;
    state.unseen = 0;
    if let Last::Draw {
        seat: d,
        tile: None,
        kind,
    } = table.last
        && d == seat
    {
        table.last = Last::Draw {
            seat,
            tile: Some(winning),
            kind,
        };
    }
    Ok(())
}

/// Settles the wins of one event (several only in Sichuan, on one discard): each hand built
/// from the table, scored and booked; with `keep_wins` off only the payments are booked.
pub(super) fn settle(
    rules: &RuleSettings,
    sys: &System,
    table: &mut Table,
    wins: &[WinRecord],
    (number, step, players): (usize, usize, &[usize; 4]),
    out: &mut Replay,
    keep_wins: bool,
) -> Result<(), GameProblem> {
    if wins.is_empty() {
        return Err(GameProblem::NoWinner);
    }
    if wins.len() > 1 && !sys.several_winners {
        return Err(GameProblem::SeveralWinnersOnlySichuan);
    }
    for w in wins {
        reveal(sys, table, w)?;
    }
    let last = table.last;
    for w in wins {
        let seat = w.seat;
        let state = table.seats[seat.index()].clone();
        if state.out {
            return Err(GameProblem::AlreadyWon { seat });
        }
        let (tile, method, discarder, after_kong) = match last {
            Last::Draw {
                seat: d,
                tile,
                kind,
            } if d == seat => {
                let method = if matches!(kind, DrawKind::KongReplacement { .. }) {
                    WinMethod::KongReplacement
                } else {
                    WinMethod::SelfDraw
                };
                let tile = tile.ok_or(GameProblem::NoTileToWinOn { seat })?;
                (tile, method, None, false)
            }
            Last::Deal if seat == table.dealer => {
                let t = (0..KINDS)
                    .rev()
                    .find(|&i| state.concealed[i] > 0)
                    .and_then(Tile::from_index)
                    .ok_or(GameProblem::EmptyHand)?;
                (t, WinMethod::SelfDraw, None, false)
            }
            Last::Discard {
                seat: d,
                tile,
                after_kong,
            } if d != seat => (tile, WinMethod::Discard, Some(d), after_kong),
            Last::Kong {
                seat: d,
                tile,
                added: true,
                ..
            } if d != seat => (tile, WinMethod::RobbingKong, Some(d), false),
            _ => return Err(GameProblem::NoTileToWinOn { seat }),
        };
        if wins.len() > 1 && method != WinMethod::Discard {
            return Err(GameProblem::SeveralWinnersOnlyDiscard);
        }
        let mut concealed = state.concealed;
        if method.is_claimed() {
            concealed[tile.index()] += 1;
        }
        if !state.bonus_in_hand.is_empty() {
            return Err(GameProblem::BonusBeforeWinning { seat });
        }
        let kinds_in_a_row = match last {
            Last::Draw {
                kind: DrawKind::KongReplacement { kongs_in_a_row },
                ..
            } => kongs_in_a_row,
            _ => 0,
        };
        let bonus_in_a_row = match last {
            Last::Draw {
                kind: DrawKind::BonusReplacement { in_a_row },
                ..
            } => in_a_row,
            _ => 0,
        };
        let self_draw = method.is_self_draw();
        let flags = Flags {
            final_draw: self_draw && table.wall_left == 0,
            final_discard: method == WinMethod::Discard && table.wall_left == 0,
            heaven: seat == table.dealer && last == Last::Deal,
            earth: seat != table.dealer
                && method == WinMethod::Discard
                && discarder == Some(table.dealer)
                && table.discards_made == 1
                && !table.claims_made
                && state.melds.is_empty(),
            bonus_replacement: bonus_in_a_row > 0 && method == WinMethod::SelfDraw,
            kong_on_kong: kinds_in_a_row >= 2,
            humanly: false,
            kong_shot: after_kong && method == WinMethod::Discard,
        };
        let players_out = table
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.out)
            .fold(0u8, |m, (i, _)| m | 1 << i);
        let situation = Situation {
            seat_wind: seat,
            prevailing_wind: table.prevailing,
            flags,
            discarder,
            table: TableFacts {
                wall_tiles_left: Some(table.wall_left.min(u16::MAX as u32) as u16),
                winning_tile_fresh: method == WinMethod::Discard
                    && table.discarded_kinds[tile.index()] <= 1,
                missing_suit: state.missing_suit,
                players_out,
                bonus_replacements: bonus_in_a_row,
                dealt_bonus: state.dealt_bonus,
                ..TableFacts::default()
            },
        };
        let tiles = crate::tiles::tiles_of(&concealed);
        let hand = Hand::new(&tiles, &state.melds, &state.bonus, tile, method, situation).map_err(
            |e| GameProblem::WinningHand {
                seat,
                error: Box::new(e),
            },
        )?;

        let immunity = match rules {
            RuleSettings::ZungJung(o)
                if o.payment == zung_jung::PaymentScheme::ZungJung
                    && method == WinMethod::Discard =>
            {
                Some(zung_jung::one_round_immunity(seat, &table.discard_history))
            }
            _ => None,
        };
        // Instant payments (Singapore) were made as the kongs and bonus tiles came.
        book_win(
            rules,
            hand,
            |scored| {
                if let Some(immunity) = immunity {
                    scored.payments = zung_jung::payments_with_immunity(
                        &scored.payments,
                        scored.total(),
                        immunity,
                    );
                }
            },
            (number, step, players),
            w.score,
            out,
            keep_wins,
        )?;
        table.seats[seat.index()].out = true;
    }
    let left = table.seats.iter().filter(|s| !s.out).count();
    if let Last::Discard { seat: d, .. } = last {
        take_discard(table, d);
    }
    table.last = match (sys.several_winners && left > 1, wins.last()) {
        // Sichuan: play goes on with the player after the (last) winner.
        (true, Some(w)) => Last::AfterWin { seat: w.seat },
        _ => Last::Ended,
    };
    Ok(())
}

/// Scores a win and books it: the rules' score (`adjust`ed, e.g. for Zung Jung's one-round
/// immunity; a false win refused), its payments in the ledger, the win with its sheet and the
/// score the record gives. A recorded score the rules do not give is kept beside the win (see
/// [`WinResult::disagreement`]): the game is settled by the rules and still replays. With
/// `keep_win` off only the payments are booked (no sheet is built).
pub(super) fn book_win(
    rules: &RuleSettings,
    hand: Hand,
    adjust: impl FnOnce(&mut Scored),
    (number, step, players): (usize, usize, &[usize; 4]),
    recorded: Option<u32>,
    out: &mut Replay,
    keep_win: bool,
) -> Result<(), GameProblem> {
    let seat = hand.seat_wind;
    let mut scored = score(&hand, rules).map_err(|e| GameProblem::WinRefused {
        seat,
        error: Box::new(e),
    })?;
    adjust(&mut scored);
    if let Verdict::BelowMinimum { minimum } = scored.verdict {
        return Err(GameProblem::FalseWin {
            seat,
            worth: scored.total(),
            minimum,
        });
    }
    out.ledger.extend(
        scored
            .payments
            .entries
            .iter()
            .filter_map(|p| payment_entry(p, seat, number, step, players)),
    );
    if !keep_win {
        return Ok(());
    }
    let sheet = sheet_of(&hand, &scored);
    out.wins.push(WinResult {
        hand_number: number,
        step,
        seat,
        player: players[seat.index()],
        hand,
        scored,
        sheet,
        recorded,
    });
    Ok(())
}

/// Sichuan's kong payments, kept per seat for refunds.
#[derive(Clone, Default)]
pub(super) struct SichuanBook {
    pub(super) income: [Vec<Transfer>; 4],
    pub(super) last_kong: [Vec<Transfer>; 4],
}

/// Kong payments as kongs are declared, their refund on a shot after a kong, and the
/// settlement at the wall's end.
#[allow(clippy::too_many_arguments)]
pub(super) fn sichuan_between_wins(
    table: &mut Table,
    event: &Event,
    before: Last,
    book: &mut SichuanBook,
    number: usize,
    step: usize,
    players: &[usize; 4],
    out: &mut Replay,
) -> Result<(), GameProblem> {
    let still_in: Vec<Wind> = Wind::ALL
        .into_iter()
        .filter(|w| !table.seats[w.index()].out)
        .collect();
    match event {
        Event::ExposedKong(seat) | Event::ConcealedKong(seat, _) | Event::AddedKong(seat, _) => {
            let (kind, discarder) = match event {
                Event::ExposedKong(_) => (
                    KongKind::Exposed,
                    table.seats[seat.index()].melds.last().and_then(|m| m.from),
                ),
                Event::ConcealedKong(..) => (KongKind::Concealed, None),
                _ => (KongKind::Added, None),
            };
            let transfers = kong_payments(kind, *seat, discarder, &still_in, true);
            out.ledger.extend(
                transfers
                    .iter()
                    .map(|t| transfer_entry(t, number, step, players)),
            );
            book.income[seat.index()].extend(transfers.iter().copied());
            book.last_kong[seat.index()] = transfers;
        }
        Event::Win(_) | Event::Wins(_) => {
            if let Last::Discard {
                seat: d,
                after_kong: true,
                ..
            } = before
            {
                let back = refund(&book.last_kong[d.index()], ScRule::KongRefundShot);
                out.ledger.extend(
                    back.iter()
                        .map(|t| transfer_entry(t, number, step, players)),
                );
                let kong = std::mem::take(&mut book.last_kong[d.index()]);
                book.income[d.index()].retain(|t| !kong.contains(t));
            }
        }
        Event::WallExhausted => {
            let mut hands = Vec::new();
            for seat in still_in {
                let s = &table.seats[seat.index()];
                if s.unseen > 0 {
                    return Err(GameProblem::UnseenAtWallEnd { seat });
                }
                let Some(missing_suit) = s.missing_suit else {
                    return Err(GameProblem::MissingSuitNever { seat });
                };
                hands.push(EndHand {
                    seat,
                    missing_suit,
                    concealed: s.concealed,
                    melds: s.melds.clone(),
                    kong_income: book.income[seat.index()].clone(),
                });
            }
            let end = wall_end(&hands);
            out.ledger.extend(
                end.transfers
                    .iter()
                    .map(|t| transfer_entry(t, number, step, players)),
            );
        }
        _ => {}
    }
    Ok(())
}
