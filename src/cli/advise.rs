//! `tilewise advise`: every choice at one position, ranked by the advisor
//! (`review::advise`; the JSON is `review::json`).

use super::error::CliError;
use super::input::{lang_tag, rules_id};
use super::write_json;
use crate::files::Limits;
use crate::i18n::{I18n, Lang, Message};
use crate::review::input::{suit_of, wind_of};
use crate::review::json::advice_json;
use crate::review::record_text::choice_text;
use crate::review::{
    Advice, AdviseOptions, Choice, MomentText, PositionError, PositionText, TurnText, Value, advise,
};
use crate::rules::RuleSettings;
use crate::rules::explain::counted_tiles_words;
use crate::rules::house::HouseRules;
use crate::tiles::{Suit, Wind};
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct AdviseArgs {
    /// The rule system.
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// The club's house rules: a profile file (as the app saves it), or the profile's RON
    /// inline (starting with `(`); the system's defaults otherwise.
    #[arg(long, value_name = "FILE_OR_RON")]
    pub house_rules: Option<String>,
    /// The concealed tiles, in notation: 3n + 2 at the player's own turn (14 without melds),
    /// 3n + 1 with --claim or --rob.
    #[arg(long)]
    pub hand: String,
    /// The player's melds, comma-separated: "pung 5z from west, chow 3m from north, kong 1p
    /// from east, concealed kong 9s, added kong 2z from south" (`from` the seat claimed from).
    #[arg(long, default_value = "")]
    pub melds: String,
    /// The player's bonus tiles set aside: "F1 S3".
    #[arg(long, default_value = "")]
    pub bonus: String,
    /// The player's own discards on the table, in order.
    #[arg(long, default_value = "")]
    pub discards: String,
    /// Tiles seen besides every seat's discards and the others' melds (which count anyway):
    /// with no --others, every tile the player sees outside his hand and melds.
    #[arg(long, default_value = "")]
    pub visible: String,
    /// The tiles left in the live wall (at most what a hand of the rules starts with).
    #[arg(long, conflicts_with = "draws_left")]
    pub wall: Option<u32>,
    /// Draws the player has left from the wall (1: his next draw is the last), when --wall is
    /// not given; more than a hand of the rules has are read as its first turn.
    #[arg(long, default_value_t = 20)]
    pub draws_left: u32,
    /// The player's seat wind: east, south, west, north (or e, s, w, n).
    #[arg(long, value_parser = wind_id, default_value = "east")]
    pub seat: Wind,
    /// The prevailing (round) wind.
    #[arg(long, value_parser = wind_id, default_value = "east")]
    pub round: Wind,
    /// The dealer's seat.
    #[arg(long, value_parser = wind_id, default_value = "east")]
    pub dealer: Wind,
    /// Sichuan only: the suit declared missing (m, p or s); default the suit held least.
    #[arg(long, value_parser = suit_id)]
    pub missing: Option<Suit>,
    /// At the player's own turn: the tile just drawn (a self-drawn win is scored on it).
    #[arg(long)]
    pub drawn: Option<String>,
    /// How the player's turn began: wall, kong (a kong's replacement), bonus (a bonus tile's
    /// replacement), dealt (the dealer's first turn) or claimed (after a pung or chow).
    #[arg(long, value_parser = turn_id, default_value = "wall")]
    pub turn: TurnText,
    /// A claim decision: another seat (--from) discarded this tile.
    #[arg(long, requires = "from", conflicts_with = "rob")]
    pub claim: Option<String>,
    /// A robbing decision: another seat (--from) added this tile to its pung (that seat's
    /// added kong of it is placed whether or not --others writes it).
    #[arg(long, requires = "from")]
    pub rob: Option<String>,
    /// The seat that discarded (--claim) or added the kong (--rob).
    #[arg(long, value_parser = wind_id)]
    pub from: Option<Wind>,
    /// Another seat as the player sees it, once per seat: "south; melds: pung 5z from east;
    /// discards: 19m4z; bonus: F1; missing: p; out" (every part but the seat optional).
    #[arg(long)]
    pub others: Vec<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Shanten and improving tiles only: no values.
    #[arg(long)]
    pub no_values: bool,
    /// The seed of the rollouts (same seed, same answer).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The rollouts for the position, over all its choices (1 to 100 000): rounds of 32
    /// futures go to every choice still in the race until this many are played (the
    /// round that reaches it is played whole; the last line, or `rollouts_used`, says how
    /// many).
    #[arg(long, default_value_t = crate::review::ADVISE_ROLLOUTS,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub rollouts: u32,
    /// A choice to measure until its severity is settled (as a review measures the played
    /// one): "5m", "kong 5m", "chow 3m", "win", "pung" or "pass".
    #[arg(long, value_parser = focus_of)]
    pub focus: Option<Choice>,
    /// The language of the text: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

fn focus_of(s: &str) -> Result<Choice, String> {
    crate::review::input::choice_of(s).ok_or_else(|| {
        format!("unknown choice '{s}'; write 5m, kong 5m, chow 3m, win, pung or pass")
    })
}

fn wind_id(s: &str) -> Result<Wind, String> {
    wind_of(s).ok_or_else(|| format!("unknown wind '{s}'; known: east, south, west, north"))
}

fn suit_id(s: &str) -> Result<Suit, String> {
    suit_of(s).ok_or_else(|| format!("unknown suit '{s}'; known: m, p, s"))
}

fn turn_id(s: &str) -> Result<TurnText, String> {
    TurnText::from_id(s)
        .ok_or_else(|| format!("unknown turn '{s}'; known: {}", TurnText::IDS.join(", ")))
}

/// The rules: the system's defaults, with the house rules given.
fn rules_of(args: &AdviseArgs, limits: Limits, i18n: &I18n) -> Result<RuleSettings, CliError> {
    let rules = RuleSettings::from_id(&args.rules).unwrap_or_default();
    let Some(house) = &args.house_rules else {
        return Ok(rules);
    };
    let text = if house.trim_start().starts_with('(') {
        house.clone()
    } else {
        super::input::read_input(house, limits)
            .map_err(|e| CliError::Refused(format!("--house-rules: {}", e.text(i18n))))?
    };
    let profile = HouseRules::parse(&text)
        .map_err(|e| CliError::Refused(format!("--house-rules: {}", i18n.text(&e))))?;
    Ok(profile.apply_to(&rules))
}

/// `tilewise advise`: exit 0 with the ranked choices; 2 when the position cannot be read or
/// is impossible (the message names the field).
pub fn advise_command(
    args: &AdviseArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let rules = rules_of(args, limits, i18n)?;
    let moment = match (&args.claim, &args.rob, args.from) {
        (Some(tile), _, Some(from)) => MomentText::Claim { tile, from },
        (_, Some(tile), Some(from)) => MomentText::Rob { tile, from },
        _ => MomentText::Turn,
    };
    let text = PositionText {
        rules: rules.clone(),
        hand: &args.hand,
        melds: &args.melds,
        bonus: &args.bonus,
        discards: &args.discards,
        visible: &args.visible,
        wall: args.wall,
        draws_left: args.draws_left,
        seat: args.seat,
        prevailing: args.round,
        dealer: args.dealer,
        missing: args.missing,
        drawn: args.drawn.as_deref(),
        turn: args.turn,
        moment,
        others: args.others.iter().map(String::as_str).collect(),
    };
    let position = text
        .position()
        .map_err(|e| CliError::Refused(i18n.text(&e)))?;
    let options = AdviseOptions {
        values: !args.no_values,
        rollouts: args.rollouts,
        seed: args.seed,
        focus: args.focus,
    };
    let refused =
        |e: PositionError| CliError::Refused(position_error_text(&e, position.seat, i18n));
    if let Some(focus) = args.focus {
        let shapes = AdviseOptions {
            values: false,
            ..options
        };
        let choices: Vec<Choice> = advise(&position, &shapes)
            .map_err(refused)?
            .candidates
            .iter()
            .map(|c| c.choice)
            .collect();
        if !choices.contains(&focus) {
            let named: Vec<String> = choices.iter().map(|&c| choice_text(c, i18n)).collect();
            return Err(CliError::Refused(
                i18n.message(
                    &Message::new("cli-advise-focus-absent")
                        .text("choice", choice_text(focus, i18n))
                        .text("choices", named.join(", ")),
                ),
            ));
        }
    }
    let advice = advise(&position, &options).map_err(refused)?;
    if args.json {
        write_json(out, &advice_json(&advice), true)?;
    } else {
        write!(out, "{}", advice_text(&advice, &rules, i18n))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A value's line: net result ± error, win chance, deal-in chance and danger; for an exact
/// value (a win taken now), its net alone.
fn value_words(v: &Value, unit: &str, i18n: &I18n) -> String {
    if v.samples == 0 {
        return i18n.message(
            &Message::new("cli-advise-value-exact")
                .text("expected", i18n.decimal_mark(format!("{:+.2}", v.expected)))
                .text("unit", unit),
        );
    }
    i18n.message(
        &Message::new("cli-advise-value")
            .text("expected", i18n.decimal_mark(format!("{:+.2}", v.expected)))
            .text("error", i18n.decimal(v.expected_error, 2))
            .text("unit", unit)
            .text("chance", i18n.decimal(v.win_chance * 100.0, 1))
            .text("deal_in", i18n.decimal(v.deal_in * 100.0, 1))
            .text("danger", i18n.decimal(v.danger, 2))
            .int("samples", v.samples),
    )
}

/// The ranked choices as text, one line each, best first.
pub fn advice_text(advice: &Advice, rules: &RuleSettings, i18n: &I18n) -> String {
    let unit = i18n.tr(&format!("unit-{}", rules.payment_unit()));
    let mut text = i18n.message(
        &Message::new("cli-advise-head")
            .text("rules", i18n.tr(&format!("system-{}", rules.id())))
            .int("shanten", advice.shanten),
    );
    text.push('\n');
    for (rank, c) in advice.candidates.iter().enumerate() {
        let counted: Vec<(crate::tiles::Tile, u32)> = c
            .ukeire
            .iter()
            .map(|i| (i.tile, u32::from(i.left)))
            .collect();
        let mut line = i18n.message(
            &Message::new(if c.shanten < 0 {
                "cli-advise-line-win"
            } else {
                "cli-advise-line"
            })
            .int("rank", rank + 1)
            .text("choice", choice_text(c.choice, i18n))
            .int("shanten", c.shanten)
            .int("left", crate::review::tiles_left(c))
            .int("kinds", c.ukeire.len())
            .text("tiles", counted_tiles_words(i18n, &counted)),
        );
        if let Some(v) = c.value {
            line.push_str("; ");
            line.push_str(&value_words(&v, &unit, i18n));
        }
        if let Some(l) = c.loss
            && rank > 0
        {
            let (ahead, size) = crate::review::loss_words(l.mean, 2);
            line.push_str("; ");
            line.push_str(
                &i18n.message(
                    &Message::new(if c.equal {
                        "cli-advise-equal"
                    } else {
                        "cli-advise-loss"
                    })
                    .text("ahead", ahead)
                    .text("loss", i18n.decimal_mark(size))
                    .text("error", i18n.decimal(l.error, 2))
                    .text("unit", &unit),
                ),
            );
        }
        if !c.reasons.is_empty() {
            let reasons: Vec<String> = c.reasons.iter().map(|r| r.words(i18n)).collect();
            line.push_str(" — ");
            line.push_str(&reasons.join("; "));
        }
        text.push_str(&line);
        text.push('\n');
    }
    if let Some(best) = advice.best() {
        text.push_str(
            &i18n.message(&Message::new("cli-advise-best").text("choice", choice_text(best, i18n))),
        );
        text.push('\n');
    }
    if advice.rollouts_used > 0 {
        text.push_str(
            &i18n.message(
                &Message::new("cli-advise-rollouts")
                    .int("rollouts", advice.rollouts_used)
                    .text("seed", advice.seed.to_string()),
            ),
        );
        text.push('\n');
    }
    text
}

/// A position's problem in words, after the option it is in (none for a tile counted
/// across the hand, the melds and the tiles seen: the message names the tile); `me` is the
/// player's seat.
fn position_error_text(error: &PositionError, me: Wind, i18n: &I18n) -> String {
    let flag = match error {
        PositionError::WrongCount { .. } => "--hand",
        PositionError::WallTooLong { .. } => "--wall",
        PositionError::ReplacementWithoutKong | PositionError::ReplacementWithoutBonus => "--turn",
        PositionError::FifthCopy(_) | PositionError::NotInSet(_) | PositionError::BonusTwice(_) => {
            return i18n.text(error);
        }
        PositionError::BonusNotInPlay { seat, .. } if *seat == me => "--bonus",
        PositionError::BonusNotInPlay { .. } => "--others",
        PositionError::TooManyMelds(_)
        | PositionError::BadMeld { .. }
        | PositionError::NoChowClaims { .. }
        | PositionError::MeldOfMissingSuit { .. } => "--melds",
        PositionError::OwnDiscard => "--from",
        PositionError::NoKongToRob { .. } => "--rob",
        PositionError::OthersTooManyMelds { .. } => "--others",
        PositionError::NoMissingSuit => "--missing",
        PositionError::MissingSuitOutsideSichuan { seat } if *seat == me => "--missing",
        PositionError::MissingSuitOutsideSichuan { .. }
        | PositionError::OutOutsideSichuan { .. } => "--others",
    };
    format!("{flag}: {}", i18n.text(error))
}
