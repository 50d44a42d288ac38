//! Advisor values: win chance and expected receipts of every discard of one position, the way
//! `advise` asks for them (one `value_of` per candidate), with the default rollouts.
//!
//! `cargo bench --bench advisor_values -- --warm-up-time 1 --measurement-time 5`
//!
//! One iteration values all 14 discards of the position (13 or 14 candidates): the iteration
//! time is what values add to `advise` per position (budget 200 ms, DESIGN.md).

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tilewise::review::{AdviseOptions, Position, value_of};
use tilewise::rules::RuleSettings;
use tilewise::tiles::{Counts, KINDS, Tile, Wind, counts_of, parse_tiles};

fn counts(notation: &str) -> Counts {
    counts_of(&parse_tiles(notation).expect("valid notation"))
}

/// A 14-tile position early in the hand: `draws_left` draws to come.
fn position(rules: RuleSettings, hand: &str, visible: &str, draws_left: u32) -> Position {
    Position::discard(
        rules,
        counts(hand),
        counts(visible),
        draws_left,
        Wind::South,
        Wind::East,
    )
}

/// The value of every discard of `p`, as `advise` computes them.
fn all_discards(p: &Position, options: &AdviseOptions) -> f64 {
    let mut sum = 0.0;
    for t in Tile::all().take(KINDS) {
        if p.concealed[t.index()] == 0 {
            continue;
        }
        let mut after = p.clone();
        after.concealed[t.index()] -= 1;
        after.visible[t.index()] += 1;
        sum += value_of(&after, options).expected;
    }
    sum
}

fn values(c: &mut Criterion) {
    let options = AdviseOptions::default();
    let mut group = c.benchmark_group("advisor_values");
    group.sample_size(10);
    let cases = [
        (
            "zj_one_away_18_draws",
            position(RuleSettings::default(), "123m456p789s11567z", "9s1z", 18),
        ),
        (
            "zj_far_12_draws",
            position(RuleSettings::default(), "1479m258p369s1357z", "9s1z2z", 12),
        ),
        (
            "zj_one_draw_exact",
            position(RuleSettings::default(), "123m456p789s11567z", "9s1z", 1),
        ),
    ];
    for (name, p) in &cases {
        group.bench_function(*name, |b| b.iter(|| all_discards(black_box(p), &options)));
    }
    group.finish();
}

criterion_group!(benches, values);
criterion_main!(benches);
