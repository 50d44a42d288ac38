//! The headless command line: `score` hand files and list `waits` of a notation.

use crate::hand::{WaitTile, waits_of_notation};
use crate::rules::{RuleSettings, ScoreSheet, sheet_of_text};
use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use std::io::{BufRead, Read, Write};
use std::process::ExitCode;

/// Mahjong scoring: Zung Jung, Hong Kong, Singaporean and Sichuan rules.
#[derive(Parser, Debug)]
#[command(name = "tilewise", version, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
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
    Check(CheckArgs),
    /// Let four bots play a game and print its record (RON).
    Simulate(SimulateArgs),
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
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Game records; `-` reads standard input.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct SettleArgs {
    /// A settlement file (RON, see docs/formats.md); `-` reads standard input.
    pub file: String,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
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
}

fn rules_id(s: &str) -> Result<String, String> {
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
    let result = match cli.command {
        Command::Score(args) => score_command(&args, &mut out),
        Command::Waits(args) => waits_command(&args, &mut out),
        Command::Settle(args) => settle_command(&args, &mut out),
        Command::Check(args) => check_command(&args, &mut out),
        Command::Simulate(args) => simulate_command(&args, &mut out),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn read_input(path: &str) -> Result<String, String> {
    let mut text = String::new();
    let result = if path == "-" {
        std::io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::File::open(path)
            .and_then(|mut f| f.read_to_string(&mut text))
            .map(|_| ())
    };
    result.map(|()| text).map_err(|e| format!("{path}: {e}"))
}

fn for_each_line(
    paths: &[String],
    mut f: impl FnMut(&str) -> Result<(), String>,
) -> Result<(), String> {
    for path in paths {
        let reader: Box<dyn BufRead> = if path == "-" {
            Box::new(std::io::stdin().lock())
        } else {
            Box::new(std::io::BufReader::new(
                std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?,
            ))
        };
        for line in reader.lines() {
            let line = line.map_err(|e| format!("{path}: {e}"))?;
            if !line.trim().is_empty() {
                f(line.trim())?;
            }
        }
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
pub fn score_command(args: &ScoreArgs, out: &mut impl Write) -> Result<ExitCode, String> {
    let rules = args.output.rules.as_deref().and_then(RuleSettings::from_id);
    if args.output.batch {
        for_each_line(&args.files, |line| {
            write_json(out, &sheet_of_text(line, rules.as_ref()), false)
        })?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut sheets: Vec<(String, ScoreSheet)> = Vec::new();
    for path in &args.files {
        let text = read_input(path)?;
        let mut sheet = sheet_of_text(&text, rules.as_ref());
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
            error: Some(e.to_string()),
            hand: notation.to_string(),
            waits: Vec::new(),
            tiles_left: 0,
        },
    }
}

fn waits_text(report: &WaitsReport) -> String {
    match (&report.error, report.waits.is_empty()) {
        (Some(e), _) => format!("{}: error {e}", report.hand),
        (None, true) => format!("{}: not ready — no tile completes it", report.hand),
        (None, false) => {
            let tiles: Vec<String> = report
                .waits
                .iter()
                .map(|w| format!("{} ({} left)", w.tile, w.left))
                .collect();
            format!(
                "{}: waits on {} — {} kind(s), {} tile(s) left",
                report.hand,
                tiles.join(", "),
                report.waits.len(),
                report.tiles_left
            )
        }
    }
}

/// `tilewise waits`: exit 0 when every notation is a valid hand, 1 otherwise.
pub fn waits_command(args: &WaitsArgs, out: &mut impl Write) -> Result<ExitCode, String> {
    let rules = args
        .output
        .rules
        .as_deref()
        .and_then(RuleSettings::from_id)
        .unwrap_or_default();
    if args.output.batch {
        for_each_line(&args.inputs, |line| {
            write_json(out, &waits_report(line, &rules), false)
        })?;
        return Ok(ExitCode::SUCCESS);
    }
    let reports: Vec<WaitsReport> = args
        .inputs
        .iter()
        .map(|n| waits_report(n, &rules))
        .collect();
    if args.output.json {
        match reports.as_slice() {
            [one] => write_json(out, one, true)?,
            _ => write_json(out, &reports, true)?,
        }
    } else {
        for r in &reports {
            writeln!(out, "{}", waits_text(r)).map_err(|e| e.to_string())?;
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
pub fn settle_command(args: &SettleArgs, out: &mut impl Write) -> Result<ExitCode, String> {
    use crate::rules::sichuan::{EndState, WallEndFile, wall_end, wrong_suit_penalty};
    let text = read_input(&args.file)?;
    // As `score`: a file that is read but is no valid settlement exits 1.
    let parsed = WallEndFile::parse(&text)
        .map_err(|e| e.to_string())
        .and_then(|file| file.hands().map(|h| (file, h)).map_err(|e| e.to_string()));
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
    let _ = writeln!(text, "Sichuan · the wall's end");
    for (seat, state) in &end.states {
        let line = match state {
            EndState::Ready { waits, max } => {
                let each: Vec<String> = waits
                    .iter()
                    .map(|w| format!("{} → {} fan, {}", w.wait.tile, w.fan, w.value))
                    .collect();
                format!("ready, at most {max} ({})", each.join("; "))
            }
            EndState::NotReady => "not ready".to_string(),
            EndState::FlowerPig => "flower pig (still holds the missing suit)".to_string(),
        };
        let _ = writeln!(text, "  {seat}: {line}");
    }
    if end.transfers.is_empty() {
        let _ = writeln!(
            text,
            "Nothing moves: every player who has not won is in the same state."
        );
    }
    for t in &end.transfers {
        let to = t.to.map_or_else(|| "nobody".to_string(), |w| w.to_string());
        let _ = writeln!(
            text,
            "  {} pays {} to {to}: {}",
            t.from,
            t.amount,
            t.rule.explain()
        );
    }
    let net = end.net();
    let nets: Vec<String> = crate::tiles::Wind::ALL
        .iter()
        .filter(|w| net[w.index()] != 0)
        .map(|w| format!("{w} {:+}", net[w.index()]))
        .collect();
    if !nets.is_empty() {
        let _ = writeln!(text, "Net: {}", nets.join(", "));
    }
    write!(out, "{text}").map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}

/// `tilewise check`: validates game records, prints the wins, the recorded scores the rules
/// do not give, and the ledger. The exit code is the worst file's [`CheckStatus::code`].
pub fn check_command(args: &CheckArgs, out: &mut impl Write) -> Result<ExitCode, String> {
    let mut worst = CheckStatus::Agrees;
    let mut reports = Vec::new();
    for path in &args.files {
        let report = CheckReport {
            file: path.clone(),
            ..match read_input(path) {
                Ok(text) => check_report(&text),
                Err(e) => CheckReport::refused(CheckStatus::Unreadable, e),
            }
        };
        worst = worst.max(report.status);
        if args.json {
            reports.push(report);
        } else {
            write!(out, "== {path} ==\n{}", check_text(&report)).map_err(|e| e.to_string())?;
        }
    }
    if args.json {
        match reports.as_slice() {
            [one] => write_json(out, one, true)?,
            _ => write_json(out, &reports, true)?,
        }
    }
    Ok(ExitCode::from(worst.code()))
}

/// One checked record as text: the wins, the disagreements with their sheets, the ledger.
fn check_text(report: &CheckReport) -> String {
    use std::fmt::Write as _;
    let mut t = String::new();
    if let Some(e) = &report.error {
        let what = match report.status {
            CheckStatus::Unreadable => "unreadable",
            _ => "invalid",
        };
        let _ = writeln!(t, "{what}: {e}");
        return t;
    }
    for w in &report.wins {
        let _ = write!(
            t,
            "hand {}, step {}: {} ({}) wins, {}",
            w.hand, w.step, w.player, w.seat, w.total
        );
        match w.recorded {
            Some(r) if r != w.total => {
                let _ = writeln!(t, " (recorded {r}: disagrees)");
            }
            _ => {
                let _ = writeln!(t);
            }
        }
    }
    if !report.disagreements.is_empty() {
        let _ = writeln!(
            t,
            "Recorded scores the rules do not give: {}",
            report.disagreements.len()
        );
        for d in &report.disagreements {
            let _ = writeln!(
                t,
                "  hand {}, step {}: {} ({}) recorded {}, the rules give {}:",
                d.hand, d.step, d.player, d.seat, d.recorded, d.computed
            );
            for line in d.sheet.lines() {
                let _ = writeln!(t, "    {line}");
            }
        }
    }
    let _ = writeln!(t, "Ledger:");
    for e in &report.ledger {
        let to = e.to.clone().unwrap_or_else(|| "nobody".into());
        let _ = writeln!(
            t,
            "  hand {}, step {}: {} pays {} to {to} — {}",
            e.hand, e.step, e.from, e.amount, e.reason
        );
    }
    let nets: Vec<String> = report
        .balances
        .iter()
        .map(|(p, n)| format!("{p} {n:+}"))
        .collect();
    let _ = writeln!(t, "Balances: {}", nets.join(", "));
    t
}

/// `tilewise simulate`: four bots play a game; its record is printed as RON.
pub fn simulate_command(args: &SimulateArgs, out: &mut impl Write) -> Result<ExitCode, String> {
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let record = crate::sim::simulate(&rules, args.seed, args.hands as usize)?;
    writeln!(out, "{}", record.to_ron()).map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
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

/// Checks one game record's text.
pub fn check_report(text: &str) -> CheckReport {
    let record = match crate::replay::parse_record(text) {
        Ok(r) => r,
        Err(e) => return CheckReport::refused(CheckStatus::Unreadable, e.to_string()),
    };
    let name = |i: usize| record.header.players.get(i).cloned().unwrap_or_default();
    let r = match crate::game::replay(&record) {
        Ok(r) => r,
        Err(e) => return CheckReport::refused(CheckStatus::Invalid, e.to_string()),
    };
    let disagreements: Vec<CheckDisagreement> = r
        .wins
        .iter()
        .filter_map(|w| {
            let d = w.disagreement()?;
            Some(CheckDisagreement {
                hand: d.hand,
                step: d.step,
                seat: d.seat.to_string(),
                player: name(d.player),
                recorded: d.recorded,
                computed: d.computed,
                sheet: w.sheet.to_text(),
            })
        })
        .collect();
    CheckReport {
        file: String::new(),
        status: if disagreements.is_empty() {
            CheckStatus::Agrees
        } else {
            CheckStatus::Disagrees
        },
        valid: true,
        error: None,
        wins: r
            .wins
            .iter()
            .map(|w| CheckWin {
                hand: w.hand_number,
                step: w.step,
                seat: w.seat.to_string(),
                player: name(w.player),
                total: w.scored.total(),
                recorded: w.recorded,
            })
            .collect(),
        disagreements,
        ledger: r
            .ledger
            .iter()
            .map(|e| CheckEntry {
                hand: e.hand,
                step: e.step,
                from: e.from.map(name).unwrap_or_default(),
                to: e.to.map(name),
                amount: e.amount,
                reason: e.reason.clone(),
            })
            .collect(),
        balances: (0..4).map(|i| (name(i), r.balances[i])).collect(),
    }
}
