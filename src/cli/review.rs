//! `tilewise review`: every decision of one player in a game record, advised and ranked, as
//! text in the reader's language or as JSON (`crate::review::record_json`, docs/review.md).

use super::error::CliError;
use super::input::{lang_tag, read_input};
use super::write_json;
use crate::files::Limits;
use crate::formats::game_record::parse_record;
use crate::i18n::{I18n, Lang};
use crate::review::record_json::review_json;
use crate::review::record_text::review_text;
use crate::review::{AdviseOptions, REVIEW_ROLLOUTS, ReviewError, review_record};
use clap::Args;
use std::io::Write;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// A game record (RON); `-` reads standard input.
    pub file: String,
    /// The player reviewed, by name as the record's header writes it.
    #[arg(long)]
    pub player: String,
    /// Review one hand only, counted from 1.
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u32).range(1..))]
    pub hand: Option<u32>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the text: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
    /// The seed of the rollouts: the same seed, the same review.
    #[arg(long, default_value_t = AdviseOptions::default().seed)]
    pub seed: u64,
    /// The rollouts for each decision, over all its choices (1 to 100 000): rounds of 32
    /// futures go to every choice still in the race until this many are played (the
    /// round that reaches it is played whole; `rollouts_used` in the JSON says how many).
    #[arg(long, value_name = "N", default_value_t = REVIEW_ROLLOUTS,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub rollouts: u32,
    /// Rank by shanten and improving tiles only (no win chance or net result): losses
    /// are then in shanten steps.
    #[arg(long)]
    pub no_values: bool,
}

/// `tilewise review`: exit 0 reviewed; 1 the record does not replay, or has no such player or
/// hand (the players named); 2 the file cannot be read or is no game record.
pub fn review_command(
    args: &ReviewArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let text = read_input(&args.file, limits)?;
    let record = parse_record(&text).map_err(|e| format!("{}: {}", args.file, i18n.text(&e)))?;
    let options = AdviseOptions {
        values: !args.no_values,
        rollouts: args.rollouts,
        seed: args.seed,
        focus: None,
    };
    let hand = args.hand.map(|k| k as usize - 1);
    let review = match review_record(&record, &args.player, hand, &options, &mut |_, _| true) {
        Ok(r) => r,
        Err(e @ ReviewError::Cancelled) => return Err(i18n.text(&e).into()),
        Err(e) => {
            eprintln!("error: {}: {}", args.file, i18n.text(&e));
            return Ok(ExitCode::from(1));
        }
    };
    if args.json {
        write_json(out, &review_json(&review), true)?;
    } else {
        out.write_all(review_text(&review, i18n).as_bytes())?;
    }
    Ok(ExitCode::SUCCESS)
}
