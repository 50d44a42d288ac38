//! Grading the Payments drill: per other seat, what it pays the winner for the win (and, in
//! systems that have them, its instant payments), each entry with the rules behind it.

use super::Question;
use super::mode::{Level, Outcome};
use crate::hand::WinMethod;
use crate::rules::zung_jung::{Immunity, one_round_immunity, payments_with_immunity};
use crate::rules::{Payment, RuleSettings, sheet_of};
use crate::tiles::{Tile, Wind};

/// What a payment entry is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// The payment for the win.
    Win,
    /// Payments made at once, apart from the win (Singapore's kongs, bites, flower sets).
    Instant,
}

/// One amount the learner enters: what a seat pays the winner for the win or instantly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaymentEntry {
    pub seat: Wind,
    pub due: Due,
    /// The seat already left the hand (Sichuan): it pays nothing.
    pub out: bool,
    pub expected: u32,
    /// The engine's payments that make the amount, each with its rule.
    pub rules: Vec<Payment>,
}

/// Whether the system has instant payments apart from the win.
pub fn has_instant(settings: &RuleSettings) -> bool {
    matches!(settings, RuleSettings::Singapore(_))
}

/// The amounts the learner enters for a question, seat by seat in play order after the
/// winner: the payment for the win, then (in systems with them) the instant payments.
pub fn payment_entries(q: &Question) -> Vec<PaymentEntry> {
    let winner = q.hand.seat_wind;
    let seats = [
        winner.next(),
        winner.next().next(),
        winner.next().next().next(),
    ];
    let p = &q.scored.payments;
    // A payment whose payer the hand does not name goes to a seat in play order.
    let seat_of = |k: usize, pay: &Payment| pay.payer.unwrap_or(seats[k % 3]);
    let mut dues = vec![(Due::Win, &p.entries)];
    if has_instant(&q.scored.settings) {
        dues.push((Due::Instant, &p.instant));
    }
    let mut out = Vec::new();
    for seat in seats {
        for (due, payments) in &dues {
            let rules: Vec<Payment> = payments
                .iter()
                .enumerate()
                .filter(|(k, pay)| seat_of(*k, pay) == seat)
                .map(|(_, pay)| *pay)
                .collect();
            out.push(PaymentEntry {
                seat,
                due: *due,
                out: q.hand.table.players_out >> seat.index() & 1 == 1,
                expected: rules.iter().fold(0u32, |s, r| s.saturating_add(r.amount)),
                rules,
            });
        }
    }
    out
}

/// Each entry right or not: an empty or unreadable answer counts as wrong.
pub fn grade_payments(entries: &[PaymentEntry], answers: &[String]) -> Vec<bool> {
    entries
        .iter()
        .enumerate()
        .map(|(k, e)| {
            answers
                .get(k)
                .and_then(|a| a.trim().parse::<u32>().ok())
                .is_some_and(|given| given == e.expected)
        })
        .collect()
}

/// The grade for the learner's progress: right when every entry is; the hand's counted
/// patterns share the grade.
pub fn payments_outcome(q: &Question, marks: &[bool]) -> Outcome {
    let right = marks.iter().all(|&m| m);
    Outcome::whole(&q.scored, right)
}

/// Gives a Zung Jung win on a discard worth 25 or more the round of discards before it, so
/// that the question asks about the one-round immunity: the winner's own last discard first,
/// then each seat in turn to the discarder of the winning tile. Drawn at random: the winner
/// had passed the winning tile himself (nobody is to blame: all pay the value), another seat
/// had discarded it first (that seat pays as the discarder), or nobody had (the usual
/// payments). The payments and the sheet follow the round; other questions are kept as they
/// are. Beginners are not asked.
pub fn with_one_round_immunity(mut q: Question, level: Level, rng: &mut fastrand::Rng) -> Question {
    let winner = q.hand.seat_wind;
    let value = q.scored.total();
    let (RuleSettings::ZungJung(_), WinMethod::Discard, Some(discarder)) =
        (&q.scored.settings, q.hand.win, q.hand.discarder)
    else {
        return q;
    };
    let share = match level {
        Level::Beginner => 0,
        Level::Standard => 40,
        Level::Expert => 60,
    };
    if value < 25 || discarder == winner || rng.u32(..100) >= share {
        return q;
    }
    let mut seats = vec![winner];
    while let Some(&last) = seats.last()
        && last != discarder
    {
        seats.push(last.next());
    }
    // Copies in sight: the hand (the winning tile included) and its melds.
    let mut seen = q.hand.concealed;
    for meld in &q.hand.melds {
        for t in meld.tiles() {
            seen[t.index()] += 1;
        }
    }
    let winning = q.hand.winning_tile;
    // Who had passed the winning tile earlier in the round: the winner, a seat between him
    // and the discarder, or nobody.
    let earlier: Vec<usize> = (0..seats.len() - 1).collect();
    let spare = seen[winning.index()] < 4;
    let passed = match rng.u32(..3) {
        0 if spare => Some(0),
        1 if spare && earlier.len() > 1 => Some(earlier[1 + rng.usize(..earlier.len() - 1)]),
        _ => None,
    };
    let mut round = Vec::with_capacity(seats.len());
    for (k, &seat) in seats.iter().enumerate() {
        let tile = if k == seats.len() - 1 || passed == Some(k) {
            winning
        } else {
            let free: Vec<Tile> = (0..34)
                .filter_map(Tile::from_index)
                .filter(|t| *t != winning && seen[t.index()] < 4)
                .collect();
            match free.get(rng.usize(..free.len().max(1))) {
                Some(&t) => t,
                None => return q,
            }
        };
        if k != seats.len() - 1 {
            seen[tile.index()] += 1;
        }
        round.push((seat, tile));
    }
    let immunity = one_round_immunity(winner, &round);
    debug_assert!(passed.is_some() || immunity == Immunity::Unchanged);
    q.scored.payments = payments_with_immunity(&q.scored.payments, value, immunity);
    q.sheet = sheet_of(&q.hand, &q.scored);
    q.round_discards = round;
    q
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::{Hand, Situation, WinMethod};
    use crate::rules::{PaymentRule, score, sheet_of};

    fn question(
        notation: &str,
        winning: &str,
        win: WinMethod,
        s: Situation,
        rules: &str,
    ) -> Question {
        let hand = Hand::from_notation(notation, winning, win, s)
            .unwrap_or_else(|e| panic!("{notation}: {e}"));
        let rules = RuleSettings::from_id(rules).expect("system");
        let scored = score(&hand, &rules).expect("scores");
        let sheet = sheet_of(&hand, &scored);
        Question {
            pattern: String::new(),
            hand,
            scored,
            sheet,
            round_discards: Vec::new(),
        }
    }

    fn on_discard(by: Wind) -> Situation {
        Situation {
            discarder: Some(by),
            ..Situation::default()
        }
    }

    fn expected(entries: &[PaymentEntry]) -> Vec<(Wind, Due, u32)> {
        entries
            .iter()
            .map(|e| (e.seat, e.due, e.expected))
            .collect()
    }

    #[test]
    fn zung_jung_25_point_rule_on_a_discard() {
        // All Sequences + Concealed Hand = 10 points, below 25: everyone pays 10.
        let q = question(
            "123m456p789s234s55m",
            "5m",
            WinMethod::Discard,
            on_discard(Wind::West),
            "zung-jung",
        );
        let entries = payment_entries(&q);
        assert_eq!(
            expected(&entries),
            vec![
                (Wind::South, Due::Win, 10),
                (Wind::West, Due::Win, 10),
                (Wind::North, Due::Win, 10)
            ]
        );
        // Pure One-Suit, 80 or more: the discarder pays 3 × value − 50, the others 25.
        let q = question(
            "111234567m888m99m",
            "9m",
            WinMethod::Discard,
            on_discard(Wind::West),
            "zung-jung",
        );
        let entries = payment_entries(&q);
        let value = q.scored.total();
        assert!(value >= 25);
        assert_eq!(
            expected(&entries),
            vec![
                (Wind::South, Due::Win, 25),
                (Wind::West, Due::Win, 3 * value - 50),
                (Wind::North, Due::Win, 25)
            ]
        );
        assert!(matches!(
            entries[1].rules[0].rule,
            PaymentRule::ZjDiscardDiscarder { .. }
        ));
        let answers: Vec<String> = ["25", &(3 * value - 50).to_string(), "26"]
            .map(String::from)
            .to_vec();
        assert_eq!(grade_payments(&entries, &answers), vec![true, true, false]);
        assert!(!payments_outcome(&q, &[true, true, false]).right);
    }

    #[test]
    fn sichuan_self_draw_pays_one_more_and_out_seats_pay_nothing() {
        let mut s = Situation::default();
        s.table.missing_suit = Some(crate::tiles::Suit::Bamboo);
        s.table.players_out = 1 << Wind::West.index();
        let q = question(
            "123m456m789m234p55p",
            "5p",
            WinMethod::SelfDraw,
            s,
            "sichuan",
        );
        let entries = payment_entries(&q);
        let value = q.scored.payments.entries[0].amount;
        let west = entries.iter().find(|e| e.seat == Wind::West).expect("west");
        assert!(west.out);
        assert_eq!(west.expected, 0);
        let south = entries
            .iter()
            .find(|e| e.seat == Wind::South)
            .expect("south");
        assert_eq!(south.expected, value);
        assert!(matches!(
            south.rules[0].rule,
            PaymentRule::ScSelfDraw { value: v, .. } if v + 1 == value
        ));
    }

    #[test]
    fn singapore_asks_for_instant_payments_too() {
        let q = question(
            "234m567p99s [777z] (1111p)",
            "9s",
            WinMethod::SelfDraw,
            Situation::default(),
            "singapore",
        );
        let entries = payment_entries(&q);
        assert_eq!(entries.len(), 6);
        let instant: u32 = entries
            .iter()
            .filter(|e| e.due == Due::Instant)
            .map(|e| e.expected)
            .sum();
        assert!(instant > 0, "the concealed kong is paid at once");
        let answers: Vec<String> = entries.iter().map(|e| e.expected.to_string()).collect();
        assert!(grade_payments(&entries, &answers).iter().all(|&m| m));
        assert!(grade_payments(&entries, &[]).iter().all(|&m| !m));
    }

    #[test]
    fn hong_kong_liability_is_one_seat_paying_for_everyone() {
        let (file, hand) = crate::formats::HandFile::parse(include_str!(
            "../../docs/examples/hk-liability-nine-tiles.ron"
        ))
        .expect("the example reads");
        let scored = score(&hand, &file.rules).expect("scores");
        let sheet = sheet_of(&hand, &scored);
        let q = Question {
            pattern: String::new(),
            hand,
            scored,
            sheet,
            round_discards: Vec::new(),
        };
        let entries = payment_entries(&q);
        let liable: Vec<&PaymentEntry> = entries.iter().filter(|e| e.expected > 0).collect();
        assert_eq!(liable.len(), 1, "{entries:?}");
        assert_eq!(liable[0].seat, Wind::West);
        assert!(matches!(
            liable[0].rules[0].rule,
            PaymentRule::HkLiable { .. }
        ));
        assert_eq!(liable[0].expected, q.scored.payments.winner_receives());
        let covered = entries
            .iter()
            .find(|e| e.expected == 0)
            .expect("a covered seat");
        assert!(matches!(
            covered.rules[0].rule,
            PaymentRule::HkCovered { .. }
        ));
    }

    /// The rule: every payments question about the one-round immunity shows the round,
    /// and its payments are what the rules give for the hand rebuilt from the facts shown and
    /// that round; all three cases come up; no tile is seen five times.
    #[test]
    fn one_round_immunity_questions_follow_from_the_round_shown() {
        use crate::drill::generate::{Target, deal_question};
        use crate::drill::{Fact, question_facts, rebuild};
        let settings = RuleSettings::default();
        let mut rng = fastrand::Rng::with_seed(25);
        let mut kinds = std::collections::BTreeSet::new();
        for _ in 0..3000 {
            let Some(q) = deal_question(&settings, &Target::Natural, Level::Expert, &mut rng)
            else {
                continue;
            };
            let q = with_one_round_immunity(q, Level::Expert, &mut rng);
            if q.round_discards.is_empty() {
                continue;
            }
            let facts = question_facts(&q);
            let round = facts
                .iter()
                .find_map(|f| match f {
                    Fact::RoundDiscards(r) => Some(r.clone()),
                    _ => None,
                })
                .expect("the round is shown");
            let (rules, hand) = rebuild(&facts).expect("rebuilds");
            let plain = score(&hand, &rules).expect("scores");
            let immunity = one_round_immunity(hand.seat_wind, &round);
            let expected = payments_with_immunity(&plain.payments, plain.total(), immunity);
            assert_eq!(q.scored.payments, expected);
            assert_eq!(round.first().map(|r| r.0), Some(hand.seat_wind));
            assert_eq!(
                round.last(),
                Some(&(hand.discarder.expect("a discarder"), hand.winning_tile))
            );
            let mut seen = hand.concealed;
            for m in &hand.melds {
                for t in m.tiles() {
                    seen[t.index()] += 1;
                }
            }
            for &(_, t) in &round[..round.len() - 1] {
                seen[t.index()] += 1;
            }
            assert!(seen.iter().all(|&n| n <= 4), "{round:?}");
            kinds.insert(format!("{immunity:?}").chars().take(6).collect::<String>());
        }
        assert_eq!(kinds.len(), 3, "{kinds:?}");
    }

    #[test]
    fn beginners_and_small_hands_keep_the_usual_payments() {
        let q = question(
            "123m456p789s234m55z",
            "5z",
            WinMethod::Discard,
            on_discard(Wind::North),
            "zung-jung",
        );
        assert!(q.scored.total() < 25);
        let mut rng = fastrand::Rng::with_seed(1);
        for level in Level::ALL {
            let again = with_one_round_immunity(q.clone(), level, &mut rng);
            assert!(again.round_discards.is_empty());
            assert_eq!(again.scored.payments, q.scored.payments);
        }
    }
}
