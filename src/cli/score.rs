//! `tilewise score`: hand files (or one-line hands with `--batch`) and their score sheets.

use super::OutputArgs;
use super::error::CliError;
use super::input::for_each_line;
use super::input::read_input;
use super::write_json;
use crate::files::Limits;
use crate::formats::sheet_of_text_in;
use crate::i18n::I18n;
use crate::rules::RuleSettings;
use crate::rules::ScoreSheet;
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// Hand files; `-` reads standard input.
    #[arg(required = true)]
    pub files: Vec<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `tilewise score`: exit 0 when every hand is a valid win, 1 otherwise (text and --json);
/// with --batch always 0 unless the input cannot be read.
pub fn score_command(
    args: &ScoreArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let rules = args.output.rules.as_deref().and_then(RuleSettings::from_id);
    let i18n = I18n::get(args.output.lang);
    if args.output.batch {
        for_each_line(&args.files, limits, out, |out, line| {
            let sheet = sheet_of_text_in(line, rules.as_ref(), i18n);
            write_json(out, &sheet, false)?;
            // Scored, or read as a hand that is no win (an answer too); an error only when
            // the line was not read as a hand at all.
            Ok(sheet.hand.is_none() && sheet.error.is_some())
        })?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut sheets: Vec<(String, ScoreSheet)> = Vec::new();
    for path in &args.files {
        let text = read_input(path, limits)?;
        let mut sheet = sheet_of_text_in(&text, rules.as_ref(), i18n);
        if let Some(e) = sheet.error.as_mut().filter(|_| sheet.total.is_none()) {
            *e = format!("{path}: {e}");
        }
        sheets.push((path.clone(), sheet));
    }
    let all_valid = sheets.iter().all(|(_, s)| s.valid);
    if args.output.json {
        match sheets.as_slice() {
            [(_, one)] => write_json(out, one, true)?,
            _ => write_json(
                out,
                &sheets.iter().map(|(_, s)| s).collect::<Vec<_>>(),
                true,
            )?,
        }
    } else {
        for (i, (path, sheet)) in sheets.iter().enumerate() {
            if i > 0 {
                writeln!(out)?;
            }
            let heading = if sheet.title.is_none() {
                format!("== {path} ==\n")
            } else {
                String::new()
            };
            write!(out, "{heading}{}", sheet.to_text())?;
        }
    }
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
