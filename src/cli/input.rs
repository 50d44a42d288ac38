//! What every subcommand reads: files and standard input (bounded), line by line for
//! `--batch`, and the values of its options (languages, systems, modes, levels, seeds).

use super::error::CliError;
use super::write_json;
use crate::drill::mode::Level;
use crate::drill::mode::Mode;
use crate::files::Limits;
use crate::files::Line;
use crate::files::ReadError;
use crate::i18n::I18n;
use crate::i18n::Lang;
use crate::i18n::Message;
use crate::rules::RuleSettings;
use serde::Serialize;
use std::io::Write;

/// The seed asked for, or the clock's (printed on standard error, so the hands can be dealt
/// again).
pub fn seed_or_clock(seed: Option<u64>, i18n: &I18n) -> u64 {
    seed.unwrap_or_else(|| {
        let seed = crate::progress::clock::clock_seed();
        eprintln!(
            "{}",
            i18n.message(&Message::new("cli-deal-seed").text("seed", seed))
        );
        seed
    })
}

pub fn lang_tag(s: &str) -> Result<Lang, String> {
    Lang::from_tag(s).ok_or_else(|| format!("unknown language '{s}'; known: en, ru, pl"))
}

pub fn set_mode_id(s: &str) -> Result<Mode, String> {
    Mode::from_id(s)
        .filter(|m| crate::drill::set::SET_MODES.contains(m))
        .ok_or_else(|| {
            let known: Vec<&str> = crate::drill::set::SET_MODES
                .iter()
                .map(|m| m.id())
                .collect();
            format!("unknown mode '{s}'; known: {}", known.join(", "))
        })
}

pub fn level_id(s: &str) -> Result<Level, String> {
    Level::from_id(s).ok_or_else(|| {
        let known: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
        format!("unknown level '{s}'; known: {}", known.join(", "))
    })
}

pub fn rules_id(s: &str) -> Result<String, String> {
    match RuleSettings::from_id(s) {
        Some(_) => Ok(s.to_string()),
        None => Err(format!(
            "unknown rule system '{s}'; known: {}",
            RuleSettings::IDS.join(", ")
        )),
    }
}

/// Loads a tile set for `--tiles` (`diagram`, `worksheet`): what it lacks or left out (drawn as
/// built in) named on standard error in `lang`; a set that cannot be used is refused (exit 2),
/// naming the path and why.
pub fn load_tiles(path: &std::path::Path, lang: Lang) -> Result<crate::tileset::TileSet, CliError> {
    use crate::i18n::Localized;
    let i18n = I18n::get(lang);
    let set = crate::tileset::TileSet::load(path)
        .map_err(|e| format!("--tiles {}: {}", path.display(), i18n.message(&e.message())))?;
    for notice in set.notices() {
        eprintln!(
            "--tiles {}: {}",
            path.display(),
            i18n.message(&notice.message())
        );
    }
    Ok(set)
}

pub fn read_input(path: &str, limits: Limits) -> Result<String, CliError> {
    Ok(crate::files::read_text(path, limits.file)?)
}

/// What `--batch` prints for a line it cannot read (not UTF-8): the run goes on.
#[derive(Serialize)]
struct BadLine {
    valid: bool,
    line: u64,
    error: String,
}

/// Calls `f` with each non-empty line of each input (`-`: standard input), every line bounded
/// by `limits.line`; a line that is not UTF-8 is reported on `out` with its number. `f` says
/// whether the line was unreadable (an error, not merely a false win); after
/// [`MAX_BATCH_ERRORS`](crate::files::MAX_BATCH_ERRORS) such lines the run stops with an error saying so.
pub fn for_each_line<W: Write>(
    paths: &[String],
    limits: Limits,
    out: &mut W,
    mut f: impl FnMut(&mut W, &str) -> Result<bool, CliError>,
) -> Result<(), CliError> {
    struct Failed(CliError);
    impl From<ReadError> for Failed {
        fn from(e: ReadError) -> Self {
            Failed(CliError::Read(e))
        }
    }
    let mut errors = 0u64;
    for path in paths {
        crate::files::for_each_line_of(path, limits.line, |number, line| {
            let bad = match line {
                Line::Text(text) if text.trim().is_empty() => false,
                Line::Text(text) => f(out, text.trim()).map_err(Failed)?,
                Line::NotUtf8 => {
                    let bad = BadLine {
                        valid: false,
                        line: number,
                        error: format!("{path}: line {number}: not UTF-8 text"),
                    };
                    write_json(out, &bad, false).map_err(Failed)?;
                    true
                }
            };
            errors += u64::from(bad);
            if errors >= crate::files::MAX_BATCH_ERRORS {
                return Err(Failed(CliError::Refused(format!(
                    "{path}: stopped at line {number}: {} lines were no input; the rest is not read",
                    crate::files::MAX_BATCH_ERRORS
                ))));
            }
            Ok(())
        })
        .map_err(|Failed(e)| e)?;
    }
    Ok(())
}
