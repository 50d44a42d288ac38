//! `tilewise worksheet`: a drill set (a file, or hands straight from the generator) printed
//! as a PDF worksheet, written atomically.

use super::error::CliError;
use super::input::{
    lang_tag, level_id, load_tiles, read_input, rules_id, seed_or_clock, set_mode_id,
};
use crate::drill::generate::Target;
use crate::drill::mode::{Level, Mode};
use crate::drill::set::{DealError, DrillSet};
use crate::files::Limits;
use crate::i18n::{I18n, Lang, Message};
use crate::print::worksheet::{Paper, WorksheetOptions, worksheet_pdf_with_tiles};
use crate::rules::RuleSettings;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct WorksheetArgs {
    /// A drill set (RON, see docs/formats.md); `-` reads standard input.
    #[arg(required_unless_present = "from_rules", conflicts_with = "from_rules")]
    pub set: Option<String>,
    /// The PDF to write (atomically: an old file is replaced only once the new one is whole).
    #[arg(short, long, value_name = "PDF")]
    pub output: PathBuf,
    /// Append the answer key: each hand's patterns, total and payments, and the rule behind
    /// each.
    #[arg(long)]
    pub answers: bool,
    /// The language of the sheet: en, ru or pl (default: the set's language; English with
    /// --from-rules). The set's title and notes stay as written.
    #[arg(long, value_parser = lang_tag)]
    pub lang: Option<Lang>,
    /// The paper size: a4 or letter.
    #[arg(long, value_parser = paper_id, default_value = "a4")]
    pub paper: Paper,
    /// Leave out the small index in each tile's corner.
    #[arg(long)]
    pub no_corner_index: bool,
    /// A tile set to draw every tile with: a folder or a .zip of one picture per tile
    /// (1m.png … back.png, see docs/formats.md), each picture embedded once. Tiles it lacks or
    /// cannot use are drawn as built in and named on standard error; a set that cannot be
    /// used is refused (exit 2).
    #[arg(long, value_name = "DIR_OR_ZIP")]
    pub tiles: Option<PathBuf>,
    /// Deal the hands under this rule system (default options) instead of reading a set.
    #[arg(long, value_parser = rules_id, value_name = "RULES")]
    pub from_rules: Option<String>,
    /// With --from-rules: a pattern id every hand counts (see `tilewise patterns`); hands as
    /// in play without it.
    #[arg(long, requires = "from_rules")]
    pub pattern: Option<String>,
    /// With --from-rules: how many hands.
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=200))]
    pub count: u32,
    /// With --from-rules: the seed (the same seed deals the same sheet); the clock's without
    /// it, printed on standard error.
    #[arg(long, requires = "from_rules")]
    pub seed: Option<u64>,
    /// With --from-rules: the question every hand asks: total, patterns, payments, waits or
    /// best-reading.
    #[arg(long, value_parser = set_mode_id, default_value = "total")]
    pub mode: Mode,
    /// With --from-rules: how hard the hands are: beginner, standard or expert.
    #[arg(long, value_parser = level_id, default_value = "standard")]
    pub level: Level,
}

pub(super) fn paper_id(s: &str) -> Result<Paper, String> {
    Paper::from_id(s).ok_or_else(|| format!("unknown paper '{s}'; known: a4, letter"))
}

/// A set of `count` hands dealt for `args` (rules, pattern, level, mode), or the exit code
/// and message: 2 an unknown rule system or pattern, 1 the generator finds no hand.
fn generated_set(
    args: &WorksheetArgs,
    rules_id: &str,
    i18n: &I18n,
) -> Result<DrillSet, (u8, String)> {
    let rules = RuleSettings::from_id(rules_id)
        .ok_or_else(|| (2, format!("unknown rule system '{rules_id}'")))?;
    let system = i18n.tr_or(&format!("system-{}", rules.id()), rules.name());
    let (target, title) = match &args.pattern {
        None => (
            Target::Natural,
            i18n.message(&Message::new("worksheet-generated-natural").text("system", &system)),
        ),
        Some(id) => {
            let Some(pattern) = rules.patterns().into_iter().find(|p| p.id == id) else {
                let known: Vec<&str> = rules.patterns().iter().map(|p| p.id).collect();
                return Err((
                    2,
                    i18n.message(
                        &Message::new("cli-deal-unknown-pattern")
                            .text("pattern", id)
                            .text("rules", rules.id())
                            .text("known", known.join(", ")),
                    ),
                ));
            };
            let name = i18n.pattern(pattern.id, pattern.name);
            (
                Target::Pattern(id.clone()),
                i18n.message(
                    &Message::new("worksheet-generated-title")
                        .text("system", &system)
                        .text("pattern", name),
                ),
            )
        }
    };
    let seed = seed_or_clock(args.seed, i18n);
    let mut rng = fastrand::Rng::with_seed(seed);
    let count = args.count as usize;
    match DrillSet::dealt(&rules, &target, args.level, args.mode, count, &mut rng) {
        Ok(set) => Ok(DrillSet {
            title,
            language: i18n.lang(),
            ..set
        }),
        Err(e @ DealError::Mode(_)) => Err((2, e.to_string())),
        Err(DealError::NoHand { .. }) => Err((
            1,
            i18n.message(
                &Message::new("cli-worksheet-none")
                    .text("mode", args.mode.id())
                    .text("target", args.pattern.as_deref().unwrap_or("-"))
                    .text("rules", rules.id()),
            ),
        )),
    }
}

/// `tilewise worksheet`: exit 0 written; 1 a hand is no question of its mode or the
/// generator found none; 2 the file cannot be read, does not parse, the tile set cannot be
/// used, or the PDF cannot be written.
pub fn worksheet_command(
    args: &WorksheetArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    // Never onto what is read: the set, or the tile set's zip or pictures.
    let mut inputs: Vec<std::path::PathBuf> =
        args.set.iter().map(std::path::PathBuf::from).collect();
    inputs.extend(
        args.tiles
            .iter()
            .flat_map(|t| crate::tileset::input_files(t)),
    );
    crate::files::refuse_inputs(&args.output, &inputs)?;
    let set = match (&args.from_rules, &args.set) {
        (Some(rules), _) => {
            let i18n = I18n::get(args.lang.unwrap_or_default());
            match generated_set(args, rules, i18n) {
                Ok(set) => set,
                Err((code, e)) => {
                    eprintln!("error: {e}");
                    return Ok(ExitCode::from(code));
                }
            }
        }
        (None, Some(path)) => {
            let text = read_input(path, limits)?;
            match crate::drill::set::parse_set(&text) {
                Ok(set) => set,
                Err(e) => {
                    let i18n = I18n::get(args.lang.unwrap_or_default());
                    eprintln!("error: {path}: {}", i18n.text(&e));
                    let code = if matches!(e, crate::drill::set::SetError::Hand { .. }) {
                        1
                    } else {
                        2
                    };
                    return Ok(ExitCode::from(code));
                }
            }
        }
        (None, None) => return Err("a drill set file or --from-rules is needed".into()),
    };
    let lang = args.lang.unwrap_or(set.language);
    let i18n = I18n::get(lang);
    let tiles = match &args.tiles {
        Some(path) => Some(load_tiles(path, lang)?),
        None => None,
    };
    let options = WorksheetOptions {
        paper: args.paper,
        answers: args.answers,
        lang,
        corner_index: !args.no_corner_index,
    };
    let pdf = worksheet_pdf_with_tiles(&set, &options, tiles.as_ref().map(|t| t.faces()))
        .map_err(|e| e.text(i18n))?;
    crate::files::write_atomic(&args.output, &pdf)?;
    writeln!(
        out,
        "{}",
        i18n.message(&Message::new("cli-worksheet-written").text("path", args.output.display()))
    )?;
    Ok(ExitCode::SUCCESS)
}
