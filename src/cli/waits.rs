//! `tilewise waits`: the tiles that complete a hand one tile short (the report is
//! `hand::WaitsReport`).

use super::OutputArgs;
use super::error::CliError;
use super::input::for_each_line;
use super::write_json;
use crate::files::Limits;
use crate::hand::{WaitsReport, waits_report_in};
use crate::i18n::I18n;
use crate::i18n::Message;
use crate::rules::RuleSettings;
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct WaitsArgs {
    /// A hand in notation, e.g. `1112345678999m` or `23m456p789s11z [1111m]`;
    /// with --batch, files (or `-`) holding one notation per line.
    #[arg(required = true)]
    pub inputs: Vec<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

fn waits_text(report: &WaitsReport, i18n: &I18n) -> String {
    let m = |message: Message| i18n.message(&message.text("hand", &report.hand));
    match (&report.error, report.waits.is_empty()) {
        (Some(e), _) => m(Message::new("cli-waits-error").text("error", e)),
        (None, true) => m(Message::new("cli-waits-none")),
        (None, false) => {
            let tiles: Vec<String> = report
                .waits
                .iter()
                .map(|w| {
                    i18n.message(
                        &Message::new("cli-waits-tile")
                            .text("tile", w.tile)
                            .int("left", w.left),
                    )
                })
                .collect();
            m(Message::new("cli-waits")
                .text("tiles", tiles.join(", "))
                .int("kinds", report.waits.len())
                .int("left", report.tiles_left))
        }
    }
}

/// `tilewise waits`: exit 0 when every notation is a valid hand, 1 otherwise.
pub fn waits_command(
    args: &WaitsArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let rules = args
        .output
        .rules
        .as_deref()
        .and_then(RuleSettings::from_id)
        .unwrap_or_default();
    let i18n = I18n::get(args.output.lang);
    if args.output.batch {
        for_each_line(&args.inputs, limits, out, |out, line| {
            let report = waits_report_in(line, rules.four_alike_as_two_pairs(), i18n);
            write_json(out, &report, false)?;
            Ok(!report.valid)
        })?;
        return Ok(ExitCode::SUCCESS);
    }
    let reports: Vec<WaitsReport> = args
        .inputs
        .iter()
        .map(|n| waits_report_in(n, rules.four_alike_as_two_pairs(), i18n))
        .collect();
    if args.output.json {
        match reports.as_slice() {
            [one] => write_json(out, one, true)?,
            _ => write_json(out, &reports, true)?,
        }
    } else {
        for r in &reports {
            writeln!(out, "{}", waits_text(r, i18n))?;
        }
    }
    Ok(if reports.iter().all(|r| r.valid) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
