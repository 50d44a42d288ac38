//! Records seen from one seat (`docs/formats.md`, "A record from one seat"): a full record
//! reduced to one player's view replays to the same payments and reviews to the same decisions
//! for him; what a one-seat record cannot hold is refused with its place.

use tilewise::formats::game_record::{GameRecord, UNSEEN, parse_record};
use tilewise::game::{GameProblem, replay, seen_from};
use tilewise::review::decisions::{hand_decisions, player_index};

/// The bundled records played move by move, by the four bots.
fn simulated() -> Vec<(String, GameRecord)> {
    let dir = format!("{}/replays", env!("CARGO_MANIFEST_DIR"));
    let mut out: Vec<(String, GameRecord)> = std::fs::read_dir(&dir)
        .expect("replays")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .filter_map(|p| {
            let record = parse_record(&std::fs::read_to_string(&p).ok()?).ok()?;
            let moves = record.hands.iter().any(|h| !h.events.is_empty());
            let bots = record.header.players.iter().all(|p| p.starts_with("Bot "));
            let full = record.header.seen_from.is_none();
            (moves && bots && full).then(|| (p.display().to_string(), record))
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

#[test]
fn a_record_seen_from_each_seat_pays_and_reviews_as_the_full_record() {
    let records = simulated();
    assert!(records.len() >= 8, "{} records", records.len());
    for (path, full) in &records {
        let played = replay(full).expect("the full record replays");
        for name in &full.header.players {
            let seen = seen_from(full, name).unwrap_or_else(|e| panic!("{path} {name}: {e}"));
            assert_eq!(seen.header.seen_from.as_deref(), Some(name.as_str()));
            let player = player_index(&seen, name).expect("the player");
            for hand in &seen.hands {
                let unseen = hand.deal.iter().filter(|d| *d == UNSEEN).count();
                assert!(hand.deal.is_empty() || unseen == 3, "{path} {name}");
            }
            let text = seen.to_ron();
            let read = parse_record(&text).expect("the one-seat record reads back");
            assert_eq!(read, seen, "{path} {name}");
            let again = replay(&read).unwrap_or_else(|e| panic!("{path} {name}: {e}"));
            // The same payments; a Sichuan hand's wall's end comes a few steps later, after
            // the hands still in are shown.
            let paid = |r: &tilewise::game::Replay| -> Vec<_> {
                r.ledger
                    .iter()
                    .map(|e| (e.hand, e.from, e.to, e.amount, e.rule))
                    .collect()
            };
            assert_eq!(paid(&again), paid(&played), "{path} {name}: the payments");
            assert_eq!(again.balances, played.balances, "{path} {name}");
            assert_eq!(again.wins.len(), played.wins.len(), "{path} {name}");
            for h in 0..full.hands.len() {
                assert_eq!(
                    hand_decisions(&read, h, player).expect("decisions"),
                    hand_decisions(full, h, player).expect("decisions"),
                    "{path} {name}, hand {}",
                    h + 1
                );
            }
        }
    }
}

#[test]
fn the_others_tiles_are_not_in_a_one_seat_record() {
    let (_, full) = &simulated()[0];
    let name = full.header.players[2].clone();
    let seen = seen_from(full, &name).expect("seen");
    let text = seen.to_ron();
    let hand = &seen.hands[0];
    let me = hand.seats.iter().position(|&p| p == 2).expect("a seat");
    for (i, deal) in hand.deal.iter().enumerate() {
        assert_eq!(deal == UNSEEN, i != me, "seat {i}: {deal}");
    }
    for event in &hand.events {
        if let tilewise::formats::game_record::Event::Draw(seat, tile) = event {
            let bonus = tile.starts_with(['F', 'S', 'A']);
            assert!(
                seat.index() == me || tile == UNSEEN || bonus,
                "{seat:?} draws {tile}"
            );
        }
    }
    assert!(text.contains("seen_from: \"Bot C\""), "{text}");
}

/// A small one-seat record: Zung Jung, East the player, the three others unseen.
fn one_seat(events: &str) -> String {
    format!(
        r#"(
    header: (rules: ZungJung(), players: ["Ana", "Ben", "Cleo", "Dan"], seen_from: "Ana"),
    hands: [(
        deal: ["111m234m567p999s11z", "?", "?", "?"],
        events: [{events}],
    )],
)"#
    )
}

/// The problem and its place (hand, step) a record is refused with.
fn refused(text: &str) -> (GameProblem, usize, usize) {
    let record = parse_record(text).expect("reads");
    let e = replay(&record).expect_err("refused");
    (e.problem, e.hand, e.step)
}

#[test]
fn hostile_one_seat_records_are_refused_with_the_place_named() {
    // A fifth 1m: East holds three, South discards two more after drawing unseen tiles.
    let fifth = one_seat(
        r#"Discard(East, "1z"), Draw(South, "?"), Discard(South, "1m"), Draw(West, "?"),
           Discard(West, "1m")"#,
    );
    let (problem, hand, step) = refused(&fifth);
    assert!(
        matches!(problem, GameProblem::FifthCopy { .. }),
        "{problem}"
    );
    assert_eq!((hand, step), (1, 5));

    // A pung of a tile nobody discarded: the last move was a draw.
    let undiscarded = one_seat(r#"Discard(East, "1z"), Draw(South, "?"), Pung(West)"#);
    let (problem, _, step) = refused(&undiscarded);
    assert_eq!(problem, GameProblem::NoDiscardToClaim);
    assert_eq!(step, 3);
    // A chow that does not use the discard.
    let chow = one_seat(r#"Discard(East, "1z"), Chow(South, "234p")"#);
    let (problem, _, step) = refused(&chow);
    assert!(matches!(problem, GameProblem::NotAChow { .. }), "{problem}");
    assert_eq!(step, 2);

    // Out of turn: West draws after East's discard.
    let out_of_turn = one_seat(r#"Discard(East, "1z"), Draw(West, "?")"#);
    let (problem, _, step) = refused(&out_of_turn);
    assert!(
        matches!(problem, GameProblem::NotTurnToDraw { .. }),
        "{problem}"
    );
    assert_eq!(step, 2);

    // A full record writes every draw.
    let demo = include_str!("../../replays/zj-short-demo.ron")
        .replace(r#"Draw(South, "6s")"#, r#"Draw(South, "?")"#);
    let (problem, _, step) = refused(&demo);
    assert!(
        matches!(problem, GameProblem::UnseenDrawOfSeenSeat { .. }),
        "{problem}"
    );
    assert_eq!(step, 3);

    // Another seat wins without its hand shown; then with a hand of the wrong size.
    let not_shown = one_seat(r#"Discard(East, "1z"), Win(seat: South)"#);
    let (problem, _, step) = refused(&not_shown);
    assert!(
        matches!(problem, GameProblem::WinNotShown { .. }),
        "{problem}"
    );
    assert_eq!(step, 2);
    let short = one_seat(
        r#"Discard(East, "1z"), Win(seat: South, shown: (concealed: "123m456m789m1z", winning_tile: "1z"))"#,
    );
    let (problem, _, _) = refused(&short);
    assert!(
        matches!(problem, GameProblem::ShownCount { .. }),
        "{problem}"
    );
    let wrong_tile = one_seat(
        r#"Discard(East, "1z"), Win(seat: South, shown: (concealed: "123m456m789m22p1z", winning_tile: "2p"))"#,
    );
    let (problem, _, _) = refused(&wrong_tile);
    assert!(
        matches!(problem, GameProblem::ShownWinningTile { .. }),
        "{problem}"
    );
    // A shown hand that would make a fifth copy with what is on the table.
    let fifth_shown = one_seat(
        r#"Discard(East, "1z"), Win(seat: South, shown: (concealed: "111m1m456p789p22s1z", winning_tile: "1z"))"#,
    );
    let (problem, _, _) = refused(&fifth_shown);
    assert!(
        matches!(problem, GameProblem::FifthCopy { .. }),
        "{problem}"
    );
}

#[test]
fn a_one_seat_record_holds_one_seen_seat_and_names_its_player() {
    let two_seen = one_seat(r#"Discard(East, "1z")"#).replacen(
        r#""?", "?", "?""#,
        r#""123m456m789m11p2z", "?", "?""#,
        1,
    );
    let (problem, hand, step) = refused(&two_seen);
    assert_eq!(problem, GameProblem::OneSeatSeen { seen: 2 });
    assert_eq!((hand, step), (1, 0));
    let other_seat =
        one_seat(r#"Discard(East, "1z")"#).replacen("seen_from: \"Ana\"", "seen_from: \"Ben\"", 1);
    let (problem, _, _) = refused(&other_seat);
    assert!(
        matches!(problem, GameProblem::SeenFromOtherSeat { .. }),
        "{problem}"
    );
    let stranger =
        one_seat(r#"Discard(East, "1z")"#).replacen("seen_from: \"Ana\"", "seen_from: \"Zed\"", 1);
    let (problem, hand, _) = refused(&stranger);
    assert!(
        matches!(problem, GameProblem::SeenFromNotAPlayer { .. }),
        "{problem}"
    );
    assert_eq!(hand, 0, "the header");
    let unnamed = one_seat(r#"Discard(East, "1z")"#).replacen(", seen_from: \"Ana\"", "", 1);
    let (problem, _, _) = refused(&unnamed);
    assert_eq!(problem, GameProblem::UnseenWithoutSeenFrom);
    // Only the player it was seen from is reviewed.
    let record = parse_record(&one_seat(r#"Discard(East, "1z")"#)).expect("reads");
    assert!(player_index(&record, "Ana").is_ok());
    let e = player_index(&record, "Ben").expect_err("not seen");
    assert!(e.to_string().contains("seen from"), "{e}");
}

#[test]
fn the_documented_one_seat_example_replays() {
    let doc = include_str!("../../docs/formats.md");
    let section = doc
        .split("### A record from one seat")
        .nth(1)
        .expect("the section");
    let example = section
        .split("```ron")
        .nth(1)
        .and_then(|s| s.split("```").next())
        .expect("the example");
    let record = parse_record(example).expect("the example reads");
    assert_eq!(record.header.seen_from.as_deref(), Some("Ola"));
    let played = replay(&record).expect("the example replays");
    assert_eq!(played.wins.len(), 1);
    assert_eq!(played.balances.iter().sum::<i64>(), 0);
}

#[test]
fn the_bundled_one_seat_night_is_the_simulated_night_as_bot_b_saw_it() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let read = |name: &str| {
        let text = std::fs::read_to_string(format!("{dir}/replays/{name}")).expect(name);
        parse_record(&text).expect(name)
    };
    let bundled = read("hk-old-style-from-my-seat.ron");
    let full = read("hk-old-style-seed-94.ron");
    assert_eq!(bundled, seen_from(&full, "Bot B").expect("seen"));
}

#[test]
fn a_draw_of_the_players_own_not_written_down_is_listed_not_advised() {
    use tilewise::formats::game_record::Event;
    use tilewise::review::decisions::thin_steps;
    let full = parse_record(include_str!("../../replays/zung-jung-seed-27.ron")).expect("reads");
    let mut seen = seen_from(&full, "Bot B").expect("seen");
    let bo = player_index(&seen, "Bot B").expect("Bot B");
    // Bot B drew a tile and discarded it at once; say he forgot what he drew.
    let events = &mut seen.hands[0].events;
    let at = (0..events.len() - 1)
        .find(|&i| match (&events[i], &events[i + 1]) {
            (Event::Draw(w, t), Event::Discard(d, x)) => {
                *w == tilewise::tiles::Wind::South && d == w && t == x && t != UNSEEN
            }
            _ => false,
        })
        .expect("a tile drawn and thrown");
    events[at] = Event::Draw(tilewise::tiles::Wind::South, UNSEEN.into());
    replay(&seen).expect("a forgotten own draw is allowed from one seat");
    assert_eq!(thin_steps(&seen, 0, bo).expect("steps"), vec![at + 2]);
    let decisions = hand_decisions(&seen, 0, bo).expect("decisions");
    assert!(decisions.iter().all(|d| d.step != at + 2));
    let all = hand_decisions(&full, 0, bo).expect("decisions");
    assert_eq!(decisions.len() + 1, all.len(), "only that move is left out");
}
