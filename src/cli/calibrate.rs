//! `tilewise calibrate`: the advisor's predictions against what happened in simulated games
//! (`review::calibrate`), as a table or JSON.

use super::error::CliError;
use super::input::read_input;
use super::input::rules_id;
use super::write_json;
use crate::files::Limits;
use crate::formats::game_record::parse_record;
use crate::i18n::{I18n, Lang};
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
}

/// `tilewise calibrate`: exit 0 with the table.
pub fn calibrate_command(
    args: &CalibrateArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let c = match (&args.record, &args.rules) {
        (Some(file), _) => {
            let text = read_input(file, limits)?;
            let record = parse_record(&text)
                .map_err(|e| format!("{file}: {}", I18n::get(Lang::English).text(&e)))?;
            calibrate_record(
                &record,
                args.seed,
                args.rollouts,
                args.every as usize,
                &mut |_, _| {},
            )
            .map_err(|e| format!("{file}: {e}"))?
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
            )?
        }
        (None, None) => return Err("give --rules or --record".into()),
    };
    if args.json {
        write_json(out, &c, true)?;
    } else {
        write!(out, "{}", calibration_text(&c))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The table: one row per group.
fn calibration_text(c: &Calibration) -> String {
    let row = |name: &str, r: &CalibrationRow| {
        format!(
            "{name:<10} {:>6}  {:>6.3} {:>6.3} {:>6.3} ±{:<5.3}  {:>8.2} {:>8.2} {:>8.2} {:>6.2} ±{:<6.2} {:>6.1} %\n",
            r.decisions,
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
        )
    };
    let mut text = format!(
        "{}: {} hands from seed {}, {} rollouts a decision\n\
         group      decisions  win: predicted observed gap ± error  net: predicted observed |observed|  gap ± error  gap share\n",
        c.rules, c.hands, c.seed, c.rollouts
    );
    text.push_str(&row("ready", &c.ready));
    text.push_str(&row("one away", &c.one_away));
    text.push_str(&row("all", &c.all));
    text.push_str(
        "the model against the table itself (its hidden tiles as they were, the wall's order drawn):\n\
         choice     decisions  win: model  table    gap ± error  net: model    table  |table|  gap ± error  gap share\n",
    );
    text.push_str(&row("played", &c.played_on_table));
    text.push_str(
        "the played choice dealing in (win: the chance of dealing in; net: the danger, what it costs):\n",
    );
    text.push_str(&row("deal in", &c.deal_in_on_table));
    text.push_str(
        "a win on a discard or a kong passed (win: the pass's chance; net: what passing gains over the win):\n",
    );
    text.push_str(&row("every win", &c.win_passed_on_table));
    text.push_str(&row("model pass", &c.model_passes_on_table));
    for p in &c.passes {
        text.push_str(&format!(
            "  hand {} step {} {}: passing gains {:+.2} ± {:.2} (win {:.2}) in the model, \
             {:+.2} ± {:.2} (win {:.2}) on the table itself\n",
            p.hand,
            p.step,
            p.player,
            p.model_gain,
            p.model_gain_error,
            p.model_win_chance,
            p.table_gain,
            p.table_gain_error,
            p.table_win_chance
        ));
    }
    text
}
