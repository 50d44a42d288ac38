//! The headless command line: `score` hand files, list `waits` of a notation, `deal` fresh
//! winning hands and list a system's `patterns`.

use crate::drill::generate::{Target, deal_hand};
use crate::drill::mode::{Level, Mode};
use crate::files::{Limits, Line, ReadError};
use crate::hand::{WaitTile, waits_of_notation};
use crate::i18n::message::wind;
use crate::i18n::{I18n, Lang, Message, explain};
use crate::rules::{RuleSettings, ScoreSheet, sheet_of_text_in};
use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;

/// Mahjong scoring: Zung Jung, Hong Kong, Singaporean and Sichuan rules.
#[derive(Parser, Debug)]
#[command(name = "tilewise", version, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    #[command(flatten)]
    pub read: ReadArgs,
}

/// How much the readers may read (every file, standard input, every `--batch` line).
#[derive(Args, Debug)]
pub struct ReadArgs {
    /// The largest file (or standard input) read, in bytes or with K, M, G (e.g. 16M).
    #[arg(long, global = true, value_name = "SIZE", value_parser = crate::files::parse_size,
          default_value = "16M")]
    pub max_file_size: u64,
    /// The longest line of a `--batch` input, in bytes or with K, M, G (e.g. 1M).
    #[arg(long, global = true, value_name = "SIZE", value_parser = crate::files::parse_size,
          default_value = "1M")]
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
    /// Exit status: 0 the image was written; 1 the file has no such hand or step, or is not a
    /// file Tilewise reads; 2 a file cannot be read or written.
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
    Worksheet(crate::print::command::WorksheetArgs),
    /// The night at a glance for a game record: standings, each player's wins, self-draws
    /// and deal-ins, the biggest hands; with --csv, every hand and payment as CSV for a
    /// spreadsheet.
    ///
    /// Exit status: 0 written; 1 the record does not replay (hand and step named); 2 the file
    /// cannot be read, is no game record (line and column named) or the output cannot be
    /// written.
    Report(crate::night::ReportArgs),
}

#[derive(Args, Debug)]
pub struct DiagramArgs {
    /// A hand file, drill set or game record (RON); `-` reads standard input.
    pub file: String,
    /// Where to write the image; `.png` or `.svg` chooses the format.
    #[arg(short, long, value_name = "FILE")]
    pub output: std::path::PathBuf,
    /// Pixels per point: 2 draws a tile 96 pixels tall (SVG stays vector, only its size changes).
    #[arg(long, default_value_t = 2.0, value_parser = scale_value)]
    pub scale: f32,
    /// The hand of a drill set or game record, counted from 1.
    #[arg(long, value_name = "N")]
    pub hand: Option<usize>,
    /// The step of a game record's hand (0: the deal); its last step when left out.
    #[arg(long, value_name = "N")]
    pub step: Option<usize>,
    /// Draw the beginner's index (1–9, E S W N, C F P) in the tiles' corners.
    #[arg(long)]
    pub index: bool,
    /// A background colour for a PNG, as rrggbb (e.g. ffffff); transparent when left out.
    #[arg(long, value_name = "RRGGBB", value_parser = background_color)]
    pub background: Option<egui::Color32>,
}

/// The seed asked for, or the clock's (printed on standard error, so the hands can be dealt
/// again).
pub(crate) fn seed_or_clock(seed: Option<u64>, i18n: &I18n) -> u64 {
    seed.unwrap_or_else(|| {
        let seed = crate::progress::clock::clock_seed();
        eprintln!(
            "{}",
            i18n.message(&Message::new("cli-deal-seed").text("seed", seed))
        );
        seed
    })
}

fn scale_value(s: &str) -> Result<f32, String> {
    match s.parse::<f32>() {
        Ok(v) if (0.25..=16.0).contains(&v) => Ok(v),
        _ => Err(format!("'{s}' is no scale from 0.25 to 16")),
    }
}

fn background_color(s: &str) -> Result<egui::Color32, String> {
    let hex = s.trim_start_matches('#');
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("x"), 16);
    match (hex.len(), byte(0), byte(2), byte(4)) {
        (6, Ok(r), Ok(g), Ok(b)) => Ok(egui::Color32::from_rgb(r, g, b)),
        _ => Err(format!("'{s}' is no colour as rrggbb (e.g. ffffff)")),
    }
}

fn diagram_command(
    args: &DiagramArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, String> {
    use crate::art::export::{ImageFormat, encode};
    use crate::art::source::{Which, picture_of_text};
    crate::files::refuse_inputs(&args.output, &[&args.file])
        .map_err(|e| format!("{}: {e}", args.output.display()))?;
    let text = read_input(&args.file, limits)?;
    let which = Which {
        hand: args.hand,
        step: args.step,
        corner_index: args.index,
    };
    let picture = match picture_of_text(&text, which) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}: {e}", args.file);
            return Ok(ExitCode::from(1));
        }
    };
    let Some(format) = ImageFormat::of_path(&args.output) else {
        return Err(format!(
            "{}: the image must end in .png or .svg",
            args.output.display()
        ));
    };
    let bytes = encode(&picture, format, args.scale, args.background).map_err(|e| e.to_string())?;
    crate::files::write_atomic(&args.output, &bytes)
        .map_err(|e| format!("{}: {e}", args.output.display()))?;
    writeln!(
        out,
        "{}: {} × {} points",
        args.output.display(),
        picture.size.x.round(),
        picture.size.y.round()
    )
    .map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

#[derive(Args, Debug)]
pub struct DealArgs {
    /// The rule system, with its default options (a pattern that needs another option is
    /// dealt under it, as each hand's `rules` shows).
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// A pattern id every hand must count (see `tilewise patterns`); hands as in play
    /// without it.
    #[arg(long)]
    pub pattern: Option<String>,
    /// How hard the hands are: beginner, standard or expert.
    #[arg(long, value_parser = level_id, default_value = "standard")]
    pub level: Level,
    /// How many hands to deal.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub count: u32,
    /// The seed: the same seed deals the same hands. Without it, the clock's.
    #[arg(long)]
    pub seed: Option<u64>,
    /// The language of the messages (and, with `--set`, of the set): en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
    /// Write the hands as a drill set to this file (canonical, written atomically, as
    /// `tilewise fmt` writes a set) instead of printing them. A set has one `rules`: those
    /// the first hand is dealt under (the system's defaults, or the option the pattern
    /// needs); a hand dealt under other rules, or that is no question of `--mode`, is dealt
    /// again, so `tilewise check` passes on the file.
    #[arg(long, value_name = "OUT.ron")]
    pub set: Option<std::path::PathBuf>,
    /// With `--set`: the question every hand asks: total, patterns, payments, waits or
    /// best-reading (hands whose readings differ in total).
    #[arg(long, value_parser = set_mode_id, default_value = "total", requires = "set")]
    pub mode: Mode,
    /// With `--set`: the set's title; without it, one naming the system and the pattern.
    #[arg(long, requires = "set")]
    pub title: Option<String>,
}

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

#[derive(Args, Debug)]
pub struct FmtArgs {
    /// Files to format; `-` reads standard input.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Print nothing but the files not in canonical form, and exit 1 if there is one.
    #[arg(long, conflicts_with = "write")]
    pub check: bool,
    /// Rewrite the files not in canonical form in place (atomically) instead of printing.
    #[arg(long)]
    pub write: bool,
}

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
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Game records or drill sets; `-` reads standard input.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the text: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

#[derive(Args, Debug)]
pub struct SettleArgs {
    /// A settlement file (RON, see docs/formats.md); `-` reads standard input.
    pub file: String,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the text: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

#[derive(Args, Debug)]
pub struct ScoreArgs {
    /// Hand files; `-` reads standard input.
    #[arg(required = true)]
    pub files: Vec<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Args, Debug)]
pub struct WaitsArgs {
    /// A hand in notation, e.g. `1112345678999m` or `23m456p789s11z [1111m]`;
    /// with --batch, files (or `-`) holding one notation per line.
    #[arg(required = true)]
    pub inputs: Vec<String>,
    #[command(flatten)]
    pub output: OutputArgs,
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

pub(crate) fn lang_tag(s: &str) -> Result<Lang, String> {
    Lang::from_tag(s).ok_or_else(|| format!("unknown language '{s}'; known: en, ru, pl"))
}

pub(crate) fn set_mode_id(s: &str) -> Result<Mode, String> {
    Mode::from_id(s)
        .filter(|m| crate::drill::set::SET_MODES.contains(m))
        .ok_or_else(|| {
            let known: Vec<&str> = crate::drill::set::SET_MODES
                .iter()
                .map(|m| m.id())
                .collect();
            format!("unknown mode '{s}'; known: {}", known.join(", "))
        })
}

pub(crate) fn level_id(s: &str) -> Result<Level, String> {
    Level::from_id(s).ok_or_else(|| {
        let known: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
        format!("unknown level '{s}'; known: {}", known.join(", "))
    })
}

pub(crate) fn rules_id(s: &str) -> Result<String, String> {
    match RuleSettings::from_id(s) {
        Some(_) => Ok(s.to_string()),
        None => Err(format!(
            "unknown rule system '{s}'; known: {}",
            RuleSettings::IDS.join(", ")
        )),
    }
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = std::io::stdout().lock();
    let limits = cli.read.limits();
    let result = match cli.command {
        Command::Score(args) => score_command(&args, limits, &mut out),
        Command::Waits(args) => waits_command(&args, limits, &mut out),
        Command::Settle(args) => settle_command(&args, limits, &mut out),
        Command::Check(args) => check_command(&args, limits, &mut out),
        Command::Simulate(args) => simulate_command(&args, &mut out),
        Command::Fmt(args) => fmt_command(&args, limits, &mut out),
        Command::Deal(args) => deal_command(&args, &mut out),
        Command::Patterns(args) => patterns_command(&args, &mut out),
        Command::Diagram(args) => diagram_command(&args, limits, &mut out),
        Command::Worksheet(args) => {
            crate::print::command::worksheet_command(&args, limits, &mut out)
        }
        Command::Report(args) => crate::night::report_command(&args, limits, &mut out),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

pub(crate) fn read_input(path: &str, limits: Limits) -> Result<String, String> {
    crate::files::read_text(path, limits.file).map_err(|e| e.to_string())
}

/// What `--batch` prints for a line it cannot read (not UTF-8): the run goes on.
#[derive(Serialize)]
struct BadLine {
    valid: bool,
    line: u64,
    error: String,
}

/// Calls `f` with each non-empty line of each input (`-`: standard input), every line bounded
/// by `limits.line`; a line that is not UTF-8 is reported on `out` with its number. `f` says
/// whether the line was unreadable (an error, not merely a false win); after
/// [`MAX_BATCH_ERRORS`](crate::files::MAX_BATCH_ERRORS) such lines the run stops with an error saying so.
fn for_each_line<W: Write>(
    paths: &[String],
    limits: Limits,
    out: &mut W,
    mut f: impl FnMut(&mut W, &str) -> Result<bool, String>,
) -> Result<(), String> {
    struct Failed(String);
    impl From<ReadError> for Failed {
        fn from(e: ReadError) -> Self {
            Failed(e.to_string())
        }
    }
    let mut errors = 0u64;
    for path in paths {
        crate::files::for_each_line_of(path, limits.line, |number, line| {
            let bad = match line {
                Line::Text(text) if text.trim().is_empty() => false,
                Line::Text(text) => f(out, text.trim()).map_err(Failed)?,
                Line::NotUtf8 => {
                    let bad = BadLine {
                        valid: false,
                        line: number,
                        error: format!("{path}: line {number}: not UTF-8 text"),
                    };
                    write_json(out, &bad, false).map_err(Failed)?;
                    true
                }
            };
            errors += u64::from(bad);
            if errors >= crate::files::MAX_BATCH_ERRORS {
                return Err(Failed(format!(
                    "{path}: stopped at line {number}: {} lines were no input; the rest is not read",
                    crate::files::MAX_BATCH_ERRORS
                )));
            }
            Ok(())
        })
        .map_err(|Failed(e)| e)?;
    }
    Ok(())
}

fn write_json(out: &mut impl Write, value: &impl Serialize, pretty: bool) -> Result<(), String> {
    let text = if pretty {
        serde_json::to_string_pretty(value)
    } else {
        serde_json::to_string(value)
    };
    let text = text.map_err(|e| e.to_string())?;
    writeln!(out, "{text}").map_err(|e| e.to_string())
}

/// `tilewise score`: exit 0 when every hand is a valid win, 1 otherwise (text and --json);
/// with --batch always 0 unless the input cannot be read.
pub fn score_command(
    args: &ScoreArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, String> {
    let rules = args.output.rules.as_deref().and_then(RuleSettings::from_id);
    let i18n = I18n::get(args.output.lang);
    if args.output.batch {
        for_each_line(&args.files, limits, out, |out, line| {
            let sheet = sheet_of_text_in(line, rules.as_ref(), i18n);
            write_json(out, &sheet, false)?;
            // Scored (even as a false win), or not read as a hand at all.
            Ok(sheet.total.is_none() && sheet.error.is_some())
        })?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut sheets: Vec<(String, ScoreSheet)> = Vec::new();
    for path in &args.files {
        let text = read_input(path, limits)?;
        let mut sheet = sheet_of_text_in(&text, rules.as_ref(), i18n);
        if let Some(e) = sheet.error.as_mut().filter(|_| sheet.total.is_none()) {
            *e = format!("{path}: {e}");
        }
        sheets.push((path.clone(), sheet));
    }
    let all_valid = sheets.iter().all(|(_, s)| s.valid);
    if args.output.json {
        match sheets.as_slice() {
            [(_, one)] => write_json(out, one, true)?,
            _ => write_json(
                out,
                &sheets.iter().map(|(_, s)| s).collect::<Vec<_>>(),
                true,
            )?,
        }
    } else {
        for (i, (path, sheet)) in sheets.iter().enumerate() {
            if i > 0 {
                writeln!(out).map_err(|e| e.to_string())?;
            }
            let heading = if sheet.title.is_none() {
                format!("== {path} ==\n")
            } else {
                String::new()
            };
            write!(out, "{heading}{}", sheet.to_text()).map_err(|e| e.to_string())?;
        }
    }
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The JSON answer of `tilewise waits`.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub struct WaitsReport {
    pub valid: bool,
    pub error: Option<String>,
    pub hand: String,
    pub waits: Vec<WaitTile>,
    /// Copies of the waited tiles not in the hand.
    pub tiles_left: u32,
}

/// The waits of one notation, as a report.
pub fn waits_report(notation: &str, rules: &RuleSettings) -> WaitsReport {
    waits_report_in(notation, rules, I18n::english())
}

/// The waits of one notation, as a report whose error is in a language.
pub fn waits_report_in(notation: &str, rules: &RuleSettings, i18n: &I18n) -> WaitsReport {
    match waits_of_notation(notation, rules.four_alike_as_two_pairs()) {
        Ok(waits) => WaitsReport {
            valid: true,
            error: None,
            hand: notation.to_string(),
            tiles_left: waits.iter().map(|w| w.left as u32).sum(),
            waits,
        },
        Err(e) => WaitsReport {
            valid: false,
            error: Some(i18n.text(&e)),
            // What is no hand is quoted, not echoed: a 1 MB line gives a short answer.
            hand: crate::files::quote(notation),
            waits: Vec::new(),
            tiles_left: 0,
        },
    }
}

fn waits_text(report: &WaitsReport, i18n: &I18n) -> String {
    let m = |message: Message| i18n.message(&message.text("hand", &report.hand));
    match (&report.error, report.waits.is_empty()) {
        (Some(e), _) => m(Message::new("cli-waits-error").text("error", e)),
        (None, true) => m(Message::new("cli-waits-none")),
        (None, false) => {
            let tiles: Vec<String> = report
                .waits
                .iter()
                .map(|w| {
                    i18n.message(
                        &Message::new("cli-waits-tile")
                            .text("tile", w.tile)
                            .int("left", w.left),
                    )
                })
                .collect();
            m(Message::new("cli-waits")
                .text("tiles", tiles.join(", "))
                .int("kinds", report.waits.len())
                .int("left", report.tiles_left))
        }
    }
}

/// `tilewise waits`: exit 0 when every notation is a valid hand, 1 otherwise.
pub fn waits_command(
    args: &WaitsArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, String> {
    let rules = args
        .output
        .rules
        .as_deref()
        .and_then(RuleSettings::from_id)
        .unwrap_or_default();
    let i18n = I18n::get(args.output.lang);
    if args.output.batch {
        for_each_line(&args.inputs, limits, out, |out, line| {
            let report = waits_report_in(line, &rules, i18n);
            write_json(out, &report, false)?;
            Ok(!report.valid)
        })?;
        return Ok(ExitCode::SUCCESS);
    }
    let reports: Vec<WaitsReport> = args
        .inputs
        .iter()
        .map(|n| waits_report_in(n, &rules, i18n))
        .collect();
    if args.output.json {
        match reports.as_slice() {
            [one] => write_json(out, one, true)?,
            _ => write_json(out, &reports, true)?,
        }
    } else {
        for r in &reports {
            writeln!(out, "{}", waits_text(r, i18n)).map_err(|e| e.to_string())?;
        }
    }
    Ok(if reports.iter().all(|r| r.valid) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `tilewise settle`: the Sichuan wall's end from a settlement file. Exit codes as `score`:
/// 0 settled, 1 the file is no valid settlement (the error on stderr), 2 it cannot be read.
pub fn settle_command(
    args: &SettleArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, String> {
    use crate::rules::sichuan::{EndState, WallEndFile, wall_end, wrong_suit_penalty};
    let i18n = I18n::get(args.lang);
    let text = read_input(&args.file, limits)?;
    // As `score`: a file that is read but is no valid settlement exits 1.
    let parsed = WallEndFile::parse(&text)
        .map_err(|e| i18n.text(&e))
        .and_then(|file| file.hands().map(|h| (file, h)).map_err(|e| i18n.text(&e)));
    let (file, hands) = match parsed {
        Ok(parsed) => parsed,
        Err(e) => {
            let e = format!("{}: {e}", args.file);
            eprintln!("error: {e}");
            if args.json {
                write_json(out, &serde_json::json!({"valid": false, "error": e}), true)?;
            }
            return Ok(ExitCode::from(1));
        }
    };
    let mut end = wall_end(&hands);
    end.transfers.extend(
        file.wrong_suit_discards
            .iter()
            .map(|&s| wrong_suit_penalty(s)),
    );
    if args.json {
        #[derive(Serialize)]
        struct Report<'a> {
            valid: bool,
            error: Option<&'a str>,
            title: Option<&'a str>,
            settlement: &'a crate::rules::sichuan::WallEnd,
            net: [i64; 4],
        }
        let report = Report {
            valid: true,
            error: None,
            title: file.title.as_deref(),
            settlement: &end,
            net: end.net(),
        };
        write_json(out, &report, true)?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut text = String::new();
    use std::fmt::Write as _;
    if let Some(title) = &file.title {
        let _ = writeln!(text, "== {title} ==");
    }
    let m = |message: Message| i18n.message(&message);
    let seat = |w: crate::tiles::Wind| m(wind(w));
    let _ = writeln!(text, "{}", i18n.tr("settle-title"));
    for (w, state) in &end.states {
        let line = match state {
            EndState::Ready { waits, max } => {
                let each: Vec<String> = waits
                    .iter()
                    .map(|w| {
                        m(Message::new("settle-wait")
                            .text("tile", w.wait.tile)
                            .int("fan", w.fan)
                            .int("value", w.value))
                    })
                    .collect();
                m(Message::new("settle-ready")
                    .int("max", *max)
                    .text("waits", each.join("; ")))
            }
            EndState::NotReady => i18n.tr("settle-not-ready"),
            EndState::FlowerPig => i18n.tr("settle-flower-pig"),
        };
        let _ = writeln!(text, "  {}: {line}", seat(*w));
    }
    if end.transfers.is_empty() {
        let _ = writeln!(text, "{}", i18n.tr("settle-nothing"));
    }
    for t in &end.transfers {
        let to = t.to.map_or_else(|| i18n.tr("viewer-nobody"), seat);
        let _ = writeln!(
            text,
            "  {}",
            m(Message::new("settle-transfer")
                .text("from", seat(t.from))
                .int("amount", t.amount)
                .text("to", to)
                .text("reason", explain::sichuan(i18n, t.rule)))
        );
    }
    let net = end.net();
    let nets: Vec<String> = crate::tiles::Wind::ALL
        .iter()
        .filter(|w| net[w.index()] != 0)
        .map(|w| format!("{} {:+}", seat(*w), net[w.index()]))
        .collect();
    if !nets.is_empty() {
        let _ = writeln!(
            text,
            "{}",
            m(Message::new("settle-net").text("nets", nets.join(", ")))
        );
    }
    write!(out, "{text}").map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// `tilewise check`: validates game records, prints the wins, the recorded scores the rules
/// do not give, and the ledger. The exit code is the worst file's [`CheckStatus::code`].
pub fn check_command(
    args: &CheckArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, String> {
    let i18n = I18n::get(args.lang);
    let mut worst = CheckStatus::Agrees;
    let mut json: Vec<serde_json::Value> = Vec::new();
    for path in &args.files {
        // Read once: standard input cannot be read again.
        let text = read_input(path, limits);
        if let Ok(text) = &text
            && crate::drill::set::is_drill_set(text)
        {
            let report = SetCheckReport {
                file: path.clone(),
                ..set_check_report_in(text, i18n)
            };
            worst = worst.max(report.status);
            if args.json {
                json.push(serde_json::to_value(&report).map_err(|e| e.to_string())?);
            } else {
                write!(out, "== {path} ==\n{}", set_check_text(&report, i18n))
                    .map_err(|e| e.to_string())?;
            }
            continue;
        }
        let report = CheckReport {
            file: path.clone(),
            ..match text {
                Ok(text) => check_report_in(&text, i18n),
                Err(e) => {
                    eprintln!("error: {e}");
                    CheckReport::refused(CheckStatus::Unreadable, e)
                }
            }
        };
        worst = worst.max(report.status);
        if args.json {
            json.push(serde_json::to_value(&report).map_err(|e| e.to_string())?);
        } else {
            write!(out, "== {path} ==\n{}", check_text(&report, i18n))
                .map_err(|e| e.to_string())?;
        }
    }
    if args.json {
        match json.as_slice() {
            [one] => write_json(out, one, true)?,
            _ => write_json(out, &json, true)?,
        }
    }
    Ok(ExitCode::from(worst.code()))
}

/// The result of checking one drill set.
#[derive(Serialize, Debug, Default)]
pub struct SetCheckReport {
    /// The path as given (`-` for standard input); empty when the text came from elsewhere.
    pub file: String,
    pub status: CheckStatus,
    /// Every hand scores and fits its mode.
    pub valid: bool,
    /// Why the set cannot be read at all.
    pub error: Option<String>,
    pub title: String,
    pub hands: Vec<SetCheckHand>,
}

/// One hand of a checked set.
#[derive(Serialize, Debug)]
pub struct SetCheckHand {
    /// Counted from 1.
    pub hand: usize,
    pub mode: &'static str,
    /// The total under the set's rules, when the hand scores.
    pub total: Option<u32>,
    /// The total with its unit, in the report's language.
    pub amount: Option<String>,
    /// Why the hand is no question of its mode.
    pub error: Option<String>,
}

/// Checks a drill set's text hand by hand; errors in a language.
pub fn set_check_report_in(text: &str, i18n: &I18n) -> SetCheckReport {
    use crate::drill::set::DrillSet;
    let set = match crate::hand::parse_ron::<DrillSet>(text) {
        Ok(set) => set,
        Err(e) => {
            return SetCheckReport {
                status: CheckStatus::Unreadable,
                error: Some(i18n.text(&e)),
                ..SetCheckReport::default()
            };
        }
    };
    let hands: Vec<SetCheckHand> = set
        .check_each()
        .into_iter()
        .enumerate()
        .map(|(k, r)| {
            let mode = set.hands[k].mode.id();
            match r {
                Ok(q) => {
                    let total = q.question.scored.total();
                    let unit = q.question.sheet.unit.unwrap_or("points");
                    SetCheckHand {
                        hand: k + 1,
                        mode,
                        total: Some(total),
                        amount: Some(i18n.amount(unit, total)),
                        error: None,
                    }
                }
                Err(problem) => SetCheckHand {
                    hand: k + 1,
                    mode,
                    total: None,
                    amount: None,
                    error: Some(i18n.text(&problem)),
                },
            }
        })
        .collect();
    let empty = hands.is_empty();
    let valid = !empty && hands.iter().all(|h| h.error.is_none());
    SetCheckReport {
        file: String::new(),
        status: if valid {
            CheckStatus::Agrees
        } else {
            CheckStatus::Invalid
        },
        valid,
        error: empty.then(|| i18n.text(&crate::drill::set::SetProblem::NoHands)),
        title: set.title,
        hands,
    }
}

/// A checked set as text: its title, then each hand's total or why it is no question.
fn set_check_text(report: &SetCheckReport, i18n: &I18n) -> String {
    use std::fmt::Write as _;
    let m = |message: Message| i18n.message(&message);
    let mut t = String::new();
    if report.status == CheckStatus::Unreadable {
        let e = report.error.clone().unwrap_or_default();
        let _ = writeln!(
            t,
            "{}",
            m(Message::new("check-unreadable").text("error", e))
        );
        return t;
    }
    let _ = writeln!(
        t,
        "{}",
        m(Message::new("check-set").text("title", &report.title))
    );
    for h in &report.hands {
        let line = match (&h.amount, &h.error) {
            (Some(amount), None) => Message::new("check-set-hand")
                .int("hand", h.hand)
                .text("mode", h.mode)
                .text("amount", amount),
            (_, e) => Message::new("check-set-hand-invalid")
                .int("hand", h.hand)
                .text("mode", h.mode)
                .text("error", e.clone().unwrap_or_default()),
        };
        let _ = writeln!(t, "  {}", m(line));
    }
    if let Some(e) = &report.error {
        let _ = writeln!(t, "{}", m(Message::new("check-invalid").text("error", e)));
    }
    t
}

/// A checked record as text in a language: wins, disagreements with the rules' sheet, the
/// ledger and the balances (or why the record cannot be read or replayed).
fn check_text(report: &CheckReport, i18n: &I18n) -> String {
    use std::fmt::Write as _;
    let m = |message: Message| i18n.message(&message);
    let mut t = String::new();
    if let Some(e) = &report.error {
        let id = match report.status {
            CheckStatus::Unreadable => "check-unreadable",
            _ => "check-invalid",
        };
        let _ = writeln!(t, "{}", m(Message::new(id).text("error", e)));
        return t;
    }
    for w in &report.wins {
        let win = Message::new("check-win")
            .int("hand", w.hand)
            .int("step", w.step)
            .text("player", &w.player)
            .text("seat", &w.seat)
            .int("total", w.total);
        let _ = match w.recorded {
            Some(r) if r != w.total => writeln!(
                t,
                "{}",
                m(Message::new("check-win-disagrees")
                    .msg("win", win)
                    .int("recorded", r))
            ),
            _ => writeln!(t, "{}", m(win)),
        };
    }
    if !report.disagreements.is_empty() {
        let _ = writeln!(
            t,
            "{}",
            m(Message::new("check-disagreements").int("count", report.disagreements.len()))
        );
        for d in &report.disagreements {
            let _ = writeln!(
                t,
                "  {}",
                m(Message::new("check-disagreement")
                    .int("hand", d.hand)
                    .int("step", d.step)
                    .text("player", &d.player)
                    .text("seat", &d.seat)
                    .int("recorded", d.recorded)
                    .int("computed", d.computed))
            );
            for line in d.sheet.lines() {
                let _ = writeln!(t, "    {line}");
            }
        }
    }
    let _ = writeln!(t, "{}:", i18n.tr("viewer-ledger"));
    for e in &report.ledger {
        let to = e.to.clone().unwrap_or_else(|| i18n.tr("viewer-nobody"));
        let _ = writeln!(
            t,
            "  {}",
            m(Message::new("check-entry")
                .int("hand", e.hand)
                .int("step", e.step)
                .text("from", &e.from)
                .int("amount", e.amount)
                .text("to", to)
                .text("reason", &e.reason))
        );
    }
    let nets: Vec<String> = report
        .balances
        .iter()
        .map(|(p, n)| format!("{p} {n:+}"))
        .collect();
    let _ = writeln!(
        t,
        "{}",
        m(Message::new("check-balances").text("nets", nets.join(", ")))
    );
    if let Some(summary) = &report.summary_text {
        t.push_str(summary);
    }
    t
}

/// `tilewise simulate`: four bots play a game; its record is printed as RON.
pub fn simulate_command(args: &SimulateArgs, out: &mut impl Write) -> Result<ExitCode, String> {
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let mut record = crate::sim::simulate(&rules, args.seed, args.hands as usize)?;
    if args.results_only {
        record = crate::game::results_only(&record).map_err(|e| e.to_string())?;
    }
    if let Some(players) = &args.players {
        if players.len() != 4 {
            return Err(format!(
                "--players names four players, not {}",
                players.len()
            ));
        }
        record.header.players = players.clone();
    }
    record.header.date = args.date.clone().or(record.header.date);
    record.header.event = args.event.clone().or(record.header.event);
    writeln!(out, "{}", record.to_ron()).map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// How often `deal` asks the generator for one hand before it gives up.
const DEAL_TRIES: usize = 20;

/// `tilewise deal`: prints `--count` winning hands as one-line hand files, dealt from the seed
/// (the clock's when none is given, printed on standard error). An unknown pattern is an
/// error (exit 2); a target the generator finds no hand for exits 1.
pub fn deal_command(args: &DealArgs, out: &mut impl Write) -> Result<ExitCode, String> {
    let i18n = I18n::get(args.lang);
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let target = match &args.pattern {
        None => Target::Natural,
        Some(id) => {
            let known: Vec<&str> = rules.patterns().iter().map(|p| p.id).collect();
            if !known.contains(&id.as_str()) {
                return Err(i18n.message(
                    &Message::new("cli-deal-unknown-pattern")
                        .text("pattern", id)
                        .text("rules", rules.id())
                        .text("known", known.join(", ")),
                ));
            }
            Target::Pattern(id.clone())
        }
    };
    let seed = seed_or_clock(args.seed, i18n);
    let mut rng = fastrand::Rng::with_seed(seed);
    if let Some(path) = &args.set {
        return deal_set(args, path, &rules, &target, &mut rng, out);
    }
    for _ in 0..args.count {
        let question =
            (0..DEAL_TRIES).find_map(|_| deal_hand(&rules, &target, args.level, &mut rng));
        let Some(q) = question else {
            eprintln!(
                "error: {}",
                i18n.message(
                    &Message::new("cli-deal-none")
                        .text("target", args.pattern.as_deref().unwrap_or("-"))
                        .text("rules", rules.id())
                )
            );
            return Ok(ExitCode::from(1));
        };
        let file = crate::hand::HandFile::of(&q.hand, &q.scored.settings, None);
        writeln!(out, "{}", one_line_ron(&file)?).map_err(|e| e.to_string())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `tilewise deal --set OUT.ron`: `--count` hands as a drill set asking `--mode`, written
/// atomically in canonical form; the hands are [`DrillSet::dealt`]'s.
///
/// [`DrillSet::dealt`]: crate::drill::set::DrillSet::dealt
fn deal_set(
    args: &DealArgs,
    path: &std::path::Path,
    rules: &RuleSettings,
    target: &Target,
    rng: &mut fastrand::Rng,
    out: &mut impl Write,
) -> Result<ExitCode, String> {
    use crate::drill::set::{DealError, DrillSet};
    let i18n = I18n::get(args.lang);
    let title = args.title.clone().unwrap_or_else(|| {
        let named = args.pattern.as_deref().and_then(|id| {
            let def = rules.patterns().into_iter().find(|p| p.id == id)?;
            Some(i18n.pattern(def.id, def.name))
        });
        let message = Message::new("cli-deal-set-title").text("rules", rules.id());
        match named {
            Some(name) => i18n.message(
                &Message::new("cli-deal-set-title-pattern")
                    .text("rules", rules.id())
                    .text("pattern", name),
            ),
            None => i18n.message(&message),
        }
    });
    let count = args.count as usize;
    let dealt = DrillSet::dealt(rules, target, args.level, args.mode, count, rng);
    let set = match dealt {
        Ok(set) => DrillSet {
            title,
            language: args.lang,
            ..set
        },
        Err(e @ DealError::Mode(_)) => return Err(e.to_string()),
        Err(DealError::NoHand { .. }) => {
            eprintln!(
                "error: {}",
                i18n.message(
                    &Message::new("cli-deal-set-none")
                        .text("target", args.pattern.as_deref().unwrap_or("-"))
                        .text("rules", rules.id())
                        .text("mode", args.mode.id())
                )
            );
            return Ok(ExitCode::from(1));
        }
    };
    let text = set.canonical().map_err(|e| e.to_string())?;
    crate::files::write_atomic(path, text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    writeln!(
        out,
        "{}",
        i18n.message(
            &Message::new("cli-deal-set-written")
                .int("count", set.hands.len())
                .text("path", path.display().to_string())
        )
    )
    .map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// A value as RON on one line, the project's RON extensions taken as on (as every reader
/// of the project takes them), so no `#![enable(...)]` header line is needed.
fn one_line_ron(value: &impl Serialize) -> Result<String, String> {
    use ron::extensions::Extensions;
    let config = ron::ser::PrettyConfig::new()
        .struct_names(false)
        .depth_limit(0)
        .escape_strings(false);
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .to_string_pretty(value, config)
        .map_err(|e| e.to_string())
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
pub fn patterns_command(args: &PatternsArgs, out: &mut impl Write) -> Result<ExitCode, String> {
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
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `tilewise fmt`: prints each file in canonical form (a `// path` line before each when
/// there are several). With `--check`, names the files not in canonical form and exits 1 if
/// there is one; with `--write`, rewrites them. A file no kind reads is reported on stderr
/// and makes the exit code 2.
pub fn fmt_command(
    args: &FmtArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, String> {
    let mut unreadable = false;
    let mut not_canonical = false;
    for path in &args.files {
        let formatted = read_input(path, limits).and_then(|text| {
            crate::canonical::canonical(&text)
                .map(|f| (text, f))
                .map_err(|e| format!("{path}: {e}"))
        });
        let (text, formatted) = match formatted {
            Ok(f) => f,
            Err(e) => {
                eprintln!("error: {e}");
                unreadable = true;
                continue;
            }
        };
        let canonical = text == formatted.text;
        if args.check {
            if !canonical {
                not_canonical = true;
                writeln!(
                    out,
                    "{path}: not in canonical form ({})",
                    formatted.kind.name()
                )
                .map_err(|e| e.to_string())?;
            }
        } else if args.write && path != "-" {
            if !canonical {
                crate::files::write_atomic(std::path::Path::new(path), formatted.text.as_bytes())
                    .map_err(|e| format!("{path}: {e}"))?;
                writeln!(out, "{path}: rewritten").map_err(|e| e.to_string())?;
            }
        } else {
            if args.files.len() > 1 {
                writeln!(out, "// {path}").map_err(|e| e.to_string())?;
            }
            write!(out, "{}", formatted.text).map_err(|e| e.to_string())?;
        }
    }
    Ok(if unreadable {
        ExitCode::from(2)
    } else if not_canonical {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// What checking a game record found, from best to worst.
#[derive(Serialize, Debug, Default, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum CheckStatus {
    /// The record replays and every recorded score is what the rules give.
    #[default]
    Agrees,
    /// The record replays, but some recorded scores are not what the rules give.
    Disagrees,
    /// The record is read but cannot be replayed (an illegal or impossible step).
    Invalid,
    /// The file cannot be read, or is not a game record (I/O or syntax).
    Unreadable,
}

impl CheckStatus {
    /// The exit code of `tilewise check`: 0 agrees, 3 disagrees, 1 invalid, 2 unreadable.
    pub fn code(self) -> u8 {
        match self {
            CheckStatus::Agrees => 0,
            CheckStatus::Disagrees => 3,
            CheckStatus::Invalid => 1,
            CheckStatus::Unreadable => 2,
        }
    }
}

/// The result of checking one game record.
#[derive(Serialize, Debug, Default)]
pub struct CheckReport {
    /// The path as given (`-` for standard input); empty when the text came from elsewhere.
    pub file: String,
    pub status: CheckStatus,
    /// The record replays (its recorded scores may still disagree).
    pub valid: bool,
    pub error: Option<String>,
    pub wins: Vec<CheckWin>,
    /// The wins whose recorded score the rules do not give.
    pub disagreements: Vec<CheckDisagreement>,
    pub ledger: Vec<CheckEntry>,
    /// Net result per player, by name.
    pub balances: Vec<(String, i64)>,
    /// The night at a glance (standings, balances after each hand, biggest hands).
    pub summary: crate::game::summary::NightSummary,
    /// The summary as text in the report's language; printed by `check` for a record with
    /// results-only hands.
    #[serde(skip)]
    pub summary_text: Option<String>,
}

impl CheckReport {
    fn refused(status: CheckStatus, error: String) -> CheckReport {
        CheckReport {
            status,
            error: Some(error),
            ..CheckReport::default()
        }
    }
}

/// A win in a checked record.
#[derive(Serialize, Debug)]
pub struct CheckWin {
    pub hand: usize,
    pub step: usize,
    pub seat: String,
    pub player: String,
    /// The score the rules give.
    pub total: u32,
    /// The score the record gives, if any.
    pub recorded: Option<u32>,
}

/// A recorded score the rules do not give, with the rules' score sheet.
#[derive(Serialize, Debug)]
pub struct CheckDisagreement {
    pub hand: usize,
    pub step: usize,
    pub seat: String,
    pub player: String,
    pub recorded: u32,
    pub computed: u32,
    /// The score sheet of the win by the rules, as text.
    pub sheet: String,
}

/// A ledger entry in a checked record.
#[derive(Serialize, Debug)]
pub struct CheckEntry {
    pub hand: usize,
    pub step: usize,
    pub from: String,
    pub to: Option<String>,
    pub amount: u32,
    pub reason: String,
}

/// Checks one game record's text, hand by hand as it is read: memory grows with the wins and
/// the ledger reported, not with the hands (no parsed record, no tables are kept).
pub fn check_report(text: &str) -> CheckReport {
    check_report_in(text, I18n::english())
}

/// Checks one game record's text; errors, seats and reasons in a language.
pub fn check_report_in(text: &str, i18n: &I18n) -> CheckReport {
    use crate::game::{GameError, Replay, check_header, replay_next_hand};
    use crate::replay::{StreamError, for_each_hand};
    let mut report = CheckReport::default();
    let mut balances = [0i64; 4];
    let mut played = Replay::default();
    let mut number = 0usize;
    let mut summary = crate::game::summary::NightSummary::new();
    let mut results_only = false;
    // Hand by hand as the record is read: a long record never holds every step at once.
    let result = for_each_hand(text, |header, hand| {
        if number == 0 {
            check_header(header)?;
        }
        number += 1;
        replay_next_hand(&header.rules, number, &hand, &mut played)?;
        results_only |= hand.is_results_only();
        summary.add_hand(
            &crate::game::summary::players_of(&hand.seats),
            &played.wins,
            &played.ledger,
        );
        let name = |i: usize| header.players.get(i).cloned().unwrap_or_default();
        for w in played.wins.drain(..) {
            let seat = i18n.message(&wind(w.seat));
            if let Some(d) = w.disagreement() {
                report.disagreements.push(CheckDisagreement {
                    hand: d.hand,
                    step: d.step,
                    seat: seat.clone(),
                    player: name(d.player),
                    recorded: d.recorded,
                    computed: d.computed,
                    sheet: crate::rules::sheet_in(&w.hand, &w.scored, i18n).to_text(),
                });
            }
            report.wins.push(CheckWin {
                hand: w.hand_number,
                step: w.step,
                seat,
                player: name(w.player),
                total: w.scored.total(),
                recorded: w.recorded,
            });
        }
        for e in played.ledger.drain(..) {
            if let Some(from) = e.from {
                balances[from] -= e.amount as i64;
            }
            if let Some(to) = e.to {
                balances[to] += e.amount as i64;
            }
            report.ledger.push(CheckEntry {
                hand: e.hand,
                step: e.step,
                from: e.from.map(name).unwrap_or_default(),
                to: e.to.map(name),
                amount: e.amount,
                reason: explain::ledger(i18n, &e),
            });
        }
        Ok::<(), GameError>(())
    });
    let error = match result {
        Ok(header) => match check_header(&header) {
            Ok(()) => {
                report.valid = true;
                report.status = if report.disagreements.is_empty() {
                    CheckStatus::Agrees
                } else {
                    CheckStatus::Disagrees
                };
                report.balances = (0..4)
                    .map(|i| (header.players[i].clone(), balances[i]))
                    .collect();
                report.summary_text =
                    results_only.then(|| crate::night::summary_text(&summary, &header, i18n));
                report.summary = summary;
                return report;
            }
            Err(e) => i18n.text(&e),
        },
        Err(StreamError::Parse(e)) => {
            return CheckReport::refused(CheckStatus::Unreadable, i18n.text(&e));
        }
        Err(StreamError::Stopped(e)) => i18n.text(&e),
    };
    CheckReport::refused(CheckStatus::Invalid, error)
}
