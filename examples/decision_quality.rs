//! How good the advisor's choices are, position by position, against a far larger budget: every
//! decision of every player of the given records is advised as the duel's advisor plays it (the
//! review's budget, no focus), and again with eight times the rollouts and another seed; the
//! reference's loss of the advisor's choice is its cost. The mean cost over the positions (with
//! its standard error) compares two builds of the advisor on the same positions, far more
//! closely than a duel: a duel's deals drift apart after the first choice that differs.
//!
//! `cargo run --release --example decision_quality -- OUT.tsv RECORD...` writes one line a
//! position: the record, player, hand, step, the advisor's choice, the rollouts it used, the choices it found equal, and
//! the reference's choices with their losses (`choice=loss±error`, the best's 0).
//! `--no-reference` skips the reference (a build under test needs only its choices).

use tilewise::formats::game_record::parse_record;
use tilewise::review::decisions::{hand_decisions, player_index};
use tilewise::review::{AdviseOptions, advise, review_options};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let reference = !args.iter().any(|a| a == "--no-reference");
    args.retain(|a| a != "--no-reference");
    let Some(out) = args.first().cloned() else {
        eprintln!("usage: decision_quality OUT.tsv RECORD... [--no-reference]");
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
                for d in decisions {
                    let key = format!("{name}\t{player}\t{}\t{}", d.hand + 1, d.step);
                    positions.push((key, d.position));
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
                    let Some((key, position)) = positions.get(i) else {
                        break;
                    };
                    let seed = 1 + i as u64;
                    let options = AdviseOptions {
                        seed,
                        ..review_options(seed)
                    };
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
                    if reference {
                        let options = AdviseOptions {
                            rollouts: 8 * options.rollouts,
                            seed: seed ^ 0x5eed_0f_7e57,
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
