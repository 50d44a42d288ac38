//! Reviewing a player's decisions in a game record (`tilewise::review::review_record`), on the
//! bundled simulated records: every discard found (counted from the events here, apart from
//! the library), each decision's candidates what `advise` gives for its position, results-only
//! hands without decisions, cancelling.

use tilewise::formats::game_record::{Event, GameRecord, parse_record};
use tilewise::review::{
    AdviseOptions, Choice, Moment, Review, ReviewError, advise, decision_options, review_record,
};
use tilewise::tiles::Wind;

fn record(name: &str) -> GameRecord {
    let text = std::fs::read_to_string(format!("replays/{name}")).expect("bundled record");
    parse_record(&text).expect("record")
}

/// Shanten and improving tiles only: the same review whatever the values cost.
fn quick() -> AdviseOptions {
    AdviseOptions {
        values: false,
        rollouts: 4,
        seed: 7,
        focus: None,
    }
}

fn review(
    record: &GameRecord,
    player: &str,
    hand: Option<usize>,
    options: &AdviseOptions,
) -> Review {
    review_record(record, player, hand, options, &mut |_, _| true).expect("reviewed")
}

/// The seat of a player (by name) in each hand, from the record's seats.
fn seat_in(record: &GameRecord, hand: usize, player: &str) -> Wind {
    let index = record
        .header
        .players
        .iter()
        .position(|p| p == player)
        .expect("a player of the record");
    let i = record.hands[hand]
        .seats
        .iter()
        .position(|&p| p as usize == index)
        .expect("seated");
    Wind::ALL[i]
}

#[test]
fn every_discard_of_the_player_is_reviewed_in_every_simulated_system() {
    for name in [
        "zung-jung-seed-27.ron",
        "hk-old-style-seed-94.ron",
        "hk-new-style-seed-1.ron",
        "singapore-seed-2513.ron",
        "sichuan-seed-1720.ron",
    ] {
        let record = record(name);
        for player in ["Bot A", "Bot C"] {
            let review = review(&record, player, None, &quick());
            for (h, hand) in record.hands.iter().enumerate() {
                let seat = seat_in(&record, h, player);
                // The player's discards, steps counted from 1, straight from the events.
                let discards: Vec<(usize, String)> = hand
                    .events
                    .iter()
                    .enumerate()
                    .filter_map(|(i, e)| match e {
                        Event::Discard(s, t) if *s == seat => Some((i + 1, t.clone())),
                        _ => None,
                    })
                    .collect();
                let reviewed: Vec<(usize, String)> = review
                    .decisions
                    .iter()
                    .filter(|d| d.hand == h)
                    .filter_map(|d| match d.played {
                        Choice::Discard(t) => Some((d.step, t.notation())),
                        _ => None,
                    })
                    .collect();
                assert_eq!(reviewed, discards, "{name}, {player}, hand {}", h + 1);
                // Every claim the player made is a decision too.
                let claims = hand
                    .events
                    .iter()
                    .filter(|e| {
                        matches!(e, Event::Pung(s) | Event::ExposedKong(s) | Event::Chow(s, _) if *s == seat)
                    })
                    .count();
                let claimed = review
                    .decisions
                    .iter()
                    .filter(|d| d.hand == h && matches!(d.position.moment, Moment::Claim { .. }))
                    .filter(|d| d.played != Choice::Pass && d.played != Choice::Win)
                    .count();
                assert_eq!(claimed, claims, "{name}, {player}, hand {}", h + 1);
            }
            assert!(review.summary.decisions == review.decisions.len());
            assert!(review.summary.matched <= review.summary.decisions);
        }
    }
}

#[test]
fn each_decision_s_candidates_are_what_advise_gives_for_its_position() {
    let record = record("zung-jung-seed-27.ron");
    let options = AdviseOptions {
        values: true,
        rollouts: 40,
        seed: 11,
        focus: None,
    };
    let review = review(&record, "Bot B", Some(0), &options);
    assert!(!review.decisions.is_empty());
    for d in &review.decisions {
        let alone = advise(
            &d.position,
            &decision_options(&options, d.hand, d.step, d.played),
        )
        .expect("advised");
        assert_eq!(
            d.options,
            decision_options(&options, d.hand, d.step, d.played)
        );
        assert_eq!(d.advice, alone, "hand {}, step {}", d.hand + 1, d.step);
        assert_eq!(d.player, "Bot B");
        // The position is the player's: own seat, own tiles, 3n + 2 at a discard.
        let held: usize = d.position.concealed.iter().map(|&c| c as usize).sum();
        let full = held + 3 * d.position.melds.len();
        match d.position.moment {
            Moment::Discard => assert_eq!(full, 14),
            Moment::Claim { from, .. } | Moment::Rob { from, .. } => {
                assert_eq!(full, 13);
                assert_ne!(from, d.seat);
            }
        }
        assert_eq!(d.position.seat, d.seat);
        assert_eq!(d.position.others.len(), 3);
    }
    // The same options, the same review: the threads change nothing.
    assert_eq!(
        review,
        review_record(&record, "Bot B", Some(0), &options, &mut |_, _| true).expect("again")
    );
}

#[test]
fn a_results_only_record_has_no_decisions() {
    let record = record("club-night-zung-jung.ron");
    let player = record.header.players[0].clone();
    let review = review(&record, &player, None, &quick());
    assert!(review.decisions.is_empty());
    assert_eq!(review.summary.decisions, 0);
    assert_eq!(
        review.summary.without_decisions,
        (0..record.hands.len()).collect::<Vec<_>>()
    );
    assert_eq!(review.summary.match_rate(), 1.0);
}

#[test]
fn the_review_stops_when_progress_says_so() {
    let record = record("zung-jung-seed-27.ron");
    let mut calls = Vec::new();
    let result = review_record(&record, "Bot A", None, &quick(), &mut |done, total| {
        calls.push((done, total));
        done < 3
    });
    assert_eq!(result, Err(ReviewError::Cancelled));
    assert_eq!(calls.len(), 3);
    assert_eq!(calls.iter().map(|c| c.0).collect::<Vec<_>>(), vec![1, 2, 3]);
    assert!(calls[0].1 > 3);
    // Not cancelled: called once per decision advised, the last with done == total.
    let mut last = (0, 0);
    let mut count = 0;
    review_record(&record, "Bot A", Some(1), &quick(), &mut |done, total| {
        last = (done, total);
        count += 1;
        true
    })
    .expect("reviewed");
    assert_eq!(last.0, last.1);
    assert_eq!(count, last.1);
}

#[test]
fn an_unknown_player_or_hand_is_named() {
    let record = record("zung-jung-seed-27.ron");
    let err = review_record(&record, "Nobody", None, &quick(), &mut |_, _| true).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("Nobody") && text.contains("Bot A, Bot B, Bot C, Bot D"),
        "{text}"
    );
    let err = review_record(&record, "Bot A", Some(99), &quick(), &mut |_, _| true).unwrap_err();
    assert_eq!(err, ReviewError::NoSuchHand(100));
}

#[test]
fn sichuan_seats_out_of_the_hand_decide_nothing() {
    let record = record("sichuan-seed-1720.ron");
    for player in ["Bot A", "Bot B", "Bot C", "Bot D"] {
        let review = review(&record, player, None, &quick());
        for d in &review.decisions {
            let hand = &record.hands[d.hand];
            // No decision after the player's own win.
            let won_at = hand.events.iter().position(|e| match e {
                Event::Win(w) => w.seat == d.seat,
                Event::Wins(ws) => ws.iter().any(|w| w.seat == d.seat),
                _ => false,
            });
            if let Some(w) = won_at {
                assert!(
                    d.step <= w + 1,
                    "{player}: hand {}, step {}",
                    d.hand + 1,
                    d.step
                );
            }
            // Nothing of the missing suit is claimed.
            if let (Moment::Claim { tile, .. }, Some(m)) =
                (d.position.moment, d.position.missing_suit)
            {
                assert_ne!(tile.suit(), Some(m));
            }
            assert!(!matches!(d.played, Choice::Chow(_)));
        }
    }
}
