//! `tilewise advise`: every choice at one position, ranked by the advisor
//! (`review::advise`; the JSON is `review::json`).

use super::error::CliError;
use super::input::{lang_tag, rules_id};
use super::write_json;
use crate::i18n::{I18n, Lang, Message};
use crate::review::json::advice_json;
use crate::review::{Advice, AdviseOptions, Choice, PositionText, advise};
use crate::rules::RuleSettings;
use crate::tiles::{Suit, Wind};
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct AdviseArgs {
    /// The rule system (default options).
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// The concealed tiles at a discard, in notation: 14, or 3n + 2 beside melds.
    #[arg(long)]
    pub hand: String,
    /// The player's melds, comma-separated: "pung 5z, chow 3m, kong 1p, concealed kong 9s,
    /// added kong 2z".
    #[arg(long, default_value = "")]
    pub melds: String,
    /// Every tile the player sees outside his hand and melds (discards, others' melds).
    #[arg(long, default_value = "")]
    pub visible: String,
    /// Draws the player has left from the wall (1: the next draw is the last).
    #[arg(long, default_value_t = 20)]
    pub draws_left: u32,
    /// The player's seat wind: east, south, west, north (or e, s, w, n).
    #[arg(long, value_parser = wind_id, default_value = "east")]
    pub seat: Wind,
    /// The prevailing (round) wind.
    #[arg(long, value_parser = wind_id, default_value = "east")]
    pub round: Wind,
    /// Sichuan: the suit declared missing (m, p or s); default the suit held least.
    #[arg(long, value_parser = suit_id)]
    pub missing: Option<Suit>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Shanten and improving tiles only: no win chance or expected receipts.
    #[arg(long)]
    pub no_values: bool,
    /// The seed of the rollouts (same seed, same answer).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Rollouts per choice when the values are estimated.
    #[arg(long, default_value_t = 200)]
    pub rollouts: u32,
    /// The language of the text: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

fn wind_id(s: &str) -> Result<Wind, String> {
    match s.to_ascii_lowercase().as_str() {
        "east" | "e" => Ok(Wind::East),
        "south" | "s" => Ok(Wind::South),
        "west" | "w" => Ok(Wind::West),
        "north" | "n" => Ok(Wind::North),
        _ => Err(format!(
            "unknown wind '{s}'; known: east, south, west, north"
        )),
    }
}

fn suit_id(s: &str) -> Result<Suit, String> {
    Suit::ALL
        .into_iter()
        .find(|suit| s == suit.letter().to_string() || s.eq_ignore_ascii_case(suit.name()))
        .ok_or_else(|| format!("unknown suit '{s}'; known: m, p, s"))
}

/// `tilewise advise`: exit 0 with the ranked choices; 2 when the position cannot be read or
/// is impossible (the message names the field).
pub fn advise_command(args: &AdviseArgs, out: &mut impl Write) -> Result<ExitCode, CliError> {
    let rules = RuleSettings::from_id(&args.rules).unwrap_or_default();
    let text = PositionText {
        rules: rules.clone(),
        hand: &args.hand,
        melds: &args.melds,
        visible: &args.visible,
        draws_left: args.draws_left,
        seat: args.seat,
        prevailing: args.round,
        missing: args.missing,
    };
    let position = text
        .position()
        .map_err(|e| CliError::Refused(e.to_string()))?;
    let options = AdviseOptions {
        values: !args.no_values,
        rollouts: args.rollouts,
        seed: args.seed,
    };
    let advice =
        advise(&position, &options).map_err(|e| CliError::Refused(format!("--hand: {e}")))?;
    if args.json {
        write_json(out, &advice_json(&advice), true)?;
    } else {
        write!(
            out,
            "{}",
            advice_text(&advice, &rules, I18n::get(args.lang))
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A choice in the reader's language.
pub fn choice_words(choice: Choice, i18n: &I18n) -> String {
    let m = match choice {
        Choice::Discard(t) => Message::new("cli-advise-discard").text("tile", t),
        Choice::Kong(t) => Message::new("cli-advise-kong").text("tile", t),
        Choice::Win => Message::new("cli-advise-win"),
        Choice::Pung => Message::new("cli-advise-pung"),
        Choice::Chow(t) => Message::new("cli-advise-chow").text("tile", t),
        Choice::Pass => Message::new("cli-advise-pass"),
    };
    i18n.message(&m)
}

/// The ranked choices as text, one line each, best first.
pub fn advice_text(advice: &Advice, rules: &RuleSettings, i18n: &I18n) -> String {
    let mut text = i18n.message(
        &Message::new("cli-advise-head")
            .text("rules", i18n.tr(&format!("system-{}", rules.id())))
            .int("shanten", advice.shanten),
    );
    text.push('\n');
    for (rank, c) in advice.candidates.iter().enumerate() {
        let tiles: Vec<String> = c
            .ukeire
            .iter()
            .map(|i| format!("{}×{}", i.tile, i.left))
            .collect();
        let mut line = i18n.message(
            &Message::new("cli-advise-line")
                .int("rank", rank + 1)
                .text("choice", choice_words(c.choice, i18n))
                .int("shanten", c.shanten)
                .int("left", crate::review::tiles_left(c))
                .int("kinds", c.ukeire.len())
                .text("tiles", tiles.join(" ")),
        );
        if let Some(v) = c.value {
            line.push_str("; ");
            line.push_str(
                &i18n.message(
                    &Message::new("cli-advise-value")
                        .text("chance", format!("{:.1}", v.win_chance * 100.0))
                        .text("expected", format!("{:.2}", v.expected))
                        .text("unit", i18n.tr(&format!("unit-{}", rules.unit())))
                        .int("samples", v.samples),
                ),
            );
        }
        text.push_str(&line);
        text.push('\n');
    }
    if let Some(best) = advice.best() {
        text.push_str(
            &i18n
                .message(&Message::new("cli-advise-best").text("choice", choice_words(best, i18n))),
        );
        text.push('\n');
    }
    text
}
