//! `tilewise season`: a club's season — its standings (text, JSON, CSV, HTML, PDF), the
//! seating of the next night, and the changes a club makes to its file (a new season, a
//! night's records added, a renamed player merged). The work is `crate::season`'s.

use super::error::CliError;
use super::input::{lang_tag, rules_id};
use super::worksheet::paper_id;
use super::write_json;
use crate::files::Limits;
use crate::i18n::{I18n, Lang, Message};
use crate::print::Paper;
use crate::rules::RuleSettings;
use crate::season::load::{LoadedSeason, load};
use crate::season::seating::{DEFAULT_TRIES, SeatingHistory, SeatingMethod, seat};
use crate::season::sheet::{
    SeatingJson, seating_text, standings_csv, standings_json, standings_text,
};
use crate::season::standings::standings;
use crate::season::{Night, Season, SeasonPlayer, Table, parse_season};
use clap::{Args, Subcommand};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct SeasonArgs {
    #[command(subcommand)]
    pub action: Option<SeasonAction>,
    /// A season file (`.season.ron`): prints its standings.
    #[arg(required = true)]
    pub file: Option<String>,
    #[command(flatten)]
    pub sheet: SheetArgs,
}

/// How the standings are written.
#[derive(Args, Debug)]
pub struct SheetArgs {
    /// Print the standings as JSON.
    #[arg(long, conflicts_with_all = ["csv", "html", "pdf"])]
    pub json: bool,
    /// Write the standings as CSV (one row per player, each night's points).
    #[arg(long, conflicts_with_all = ["html", "pdf"])]
    pub csv: bool,
    /// Write the season as one self-contained HTML page (standings, the plot, each night).
    #[arg(long, conflicts_with = "pdf")]
    pub html: bool,
    /// Write the season sheet as a PDF (standings, the plot, each night); needs --output.
    #[arg(long, requires = "output")]
    pub pdf: bool,
    /// The PDF's paper size: a4 or letter.
    #[arg(long, value_parser = paper_id, default_value = "a4")]
    pub paper: Paper,
    /// Where to write (atomically); standard output when left out.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// The language of the words: en, ru or pl.
    #[arg(long, default_value = "en", value_parser = lang_tag)]
    pub lang: Lang,
}

#[derive(Subcommand, Debug)]
pub enum SeasonAction {
    /// Seat the next night: tables of four by first seat (East to North), who sits out, and
    /// the draw's seed and cost; --add writes the night into the season as seated tables.
    Seat(SeatArgs),
    /// Start a season file.
    New(NewArgs),
    /// Add game records to the season as one night's tables (a new night, or a night given
    /// with --night whose seated table of the same four players they fill).
    Add(AddArgs),
    /// Count a name the records use as a player of the season (a renamed player): the name
    /// becomes his alias.
    Merge(MergeArgs),
}

#[derive(Args, Debug)]
pub struct SeatArgs {
    /// The season file.
    pub file: String,
    /// Tonight's players, comma-separated (at least four).
    #[arg(long, value_delimiter = ',', required = true)]
    pub players: Vec<String>,
    /// fewest-repeats (the fewest pairs who met before), swiss (by the standings) or random.
    #[arg(long, default_value = "fewest-repeats", value_parser = method_id)]
    pub method: SeatingMethod,
    /// The seed of the draw: the same season, players and seed seat the same night.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Shuffles tried by fewest-repeats.
    #[arg(long, default_value_t = DEFAULT_TRIES as u64, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub tries: u64,
    /// Write the night into the season file (seated tables, who sits out).
    #[arg(long)]
    pub add: bool,
    /// The night's date, written with --add.
    #[arg(long)]
    pub date: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// The language of the words: en, ru or pl.
    #[arg(long, default_value = "en", value_parser = lang_tag)]
    pub lang: Lang,
}

#[derive(Args, Debug)]
pub struct NewArgs {
    /// The season file to make (refused when it is there).
    pub file: PathBuf,
    /// The season's name.
    #[arg(long)]
    pub name: String,
    /// The rule system, with its default options.
    #[arg(long, value_parser = rules_id)]
    pub rules: String,
    /// The club's players, comma-separated.
    #[arg(long, value_delimiter = ',')]
    pub players: Vec<String>,
    /// The language of what is said: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

#[derive(Args, Debug)]
pub struct AddArgs {
    /// The season file.
    pub file: String,
    /// The night's records, one per table.
    #[arg(required = true)]
    pub records: Vec<PathBuf>,
    /// Add to this night (from 1) instead of a new one.
    #[arg(long)]
    pub night: Option<usize>,
    /// Write the records into the season file instead of their paths.
    #[arg(long)]
    pub embed: bool,
    /// The language of the words: en, ru or pl.
    #[arg(long, default_value = "en", value_parser = lang_tag)]
    pub lang: Lang,
}

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The season file.
    pub file: String,
    /// The name as the records write it.
    #[arg(long)]
    pub name: String,
    /// The player of the season it is.
    #[arg(long)]
    pub into: String,
    /// The language of what is said: en, ru or pl.
    #[arg(long, value_parser = lang_tag, default_value = "en")]
    pub lang: Lang,
}

fn method_id(s: &str) -> Result<SeatingMethod, String> {
    SeatingMethod::from_id(s).ok_or_else(|| {
        let ids: Vec<&str> = SeatingMethod::ALL.iter().map(|m| m.id()).collect();
        format!("unknown method '{s}' (one of: {})", ids.join(", "))
    })
}

/// The folder a season file's table paths are relative to.
fn base_of(path: &str) -> PathBuf {
    match Path::new(path).parent() {
        Some(dir) if !dir.as_os_str().is_empty() && path != "-" => dir.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Reads a season file, every error in `i18n`'s words with its place.
fn read_season(path: &str, limits: Limits, i18n: &I18n) -> Result<Season, CliError> {
    let text = super::input::read_input(path, limits)?;
    parse_season(&text).map_err(|e| CliError::Refused(format!("{path}: {}", i18n.text(&e))))
}

/// Reads a season and its tables.
fn load_season(path: &str, limits: Limits, i18n: &I18n) -> Result<LoadedSeason, CliError> {
    let season = read_season(path, limits, i18n)?;
    Ok(load(season, &base_of(path), limits.file))
}

/// `tilewise season`: exit 0 written (a table kept out is listed, and exits 1 with --json
/// unchanged); 2 the season file cannot be read or is no season (line and column named), or
/// the output cannot be written.
pub fn season_command(
    args: &SeasonArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    match &args.action {
        Some(SeasonAction::Seat(a)) => return seat_command(a, limits, out),
        Some(SeasonAction::New(a)) => return new_command(a, out),
        Some(SeasonAction::Add(a)) => return add_command(a, limits, out),
        Some(SeasonAction::Merge(a)) => return merge_command(a, limits, out),
        None => {}
    }
    let Some(file) = &args.file else {
        return Err("a season file is needed".into());
    };
    let sheet = &args.sheet;
    let i18n = I18n::get(sheet.lang);
    if let Some(path) = &sheet.output {
        crate::files::refuse_inputs(path, &[file])?;
    }
    let loaded = load_season(file, limits, i18n)?;
    let table = standings(&loaded);
    let kept_out = loaded.problems.iter().any(|p| p.keeps_out());
    let code = if kept_out {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    };
    if sheet.pdf {
        let Some(path) = &sheet.output else {
            return Err("--pdf needs --output".into());
        };
        let pdf = crate::print::season_pdf(&loaded, &table, sheet.paper, sheet.lang)
            .map_err(|e| i18n.text(&e))?;
        crate::files::write_atomic(path, &pdf)?;
        writeln!(
            out,
            "{}",
            i18n.message(&Message::new("season-written").text("path", path.display()))
        )?;
        return Ok(code);
    }
    if sheet.json {
        let json = standings_json(&loaded, &table, i18n);
        match &sheet.output {
            Some(path) => {
                let text = serde_json::to_string_pretty(&json)?;
                crate::files::write_atomic(path, format!("{text}\n").as_bytes())?;
            }
            None => write_json(out, &json, true)?,
        }
        return Ok(code);
    }
    let body = if sheet.csv {
        standings_csv(&table)
    } else if sheet.html {
        crate::season::html::season_html(&loaded, &table, i18n)
    } else {
        standings_text(&loaded, &table, i18n)
    };
    match &sheet.output {
        Some(path) => crate::files::write_atomic(path, body.as_bytes())?,
        None => out.write_all(body.as_bytes())?,
    }
    Ok(code)
}

/// `tilewise season seat`: exit 0 seated; 2 the season cannot be read, the players cannot be
/// seated (fewer than four, a name twice) or the season cannot be written.
fn seat_command(
    args: &SeatArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let loaded = load_season(&args.file, limits, i18n)?;
    let order = standings(&loaded)
        .rows
        .iter()
        .map(|s| s.player.clone())
        .collect();
    let history = SeatingHistory::of(&loaded, order);
    let players: Vec<String> = args
        .players
        .iter()
        .map(|name| {
            let name = name.trim();
            loaded
                .season
                .player_named(name)
                .map_or_else(|| name.to_string(), |p| p.name.clone())
        })
        .collect();
    let seating = seat(
        &history,
        &players,
        args.method,
        args.seed,
        args.tries as usize,
    )
    .map_err(|e| CliError::Refused(i18n.text(&e)))?;
    let night = loaded.season.nights.len() + 1;
    if args.json {
        write_json(out, &SeatingJson::of(&seating), true)?;
    } else {
        write!(out, "{}", seating_text(&seating, night, i18n))?;
    }
    if args.add {
        let mut season = loaded.season;
        season.nights.push(Night {
            date: args.date.clone(),
            tables: seating.tables.iter().cloned().map(Table::Seated).collect(),
            sit_out: seating.sit_out.clone(),
            substitutes: Vec::new(),
        });
        write_season(Path::new(&args.file), &season)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes a season file atomically, as it is read back.
fn write_season(path: &Path, season: &Season) -> Result<(), CliError> {
    crate::files::write_atomic(path, season.to_ron().as_bytes())?;
    Ok(())
}

/// `tilewise season new`: exit 0 written; 2 the file is there or cannot be written.
fn new_command(args: &NewArgs, out: &mut impl Write) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    if args.file.exists() {
        return Err(i18n
            .message(&Message::new("season-new-exists").text("path", args.file.display()))
            .into());
    }
    let rules = RuleSettings::from_id(&args.rules)
        .ok_or_else(|| format!("unknown rule system '{}'", args.rules))?;
    let mut season = Season::new(&args.name, rules);
    season.players = args
        .players
        .iter()
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .map(SeasonPlayer::named)
        .collect();
    season
        .validate()
        .map_err(|e| CliError::Refused(i18n.text(&e)))?;
    write_season(&args.file, &season)?;
    writeln!(out, "{}", args.file.display())?;
    Ok(ExitCode::SUCCESS)
}

/// `tilewise season add`: exit 0 added and every added table verifies; 1 added, but a table
/// is kept out (named); 2 the season or a record cannot be read, or the season cannot be
/// written.
fn add_command(args: &AddArgs, limits: Limits, out: &mut impl Write) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let mut season = read_season(&args.file, limits, i18n)?;
    let base = base_of(&args.file);
    if let Some(n) = args.night
        && (n == 0 || n > season.nights.len())
    {
        return Err(format!("--night {n}: the season has {} nights", season.nights.len()).into());
    }
    let mut night = args.night.map(|n| n - 1);
    let mut added = Vec::new();
    for path in &args.records {
        let shown = path.to_string_lossy();
        let text = super::input::read_input(&shown, limits)?;
        let record = crate::formats::game_record::parse_record(&text)
            .map_err(|e| CliError::Refused(format!("{shown}: {}", i18n.text(&e))))?;
        let names = record.header.players.clone();
        let date = record.header.date.clone();
        let table = if args.embed {
            Table::Record(record)
        } else {
            Table::File(relative_to(&base, path))
        };
        // The first record opens a new night when none is given; the others join it.
        let (n, t) = crate::season::add_table(&mut season, night, &names, table, date);
        night = Some(n);
        added.push(t + 1);
    }
    let night = night.unwrap_or(0);
    write_season(Path::new(&args.file), &season)?;
    let loaded = load(season, &base, limits.file);
    let mut code = ExitCode::SUCCESS;
    for p in &loaded.problems {
        let (n, t) = p.place();
        if n == night + 1 && (t == 0 || added.contains(&t)) {
            writeln!(out, "{}", i18n.text(p))?;
            if p.keeps_out() {
                code = ExitCode::from(1);
            }
        }
    }
    writeln!(
        out,
        "{}",
        i18n.message(
            &Message::new("season-added")
                .int("tables", args.records.len())
                .int("night", night + 1)
        )
    )?;
    Ok(code)
}

/// A record's path as the season file writes it: relative to the season's folder when it is
/// inside it, absolute otherwise.
fn relative_to(base: &Path, path: &Path) -> String {
    let full = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let base = std::fs::canonicalize(base).unwrap_or_else(|_| base.to_path_buf());
    match full.strip_prefix(&base) {
        Ok(inside) => inside.to_string_lossy().into_owned(),
        Err(_) => full.to_string_lossy().into_owned(),
    }
}

/// `tilewise season merge`: exit 0 merged; 2 the season cannot be read or written, or the
/// player is not in it.
fn merge_command(
    args: &MergeArgs,
    limits: Limits,
    out: &mut impl Write,
) -> Result<ExitCode, CliError> {
    let i18n = I18n::get(args.lang);
    let mut season = read_season(&args.file, limits, i18n)?;
    crate::season::merge_name(&mut season, &args.name, &args.into)
        .map_err(|e| CliError::Refused(i18n.text(&e)))?;
    write_season(Path::new(&args.file), &season)?;
    writeln!(
        out,
        "{}",
        i18n.message(
            &Message::new("season-merged")
                .text("name", &args.name)
                .text("player", &args.into)
        )
    )?;
    Ok(ExitCode::SUCCESS)
}
