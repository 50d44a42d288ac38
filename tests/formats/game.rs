//! Game records: the bundled records replay cleanly and their ledgers balance; broken and
//! hostile records are refused with the place of the fault, never a panic.

use crate::common;
use tilewise::formats::game_record::parse_record;
use tilewise::game::replay;

use common::replay_files as replays;

#[test]
fn every_bundled_record_replays_and_its_ledger_balances() {
    let all = replays();
    assert!(!all.is_empty());
    for (path, text) in all {
        let record = parse_record(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        let r = replay(&record).unwrap_or_else(|e| panic!("{path}: {e}"));
        let penalties: i64 = r
            .ledger
            .iter()
            .filter(|e| e.to.is_none())
            .map(|e| e.amount as i64)
            .sum();
        assert_eq!(
            r.balances.iter().sum::<i64>(),
            -penalties,
            "{path}: money only moves between players"
        );
        assert!(!r.wins.is_empty(), "{path}");
        assert_eq!(r.tables.len(), record.hands.len());
    }
}

#[test]
fn the_sichuan_demo_settles_kongs_and_several_winners() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/replays/sichuan-short-demo.ron"
    ))
    .unwrap();
    let r = replay(&parse_record(&text).unwrap()).unwrap();
    assert_eq!(r.balances, [21, -10, -6, -5]);
    assert_eq!(
        r.wins
            .iter()
            .map(|w| (w.player, w.scored.total()))
            .collect::<Vec<_>>(),
        vec![(0, 4), (2, 1), (3, 2)]
    );
}

const DEMO: &str = include_str!("../../replays/zj-short-demo.ron");

fn error_of(text: &str) -> String {
    match parse_record(text) {
        Err(e) => e.to_string(),
        Ok(record) => match replay(&record) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("accepted: {text}"),
        },
    }
}

#[test]
fn broken_records_name_the_place() {
    // Truncated.
    let truncated = &DEMO[..DEMO.len() / 2];
    assert!(
        error_of(truncated).starts_with("line "),
        "{}",
        error_of(truncated)
    );
    // Wrong types.
    let e = error_of(&DEMO.replace("dice: (3, 4)", "dice: \"three\""));
    assert!(e.starts_with("line 13"), "{e}");
    // Huge numbers.
    let e = error_of(&DEMO.replace("dice: (3, 4)", "dice: (99999999999999999999, 4)"));
    assert!(e.starts_with("line 13"), "{e}");
    // An illegal move: discarding a tile not held.
    let e = error_of(&DEMO.replace("Discard(East, \"3z\")", "Discard(East, \"9s\")"));
    assert_eq!(e, "hand 1, step 1: East does not hold 9s");
    // Out of turn.
    let e = error_of(&DEMO.replace("Draw(South, \"6s\")", "Draw(West, \"6s\")"));
    assert_eq!(e, "hand 1, step 3: it is not West's turn to draw");
    // A 5th tile.
    let e = error_of(
        &DEMO
            .replace("Draw(South, \"6s\")", "Draw(South, \"1p\")")
            .replace("13579m13579p135s", "13579m11579p135s"),
    );
    assert_eq!(e, "hand 1, step 3: a 5th copy of 1p");
    // A false win.
    let e = error_of(&DEMO.replace("Draw(South, \"6s\")", "Draw(South, \"2s\")"));
    assert!(e.starts_with("hand 1, step 4: South declares a win"), "{e}");
    // The wrong number of dealt tiles.
    let e = error_of(&DEMO.replace("\"456p789p123s45s99s\"", "\"456p789p123s45s9s\""));
    assert_eq!(
        e,
        "hand 1, the deal: South is dealt 13 tiles, the record has 12"
    );
    // A record that stops before the hand ends.
    let e = error_of(&DEMO.replace("Win(seat: South, score: 10),", ""));
    assert!(e.contains("stops before the hand ends"), "{e}");
    // Events after the end.
    let e = error_of(&DEMO.replace(
        "Win(seat: South, score: 10),",
        "Win(seat: South, score: 10), Discard(South, \"9s\"),",
    ));
    assert_eq!(e, "hand 1, step 5: the hand is already over");
    // Chows are not claimed in Sichuan.
    let sichuan = include_str!("../../replays/sichuan-short-demo.ron");
    let e = error_of(&sichuan.replace(
        "Wins([(seat: West, score: 1), (seat: North, score: 2)]),",
        "Chow(West, \"789s\"),",
    ));
    assert_eq!(
        e,
        "hand 1, step 10: chows cannot be claimed under these rules"
    );
    // Sichuan is played without honours.
    let e = error_of(&sichuan.replace("Draw(East, \"9p\")", "Draw(East, \"5z\")"));
    assert!(e.contains("5z is not in the set"), "{e}");
    // Several winners only in Sichuan.
    let e = error_of(&DEMO.replace(
        "Note(\"South is waiting on 3s or 6s.\"),",
        "Wins([(seat: South), (seat: West)]),",
    ));
    assert_eq!(
        e,
        "hand 1, step 2: only Sichuan allows several winners on one discard"
    );
}

#[test]
fn a_record_with_a_wrong_recorded_score_opens_and_lists_the_disagreement() {
    use tilewise::game::Disagreement;
    use tilewise::tiles::Wind;
    let r = replay(&parse_record(&DEMO.replace("score: 10", "score: 30")).unwrap())
        .expect("a wrong recorded score still replays");
    assert_eq!(
        r.disagreements(),
        vec![Disagreement {
            hand: 1,
            step: 4,
            seat: Wind::South,
            player: 1,
            recorded: 30,
            computed: 10,
        }]
    );
    // The game is settled by the rules, as the agreeing record is.
    let agreeing = replay(&parse_record(DEMO).unwrap()).unwrap();
    assert!(agreeing.disagreements().is_empty());
    assert_eq!(r.balances, agreeing.balances);
    assert_eq!(r.wins[0].recorded, Some(30));
    assert_eq!(r.wins[0].scored.total(), 10);
    // A win without a recorded score has nothing to disagree with.
    let unscored = replay(&parse_record(&DEMO.replace(", score: 10", "")).unwrap()).unwrap();
    assert!(unscored.disagreements().is_empty());
}

#[test]
fn the_scoring_mistake_sample_disagrees_once() {
    let text = include_str!("../../replays/zj-scoring-mistake.ron");
    let r = replay(&parse_record(text).unwrap()).unwrap();
    let found = r.disagreements();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].hand, found[0].step), (2, 3));
    assert_ne!(found[0].recorded, found[0].computed);
    assert!(r.wins.len() >= 2, "one win agrees, one does not");
}

#[test]
fn hostile_records_never_panic() {
    let deep = format!("{}{}", "(".repeat(100_000), ")".repeat(100_000));
    let inputs = [
        String::new(),
        "()".into(),
        deep,
        "(header: (players: []), hands: [])".into(),
        "(header: (players: [\"a\",\"b\",\"c\",\"d\"]), hands: [(deal: [], events: [])])".into(),
        DEMO.replace("dealer: East,", "dealer: East, seats: [9, 9, 9, 9],"),
        DEMO.replace(
            "\"123m456m789m1122p3z\"",
            &format!("\"{}\"", "1m".repeat(100_000)),
        ),
        DEMO.replace("Discard(East, \"3z\"),", &"Note(\"x\"),".repeat(10_000)),
    ];
    // The inputs' sizes bound the work; each is refused, none panics.
    for text in inputs {
        let refused = match parse_record(&text) {
            Err(_) => true,
            Ok(r) => replay(&r).is_err(),
        };
        assert!(refused, "{}", &text[..text.len().min(80)]);
    }
}

/// A Zung Jung hand where East waits on 7p; South and then West discard it.
fn immunity_record(south_discard: &str) -> String {
    format!(
        r#"(
    header: (rules: ZungJung(), players: ["Ann", "Bo", "Cy", "Di"]),
    hands: [(
        prevailing_wind: East,
        dealer: East,
        deal: ["112233m789m8999p1z", "24682468s7p1234z", "13579s13579s7p23z", "456m456m456p456p5z"],
        events: [
            Discard(East, "1z"),
            Draw(South, "6z"),
            Discard(South, "{south_discard}"),
            Draw(West, "7z"),
            Discard(West, "7p"),
            Win(seat: East),
        ],
    )],
)"#
    )
}

#[test]
fn zung_jung_one_round_immunity_moves_the_blame_in_a_replay() {
    let r = replay(&parse_record(&immunity_record("7p")).unwrap()).unwrap();
    let value = r.wins[0].scored.total() as i64;
    assert!(value >= 25, "{value}");
    // South passed 7p in this round: South, not West, pays 3 × value − 50.
    assert_eq!(r.balances, [3 * value, -(3 * value - 50), -25, -25]);
    assert!(
        r.ledger
            .iter()
            .any(|e| e.from == Some(1) && e.reason().contains("one-round immunity"))
    );
    let r = replay(&parse_record(&immunity_record("6z")).unwrap()).unwrap();
    assert_eq!(r.balances, [3 * value, -25, -(3 * value - 50), -25]);
}

#[test]
fn dealt_bonus_tiles_are_replaced_at_the_deal_and_the_dealer_sits_east() {
    let record = r#"(
    header: (rules: HkNewStyle(), players: ["A", "B", "C", "D"]),
    hands: [(
        deal: ["123m456m789m123p55p", "111s222s333s44s F1 F2", "444p666p777p888p9p", "1112223334445z"],
        events: [
            Bonus(South, "F1"), Draw(South, "5s"), Bonus(South, "F2"), Draw(South, "6s"),
            Discard(East, "1m"),
            Draw(South, "7s"), Discard(South, "7s"),
            Draw(West, "9s"), Discard(West, "9s"),
            Draw(North, "8s"), Discard(North, "8s"),
            Draw(East, "1m"), Win(seat: East),
        ],
    )],
)"#;
    let r = replay(&parse_record(record).unwrap()).unwrap();
    assert_eq!(r.wins.len(), 1);
    assert_eq!(r.tables[0][4].seats[1].bonus.len(), 2);
    let e = error_of(&DEMO.replace("dealer: East,", "dealer: South,"));
    assert!(
        e.starts_with("hand 1, the deal: the dealer always sits East"),
        "{e}"
    );
}

/// Records damaged at random (an event dropped, repeated, moved, or its seat changed) are
/// refused at a named hand and step, or still replay; never a panic.
#[test]
fn damaged_records_are_refused_at_their_step_never_a_panic() {
    use tilewise::formats::game_record::{Event, ResultEntry};
    use tilewise::tiles::Wind;
    let mut rng = fastrand::Rng::with_seed(2026);
    let mut refused = 0;
    /// Removes, repeats or moves one item of a hand's list.
    fn damage<T: Clone>(rng: &mut fastrand::Rng, items: &mut Vec<T>, kind: u8) {
        let i = rng.usize(..items.len());
        match kind {
            0 => {
                items.remove(i);
            }
            1 => {
                let e = items[i].clone();
                items.insert(i, e);
            }
            _ => {
                let e = items.remove(i);
                let j = rng.usize(..=items.len());
                items.insert(j, e);
            }
        }
    }
    for (path, text) in replays() {
        let record = parse_record(&text).unwrap();
        for _ in 0..40 {
            let mut broken = record.clone();
            let h = rng.usize(..broken.hands.len());
            let kind = rng.u8(..4);
            let hand = &mut broken.hands[h];
            if let Some(entries) = hand.result.as_mut().filter(|e| !e.is_empty()) {
                if kind < 3 {
                    damage(&mut rng, entries, kind);
                } else {
                    let i = rng.usize(..entries.len());
                    let seat = Wind::ALL[rng.usize(..4)];
                    match &mut entries[i] {
                        ResultEntry::Win(w) => w.seat = seat,
                        ResultEntry::Kong(k) => k.seat = seat,
                        ResultEntry::Bonus(b) => b.seat = seat,
                        _ => {}
                    }
                }
            } else if !hand.events.is_empty() {
                let events = &mut hand.events;
                if kind < 3 {
                    damage(&mut rng, events, kind);
                } else {
                    let i = rng.usize(..events.len());
                    let seat = Wind::ALL[rng.usize(..4)];
                    if let Event::Draw(s, _) | Event::Discard(s, _) = &mut events[i] {
                        *s = seat;
                    }
                }
            }
            match replay(&broken) {
                Ok(_) => {}
                Err(e) => {
                    refused += 1;
                    assert!(e.hand >= 1 && e.hand <= broken.hands.len(), "{path}: {e}");
                    assert!(e.to_string().starts_with("hand "), "{path}: {e}");
                }
            }
        }
    }
    assert!(refused > 100, "{refused}");
}

#[test]
fn a_bonus_tile_set_aside_out_of_turn_is_refused_with_its_hand_and_step() {
    let record = |events: &str| {
        format!(
            r#"(
    header: (rules: HkNewStyle(), players: ["A", "B", "C", "D"]),
    hands: [(
        deal: ["123m456m789m123p55p", "111s222s333s44s F1 F2", "444p666p777p888p F3", "1112223334445z"],
        events: [
            Bonus(South, "F1"), Draw(South, "5s"), Bonus(South, "F2"), Draw(South, "6s"),
            Discard(East, "1m"), Draw(South, "7s"), {events}
        ],
    )],
)"#
        )
    };
    // West's dealt F3, set aside while South is to discard.
    let e = error_of(&record(r#"Bonus(West, "F3"), Discard(South, "7s"),"#));
    assert_eq!(
        e,
        "hand 1, step 7: West sets a bonus tile aside out of turn"
    );
    // Or just after South's discard, before West has drawn.
    let e = error_of(&record(r#"Discard(South, "7s"), Bonus(West, "F3"),"#));
    assert_eq!(
        e,
        "hand 1, step 8: West sets a bonus tile aside out of turn"
    );
}

#[test]
fn one_hand_replayed_alone_gives_the_same_tables_as_the_whole_record() {
    use tilewise::game::{Snapshots, hand_tables, replay_keeping};
    for (path, text) in replays() {
        let record = parse_record(&text).unwrap();
        let all = replay(&record).unwrap();
        let lean = replay_keeping(&record, Snapshots::None).unwrap();
        assert!(lean.tables.is_empty(), "{path}");
        assert_eq!(lean.balances, all.balances, "{path}");
        assert_eq!(lean.ledger, all.ledger, "{path}");
        for (h, tables) in all.tables.iter().enumerate() {
            assert_eq!(
                &hand_tables(&record, h).unwrap(),
                tables,
                "{path}, hand {}",
                h + 1
            );
        }
    }
}

#[test]
fn a_record_checked_hand_by_hand_reports_what_the_whole_replay_does() {
    use tilewise::verify::check_report;
    for (path, text) in replays() {
        let whole = replay(&parse_record(&text).unwrap()).unwrap();
        let report = check_report(&text);
        assert!(report.valid, "{path}: {:?}", report.error);
        assert_eq!(report.wins.len(), whole.wins.len(), "{path}");
        assert_eq!(report.ledger.len(), whole.ledger.len(), "{path}");
        let nets: Vec<i64> = report.balances.iter().map(|(_, n)| *n).collect();
        assert_eq!(nets, whole.balances, "{path}");
    }
    // The same errors as a whole replay, hand and step included.
    let broken = DEMO.replace("Draw(South, \"6s\")", "Draw(West, \"6s\")");
    assert_eq!(check_report(&broken).error, Some(error_of(&broken)));
    // Hands before the header, or no hands at all, are not a record.
    let e = check_report("(hands: [], header: (players: [\"a\", \"b\", \"c\", \"d\"]))");
    assert!(
        e.error
            .unwrap()
            .contains("the header must come before the hands")
    );
    let e = check_report("(header: (players: [\"a\", \"b\", \"c\", \"d\"]))");
    assert!(e.error.unwrap().contains("hands"));
    let e = check_report("(header: (players: [\"a\"]), hands: [])");
    assert!(e.error.unwrap().contains("four players"));
}
