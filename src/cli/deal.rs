//! `tilewise deal`: fresh winning hands as one-line hand files, or as a drill set.

use super::error::CliError;
use super::input::lang_tag;
use super::input::level_id;
use super::input::rules_id;
use super::input::seed_or_clock;
use super::input::set_mode_id;
use crate::drill::generate::Target;
use crate::drill::generate::deal_hand;
use crate::drill::mode::Level;
use crate::drill::mode::Mode;
use crate::i18n::I18n;
use crate::i18n::Lang;
use crate::i18n::Message;
use crate::rules::RuleSettings;
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct DealArgs {
    /// The rule system, with its default options (a pattern that needs another option is
    /// dealt under it, as each hand's `rules` shows).
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// A pattern id every hand must count (see `tilewise patterns`); hands as in play
    /// without it.
    #[arg(long)]
    pub pattern: Option<String>,
    /// How hard the hands are: beginner, standard or expert.
    #[arg(long, value_parser = level_id, default_value = "standard")]
    pub level: Level,
    /// How many hands to deal.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub count: u32,
    /// The seed: the same seed deals the same hands. Without it, the clock's.
    #[arg(long)]
    pub seed: Option<u64>,
    /// The language of the messages (and, with `--set`, of the set): en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
    /// Write the hands as a drill set to this file (canonical, written atomically, as
    /// `tilewise fmt` writes a set) instead of printing them. A set has one `rules`: those
    /// the first hand is dealt under (the system's defaults, or the option the pattern
    /// needs); a hand dealt under other rules, or that is no question of `--mode`, is dealt
    /// again, so `tilewise check` passes on the file.
    #[arg(long, value_name = "OUT.ron")]
    pub set: Option<std::path::PathBuf>,
    /// With `--set`: the question every hand asks: total, patterns, payments, waits or
    /// best-reading (hands whose readings differ in total).
    #[arg(long, value_parser = set_mode_id, default_value = "total", requires = "set")]
    pub mode: Mode,
    /// With `--set`: the set's title; without it, one naming the system and the pattern.
    #[arg(long, requires = "set")]
    pub title: Option<String>,
}

/// How often `deal` asks the generator for one hand before it gives up.
const DEAL_TRIES: usize = 20;

/// `tilewise deal`: prints `--count` winning hands as one-line hand files, dealt from the seed
/// (the clock's when none is given, printed on standard error). An unknown pattern is an
/// error (exit 2); a target the generator finds no hand for exits 1.
pub fn deal_command(args: &DealArgs, out: &mut impl Write) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let target = match &args.pattern {
        None => Target::Natural,
        Some(id) => {
            let known: Vec<&str> = rules.patterns().iter().map(|p| p.id).collect();
            if !known.contains(&id.as_str()) {
                return Err(i18n
                    .message(
                        &Message::new("cli-deal-unknown-pattern")
                            .text("pattern", id)
                            .text("rules", rules.id())
                            .text("known", known.join(", ")),
                    )
                    .into());
            }
            Target::Pattern(id.clone())
        }
    };
    let seed = seed_or_clock(args.seed, i18n);
    let mut rng = fastrand::Rng::with_seed(seed);
    if let Some(path) = &args.set {
        return deal_set(args, path, &rules, &target, &mut rng, out);
    }
    for _ in 0..args.count {
        let question =
            (0..DEAL_TRIES).find_map(|_| deal_hand(&rules, &target, args.level, &mut rng));
        let Some(q) = question else {
            eprintln!(
                "error: {}",
                i18n.message(
                    &Message::new("cli-deal-none")
                        .text("target", args.pattern.as_deref().unwrap_or("-"))
                        .text("rules", rules.id())
                )
            );
            return Ok(ExitCode::from(1));
        };
        let file = crate::formats::HandFile::of(&q.hand, &q.scored.settings, None);
        writeln!(out, "{}", one_line_ron(&file)?)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `tilewise deal --set OUT.ron`: `--count` hands as a drill set asking `--mode`, written
/// atomically in canonical form; the hands are [`DrillSet::dealt`]'s.
///
/// [`DrillSet::dealt`]: crate::drill::set::DrillSet::dealt
fn deal_set(
    args: &DealArgs,
    path: &std::path::Path,
    rules: &RuleSettings,
    target: &Target,
    rng: &mut fastrand::Rng,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    use crate::drill::set::{DealError, DrillSet};
    let i18n = I18n::get(args.lang);
    let title = args.title.clone().unwrap_or_else(|| {
        let named = args.pattern.as_deref().and_then(|id| {
            let def = rules.patterns().into_iter().find(|p| p.id == id)?;
            Some(i18n.pattern(def.id, def.name))
        });
        let message = Message::new("cli-deal-set-title").text("rules", rules.id());
        match named {
            Some(name) => i18n.message(
                &Message::new("cli-deal-set-title-pattern")
                    .text("rules", rules.id())
                    .text("pattern", name),
            ),
            None => i18n.message(&message),
        }
    });
    let count = args.count as usize;
    let dealt = DrillSet::dealt(rules, target, args.level, args.mode, count, rng);
    let set = match dealt {
        Ok(set) => DrillSet {
            title,
            language: args.lang,
            ..set
        },
        Err(e @ DealError::Mode(_)) => return Err(e.to_string().into()),
        Err(DealError::NoHand { .. }) => {
            eprintln!(
                "error: {}",
                i18n.message(
                    &Message::new("cli-deal-set-none")
                        .text("target", args.pattern.as_deref().unwrap_or("-"))
                        .text("rules", rules.id())
                        .text("mode", args.mode.id())
                )
            );
            return Ok(ExitCode::from(1));
        }
    };
    let text = set.canonical()?;
    crate::files::write_atomic(path, text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    writeln!(
        out,
        "{}",
        i18n.message(
            &Message::new("cli-deal-set-written")
                .int("count", set.hands.len())
                .text("path", path.display().to_string())
        )
    )?;
    Ok(ExitCode::SUCCESS)
}

/// A value as RON on one line, the project's RON extensions taken as on (as every reader
/// of the project takes them), so no `#![enable(...)]` header line is needed.
fn one_line_ron(value: &impl Serialize) -> Result<String, String> {
    use ron::extensions::Extensions;
    let config = ron::ser::PrettyConfig::new()
        .struct_names(false)
        .depth_limit(0)
        .escape_strings(false);
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .to_string_pretty(value, config)
        .map_err(|e| e.to_string())
}
