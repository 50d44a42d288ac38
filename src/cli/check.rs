//! `tilewise check`: game records and drill sets validated; the reports themselves are the
//! library's (`crate::verify`).

use super::error::CliError;
use super::input::lang_tag;
use super::input::read_input;
use super::write_json;
use crate::files::Limits;
use crate::formats::CheckStatus;
use crate::i18n::I18n;
use crate::i18n::Lang;
use crate::verify::{CheckReport, check_report_in, check_text};
use crate::verify::{SetCheckReport, set_check_report_in, set_check_text};
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Game records or drill sets; `-` reads standard input.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the text: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

/// `tilewise check`: validates game records, prints the wins, the recorded scores the rules
/// do not give, and the ledger. The exit code is the worst file's [`CheckStatus::code`].
pub fn check_command(
    args: &CheckArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let mut worst = CheckStatus::Agrees;
    let mut json: Vec<serde_json::Value> = Vec::new();
    for path in &args.files {
        // Read once: standard input cannot be read again.
        let text = read_input(path, limits);
        if let Ok(text) = &text
            && crate::drill::set::is_drill_set(text)
        {
            let report = SetCheckReport {
                file: path.clone(),
                ..set_check_report_in(text, i18n)
            };
            worst = worst.max(report.status);
            if args.json {
                json.push(serde_json::to_value(&report)?);
            } else {
                write!(out, "== {path} ==\n{}", set_check_text(&report, i18n))?;
            }
            continue;
        }
        let report = CheckReport {
            file: path.clone(),
            ..match text {
                Ok(text) => check_report_in(&text, i18n),
                Err(e) => {
                    eprintln!("error: {e}");
                    CheckReport::refused(CheckStatus::Unreadable, e.to_string())
                }
            }
        };
        worst = worst.max(report.status);
        if args.json {
            json.push(serde_json::to_value(&report)?);
        } else {
            write!(out, "== {path} ==\n{}", check_text(&report, i18n))?;
        }
    }
    if args.json {
        match json.as_slice() {
            [one] => write_json(out, one, true)?,
            _ => write_json(out, &json, true)?,
        }
    }
    Ok(ExitCode::from(worst.code()))
}
