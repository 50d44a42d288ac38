//! Results-only hands: the format as a score keeper writes it, settled by the engine; hostile
//! records refused with the hand and entry; the night's report and CSV.

use crate::common;
use common::{stdout, tilewise};
use tilewise::formats::game_record::parse_record;
use tilewise::game::summary::NightSummary;
use tilewise::game::{replay, results_only};
use tilewise::rules::RuleSettings;

fn record(rules: &str, hands: &str) -> String {
    format!(
        r#"(
    header: (rules: {rules}, players: ["Tan", "Lim", "Ong", "Goh"], date: "2026-11-20", event: "Club night"),
    hands: [{hands}],
)"#
    )
}

fn error_of(text: &str) -> String {
    match parse_record(text) {
        Err(e) => e.to_string(),
        Ok(r) => match replay(&r) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("accepted: {text}"),
        },
    }
}

/// A Singapore hand: West's concealed kong, North's dealt bite, South wins on West's discard.
const SINGAPORE_HAND: &str = r#"(
    prevailing_wind: East,
    seats: [0, 1, 2, 3],
    result: [
        Kong(seat: West, meld: ConcealedKong("1111m")),
        Bonus(seat: North, tiles: "F4 S4", dealt: true),
        Win(
            seat: South,
            concealed: "22m345p111z",
            melds: [Pung(tiles: "777s", from: East), ExposedKong(tiles: "9999p", from: West)],
            winning_tile: "1z",
            win: Discard,
            discarder: West,
            bonus: "F2",
            score: 2,
        ),
    ],
)"#;

#[test]
fn a_singapore_results_hand_pays_kongs_and_bites_at_once_and_the_win_by_the_rules() {
    let r = replay(&parse_record(&record("Singapore()", SINGAPORE_HAND)).unwrap()).unwrap();
    assert_eq!(r.wins.len(), 1);
    assert_eq!(r.wins[0].scored.total(), 2);
    assert_eq!(r.wins[0].step, 3);
    assert_eq!(r.disagreements(), vec![]);
    // Players: Tan East, Lim South, Ong West, Goh North.
    let paid = |step: usize, to: usize| -> u32 {
        r.ledger
            .iter()
            .filter(|e| e.step == step && e.to == Some(to))
            .map(|e| e.amount)
            .sum()
    };
    assert_eq!(paid(1, 2), 6, "a concealed kong: 2 from each of three");
    assert_eq!(paid(2, 3), 6, "a dealt bite, doubled: 2 from each");
    // South's exposed kong (no Kong entry) is paid at the win: 1 from each; the win: 4 + 2 + 2.
    assert_eq!(paid(3, 1), 3 + 8);
    assert_eq!(r.balances, [-7, 7, -1, 1]);
}

#[test]
fn a_sichuan_results_hand_has_winners_leave_and_settles_the_wall_end() {
    // South wins on a discard, then West and North on one discard of East's; East is left
    // alone: three have won and the hand ends. Both hands show the one 5p discarded: with
    // West's other one and North's other two, four 5p in all, not five.
    let hands = r#"(
        result: [
            Kong(seat: East, meld: ConcealedKong("9999s")),
            Win(seat: South, concealed: "111222333m456m77m", winning_tile: "7m", win: Discard, discarder: North, missing_suit: Dots),
            Wins([
                (seat: West, concealed: "111234678999p55p", winning_tile: "5p", discarder: East, missing_suit: Bamboo),
                (seat: North, concealed: "234567s123456p55p", winning_tile: "5p", discarder: East, missing_suit: Characters),
            ]),
        ],
    )"#;
    let text = record("Sichuan()", hands);
    let r = replay(&parse_record(&text).unwrap()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.wins.len(), 3);
    // West and North won on one discard: neither is out for the other's payment.
    assert!(
        r.wins[1..]
            .iter()
            .all(|w| w.hand.table.players_out == 0b0010)
    );
    // East's concealed kong was paid by the three others, all still in.
    let kong: Vec<_> = r.ledger.iter().filter(|e| e.step == 1).collect();
    assert_eq!(kong.len(), 3);
    assert!(kong.iter().all(|e| e.amount == 2 && e.to == Some(0)));

    // Only South wins; the wall runs out with East, West and North still in.
    let wall_end = r#"(
        result: [
            Win(seat: South, concealed: "111222333m456m77m", winning_tile: "7m", win: SelfDraw, missing_suit: Dots),
            WallEnd([
                (seat: East, missing_suit: Characters, concealed: "1112223334445p"),
                (seat: West, missing_suit: Bamboo, concealed: "456789m1345679p"),
                (seat: North, missing_suit: Characters, concealed: "234567789s688p"),
            ]),
        ],
    )"#;
    let e = error_of(&record("Sichuan()", wall_end));
    assert!(e.starts_with("hand 1, step 2: the wall's end"), "{e}");
    // North's hand had a tile too few.
    let wall_end = wall_end.replace("234567789s688p", "234567789s6688p");
    let r = replay(&parse_record(&record("Sichuan()", &wall_end)).unwrap())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.wins.len(), 1);
    assert!(
        r.ledger.iter().any(|e| e.step == 2),
        "the wall's end settles"
    );
}

#[test]
fn hostile_results_are_refused_with_their_hand_and_entry() {
    let zj = |result: &str| record("ZungJung()", &format!("(result: [{result}])"));
    let win = r#"Win(seat: South, concealed: "123m456m789m123p55p", winning_tile: "5p", discarder: West)"#;
    let cases: Vec<(String, &str)> = vec![
        (
            zj(""),
            "hand 1, the deal: the record stops before the hand ends",
        ),
        (
            zj(&format!("{win}, {win}")),
            "hand 1, step 2: the hand is already over",
        ),
        (
            zj(r#"Drawn, Note("x"), Drawn"#),
            "hand 1, step 3: the hand is already over",
        ),
        (
            zj(&win.replace("55p", "5p")),
            "hand 1, step 1: South's winning hand:",
        ),
        (
            zj(&win.replace("123m456m", "1x3m456m")),
            "hand 1, step 1: South's winning hand: concealed:",
        ),
        (
            zj(&win.replace("discarder: West", "discarder: South")),
            "hand 1, step 1: South's winning hand:",
        ),
        (
            zj(&format!(r#"Kong(seat: West, meld: Pung("555z")), {win}"#)),
            "hand 1, step 1: West's Kong entry holds no kong",
        ),
        (
            zj(&format!(
                r#"Kong(seat: West, meld: ConcealedKong("5555p")), {win}"#
            )),
            "hand 1, step 2: a 5th copy of 5p",
        ),
        (
            zj(&format!(
                r#"Kong(seat: South, meld: ConcealedKong("9999s")), {win}"#
            )),
            "hand 1, step 2: South declared a kong of 9s",
        ),
        (
            zj(&format!(r#"Bonus(seat: West, tiles: "F1"), {win}"#)),
            "hand 1, step 1: West sets bonus tiles aside, which these rules do not use",
        ),
        (
            zj(r#"WallEnd([])"#),
            "hand 1, step 1: only Sichuan settles the hands at the wall's end",
        ),
        (
            record("Sichuan()", "(result: [Drawn])"),
            "hand 1, step 1: a Sichuan hand with no winner ends at the wall",
        ),
        (
            record(
                "Sichuan()",
                r#"(result: [WallEnd([(seat: East, missing_suit: Dots, concealed: "111222333444m")])])"#,
            ),
            "hand 1, step 1: the wall's end must list exactly the players still in: East, South, West, North",
        ),
        (
            record(
                "Singapore()",
                r#"(result: [Bonus(seat: West, tiles: "F1"), Bonus(seat: East, tiles: "F1"), Drawn])"#,
            ),
            "hand 1, step 2: bonus tile F1 set aside twice",
        ),
        (
            record("ZungJung()", &format!(r#"(deal: ["1m"], result: [{win}])"#)),
            "hand 1, the deal: a hand has either its play",
        ),
        (
            record("ZungJung()", "(seats: [0, 1, 2, 3])"),
            "hand 1, the deal: a hand needs its deal and events, or its result",
        ),
        (
            zj(r#"Win(seat: South, concealed: "123m", winning_tile: "1m", colour: Red)"#),
            "line 3, column 79: Unexpected field named `colour` in `Win`",
        ),
    ];
    for (text, expected) in cases {
        let e = error_of(&text);
        assert!(
            e.contains(expected),
            "expected «{expected}», got «{e}»\n{text}"
        );
    }
}

#[test]
fn every_system_settles_its_results_as_its_play() {
    // The property itself is in the library's tests; here, from outside: a results-only
    // record of each system round-trips through its text and settles.
    for id in [
        "zung-jung",
        "hk-old-style",
        "hk-new-style",
        "singapore",
        "sichuan",
    ] {
        let rules = RuleSettings::from_id(id).unwrap();
        let played = tilewise::sim::simulate(&rules, 11, 6).unwrap();
        let results = results_only(&played).unwrap();
        let again = parse_record(&results.to_ron()).unwrap();
        let a = replay(&played).unwrap();
        let b = replay(&again).unwrap();
        assert_eq!(a.balances, b.balances, "{id}");
        // The same night; only the steps of the wins differ (moves against entries).
        let without_steps = |mut s: NightSummary| {
            s.biggest.iter_mut().for_each(|b| b.step = 0);
            s
        };
        let sa = without_steps(NightSummary::of(&played, &a));
        let sb = without_steps(NightSummary::of(&again, &b));
        assert_eq!(sa, sb, "{id}: the same night");
    }
}

#[test]
fn bundled_club_nights_are_results_only_and_agree() {
    let nights: Vec<String> = std::fs::read_dir("replays")
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .filter(|p| p.contains("club-night-"))
        .collect();
    assert!(nights.len() >= 5, "{nights:?}");
    for path in nights {
        let record = parse_record(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(record.hands.len() >= 8, "{path}");
        assert!(record.hands.iter().all(|h| h.is_results_only()), "{path}");
        let r = replay(&record).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert!(r.disagreements().is_empty(), "{path}");
        let o = tilewise(&["check", &path], None);
        assert_eq!(o.status.code(), Some(0), "{path}");
        assert!(stdout(&o).contains("Standings:"), "{path}");
    }
}

#[test]
fn report_prints_the_night_and_its_csv() {
    let path = "replays/club-night-singapore.ron";
    let night_record = parse_record(&std::fs::read_to_string(path).unwrap()).unwrap();
    let r = replay(&night_record).unwrap();
    let night = NightSummary::of(&night_record, &r);
    let o = tilewise(&["report", path], None);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    let leader = night.standings()[0];
    let name = &night_record.header.players[leader.player];
    assert!(
        text.contains(&format!("1. {name} {:+}", leader.balance)),
        "{text}"
    );
    let o = tilewise(&["report", path, "--lang", "ru"], None);
    assert!(stdout(&o).contains("Итоги"), "{}", stdout(&o));

    let dir = std::env::temp_dir().join(format!("tilewise-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("night.csv");
    let o = tilewise(
        &["report", path, "--csv", "-o", out.to_str().unwrap()],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    let csv = std::fs::read_to_string(&out).unwrap();
    let rows: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert!(rows[0].starts_with("hand,prevailing_wind,dealer,step,winner"));
    // One row per payment, and one per hand without any.
    let payments = r.ledger.len();
    let bare = (1..=night_record.hands.len())
        .filter(|&h| !r.ledger.iter().any(|e| e.hand == h))
        .count();
    assert_eq!(rows.len() - 1, payments + bare);
    // The amounts add up to what moved.
    let amounts: i64 = rows[1..]
        .iter()
        .filter_map(|l| l.split(',').nth(10)?.parse::<i64>().ok())
        .sum();
    assert_eq!(
        amounts,
        r.ledger.iter().map(|e| i64::from(e.amount)).sum::<i64>()
    );

    let broken = dir.join("broken.ron");
    std::fs::write(&broken, record("ZungJung()", "(result: [])")).unwrap();
    let o = tilewise(&["report", broken.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(1));
    let o = tilewise(&["report", "no-such-file.ron"], None);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_formula_like_name_stays_text_in_the_csv() {
    let text = record("ZungJung()", "(result: [Drawn])").replace("\"Tan\"", "\"=HYPERLINK(1)\"");
    let record = parse_record(&text).unwrap();
    let r = replay(&record).unwrap();
    let csv = tilewise::report::payments_csv(&record, &r, tilewise::i18n::I18n::english());
    assert!(csv.contains(",'=HYPERLINK(1),"), "{csv}");
}
