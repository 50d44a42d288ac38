//! The season's standings and a night's seating as a club reads them: text in the reader's
//! language, JSON and CSV for tools and spreadsheets, and one self-contained HTML page.

use super::load::{LoadedSeason, SeasonProblem};
use super::seating::Seating;
use super::standings::{Standing, Standings};
use super::{Points, TieBreak};
use crate::art::Color32;
use crate::i18n::{I18n, Message};
use crate::report::PLAYER_COLORS;
use crate::spreadsheet::{Table, empty, number, text};
use serde::Serialize;
use std::fmt::Write as _;

/// Each player's colour in the season's plot and beside his name, by his line in the
/// standings: the night sheet's four first, then eight more, told apart in print and on screen.
pub fn season_color(index: usize) -> Color32 {
    const MORE: [Color32; 8] = [
        Color32::from_rgb(0xe6, 0x8a, 0x00),
        Color32::from_rgb(0x00, 0x8b, 0x8b),
        Color32::from_rgb(0x8c, 0x56, 0x4b),
        Color32::from_rgb(0xd6, 0x3d, 0xa6),
        Color32::from_rgb(0x6b, 0x8e, 0x23),
        Color32::from_rgb(0x1f, 0x3f, 0x8f),
        Color32::from_rgb(0x7f, 0x7f, 0x7f),
        Color32::from_rgb(0xb8, 0x86, 0x0b),
    ];
    let all = PLAYER_COLORS.len() + MORE.len();
    match index % all {
        i if i < PLAYER_COLORS.len() => PLAYER_COLORS[i],
        i => MORE[i - PLAYER_COLORS.len()],
    }
}

/// Season points as the sheet writes them: whole numbers without decimals, shares of a tie
/// with two (`2.33`), in the reader's decimal mark.
pub fn points_text(points: f64, i18n: &I18n) -> String {
    let rounded = (points * 100.0).round() / 100.0;
    let plain = if (rounded - rounded.round()).abs() < 1e-9 {
        format!("{}", rounded.round() as i64)
    } else {
        format!("{rounded:.2}").trim_end_matches('0').to_string()
    };
    let plain = if plain == "-0" {
        "0".to_string()
    } else {
        plain
    };
    i18n.decimal_mark(plain)
}

/// A rating as the sheet writes it: `27.3 ± 5.1`.
pub fn rating_text(standing: &Standing, i18n: &I18n) -> String {
    let r = standing.rating;
    i18n.decimal_mark(format!("{:.1} ± {:.1}", r.mu, r.sigma))
}

/// The season's title line: its name, system and nights played.
pub fn season_heading(season: &LoadedSeason, standings: &Standings, i18n: &I18n) -> String {
    i18n.message(
        &Message::new("season-heading")
            .text("name", &season.season.name)
            .msg(
                "system",
                Message::new(season.season.rules.rule_id().label_key()),
            )
            .int("played", standings.nights_played)
            .int("nights", standings.nights),
    )
}

/// The season's system and nights played, without its name (under a title that names it).
pub fn season_subheading(season: &LoadedSeason, standings: &Standings, i18n: &I18n) -> String {
    i18n.message(
        &Message::new("season-subheading")
            .msg(
                "system",
                Message::new(season.season.rules.rule_id().label_key()),
            )
            .int("played", standings.nights_played)
            .int("nights", standings.nights),
    )
}

/// How the season scores, in words: the points, the nights that count, the nights needed.
pub fn scoring_words(season: &LoadedSeason, i18n: &I18n) -> Vec<String> {
    let scoring = &season.season.scoring;
    let list = |values: &[f64; 4]| {
        values
            .iter()
            .map(|v| points_text(*v, i18n))
            .collect::<Vec<_>>()
            .join(" / ")
    };
    let mut out = vec![match &scoring.points {
        Points::Raw => i18n.message(
            &Message::new("season-scoring-raw").text("unit", season.season.rules.payment_unit()),
        ),
        Points::Places(p) => {
            i18n.message(&Message::new("season-scoring-places").text("points", list(p)))
        }
        Points::Uma { uma, per_point } => i18n.message(
            &Message::new("season-scoring-uma")
                .text("uma", list(uma))
                .text("per_point", points_text(*per_point, i18n)),
        ),
    }];
    if let Some(best) = scoring.best_nights {
        out.push(i18n.message(&Message::new("season-scoring-best").int("best", best)));
    }
    if scoring.min_nights > 0 {
        out.push(i18n.message(&Message::new("season-scoring-min").int("min", scoring.min_nights)));
    }
    out.push(i18n.message(&Message::new(if scoring.count_substitutes {
        "season-scoring-subs-count"
    } else {
        "season-scoring-subs-not"
    })));
    out.push(
        i18n.message(
            &Message::new("season-tie-breaks")
                .text("chain", tie_break_chain(&scoring.tie_breaks, i18n)),
        ),
    );
    out
}

/// The tie-break chain in words: "points → score → places → best game → name".
pub fn tie_break_chain(chain: &[TieBreak], i18n: &I18n) -> String {
    chain
        .iter()
        .map(|k| i18n.tr(&format!("season-tb-{}", k.id())))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// The columns of the standings, in the reader's language.
pub fn column_names(i18n: &I18n) -> [String; 8] {
    [
        "season-col-rank",
        "season-col-player",
        "season-col-points",
        "season-col-score",
        "season-col-nights",
        "season-col-places",
        "season-col-best-game",
        "season-col-rating",
    ]
    .map(|id| i18n.tr(id))
}

/// One row of the standings as the sheet's cells (the columns of [`column_names`]).
pub fn row_cells(s: &Standing, i18n: &I18n) -> [String; 8] {
    let mut player = s.player.clone();
    if let Some(id) = &s.club_id {
        let _ = write!(player, " ({id})");
    }
    if s.guest {
        let _ = write!(player, " — {}", i18n.tr("season-guest"));
    }
    let nights = if s.counted_nights < s.nights {
        format!("{} ({})", s.nights, s.counted_nights)
    } else {
        s.nights.to_string()
    };
    let mut points = points_text(s.points, i18n);
    if s.penalty != 0.0 {
        let _ = write!(points, " ({})", signed(s.penalty, i18n));
    }
    [
        s.rank.map_or_else(|| "–".to_string(), |r| r.to_string()),
        player,
        points,
        format!("{:+}", s.score),
        nights,
        s.places.map(|n| n.to_string()).join("-"),
        s.best_game
            .map_or_else(|| "–".to_string(), |b| format!("{b:+}")),
        rating_text(s, i18n),
    ]
}

fn signed(points: f64, i18n: &I18n) -> String {
    let t = points_text(points, i18n);
    if points > 0.0 { format!("+{t}") } else { t }
}

/// Lines of text in columns: the widest cell sets each column, numbers to the right.
fn columns(rows: &[Vec<String>], right: &[bool]) -> String {
    let width = |i: usize| {
        rows.iter()
            .map(|r| r.get(i).map_or(0, |c| c.chars().count()))
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..rows.first().map_or(0, Vec::len)).map(width).collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (i, cell) in row.iter().enumerate() {
            let pad = widths[i].saturating_sub(cell.chars().count());
            if i > 0 {
                line.push_str("  ");
            }
            if right.get(i).copied().unwrap_or(false) {
                line.push_str(&" ".repeat(pad));
                line.push_str(cell);
            } else {
                line.push_str(cell);
                line.push_str(&" ".repeat(pad));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The standings as text: the heading, how the season scores, the table, the players below
/// the nights needed, penalties, and what was kept out.
pub fn standings_text(season: &LoadedSeason, standings: &Standings, i18n: &I18n) -> String {
    let mut t = String::new();
    let _ = writeln!(t, "{}", season_heading(season, standings, i18n));
    for line in scoring_words(season, i18n) {
        let _ = writeln!(t, "  {line}");
    }
    t.push('\n');
    let mut rows = vec![column_names(i18n).to_vec()];
    rows.extend(standings.rows.iter().map(|s| row_cells(s, i18n).to_vec()));
    t.push_str(&columns(
        &rows,
        &[true, false, true, true, true, false, true, true],
    ));
    if standings.rows.iter().any(|s| s.rank.is_none()) {
        let _ = writeln!(
            t,
            "{}",
            i18n.message(
                &Message::new("season-unranked").int("min", season.season.scoring.min_nights)
            )
        );
    }
    if !season.season.penalties.is_empty() {
        let _ = writeln!(t, "\n{}:", i18n.tr("season-penalties"));
        for p in &season.season.penalties {
            let _ = writeln!(t, "  {}", penalty_words(p, i18n));
        }
    }
    for (heading, lines) in seated_nights(season, i18n) {
        let _ = writeln!(t, "\n{heading}");
        for line in lines {
            let _ = writeln!(t, "  {line}");
        }
    }
    let problems = problem_lines(&season.problems, i18n);
    if !problems.is_empty() {
        let _ = writeln!(t, "\n{}:", i18n.tr("season-problems"));
        for line in problems {
            let _ = writeln!(t, "  {line}");
        }
    }
    t
}

/// A penalty in words: "Anna −2 (night 3): late".
pub fn penalty_words(p: &super::Penalty, i18n: &I18n) -> String {
    i18n.message(
        &Message::new("season-penalty")
            .text("player", &p.player)
            .text("points", signed(p.points, i18n))
            .int("night", p.night.unwrap_or(0))
            .text("reason", &p.reason),
    )
}

/// Every problem in words, those that keep a table out first.
pub fn problem_lines(problems: &[SeasonProblem], i18n: &I18n) -> Vec<String> {
    let (out, notes): (Vec<&SeasonProblem>, Vec<&SeasonProblem>) =
        problems.iter().partition(|p| p.keeps_out());
    out.into_iter().chain(notes).map(|p| i18n.text(p)).collect()
}

/// `tilewise season --json`.
#[derive(Serialize)]
pub struct SeasonJson {
    pub name: String,
    pub rules: &'static str,
    pub nights: usize,
    pub nights_played: usize,
    pub tie_breaks: Vec<&'static str>,
    pub standings: Vec<StandingJson>,
    pub problems: Vec<ProblemJson>,
}

/// One player's line in `--json`.
#[derive(Serialize)]
pub struct StandingJson {
    /// `null` below the nights needed to be ranked.
    pub rank: Option<usize>,
    pub player: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub club_id: Option<String>,
    pub guest: bool,
    pub points: f64,
    pub penalty: f64,
    pub score: i64,
    pub nights: usize,
    pub counted_nights: usize,
    pub places: [u32; 4],
    pub best_game: Option<i64>,
    pub rating: f64,
    pub rating_sigma: f64,
    /// Points per night, `null` for a night not played.
    pub night_points: Vec<Option<f64>>,
}

/// A problem in `--json`: its place, whether it keeps its table out, and its words.
#[derive(Serialize)]
pub struct ProblemJson {
    pub night: usize,
    pub table: usize,
    pub kept_out: bool,
    pub message: String,
}

/// The standings for `--json` (the problems' words in `i18n`'s language).
pub fn standings_json(season: &LoadedSeason, standings: &Standings, i18n: &I18n) -> SeasonJson {
    let round = |v: f64| (v * 1e6).round() / 1e6;
    SeasonJson {
        name: season.season.name.clone(),
        rules: season.season.rules.id(),
        nights: standings.nights,
        nights_played: standings.nights_played,
        tie_breaks: season
            .season
            .scoring
            .tie_breaks
            .iter()
            .map(|k| k.id())
            .collect(),
        standings: standings
            .rows
            .iter()
            .zip(&standings.night_points)
            .map(|(s, nights)| StandingJson {
                rank: s.rank,
                player: s.player.clone(),
                club_id: s.club_id.clone(),
                guest: s.guest,
                points: round(s.points),
                penalty: round(s.penalty),
                score: s.score,
                nights: s.nights,
                counted_nights: s.counted_nights,
                places: s.places,
                best_game: s.best_game,
                rating: round(s.rating.mu),
                rating_sigma: round(s.rating.sigma),
                night_points: nights.iter().map(|n| n.map(round)).collect(),
            })
            .collect(),
        problems: season
            .problems
            .iter()
            .map(|p| {
                let (night, table) = p.place();
                ProblemJson {
                    night,
                    table,
                    kept_out: p.keeps_out(),
                    message: i18n.text(p),
                }
            })
            .collect(),
    }
}

/// The standings as CSV: one row per player, the tie-break columns, then each night's points.
pub fn standings_csv(standings: &Standings) -> String {
    let mut out = Table::new();
    let mut header: Vec<String> = [
        "rank",
        "player",
        "club_id",
        "guest",
        "points",
        "penalty",
        "score",
        "nights",
        "counted_nights",
        "first",
        "second",
        "third",
        "fourth",
        "best_game",
        "rating",
        "rating_sigma",
    ]
    .map(String::from)
    .to_vec();
    header.extend((1..=standings.nights).map(|n| format!("night_{n}")));
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    out.header(&header);
    for (s, nights) in standings.rows.iter().zip(&standings.night_points) {
        let mut row = vec![
            s.rank.map_or_else(empty, number),
            text(s.player.clone()),
            s.club_id.clone().map_or_else(empty, text),
            number(u8::from(s.guest)),
            number(csv_number(s.points)),
            number(csv_number(s.penalty)),
            number(s.score),
            number(s.nights),
            number(s.counted_nights),
        ];
        row.extend(s.places.iter().map(|n| number(*n)));
        row.push(s.best_game.map_or_else(empty, number));
        row.push(number(format!("{:.3}", s.rating.mu)));
        row.push(number(format!("{:.3}", s.rating.sigma)));
        row.extend(
            nights
                .iter()
                .map(|n| n.map_or_else(empty, |v| number(csv_number(v)))),
        );
        out.row(&row);
    }
    out.finish()
}

/// A number for a spreadsheet: whole numbers plain, others to six places, no trailing zeros.
fn csv_number(v: f64) -> String {
    let s = format!("{:.6}", (v * 1e6).round() / 1e6);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// Each night seated but not played yet, as the wall shows it: its heading (`"Night 3, seated:
/// <its date>"`) and a line per table by first seat, then who sits out.
pub fn seated_nights(season: &LoadedSeason, i18n: &I18n) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (n, night) in season.season.nights.iter().enumerate() {
        let seated: Vec<&[String; 4]> = night
            .tables
            .iter()
            .filter_map(|t| match t {
                super::Table::Seated(seats) => Some(seats),
                _ => None,
            })
            .collect();
        if seated.is_empty() {
            continue;
        }
        let date = night
            .date
            .as_deref()
            .map(|d| i18n.date(d))
            .unwrap_or_default();
        let heading = i18n.message(&Message::new("season-seated-night").int("night", n + 1));
        let heading = if date.is_empty() {
            heading
        } else {
            format!("{heading}: {date}")
        };
        let lines = seating_lines(&seated, &night.sit_out, i18n);
        out.push((heading, lines));
    }
    out
}

/// A night's seating in lines: each table by first seat ("Table 1: East: Anna, South: …"),
/// then who sits out.
fn seating_lines(tables: &[&[String; 4]], sit_out: &[String], i18n: &I18n) -> Vec<String> {
    let winds = ["wind-east", "wind-south", "wind-west", "wind-north"].map(|w| i18n.tr(w));
    let mut lines: Vec<String> = tables
        .iter()
        .enumerate()
        .map(|(t, seats)| {
            let seats = seats
                .iter()
                .zip(&winds)
                .map(|(name, wind)| format!("{wind}: {name}"))
                .collect::<Vec<_>>()
                .join(", ");
            i18n.message(
                &Message::new("season-seat-table")
                    .int("table", t + 1)
                    .text("seats", seats),
            )
        })
        .collect();
    if !sit_out.is_empty() {
        lines.push(
            i18n.message(&Message::new("season-seat-sit-out").text("names", sit_out.join(", "))),
        );
    }
    lines
}

/// The night's seating as text: each table by first seat, who sits out, and the draw's
/// method, seed and cost so that it can be checked.
pub fn seating_text(seating: &Seating, night: usize, i18n: &I18n) -> String {
    let mut t = String::new();
    let _ = writeln!(
        t,
        "{}",
        i18n.message(
            &Message::new("season-seat-heading")
                .int("night", night)
                .msg(
                    "method",
                    Message::new(format!("season-method-{}", seating.method.id()))
                )
                .text("seed", seating.seed)
        )
    );
    let tables: Vec<&[String; 4]> = seating.tables.iter().collect();
    for line in seating_lines(&tables, &seating.sit_out, i18n) {
        let _ = writeln!(t, "  {line}");
    }
    let imbalance = i18n.decimal(seating.cost.wind_imbalance, 2);
    let _ = writeln!(
        t,
        "  {}",
        i18n.message(
            &Message::new("season-seat-cost")
                .int("repeats", seating.cost.repeats)
                .int("back", seating.cost.back_to_back)
                .text("imbalance", imbalance)
                .int("tries", seating.tries)
        )
    );
    t
}

/// `tilewise season seat --json`.
#[derive(Serialize)]
pub struct SeatingJson {
    pub tables: Vec<[String; 4]>,
    pub sit_out: Vec<String>,
    pub cost: CostJson,
    pub method: &'static str,
    pub seed: u64,
    pub tries: usize,
}

/// The seating's cost in `--json`.
#[derive(Serialize)]
pub struct CostJson {
    pub repeats: u32,
    pub back_to_back: u32,
    pub wind_imbalance: f64,
}

impl SeatingJson {
    pub fn of(seating: &Seating) -> SeatingJson {
        SeatingJson {
            tables: seating.tables.clone(),
            sit_out: seating.sit_out.clone(),
            cost: CostJson {
                repeats: seating.cost.repeats,
                back_to_back: seating.cost.back_to_back,
                wind_imbalance: (seating.cost.wind_imbalance * 1e6).round() / 1e6,
            },
            method: seating.method.id(),
            seed: seating.seed,
            tries: seating.tries,
        }
    }
}
