//! The night's report: a record's summary as text (standings, wins, deal-ins, self-draws, the
//! biggest hands) and its hands and payments as CSV for the club's spreadsheet —
//! `tilewise report`, and the viewer's "Export CSV…".

use crate::game::Replay;
use crate::game::summary::{NightSummary, players_of};
use crate::i18n::{I18n, Message, explain};
use crate::replay::{GameRecord, Header};
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
                text(explain::ledger(i18n, e)),
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

/// The night's summary in a language: the standings with each player's wins, self-draws,
/// deal-ins and best hand, and the biggest hands.
pub fn summary_text(summary: &NightSummary, header: &Header, i18n: &I18n) -> String {
    use std::fmt::Write as _;
    let unit = header.rules.unit();
    let name = |p: usize| header.players.get(p).cloned().unwrap_or_default();
    let mut t = String::new();
    let title = [header.event.as_deref(), header.date.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
    let _ = writeln!(
        t,
        "{}",
        i18n.message(
            &Message::new("night-title")
                .text(
                    "title",
                    if title.is_empty() {
                        "—".into()
                    } else {
                        title
                    }
                )
                .int("hands", summary.hands)
                .int("drawn", summary.drawn)
        )
    );
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
            let patterns = b
                .patterns
                .iter()
                .map(|p| i18n.pattern(p.id, p.name))
                .collect::<Vec<_>>()
                .join(", ");
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
