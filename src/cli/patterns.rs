//! `tilewise patterns`: the ids, names, values and series of a system's patterns.

use super::error::CliError;
use super::input::lang_tag;
use super::input::rules_id;
use super::write_json;
use crate::i18n::I18n;
use crate::i18n::Lang;
use crate::i18n::Message;
use crate::rules::{PatternValue, RuleSettings};
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
    /// Points, fan or tai of one occurrence under the default options (a Hong Kong or
    /// Singapore limit hand: the default limit), as every screen shows it.
    pub value: u32,
    /// What `value` counts: points, fan or tai.
    pub unit: &'static str,
    /// Patterns of one series exclude each other (the highest counts).
    pub series: Option<&'static str>,
    /// A limit hand: it counts alone.
    pub limit: bool,
    /// The value is the limit the options set (Hong Kong, Singapore), not the pattern's own.
    #[serde(skip)]
    pub by_option: bool,
}

/// The patterns of a system, names in a language.
pub fn pattern_entries(rules: &RuleSettings, i18n: &I18n) -> Vec<PatternEntry> {
    rules
        .patterns()
        .into_iter()
        .map(|p| PatternEntry {
            id: p.id,
            name: i18n.pattern(p.id, p.name),
            value: rules.pattern_value(p).value(),
            // Sichuan's patterns count fan; its totals, points.
            unit: match rules {
                RuleSettings::Sichuan(_) => "fan",
                _ => rules.unit(),
            },
            series: p.series,
            limit: p.limit,
            by_option: matches!(rules.pattern_value(p), PatternValue::Limit(_)),
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
        let amount = i18n.amount(e.unit, e.value);
        let value = match (e.limit, e.value) {
            (true, 0) => i18n.tr("cli-pattern-limit"),
            // Hong Kong's and Singapore's limit hands are worth the agreed limit.
            (true, _) if e.by_option => i18n.tr_args("limit-worth", &[("amount", amount.into())]),
            (true, _) => format!("{amount}, {}", i18n.tr("cli-pattern-limit")),
            (false, _) => amount,
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
                i18n.message(&Message::new("cli-pattern-series").text(
                    "series",
                    // A section number (Zung Jung's 2.1) as it is; a named series in words.
                    i18n.tr_or(&format!("series-{}", series.replace(' ', "-")), series),
                ))
            );
        }
        writeln!(out, "{line}")?;
    }
    Ok(ExitCode::SUCCESS)
}
