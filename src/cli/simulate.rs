//! `tilewise simulate`: four bots play a game; its record as RON.

use super::error::CliError;
use super::input::{lang_tag, rules_id};
use crate::i18n::{I18n, Lang, Message};
use crate::rules::RuleSettings;
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// The rule system, with its default options.
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// The seed of the shuffles and of the bots' choices: the same seed, the same game.
    #[arg(long)]
    pub seed: u64,
    /// How many hands to play.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub hands: u32,
    /// Print each hand by its results only, as a club's score sheet records it (the winners'
    /// hands, kongs, bonus tiles, drawn hands): a results-only record.
    #[arg(long)]
    pub results_only: bool,
    /// The four players' names, comma-separated, in the order of their first seats.
    #[arg(long, value_name = "A,B,C,D", value_delimiter = ',')]
    pub players: Option<Vec<String>>,
    /// The date to write in the header.
    #[arg(long)]
    pub date: Option<String>,
    /// The event to write in the header.
    #[arg(long)]
    pub event: Option<String>,
    /// The language of the errors: en, ru or pl (the record itself is data).
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

/// `tilewise simulate`: four bots play a game; its record is printed as RON.
pub fn simulate_command(args: &SimulateArgs, out: &mut impl Write) -> Result<ExitCode, CliError> {
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let mut record = crate::sim::simulate(&rules, args.seed, args.hands as usize)?;
    if args.results_only {
        record = crate::game::results_only(&record)?;
    }
    if let Some(players) = &args.players {
        if players.len() != 4 {
            let i18n = I18n::get(args.lang);
            return Err(i18n
                .message(&Message::new("cli-simulate-players").int("found", players.len()))
                .into());
        }
        record.header.players = players.clone();
    }
    record.header.date = args.date.clone().or(record.header.date);
    record.header.event = args.event.clone().or(record.header.event);
    writeln!(out, "{}", record.to_ron())?;
    Ok(ExitCode::SUCCESS)
}
