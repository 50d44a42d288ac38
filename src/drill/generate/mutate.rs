//! The targeted walk's steps: a hand one random change away (its tiles re-dealt, claimed,
//! un-claimed, made or unmade a kong, its winning tile moved; or its suits, seats, win and
//! bonus tiles changed).

use super::deal::{pick_bonus, pick_discarder, pick_froms, pick_table, pick_win, validated};
use super::play::{
    Play, Style, add_tiles, before, group_tiles, main_suit, pick, random_honour, random_pair_tile,
    random_set, remove_tiles, suits_of,
};
use crate::drill::PERMUTATIONS;
use crate::hand::WinMethod;
use crate::hand::{Form, Hand, Meld, MeldKind, Shape, arrangements};
use crate::tiles::{Tile, Wind, tiles_of};

/// The hand's tiles changed: a random concealed group re-dealt, claimed, or made a kong; a
/// declared meld un-claimed or its kong undone; or the winning tile moved.
pub(super) fn mutate_tiles(
    hand: &Hand,
    play: Play,
    style: &Style,
    rng: &mut fastrand::Rng,
) -> Option<Hand> {
    let mut h = hand.clone();
    let readings = arrangements(hand, play.four_alike);
    let reading = pick(
        &readings
            .iter()
            .filter(|a| matches!(a.form, Form::Regular | Form::SevenPairs))
            .collect::<Vec<_>>(),
        rng,
    );
    let free: Vec<_> = reading
        .map(|a| {
            a.groups
                .iter()
                .filter(|g| g.meld.is_none() && g.shape != Shape::Orphans)
                .copied()
                .collect()
        })
        .unwrap_or_default();
    let group = pick(&free, rng);
    let suits = suits_of(hand, play);
    match rng.u8(..7) {
        // Swap one concealed tile for another of its kind of tiles (special hands: the
        // extra tile of nine gates, the pair of thirteen orphans).
        6 => {
            // Half the time one of a pair or more: the tile special hands can spare.
            let held: Vec<Tile> = Tile::all()
                .filter(|t| h.concealed[t.index()] >= if rng.bool() { 2 } else { 1 })
                .collect();
            let old = pick(&held, rng)?;
            let new = if old.is_terminal_or_honour() && rng.bool() {
                let orphans: Vec<Tile> =
                    Tile::all().filter(|t| t.is_terminal_or_honour()).collect();
                pick(&orphans, rng)?
            } else {
                match old.suit() {
                    Some(suit) => Tile::suited(suit, rng.u8(1..=9))?,
                    None => random_honour(rng)?,
                }
            };
            remove_tiles(&mut h.concealed, &[old]).then_some(())?;
            let all = crate::hand::counts_with_melds(&h.concealed, &h.melds).ok()?;
            let mut concealed = h.concealed;
            add_tiles(&mut concealed, &all, &[new]).then_some(())?;
            h.concealed = concealed;
            // The winning tile swapped, or its last copy gone: the new tile wins.
            if old == h.winning_tile && (rng.bool() || h.concealed[old.index()] == 0) {
                h.winning_tile = new;
            }
        }
        // Re-deal a concealed group.
        0 | 1 => {
            let g = group?;
            remove_tiles(&mut h.concealed, &group_tiles(g.shape, g.tile)).then_some(())?;
            let main = g.tile.suit().unwrap_or_else(|| main_suit(hand));
            let tiles = if g.shape == Shape::Pair {
                let t = random_pair_tile(play, style, &suits, main, rng)?;
                vec![t, t]
            } else {
                let (shape, tile) = random_set(play, style, &suits, main, rng)?;
                group_tiles(shape, tile)
            };
            let all = crate::hand::counts_with_melds(&h.concealed, &h.melds).ok()?;
            let mut concealed = h.concealed;
            add_tiles(&mut concealed, &all, &tiles).then_some(())?;
            h.concealed = concealed;
            if h.concealed[h.winning_tile.index()] == 0 {
                h.winning_tile = pick(&tiles, rng)?;
            }
        }
        // Claim a concealed set.
        2 => {
            let g = group.filter(|g| g.is_set())?;
            let kind = match g.shape {
                Shape::Chow if play.claimed_chows => MeldKind::Chow,
                Shape::Pung => MeldKind::Pung,
                _ => return None,
            };
            remove_tiles(&mut h.concealed, &group_tiles(g.shape, g.tile)).then_some(())?;
            if h.concealed[h.winning_tile.index()] == 0 || h.melds.len() >= 4 {
                return None;
            }
            let others: Vec<Wind> = Wind::ALL
                .into_iter()
                .filter(|&w| w != h.seat_wind)
                .collect();
            let from = match kind {
                MeldKind::Chow => Some(before(h.seat_wind)),
                _ => pick(&others, rng),
            };
            h.melds.push(Meld {
                from,
                ..Meld::new(kind, g.tile)
            });
        }
        // Take a declared meld back into the concealed tiles.
        3 => return conceal(hand, rng.usize(..hand.melds.len().max(1))),
        // Make a kong of a pung, or undo a kong.
        4 => {
            let i = pick(&(0..h.melds.len()).collect::<Vec<_>>(), rng);
            match i.map(|i| (i, h.melds[i].kind)) {
                Some((i, MeldKind::Pung)) => {
                    h.melds[i].kind = if rng.bool() {
                        MeldKind::ExposedKong
                    } else {
                        MeldKind::AddedKong
                    };
                }
                Some((i, MeldKind::ExposedKong | MeldKind::AddedKong)) => {
                    h.melds[i].kind = MeldKind::Pung;
                }
                Some((i, MeldKind::ConcealedKong)) => {
                    let m = h.melds.remove(i);
                    for _ in 0..3 {
                        h.concealed[m.tile.index()] += 1;
                    }
                }
                _ => {
                    let g = group.filter(|g| g.shape == Shape::Pung)?;
                    remove_tiles(&mut h.concealed, &[g.tile; 3]).then_some(())?;
                    if h.concealed[h.winning_tile.index()] == 0 || h.melds.len() >= 4 {
                        return None;
                    }
                    h.melds.push(Meld::new(MeldKind::ConcealedKong, g.tile));
                }
            }
            if h.win == WinMethod::KongReplacement && !h.melds.iter().any(|m| m.kind.is_kong()) {
                h.win = WinMethod::SelfDraw;
            }
        }
        // Move the winning tile.
        _ => {
            h.winning_tile = pick(&tiles_of(&h.concealed), rng)?;
            if h.win == WinMethod::RobbingKong {
                h.win = WinMethod::Discard;
            }
        }
    }
    if play.sichuan {
        let style = Style {
            table: 0.0,
            ..*style
        };
        let out = h.table.players_out;
        pick_table(&mut h, play, &style, rng);
        h.table.players_out = out;
    }
    validated(&h)
}

/// The hand with its meld `i` taken back into the concealed tiles (a kong as a pung).
pub(super) fn conceal(hand: &Hand, i: usize) -> Option<Hand> {
    let mut h = hand.clone();
    if i >= h.melds.len() {
        return None;
    }
    let m = h.melds.remove(i);
    for t in m.tiles().into_iter().take(3) {
        h.concealed[t.index()] += 1;
    }
    if !h.melds.iter().any(|m| m.kind.is_kong()) && h.win == WinMethod::KongReplacement {
        h.win = WinMethod::SelfDraw;
    }
    if h.melds.iter().filter(|m| m.kind.is_kong()).count() < 2 {
        h.flags.kong_on_kong = false;
    }
    validated(&h)
}

/// The hand changed apart from its tiles' shapes: suits shuffled, seats and round, how it
/// was won and who discarded, or the bonus tiles.
pub(super) fn mutate_play(
    hand: &Hand,
    play: Play,
    style: &Style,
    rng: &mut fastrand::Rng,
) -> Option<Hand> {
    let mut h = hand.clone();
    match rng.u8(..4) {
        0 => {
            h = h.transformed(PERMUTATIONS[rng.usize(..6)], rng.bool());
        }
        1 => {
            h.seat_wind = Wind::ALL[rng.usize(..4)];
            if rng.bool() {
                h.prevailing_wind = Wind::ALL[rng.usize(..4)];
            }
            pick_froms(&mut h, rng);
            pick_discarder(&mut h, rng);
        }
        2 => pick_win(&mut h, play, style, false, rng),
        _ => {
            if !(play.flowers || play.animals) {
                return None;
            }
            pick_bonus(&mut h, play, style, rng);
        }
    }
    validated(&h)
}

/// A hand one random change away from `hand`.
pub(super) fn mutate(
    hand: &Hand,
    play: Play,
    style: &Style,
    rng: &mut fastrand::Rng,
) -> Option<Hand> {
    if rng.f32() < 0.55 {
        mutate_tiles(hand, play, style, rng)
    } else {
        mutate_play(hand, play, style, rng)
    }
}
