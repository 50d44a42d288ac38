//! The night's report: a record's summary as text (standings, wins, deal-ins, self-draws, the
//! biggest hands) and its hands and payments as CSV for the club's spreadsheet —
//! `tilewise report`, and the viewer's "Export CSV…".

use crate::art::Color32;
use crate::formats::game_record::{GameRecord, Header};
use crate::game::Replay;
use crate::game::summary::{NightSummary, players_of};
use crate::i18n::{I18n, Message};
use crate::spreadsheet::{Table, empty, number as cell_number, text};

/// Every payment of the record, one row each, with its hand's facts; a hand without payments
/// (drawn) as one row with empty payer and payee. Every text cell (names, the rule's words,
/// penalty reasons) is neutralised ([`crate::spreadsheet`]). One pass over the hands: the
/// replay's wins and ledger are in the order of the hands, so each hand's are one run of them.
pub fn payments_csv(record: &GameRecord, replay: &Replay, i18n: &I18n) -> String {
    let unit = record.header.rules.unit();
    let name = |p: usize| {
        text(
            record
                .header
                .players
                .get(p)
                .map(String::as_str)
                .unwrap_or(""),
        )
    };
    let mut out = Table::new();
    out.header(&[
        "hand",
        "prevailing_wind",
        "dealer",
        "step",
        "winner",
        "win",
        "total",
        "unit",
        "from",
        "to",
        "amount",
        "rule",
        "reason",
    ]);
    let (mut wins, mut ledger) = (&replay.wins[..], &replay.ledger[..]);
    for (h, hand) in record.hands.iter().enumerate() {
        let number = h + 1;
        let w = wins.iter().take_while(|w| w.hand_number == number).count();
        let l = ledger.iter().take_while(|e| e.hand == number).count();
        let (hand_wins, rest_wins) = wins.split_at(w);
        let (entries, rest_ledger) = ledger.split_at(l);
        (wins, ledger) = (rest_wins, rest_ledger);
        let players = players_of(&hand.seats);
        let prevailing = text(format!("{:?}", hand.prevailing_wind));
        let dealer = name(players[0]);
        if entries.is_empty() {
            out.row(&[
                cell_number(number),
                prevailing.clone(),
                dealer.clone(),
                empty(),
                empty(),
                text("drawn"),
                empty(),
                empty(),
                empty(),
                empty(),
                empty(),
                empty(),
                empty(),
            ]);
        }
        for e in entries {
            let win = hand_wins
                .iter()
                .find(|w| w.step == e.step && e.to == Some(w.player))
                .or_else(|| hand_wins.iter().find(|w| w.step == e.step));
            out.row(&[
                cell_number(number),
                prevailing.clone(),
                dealer.clone(),
                cell_number(e.step),
                win.map(|w| name(w.player)).unwrap_or_else(empty),
                win.map(|w| text(w.hand.win.name())).unwrap_or_else(empty),
                win.map(|w| cell_number(w.scored.total()))
                    .unwrap_or_else(empty),
                win.map(|_| text(unit)).unwrap_or_else(empty),
                e.from.map(name).unwrap_or_else(empty),
                e.to.map(name).unwrap_or_else(empty),
                cell_number(e.amount),
                text(ledger_rule_id(e)),
                text(e.rule_words(i18n)),
            ]);
        }
    }
    out.finish()
}

fn ledger_rule_id(e: &crate::game::LedgerEntry) -> String {
    use crate::game::LedgerRule;
    match e.rule {
        LedgerRule::Payment(r) => r.id().to_string(),
        LedgerRule::Sichuan(r) => r.id().to_string(),
        LedgerRule::Penalty => "penalty".to_string(),
    }
}

/// Each player's colour in the night's plot and beside the name in the standings, on screen
/// and on paper.
pub const PLAYER_COLORS: [Color32; 4] = [
    Color32::from_rgb(0x3a, 0x7b, 0xd5),
    Color32::from_rgb(0xd9, 0x53, 0x4f),
    Color32::from_rgb(0x2e, 0x9d, 0x57),
    Color32::from_rgb(0x9b, 0x59, 0xb6),
];

/// Each player's balance over the night, in the header's order: `[hand, balance]` points from
/// `[0, 0]` (before the first hand) to the balance after the last hand.
pub fn balance_lines(summary: &NightSummary) -> Vec<Vec<[f64; 2]>> {
    (0..summary.players.len())
        .map(|p| {
            std::iter::once([0.0, 0.0])
                .chain(summary.balances_after.iter().enumerate().map(|(h, after)| {
                    let balance = after.get(p).copied().unwrap_or(0);
                    [(h + 1) as f64, balance as f64]
                }))
                .collect()
        })
        .collect()
}

/// The night's title: "Club night, 2026-11-20: 8 hands, 0 drawn"; `fallback` (the record's
/// file name) when the header names no event or date.
pub fn night_heading(
    header: &Header,
    summary: &NightSummary,
    fallback: &str,
    i18n: &I18n,
) -> String {
    let date = header.date.as_deref().map(|d| i18n.date(d));
    let named = [header.event.clone(), date]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
    let named = if named.is_empty() {
        fallback.to_string()
    } else {
        named
    };
    i18n.message(
        &Message::new("night-title")
            .text("title", named)
            .int("hands", summary.hands)
            .int("drawn", summary.drawn),
    )
}

/// The night's summary in a language: the standings with each player's wins, self-draws,
/// deal-ins and best hand, and the biggest hands.
pub fn summary_text(summary: &NightSummary, header: &Header, i18n: &I18n) -> String {
    use std::fmt::Write as _;
    let unit = header.rules.unit();
    let name = |p: usize| header.players.get(p).cloned().unwrap_or_default();
    let mut t = String::new();
    let _ = writeln!(t, "{}", night_heading(header, summary, "—", i18n));
    let _ = writeln!(t, "{}:", i18n.tr("night-standings"));
    for (place, p) in summary.standings().into_iter().enumerate() {
        let _ = writeln!(
            t,
            "  {}",
            i18n.message(
                &Message::new("night-standing")
                    .int("place", place + 1)
                    .text("player", name(p.player))
                    .text("balance", format!("{:+}", p.balance))
                    .int("wins", p.wins)
                    .int("self_draws", p.self_draws)
                    .int("deal_ins", p.deal_ins)
            )
        );
    }
    if !summary.biggest.is_empty() {
        let _ = writeln!(t, "{}:", i18n.tr("night-biggest"));
        for b in &summary.biggest {
            let patterns = big_hand_patterns(b, i18n);
            let _ = writeln!(
                t,
                "  {}",
                i18n.message(
                    &Message::new("night-big-hand")
                        .int("hand", b.hand)
                        .text("player", name(b.player))
                        .text("amount", i18n.amount(unit, b.total))
                        .text("won", format!("{:+}", b.won))
                        .text("patterns", patterns)
                )
            );
        }
    }
    t
}

/// A big hand's patterns in the reader's language, each with how often it counts when more
/// than once ("Root ×2"), as the score sheet writes them.
pub fn big_hand_patterns(b: &crate::game::summary::BigHand, i18n: &I18n) -> String {
    b.patterns
        .iter()
        .map(|&(p, count)| match count {
            0 | 1 => i18n.pattern(p.id, p.name),
            n => format!("{} ×{n}", i18n.pattern(p.id, p.name)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_players_line_starts_at_zero_and_follows_the_balances_after_each_hand() {
        let mut night = NightSummary::new();
        night.balances_after = vec![[8, -8, 0, 0], [0, -8, 16, -8]];
        night.hands = 2;
        let lines = balance_lines(&night);
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0], vec![[0.0, 0.0], [1.0, 8.0], [2.0, 0.0]]);
        assert_eq!(lines[2], vec![[0.0, 0.0], [1.0, 0.0], [2.0, 16.0]]);
        assert_eq!(balance_lines(&NightSummary::new())[3], vec![[0.0, 0.0]]);
    }
}
