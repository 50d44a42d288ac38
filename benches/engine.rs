//! Engine benchmarks: the completeness check, waits of 13-tile hands, and Zung Jung scoring of
//! representative winning hands.
//!
//! `cargo bench --bench engine -- --warm-up-time 1 --measurement-time 2`
//!
//! The `*_random` and `score_generated` groups time what users run: seeded random hands (the
//! same each run), 2 000 per system, all scored or waited on in one iteration; criterion
//! reports hands per second (`thrpt`), and the time per hand is the iteration time / 2 000.
//! `cargo bench --bench engine -- '_random|_readings|_generated' --warm-up-time 1 --measurement-time 3`

#[path = "support/random_hands.rs"]
mod random_hands;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use std::cell::OnceCell;
use std::hint::black_box;
use tilewise::hand::{Hand, Situation, WinMethod, is_complete, waits};
use tilewise::rules::{RuleSettings, score};
use tilewise::tiles::{Counts, counts_of, parse_tiles};

fn counts(notation: &str) -> Counts {
    counts_of(&parse_tiles(notation).expect("valid notation"))
}

/// 14 concealed tiles, no melds.
const COMPLETE_CHECKS: [(&str, &str); 8] = [
    ("chicken", "123m456p789s11122z"),
    ("pure_pungs_and_chows", "11122233344455m"),
    ("nine_gates", "11123455678999m"),
    ("seven_pairs", "1122m3344p5566s77z"),
    ("seven_pairs_four_alike", "1111m2233p4455s66z"),
    ("thirteen_orphans", "19m19p19s12345677z"),
    ("not_complete", "123m456p789s11123z"),
    ("noise", "13579m2468p13579s"),
];

/// 13 concealed tiles, no melds.
const WAITING: [(&str, &str); 8] = [
    ("nine_gates", "1112345678999m"),
    ("thirteen_orphans_13_sided", "19m19p19s1234567z"),
    ("thirteen_orphans_single", "19m19p19s1234566z"),
    ("two_sided", "23m456p789s11122z"),
    ("seven_pairs_single", "1122m3344p5566s7z"),
    ("pure_pungs", "1112223334445m"),
    ("mixed_suits", "2345678m22p3456s"),
    ("noise", "13579m2468p1357s"),
];

/// (name, hand notation, winning tile, how).
const WINNING: [(&str, &str, &str, WinMethod); 8] = [
    (
        "freedom_of_arrangement",
        "11122233m3m11p [777z]",
        "3m",
        WinMethod::Discard,
    ),
    ("nine_gates", "11123455678999m", "5m", WinMethod::SelfDraw),
    (
        "seven_pairs",
        "1122m3344p5566s77z",
        "7z",
        WinMethod::Discard,
    ),
    (
        "chicken",
        "123m345s999s77z [567p]",
        "7z",
        WinMethod::Discard,
    ),
    (
        "thirteen_orphans",
        "19m19p19s12345677z",
        "1m",
        WinMethod::SelfDraw,
    ),
    (
        "consecutive_pungs_or_identical_chows",
        "123123123m45699p",
        "9p",
        WinMethod::Discard,
    ),
    (
        "honours_and_melds",
        "111z222z333z44z [555z]",
        "4z",
        WinMethod::SelfDraw,
    ),
    (
        "two_kongs_and_a_pung",
        "123m44p (1111s) [2222z] [777z]",
        "4p",
        WinMethod::Discard,
    ),
];

fn win_check(c: &mut Criterion) {
    let mut group = c.benchmark_group("win_check");
    for (name, notation) in COMPLETE_CHECKS {
        let hand = counts(notation);
        group.bench_function(name, |b| {
            b.iter(|| is_complete(black_box(&hand), black_box(0), black_box(true)))
        });
    }
    group.finish();
}

fn waits_of_hands(c: &mut Criterion) {
    let mut group = c.benchmark_group("waits");
    for (name, notation) in WAITING {
        let hand = counts(notation);
        assert_eq!(
            hand.iter().map(|&n| n as usize).sum::<usize>(),
            13,
            "{name}"
        );
        group.bench_function(name, |b| {
            b.iter(|| waits(black_box(&hand), black_box(&[]), black_box(true)))
        });
    }
    group.finish();
}

fn score_zung_jung(c: &mut Criterion) {
    score_under(c, "score_zung_jung", RuleSettings::default());
}

fn score_singapore(c: &mut Criterion) {
    score_under(
        c,
        "score_singapore",
        RuleSettings::Singapore(Default::default()),
    );
}

fn score_sichuan(c: &mut Criterion) {
    let mut group = c.benchmark_group("score_sichuan");
    let settings = RuleSettings::Sichuan(Default::default());
    let situation = Situation {
        table: tilewise::hand::TableFacts {
            missing_suit: Some(tilewise::tiles::Suit::Characters),
            ..Default::default()
        },
        ..Situation::default()
    };
    for (name, notation, winning) in [
        ("pure_suit_root", "123p345p555p789p99p", "9p"),
        ("seven_pairs_four_alike", "11336666778899s", "9s"),
        ("all_pungs", "222p555p777s99s [888s]", "9s"),
    ] {
        let hand = Hand::from_notation(notation, winning, WinMethod::Discard, situation)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        if let Err(e) = score(&hand, &settings) {
            panic!("{name}: {e}");
        }
        group.bench_function(name, |b| {
            b.iter(|| score(black_box(&hand), black_box(&settings)))
        });
    }
    group.finish();
}

/// Load, validate and replay a whole simulated game of 100 hands, for each rule system.
fn replay_100_hands(c: &mut Criterion) {
    let mut group = c.benchmark_group("replay_100_hands");
    group.sample_size(20);
    for rules in ["zung-jung", "hk-new-style", "singapore", "sichuan"] {
        let settings = RuleSettings::from_id(rules).expect("a rule id");
        let record = tilewise::sim::simulate(&settings, 7, 100).expect("a simulated game");
        let text = record.to_ron();
        group.bench_function(rules, |b| {
            b.iter(|| {
                let record =
                    tilewise::formats::game_record::parse_record(black_box(&text)).expect("parses");
                tilewise::game::replay(&record).expect("replays")
            })
        });
    }
    group.finish();
}

/// Hostile inputs that tests/parsers.rs only checks for answers (speed is measured here, not
/// asserted in tests): 1 MB of tiles, 70 000 melds, 100 000 nested parentheses.
fn hostile_inputs(c: &mut Criterion) {
    let mut group = c.benchmark_group("hostile_inputs");
    group.sample_size(10);
    let tiles = "1m".repeat(500_000);
    let inputs = [
        ("1 MB of 1m", tiles.clone()),
        (
            "hand file holding 1 MB of 1m",
            format!("(concealed: \"{tiles}\", winning_tile: \"1m\")"),
        ),
        (
            "hand file with 70 000 melds",
            format!(
                "(concealed: \"1m\", melds: [{}], winning_tile: \"1m\")",
                "Pung(\"111m\"),".repeat(70_000)
            ),
        ),
        (
            "100 000 nested parentheses",
            format!("{}{}", "(".repeat(100_000), ")".repeat(100_000)),
        ),
    ];
    for (name, text) in inputs {
        group.bench_function(name, |b| {
            b.iter(|| tilewise::formats::sheet_of_text(black_box(&text), None).valid)
        });
    }
    group.finish();
}

fn score_hong_kong(c: &mut Criterion) {
    score_under(
        c,
        "score_hk_new_style",
        RuleSettings::HkNewStyle(Default::default()),
    );
}

/// Full score (every arrangement, payments, no strings) of the winning hands under one system.
fn score_under(c: &mut Criterion, group_name: &str, settings: RuleSettings) {
    let mut group = c.benchmark_group(group_name);
    for (name, notation, winning, win) in WINNING {
        let hand = Hand::from_notation(notation, winning, win, Situation::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        if score(&hand, &settings).is_err() {
            // Not a hand of this system (Seven Pairs in Singapore).
            continue;
        }
        group.bench_function(name, |b| {
            b.iter(|| score(black_box(&hand), black_box(&settings)))
        });
    }
    group.finish();
}

/// Dealing a drill question (an example of a random pattern, shuffled, scored, with its sheet)
/// under each system's default house rules: budget ≤ 1 ms.
fn deal_drill_question(c: &mut Criterion) {
    let mut group = c.benchmark_group("deal_drill_question");
    for settings in tilewise::rules::house::HouseRules::default().systems() {
        let mut rng = fastrand::Rng::with_seed(1);
        group.bench_function(settings.id(), |b| {
            b.iter(|| tilewise::drill::deal(black_box(&settings), &mut rng))
        });
    }
    group.finish();
}

/// The hand generator: a natural hand and one targeted pattern per system, at each level
/// (a hand dealt, walked, scored, with its sheet).
fn deal_hand(c: &mut Criterion) {
    use tilewise::drill::generate::{Target, deal_hand};
    use tilewise::drill::mode::Level;
    let mut group = c.benchmark_group("deal_hand");
    let targeted = [
        ("zung-jung", "zj.4.2.3"),
        ("hk-old-style", "hk.os.small_dragons"),
        ("hk-new-style", "hk.ns.triple_chow"),
        ("singapore", "sg.half_flush"),
        ("sichuan", "sc.pure_suit"),
    ];
    for settings in tilewise::rules::house::HouseRules::default().systems() {
        let pattern = targeted
            .iter()
            .find(|(id, _)| *id == settings.id())
            .map(|(_, p)| p.to_string())
            .unwrap_or_default();
        for level in Level::ALL {
            for (name, target) in [
                ("natural", Target::Natural),
                ("pattern", Target::Pattern(pattern.clone())),
            ] {
                let mut rng = fastrand::Rng::with_seed(1);
                let id = format!("{}/{name}/{}", settings.id(), level.id());
                group.bench_function(id, |b| {
                    b.iter(|| deal_hand(black_box(&settings), &target, level, &mut rng))
                });
            }
        }
    }
    group.finish();
}

/// The other drill modes' questions: a ready hand with every wait scored (each system), a
/// Sichuan wall's end settled, a hand with readings of different totals (each system), a
/// discard drill's position (each system).
fn deal_mode_questions(c: &mut Criterion) {
    use tilewise::drill::mode::Level;
    let mut group = c.benchmark_group("deal_mode_question");
    for settings in tilewise::rules::house::HouseRules::default().systems() {
        let mut rng = fastrand::Rng::with_seed(1);
        group.bench_function(format!("waits/{}", settings.id()), |b| {
            b.iter(|| {
                tilewise::drill::waits::deal_waits(black_box(&settings), Level::Standard, &mut rng)
            })
        });
        let mut rng = fastrand::Rng::with_seed(1);
        group.bench_function(format!("best-reading/{}", settings.id()), |b| {
            b.iter(|| {
                tilewise::drill::readings::deal_readings(
                    black_box(&settings),
                    &tilewise::drill::generate::Target::Natural,
                    Level::Standard,
                    &mut rng,
                )
            })
        });
    }
    // "What would you discard?": a mid-hand position dealt (budget 1 ms; the advisor's
    // ranking is the advisor's own budget).
    for settings in tilewise::rules::house::HouseRules::default().systems() {
        for level in [Level::Beginner, Level::Expert] {
            let mut rng = fastrand::Rng::with_seed(1);
            let id = format!("discard-position/{}/{}", settings.id(), level.id());
            group.bench_function(id, |b| {
                b.iter(|| {
                    tilewise::drill::discard::deal_position(black_box(&settings), level, &mut rng)
                })
            });
        }
    }
    for level in Level::ALL {
        let mut rng = fastrand::Rng::with_seed(1);
        group.bench_function(format!("wall-end/{}", level.id()), |b| {
            b.iter(|| tilewise::drill::wall_end::deal_wall_end(black_box(level), &mut rng))
        });
    }
    group.finish();
}

/// Hands per random group: enough that one iteration covers every kind of hand.
const RANDOM_HANDS: usize = 2_000;

/// The systems, by id, with their digest options.
const SYSTEMS: [&str; 5] = [
    "zung-jung",
    "hk-old-style",
    "hk-new-style",
    "singapore",
    "sichuan",
];

/// Times `run` over every item `build` makes, all in one iteration. `build` runs once, and
/// only when the filter selects the bench, so that `--profile-time` on one bench profiles it
/// alone.
fn bench_each<T>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    id: &str,
    build: impl FnOnce() -> Vec<T>,
    run: impl Fn(&T),
) {
    let items = OnceCell::new();
    let mut build = Some(build);
    group.bench_function(id, |b| {
        let items = items.get_or_init(|| build.take().map(|f| f()).unwrap_or_default());
        b.iter(|| {
            for item in items {
                run(black_box(item));
            }
        })
    });
}

/// Full score of 2 000 seeded random complete self-drawn hands per system: four sets and a
/// pair, pungs and chows at even odds (many pungs, now and then several readings), all
/// concealed.
fn score_random(c: &mut Criterion) {
    let mut group = c.benchmark_group("score_random");
    group.throughput(Throughput::Elements(RANDOM_HANDS as u64));
    for id in SYSTEMS {
        let settings = RuleSettings::from_id(id).expect("a rule id");
        let build = || {
            let hands = random_hands::self_drawn_hands(14, RANDOM_HANDS, id == "sichuan");
            let scored = hands.iter().filter(|h| score(h, &settings).is_ok()).count();
            assert_eq!(scored, RANDOM_HANDS, "{id}: every dealt hand wins");
            hands
        };
        bench_each(&mut group, id, build, |hand| {
            black_box(score(hand, &settings).is_ok());
        });
    }
    group.finish();
}

/// Full score of 2 000 seeded random complete hands per system that have at least two
/// arrangements (about one dealt hand in ten), from the same builder as [`score_random`]:
/// the cost of several readings.
fn score_readings(c: &mut Criterion) {
    let mut group = c.benchmark_group("score_readings");
    group.throughput(Throughput::Elements(RANDOM_HANDS as u64));
    for id in SYSTEMS {
        let settings = RuleSettings::from_id(id).expect("a rule id");
        let build = || {
            let hands: Vec<Hand> =
                random_hands::self_drawn_hands(14, 20 * RANDOM_HANDS, id == "sichuan")
                    .into_iter()
                    .filter(|h| tilewise::hand::arrangements(h, true).len() >= 2)
                    .take(RANDOM_HANDS)
                    .collect();
            assert_eq!(
                hands.len(),
                RANDOM_HANDS,
                "{id}: enough hands with readings"
            );
            hands
        };
        bench_each(&mut group, id, build, |hand| {
            black_box(score(hand, &settings).is_ok());
        });
    }
    group.finish();
}

/// Full score of 2 000 hands per system from the drill's hand generator (natural hands at the
/// standard level: claimed sets, kongs, bonus tiles, discards, as dealt in play).
fn score_generated(c: &mut Criterion) {
    use tilewise::drill::generate::{Target, deal_hand};
    use tilewise::drill::mode::Level;
    let mut group = c.benchmark_group("score_generated");
    group.throughput(Throughput::Elements(RANDOM_HANDS as u64));
    for settings in tilewise::rules::house::HouseRules::default().systems() {
        let build = || {
            let mut rng = fastrand::Rng::with_seed(14);
            std::iter::repeat_with(|| {
                deal_hand(&settings, &Target::Natural, Level::Standard, &mut rng)
            })
            .flatten()
            .take(RANDOM_HANDS)
            .map(|question| question.hand)
            .collect()
        };
        bench_each(&mut group, settings.id(), build, |hand| {
            black_box(score(hand, &settings).is_ok());
        });
    }
    group.finish();
}

/// Waits of 2 000 seeded random 13-tile hands, ours and the `xiangting` crate's necessary
/// tiles, on the same hands in the same run: hands one tile short of winning (a random
/// complete hand less one tile) and hands dealt from a shuffled set (rarely ready).
/// `tests/waits_xiangting.rs` checks that both give the same tiles.
fn waits_random(c: &mut Criterion) {
    let mut group = c.benchmark_group("waits_random");
    group.throughput(Throughput::Elements(RANDOM_HANDS as u64));
    let ready: fn() -> Vec<Counts> = || random_hands::ready_hands(14, RANDOM_HANDS);
    let dealt: fn() -> Vec<Counts> = || random_hands::dealt_hands(14, RANDOM_HANDS);
    for (kind, hands) in [("ready", ready), ("dealt", dealt)] {
        let checked = || {
            let hands = hands();
            for counts in &hands {
                assert_eq!(
                    random_hands::our_waits(counts),
                    random_hands::xiangting_waits(counts)
                );
            }
            hands
        };
        bench_each(&mut group, &format!("tilewise/{kind}"), checked, |counts| {
            black_box(waits(counts, &[], false));
        });
        bench_each(&mut group, &format!("xiangting/{kind}"), hands, |counts| {
            let _ = black_box(xiangting::calculate_necessary_tiles(
                counts,
                xiangting::PlayerCount::Four,
            ));
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    score_random,
    score_readings,
    score_generated,
    waits_random,
    deal_hand,
    deal_mode_questions,
    deal_drill_question,
    win_check,
    waits_of_hands,
    score_zung_jung,
    score_hong_kong,
    score_singapore,
    score_sichuan,
    replay_100_hands,
    hostile_inputs
);
criterion_main!(benches);
