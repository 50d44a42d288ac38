//! `tilewise calibrate`: the advisor's predictions against what happened in simulated games
//! (`review::calibrate`), as a table or JSON.

use super::error::CliError;
use super::input::{lang_tag, read_input, rules_id};
use super::write_json;
use crate::files::Limits;
use crate::formats::game_record::parse_record;
use crate::i18n::{I18n, Lang, Message};
use crate::review::calibrate::{Calibration, CalibrationRow, calibrate, calibrate_record};
use crate::rules::RuleSettings;
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct CalibrateArgs {
    /// The rule system, with its default options.
    #[arg(long, value_parser = rules_id, required_unless_present = "record")]
    pub rules: Option<String>,
    /// How many hands the simulator plays.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub hands: u32,
    /// Calibrate on this game record (RON; `-` reads standard input) instead of simulated
    /// games: every seat's tiles must have been seen.
    #[arg(long, conflicts_with_all = ["rules", "hands"])]
    pub record: Option<String>,
    /// The seed of the games and of the rollouts.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Rollouts valuing each decision's played choice.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub rollouts: u32,
    /// Value every N-th own-turn decision only.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    pub every: u32,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
    /// The language of the table and of the errors: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

/// `tilewise calibrate`: exit 0 with the table.
pub fn calibrate_command(
    args: &CalibrateArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let c = match (&args.record, &args.rules) {
        (Some(file), _) => {
            let text = read_input(file, limits)?;
            let record = parse_record(&text).map_err(|e| format!("{file}: {}", i18n.text(&e)))?;
            calibrate_record(
                &record,
                args.seed,
                args.rollouts,
                args.every as usize,
                &mut |_, _| {},
            )
            .map_err(|e| format!("{file}: {}", i18n.text(&e)))?
        }
        (None, Some(id)) => {
            let rules =
                RuleSettings::from_id(id).ok_or_else(|| format!("unknown rule system '{id}'"))?;
            calibrate(
                &rules,
                args.hands as usize,
                args.seed,
                args.rollouts,
                args.every as usize,
                &mut |_, _| {},
            )
            .map_err(|e| i18n.text(&e))?
        }
        (None, None) => return Err("give --rules or --record".into()),
    };
    if args.json {
        write_json(out, &c, true)?;
    } else {
        write!(out, "{}", calibration_text(&c, i18n))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The table, in the reader's language: one row per group, the groups' names in a column as
/// wide as the longest.
fn calibration_text(c: &Calibration, i18n: &I18n) -> String {
    // Each part: its heading lines, then its rows (the group's name, its figures).
    type Part<'a> = (&'a [&'a str], &'a [(&'a str, &'a CalibrationRow)]);
    let parts: [Part; 4] = [
        (
            &["cli-calibrate-columns"],
            &[
                ("cli-calibrate-ready", &c.ready),
                ("cli-calibrate-one-away", &c.one_away),
                ("cli-calibrate-all", &c.all),
            ],
        ),
        (
            &["cli-calibrate-table-head", "cli-calibrate-table-columns"],
            &[("cli-calibrate-played", &c.played_on_table)],
        ),
        (
            &["cli-calibrate-deal-in-head"],
            &[
                ("cli-calibrate-deal-in", &c.deal_in_on_table),
                ("cli-calibrate-deal-in-now", &c.deal_in_now_on_table),
            ],
        ),
        (
            &["cli-calibrate-passed-head"],
            &[
                ("cli-calibrate-every-win", &c.win_passed_on_table),
                ("cli-calibrate-model-pass", &c.model_passes_on_table),
            ],
        ),
    ];
    let width = parts
        .iter()
        .flat_map(|(_, rows)| rows.iter())
        .map(|(id, _)| i18n.tr(id).chars().count())
        .max()
        .unwrap_or(0)
        .max(10);
    let row = |id: &str, r: &CalibrationRow| {
        let name = i18n.tr(id);
        let pad = " ".repeat(width - name.chars().count());
        if r.decisions == 0 {
            return format!("{name}{pad} {:>6}  {}\n", 0, i18n.tr("cli-calibrate-none"));
        }
        let figures = i18n.decimal_mark(format!(
            "{:>6.3} {:>6.3} {:>6.3} ±{:<5.3}  {:>8.2} {:>8.2} {:>8.2} {:>6.2} ±{:<6.2} {:>6.1} %",
            r.predicted_win,
            r.observed_win,
            r.win_gap(),
            r.win_gap_error,
            r.predicted_net,
            r.observed_net,
            r.observed_abs_net,
            (r.predicted_net - r.observed_net).abs(),
            r.net_gap_error,
            100.0 * r.net_gap()
        ));
        format!("{name}{pad} {:>6}  {figures}\n", r.decisions)
    };
    let mut text = format!(
        "{}\n",
        i18n.message(
            &Message::new("cli-calibrate-head")
                .text("rules", i18n.tr(&format!("system-{}", c.rules)))
                .int("hands", c.hands)
                .text("seed", c.seed.to_string())
                .int("rollouts", c.rollouts),
        )
    );
    for (heads, rows) in parts {
        for id in heads {
            text.push_str(&i18n.tr(id));
            text.push('\n');
        }
        for (id, r) in rows {
            text.push_str(&row(id, r));
        }
    }
    let signed = |x: f64| i18n.decimal_mark(format!("{x:+.2}"));
    let two = |x: f64| i18n.decimal(x, 2);
    for p in &c.passes {
        text.push_str(&format!(
            "  {}\n",
            i18n.message(
                &Message::new("cli-calibrate-pass")
                    .int("hand", p.hand)
                    .int("step", p.step)
                    .text("player", &p.player)
                    .text("model", signed(p.model_gain))
                    .text("model_error", two(p.model_gain_error))
                    .text("model_win", two(p.model_win_chance))
                    .text("table", signed(p.table_gain))
                    .text("table_error", two(p.table_gain_error))
                    .text("table_win", two(p.table_win_chance)),
            )
        ));
    }
    text
}
