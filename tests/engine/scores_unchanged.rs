//! The scores of many seeded random hands of all five rule systems, as a fingerprint taken
//! before the scoring path was sped up (issue 22): every evaluation of every arrangement
//! (reading, wait, hits with value, count and tiles, exclusions, sum, total, limit), the
//! chosen one, the verdict and the payments. A change to any score changes the fingerprint.
//!
//! When a rule is changed on purpose, print the new fingerprints with
//! `PRINT_FINGERPRINTS=1 cargo test --test engine scores_unchanged -- --nocapture` and check
//! the changed hands before replacing the constants.

use crate::random_hands;

use std::fmt::Write;
use tilewise::hand::{Flags, Hand, Meld, MeldKind, Situation, TableFacts, WinMethod};
use tilewise::rules::{Evaluation, RuleSettings, ScoreError, Scored, score};
use tilewise::tiles::{BonusTile, KINDS, Suit, Tile, Wind};

/// Hands per system and population.
const HANDS: usize = 1500;

/// One set or the pair of a built hand: (kind of its first tile, shape).
#[derive(Clone, Copy)]
enum Part {
    Chow(usize),
    Pung(usize),
    Kong(usize),
    Pair(usize),
}

impl Part {
    fn kinds(self) -> Vec<usize> {
        match self {
            Part::Chow(k) => vec![k, k + 1, k + 2],
            Part::Pung(k) => vec![k; 3],
            Part::Kong(k) => vec![k; 4],
            Part::Pair(k) => vec![k; 2],
        }
    }
}

fn tile(kind: usize) -> Tile {
    Tile::from_index(kind).unwrap_or_else(|| panic!("kind {kind}"))
}

/// A winning hand as played: some sets claimed or declared as kongs, a discard or a draw,
/// bonus tiles, flags; `None` when the random choices make no valid hand.
fn played_hand(rng: &mut fastrand::Rng, sichuan: bool) -> Option<Hand> {
    let missing = [Suit::Characters, Suit::Dots, Suit::Bamboo][rng.usize(0..3)];
    let allowed = |k: usize| {
        if sichuan {
            k < 27 && k / 9 != missing as usize
        } else {
            k < KINDS
        }
    };
    let mut counts = [0u8; KINDS];
    let mut parts = Vec::new();
    // Narrow kinds now and then, so that flushes, terminals and honours hands occur.
    let range = match rng.usize(0..4) {
        0 => {
            let s = rng.usize(0..3) * 9;
            s..s + 9
        }
        1 => 27..KINDS,
        _ => 0..KINDS,
    };
    let wide = rng.bool();
    for _ in 0..4 {
        let mut placed = false;
        for _ in 0..60 {
            let k = if wide {
                rng.usize(0..KINDS)
            } else {
                rng.usize(range.clone())
            };
            if !allowed(k) {
                continue;
            }
            let part = match rng.usize(0..5) {
                0 | 1 if k < 27 && k % 9 <= 6 => Part::Chow(k),
                4 => Part::Kong(k),
                _ => Part::Pung(k),
            };
            if part
                .kinds()
                .iter()
                .all(|&i| counts[i] + part.kinds().iter().filter(|&&j| j == i).count() as u8 <= 4)
            {
                part.kinds().iter().for_each(|&i| counts[i] += 1);
                parts.push(part);
                placed = true;
                break;
            }
        }
        if !placed {
            return None;
        }
    }
    let pair = (0..60)
        .map(|_| rng.usize(0..KINDS))
        .find(|&k| allowed(k) && counts[k] <= 2)?;
    parts.push(Part::Pair(pair));
    let mut concealed = Vec::new();
    let mut melds = Vec::new();
    for &part in &parts {
        let claimed = rng.usize(0..3) == 0;
        match part {
            Part::Chow(k) if claimed => melds.push(Meld::new(MeldKind::Chow, tile(k))),
            Part::Pung(k) if claimed => melds.push(Meld::new(MeldKind::Pung, tile(k))),
            Part::Kong(k) => {
                let kind = [
                    MeldKind::ExposedKong,
                    MeldKind::ConcealedKong,
                    MeldKind::AddedKong,
                ][rng.usize(0..3)];
                melds.push(Meld::new(kind, tile(k)));
            }
            _ => concealed.extend(part.kinds().into_iter().map(tile)),
        }
    }
    let winning_tile = concealed[rng.usize(0..concealed.len())];
    let kongs = melds.iter().filter(|m| m.kind.is_kong()).count();
    let win = match rng.usize(0..8) {
        0..=3 => WinMethod::Discard,
        4 if kongs > 0 => WinMethod::KongReplacement,
        5 => WinMethod::RobbingKong,
        _ => WinMethod::SelfDraw,
    };
    let mut bonus = Vec::new();
    // Zung Jung refuses bonus tiles by default: one hand in three holds some.
    if !sichuan && rng.usize(0..3) == 0 {
        for n in 1..=4u8 {
            if rng.usize(0..4) == 0 {
                bonus.push(BonusTile::Flower(n));
            }
            if rng.usize(0..4) == 0 {
                bonus.push(BonusTile::Season(n));
            }
        }
    }
    let seat_wind = Wind::ALL[rng.usize(0..4)];
    let flags = Flags {
        final_draw: win == WinMethod::SelfDraw && rng.usize(0..10) == 0,
        final_discard: win == WinMethod::Discard && rng.usize(0..10) == 0,
        ..Flags::default()
    };
    let discarder = (!win.is_self_draw() && rng.bool())
        .then(|| Wind::ALL[rng.usize(0..4)])
        .filter(|&w| w != seat_wind);
    let situation = Situation {
        seat_wind,
        prevailing_wind: Wind::ALL[rng.usize(0..4)],
        flags,
        discarder,
        table: TableFacts {
            missing_suit: sichuan.then_some(missing),
            ..TableFacts::default()
        },
    };
    Hand::new(&concealed, &melds, &bonus, winning_tile, win, situation).ok()
}

/// Seven pairs (now and then four alike) or thirteen orphans, concealed.
fn special_hand(rng: &mut fastrand::Rng) -> Option<Hand> {
    let mut concealed = Vec::new();
    if rng.bool() {
        let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        concealed.extend(orphans.iter().map(|&k| tile(k)));
        concealed.push(tile(orphans[rng.usize(0..13)]));
    } else {
        let mut counts = [0u8; KINDS];
        let mut pairs = 0;
        while pairs < 7 {
            let k = rng.usize(0..KINDS);
            if counts[k] <= 2 && (counts[k] == 0 || rng.usize(0..6) == 0) {
                counts[k] += 2;
                concealed.extend([tile(k); 2]);
                pairs += 1;
            }
        }
    }
    let winning_tile = concealed[rng.usize(0..concealed.len())];
    let win = if rng.bool() {
        WinMethod::SelfDraw
    } else {
        WinMethod::Discard
    };
    let situation = Situation {
        seat_wind: Wind::ALL[rng.usize(0..4)],
        prevailing_wind: Wind::ALL[rng.usize(0..4)],
        ..Situation::default()
    };
    Hand::new(&concealed, &[], &[], winning_tile, win, situation).ok()
}

/// The hands scored under one system: random concealed ones (many with several readings),
/// played ones and special ones.
fn hands_for(id: &str) -> Vec<Hand> {
    let sichuan = id == "sichuan";
    let mut hands = random_hands::self_drawn_hands(22, HANDS, sichuan);
    hands.extend(
        random_hands::self_drawn_hands(23, 20 * HANDS, sichuan)
            .into_iter()
            .filter(|h| tilewise::hand::arrangements(h, true).len() >= 2)
            .take(HANDS),
    );
    let mut rng = fastrand::Rng::with_seed(22);
    let mut played = 0;
    while played < HANDS {
        if let Some(h) = played_hand(&mut rng, sichuan) {
            hands.push(h);
            played += 1;
        }
    }
    if !sichuan {
        let mut special = 0;
        while special < HANDS / 5 {
            if let Some(h) = special_hand(&mut rng) {
                hands.push(h);
                special += 1;
            }
        }
    }
    hands
}

fn write_evaluation(out: &mut String, e: &Evaluation) -> std::fmt::Result {
    write!(
        out,
        "{{{} {:?} {:?} w{} sum {} total {} {:?};",
        e.arrangement.describe(),
        e.arrangement.form,
        e.arrangement.wait,
        e.arrangement.winning_group,
        e.sum,
        e.total,
        e.limit
    )?;
    for h in &e.hits {
        write!(
            out,
            " {}={}x{}@{:x}",
            h.pattern.id, h.value, h.count, h.tiles
        )?;
    }
    for x in &e.excluded {
        write!(
            out,
            " -{}={}x{}@{:x}/{}:{:?}",
            x.hit.pattern.id, x.hit.value, x.hit.count, x.hit.tiles, x.by.id, x.why
        )?;
    }
    write!(out, "}}")
}

/// Everything a score says, as text.
fn summary(result: &Result<Scored, ScoreError>) -> Result<String, std::fmt::Error> {
    let mut out = String::new();
    match result {
        Err(e) => write!(out, "error {e:?}")?,
        Ok(s) => {
            write!(out, "best {} {:?}", s.best, s.verdict)?;
            for e in &s.evaluations {
                write_evaluation(&mut out, e)?;
            }
            let p = &s.payments;
            write!(out, " pay {:?} {}", p.winner, p.scheme)?;
            for x in p.entries.iter().chain(&p.instant) {
                write!(out, " {:?}/{:?}/{}/{:?}", x.payer, x.role, x.amount, x.rule)?;
            }
        }
    }
    Ok(out)
}

/// 64-bit FNV-1a: stable across platforms and Rust versions.
fn fnv(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// (system, fingerprint of every score, hands that win, sum of the chosen totals).
fn fingerprint(id: &str) -> (u64, usize, u64) {
    let settings = RuleSettings::from_id(id).unwrap_or_else(|| panic!("{id}"));
    let mut hash = 0xcbf2_9ce4_8422_2325;
    let (mut wins, mut totals) = (0, 0u64);
    for hand in hands_for(id) {
        let result = score(&hand, &settings);
        if let Ok(s) = &result {
            wins += 1;
            totals += u64::from(s.total());
        }
        let text = summary(&result).unwrap_or_else(|e| panic!("{e}"));
        hash = fnv(hash, text.as_bytes());
    }
    (hash, wins, totals)
}

/// Taken with the scoring path of commit "review: shapes of values and of a record's
/// review" (before issue 22's speed work).
const EXPECTED: [(&str, u64, usize, u64); 5] = [
    ("zung-jung", 0x4b4ddc2712eb7f2b, 4377, 238339),
    ("hk-old-style", 0x773d68c7dd176d9b, 4800, 21389),
    ("hk-new-style", 0x5ef67393f5cccb78, 4800, 28903),
    ("singapore", 0x14e99013c242f4f9, 4641, 7434),
    ("sichuan", 0x0171327fd0158f7c, 3955, 10883),
];

#[test]
fn scores_of_random_hands_are_unchanged() {
    let print = std::env::var_os("PRINT_FINGERPRINTS").is_some();
    let mut wrong = Vec::new();
    for (id, hash, wins, totals) in EXPECTED {
        let got = fingerprint(id);
        if print {
            println!("    (\"{id}\", {:#018x}, {}, {}),", got.0, got.1, got.2);
        }
        if got != (hash, wins, totals) {
            wrong.push(format!(
                "{id}: fingerprint {:#018x}, {} wins, totals {} (expected {hash:#018x}, {wins}, {totals})",
                got.0, got.1, got.2
            ));
        }
    }
    assert!(wrong.is_empty(), "scores changed:\n{}", wrong.join("\n"));
}
