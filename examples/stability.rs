//! How stable the review's verdicts are: every bundled game record played move by move,
//! every player, reviewed with three seeds; per record and in all, the share of decisions
//! given the same severity by all three, the share where each seed's best is among another
//! seed's best-or-equal, the mean number of choices equal to the best, the share flagged as
//! mistakes, and the wins graded medium or big.
//!
//! Last, every decision the first seed flags is advised again with four times the rollouts and
//! another seed: how many flags hold (a mistake of the same side of the threshold), and each
//! that does not, with its loss at both budgets.
//!
//! `cargo run --release --example stability [-- SEED SEED SEED]` (seeds 1 2 3 by default);
//! docs/advisor-values.md holds the figures.

use tilewise::formats::game_record::parse_record;
use tilewise::review::{
    AdviseOptions, Choice, Decision, Review, Severity, advise, grade, review_options, review_record,
};

#[derive(Default)]
struct Tally {
    decisions: usize,
    same_severity: usize,
    pairs: usize,
    best_in_equal: usize,
    equal: usize,
    flagged: usize,
    wins: usize,
    wins_flagged: usize,
}

impl Tally {
    fn add(&mut self, reviews: &[Review]) {
        let Some(first) = reviews.first() else {
            return;
        };
        for (i, d) in first.decisions.iter().enumerate() {
            let same: Vec<_> = reviews
                .iter()
                .filter_map(|r| r.decisions.get(i))
                .filter(|x| (x.hand, x.step) == (d.hand, d.step))
                .collect();
            if same.len() != reviews.len() {
                continue;
            }
            self.decisions += 1;
            if same.iter().all(|x| x.severity == d.severity) {
                self.same_severity += 1;
            }
            for (a, x) in same.iter().enumerate() {
                self.equal += x.advice.equal().count();
                if x.severity > Severity::None {
                    self.flagged += 1;
                }
                for (b, y) in same.iter().enumerate() {
                    if a != b {
                        self.pairs += 1;
                        let best = x.advice.best();
                        if y.advice.equal().any(|c| Some(c) == best) {
                            self.best_in_equal += 1;
                        }
                    }
                }
                if x.played == Choice::Win {
                    self.wins += 1;
                    if x.severity >= Severity::Medium {
                        self.wins_flagged += 1;
                    }
                }
            }
        }
    }

    fn line(&self, name: &str, seeds: usize) -> String {
        let n = self.decisions.max(1) as f64;
        format!(
            "{name:<32} {:>6} {:>8.1} % {:>8.1} % {:>7.2} {:>8.2} % {:>6} {:>5}",
            self.decisions,
            100.0 * self.same_severity as f64 / n,
            100.0 * self.best_in_equal as f64 / self.pairs.max(1) as f64,
            self.equal as f64 / (n * seeds as f64),
            100.0 * self.flagged as f64 / (n * seeds as f64),
            self.wins / seeds.max(1),
            self.wins_flagged,
        )
    }
}

fn main() {
    let seeds: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let seeds = if seeds.is_empty() {
        vec![1, 2, 3]
    } else {
        seeds
    };
    let mut names: Vec<String> = std::fs::read_dir("replays")
        .expect("the bundled records")
        .filter_map(|e| e.ok())
        .map(|e| e.path().display().to_string())
        .filter(|p| p.ends_with(".ron"))
        .collect();
    names.sort();
    println!(
        "{:<32} {:>6} {:>10} {:>10} {:>7} {:>10} {:>6} {:>5}",
        "record", "dec.", "same sev.", "best∈eq.", "equal", "flagged", "wins", "w.bad"
    );
    let mut all = Tally::default();
    // Each flag of the first seed, with its record's name.
    let mut flags: Vec<(String, Decision)> = Vec::new();
    for path in names {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Ok(record) = parse_record(&text) else {
            continue;
        };
        if record.hands.iter().all(|h| h.is_results_only()) {
            continue;
        }
        let mut tally = Tally::default();
        // A record seen from one seat reviews only its player.
        let players: Vec<&String> = record
            .header
            .players
            .iter()
            .filter(|p| record.header.seen_from.as_ref().is_none_or(|s| s == *p))
            .collect();
        for player in players {
            let reviews: Vec<Review> = seeds
                .iter()
                .filter_map(|&s| {
                    review_record(&record, player, None, &review_options(s), &mut |_, _| true).ok()
                })
                .collect();
            tally.add(&reviews);
            all.add(&reviews);
            if let Some(first) = reviews.first() {
                let name = path.trim_start_matches("replays/");
                flags.extend(
                    first
                        .decisions
                        .iter()
                        .filter(|d| d.severity > Severity::None)
                        .map(|d| (name.to_string(), d.clone())),
                );
            }
        }
        let name = path.trim_start_matches("replays/");
        println!("{}", tally.line(name, seeds.len()));
    }
    println!("{}", all.line("all", seeds.len()));
    let mut held = 0;
    let mut not_held = Vec::new();
    for (name, d) in &flags {
        let options = AdviseOptions {
            rollouts: 4 * d.options.rollouts,
            seed: d.options.seed ^ 0x00c0_ffee,
            ..d.options
        };
        let again = advise(&d.position, &options)
            .ok()
            .and_then(|a| grade(&d.position, &a, d.played));
        if again.as_ref().is_some_and(|g| g.severity > Severity::None) {
            held += 1;
        } else {
            not_held.push(format!(
                "  {name} {} hand {} step {}: {:?}, loss {:.2} ± {:.2}; again {}",
                d.player,
                d.hand + 1,
                d.step,
                d.severity,
                d.loss,
                d.loss_error,
                again.map_or("not graded".to_string(), |g| format!(
                    "{:?}, loss {:.2} ± {:.2}",
                    g.severity, g.loss.mean, g.loss.error
                ))
            ));
        }
    }
    println!(
        "flags of seed {}: {}; holding with four times the rollouts and another seed: {held}",
        seeds[0],
        flags.len()
    );
    for line in not_held {
        println!("{line}");
    }
}
