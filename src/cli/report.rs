//! `tilewise report`: the night at a glance, its payments as CSV (both made by
//! `crate::report`), or its score sheet as a PDF (`crate::print::night`).

use super::error::CliError;
use super::input::{lang_tag, read_input};
use super::worksheet::paper_id;
use crate::files::Limits;
use crate::formats::game_record::parse_record;
use crate::game::summary::NightSummary;
use crate::game::{Snapshots, replay_keeping};
use crate::i18n::{I18n, Lang, Message};
use crate::print::{NightSheetOptions, Paper, night_pdf};
use crate::report::{payments_csv, summary_text};
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ReportArgs {
    /// A game record (RON); `-` reads standard input.
    pub file: String,
    /// Write the hands and payments as CSV (one row per payment, a drawn hand as one row)
    /// instead of the summary.
    #[arg(long, conflicts_with = "pdf")]
    pub csv: bool,
    /// Write the night's score sheet as a PDF (standings, the balance plot, every hand's
    /// result and the biggest hands); needs --output.
    #[arg(long, requires = "output")]
    pub pdf: bool,
    /// The PDF's paper size: a4 or letter.
    #[arg(long, value_parser = paper_id, default_value = "a4")]
    pub paper: Paper,
    /// Where to write (atomically); standard output when left out.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<std::path::PathBuf>,
    /// The language of the summary and of the CSV's rule column.
    #[arg(long, default_value = "en", value_parser = lang_tag)]
    pub lang: Lang,
}

/// `tilewise report`: exit 0 written; 1 the record does not replay (hand and step named);
/// 2 the file cannot be read, is no game record (line and column named) or the output
/// cannot be written.
pub fn report_command(
    args: &ReportArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    if let Some(path) = &args.output {
        crate::files::refuse_inputs(path, &[&args.file])?;
    }
    let text = read_input(&args.file, limits)?;
    let record = parse_record(&text).map_err(|e| format!("{}: {}", args.file, i18n.text(&e)))?;
    let replay = match replay_keeping(&record, Snapshots::None) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {}: {}", args.file, i18n.text(&e));
            return Ok(ExitCode::from(1));
        }
    };
    if args.pdf {
        let Some(path) = &args.output else {
            return Err("--pdf needs --output".into());
        };
        let options = NightSheetOptions {
            paper: args.paper,
            lang: args.lang,
        };
        let name = std::path::Path::new(&args.file)
            .file_name()
            .map_or_else(|| args.file.clone(), |n| n.to_string_lossy().into_owned());
        let pdf = night_pdf(&record, &replay, &name, &options).map_err(|e| i18n.text(&e))?;
        crate::files::write_atomic(path, &pdf)?;
        writeln!(
            out,
            "{}",
            i18n.message(&Message::new("cli-report-written").text("path", path.display()))
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let body = if args.csv {
        payments_csv(&record, &replay, i18n)
    } else {
        summary_text(&NightSummary::of(&record, &replay), &record.header, i18n)
    };
    match &args.output {
        Some(path) => crate::files::write_atomic(path, body.as_bytes())?,
        None => out.write_all(body.as_bytes())?,
    }
    Ok(ExitCode::SUCCESS)
}
