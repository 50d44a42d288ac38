//! Natural hands: random tiles and declared melds, who each claim came from, how the hand
//! was won, the bonus tiles and the facts from the course of play, checked by [`Hand::new`].

use super::play::{
    Play, Style, add_tiles, before, group_tiles, pick, random_pair_tile, random_set, remove_tiles,
    weighted,
};
use crate::drill::{Flag, with_discarder};
use crate::hand::WinMethod;
use crate::hand::{Flags, Hand, Meld, MeldKind, Shape};
use crate::tiles::{Animal, BonusTile, KINDS, Suit, Tile, Wind, tiles_of};

/// The most replacement draws a dealt hand's bonus tiles are said to have taken.
const MOST_BONUS_REPLACEMENTS: usize = 4;

/// Deals the tiles of a natural hand: concealed tiles and declared melds (their `from` left
/// for [`pick_froms`]).
pub(super) fn natural_tiles(
    play: Play,
    style: &Style,
    rng: &mut fastrand::Rng,
) -> Option<(Vec<Tile>, Vec<Meld>, Option<Suit>)> {
    let missing = play.sichuan.then(|| Suit::ALL[rng.usize(..3)]);
    let suits: Vec<Suit> = Suit::ALL
        .into_iter()
        .filter(|s| Some(*s) != missing)
        .collect();
    let main = pick(&suits, rng)?;
    let mut counts = [0u8; KINDS];
    let mut melds = Vec::new();
    let special = rng.f32();
    if special < style.seven_pairs {
        let mut pairs = 0;
        for _ in 0..60 {
            if pairs == 7 {
                break;
            }
            let t = random_pair_tile(play, style, &suits, main, rng)?;
            if counts[t.index()] == 0
                || (play.four_alike && counts[t.index()] == 2 && rng.f32() < 0.1)
            {
                counts[t.index()] += 2;
                pairs += 1;
            }
        }
        if pairs < 7 {
            return None;
        }
    } else if play.honours && special < style.seven_pairs + style.orphans {
        let orphans: Vec<Tile> = Tile::all().filter(|t| t.is_terminal_or_honour()).collect();
        for t in &orphans {
            counts[t.index()] = 1;
        }
        let extra = pick(&orphans, rng)?;
        counts[extra.index()] = 2;
    } else {
        let mut sets: Vec<(Shape, Tile)> = Vec::new();
        if rng.f32() < style.runs {
            let n = rng.u8(1..=7);
            for k in 0..3 {
                let t = Tile::suited(main, n + k)?;
                counts[t.index()] = 3;
                sets.push((Shape::Pung, t));
            }
        }
        for _ in 0..60 {
            if sets.len() == 4 {
                break;
            }
            let (shape, tile) = random_set(play, style, &suits, main, rng)?;
            let all = counts;
            if add_tiles(&mut counts, &all, &group_tiles(shape, tile)) {
                sets.push((shape, tile));
            }
        }
        if sets.len() < 4 {
            return None;
        }
        let mut paired = false;
        for _ in 0..30 {
            let t = random_pair_tile(play, style, &suits, main, rng)?;
            let all = counts;
            if add_tiles(&mut counts, &all, &[t, t]) {
                paired = true;
                break;
            }
        }
        if !paired {
            return None;
        }
        for set in &mut sets {
            if set.0 == Shape::Pung && counts[set.1.index()] == 3 && rng.f32() < style.kong {
                set.0 = Shape::Kong;
                counts[set.1.index()] += 1;
            }
        }
        let claimed = weighted(&style.melds, rng);
        let mut order: Vec<usize> = (0..4).collect();
        rng.shuffle(&mut order);
        let mut claims = 0;
        for i in order {
            let (shape, tile) = sets[i];
            let claim = claims < claimed && (shape != Shape::Chow || play.claimed_chows);
            if claim {
                claims += 1;
            }
            let kind = match (shape, claim) {
                (Shape::Kong, false) => MeldKind::ConcealedKong,
                (Shape::Kong, true) if rng.f32() < 0.3 => MeldKind::AddedKong,
                (Shape::Kong, true) => MeldKind::ExposedKong,
                (Shape::Chow, true) => MeldKind::Chow,
                (Shape::Pung, true) => MeldKind::Pung,
                _ => continue,
            };
            remove_tiles(&mut counts, &group_tiles(shape, tile));
            melds.push(Meld::new(kind, tile));
        }
    }
    Some((tiles_of(&counts), melds, missing))
}

/// Who each claimed meld came from: a chow from the seat before, the rest from anyone else.
pub(super) fn pick_froms(hand: &mut Hand, rng: &mut fastrand::Rng) {
    pick_froms_where(hand, rng, |_| true);
}

/// [`pick_froms`] for the melds `which` accepts.
pub(super) fn pick_froms_where(
    hand: &mut Hand,
    rng: &mut fastrand::Rng,
    which: impl Fn(&Meld) -> bool,
) {
    let seat = hand.seat_wind;
    let others: Vec<Wind> = Wind::ALL.into_iter().filter(|&w| w != seat).collect();
    for m in hand.melds.iter_mut().filter(|m| which(m)) {
        m.from = match m.kind {
            MeldKind::ConcealedKong => None,
            MeldKind::Chow => Some(before(seat)),
            _ => pick(&others, rng),
        };
    }
}

/// How the hand is won and who discarded; now and then a rare situation when `rare`.
pub(super) fn pick_win(
    hand: &mut Hand,
    play: Play,
    style: &Style,
    rare: bool,
    rng: &mut fastrand::Rng,
) {
    let kongs = hand.melds.iter().filter(|m| m.kind.is_kong()).count();
    let copies = hand.all_counts()[hand.winning_tile.index()];
    let r = rng.f32();
    hand.win = if r < style.self_draw {
        WinMethod::SelfDraw
    } else if kongs > 0 && r < style.self_draw + 0.06 {
        WinMethod::KongReplacement
    } else if copies == 1 && style.rare > 0.0 && r > 0.97 {
        WinMethod::RobbingKong
    } else {
        WinMethod::Discard
    };
    if rare {
        hand.flags = Flags::default();
        if rng.f32() < style.rare {
            let no_melds = hand.melds.is_empty();
            let east = hand.seat_wind == Wind::East;
            let f = &mut hand.flags;
            match (hand.win, rng.u8(..4)) {
                (WinMethod::SelfDraw, 0) if no_melds && east => f.heaven = true,
                (WinMethod::SelfDraw | WinMethod::Discard, 0) if no_melds && !east => {
                    f.earth = true;
                }
                (WinMethod::SelfDraw, 1) if !hand.bonus.is_empty() => f.bonus_replacement = true,
                (WinMethod::KongReplacement, 0 | 1) if kongs >= 2 => f.kong_on_kong = true,
                (WinMethod::SelfDraw | WinMethod::KongReplacement, _) => f.final_draw = true,
                (WinMethod::Discard, 1) if no_melds && !east => f.humanly = true,
                (WinMethod::Discard, 2) => f.kong_shot = true,
                (WinMethod::Discard, _) => f.final_discard = true,
                _ => {}
            }
            // Only the flags the system scores.
            for flag in Flag::ALL {
                if !flag.is_set(play.flags) {
                    *flag.slot(&mut hand.flags) = false;
                }
            }
        }
    }
    pick_discarder(hand, rng);
}

/// A discarder for a win on a discard (East for earth on a discard), none otherwise.
pub(super) fn pick_discarder(hand: &mut Hand, rng: &mut fastrand::Rng) {
    hand.discarder = None;
    *hand = with_discarder(hand.clone(), rng);
}

/// The bonus tiles of a system that plays them.
pub(super) fn pick_bonus(hand: &mut Hand, play: Play, style: &Style, rng: &mut fastrand::Rng) {
    let mut pool: Vec<BonusTile> = Vec::new();
    if play.flowers {
        pool.extend((1..=4).map(BonusTile::Flower));
        pool.extend((1..=4).map(BonusTile::Season));
    }
    if play.animals {
        pool.extend(Animal::ALL.map(BonusTile::Animal));
    }
    rng.shuffle(&mut pool);
    let n = weighted(&style.bonus, rng).min(pool.len());
    let mut bonus: Vec<BonusTile> = pool[..n].to_vec();
    bonus.sort();
    hand.bonus = bonus.into_iter().collect();
    hand.table.dealt_bonus = 0;
    hand.table.bonus_replacements = 0;
    if play.animals && !hand.bonus.is_empty() && rng.f32() < style.table {
        for b in &hand.bonus {
            if rng.bool() {
                hand.table.dealt_bonus |= 1 << b.ordinal();
            }
        }
    }
    if hand.bonus.is_empty() {
        hand.flags.bonus_replacement = false;
    }
}

/// Facts from the course of play: the missing suit and players out (Sichuan), tiles left
/// and a fresh winning tile (the liability rules).
pub(super) fn pick_table(hand: &mut Hand, play: Play, style: &Style, rng: &mut fastrand::Rng) {
    let all = hand.all_counts();
    if play.sichuan {
        let absent: Vec<Suit> = Suit::ALL
            .into_iter()
            .filter(|s| !Tile::all().any(|t| t.suit() == Some(*s) && all[t.index()] > 0))
            .collect();
        if !hand.table.missing_suit.is_some_and(|s| absent.contains(&s)) {
            hand.table.missing_suit = pick(&absent, rng);
        }
        hand.table.players_out = 0;
        if rng.f32() < style.table + 0.1 {
            let free: Vec<Wind> = Wind::ALL
                .into_iter()
                .filter(|&w| {
                    w != hand.seat_wind
                        && Some(w) != hand.discarder
                        && hand.melds.iter().all(|m| m.from != Some(w))
                })
                .collect();
            if let Some(w) = pick(&free, rng) {
                hand.table.players_out = 1 << w.index();
            }
        }
    } else if play.wall_facts
        && rng.f32() < style.table
        && !hand.flags.final_draw
        && !hand.flags.final_discard
    {
        hand.table.wall_tiles_left = Some(rng.u16(1..=12));
        hand.table.winning_tile_fresh = hand.win == WinMethod::Discard && rng.bool();
        // Singapore pays a kong of a tile never played before at once.
        for m in &mut hand.melds {
            m.fresh = m.kind == MeldKind::ExposedKong && play.animals && rng.bool();
        }
    }
    // Three claimed sets of the winning tile's suit: now and then the discarder had no safe
    // tile left, and the liability falls away.
    let suit = hand.winning_tile.suit();
    let claims = hand
        .melds
        .iter()
        .filter(|m| m.kind != MeldKind::ConcealedKong && suit.is_some() && m.tile.suit() == suit)
        .count();
    hand.table.forced_discard =
        play.forced_discard && hand.win == WinMethod::Discard && claims >= 3 && rng.f32() < 0.3;
}

/// The hand rebuilt through [`Hand::new`], so that every rule of a valid hand holds.
pub(super) fn validated(hand: &Hand) -> Option<Hand> {
    let held = hand.bonus.iter().fold(0u16, |m, b| m | 1 << b.ordinal());
    if hand.table.dealt_bonus & !held != 0 {
        return None;
    }
    Hand::new(
        &tiles_of(&hand.concealed),
        &hand.melds,
        &hand.bonus,
        hand.winning_tile,
        hand.win,
        hand.situation(),
    )
    .ok()
}

/// A natural hand: random tiles, seats, win and bonus tiles.
pub(super) fn natural_hand(play: Play, style: &Style, rng: &mut fastrand::Rng) -> Option<Hand> {
    let (concealed, melds, missing) = natural_tiles(play, style, rng)?;
    let winning = pick(&concealed, rng)?;
    let seat = Wind::ALL[rng.usize(..4)];
    let round = if rng.bool() {
        Wind::East
    } else {
        Wind::ALL[rng.usize(..4)]
    };
    let situation = crate::hand::Situation {
        seat_wind: seat,
        prevailing_wind: round,
        ..Default::default()
    };
    let mut hand = Hand::new(
        &concealed,
        &melds,
        &[],
        winning,
        WinMethod::Discard,
        situation,
    )
    .ok()?;
    hand.table.missing_suit = missing;
    pick_froms(&mut hand, rng);
    pick_bonus(&mut hand, play, style, rng);
    pick_win(&mut hand, play, style, true, rng);
    if hand.flags.bonus_replacement && hand.bonus.len() >= 2 && rng.bool() {
        let most = hand.bonus.len().min(MOST_BONUS_REPLACEMENTS);
        hand.table.bonus_replacements = rng.u8(1..=most as u8);
    }
    pick_table(&mut hand, play, style, rng);
    validated(&hand)
}
