//! `tilewise duel`: the advisor against the simulator's bot by duplicate play
//! (`review::duel`), as text in the reader's language or as JSON.

use super::error::CliError;
use super::input::{lang_tag, read_input, rules_id};
use super::write_json;
use crate::files::Limits;
use crate::i18n::{I18n, Lang, Message};
use crate::review::REVIEW_ROLLOUTS;
use crate::review::duel::{
    Against, DuelResult, DuelSide, EarlierDuel, LUCK_FIT_DEALS, LuckAdjusted, advisor_options,
    against, duel,
};
use crate::rules::RuleSettings;
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct DuelArgs {
    /// The rule system, with its default options.
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// How many deals to play (each twice).
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub hands: u32,
    /// The seed of the deals and of the advisor's rollouts: the same seed, the same duel.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The rollouts the advisor spends on one decision, over all its choices: rounds of 32
    /// futures a choice until this many are played (the round that reaches it is played whole).
    #[arg(long, default_value_t = REVIEW_ROLLOUTS,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub rollouts: u32,
    /// An earlier duel's JSON (another build of the advisor, the same --rules and --seed): also
    /// print the advisor's gain over that one, paired deal by deal on the deals both played.
    #[arg(long, value_name = "FILE")]
    pub against: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the text: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

/// `tilewise duel`: exit 0 with the figures.
pub fn duel_command(
    args: &DuelArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let options = advisor_options(args.seed, args.rollouts);
    // Read and checked before the duel is played, so a file that cannot serve is said at once.
    let earlier = match &args.against {
        Some(path) => {
            let earlier: EarlierDuel = serde_json::from_str(
                &read_input(path, limits).map_err(|e| format!("--against {}", e.text(i18n)))?,
            )
            .map_err(|e| {
                i18n.message(
                    &Message::new("cli-duel-not-json")
                        .text("path", path)
                        .text("error", e),
                )
            })?;
            earlier
                .same_duel(rules.id(), args.seed)
                .map_err(|e| format!("--against {path}: {}", i18n.text(&e)))?;
            Some((path, earlier))
        }
        None => None,
    };
    let mut result = duel(
        &rules,
        args.hands as usize,
        args.seed,
        &options,
        &mut |_, _| true,
    )?;
    if let Some((path, earlier)) = &earlier {
        result.against = Some(
            against(&result, earlier)
                .map_err(|e| format!("--against {path}: {}", i18n.text(&e)))?,
        );
    }
    if args.json {
        write_json(out, &result, true)?;
    } else {
        write!(out, "{}", duel_text(&result, &rules, i18n))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The duel's figures as text.
pub fn duel_text(r: &DuelResult, rules: &RuleSettings, i18n: &I18n) -> String {
    let unit = i18n.tr(&format!("unit-{}", rules.payment_unit()));
    let signed = |x: f64| i18n.decimal_mark(format!("{x:+.2}"));
    let side = |who: &str, s: &DuelSide| {
        i18n.message(
            &Message::new("cli-duel-side")
                .text("who", i18n.tr(who))
                .text("mean", signed(s.mean))
                .text("unit", &unit)
                .text("win", i18n.decimal(100.0 * s.win_rate, 1))
                .text("dealin", i18n.decimal(100.0 * s.deal_in_rate, 1)),
        )
    };
    let mut lines = vec![
        i18n.message(
            &Message::new("cli-duel-head")
                .text("rules", i18n.tr(&format!("system-{}", rules.id())))
                .int("hands", r.hands)
                .text("seed", r.seed.to_string()),
        ),
        side("cli-duel-advisor", &r.advisor),
        side("cli-duel-bot", &r.bot),
        i18n.message(
            &Message::new("cli-duel-diff")
                .text("diff", signed(r.diff))
                .text("unit", &unit)
                .text("lo", signed(r.ci95[0]))
                .text("hi", signed(r.ci95[1])),
        ),
        match &r.luck_adjusted {
            Some(l) => interval_line("cli-duel-luck", l, &unit, i18n),
            None => i18n.message(&Message::new("cli-duel-luck-few").int("deals", LUCK_FIT_DEALS)),
        },
    ];
    if let Some(a) = &r.against {
        lines.push(against_line(a, &unit, i18n));
        if let Some(l) = &a.luck_adjusted {
            lines.push(interval_line("cli-duel-against-luck", l, &unit, i18n));
        }
    }
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// A gain with the luck of the draw taken out, and its interval.
fn interval_line(id: &'static str, l: &LuckAdjusted, unit: &str, i18n: &I18n) -> String {
    i18n.message(
        &Message::new(id)
            .text("diff", i18n.decimal_mark(format!("{:+.2}", l.diff)))
            .text("weight", i18n.decimal(l.weight, 2))
            .text("unit", unit)
            .text("lo", i18n.decimal_mark(format!("{:+.2}", l.ci95[0])))
            .text("hi", i18n.decimal_mark(format!("{:+.2}", l.ci95[1]))),
    )
}

/// The line of the advisor's gain over an earlier duel.
fn against_line(a: &Against, unit: &str, i18n: &I18n) -> String {
    i18n.message(
        &Message::new("cli-duel-against")
            .int("deals", a.deals)
            .int("changed", a.changed)
            .text("gain", i18n.decimal_mark(format!("{:+.2}", a.gain)))
            .text("unit", unit)
            .text("lo", i18n.decimal_mark(format!("{:+.2}", a.ci95[0])))
            .text("hi", i18n.decimal_mark(format!("{:+.2}", a.ci95[1]))),
    )
}
