//! Season benchmark: a club's whole year — 100 nights of 4 tables (400 records) — read from
//! its season file, every record replayed and settled, ranked and rated (budget 0.5 s,
//! DESIGN.md). Two seasons: the club's usual records by results (the bundled example's tables,
//! eight hands each) and, as the worst case, every table a move-by-move record of a whole game.
//!
//! `cargo bench --bench season -- --warm-up-time 1 --measurement-time 5`

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use tilewise::formats::game_record::{GameRecord, parse_record};
use tilewise::season::load::load;
use tilewise::season::standings::standings;
use tilewise::season::{Night, Season, SeasonPlayer, Table, parse_season};

const BUNDLED: &str = include_str!("../replays/seasons/zung-jung-club.season.ron");
const FULL: &str = include_str!("../replays/zung-jung-seed-27.ron");

/// Sixteen players; night `n`'s table `t` seats four of them, the records taken in turn.
fn year(records: &[GameRecord]) -> String {
    let names: Vec<String> = (0..16).map(|i| format!("Player {i:02}")).collect();
    let mut season = Season::new("A year", records[0].header.rules.clone());
    season.players = names.iter().map(|n| SeasonPlayer::named(n)).collect();
    for n in 0..100 {
        let mut night = Night::default();
        for t in 0..4 {
            let mut record = records[(n * 4 + t) % records.len()].clone();
            record.header.players = (0..4)
                .map(|k| names[(t * 4 + k + n * 5) % 16].clone())
                .collect();
            night.tables.push(Table::Record(record));
        }
        season.nights.push(night);
    }
    season.to_ron()
}

fn read_and_rank(text: &str) -> usize {
    let season = parse_season(text).expect("the season");
    let loaded = load(season, Path::new("."), 1 << 30);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    standings(&loaded).rows.len()
}

fn season(c: &mut Criterion) {
    let bundled = parse_season(BUNDLED).expect("the bundled season");
    let by_results: Vec<GameRecord> = bundled
        .nights
        .iter()
        .flat_map(|n| &n.tables)
        .filter_map(|t| match t {
            Table::Record(r) => Some(r.clone()),
            _ => None,
        })
        .collect();
    let results_year = year(&by_results);
    let full_year = year(&[parse_record(FULL).expect("a full record")]);
    c.bench_function(
        "season: 100 nights × 4 tables by results, read and ranked",
        |b| b.iter(|| read_and_rank(black_box(&results_year))),
    );
    c.bench_function(
        "season: 100 nights × 4 full records, read and ranked",
        |b| b.iter(|| read_and_rank(black_box(&full_year))),
    );
}

criterion_group!(benches, season);
criterion_main!(benches);
