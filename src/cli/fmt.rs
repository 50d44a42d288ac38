//! `tilewise fmt`: files in canonical form (printed, checked or rewritten in place).

use super::error::CliError;
use super::input::read_input;
use crate::files::Limits;
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
    let mut unreadable = false;
    let mut not_canonical = false;
    for path in &args.files {
        let formatted = read_input(path, limits).and_then(|text| match &args.seen_from {
            Some(name) => seen_from_text(&text, name)
                .map_err(|e| CliError::Refused(format!("{path}: {e}")))
                .and_then(|seen| {
                    crate::canonical::canonical(&seen)
                        .map(|f| (text, f))
                        .map_err(|e| CliError::Refused(format!("{path}: {e}")))
                }),
            None => crate::canonical::canonical(&text)
                .map(|f| (text, f))
                .map_err(|e| CliError::Refused(format!("{path}: {e}"))),
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
                writeln!(
                    out,
                    "{path}: not in canonical form ({})",
                    formatted.kind.name()
                )?;
            }
        } else if args.write && path != "-" {
            if !canonical {
                crate::files::write_atomic(std::path::Path::new(path), formatted.text.as_bytes())
                    .map_err(|e| CliError::Refused(format!("{path}: {e}")))?;
                writeln!(out, "{path}: rewritten")?;
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

/// A game record's text as `name` saw it, its leading comments kept.
fn seen_from_text(text: &str, name: &str) -> Result<String, String> {
    let record = crate::formats::game_record::parse_record(text)
        .map_err(|e| format!("not a game record: {e}"))?;
    let seen = crate::game::seen_from(&record, name).map_err(|e| e.to_string())?;
    Ok(crate::canonical::leading_comments(text) + &seen.to_ron() + "\n")
}
