//! Seating the next night: who sits out (a night of 5–7, 9–11 … players), who sits with whom,
//! and in which first seat. No system Tilewise plays has a table of three (each digest deals
//! four hands; Sichuan's three winners end a hand of four), so players beyond a multiple of
//! four sit out.
//!
//! - **Sit-outs**: whoever sat out least for the nights he came sits out first; among equals,
//!   not who sat out last night; then by the seed.
//! - **Tables**: `Random` (a seeded shuffle), `Swiss` (by the standings: the top four at the
//!   first table) or `FewestRepeats` (Mahjong Pantheon's way: many seeded shuffles, each
//!   costed by the pairs that met before this season, more for pairs that met last night; the
//!   cheapest kept).
//! - **Seats**: at each table the order of the four (of 24) whose players have sat least in
//!   those seats; so each player's first seats even out over the season.

use super::load::LoadedSeason;
use std::collections::{BTreeMap, BTreeSet};

/// How tables are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatingMethod {
    Random,
    Swiss,
    FewestRepeats,
}

impl SeatingMethod {
    pub const ALL: [SeatingMethod; 3] = [
        SeatingMethod::FewestRepeats,
        SeatingMethod::Swiss,
        SeatingMethod::Random,
    ];

    /// The id on the command line and in JSON (`fewest-repeats`).
    pub fn id(self) -> &'static str {
        match self {
            SeatingMethod::Random => "random",
            SeatingMethod::Swiss => "swiss",
            SeatingMethod::FewestRepeats => "fewest-repeats",
        }
    }

    pub fn from_id(id: &str) -> Option<SeatingMethod> {
        SeatingMethod::ALL.into_iter().find(|m| m.id() == id)
    }
}

/// A pair that met last night costs this many earlier meetings.
pub const BACK_TO_BACK_COST: u32 = 3;

/// Shuffles tried by `FewestRepeats`.
pub const DEFAULT_TRIES: usize = 1000;

/// What the season so far says about seating: who met whom, who sat where and who sat out.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatingHistory {
    /// Times each pair (in name order) sat at one table.
    pub met: BTreeMap<(String, String), u32>,
    /// Pairs that sat at one table on the last night.
    pub met_last_night: BTreeSet<(String, String)>,
    /// Each player's first seats so far: East, South, West, North.
    pub winds: BTreeMap<String, [u32; 4]>,
    /// Nights each player sat out, and nights he came (played or sat out).
    pub sat_out: BTreeMap<String, u32>,
    pub came: BTreeMap<String, u32>,
    /// Who sat out on the last night.
    pub sat_out_last_night: BTreeSet<String>,
    /// The standings' order, for `Swiss`.
    pub order: Vec<String>,
}

fn pair(a: &str, b: &str) -> (String, String) {
    if a <= b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    }
}

impl SeatingHistory {
    /// The history of a loaded season: every table with known seats (played, seated, or kept
    /// out of the standings but read), every sit-out; the standings' order for `Swiss`.
    pub fn of(season: &LoadedSeason, order: Vec<String>) -> SeatingHistory {
        let mut history = SeatingHistory {
            order,
            ..SeatingHistory::default()
        };
        let last = season.season.nights.len().checked_sub(1);
        for (n, night) in season.season.nights.iter().enumerate() {
            let tables: Vec<&[String; 4]> = season
                .tables
                .iter()
                .filter(|t| t.night == n)
                .filter_map(|t| t.seats.as_ref())
                .collect();
            let sat_out: Vec<String> = night
                .sit_out
                .iter()
                .map(|name| match season.season.player_named(name) {
                    Some(p) => p.name.clone(),
                    None => name.clone(),
                })
                .collect();
            history.add_night(&tables, &sat_out, Some(n) == last);
        }
        history
    }

    /// Adds a night: its tables (names by first seat) and who sat out; `last` marks the night
    /// before the one being seated.
    pub fn add_night(&mut self, tables: &[&[String; 4]], sat_out: &[String], last: bool) {
        if last {
            self.met_last_night.clear();
            self.sat_out_last_night.clear();
        }
        for seats in tables {
            for (i, a) in seats.iter().enumerate() {
                self.winds.entry(a.clone()).or_default()[i] += 1;
                *self.came.entry(a.clone()).or_default() += 1;
                for b in &seats[i + 1..] {
                    *self.met.entry(pair(a, b)).or_default() += 1;
                    if last {
                        self.met_last_night.insert(pair(a, b));
                    }
                }
            }
        }
        for name in sat_out {
            *self.sat_out.entry(name.clone()).or_default() += 1;
            *self.came.entry(name.clone()).or_default() += 1;
            if last {
                self.sat_out_last_night.insert(name.clone());
            }
        }
    }

    /// What a pair at one table costs: its earlier meetings, more if they met last night.
    fn pair_cost(&self, a: &str, b: &str) -> u32 {
        let key = pair(a, b);
        self.met.get(&key).copied().unwrap_or(0)
            + if self.met_last_night.contains(&key) {
                BACK_TO_BACK_COST
            } else {
                0
            }
    }

    fn winds_of(&self, name: &str) -> [u32; 4] {
        self.winds.get(name).copied().unwrap_or_default()
    }
}

/// What a night's seating costs, for checking the draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatingCost {
    /// Earlier meetings of the pairs seated together tonight.
    pub repeats: u32,
    /// Of those, pairs that also met last night.
    pub back_to_back: u32,
    /// After tonight, the mean over tonight's players of the times each sat in his most
    /// frequent first seat beyond the fairest share ([`excess`]): 0 is as even as can be.
    pub wind_imbalance: f64,
}

/// The next night's seating.
#[derive(Clone, Debug, PartialEq)]
pub struct Seating {
    /// Each table's players by first seat, East to North.
    pub tables: Vec<[String; 4]>,
    pub sit_out: Vec<String>,
    pub cost: SeatingCost,
    pub method: SeatingMethod,
    pub seed: u64,
    /// Shuffles tried (`FewestRepeats`); 1 otherwise.
    pub tries: usize,
}

/// Why tonight's players cannot be seated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatingError {
    #[error("{found} players: a table needs four")]
    TooFew { found: usize },
    #[error("'{0}' is named twice")]
    Twice(String),
    #[error("a player's name is empty")]
    EmptyName,
}

impl crate::i18n::Localized for SeatingError {
    fn message(&self) -> crate::i18n::Message {
        use crate::i18n::Message;
        match self {
            SeatingError::TooFew { found } => {
                Message::new("season-seat-too-few").int("found", *found)
            }
            SeatingError::Twice(name) => Message::new("season-seat-twice").text("name", name),
            SeatingError::EmptyName => Message::new("season-seat-empty-name"),
        }
    }
}

/// Seats tonight's `players` (names as the season knows them).
pub fn seat(
    history: &SeatingHistory,
    players: &[String],
    method: SeatingMethod,
    seed: u64,
    tries: usize,
) -> Result<Seating, SeatingError> {
    if players.iter().any(|p| p.trim().is_empty()) {
        return Err(SeatingError::EmptyName);
    }
    for (i, p) in players.iter().enumerate() {
        if players[..i].contains(p) {
            return Err(SeatingError::Twice(p.clone()));
        }
    }
    if players.len() < 4 {
        return Err(SeatingError::TooFew {
            found: players.len(),
        });
    }
    let mut rng = fastrand::Rng::with_seed(seed);
    let sit_out = sit_outs(history, players, players.len() % 4, &mut rng);
    let mut playing: Vec<String> = players
        .iter()
        .filter(|p| !sit_out.contains(p))
        .cloned()
        .collect();
    let tries = match method {
        SeatingMethod::FewestRepeats => tries.max(1),
        _ => 1,
    };
    match method {
        SeatingMethod::Random => rng.shuffle(&mut playing),
        SeatingMethod::Swiss => {
            let place = |name: &String| {
                history
                    .order
                    .iter()
                    .position(|o| o == name)
                    .unwrap_or(usize::MAX)
            };
            playing.sort_by(|a, b| place(a).cmp(&place(b)).then_with(|| a.cmp(b)));
        }
        SeatingMethod::FewestRepeats => {
            let mut best = (u32::MAX, playing.clone());
            let mut order = playing.clone();
            for _ in 0..tries {
                rng.shuffle(&mut order);
                let cost = groups_cost(history, &order);
                if cost < best.0 {
                    best = (cost, order.clone());
                }
            }
            playing = best.1;
        }
    }
    let tables: Vec<[String; 4]> = playing
        .chunks_exact(4)
        .map(|four| seat_winds(history, four))
        .collect();
    let cost = cost_of(history, &tables);
    Ok(Seating {
        tables,
        sit_out,
        cost,
        method,
        seed,
        tries,
    })
}

/// Who sits out: `count` players, fewest sit-outs per night come first, then not last night's,
/// then by the seed.
fn sit_outs(
    history: &SeatingHistory,
    players: &[String],
    count: usize,
    rng: &mut fastrand::Rng,
) -> Vec<String> {
    let mut order: Vec<(u64, &String)> = players.iter().map(|p| (rng.u64(..), p)).collect();
    let share = |p: &String| -> (u32, u32) {
        (
            history.sat_out.get(p).copied().unwrap_or(0),
            history.came.get(p).copied().unwrap_or(0),
        )
    };
    order.sort_by(|(ra, a), (rb, b)| {
        let ((out_a, came_a), (out_b, came_b)) = (share(a), share(b));
        // out_a / came_a < out_b / came_b, compared without division (a newcomer: 0 / 0 first).
        (u64::from(out_a) * u64::from(came_b.max(1)))
            .cmp(&(u64::from(out_b) * u64::from(came_a.max(1))))
            .then_with(|| {
                history
                    .sat_out_last_night
                    .contains(*a)
                    .cmp(&history.sat_out_last_night.contains(*b))
            })
            .then_with(|| ra.cmp(rb))
    });
    order
        .into_iter()
        .take(count)
        .map(|(_, p)| p.clone())
        .collect()
}

/// What the tables made of `order` four by four cost in repeated meetings.
fn groups_cost(history: &SeatingHistory, order: &[String]) -> u32 {
    order
        .chunks_exact(4)
        .map(|four| {
            let mut cost = 0;
            for i in 0..4 {
                for j in i + 1..4 {
                    cost += history.pair_cost(&four[i], &four[j]);
                }
            }
            cost
        })
        .sum()
}

/// The four in the first seats that even out their winds best: the order (of all 24) with
/// the fewest earlier sittings in the seats given, then the smallest imbalance after it; the
/// first such order in a fixed enumeration.
fn seat_winds(history: &SeatingHistory, four: &[String]) -> [String; 4] {
    let mut best: Option<((u32, u32), [usize; 4])> = None;
    for perm in PERMUTATIONS {
        let mut sat = 0;
        let mut imbalance = 0;
        for (seat, &who) in perm.iter().enumerate() {
            let mut winds = history.winds_of(&four[who]);
            sat += winds[seat];
            winds[seat] += 1;
            imbalance += excess(&winds);
        }
        let key = (sat, imbalance);
        if best.is_none_or(|(b, _)| key < b) {
            best = Some((key, perm));
        }
    }
    let perm = best.map_or([0, 1, 2, 3], |(_, p)| p);
    perm.map(|who| four[who].clone())
}

/// How many more times a player sat in his most frequent first seat than the fairest share
/// allows (his games over four, rounded up): 0 when his winds are as even as they can be.
pub fn excess(winds: &[u32; 4]) -> u32 {
    let games: u32 = winds.iter().sum();
    winds.iter().max().copied().unwrap_or(0) - games.div_ceil(4)
}

/// What `tables` cost after `history`.
pub fn cost_of(history: &SeatingHistory, tables: &[[String; 4]]) -> SeatingCost {
    let mut cost = SeatingCost {
        repeats: 0,
        back_to_back: 0,
        wind_imbalance: 0.0,
    };
    let mut excesses = 0;
    for seats in tables {
        for (i, a) in seats.iter().enumerate() {
            let mut winds = history.winds_of(a);
            winds[i] += 1;
            excesses += excess(&winds);
            for b in &seats[i + 1..] {
                let key = pair(a, b);
                cost.repeats += history.met.get(&key).copied().unwrap_or(0);
                cost.back_to_back += u32::from(history.met_last_night.contains(&key));
            }
        }
    }
    let seated = tables.len() * 4;
    if seated > 0 {
        cost.wind_imbalance = f64::from(excesses) / seated as f64;
    }
    cost
}

/// The 24 orders of four seats.
const PERMUTATIONS: [[usize; 4]; 24] = {
    let mut out = [[0; 4]; 24];
    let mut n = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                if a != b && a != c && b != c {
                    out[n] = [a, b, c, 6 - a - b - c];
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    #[test]
    fn excess_is_zero_for_winds_as_even_as_they_can_be() {
        assert_eq!(excess(&[1, 0, 0, 0]), 0);
        assert_eq!(excess(&[2, 1, 1, 1]), 0);
        assert_eq!(excess(&[2, 0, 0, 0]), 1);
        assert_eq!(excess(&[3, 1, 0, 0]), 2);
        assert_eq!(excess(&[0, 0, 0, 0]), 0);
    }

    #[test]
    fn the_permutations_are_the_24_orders() {
        let set: BTreeSet<[usize; 4]> = PERMUTATIONS.into_iter().collect();
        assert_eq!(set.len(), 24);
    }

    #[test]
    fn players_beyond_a_multiple_of_four_sit_out_and_every_one_else_is_seated_once() {
        for n in 4..=14 {
            let players = names(n);
            let s = seat(
                &SeatingHistory::default(),
                &players,
                SeatingMethod::FewestRepeats,
                7,
                50,
            )
            .unwrap();
            assert_eq!(s.sit_out.len(), n % 4);
            assert_eq!(s.tables.len(), n / 4);
            let mut all: Vec<&String> = s.tables.iter().flatten().chain(&s.sit_out).collect();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), n);
        }
    }

    #[test]
    fn too_few_twice_or_nameless_players_are_refused() {
        let h = SeatingHistory::default();
        let m = SeatingMethod::Random;
        assert_eq!(
            seat(&h, &names(3), m, 1, 1),
            Err(SeatingError::TooFew { found: 3 })
        );
        let mut twice = names(4);
        twice[3] = "P0".into();
        assert_eq!(
            seat(&h, &twice, m, 1, 1),
            Err(SeatingError::Twice("P0".into()))
        );
        let mut empty = names(4);
        empty[2] = " ".into();
        assert_eq!(seat(&h, &empty, m, 1, 1), Err(SeatingError::EmptyName));
    }

    #[test]
    fn swiss_seats_the_standings_top_four_together() {
        let history = SeatingHistory {
            order: ["P7", "P2", "P5", "P0", "P1", "P3", "P4", "P6"]
                .map(String::from)
                .to_vec(),
            ..SeatingHistory::default()
        };
        let s = seat(&history, &names(8), SeatingMethod::Swiss, 3, 1).unwrap();
        let mut first: Vec<&str> = s.tables[0].iter().map(String::as_str).collect();
        first.sort();
        assert_eq!(first, vec!["P0", "P2", "P5", "P7"]);
    }

    #[test]
    fn the_same_seed_seats_the_same_night() {
        let players = names(11);
        let h = SeatingHistory::default();
        for method in SeatingMethod::ALL {
            assert_eq!(
                seat(&h, &players, method, 42, 200),
                seat(&h, &players, method, 42, 200)
            );
        }
    }
}
