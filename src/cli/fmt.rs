//! `tilewise fmt`: files in canonical form (printed, checked or rewritten in place).

use super::error::CliError;
use super::input::{lang_tag, read_input};
use crate::files::Limits;
use crate::i18n::{I18n, Lang, Localized, Message};
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct FmtArgs {
    /// Files to format; `-` reads standard input.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Print nothing but the files not in canonical form, and exit 1 if there is one.
    #[arg(long, conflicts_with = "write")]
    pub check: bool,
    /// Rewrite the files not in canonical form in place (atomically) instead of printing.
    #[arg(long)]
    pub write: bool,
    /// Print a game record as this player saw it from his seat: the other seats' dealt tiles
    /// and draws unseen ("?"), their wins with the hands they showed (docs/formats.md).
    #[arg(long, value_name = "NAME", conflicts_with_all = ["check", "write"])]
    pub seen_from: Option<String>,
    /// The language of what is said about the files: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

/// `tilewise fmt`: prints each file in canonical form (a `// path` line before each when
/// there are several). With `--check`, names the files not in canonical form and exits 1 if
/// there is one; with `--write`, rewrites them. A file no kind reads is reported on stderr
/// and makes the exit code 2.
pub fn fmt_command(
    args: &FmtArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let mut unreadable = false;
    let mut not_canonical = false;
    for path in &args.files {
        let formatted = read_input(path, limits)
            .map_err(|e| e.text(i18n))
            .and_then(|text| {
                let seen = match &args.seen_from {
                    Some(name) => Some(
                        seen_from_text(&text, name, i18n).map_err(|e| format!("{path}: {e}"))?,
                    ),
                    None => None,
                };
                let formatted = crate::canonical::canonical(seen.as_deref().unwrap_or(&text))
                    .map_err(|e| format!("{path}: {}", i18n.text(&e)))?;
                Ok((text, formatted))
            });
        let (text, formatted) = match formatted {
            Ok(f) => f,
            Err(e) => {
                eprintln!("error: {e}");
                unreadable = true;
                continue;
            }
        };
        let canonical = text == formatted.text;
        if args.check {
            if !canonical {
                not_canonical = true;
                let said = Message::new("cli-fmt-not-canonical")
                    .text("path", path)
                    .msg("kind", formatted.kind.message());
                writeln!(out, "{}", i18n.message(&said))?;
            }
        } else if args.write && path != "-" {
            if !canonical {
                crate::files::write_atomic(std::path::Path::new(path), formatted.text.as_bytes())
                    .map_err(|e| CliError::Refused(format!("{path}: {}", i18n.text(&e))))?;
                let said = Message::new("cli-fmt-rewritten").text("path", path);
                writeln!(out, "{}", i18n.message(&said))?;
            }
        } else {
            if args.files.len() > 1 {
                writeln!(out, "// {path}")?;
            }
            write!(out, "{}", formatted.text)?;
        }
    }
    Ok(if unreadable {
        ExitCode::from(2)
    } else if not_canonical {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// A game record's text as `name` saw it, its leading comments kept; why not, in the reader's
/// language.
fn seen_from_text(text: &str, name: &str, i18n: &I18n) -> Result<String, String> {
    let record = crate::formats::game_record::parse_record(text).map_err(|e| {
        i18n.message(&Message::new("cli-fmt-not-a-record").msg("error", e.message()))
    })?;
    let seen = crate::game::seen_from(&record, name).map_err(|e| i18n.text(&e))?;
    Ok(crate::canonical::leading_comments(text) + &seen.to_ron() + "\n")
}
