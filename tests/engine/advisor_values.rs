//! The advisor's values: a win taken now is exact and is the engine's own payments; the
//! rollouts repeat by seed, measure choices on shared futures (paired losses far tighter than
//! the values), count what dealing in costs, and the last draw's chance is the exact chance.

use tilewise::hand::{Flags, Hand, Situation, TableFacts, WinMethod};
use tilewise::review::{
    AdviseOptions, Choice, MomentText, Opponent, Position, PositionText, advise, value_of_choice,
};
use tilewise::rules::{RuleSettings, score};
use tilewise::tiles::{Counts, KINDS, Suit, Tile, Wind, counts_of, parse_tile, parse_tiles};

fn counts(text: &str) -> Counts {
    if text.is_empty() {
        return [0; KINDS];
    }
    counts_of(&parse_tiles(text).unwrap_or_else(|e| panic!("{text}: {e}")))
}

fn tile(text: &str) -> Tile {
    parse_tile(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The player (South, East round) at his own turn with 14 concealed tiles, no melds, the
/// three others without melds or discards.
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

fn options(rollouts: u32, seed: u64) -> AdviseOptions {
    AdviseOptions {
        values: true,
        rollouts,
        seed,
        focus: None,
    }
}

/// What the engine pays in all for `hand` (the winning tile `winning` in it) won by self-draw
/// with `wall` tiles left, built here by hand.
fn self_draw_receipts(p: &Position, winning: &str, wall: u16) -> u32 {
    let situation = Situation {
        seat_wind: p.seat,
        prevailing_wind: p.prevailing,
        flags: Flags::default(),
        discarder: None,
        table: TableFacts {
            wall_tiles_left: Some(wall),
            missing_suit: p.missing_suit,
            ..TableFacts::default()
        },
    };
    let tiles = tilewise::tiles::tiles_of(&p.concealed);
    let hand = Hand::new(
        &tiles,
        &p.melds,
        &p.bonus,
        tile(winning),
        WinMethod::SelfDraw,
        situation,
    )
    .expect("a valid hand");
    score(&hand, &p.rules)
        .expect("a complete hand")
        .payments
        .winner_receives()
}

/// A complete hand of each system and the tile it was drawn with.
fn wins() -> Vec<(RuleSettings, &'static str, &'static str)> {
    vec![
        (RuleSettings::default(), "123m456p789s11222z", "2z"),
        (
            RuleSettings::HkOldStyle(Default::default()),
            "123m456p789s55666z",
            "6z",
        ),
        (
            RuleSettings::HkNewStyle(Default::default()),
            "111m456p789s55666z",
            "6z",
        ),
        (
            RuleSettings::Singapore(Default::default()),
            "123m456p789s55777z",
            "7z",
        ),
        (
            RuleSettings::Sichuan(Default::default()),
            "123m456m789m11555p",
            "5p",
        ),
    ]
}

#[test]
fn a_win_taken_now_is_exact_and_the_engines_payments() {
    for (rules, hand, drawn) in wins() {
        let mut p = position(rules.clone(), hand, "", 6);
        if matches!(rules, RuleSettings::Sichuan(_)) {
            p.missing_suit = Some(Suit::Bamboo);
        }
        p.turn = tilewise::review::Turn::Drew {
            tile: Some(tile(drawn)),
            kind: tilewise::game::DrawKind::Wall,
        };
        let advice = advise(&p, &options(200, 1)).expect("advice");
        let win = advice.candidate(Choice::Win).expect("a win is offered");
        let v = win.value.expect("values");
        assert_eq!(v.samples, 0, "{}: exact", rules.id());
        assert_eq!((v.expected_error, v.win_chance), (0.0, 1.0));
        let paid = self_draw_receipts(&p, drawn, p.wall as u16);
        assert_eq!(v.expected, f64::from(paid), "{}", rules.id());
        // Taking it is the best, or no choice is told apart from it.
        assert!(win.equal, "{}: {advice:?}", rules.id());
    }
}

#[test]
fn values_repeat_by_seed_and_differ_with_another() {
    let p = position(RuleSettings::default(), "123m456p789s1122z9m", "9m", 10);
    let a = advise(&p, &options(300, 5)).expect("advice");
    let b = advise(&p, &options(300, 5)).expect("advice");
    assert_eq!(a, b);
    assert_eq!((a.seed, b.rollouts_used), (5, a.rollouts_used));
    let c = advise(&p, &options(300, 6)).expect("advice");
    assert_ne!(a, c);
    let v = a.candidates[0].value.expect("values");
    assert!(v.samples > 0 && v.expected_error > 0.0, "{v:?}");
}

#[test]
fn choices_are_measured_on_shared_futures() {
    // Two honours to let go: their futures meet, so their paired loss is far tighter than
    // either value's error.
    let p = position(RuleSettings::default(), "123m456p789s11z23z9m", "", 12);
    let a = advise(&p, &options(2000, 3)).expect("advice");
    let two = a.candidate(Choice::Discard(tile("2z"))).expect("2z");
    let three = a.candidate(Choice::Discard(tile("3z"))).expect("3z");
    let (v2, v3) = (two.value.expect("values"), three.value.expect("values"));
    let independent = (v2.expected_error.powi(2) + v3.expected_error.powi(2)).sqrt();
    let paired = two
        .loss
        .expect("loss")
        .error
        .max(three.loss.expect("loss").error);
    assert!(
        paired < 0.8 * independent,
        "paired {paired} independent {independent}"
    );
}

#[test]
fn a_ready_hand_beats_a_hand_three_steps_away() {
    let ready = value_of_choice(
        &position(RuleSettings::default(), "123m456p789s1122z9m", "", 15),
        Choice::Discard(tile("9m")),
        300,
        1,
    )
    .expect("a value");
    let far = value_of_choice(
        &position(RuleSettings::default(), "123m4569p139s135z7z", "", 15),
        Choice::Discard(tile("7z")),
        300,
        1,
    )
    .expect("a value");
    assert!(ready.win_chance > far.win_chance, "{ready:?} {far:?}");
    assert!(ready.expected > far.expected, "{ready:?} {far:?}");
    assert!(ready.win_chance > 0.2, "{ready:?}");
}

#[test]
fn a_tile_nobody_can_win_on_is_no_danger() {
    // Every other 3s is on the table: nobody can take the last one, so discarding it cannot
    // deal in; the 5m beside it can.
    let p = position(
        RuleSettings::HkOldStyle(Default::default()),
        "12m456p789s11z5m3s4z7z",
        "3s3s3s9p9p1z",
        4,
    );
    let safe = value_of_choice(&p, Choice::Discard(tile("3s")), 600, 2).expect("a value");
    let live = value_of_choice(&p, Choice::Discard(tile("5m")), 600, 2).expect("a value");
    assert!(safe.deal_in <= live.deal_in, "{safe:?} {live:?}");
    assert!(safe.danger <= live.danger, "{safe:?} {live:?}");
    assert!(live.deal_in > 0.0, "{live:?}");
}

#[test]
fn a_tiles_own_danger_is_the_chance_it_is_won_on_at_once() {
    // East shows four pungs: his one hidden tile wins on its pair. A 5m may be it; every
    // other 3s is on the table, so the last cannot be.
    let mut p = position(
        RuleSettings::HkOldStyle(Default::default()),
        "12m456p789s11z5m3s4z7z",
        "3s3s3s9p9p1z2s2s2s6m6m6m8m8m8m9m9m9m",
        6,
    );
    p.others[0].melds = ["2s", "6m", "8m", "9m"]
        .map(|t| tilewise::hand::Meld::new(tilewise::hand::MeldKind::Pung, tile(t)))
        .to_vec();
    let safe = value_of_choice(&p, Choice::Discard(tile("3s")), 600, 2).expect("a value");
    let live = value_of_choice(&p, Choice::Discard(tile("5m")), 600, 2).expect("a value");
    assert_eq!(safe.deal_in_now, 0.0, "{safe:?}");
    assert!(live.deal_in_now > 0.0, "{live:?}");
    assert!(live.deal_in_now <= live.deal_in, "{live:?}");
    // A pass at a claim lets no tile go.
    let mut claim = p.clone();
    claim.concealed = counts("12m456p789s11z5m3s4z");
    claim.visible = counts("3s3s3s9p9p1z2s2s2s6m6m6m8m8m8m9m9m9m7z");
    claim.moment = tilewise::review::Moment::Claim {
        from: Wind::West,
        tile: tile("7z"),
    };
    let pass = value_of_choice(&claim, Choice::Pass, 200, 2).expect("a value");
    assert_eq!(pass.deal_in_now, 0.0, "{pass:?}");
    assert!(pass.deal_in > 0.0, "{pass:?}");
}

#[test]
fn the_last_draw_wins_with_the_exact_chance() {
    // West discards 8s and the player (North, next after West) passes; one tile is left in
    // the live wall and it is his: he wins exactly when it is 1z or 2z.
    let rules = RuleSettings::default();
    let text = PositionText {
        rules: rules.clone(),
        hand: "123m456p789s1122z",
        wall: Some(1),
        seat: Wind::North,
        moment: MomentText::Claim {
            tile: "8s",
            from: Wind::West,
        },
        others: vec!["east", "south", "west"],
        ..PositionText::default()
    };
    let p = text.position().expect("a position");
    let n = 4000;
    let v = value_of_choice(&p, Choice::Pass, n, 9).expect("a value");
    // The unseen tiles: 136 less the 13 held less the 8s on the table.
    let unseen = 136.0 - 13.0 - 1.0;
    let exact = 4.0 / unseen;
    let error = (exact * (1.0 - exact) / f64::from(n)).sqrt();
    assert!(
        (v.win_chance - exact).abs() < 4.0 * error,
        "{} vs exact {exact}",
        v.win_chance
    );
}

#[test]
fn sichuan_a_hand_holding_the_missing_suit_cannot_win() {
    let mut p = position(
        RuleSettings::Sichuan(Default::default()),
        "123m456m789m11p23s4s",
        "",
        1,
    );
    p.missing_suit = Some(Suit::Bamboo);
    // Letting one bamboo go still leaves two: one more draw lets one more go, and one is
    // still held when the wall ends — no win, not even on a discard.
    let v = value_of_choice(&p, Choice::Discard(tile("4s")), 200, 1).expect("a value");
    assert_eq!(v.win_chance, 0.0, "{v:?}");
}
