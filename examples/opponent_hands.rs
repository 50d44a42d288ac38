//! How far along the rollouts deal the opponents, against the table: at every own-turn decision
//! of every player of records made by `tilewise simulate` (which hold every seat's tiles), each
//! other seat's hidden hand as the table holds it beside the hands the model deals it
//! (`sim::rollout::world`, four futures a decision): the share that is ready and the mean
//! shanten (the review's, the engine having the last word), and the model's lead over the
//! table with its standard error, clustered by hand (the decisions of one hand share its
//! hands).
//!
//! The issue asks that an opponent be dealt "his shanten as the simulator's bots reach by that
//! turn"; docs/advisor-values.md holds the figures. `cargo run --release --example
//! opponent_hands -- RECORD...`

use tilewise::formats::game_record::parse_record;
use tilewise::game::{Moment, Table, hand_tables};
use tilewise::review::decisions::hand_decisions;
use tilewise::review::shanten::Shanten;
use tilewise::review::{Position, start_of};
use tilewise::sim::rollout::world;
use tilewise::tiles::Wind;

/// Futures dealt at each decision.
const FUTURES: u64 = 4;

/// One hand's opponents: how many were counted, and the sums of the table's and the model's
/// readiness and shanten (the model's averaged over the futures).
#[derive(Clone, Copy, Default)]
struct HandSums {
    seats: f64,
    table_ready: f64,
    model_ready: f64,
    table_shanten: f64,
    model_shanten: f64,
}

/// The shanten of seat `o`'s hidden hand on `table`, beside his melds and bonus tiles, under
/// the position's rules and his own missing suit.
fn shanten_of(position: &Position, table: &Table, o: Wind) -> i32 {
    let seat = &table.seats[o.index()];
    let mut theirs = position.clone();
    theirs.seat = o;
    theirs.missing_suit = seat.missing_suit;
    theirs.bonus = seat.bonus.clone();
    Shanten::with_melds(&theirs, &seat.melds).shanten(&seat.concealed)
}

/// The mean over the hands' opponents of `table` and `model` (sums picked from each hand) and
/// the model's lead with its standard error, clustered by hand.
fn compare(hands: &[HandSums], pick: impl Fn(&HandSums) -> (f64, f64)) -> (f64, f64, f64, f64) {
    let n: f64 = hands.iter().map(|h| h.seats).sum();
    let (t, m) = hands.iter().fold((0.0, 0.0), |(t, m), h| {
        let (a, b) = pick(h);
        (t + a, m + b)
    });
    let lead = (m - t) / n;
    let spread: f64 = hands
        .iter()
        .map(|h| {
            let (a, b) = pick(h);
            (b - a - lead * h.seats).powi(2)
        })
        .sum();
    let k = hands.len() as f64;
    let error = (spread * k / (k - 1.0).max(1.0)).sqrt() / n;
    (t / n, m / n, lead, error)
}

fn main() {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    if paths.is_empty() {
        eprintln!("usage: opponent_hands RECORD...");
        return;
    }
    println!(
        "| record | opponents | ready: table | model | lead ± error | shanten: table | model | lead ± error |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let mut all: Vec<HandSums> = Vec::new();
    for path in &paths {
        let Ok(text) = std::fs::read_to_string(path) else {
            eprintln!("cannot read {path}");
            continue;
        };
        let record = match parse_record(&text) {
            Ok(r) if r.header.seen_from.is_none() => r,
            _ => {
                eprintln!("{path}: not a record of every seat's tiles");
                continue;
            }
        };
        let mut hands = Vec::new();
        for hand in 0..record.hands.len() {
            let Ok(tables) = hand_tables(&record, hand) else {
                continue;
            };
            let mut sums = HandSums::default();
            for player in 0..record.header.players.len() {
                let Ok(decisions) = hand_decisions(&record, hand, player) else {
                    continue;
                };
                for d in &decisions {
                    let (Moment::Discard, Some(table)) = (d.position.moment, d.table(&tables))
                    else {
                        continue;
                    };
                    let start = start_of(&d.position);
                    let futures: Vec<_> = (0..FUTURES).map(|seed| world(&start, seed)).collect();
                    for o in Wind::ALL {
                        if o == d.position.seat || table.seats[o.index()].out {
                            continue;
                        }
                        let on_table = shanten_of(&d.position, table, o);
                        sums.seats += 1.0;
                        sums.table_shanten += f64::from(on_table);
                        sums.table_ready += f64::from(u8::from(on_table <= 0));
                        for w in &futures {
                            let dealt = shanten_of(&d.position, w.table(), o);
                            sums.model_shanten += f64::from(dealt) / FUTURES as f64;
                            sums.model_ready += f64::from(u8::from(dealt <= 0)) / FUTURES as f64;
                        }
                    }
                }
            }
            if sums.seats > 0.0 {
                hands.push(sums);
            }
        }
        if hands.is_empty() {
            continue;
        }
        let name = path.rsplit('/').next().unwrap_or(path);
        print_row(name, &hands);
        all.extend(hands);
    }
    if !all.is_empty() {
        print_row("**all**", &all);
    }
}

fn print_row(name: &str, hands: &[HandSums]) {
    let seats: f64 = hands.iter().map(|h| h.seats).sum();
    let (rt, rm, rl, re) = compare(hands, |h| (h.table_ready, h.model_ready));
    let (st, sm, sl, se) = compare(hands, |h| (h.table_shanten, h.model_shanten));
    println!(
        "| `{name}` | {seats} | {rt:.3} | {rm:.3} | {rl:+.3} ± {re:.3} | {st:.2} | {sm:.2} | {sl:+.2} ± {se:.2} |"
    );
}
