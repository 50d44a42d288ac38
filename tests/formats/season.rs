//! Club seasons: standings worked out by hand under every scoring option, the tie-break
//! chain, the rating, fair seating, and hostile season files refused with the place named.

use std::path::Path;
use tilewise::formats::game_record::GameRecord;
use tilewise::i18n::I18n;
use tilewise::rules::RuleSettings;
use tilewise::season::load::{LoadedSeason, LoadedTable, SeasonProblem, TableOutcome, load};
use tilewise::season::rating::ratings;
use tilewise::season::seating::{BACK_TO_BACK_COST, SeatingHistory, SeatingMethod, cost_of, seat};
use tilewise::season::standings::{Standing, standings};
use tilewise::season::{
    Night, Penalty, Points, Season, SeasonError, SeasonInvalid, SeasonPlayer, Substitute, Table,
    TieBreak, merge_name, parse_season,
};

/// A season of five players and three played tables, each `(night, players, balances)`.
/// Worked out by hand below:
///
/// | night | table (balances)                 |
/// |-------|----------------------------------|
/// | 1     | A +30, B +10, C −10, D −30       |
/// | 2     | A −20, B +40, C −20, E 0         |
/// | 3     | B −5, C +25, D −5, E −15         |
fn small(points: Points) -> LoadedSeason {
    let tables = [
        (0, ["A", "B", "C", "D"], [30, 10, -10, -30]),
        (1, ["A", "B", "C", "E"], [-20, 40, -20, 0]),
        (2, ["B", "C", "D", "E"], [-5, 25, -5, -15]),
    ];
    built(points, &tables, &[])
}

fn built(
    points: Points,
    tables: &[(usize, [&str; 4], [i64; 4])],
    subs: &[(usize, &str, &str)],
) -> LoadedSeason {
    let mut season = Season::new("Small", RuleSettings::default());
    season.players = ["A", "B", "C", "D", "E"]
        .into_iter()
        .map(SeasonPlayer::named)
        .collect();
    season.scoring.points = points;
    let nights = tables.iter().map(|t| t.0).max().map_or(0, |n| n + 1);
    season.nights = vec![Night::default(); nights];
    for &(night, name, player) in subs {
        season.nights[night].substitutes.push(Substitute {
            name: name.into(),
            stands_in_for: player.into(),
        });
    }
    let tables = tables
        .iter()
        .map(|&(night, names, balances)| {
            let seats = names.map(String::from);
            let counted = names.map(|n| match subs.iter().find(|s| s.0 == night && s.1 == n) {
                Some(&(_, _, player)) => Some(player.to_string()),
                None => Some(n.to_string()),
            });
            LoadedTable {
                night,
                table: 0,
                seats: Some(seats),
                counted_as: counted,
                outcome: TableOutcome::Played { balances, hands: 8 },
            }
        })
        .collect();
    LoadedSeason {
        season,
        tables,
        problems: Vec::new(),
    }
}

fn row<'a>(rows: &'a [Standing], name: &str) -> &'a Standing {
    rows.iter().find(|s| s.player == name).expect(name)
}

/// Each row's player and points, in the standings' order.
fn points_by_player(rows: &[Standing]) -> Vec<(&str, f64)> {
    rows.iter().map(|s| (s.player.as_str(), s.points)).collect()
}

fn order(rows: &[Standing]) -> Vec<(Option<usize>, &str)> {
    rows.iter().map(|s| (s.rank, s.player.as_str())).collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn places_points_shared_on_ties_scores_and_place_counts_by_hand() {
    let table = standings(&small(Points::Places([4.0, 2.0, 1.0, 0.0])));
    let points = points_by_player(&table.rows);
    assert_eq!(
        points,
        vec![("B", 7.5), ("C", 5.5), ("A", 4.5), ("E", 2.0), ("D", 1.5)]
    );
    assert_eq!(row(&table.rows, "A").score, 10);
    assert_eq!(row(&table.rows, "B").score, 45);
    assert_eq!(row(&table.rows, "D").score, -35);
    // A tie counts as the better place: A and C tie for third at night 2.
    assert_eq!(row(&table.rows, "A").places, [1, 0, 1, 0]);
    assert_eq!(row(&table.rows, "B").places, [1, 2, 0, 0]);
    assert_eq!(row(&table.rows, "C").places, [1, 0, 2, 0]);
    assert_eq!(row(&table.rows, "B").best_game, Some(40));
    assert_eq!(row(&table.rows, "E").nights, 2);
    assert_eq!(
        table.night_points[0],
        vec![Some(2.0), Some(4.0), Some(1.5)],
        "B's nights"
    );
    // Running totals after each night.
    assert_eq!(table.running[0], vec![2.0, 6.0, 7.5]);
    assert_eq!(table.nights_played, 3);
}

#[test]
fn raw_points_are_the_balances() {
    let table = standings(&small(Points::Raw));
    let points = points_by_player(&table.rows);
    assert_eq!(
        points,
        vec![
            ("B", 45.0),
            ("A", 10.0),
            ("C", -5.0),
            ("E", -15.0),
            ("D", -35.0)
        ]
    );
}

#[test]
fn uma_on_a_scaled_balance_shared_on_ties() {
    let table = standings(&small(Points::Uma {
        uma: [15.0, 5.0, -5.0, -15.0],
        per_point: 0.1,
    }));
    let expect = [
        ("B", 24.5),
        ("A", 6.0),
        ("C", -0.5),
        ("E", -11.5),
        ("D", -18.5),
    ];
    for (s, (name, points)) in table.rows.iter().zip(expect) {
        assert_eq!(s.player, name);
        assert!(close(s.points, points), "{name}: {}", s.points);
    }
}

#[test]
fn only_the_best_nights_count_and_their_score_with_them() {
    let mut season = small(Points::Places([4.0, 2.0, 1.0, 0.0]));
    season.season.scoring.best_nights = Some(2);
    let table = standings(&season);
    let b = row(&table.rows, "B");
    assert_eq!(
        (b.points, b.score, b.nights, b.counted_nights),
        (6.0, 50, 3, 2)
    );
    let c = row(&table.rows, "C");
    assert_eq!((c.points, c.score), (5.0, 15));
    assert_eq!(row(&table.rows, "A").points, 4.5);
}

#[test]
fn too_few_nights_are_listed_below_the_ranked() {
    let mut season = small(Points::Places([4.0, 2.0, 1.0, 0.0]));
    season.season.scoring.min_nights = 3;
    let table = standings(&season);
    assert_eq!(
        order(&table.rows),
        vec![
            (Some(1), "B"),
            (Some(2), "C"),
            (None, "A"),
            (None, "E"),
            (None, "D")
        ]
    );
}

#[test]
fn a_penalty_is_taken_from_the_points_with_its_reason() {
    let mut season = small(Points::Places([4.0, 2.0, 1.0, 0.0]));
    season.season.penalties.push(Penalty {
        player: "A".into(),
        points: -1.0,
        reason: "late".into(),
        night: Some(2),
    });
    let table = standings(&season);
    let a = row(&table.rows, "A");
    assert_eq!((a.points, a.penalty), (3.5, -1.0));
    assert_eq!(table.running[2], vec![4.0, 3.5, 3.5], "A's running total");
    assert_eq!(row(&table.rows, "B").penalty, 0.0);
}

#[test]
fn a_substitutes_result_counts_to_the_player_or_to_nobody() {
    let tables = [
        (0, ["A", "B", "C", "D"], [30, 10, -10, -30]),
        (1, ["A", "B", "C", "Sub"], [-20, 40, -20, 0]),
    ];
    let counted = built(
        Points::Places([4.0, 2.0, 1.0, 0.0]),
        &tables,
        &[(1, "Sub", "D")],
    );
    let table = standings(&counted);
    let d = row(&table.rows, "D");
    assert_eq!((d.points, d.nights), (2.0, 2));
    assert!(table.rows.iter().all(|s| s.player != "Sub"));
    // Not counted: the table is as it was, the substitute's seat counts to nobody.
    let mut not = counted.clone();
    not.season.scoring.count_substitutes = false;
    not.tables[1].counted_as[3] = None;
    let table = standings(&not);
    let d = row(&table.rows, "D");
    assert_eq!((d.points, d.nights), (0.0, 1));
}

#[test]
fn the_tie_break_chain_is_followed_key_by_key() {
    let mut season = small(Points::Places([1.0, 1.0, 1.0, 1.0]));
    let chain = |season: &mut LoadedSeason, keys: &[TieBreak]| {
        season.season.scoring.tie_breaks = keys.to_vec();
        let table = standings(season);
        order(&table.rows)
            .into_iter()
            .map(|(r, p)| (r, p.to_string()))
            .collect::<Vec<_>>()
    };
    let names = |v: &[(Option<usize>, String)]| v.iter().map(|x| x.1.clone()).collect::<Vec<_>>();
    // Points: B and C 3 tables, A, D and E 2.
    let by_score = chain(
        &mut season,
        &[TieBreak::Points, TieBreak::Score, TieBreak::Name],
    );
    assert_eq!(names(&by_score), ["B", "C", "A", "E", "D"]);
    let by_places = chain(
        &mut season,
        &[TieBreak::Points, TieBreak::Places, TieBreak::Name],
    );
    assert_eq!(names(&by_places), ["B", "C", "A", "D", "E"]);
    let by_best = chain(&mut season, &[TieBreak::Points, TieBreak::BestGame]);
    assert_eq!(names(&by_best), ["B", "C", "A", "E", "D"]);
    // Points alone: equal players share a rank (1, 1, 3, 3, 3).
    let alone = chain(&mut season, &[TieBreak::Points]);
    let ranks: Vec<Option<usize>> = alone.iter().map(|x| x.0).collect();
    assert_eq!(ranks, [Some(1), Some(1), Some(3), Some(3), Some(3)]);
    let by_rating = chain(&mut season, &[TieBreak::Points, TieBreak::Rating]);
    let rated = ratings(&season);
    assert!(rated["B"].mu > rated["C"].mu);
    assert_eq!(names(&by_rating)[..2], ["B", "C"]);
}

#[test]
fn the_rating_moves_with_each_table_and_is_the_same_every_time() {
    let season = small(Points::Raw);
    let first = ratings(&season);
    assert_eq!(first, ratings(&season));
    // B won two tables and came second once: above the start; D last and tied: below.
    assert!(first["B"].mu > 25.0 && first["D"].mu < 25.0, "{first:?}");
    assert!(first.values().all(|r| r.sigma < 25.0 / 3.0));
    // The bundled season, loaded twice, gives the same standings to the last digit.
    let bundled = || {
        let text = std::fs::read_to_string("replays/seasons/zung-jung-club.season.ron").unwrap();
        let loaded = load(
            parse_season(&text).unwrap(),
            Path::new("replays/seasons"),
            1 << 24,
        );
        let table = standings(&loaded);
        serde_json::to_string(&tilewise::season::sheet::standings_json(
            &loaded,
            &table,
            I18n::english(),
        ))
        .unwrap()
    };
    assert_eq!(bundled(), bundled());
}

#[test]
fn the_bundled_season_verifies_and_its_places_points_add_up() {
    let text = std::fs::read_to_string("replays/seasons/zung-jung-club.season.ron").unwrap();
    let season = parse_season(&text).expect("parses");
    assert_eq!(season.nights.len(), 8);
    let loaded = load(season, Path::new("replays/seasons"), 1 << 24);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    for night in &loaded.season.nights {
        let came = night.tables.len() * 4 + night.sit_out.len();
        assert!((6..=9).contains(&came), "{came} players");
    }
    let mut tables = 0;
    for t in &loaded.tables {
        let TableOutcome::Played { balances, .. } = t.outcome else {
            panic!("every table is played: {t:?}");
        };
        assert_eq!(
            balances.iter().sum::<i64>(),
            0,
            "a table's balances add to 0"
        );
        tables += 1;
    }
    let table = standings(&loaded);
    // Without best-of, every table hands out 4 + 2 + 1 + 0 = 7 points (less the penalty).
    let mut all = loaded.clone();
    all.season.scoring.best_nights = None;
    let total: f64 = standings(&all).rows.iter().map(|s| s.points).sum();
    assert!(close(total, 7.0 * tables as f64 - 1.0), "{total}");
    assert!(table.rows.iter().any(|s| s.counted_nights < s.nights));
    assert!(table.rows.iter().any(|s| s.rank.is_none()));
}

/// A record of four players: a simulated Zung Jung night by its results.
fn record(players: [&str; 4], seed: u64) -> GameRecord {
    let mut r = tilewise::sim::simulate(&RuleSettings::default(), seed, 2).unwrap();
    r = tilewise::game::results_only(&r).unwrap();
    r.header.players = players.map(String::from).to_vec();
    r
}

fn season_with(tables: Vec<Vec<Table>>) -> Season {
    let mut season = Season::new("Hostile", RuleSettings::default());
    season.players = ["Anna", "Bartek", "Celina", "Dawid", "Ewa"]
        .into_iter()
        .map(SeasonPlayer::named)
        .collect();
    season.nights = tables
        .into_iter()
        .map(|tables| Night {
            tables,
            ..Night::default()
        })
        .collect();
    season
}

#[test]
fn a_table_that_does_not_verify_is_named_and_kept_out_and_the_rest_counts() {
    let good = record(["Anna", "Bartek", "Celina", "Dawid"], 3);
    let mut broken = record(["Anna", "Bartek", "Celina", "Ewa"], 4);
    // A win the hand cannot be: a tile more in the winner's hand.
    let text = broken.to_ron();
    let changed = text.replacen("concealed: \"", "concealed: \"1m", 1);
    assert_ne!(text, changed, "the record has a winner's hand");
    broken = tilewise::formats::game_record::parse_record(&changed).unwrap();
    let mut hk = good.clone();
    hk.header.rules = RuleSettings::from_id("hk-old-style").unwrap();
    let dir = std::env::temp_dir().join(format!("tilewise-season-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("bad.ron"),
        "(header: (players: [\"A\"], hands: [])",
    )
    .unwrap();
    let season = season_with(vec![
        vec![Table::Record(good.clone())],
        vec![Table::Record(broken)],
        vec![Table::Record(hk)],
        vec![
            Table::File("missing.ron".into()),
            Table::File("bad.ron".into()),
            Table::File(".".into()),
        ],
        vec![
            Table::Record(good.clone()),
            Table::Record(record(["Anna", "Ewa", "Jan", "Bartek"], 5)),
        ],
    ]);
    let loaded = load(season, &dir, 1 << 20);
    let words: Vec<String> = loaded
        .problems
        .iter()
        .map(|p| I18n::english().text(p))
        .collect();
    let places: Vec<(usize, usize, bool)> = loaded
        .problems
        .iter()
        .map(|p| (p.place().0, p.place().1, p.keeps_out()))
        .collect();
    assert_eq!(
        places,
        [
            (2, 1, true),
            (3, 1, true),
            (4, 1, true),
            (4, 2, true),
            (4, 3, true),
            (5, 2, false),
            (5, 2, true),
            (5, 2, true),
        ],
        "{words:#?}"
    );
    assert!(
        words[0].contains("Night 2, table 1") && words[0].contains("hand "),
        "{}",
        words[0]
    );
    assert!(words[0].contains("kept out"), "{}", words[0]);
    assert!(
        words[1].contains("Zung Jung") && words[1].contains("Old Style"),
        "{}",
        words[1]
    );
    assert!(words[3].contains("line 1"), "{}", words[3]);
    assert!(
        words[5].contains("Jan") && words[5].contains("guest"),
        "{}",
        words[5]
    );
    assert!(
        words[6].contains("Anna") && words[6].contains("table 1"),
        "{}",
        words[6]
    );
    let table = standings(&loaded);
    // Only nights 1 and 5's first table count: Anna played two, Ewa none.
    assert_eq!(row(&table.rows, "Anna").nights, 2);
    assert_eq!(row(&table.rows, "Ewa").nights, 0);
    assert_eq!(table.nights_played, 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_renamed_player_is_offered_a_merge_and_merged_counts_as_him() {
    let mut season = season_with(vec![vec![Table::Record(record(
        ["Ania", "Bartek", "Celina", "Dawid"],
        7,
    ))]]);
    let loaded = load(season.clone(), Path::new("."), 1 << 20);
    assert_eq!(
        loaded.problems,
        [SeasonProblem::Guest {
            night: 1,
            table: 1,
            name: "Ania".into(),
            like: Some("Anna".into()),
        }]
    );
    assert!(
        standings(&loaded)
            .rows
            .iter()
            .any(|s| s.player == "Ania" && s.guest)
    );
    merge_name(&mut season, "Ania", "Anna").unwrap();
    assert_eq!(season.players[0].aliases, ["Ania"]);
    let loaded = load(season.clone(), Path::new("."), 1 << 20);
    assert!(loaded.problems.is_empty());
    let table = standings(&loaded);
    assert_eq!(row(&table.rows, "Anna").nights, 1);
    assert!(table.rows.iter().all(|s| s.player != "Ania"));
    // Merging again, or into nobody, is refused.
    assert!(merge_name(&mut season, "Ania", "Anna").is_err());
    assert!(merge_name(&mut season, "Ania", "Zed").is_err());
    // The alias round-trips through the file.
    let text = season.to_ron();
    assert_eq!(parse_season(&text).unwrap(), season);
}

#[test]
fn hostile_season_files_are_refused_with_the_place_named() {
    let ok = Season::new("S", RuleSettings::default()).to_ron();
    assert!(parse_season(&ok).is_ok(), "{ok}");
    let cases: [(&str, &str); 10] = [
        (
            "(version: 1, name: \"S\", players: [(name: \"A\")], nights: [(tables: [Seated(\"A\", \"B\")])])",
            "line 1",
        ),
        (
            "(version: 1, name: \"S\", players: [], colour: 3)",
            "line 1",
        ),
        ("(version: 1,\n name: 5, players: [])", "line 2"),
        (
            "(version: 9, name: \"S\", players: [], future: [1, 2])",
            "version 9",
        ),
        (
            "(version: 1, name: \"S\", players: [(name: \"A\"), (name: \"A\")])",
            "“A” is listed twice",
        ),
        (
            "(version: 1, name: \"S\", players: [(name: \" \")])",
            "Player 1: the name is empty",
        ),
        (
            "(version: 1, name: \"S\", players: [], scoring: (points: Places(4, 2, NaN, 0)))",
            "not a number",
        ),
        (
            "(version: 1, name: \"S\", players: [], scoring: (best_nights: 0))",
            "best_nights",
        ),
        (
            "(version: 1, name: \"S\", players: [(name: \"A\")], penalties: [(player: \"Z\", points: -1, reason: \"r\")])",
            "Penalty 1",
        ),
        (
            "(version: 1, name: \"S\", players: [], nights: [(tables: [Seated(\"A\", \"B\", \"C\", \"A\")])])",
            "Night 1, table 1: A is seated twice",
        ),
    ];
    for (text, named) in cases {
        let err = parse_season(text).expect_err(text);
        let words = I18n::english().text(&err);
        assert!(words.contains(named), "{text}\n→ {words}");
    }
    assert!(matches!(
        parse_season("(version: 9, name: \"S\", players: [])"),
        Err(SeasonError::Newer { found: 9 })
    ));
    assert!(matches!(
        parse_season(
            "(version: 1, name: \"S\", players: [], scoring: (tie_breaks: [Points, Points]))"
        ),
        Err(SeasonError::Invalid(SeasonInvalid::TwiceTieBreak(
            TieBreak::Points
        )))
    ));
    // Deep nesting is an error, not a stack overflow.
    let deep = format!(
        "(version: 1, name: \"S\", players: {}{})",
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    assert!(parse_season(&deep).is_err());
}

/// Whoever sat out two nights running, every other player there had sat out at least as
/// often by then; and the sit-outs never differ by more than one among players who always came.
fn check_sit_outs_fair(players: usize, nights: usize) {
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let mut history = SeatingHistory::default();
    let mut last: Vec<String> = Vec::new();
    for night in 0..nights {
        let s = seat(
            &history,
            &names,
            SeatingMethod::FewestRepeats,
            night as u64,
            200,
        )
        .unwrap();
        for p in &s.sit_out {
            if last.contains(p) {
                let mine = history.sat_out.get(p).copied().unwrap_or(0);
                for other in names.iter().filter(|o| !s.sit_out.contains(o)) {
                    let theirs = history.sat_out.get(other).copied().unwrap_or(0);
                    assert!(
                        theirs >= mine,
                        "night {night}: {p} sat out again before {other}"
                    );
                }
            }
        }
        let tables: Vec<&[String; 4]> = s.tables.iter().collect();
        history.add_night(&tables, &s.sit_out, true);
        let counts: Vec<u32> = names
            .iter()
            .map(|n| history.sat_out.get(n).copied().unwrap_or(0))
            .collect();
        let spread = counts.iter().max().unwrap() - counts.iter().min().unwrap();
        assert!(spread <= 1, "{players} players, night {night}: {counts:?}");
        last = s.sit_out;
    }
}

#[test]
fn sit_outs_rotate_fairly_for_five_to_seven_and_nine_to_eleven_players() {
    for players in [5, 6, 7, 9, 10, 11] {
        check_sit_outs_fair(players, 20);
    }
}

#[test]
fn a_newcomer_does_not_sit_out_night_after_night() {
    let mut history = SeatingHistory::default();
    let regulars: Vec<String> = (0..6).map(|i| format!("P{i}")).collect();
    for night in 0..6 {
        let s = seat(&history, &regulars, SeatingMethod::Random, night, 1).unwrap();
        let tables: Vec<&[String; 4]> = s.tables.iter().collect();
        history.add_night(&tables, &s.sit_out, true);
    }
    let mut tonight = regulars.clone();
    tonight.push("New".into());
    let mut out = 0;
    for night in 0..3 {
        let s = seat(&history, &tonight, SeatingMethod::Random, 100 + night, 1).unwrap();
        out += usize::from(s.sit_out.contains(&"New".to_string()));
        let tables: Vec<&[String; 4]> = s.tables.iter().collect();
        history.add_night(&tables, &s.sit_out, true);
    }
    assert!(out <= 2, "the newcomer sat out {out} of 3 nights");
}

/// Twenty nights of six players seated by fewest repeats with even winds, each night set
/// against the best of 1 000 random seatings of the same four players (the same sit-outs):
/// neither its repeated meetings nor its wind imbalance is worse. Prints both numbers.
#[test]
fn twenty_nights_of_six_repeat_and_wind_costs_beat_the_best_of_1000_random_seatings() {
    let names: Vec<String> = ["Anna", "Bartek", "Celina", "Dawid", "Ewa", "Filip"]
        .map(String::from)
        .to_vec();
    let mut history = SeatingHistory::default();
    let mut rng = fastrand::Rng::with_seed(2026);
    let (mut ours_repeats, mut best_repeats) = (0, 0);
    let (mut ours_wind, mut best_wind) = (0.0, 0.0);
    for night in 0..20 {
        let s = seat(&history, &names, SeatingMethod::FewestRepeats, night, 1000).unwrap();
        let mut four: Vec<String> = s.tables[0].to_vec();
        let (mut repeats, mut wind) = (u32::MAX, f64::MAX);
        for _ in 0..1000 {
            rng.shuffle(&mut four);
            let table: [String; 4] = four.clone().try_into().unwrap();
            let cost = cost_of(&history, &[table]);
            repeats = repeats.min(cost.repeats);
            wind = wind.min(cost.wind_imbalance);
        }
        assert!(s.cost.repeats <= repeats, "night {night}");
        assert!(s.cost.wind_imbalance <= wind + 1e-12, "night {night}");
        ours_repeats += s.cost.repeats;
        best_repeats += repeats;
        ours_wind += s.cost.wind_imbalance;
        best_wind += wind;
        let tables: Vec<&[String; 4]> = s.tables.iter().collect();
        history.add_night(&tables, &s.sit_out, true);
    }
    // Every first seat evened: nobody sat in one seat more than once more than in another.
    for (name, winds) in &history.winds {
        let spread = winds.iter().max().unwrap() - winds.iter().min().unwrap();
        assert!(spread <= 1, "{name}: {winds:?}");
    }
    println!(
        "20 nights of 6: repeated meetings {ours_repeats} (best of 1000 random each night: \
         {best_repeats}); mean wind imbalance {:.3} (best random {:.3})",
        ours_wind / 20.0,
        best_wind / 20.0
    );
}

/// With two tables the search finds the cheapest split (repeated meetings, a meeting of last
/// night costing more): as cheap as the best of 1 000 random seatings of the same eight.
fn weighted(cost: tilewise::season::seating::SeatingCost) -> u32 {
    cost.repeats + BACK_TO_BACK_COST * cost.back_to_back
}

#[test]
fn fewest_repeats_finds_the_cheapest_split_of_two_tables() {
    let names: Vec<String> = (0..9).map(|i| format!("P{i}")).collect();
    let mut history = SeatingHistory::default();
    let mut rng = fastrand::Rng::with_seed(9);
    for night in 0..12 {
        let s = seat(&history, &names, SeatingMethod::FewestRepeats, night, 1000).unwrap();
        let mut eight: Vec<String> = s.tables.iter().flatten().cloned().collect();
        let mut best = u32::MAX;
        for _ in 0..1000 {
            rng.shuffle(&mut eight);
            let tables: Vec<[String; 4]> = eight
                .chunks(4)
                .map(|c| c.to_vec().try_into().unwrap())
                .collect();
            best = best.min(weighted(cost_of(&history, &tables)));
        }
        let ours = weighted(s.cost);
        assert!(ours <= best, "night {night}: {ours} > {best}");
        let tables: Vec<&[String; 4]> = s.tables.iter().collect();
        history.add_night(&tables, &s.sit_out, true);
    }
}

#[test]
fn the_documented_example_reads_its_tables_beside_it_and_keeps_the_seated_night_out() {
    let path = "docs/examples/seasons/club.season.ron";
    let season = parse_season(&std::fs::read_to_string(path).unwrap()).expect("parses");
    let loaded = load(season, Path::new("docs/examples/seasons"), 1 << 20);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let outcomes: Vec<bool> = loaded
        .tables
        .iter()
        .map(|t| matches!(t.outcome, TableOutcome::Played { .. }))
        .collect();
    assert_eq!(outcomes, [true, true, false]);
    assert_eq!(loaded.tables[2].outcome, TableOutcome::Seated);
    let table = standings(&loaded);
    assert_eq!(table.nights_played, 2);
    let tomasz = row(&table.rows, "Tomasz Zieliński");
    assert_eq!(tomasz.penalty, -2.0);
    // The seated night counts for the seating: Ewa sat out twice, so she plays the next.
    let history = tilewise::season::seating::SeatingHistory::of(&loaded, Vec::new());
    assert_eq!(history.sat_out.get("Ewa Lis"), Some(&2));
    let names: Vec<String> = loaded
        .season
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    let next = seat(&history, &names, SeatingMethod::FewestRepeats, 1, 100).unwrap();
    assert!(!next.sit_out.contains(&"Ewa Lis".to_string()), "{next:?}");
}
