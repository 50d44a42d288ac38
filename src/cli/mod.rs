//! The headless command line (STYLE.md §3.2): clap's parser and the dispatch here, what is read
//! in `input`, the one error type in `error`, one file per subcommand. Reports and their text
//! live in the library beside what they report; nothing outside this module imports it.

mod advise;
mod calibrate;
mod check;
mod deal;
mod diagram;
mod duel;
mod error;
mod fmt;
mod input;
mod patterns;
mod report;
mod review;
mod score;
mod season;
mod settle;
mod simulate;
mod waits;
mod worksheet;

pub use error::CliError;
pub use patterns::{PatternEntry, pattern_entries};

use advise::AdviseArgs;
use calibrate::CalibrateArgs;
use check::CheckArgs;
use deal::DealArgs;
use diagram::DiagramArgs;
use duel::DuelArgs;
use fmt::FmtArgs;
use patterns::PatternsArgs;
use report::ReportArgs;
use review::ReviewArgs;
use score::ScoreArgs;
use season::SeasonArgs;
use settle::SettleArgs;
use simulate::SimulateArgs;
use waits::WaitsArgs;
use worksheet::WorksheetArgs;

use crate::files::Limits;
use crate::i18n::{I18n, Lang};
use clap::Args;
use clap::Parser;
use clap::Subcommand;
use input::lang_tag;
use input::rules_id;
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

/// `tilewise --version`: the crate's version and the commit it was built from (`build.rs`:
/// git's short hash, `-modified` for a build from edited sources, `unknown` without git).
pub const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("TILEWISE_COMMIT"),
    ")"
);

/// Mahjong scoring: Zung Jung, Hong Kong, Singaporean and Sichuan rules.
#[derive(Parser, Debug)]
#[command(name = "tilewise", version = VERSION, arg_required_else_help = true)]
#[command(after_help = AFTER_HELP)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    #[command(flatten)]
    pub read: ReadArgs,
}

/// How the app is opened from the command line (the rule of `crate::app::launch::route`).
const AFTER_HELP: &str = "\
Opening files in the app:
  tilewise                 opens the app
  tilewise FILE [FILE…]    opens the app on the files, each as if dropped on its window: a game
                           record in Replays, a hand file in the Calculator, a drill set in the
                           Drill, house rules in their panel, a `.season.ron` in Season
  When the first argument names an existing file, it is opened, even if it is called like a
  subcommand (a file named `score` in this folder); run the subcommand with an option first
  (`tilewise --max-file-size 16M score …`) or from another folder. A path that does not exist
  goes to the subcommands (and is an error). On Linux and other Unix systems, a Tilewise already
  running on the same data folder gets the files and comes to the front; the second command exits.";

/// What to add to the parser's error when the first argument was no subcommand: how files
/// are opened (`None` for an option).
fn hint(first: &std::ffi::OsStr) -> Option<String> {
    if first.as_encoded_bytes().starts_with(b"-") {
        return None;
    }
    Some(format!(
        "tip: no file named '{}' was found; `tilewise FILE` opens an existing file in the app",
        first.to_string_lossy()
    ))
}

/// How much the readers may read (every file, standard input, every `--batch` line).
#[derive(Args, Debug)]
pub struct ReadArgs {
    /// The largest file (or standard input) read, in bytes or with K, M, G (e.g. 16M).
    #[arg(long, global = true, value_name = "SIZE", value_parser = crate::files::parse_size,
          default_value = "16M", display_order = 1000)]
    pub max_file_size: u64,
    /// The longest line of a `--batch` input, in bytes or with K, M, G (e.g. 1M).
    #[arg(long, global = true, value_name = "SIZE", value_parser = crate::files::parse_size,
          default_value = "1M", display_order = 1001)]
    pub max_line_size: u64,
}

impl ReadArgs {
    pub fn limits(&self) -> Limits {
        Limits {
            file: self.max_file_size,
            line: self.max_line_size,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Score hand files (RON) and print their score sheets.
    ///
    /// Exit status: 0 every hand is a valid win; 1 a hand is not (a false win, an impossible
    /// hand, a file that is no hand file); 2 a file cannot be read. With --batch: 0 unless
    /// the input cannot be read.
    Score(ScoreArgs),
    /// List the tiles that complete a hand one tile short of winning.
    Waits(WaitsArgs),
    /// Settle a Sichuan wall's end from a file of the hands that have not won.
    ///
    /// Exit status, as `score`: 0 settled; 1 the file is no valid settlement (the error on
    /// standard error); 2 the file cannot be read.
    Settle(SettleArgs),
    /// Validate game records (RON) and print their wins, the recorded scores the rules do
    /// not give, and the ledger.
    ///
    /// Exit status (the worst of the files): 0 every record replays and every recorded score
    /// is what the rules give; 3 every record replays, but some recorded scores disagree (each
    /// listed with its hand and step); 1 a record cannot be replayed (an illegal or impossible
    /// step, named by hand and step); 2 a file cannot be read or is not a game record (I/O or
    /// syntax).
    ///
    /// A drill set (see docs/formats.md) is checked hand by hand: every hand must score under
    /// the set's rules and fit its question mode. Exit status: 0 every hand does; 1 a hand
    /// does not (each named); 2 the file cannot be read or its RON does not parse.
    Check(CheckArgs),
    /// Let four bots play a game and print its record (RON).
    Simulate(SimulateArgs),
    /// Print files in canonical form, as the app saves them (hand files, game records,
    /// settlement files, drill sets); the comment lines at the top are kept.
    Fmt(FmtArgs),
    /// Deal fresh winning hands and print them as one-line hand files (what `score --batch`
    /// reads), or, with `--set OUT.ron`, write them as a drill set.
    ///
    /// Exit status: 0 every hand was dealt (and the set written); 1 the generator found no hand for the target;
    /// 2 an unknown rule system, pattern, level or mode, or the set cannot be written.
    Deal(DealArgs),
    /// List the patterns of a rule system: ids, names, values and series.
    Patterns(PatternsArgs),
    /// Draw a hand (a hand file, or one hand of a drill set) or a table position (one step
    /// of a game record) as a PNG or SVG image, with the app's tile art.
    ///
    /// Exit status: 0 the image was written; 1 the file has no such hand or step, or its hand
    /// does not replay; 2 a file cannot be read or written, is not a file Tilewise reads, or
    /// does not parse (line and column named).
    Diagram(DiagramArgs),
    /// Print a drill set as a PDF worksheet for a club: a title block, the hands drawn as
    /// tiles (vectors) with their situations, the question each hand asks and blank lines
    /// for the answers; with --answers, an answer key on pages of its own (patterns, totals,
    /// payments and the rule behind each, the teacher's notes). With --from-rules, the hands
    /// come straight from the generator, as `deal` deals them.
    ///
    /// Exit status, as `check` for a set: 0 the worksheet was written; 1 a hand is no
    /// question of its mode (named by its number), or the generator found no hand; 2 the file
    /// cannot be read, its RON does not parse (line and column named), or the PDF cannot be
    /// written.
    Worksheet(WorksheetArgs),
    /// The night at a glance for a game record: standings, each player's wins, self-draws
    /// and deal-ins, the biggest hands; with --csv, every hand and payment as CSV for a
    /// spreadsheet.
    ///
    /// Exit status: 0 written; 1 the record does not replay (hand and step named); 2 the file
    /// cannot be read, is no game record (line and column named) or the output cannot be
    /// written.
    Report(ReportArgs),
    /// Review every decision of one player in a game record: each discard, kong, self-drawn
    /// win and claim opportunity, the advisor's candidates, the loss against the best and its
    /// severity, then the match rate, the total loss and the biggest mistakes (docs/review.md).
    ///
    /// Exit status: 0 reviewed; 1 the record does not replay, or has no such player (the
    /// players are named) or hand; 2 the file cannot be read or is no game record.
    Review(ReviewArgs),
    /// Rank every choice at one position (discards, kongs, a win, a claim or a kong to rob)
    /// by the net result of the rest of the hand — what the player receives less what he
    /// pays, dealing in included — with its error, win and deal-in chances, shanten and
    /// improving tiles (docs/advisor.md).
    ///
    /// Exit status: 0 the choices were printed; 2 the position cannot be read or advised
    /// (a wrong count of tiles, a fifth copy, a tile outside the system's set; the field
    /// named).
    Advise(AdviseArgs),
    /// Measure the advisor against the simulator's bot by duplicate play: each deal is played
    /// twice on the same wall, once with the advisor at one seat (the bots at the other
    /// three), once with the bot there; the seat rotates over the deals. Prints each side's
    /// mean net result per deal, win and deal-in rates, and the paired difference with its 95 %
    /// interval (docs/advisor-values.md).
    Duel(DuelArgs),
    /// Check the advisor's model against the table: the simulator plays a game (or --record
    /// names one), and every own-turn decision's predicted win chance and net result (the
    /// played choice, by rollouts) is set beside what happened after it, grouped by ready, one
    /// from ready, and all; then beside the table itself (the hidden tiles as they were, the
    /// wall's order drawn), for the played choice and for passing each win on a discard
    /// (docs/advisor-values.md).
    Calibrate(CalibrateArgs),
    /// A club's season (a `.season.ron` file, docs/formats.md): its standings under the
    /// club's scoring, with tie-breaks and a rating, as text, --json, --csv, --html or --pdf;
    /// `season seat` seats the next night (sit-outs, fewest repeat meetings, even winds);
    /// `season new`, `season add` and `season merge` change the file.
    ///
    /// Exit status: 0 written; 1 written, but a table's record does not verify and is kept out
    /// of the standings (named with its night, table, hand and step); 2 the season cannot be
    /// read, is no season file (line and column named), or cannot be written.
    Season(SeasonArgs),
}

/// Options shared by the subcommands.
#[derive(Args, Debug)]
pub struct OutputArgs {
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Read one input per line (a one-line RON hand for `score`, a notation for `waits`);
    /// print one JSON object per line.
    #[arg(long)]
    pub batch: bool,
    /// Use this rule system (default options) instead of the file's (`score`), or for its
    /// seven-pairs rule (`waits`).
    #[arg(long, value_parser = rules_id)]
    pub rules: Option<String>,
    /// The language of names, rules, reasons and messages (text and JSON): en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let unknown = e.kind() == clap::error::ErrorKind::InvalidSubcommand;
            let code = e.exit_code();
            if e.use_stderr() {
                // An argument clap quotes back is cut as every quoted input is.
                eprint!("{}", crate::files::cut_quotes(&e.render().to_string()));
            } else if e.print().is_err() {
                // As `Error::exit` prints help and version: to standard output.
                return ExitCode::from(2);
            }
            if unknown && let Some(tip) = std::env::args_os().nth(1).as_deref().and_then(hint) {
                eprintln!("{tip}");
            }
            return ExitCode::from(u8::try_from(code).unwrap_or(2));
        }
    };
    let mut out = std::io::stdout().lock();
    let limits = cli.read.limits();
    let i18n = I18n::get(cli.command.lang());
    let result = match cli.command {
        Command::Score(args) => score::score_command(&args, limits, &mut out),
        Command::Waits(args) => waits::waits_command(&args, limits, &mut out),
        Command::Settle(args) => settle::settle_command(&args, limits, &mut out),
        Command::Check(args) => check::check_command(&args, limits, &mut out),
        Command::Simulate(args) => simulate::simulate_command(&args, &mut out),
        Command::Fmt(args) => fmt::fmt_command(&args, limits, &mut out),
        Command::Deal(args) => deal::deal_command(&args, &mut out),
        Command::Patterns(args) => patterns::patterns_command(&args, &mut out),
        Command::Diagram(args) => diagram::diagram_command(&args, limits, &mut out),
        Command::Worksheet(args) => worksheet::worksheet_command(&args, limits, &mut out),
        Command::Report(args) => report::report_command(&args, limits, &mut out),
        Command::Review(args) => review::review_command(&args, limits, &mut out),
        Command::Advise(args) => advise::advise_command(&args, limits, &mut out),
        Command::Duel(args) => duel::duel_command(&args, limits, &mut out),
        Command::Calibrate(args) => calibrate::calibrate_command(&args, limits, &mut out),
        Command::Season(args) => season::season_command(&args, limits, &mut out),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {}", e.text(i18n));
            ExitCode::from(e.exit_code())
        }
    }
}

impl Command {
    /// The language the command was asked to speak (`--lang`; a worksheet without one: English).
    fn lang(&self) -> Lang {
        match self {
            Command::Score(a) => a.output.lang,
            Command::Waits(a) => a.output.lang,
            Command::Settle(a) => a.lang,
            Command::Check(a) => a.lang,
            Command::Deal(a) => a.lang,
            Command::Patterns(a) => a.lang,
            Command::Diagram(a) => a.lang,
            Command::Worksheet(a) => a.lang.unwrap_or(Lang::English),
            Command::Report(a) => a.lang,
            Command::Review(a) => a.lang,
            Command::Advise(a) => a.lang,
            Command::Duel(a) => a.lang,
            Command::Season(a) => match &a.action {
                None => a.sheet.lang,
                Some(season::SeasonAction::Seat(a)) => a.lang,
                Some(season::SeasonAction::Add(a)) => a.lang,
                Some(season::SeasonAction::New(a)) => a.lang,
                Some(season::SeasonAction::Merge(a)) => a.lang,
            },
            Command::Calibrate(a) => a.lang,
            Command::Simulate(a) => a.lang,
            Command::Fmt(a) => a.lang,
        }
    }
}

/// A value as JSON on `out`: pretty, or on one line (`--batch`).
pub(crate) fn write_json(
    out: &mut impl Write,
    value: &impl Serialize,
    pretty: bool,
) -> Result<(), CliError> {
    let text = if pretty {
        serde_json::to_string_pretty(value)
    } else {
        serde_json::to_string(value)
    };
    writeln!(out, "{}", text?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_path_gets_the_hint_and_an_option_none() {
        let tip = hint(std::ffi::OsStr::new("missing.ron")).unwrap();
        assert!(
            tip.contains("'missing.ron'") && tip.contains("tilewise FILE"),
            "{tip}"
        );
        assert_eq!(hint(std::ffi::OsStr::new("--nope")), None);
    }

    #[test]
    fn the_help_says_how_files_are_opened() {
        use clap::CommandFactory;
        let help = Cli::command().render_long_help().to_string();
        assert!(help.contains("tilewise FILE [FILE…]"), "{help}");
    }
}
