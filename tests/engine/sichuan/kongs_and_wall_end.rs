//! Sichuan kong payments and refunds, the wall's end (states and settlement), the settle command.

use super::*;

// ---------------------------------------------------------------- kong payments

const ALL: [Wind; 4] = [East, South, West, North];

#[test]
fn exposed_kong_two_from_the_discarder() {
    let ts = sichuan::kong_payments(KongKind::Exposed, South, Some(West), &ALL, false);
    assert_eq!(ts, vec![t(West, Some(South), 2, ScRule::ExposedKong)]);
    // Whoever else is still in pays nothing.
    let ts = sichuan::kong_payments(KongKind::Exposed, South, Some(West), &[South, West], false);
    assert_eq!(ts, vec![t(West, Some(South), 2, ScRule::ExposedKong)]);
}

#[test]
fn added_kong_one_from_each_player_still_in_if_added_at_once() {
    let ts = sichuan::kong_payments(KongKind::Added, South, None, &ALL, true);
    assert_eq!(
        sorted(ts),
        vec![
            t(East, Some(South), 1, ScRule::AddedKong),
            t(West, Some(South), 1, ScRule::AddedKong),
            t(North, Some(South), 1, ScRule::AddedKong),
        ]
    );
    // East already won: he pays nothing.
    let ts = sichuan::kong_payments(KongKind::Added, South, None, &[South, West, North], true);
    assert_eq!(
        sorted(ts),
        vec![
            t(West, Some(South), 1, ScRule::AddedKong),
            t(North, Some(South), 1, ScRule::AddedKong),
        ]
    );
}

#[test]
fn added_kong_later_earns_nothing() {
    assert!(sichuan::kong_payments(KongKind::Added, South, None, &ALL, false).is_empty());
}

#[test]
fn concealed_kong_two_from_each_player_still_in() {
    let ts = sichuan::kong_payments(KongKind::Concealed, West, None, &ALL, false);
    assert_eq!(
        sorted(ts.clone()),
        vec![
            t(East, Some(West), 2, ScRule::ConcealedKong),
            t(South, Some(West), 2, ScRule::ConcealedKong),
            t(North, Some(West), 2, ScRule::ConcealedKong),
        ]
    );
    assert_eq!(net(&ts), [-2, -2, 6, -2]);
    // North and East won already.
    let ts = sichuan::kong_payments(KongKind::Concealed, West, None, &[South, West], false);
    assert_eq!(ts, vec![t(South, Some(West), 2, ScRule::ConcealedKong)]);
}

#[test]
fn kong_shot_refund_reverses_the_kong_payment_exactly() {
    for (kind, discarder, at_once) in [
        (KongKind::Exposed, Some(West), false),
        (KongKind::Added, None, true),
        (KongKind::Concealed, None, false),
    ] {
        let paid = sichuan::kong_payments(kind, South, discarder, &ALL, at_once);
        let back = sichuan::refund(&paid, ScRule::KongRefundShot);
        assert_eq!(back.len(), paid.len());
        for (p, r) in paid.iter().zip(&back) {
            assert_eq!(*r, t(South, Some(p.from), p.amount, ScRule::KongRefundShot));
        }
        let all: Vec<Transfer> = paid.iter().chain(&back).copied().collect();
        assert_eq!(net(&all), [0; 4], "{kind:?}");
    }
}

#[test]
fn the_shot_after_a_concealed_kong_settles_kong_and_win() {
    // South declares a concealed kong (2 from each), then discards the tile West wins on
    // with Shot after Kong: the kong payment goes back, and South pays West 2.
    let kong = sichuan::kong_payments(KongKind::Concealed, South, None, &ALL, false);
    let back = sichuan::refund(&kong, ScRule::KongRefundShot);
    let s = Play::discard(South)
        .seat(West)
        .flags(shot())
        .sc("123p456p789s234s55s", "5s");
    assert_eq!(paid(&s), vec![(Some(South), PayerRole::Discarder, 2)]);
    let mut n = net(&kong.iter().chain(&back).copied().collect::<Vec<_>>());
    n[South.index()] -= 2;
    n[West.index()] += 2;
    assert_eq!(n, [0, -2, 2, 0]);
}

#[test]
fn wrong_suit_discard_penalty_is_eight_to_nobody() {
    assert_eq!(
        sichuan::wrong_suit_penalty(North),
        t(North, None, 8, ScRule::WrongSuitDiscard)
    );
}

// ---------------------------------------------------------------- the wall's end: states

#[test]
fn ready_hand_lists_its_waits_and_their_values() {
    // West of the example: 45p waits on 3p or 6p, nothing else; 0 fan either way.
    let h = end(West, Characters, "45p111s234s678s99s");
    let (waits, max) = ready(&sichuan::end_state(&h));
    assert_eq!(waits, vec![w("3p", 4, 0, 1), w("6p", 4, 0, 1)]);
    assert_eq!(max, 1);
}

#[test]
fn ready_hand_maximum_is_its_best_wait() {
    // 11p 333p 45p 567p 789p, all dots:
    //  1p → 111p 33p 345p 567p 789p: Pure One Suit, 2 fan, 4;
    //  3p → 11p 333p 345p 567p 789p: Pure One Suit + Root, 3 fan, 8;
    //  6p → 11p 333p 456p 567p 789p: Pure One Suit, 2 fan, 4.
    let h = end(East, Bamboo, "11p333p45p567p789p");
    let (waits, max) = ready(&sichuan::end_state(&h));
    assert_eq!(
        waits,
        vec![w("1p", 2, 2, 4), w("3p", 1, 3, 8), w("6p", 3, 2, 4)]
    );
    assert_eq!(max, 8);
}

#[test]
fn ready_value_excludes_situational_fans() {
    // Waiting on 1s beside a concealed kong: Root only (no Win after Kong): 1 fan, 2.
    let h = end(South, Characters, "123p456p789s1s (5555s)");
    let (waits, max) = ready(&sichuan::end_state(&h));
    assert_eq!(waits, vec![w("1s", 3, 1, 2)]);
    assert_eq!(max, 2);
}

#[test]
fn ready_golden_wait_counts_all_pungs_and_golden_wait() {
    let h = end(North, Characters, "9s [111p] [333p] [555s] (7777s)");
    let (waits, max) = ready(&sichuan::end_state(&h));
    assert_eq!(waits, vec![w("9s", 3, 3, 8)]);
    assert_eq!(max, 8);
}

#[test]
fn ready_seven_pairs() {
    let h = end(West, Characters, "11p22p55p77p33s66s9s");
    let (waits, max) = ready(&sichuan::end_state(&h));
    assert_eq!(waits, vec![w("9s", 3, 2, 4)]);
    assert_eq!(max, 4);
}

#[test]
fn ready_seven_pairs_with_four_alike() {
    // 11 11 22 55 (dots) 33 66 (bamboo) and 9s: Seven Pairs + Root, 3 fan, 8.
    let h = end(West, Characters, "1111p22p55p33s66s9s");
    let (waits, max) = ready(&sichuan::end_state(&h));
    assert_eq!(waits, vec![w("9s", 3, 3, 8)]);
    assert_eq!(max, 8);
}

#[test]
fn not_ready_hands() {
    let h = end(North, Dots, "135788m2468s (9999m)");
    assert_eq!(sichuan::end_state(&h), EndState::NotReady);
    let h = end(South, Dots, "1357m123456789s");
    assert_eq!(sichuan::end_state(&h), EndState::NotReady);
}

#[test]
fn flower_pig_holds_the_missing_suit_concealed() {
    let h = end(East, Dots, "11123456789m13p");
    assert_eq!(sichuan::end_state(&h), EndState::FlowerPig);
    // Even a hand otherwise ready is a pig: 123m 456m 789m 11s, waiting, with one 5p.
    let h = end(East, Dots, "123m456m789m11s5p1s");
    assert_eq!(sichuan::end_state(&h), EndState::FlowerPig);
}

#[test]
fn flower_pig_holds_the_missing_suit_in_a_meld() {
    // Ready on 1s apart from the claimed pung of 1m, the suit declared missing.
    let h = end(East, Characters, "123p456p789p1s [111m]");
    assert_eq!(sichuan::end_state(&h), EndState::FlowerPig);
}

// ---------------------------------------------------------------- the wall's end: settlement

fn west_ready_1() -> EndHand {
    end(West, Characters, "45p111s234s678s99s")
}

fn east_ready_8() -> EndHand {
    end(East, Bamboo, "11p333p45p567p789p")
}

fn north_not_ready() -> EndHand {
    end(North, Dots, "135788m2468s (9999m)")
}

fn south_not_ready() -> EndHand {
    end(South, Dots, "1357m123456789s")
}

fn east_pig() -> EndHand {
    end(East, Dots, "11123456789m13p")
}

fn north_pig() -> EndHand {
    end(North, Characters, "2p5p8p1s4s7s9s1m2m3m4m5m6m")
}

#[test]
fn not_ready_pays_the_ready_player_his_maximum() {
    let e = sichuan::wall_end(&[west_ready_1(), north_not_ready()]);
    assert_eq!(e.transfers, vec![t(North, Some(West), 1, ScRule::NotReady)]);
    assert_eq!(e.net(), [0, 0, 1, -1]);
    check_net(&e);
}

#[test]
fn not_ready_pays_each_ready_player_that_players_maximum() {
    let e = sichuan::wall_end(&[east_ready_8(), west_ready_1(), north_not_ready()]);
    assert_eq!(
        sorted(e.transfers.clone()),
        vec![
            t(North, Some(East), 8, ScRule::NotReady),
            t(North, Some(West), 1, ScRule::NotReady),
        ]
    );
    assert_eq!(e.net(), [8, 0, 1, -9]);
    check_net(&e);
}

#[test]
fn every_not_ready_player_pays_the_ready_player() {
    let e = sichuan::wall_end(&[east_ready_8(), south_not_ready(), north_not_ready()]);
    assert_eq!(
        sorted(e.transfers.clone()),
        vec![
            t(South, Some(East), 8, ScRule::NotReady),
            t(North, Some(East), 8, ScRule::NotReady),
        ]
    );
    assert_eq!(e.net(), [16, -8, 0, -8]);
    check_net(&e);
}

#[test]
fn mixed_states_with_a_pig() {
    // East is a pig (16 to nobody), West ready (1), North not ready: North pays West 1.
    let e = sichuan::wall_end(&[east_pig(), west_ready_1(), north_not_ready()]);
    assert_eq!(e.states.len(), 3);
    assert_eq!(e.states[0], (East, EndState::FlowerPig));
    assert_eq!(e.states[2], (North, EndState::NotReady));
    assert_eq!(
        sorted(e.transfers.clone()),
        vec![
            t(East, None, 16, ScRule::FlowerPig),
            t(North, Some(West), 1, ScRule::NotReady),
        ]
    );
    assert_eq!(e.net(), [-16, 0, 1, -1]);
    check_net(&e);
}

#[test]
fn a_pig_and_a_ready_player_only_the_pig_penalty_moves() {
    // Nobody is "not ready": the ready player receives nothing, the pig pays 16 to nobody.
    let e = sichuan::wall_end(&[north_pig(), east_ready_8()]);
    assert_eq!(e.transfers, vec![t(North, None, 16, ScRule::FlowerPig)]);
    check_net(&e);
}

#[test]
fn all_ready_nothing_moves() {
    let e = sichuan::wall_end(&[east_ready_8(), west_ready_1()]);
    assert!(e.transfers.is_empty(), "{:?}", e.transfers);
    assert_eq!(e.net(), [0; 4]);
}

#[test]
fn all_not_ready_nothing_moves() {
    let e = sichuan::wall_end(&[south_not_ready(), north_not_ready()]);
    assert_eq!(
        e.states,
        vec![(South, EndState::NotReady), (North, EndState::NotReady)]
    );
    assert!(e.transfers.is_empty(), "{:?}", e.transfers);
}

#[test]
fn a_single_player_left_nothing_moves() {
    let e = sichuan::wall_end(&[north_not_ready()]);
    assert!(e.transfers.is_empty());
    let e = sichuan::wall_end(&[east_ready_8()]);
    assert!(e.transfers.is_empty());
}

#[test]
fn all_pigs_only_the_penalties() {
    let e = sichuan::wall_end(&[east_pig(), north_pig()]);
    assert_eq!(
        sorted(e.transfers.clone()),
        vec![
            t(East, None, 16, ScRule::FlowerPig),
            t(North, None, 16, ScRule::FlowerPig),
        ]
    );
    assert_eq!(e.net(), [-16, 0, 0, -16]);
    check_net(&e);
}

#[test]
fn two_pigs_and_a_not_ready_player_only_the_penalties() {
    // The flower-pigs example: no ready player, so only the pigs pay.
    let south = end(South, Dots, "1357m123456789s");
    let e = sichuan::wall_end(&[east_pig(), south, north_pig()]);
    assert_eq!(e.net(), [-16, 0, 0, -16]);
    check_net(&e);
}

#[test]
fn a_not_ready_player_returns_his_kong_income() {
    let north = with_income(
        north_not_ready(),
        &[
            (West, 2, ScRule::ConcealedKong),
            (East, 2, ScRule::ConcealedKong),
        ],
    );
    let e = sichuan::wall_end(&[east_ready_8(), west_ready_1(), north]);
    assert_eq!(
        sorted(e.transfers.clone()),
        vec![
            t(North, Some(East), 8, ScRule::NotReady),
            t(North, Some(East), 2, ScRule::KongRefundNotReady),
            t(North, Some(West), 1, ScRule::NotReady),
            t(North, Some(West), 2, ScRule::KongRefundNotReady),
        ]
    );
    assert_eq!(e.net(), [10, 0, 3, -13]);
    check_net(&e);
}

#[test]
fn a_ready_player_keeps_his_kong_income() {
    let west = with_income(
        west_ready_1(),
        &[
            (North, 2, ScRule::ExposedKong),
            (South, 1, ScRule::AddedKong),
        ],
    );
    let e = sichuan::wall_end(&[west, north_not_ready()]);
    assert_eq!(e.transfers, vec![t(North, Some(West), 1, ScRule::NotReady)]);
}

#[test]
fn a_pig_returns_his_kong_income_too() {
    // A pig is not ready either (the engine's documented choice: "players not ready (pigs
    // included) return their kong payments").
    let east = with_income(east_pig(), &[(South, 2, ScRule::ExposedKong)]);
    let e = sichuan::wall_end(&[east, west_ready_1()]);
    assert_eq!(
        sorted(e.transfers.clone()),
        vec![
            t(East, Some(South), 2, ScRule::KongRefundNotReady),
            t(East, None, 16, ScRule::FlowerPig),
        ]
    );
    check_net(&e);
}

#[test]
fn kong_refund_when_everyone_is_not_ready() {
    // The digest's "nothing moves" when all share a state concerns the wall's-end payments;
    // the kong refund of a player not ready is a rule of its own (source 8.5), and the engine
    // documents that it applies regardless.
    let north = with_income(north_not_ready(), &[(South, 2, ScRule::ExposedKong)]);
    let e = sichuan::wall_end(&[south_not_ready(), north]);
    assert_eq!(
        e.transfers,
        vec![t(North, Some(South), 2, ScRule::KongRefundNotReady)]
    );
    check_net(&e);
}

#[test]
fn net_sums_to_minus_the_penalties_paid_to_nobody() {
    let north = with_income(north_not_ready(), &[(West, 2, ScRule::ConcealedKong)]);
    let mut e = sichuan::wall_end(&[east_pig(), west_ready_1(), north]);
    e.transfers.push(sichuan::wrong_suit_penalty(East));
    assert_eq!(to_nobody(&e), 24);
    assert_eq!(e.net().iter().sum::<i64>(), -24);
    assert_eq!(e.net(), [-24, 0, 3, -3]);
    check_net(&e);
}

// ---------------------------------------------------------------- the settle command

#[test]
fn settle_ready_and_not_ready_text() {
    let o = tilewise(
        &["settle", "docs/examples/wall-end/ready-and-not-ready.ron"],
        None,
    );
    let text = stdout(&o);
    assert!(o.status.success(), "{text}{}", stderr(&o));
    for want in [
        "Wall's end: one ready, one not ready",
        "West: ready, at most 1",
        "3p → 0 fan, 1",
        "6p → 0 fan, 1",
        "North: not ready",
        "North pays 1 to West",
        "North pays 2 to West",
        "Net: West +3, North -3",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
}

#[test]
fn settle_ready_and_not_ready_json() {
    let o = tilewise(
        &[
            "settle",
            "--json",
            "docs/examples/wall-end/ready-and-not-ready.ron",
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["net"], serde_json::json!([0, 0, 3, -3]));
    let states = v["settlement"]["states"].as_array().unwrap();
    assert_eq!(states.len(), 2);
    assert_eq!(states[0][0], "West");
    assert_eq!(states[0][1]["ready"]["max"], 1);
    let tiles: Vec<&str> = states[0][1]["ready"]["waits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["tile"].as_str().unwrap())
        .collect();
    assert_eq!(tiles, ["3p", "6p"]);
    assert_eq!(states[1], serde_json::json!(["North", "not_ready"]));
    let mut transfers: Vec<(String, u64)> = v["settlement"]["transfers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            assert_eq!(
                (t["from"].as_str(), t["to"].as_str()),
                (Some("North"), Some("West"))
            );
            (
                t["rule"].as_str().unwrap().to_string(),
                t["amount"].as_u64().unwrap(),
            )
        })
        .collect();
    transfers.sort();
    assert_eq!(
        transfers,
        vec![
            ("kong_refund_not_ready".to_string(), 2),
            ("not_ready".to_string(), 1)
        ]
    );
}

#[test]
fn settle_flower_pigs_text() {
    let o = tilewise(&["settle", "docs/examples/wall-end/flower-pigs.ron"], None);
    let text = stdout(&o);
    assert!(o.status.success(), "{text}{}", stderr(&o));
    for want in [
        "East: flower pig",
        "South: not ready",
        "North: flower pig",
        "East pays 16 to nobody",
        "North pays 16 to nobody",
        "North pays 8 to nobody",
        "Net: East -16, North -24",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    assert!(!text.contains("South pays"), "{text}");
}

#[test]
fn settle_flower_pigs_json() {
    let o = tilewise(
        &["settle", "--json", "docs/examples/wall-end/flower-pigs.ron"],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["title"], "Wall's end with two flower pigs");
    assert_eq!(v["net"], serde_json::json!([-16, 0, 0, -24]));
    let states = v["settlement"]["states"].as_array().unwrap();
    assert_eq!(
        states,
        &vec![
            serde_json::json!(["East", "flower_pig"]),
            serde_json::json!(["South", "not_ready"]),
            serde_json::json!(["North", "flower_pig"]),
        ]
    );
    let transfers = v["settlement"]["transfers"].as_array().unwrap();
    let to_nobody: u64 = transfers
        .iter()
        .filter(|t| t["to"].is_null())
        .map(|t| t["amount"].as_u64().unwrap())
        .sum();
    assert_eq!(to_nobody, 40);
    assert_eq!(transfers.len(), 3);
}

/// Runs `settle -` on a broken file: a non-zero exit and an error naming `names`.
fn settle_fails(text: &str, names: &[&str]) {
    for args in [&["settle", "-"][..], &["settle", "--json", "-"][..]] {
        let o = tilewise(args, Some(text));
        assert!(!o.status.success(), "{}", stdout(&o));
        let err = stderr(&o);
        for name in names {
            assert!(err.contains(name), "missing {name:?} in {err}");
        }
    }
}

#[test]
fn settle_refuses_bad_notation() {
    settle_fails(
        r#"(players: [
            (seat: West, missing_suit: Characters, concealed: "45p111s234s678s99s"),
            (seat: North, missing_suit: Dots, concealed: "135788m24x8s9999m"),
        ])"#,
        &["players[2].concealed"],
    );
}

#[test]
fn settle_refuses_a_seat_twice() {
    settle_fails(
        r#"(players: [
            (seat: West, missing_suit: Characters, concealed: "45p111s234s678s99s"),
            (seat: West, missing_suit: Dots, concealed: "1357m123456789s"),
        ])"#,
        &["player 2", "West", "twice"],
    );
}

#[test]
fn settle_refuses_a_wrong_tile_count() {
    settle_fails(
        r#"(players: [
            (seat: South, missing_suit: Dots, concealed: "1357m123456789s"),
            (seat: North, missing_suit: Dots, concealed: "135788m2468s",
             melds: [ConcealedKong("9999m")]),
            (seat: East, missing_suit: Characters, concealed: "45p111s234s678s9s"),
        ])"#,
        &["player 3", "East", "13", "12"],
    );
}

#[test]
fn score_sichuan_examples() {
    let mut files: Vec<String> =
        std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/examples"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("sc-") && n.ends_with(".ron"))
            .map(|n| format!("docs/examples/{n}"))
            .collect();
    files.sort();
    assert_eq!(files.len(), 3, "{files:?}");
    let args: Vec<&str> = std::iter::once("score")
        .chain(files.iter().map(String::as_str))
        .collect();
    let o = tilewise(&args, None);
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{text}{}", stderr(&o));
    // Golden single wait after a kong: 4 fan, 8, self-drawn: 3 × 9.
    assert!(text.contains("East receives 27"), "{text}");
    // Pure one suit with a root, one player out: 2 × 9.
    assert!(text.contains("South receives 18"), "{text}");
    // Seven pairs with four alike: 5 fan, 16 from the discarder.
    assert!(text.contains("Total: 16 points"), "{text}");
    assert!(text.contains("East (discarder) pays 16"), "{text}");
}

#[test]
fn a_missing_suit_declared_twice_or_after_play_has_begun_is_refused() {
    use tilewise::formats::game_record::parse_record;
    use tilewise::game::replay;
    let text = include_str!("../../../replays/sichuan-seed-1720.ron");
    let error_of = |text: &str| match replay(&parse_record(text).unwrap()) {
        Err(e) => e.to_string(),
        Ok(_) => "replays".into(),
    };
    let twice = text.replacen(
        "MissingSuit(South, Bamboo),",
        "MissingSuit(South, Bamboo), MissingSuit(South, Dots),",
        1,
    );
    assert_eq!(
        error_of(&twice),
        "hand 1, step 3: South has already declared a missing suit"
    );
    let late = text
        .replacen("MissingSuit(North, Characters),", "", 1)
        .replacen(
            "Discard(East, \"2s\"),",
            "Discard(East, \"2s\"), MissingSuit(North, Characters),",
            1,
        );
    assert_eq!(
        error_of(&late),
        "hand 1, step 5: North declares a missing suit after play has begun"
    );
}

#[test]
fn settle_refuses_a_fifth_copy_of_a_tile_across_the_players() {
    // Three 1m with East, one with South, one more with North: five in all.
    let file = r#"(players: [
        (seat: East, missing_suit: Dots, concealed: "11123456789m13p"),
        (seat: South, missing_suit: Dots, concealed: "1357m123456789s"),
        (seat: North, missing_suit: Characters, concealed: "2p5p8p1s4s7s9s1m2m3m4m5m6m"),
    ])"#;
    let parsed = tilewise::formats::settlement::WallEndFile::parse(file).unwrap();
    let e = parsed.hands().unwrap_err();
    assert_eq!(
        e,
        tilewise::hand::HandError::FifthCopyAcrossPlayers {
            tile: tilewise::tiles::parse_tile("1m").unwrap(),
            count: 5
        }
    );
    let o = tilewise(&["settle", "-"], Some(file));
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("a 5th copy of 1m across the players' hands"),
        "{}",
        stderr(&o)
    );
}
