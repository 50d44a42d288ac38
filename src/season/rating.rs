//! The season's rating: Weng-Lin (the Bayesian rating OpenSkill uses, from the
//! `skillratings` crate), updated after each played table in the order of the season file, the
//! four players ranked by their balance (equal balances share a rank). Everyone starts at
//! 25 ± 8.33; the uncertainty shrinks with each table. Nothing but the season file goes in, so
//! the same file gives the same ratings everywhere.

use super::load::{LoadedSeason, TableOutcome};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use std::collections::BTreeMap;

/// A player's rating: the estimate of his skill and its standard deviation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

impl Default for Rating {
    fn default() -> Self {
        let start = WengLinRating::new();
        Rating {
            mu: start.rating,
            sigma: start.uncertainty,
        }
    }
}

/// Every player's rating after the season's played tables, by the name he played under (a
/// substitute is rated himself, not as the player he sat in for).
pub fn ratings(season: &LoadedSeason) -> BTreeMap<String, Rating> {
    let config = WengLinConfig::new();
    let mut now: BTreeMap<String, Rating> = BTreeMap::new();
    for table in &season.tables {
        let (TableOutcome::Played { balances, .. }, Some(seats)) = (&table.outcome, &table.seats)
        else {
            continue;
        };
        let before: Vec<[WengLinRating; 1]> = seats
            .iter()
            .map(|name| {
                let r = now.get(name).copied().unwrap_or_default();
                [WengLinRating {
                    rating: r.mu,
                    uncertainty: r.sigma,
                }]
            })
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(balances)
            .map(|(team, balance)| {
                let rank = 1 + balances.iter().filter(|b| *b > balance).count();
                (&team[..], MultiTeamOutcome::new(rank))
            })
            .collect();
        let after = weng_lin_multi_team(&teams, &config);
        for (name, team) in seats.iter().zip(after) {
            if let Some(r) = team.first() {
                now.insert(
                    name.clone(),
                    Rating {
                        mu: r.rating,
                        sigma: r.uncertainty,
                    },
                );
            }
        }
    }
    now
}
