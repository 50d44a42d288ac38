//! Advisor values: what the rollouts cost.
//!
//! `cargo bench --bench advisor_values -- --warm-up-time 1 --measurement-time 5`
//!
//! - `rollout/*`: one future dealt (the hidden hands played on to the table's turn) and one
//!   choice played out in it, as the race does for every choice of a decision;
//! - `advise_values/*`: `advise` at its default budget (DESIGN.md: ≤ 200 ms a position);
//! - `review/*`: one player's review of a bundled 8-hand record with the review's options
//!   (≤ 10 s on two cores), and of one hand.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tilewise::formats::game_record::parse_record;
use tilewise::review::{
    AdviseOptions, Choice, Opponent, Position, advise, review_options, review_record, start_of,
};
use tilewise::rules::RuleSettings;
use tilewise::sim::rollout::{play_out, seeds, world};
use tilewise::tiles::{Counts, Wind, counts_of, parse_tiles};

fn counts(notation: &str) -> Counts {
    counts_of(&parse_tiles(notation).expect("valid notation"))
}

/// A 14-tile position: `draws_left` draws to come, three other seats without melds.
fn position(rules: RuleSettings, hand: &str, visible: &str, draws_left: u32) -> Position {
    let mut p = Position::discard(
        rules,
        counts(hand),
        counts(visible),
        draws_left,
        Wind::South,
        Wind::East,
    );
    p.others = [Wind::East, Wind::West, Wind::North]
        .into_iter()
        .map(Opponent::new)
        .collect();
    p
}

fn cases() -> Vec<(&'static str, Position)> {
    vec![
        (
            "zj_one_away_17_draws",
            position(RuleSettings::default(), "123m456p789s11567z", "9s1z", 17),
        ),
        (
            "zj_far_12_draws",
            position(RuleSettings::default(), "1479m258p369s1357z", "9s1z2z", 12),
        ),
        (
            "hk_ready_6_draws",
            position(
                RuleSettings::from_id("hk-old-style").expect("a system"),
                "234m456p789s5566z7z",
                "1m9p",
                6,
            ),
        ),
    ]
}

fn rollouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("rollout");
    for (name, p) in cases() {
        let start = start_of(&p);
        let held = (0..34)
            .find(|&k| p.concealed[k] > 0)
            .and_then(tilewise::tiles::Tile::from_index)
            .expect("a tile");
        let choice = Choice::Discard(held);
        let mut i = 0u32;
        group.bench_function(name, |b| {
            b.iter(|| {
                i = i.wrapping_add(1);
                let (w, d) = seeds(7, i);
                let future = world(&start, w);
                black_box(play_out(&start, &future, choice, d).map(|o| o.net))
            })
        });
    }
    group.finish();
}

fn advise_values(c: &mut Criterion) {
    let mut group = c.benchmark_group("advise_values");
    group.sample_size(10);
    for (name, p) in cases() {
        let options = AdviseOptions::default();
        // A position `advise` refuses would time its refusal.
        if let Err(e) = advise(&p, &options) {
            panic!("{name}: {e}");
        }
        group.bench_function(name, |b| b.iter(|| advise(black_box(&p), &options)));
    }
    group.finish();
}

fn review(c: &mut Criterion) {
    let text = std::fs::read_to_string("replays/zung-jung-seed-27.ron").expect("the record");
    let record = parse_record(&text).expect("a record");
    let options = review_options(1);
    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    group.bench_function("zj27_bot_a_hand_2", |b| {
        b.iter(|| {
            review_record(&record, "Bot A", Some(1), &options, &mut |_, _| true).expect("a review")
        })
    });
    group.bench_function("zj27_bot_a_8_hands", |b| {
        b.iter(|| {
            review_record(&record, "Bot A", None, &options, &mut |_, _| true).expect("a review")
        })
    });
    // The slowest of the bundled 8-hand records: Bot B's 131 decisions in Singapore seed 2513.
    let text = std::fs::read_to_string("replays/singapore-seed-2513.ron").expect("the record");
    let slowest = parse_record(&text).expect("a record");
    group.bench_function("sg2513_bot_b_8_hands", |b| {
        b.iter(|| {
            review_record(&slowest, "Bot B", None, &options, &mut |_, _| true).expect("a review")
        })
    });
    group.finish();
}

criterion_group!(benches, rollouts, advise_values, review);
criterion_main!(benches);
