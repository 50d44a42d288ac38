//! The season's standings: each table's result turned into points by the club's scoring, the
//! nights that count, penalties, and the tie-break chain; with each player's running total for
//! the plot and each night's points for the sheet.

use super::load::{LoadedSeason, TableOutcome};
use super::rating::{Rating, ratings};
use super::{Points, Scoring, TieBreak};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// From 1; equal on every key of the chain, equal rank. `None`: fewer nights than the
    /// season asks to be ranked.
    pub rank: Option<usize>,
    pub player: String,
    pub club_id: Option<String>,
    /// Not a player of the season: a name that only a table holds.
    pub guest: bool,
    /// Season points: the nights that count, plus penalties.
    pub points: f64,
    /// The penalties' sum, included in `points`.
    pub penalty: f64,
    /// The raw score (the system's unit) of the nights that count.
    pub score: i64,
    /// Nights played, and how many of them count (`best_nights`).
    pub nights: usize,
    pub counted_nights: usize,
    /// First, second, third and fourth places at the tables (a tie counts as the better place).
    pub places: [u32; 4],
    /// The best single table's raw score.
    pub best_game: Option<i64>,
    pub rating: Rating,
}

/// The standings and what the sheet draws from them.
#[derive(Clone, Debug, PartialEq)]
pub struct Standings {
    /// Ranked players first, in order, then those below the nights needed.
    pub rows: Vec<Standing>,
    /// Nights in the season file, played or not.
    pub nights: usize,
    /// Nights with at least one table counted.
    pub nights_played: usize,
    /// Each player's points per night (`None`: did not play it), in the rows' order.
    pub night_points: Vec<Vec<Option<f64>>>,
    /// Each player's season total after each night, in the rows' order (the plot's lines).
    pub running: Vec<Vec<f64>>,
}

impl Standings {
    /// The `row`th player's running total as a plot's points: (0, 0) before the first night,
    /// then (night, total after it) — the line every sheet draws.
    pub fn running_points(&self, row: usize) -> Vec<[f64; 2]> {
        let running = self.running.get(row).map_or(&[][..], Vec::as_slice);
        std::iter::once([0.0, 0.0])
            .chain(
                running
                    .iter()
                    .enumerate()
                    .map(|(n, v)| [(n + 1) as f64, *v]),
            )
            .collect()
    }
}

/// Two points within this of each other are equal (shares of 7/3 added in another order).
const EPSILON: f64 = 1e-9;

/// One seat's result at one table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatResult {
    pub points: f64,
    /// From 1; tied seats get the better place.
    pub place: usize,
}

/// What each of a table's four seats gets under `points`, from its balances: places by
/// balance, tied seats sharing the points (or uma) of the places they tie for.
pub fn table_points(points: &Points, balances: &[i64; 4]) -> [SeatResult; 4] {
    let mut out = [SeatResult {
        points: 0.0,
        place: 1,
    }; 4];
    for (i, b) in balances.iter().enumerate() {
        let better = balances.iter().filter(|o| *o > b).count();
        let tied = balances.iter().filter(|o| *o == b).count();
        let share = |by_place: &[f64; 4]| -> f64 {
            by_place[better..better + tied].iter().sum::<f64>() / tied as f64
        };
        out[i] = SeatResult {
            place: better + 1,
            points: match points {
                Points::Raw => *b as f64,
                Points::Places(by_place) => share(by_place),
                Points::Uma { uma, per_point } => *b as f64 * per_point + share(uma),
            },
        };
    }
    out
}

/// A player's season as the tables give it, before the nights that count are chosen.
#[derive(Default)]
struct Tally {
    /// Per night: points and raw score (a night of two tables adds both).
    nights: BTreeMap<usize, (f64, i64)>,
    places: [u32; 4],
    best_game: Option<i64>,
}

/// The standings of a loaded season.
pub fn standings(season: &LoadedSeason) -> Standings {
    let scoring = &season.season.scoring;
    let nights = season.season.nights.len();
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let mut played_nights = std::collections::BTreeSet::new();
    for table in &season.tables {
        let TableOutcome::Played { balances, .. } = &table.outcome else {
            continue;
        };
        played_nights.insert(table.night);
        let results = table_points(&scoring.points, balances);
        for (seat, who) in table.counted_as.iter().enumerate() {
            let Some(who) = who else { continue };
            let tally = tallies.entry(who.clone()).or_default();
            let night = tally.nights.entry(table.night).or_insert((0.0, 0));
            night.0 += results[seat].points;
            night.1 += balances[seat];
            tally.places[results[seat].place - 1] += 1;
            tally.best_game = Some(
                tally
                    .best_game
                    .map_or(balances[seat], |b| b.max(balances[seat])),
            );
        }
    }
    for p in &season.season.players {
        tallies.entry(p.name.clone()).or_default();
    }
    let rated = ratings(season);
    let mut rows: Vec<(Standing, Vec<Option<f64>>, Vec<f64>)> = tallies
        .iter()
        .map(|(name, tally)| {
            let player = season.season.players.iter().find(|p| &p.name == name);
            let total =
                |upto: usize| season_total(scoring, tally, penalties(season, name, upto), upto);
            let (points, score, counted) = total(nights);
            let running = (0..nights).map(|k| total(k + 1).0).collect();
            let per_night = (0..nights)
                .map(|n| tally.nights.get(&n).map(|v| v.0))
                .collect();
            let standing = Standing {
                rank: None,
                player: name.clone(),
                club_id: player.and_then(|p| p.club_id.clone()),
                guest: player.is_none(),
                points,
                penalty: penalties(season, name, nights),
                score,
                nights: tally.nights.len(),
                counted_nights: counted,
                places: tally.places,
                best_game: tally.best_game,
                rating: rated.get(name).copied().unwrap_or_default(),
            };
            (standing, per_night, running)
        })
        .collect();
    let ranked = |s: &Standing| s.nights >= scoring.min_nights as usize && s.nights > 0;
    rows.sort_by(|a, b| {
        ranked(&b.0)
            .cmp(&ranked(&a.0))
            .then_with(|| compare(&scoring.tie_breaks, &a.0, &b.0))
            .then_with(|| a.0.player.cmp(&b.0.player))
    });
    let mut rank = 0;
    for i in 0..rows.len() {
        if !ranked(&rows[i].0) {
            break;
        }
        let same_as_above =
            i > 0 && compare(&scoring.tie_breaks, &rows[i - 1].0, &rows[i].0) == Ordering::Equal;
        if !same_as_above {
            rank = i + 1;
        }
        rows[i].0.rank = Some(rank);
    }
    let mut out = Standings {
        rows: Vec::new(),
        nights,
        nights_played: played_nights.len(),
        night_points: Vec::new(),
        running: Vec::new(),
    };
    for (standing, per_night, running) in rows {
        out.rows.push(standing);
        out.night_points.push(per_night);
        out.running.push(running);
    }
    out
}

/// The penalties given to `name` by the end of night `upto` (those of no night count from
/// the start).
fn penalties(season: &LoadedSeason, name: &str, upto: usize) -> f64 {
    season
        .season
        .penalties
        .iter()
        .filter(|p| {
            season
                .season
                .player_named(&p.player)
                .map(|q| q.name.as_str())
                == Some(name)
        })
        .filter(|p| p.night.is_none_or(|n| n as usize <= upto))
        .map(|p| p.points)
        // An empty sum of floats is −0.0; a player without penalties has 0.
        .sum::<f64>()
        + 0.0
}

/// A player's points, raw score and nights counted over the first `upto` nights: his best
/// `best_nights` nights (by points; the earlier of equal ones), plus `penalty`.
fn season_total(scoring: &Scoring, tally: &Tally, penalty: f64, upto: usize) -> (f64, i64, usize) {
    let mut nights: Vec<(f64, i64)> = tally.nights.range(..upto).map(|(_, v)| *v).collect();
    if let Some(best) = scoring.best_nights {
        // A stable sort keeps the earlier of equal nights first.
        nights.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(Ordering::Equal));
        nights.truncate(best as usize);
    }
    let points = nights.iter().map(|n| n.0).sum::<f64>() + penalty;
    let score = nights.iter().map(|n| n.1).sum();
    (points, score, nights.len())
}

/// `a` before `b` (Less) when it is better under the chain; Equal when no key tells them apart.
pub fn compare(chain: &[TieBreak], a: &Standing, b: &Standing) -> Ordering {
    for key in chain {
        let order = match key {
            TieBreak::Points => float_desc(a.points, b.points),
            TieBreak::Score => b.score.cmp(&a.score),
            TieBreak::Places => b.places[..3].cmp(&a.places[..3]),
            TieBreak::BestGame => b.best_game.cmp(&a.best_game),
            TieBreak::Rating => float_desc(a.rating.mu, b.rating.mu),
            TieBreak::Name => a.player.cmp(&b.player),
        };
        if order != Ordering::Equal {
            return order;
        }
    }
    Ordering::Equal
}

/// The larger first; within [`EPSILON`], equal.
fn float_desc(a: f64, b: f64) -> Ordering {
    if (a - b).abs() < EPSILON {
        Ordering::Equal
    } else {
        b.partial_cmp(&a).unwrap_or(Ordering::Equal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(p: &Points, balances: [i64; 4]) -> Vec<f64> {
        table_points(p, &balances)
            .iter()
            .map(|r| r.points)
            .collect()
    }

    #[test]
    fn places_follow_the_balances_and_ties_share_the_places_points() {
        let by_place = Points::Places([4.0, 2.0, 1.0, 0.0]);
        assert_eq!(
            points(&by_place, [10, -30, 50, -30]),
            vec![2.0, 0.5, 4.0, 0.5]
        );
        assert_eq!(points(&by_place, [0, 0, 0, 0]), vec![1.75; 4]);
        let three = points(&by_place, [5, 5, 5, -15]);
        assert!((three[0] - 7.0 / 3.0).abs() < 1e-12);
        let places: Vec<usize> = table_points(&by_place, &[10, -30, 50, -30])
            .iter()
            .map(|r| r.place)
            .collect();
        assert_eq!(places, vec![2, 3, 1, 3]);
    }

    #[test]
    fn uma_is_added_to_the_scaled_balance_and_raw_is_the_balance() {
        let uma = Points::Uma {
            uma: [15.0, 5.0, -5.0, -15.0],
            per_point: 0.1,
        };
        assert_eq!(
            points(&uma, [120, 0, -40, -80]),
            vec![27.0, 5.0, -9.0, -23.0]
        );
        assert_eq!(
            points(&uma, [40, 40, -40, -40]),
            vec![14.0, 14.0, -14.0, -14.0]
        );
        assert_eq!(
            points(&Points::Raw, [8, -8, 0, 0]),
            vec![8.0, -8.0, 0.0, 0.0]
        );
    }
}
