//! How good the advisor's choices are, position by position: every decision of every player of
//! the given records is advised as the duel's advisor plays it (the review's budget, no focus).
//!
//! - Against the model (the default): each position is advised again with eight times the
//!   rollouts and another seed; the reference's loss of the advisor's choice is its cost.
//! - On the table itself (`--on-table OTHER.tsv`, for records made by `tilewise simulate`,
//!   which hold every seat's tiles): where this build's choice differs from the one `OTHER.tsv`
//!   (an earlier run of this example, of another build) lists, both are valued on the table as
//!   it was — the others' hidden tiles where they were, only the wall's order drawn
//!   (`value_on_table`) — the truth the model's posterior is meant to match.
//!
//! - Against the simple choice on the table itself (`--on-table simple`): where the advisor
//!   leaves what the simulator's bot would play without its dice (`bot_choice`), both valued
//!   on the table as above; the line also names the moment, so the departures can be summed
//!   by kind (a discard for another, a claim passed, a win passed).
//!
//! Either compares two builds of the advisor on the same positions far more closely than a
//! duel, whose deals drift apart after the first choice that differs (docs/advisor-values.md).
//!
//! `cargo run --release --example decision_quality -- OUT.tsv RECORD... [--no-reference |
//! --on-table OTHER.tsv | --on-table simple]` writes one line a position: the record, player,
//! hand, step, the advisor's choice, the rollouts it used, the choices it found equal, then the
//! reference's choices with their losses (`choice=loss±error`, the best's 0), or on the table
//! the other build's (or the bot's) choice, then this build's choice's value and the other's
//! (`mean±error` each), and against the simple choice the moment.

use std::collections::HashMap;
use tilewise::formats::game_record::parse_record;
use tilewise::game::hand_tables;
use tilewise::review::decisions::{hand_decisions, player_index};
use tilewise::review::{AdviseOptions, advise, review_options, start_of, value_on_table};
use tilewise::sim::rollout::bot_choice;

/// What the advisor's choices are set beside on the table itself.
enum Other {
    /// Another build's choices, by position (its OUT.tsv).
    Build(HashMap<String, String>),
    /// The simulator's bot's without its dice.
    Simple,
}

/// Futures each choice is valued over on the table itself.
const ON_TABLE_ROLLOUTS: u32 = 4000;
/// Mixed into a position's seed for the reference's futures and for those on the table, so
/// neither shares the futures the advisor chose on.
const REFERENCE_SEED: u64 = 0x005e_ed0f_7e57;
const TABLE_SEED: u64 = 0x7ab1e;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let reference = !args.iter().any(|a| a == "--no-reference");
    args.retain(|a| a != "--no-reference");
    let mut other: Option<Other> = None;
    if let Some(i) = args.iter().position(|a| a == "--on-table") {
        let Some(path) = args.get(i + 1).cloned() else {
            eprintln!("--on-table needs the other build's OUT.tsv");
            return;
        };
        args.drain(i..=i + 1);
        other = Some(if path == "simple" {
            Other::Simple
        } else {
            let Ok(text) = std::fs::read_to_string(&path) else {
                eprintln!("cannot read {path}");
                return;
            };
            Other::Build(
                text.lines()
                    .filter_map(|l| {
                        let f: Vec<&str> = l.split('\t').collect();
                        (f.len() > 4).then(|| (f[..4].join("\t"), f[4].to_string()))
                    })
                    .collect(),
            )
        });
    }
    let Some(out) = args.first().cloned() else {
        eprintln!(
            "usage: decision_quality OUT.tsv RECORD... [--no-reference | --on-table OTHER.tsv|simple]"
        );
        return;
    };
    let mut positions = Vec::new();
    for path in &args[1..] {
        let Ok(text) = std::fs::read_to_string(path) else {
            eprintln!("cannot read {path}");
            continue;
        };
        let Ok(record) = parse_record(&text) else {
            eprintln!("not a record: {path}");
            continue;
        };
        let name = path.rsplit('/').next().unwrap_or(path).to_string();
        for player in &record.header.players {
            let Ok(index) = player_index(&record, player) else {
                continue;
            };
            for hand in 0..record.hands.len() {
                let Ok(decisions) = hand_decisions(&record, hand, index) else {
                    continue;
                };
                let tables = if other.is_some() && record.header.seen_from.is_none() {
                    hand_tables(&record, hand).unwrap_or_default()
                } else {
                    Vec::new()
                };
                for d in decisions {
                    let key = format!("{name}\t{player}\t{}\t{}", d.hand + 1, d.step);
                    let table = d.table(&tables).cloned();
                    positions.push((key, d.position, table));
                }
            }
        }
    }
    eprintln!("{} positions", positions.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let lines = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some((key, position, table)) = positions.get(i) else {
                        break;
                    };
                    let seed = 1 + i as u64;
                    let options = review_options(seed);
                    let Ok(advice) = advise(position, &options) else {
                        continue;
                    };
                    if advice.candidates.len() < 2 {
                        continue;
                    }
                    let chosen = advice.best().map_or("-".to_string(), |c| format!("{c:?}"));
                    let mut line = format!(
                        "{key}\t{chosen}\t{}\t{}",
                        advice.rollouts_used,
                        advice.equal().count()
                    );
                    if let Some(other) = &other {
                        let theirs = match other {
                            Other::Build(choices) => choices.get(key).cloned(),
                            Other::Simple => {
                                bot_choice(&start_of(position)).map(|c| format!("{c:?}"))
                            }
                        };
                        let (Some(theirs), Some(table), Some(mine)) =
                            (theirs, table, advice.best())
                        else {
                            continue;
                        };
                        if theirs == chosen {
                            continue;
                        }
                        let Some(theirs_choice) = advice
                            .candidates
                            .iter()
                            .map(|c| c.choice)
                            .find(|c| format!("{c:?}") == theirs)
                        else {
                            continue;
                        };
                        let seed = seed ^ TABLE_SEED;
                        let value = |c| value_on_table(position, table, c, ON_TABLE_ROLLOUTS, seed);
                        let (Some(a), Some(b)) = (value(mine), value(theirs_choice)) else {
                            continue;
                        };
                        line.push_str(&format!(
                            "\t{theirs}\t{:.4}±{:.4}\t{:.4}±{:.4}",
                            a.expected, a.expected_error, b.expected, b.expected_error
                        ));
                        if matches!(other, Other::Simple) {
                            line.push_str(&format!("\t{:?}", position.moment));
                        }
                    } else if reference {
                        let options = AdviseOptions {
                            rollouts: 8 * options.rollouts,
                            seed: seed ^ REFERENCE_SEED,
                            ..options
                        };
                        if let Ok(r) = advise(position, &options) {
                            for c in &r.candidates {
                                let (m, e) =
                                    c.loss.map_or((f64::NAN, f64::NAN), |l| (l.mean, l.error));
                                line.push_str(&format!("\t{:?}={m:.4}±{e:.4}", c.choice));
                            }
                        }
                    }
                    if let Ok(mut l) = lines.lock() {
                        l.push((i, line));
                    }
                }
            });
        }
    });
    let mut lines = lines.into_inner().unwrap_or_default();
    lines.sort();
    let text: String = lines.into_iter().map(|(_, l)| l + "\n").collect();
    if let Err(e) = std::fs::write(&out, text) {
        eprintln!("cannot write {out}: {e}");
    }
}
