//! Advisor benchmarks: shanten and improving tiles for every choice of a position (budget
//! 5 ms), and the whole advice with win chances and expected receipts (budget 200 ms).
//!
//! `cargo bench --bench advisor -- --warm-up-time 1 --measurement-time 3`

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tilewise::review::{AdviseOptions, Position, PositionText, advise};
use tilewise::rules::RuleSettings;
use tilewise::tiles::Wind;

/// Mid-hand discard decisions: (name, rules, hand, melds, visible).
const POSITIONS: [(&str, &str, &str, &str, &str); 5] = [
    (
        "zj_two_shanten",
        "zung-jung",
        "13m456p2378s11z23z9m",
        "",
        "1z5z9m3p",
    ),
    (
        "hk_ready_after_one",
        "hk-old-style",
        "123m456p78s11z22z59m",
        "",
        "6s9s",
    ),
    (
        "sg_beside_melds",
        "singapore",
        "34m678p2356s77z",
        "pung 5z",
        "5z2m",
    ),
    (
        "sc_missing_suit_held",
        "sichuan",
        "1234m56789s115p99s",
        "",
        "3s",
    ),
    (
        "zj_seven_pairs_or_regular",
        "zung-jung",
        "1133m5577p99s1234z",
        "",
        "",
    ),
];

fn positions(draws_left: u32) -> Vec<(&'static str, Position)> {
    POSITIONS
        .iter()
        .map(|&(name, rules, hand, melds, visible)| {
            let text = PositionText {
                rules: RuleSettings::from_id(rules).expect("a rule system"),
                hand,
                melds,
                visible,
                draws_left,
                seat: Wind::South,
                others: vec!["east", "west", "north"],
                ..PositionText::default()
            };
            (name, text.position().expect("a valid position"))
        })
        .collect()
}

fn shanten_and_improving_tiles(c: &mut Criterion) {
    let options = AdviseOptions {
        values: false,
        ..AdviseOptions::default()
    };
    let mut group = c.benchmark_group("advise_shanten_ukeire");
    for (name, position) in positions(20) {
        advise(&position, &options).expect("advice");
        group.bench_function(name, |b| {
            b.iter(|| advise(black_box(&position), &options).expect("advice"))
        });
    }
    group.finish();
}

fn with_values(c: &mut Criterion) {
    let options = AdviseOptions::default();
    let mut group = c.benchmark_group("advise_with_values");
    group.sample_size(10);
    for (name, position) in positions(10) {
        group.bench_function(name, |b| {
            b.iter(|| advise(black_box(&position), &options).expect("advice"))
        });
    }
    group.finish();
}

criterion_group!(benches, shanten_and_improving_tiles, with_values);
criterion_main!(benches);
