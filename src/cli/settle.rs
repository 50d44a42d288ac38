//! `tilewise settle`: a Sichuan wall's end from a settlement file.

use super::error::CliError;
use super::input::lang_tag;
use super::input::read_input;
use super::write_json;
use crate::files::Limits;
use crate::i18n::I18n;
use crate::i18n::Lang;
use crate::i18n::Message;
use crate::rules::explain;
use crate::tiles::names::wind;
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct SettleArgs {
    /// A settlement file (RON, see docs/formats.md); `-` reads standard input.
    pub file: String,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the text: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

/// `tilewise settle`: the Sichuan wall's end from a settlement file. Exit codes as `score`:
/// 0 settled, 1 the file is no valid settlement (the error on stderr), 2 it cannot be read.
pub fn settle_command(
    args: &SettleArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    use crate::formats::settlement::WallEndFile;
    use crate::rules::sichuan::{EndState, wall_end, wrong_suit_penalty};
    let i18n = I18n::get(args.lang);
    let text = read_input(&args.file, limits)?;
    // As `score`: a file that is read but is no valid settlement exits 1.
    let parsed = WallEndFile::parse(&text)
        .map_err(|e| i18n.text(&e))
        .and_then(|file| file.hands().map(|h| (file, h)).map_err(|e| i18n.text(&e)));
    let (file, hands) = match parsed {
        Ok(parsed) => parsed,
        Err(e) => {
            let e = format!("{}: {e}", args.file);
            eprintln!("error: {e}");
            if args.json {
                write_json(out, &serde_json::json!({"valid": false, "error": e}), true)?;
            }
            return Ok(ExitCode::from(1));
        }
    };
    let mut end = wall_end(&hands);
    end.transfers.extend(
        file.wrong_suit_discards
            .iter()
            .map(|&s| wrong_suit_penalty(s)),
    );
    if args.json {
        #[derive(Serialize)]
        struct Report<'a> {
            valid: bool,
            error: Option<&'a str>,
            title: Option<&'a str>,
            settlement: &'a crate::rules::sichuan::WallEnd,
            net: [i64; 4],
        }
        let report = Report {
            valid: true,
            error: None,
            title: file.title.as_deref(),
            settlement: &end,
            net: end.net(),
        };
        write_json(out, &report, true)?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut text = String::new();
    use std::fmt::Write as _;
    if let Some(title) = &file.title {
        let _ = writeln!(text, "== {title} ==");
    }
    let m = |message: Message| i18n.message(&message);
    let seat = |w: crate::tiles::Wind| m(wind(w));
    let _ = writeln!(text, "{}", i18n.tr("settle-title"));
    for (w, state) in &end.states {
        let line = match state {
            EndState::Ready { waits, max } => {
                let each: Vec<String> = waits
                    .iter()
                    .map(|w| {
                        m(Message::new("settle-wait")
                            .text("tile", w.wait.tile)
                            .int("fan", w.fan)
                            .int("value", w.value))
                    })
                    .collect();
                m(Message::new("settle-ready")
                    .int("max", *max)
                    .text("waits", each.join("; ")))
            }
            EndState::NotReady => i18n.tr("settle-not-ready"),
            EndState::FlowerPig => i18n.tr("settle-flower-pig"),
        };
        let _ = writeln!(text, "  {}: {line}", seat(*w));
    }
    if end.transfers.is_empty() {
        let _ = writeln!(text, "{}", i18n.tr("settle-nothing"));
    }
    for t in &end.transfers {
        let to = t.to.map_or_else(|| i18n.tr("replays-nobody"), seat);
        let _ = writeln!(
            text,
            "  {}",
            m(Message::new("settle-transfer")
                .text("from", seat(t.from))
                .int("amount", t.amount)
                .text("to", to)
                .text("reason", explain::sichuan(i18n, t.rule)))
        );
    }
    let net = end.net();
    let nets: Vec<String> = crate::tiles::Wind::ALL
        .iter()
        .filter(|w| net[w.index()] != 0)
        .map(|w| format!("{} {:+}", seat(*w), net[w.index()]))
        .collect();
    if !nets.is_empty() {
        let _ = writeln!(
            text,
            "{}",
            m(Message::new("settle-net").text("nets", nets.join(", ")))
        );
    }
    write!(out, "{text}")?;
    Ok(ExitCode::SUCCESS)
}
