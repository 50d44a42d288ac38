//! The night's report: a record's summary as text (standings, wins, deal-ins, self-draws, the
//! biggest hands) and its hands and payments as CSV for the club's spreadsheet —
//! `tilewise report`, and the viewer's "Export CSV…".

use crate::files::Limits;
use crate::game::summary::{NightSummary, players_of};
use crate::game::{Replay, Snapshots, replay_keeping};
use crate::i18n::{I18n, Lang, Message, explain};
use crate::progress::csv::row;
use crate::replay::{GameRecord, Header, parse_record};
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ReportArgs {
    /// A game record (RON); `-` reads standard input.
    pub file: String,
    /// Write the hands and payments as CSV (one row per payment, a drawn hand as one row)
    /// instead of the summary.
    #[arg(long)]
    pub csv: bool,
    /// Where to write (atomically); standard output when left out.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<std::path::PathBuf>,
    /// The language of the summary and of the CSV's rule column.
    #[arg(long, default_value = "en", value_parser = crate::cli::lang_tag)]
    pub lang: Lang,
}

/// `tilewise report`: exit 0 written; 1 the record does not replay (hand and step named);
/// 2 the file cannot be read, is no game record (line and column named) or the output
/// cannot be written.
pub fn report_command(
    args: &ReportArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, String> {
    let i18n = I18n::get(args.lang);
    if let Some(path) = &args.output {
        crate::files::refuse_inputs(path, &[&args.file])
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let text = crate::cli::read_input(&args.file, limits)?;
    let record = parse_record(&text).map_err(|e| format!("{}: {}", args.file, i18n.text(&e)))?;
    let replay = match replay_keeping(&record, Snapshots::None) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {}: {}", args.file, i18n.text(&e));
            return Ok(ExitCode::from(1));
        }
    };
    let body = if args.csv {
        payments_csv(&record, &replay, i18n)
    } else {
        summary_text(&NightSummary::of(&record, &replay), &record.header, i18n)
    };
    match &args.output {
        Some(path) => crate::files::write_atomic(path, body.as_bytes())
            .map_err(|e| format!("{}: {e}", path.display()))?,
        None => out.write_all(body.as_bytes()).map_err(|e| e.to_string())?,
    }
    Ok(ExitCode::SUCCESS)
}

/// A player's name as a spreadsheet cell: a name that starts like a formula is kept as text.
fn name_cell(name: &str) -> String {
    if name.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{name}")
    } else {
        name.to_string()
    }
}

/// Every payment of the record, one row each, with its hand's facts; a hand without payments
/// (drawn) as one row with empty payer and payee.
pub fn payments_csv(record: &GameRecord, replay: &Replay, i18n: &I18n) -> String {
    let unit = record.header.rules.unit();
    let name = |p: usize| {
        name_cell(
            record
                .header
                .players
                .get(p)
                .map(String::as_str)
                .unwrap_or(""),
        )
    };
    let mut out = row(&[
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
    ]
    .map(String::from));
    for (h, hand) in record.hands.iter().enumerate() {
        let number = h + 1;
        let players = players_of(&hand.seats);
        let prevailing = format!("{:?}", hand.prevailing_wind);
        let dealer = name(players[0]);
        let entries: Vec<_> = replay.ledger.iter().filter(|e| e.hand == number).collect();
        if entries.is_empty() {
            out.push_str(&row(&[
                number.to_string(),
                prevailing.clone(),
                dealer.clone(),
                String::new(),
                String::new(),
                "drawn".into(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
            ]));
        }
        for e in entries {
            let win = replay
                .wins
                .iter()
                .find(|w| w.hand_number == number && w.step == e.step && e.to == Some(w.player))
                .or_else(|| {
                    replay
                        .wins
                        .iter()
                        .find(|w| w.hand_number == number && w.step == e.step)
                });
            out.push_str(&row(&[
                number.to_string(),
                prevailing.clone(),
                dealer.clone(),
                e.step.to_string(),
                win.map(|w| name(w.player)).unwrap_or_default(),
                win.map(|w| w.hand.win.name().to_string())
                    .unwrap_or_default(),
                win.map(|w| w.scored.total().to_string())
                    .unwrap_or_default(),
                win.map(|_| unit.to_string()).unwrap_or_default(),
                e.from.map(name).unwrap_or_default(),
                e.to.map(name).unwrap_or_default(),
                e.amount.to_string(),
                ledger_rule_id(e),
                explain::ledger(i18n, e),
            ]));
        }
    }
    out
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
