//! `tilewise patterns`: the ids, names, values and series of a system's patterns.

use super::error::CliError;
use super::input::lang_tag;
use super::input::rules_id;
use super::write_json;
use crate::i18n::I18n;
use crate::i18n::Lang;
use crate::i18n::Message;
use crate::rules::RuleSettings;
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct PatternsArgs {
    /// The rule system.
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the names: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

/// One pattern of a system, as `tilewise patterns --json` prints it.
#[derive(Serialize, Debug)]
pub struct PatternEntry {
    pub id: &'static str,
    /// The name in the language asked for.
    pub name: String,
    /// Points, fan or tai of one occurrence (0 for a limit hand whose value the options
    /// give).
    pub value: u32,
    /// What `value` counts: points, fan or tai.
    pub unit: &'static str,
    /// Patterns of one series exclude each other (the highest counts).
    pub series: Option<&'static str>,
    /// A limit hand: it counts alone.
    pub limit: bool,
}

/// The patterns of a system, names in a language.
pub fn pattern_entries(rules: &RuleSettings, i18n: &I18n) -> Vec<PatternEntry> {
    rules
        .patterns()
        .into_iter()
        .map(|p| PatternEntry {
            id: p.id,
            name: i18n.pattern(p.id, p.name),
            value: p.value,
            // Sichuan's patterns count fan; its totals, points.
            unit: match rules {
                RuleSettings::Sichuan(_) => "fan",
                _ => rules.unit(),
            },
            series: p.series,
            limit: p.limit,
        })
        .collect()
}

/// `tilewise patterns`: the ids, names, values and series of a system's patterns.
pub fn patterns_command(args: &PatternsArgs, out: &mut impl Write) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let entries = pattern_entries(&rules, i18n);
    if args.json {
        write_json(out, &entries, true)?;
        return Ok(ExitCode::SUCCESS);
    }
    for e in &entries {
        let value = match (e.limit, e.value) {
            (true, 0) => i18n.tr("cli-pattern-limit"),
            (true, v) => format!(
                "{}, {}",
                i18n.amount(e.unit, v),
                i18n.tr("cli-pattern-limit")
            ),
            (false, v) => i18n.amount(e.unit, v),
        };
        let mut line = i18n.message(
            &Message::new("cli-pattern")
                .text("id", e.id)
                .text("name", &e.name)
                .text("value", value),
        );
        if let Some(series) = e.series {
            line += &format!(
                " ({})",
                i18n.message(&Message::new("cli-pattern-series").text("series", series))
            );
        }
        writeln!(out, "{line}")?;
    }
    Ok(ExitCode::SUCCESS)
}
