//! A club's season: its nights of tables, each a game record; standings under the club's
//! scoring; a rating; and the seating of the next night (`docs/formats.md`, "Season file").
//!
//! The file ([`Season`]) is what the club decides and what happened; [`load`] reads and
//! verifies every table's record; [`standings`], [`rating`] and [`seating`] work on what it
//! verified, so a record that does not replay is named and kept out, never counted.

pub mod html;
pub mod load;
pub mod rating;
pub mod seating;
pub mod sheet;
pub mod standings;

use crate::formats::game_record::GameRecord;
use crate::ron_text::ParseError;
use crate::rules::RuleSettings;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The version this build writes; files of a newer one are refused, not misread.
pub const SEASON_VERSION: u32 = 1;

/// The extension of a season file (`club.season.ron`).
pub const SEASON_EXTENSION: &str = ".season.ron";

/// A club's season as its file holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Season {
    pub version: u32,
    pub name: String,
    /// The rule system every table plays (each record's own header must name the same system).
    #[serde(default)]
    pub rules: RuleSettings,
    /// The club's players; a table's name that is none of these (nor an alias) is a guest.
    pub players: Vec<SeasonPlayer>,
    #[serde(default)]
    pub scoring: Scoring,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<Penalty>,
    #[serde(default)]
    pub nights: Vec<Night>,
}

/// A player of the club.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeasonPlayer {
    pub name: String,
    /// The club's or federation's number (an EMA id), printed beside the name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club_id: Option<String>,
    /// Other spellings of the name in the records (a merge adds one), counted as this player.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
}

impl SeasonPlayer {
    /// A player known by this name only.
    pub fn named(name: &str) -> SeasonPlayer {
        SeasonPlayer {
            name: name.to_string(),
            club_id: None,
            aliases: Vec::new(),
        }
    }
}

/// How a table's result becomes season points, and what counts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scoring {
    #[serde(default)]
    pub points: Points,
    /// Only each player's best this many nights count ("best 8 of 12"); all when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_nights: Option<u32>,
    /// Nights a player must have played to be ranked; fewer are listed below the ranked.
    #[serde(default)]
    pub min_nights: u32,
    /// Whether a substitute's result counts to the player he sat in for (otherwise to nobody).
    #[serde(default = "yes")]
    pub count_substitutes: bool,
    /// How equal points are ordered, first key first.
    #[serde(default = "TieBreak::default_chain")]
    pub tie_breaks: Vec<TieBreak>,
}

fn yes() -> bool {
    true
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring {
            points: Points::default(),
            best_nights: None,
            min_nights: 0,
            count_substitutes: true,
            tie_breaks: TieBreak::default_chain(),
        }
    }
}

/// What one table is worth to each of its four players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Points {
    /// The table's balance in the system's own unit (points, dollars, chips).
    Raw,
    /// Points by place at the table, first place first (MahjongTime's 4/2/1/0); tied players
    /// share the points of the places they tie for.
    Places([f64; 4]),
    /// The balance times `per_point`, plus an uma by place (riichi's +15/+5/−5/−15 with
    /// `per_point` 0.001); tied players share the uma of the places they tie for.
    Uma { uma: [f64; 4], per_point: f64 },
}

impl Default for Points {
    fn default() -> Self {
        Points::Places([4.0, 2.0, 1.0, 0.0])
    }
}

/// One key of the tie-break chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    /// More season points.
    Points,
    /// More raw score (the system's unit) over the nights that count.
    Score,
    /// More first places, then more second, then more third.
    Places,
    /// The better single table (raw score).
    BestGame,
    /// The higher rating.
    Rating,
    /// The name, alphabetically: never a tie.
    Name,
}

impl TieBreak {
    /// ChineseOfficialMahjongHelper's chain: points, score, places, best game, name.
    pub fn default_chain() -> Vec<TieBreak> {
        vec![
            TieBreak::Points,
            TieBreak::Score,
            TieBreak::Places,
            TieBreak::BestGame,
            TieBreak::Name,
        ]
    }

    /// The key's id in files and in `--json` (`best-game`).
    pub fn id(self) -> &'static str {
        match self {
            TieBreak::Points => "points",
            TieBreak::Score => "score",
            TieBreak::Places => "places",
            TieBreak::BestGame => "best-game",
            TieBreak::Rating => "rating",
            TieBreak::Name => "name",
        }
    }
}

/// Points taken from (or given to) a player, with the reason the sheet prints.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    pub player: String,
    /// Season points added: negative for a penalty.
    pub points: f64,
    pub reason: String,
    /// The night it was given (from 1), when it belongs to one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night: Option<u32>,
}

/// One club night.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Night {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    pub tables: Vec<Table>,
    /// Who came and sat out (a night of 5–7 players): the seating evens these out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sit_out: Vec<String>,
    /// Who sat in for whom this night.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub substitutes: Vec<Substitute>,
}

/// A substitute: `name` played this night in place of the club's `stands_in_for`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Substitute {
    pub name: String,
    pub stands_in_for: String,
}

/// One table of a night.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Table {
    /// Its record in a file: a path relative to the season file's folder.
    File(String),
    /// Its record written into the season file.
    Record(GameRecord),
    /// Seated but not played yet (the seating of the next night): the four players by first
    /// seat, East to North. Counts for the seating (who met, who sat where), not the standings.
    Seated([String; 4]),
}

/// Why a season file cannot be used at all (a table that does not verify is not this: it is a
/// [`load::SeasonProblem`], and the rest of the season is still read).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SeasonError {
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error("the season file is version {found}; this build reads up to {SEASON_VERSION}")]
    Newer { found: u32 },
    #[error("{0}")]
    Invalid(SeasonInvalid),
}

/// What a season file that parses may still get wrong, with the place named.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SeasonInvalid {
    #[error("player {index}: the name is empty")]
    EmptyName { index: usize },
    #[error("the player '{name}' is listed twice")]
    TwicePlayer { name: String },
    #[error("{field}: {value} is not a finite number")]
    NotFinite { field: String, value: f64 },
    #[error("best_nights: 0 would count no night")]
    NoBestNights,
    #[error("tie_breaks: '{}' is listed twice", .0.id())]
    TwiceTieBreak(TieBreak),
    #[error("night {night}, table {table}: '{name}' is seated twice")]
    SeatedTwice {
        night: usize,
        table: usize,
        name: String,
    },
    #[error("night {night}, table {table}: a seat has no name")]
    SeatedEmpty { night: usize, table: usize },
    #[error("penalty {index}: '{player}' is no player of the season")]
    PenaltyPlayer { index: usize, player: String },
    #[error("penalty {index}: night {night} is not in the season ({nights} nights)")]
    PenaltyNight {
        index: usize,
        night: u32,
        nights: usize,
    },
}

impl Season {
    /// A new, empty season under these rules.
    pub fn new(name: &str, rules: RuleSettings) -> Season {
        Season {
            version: SEASON_VERSION,
            name: name.to_string(),
            rules,
            players: Vec::new(),
            scoring: Scoring::default(),
            penalties: Vec::new(),
            nights: Vec::new(),
        }
    }

    /// The season as its file is written, ending in a newline.
    pub fn to_ron(&self) -> String {
        let mut text = crate::ron_text::to_ron_nested(self, 5);
        text.push('\n');
        text
    }

    /// The club's player a record's name stands for (the name or one of its aliases).
    pub fn player_named(&self, name: &str) -> Option<&SeasonPlayer> {
        self.players
            .iter()
            .find(|p| p.name == name || p.aliases.iter().any(|a| a == name))
    }

    /// Whether every value the file holds is usable; the first that is not, with its place.
    pub fn validate(&self) -> Result<(), SeasonInvalid> {
        for (index, p) in self.players.iter().enumerate() {
            if p.name.trim().is_empty() {
                return Err(SeasonInvalid::EmptyName { index: index + 1 });
            }
            let names = std::iter::once(&p.name).chain(&p.aliases);
            for name in names {
                let holders = self
                    .players
                    .iter()
                    .filter(|q| &q.name == name || q.aliases.contains(name))
                    .count();
                if holders > 1 || p.aliases.iter().filter(|a| *a == name).count() > 1 {
                    return Err(SeasonInvalid::TwicePlayer { name: name.clone() });
                }
            }
        }
        let finite = |field: &str, value: f64| {
            if value.is_finite() {
                Ok(())
            } else {
                Err(SeasonInvalid::NotFinite {
                    field: field.to_string(),
                    value,
                })
            }
        };
        match &self.scoring.points {
            Points::Raw => {}
            Points::Places(points) => {
                for v in points {
                    finite("scoring.points", *v)?;
                }
            }
            Points::Uma { uma, per_point } => {
                for v in uma {
                    finite("scoring.points.uma", *v)?;
                }
                finite("scoring.points.per_point", *per_point)?;
            }
        }
        if self.scoring.best_nights == Some(0) {
            return Err(SeasonInvalid::NoBestNights);
        }
        for (i, key) in self.scoring.tie_breaks.iter().enumerate() {
            if self.scoring.tie_breaks[..i].contains(key) {
                return Err(SeasonInvalid::TwiceTieBreak(*key));
            }
        }
        for (n, night) in self.nights.iter().enumerate() {
            for (t, table) in night.tables.iter().enumerate() {
                if let Table::Seated(names) = table {
                    let (night, table) = (n + 1, t + 1);
                    if names.iter().any(|s| s.trim().is_empty()) {
                        return Err(SeasonInvalid::SeatedEmpty { night, table });
                    }
                    for (i, name) in names.iter().enumerate() {
                        if names[..i].contains(name) {
                            let name = name.clone();
                            return Err(SeasonInvalid::SeatedTwice { night, table, name });
                        }
                    }
                }
            }
        }
        for (i, p) in self.penalties.iter().enumerate() {
            let index = i + 1;
            finite(&format!("penalty {index}"), p.points)?;
            if self.player_named(&p.player).is_none() {
                let player = p.player.clone();
                return Err(SeasonInvalid::PenaltyPlayer { index, player });
            }
            if let Some(night) = p.night
                && (night == 0 || night as usize > self.nights.len())
            {
                let nights = self.nights.len();
                return Err(SeasonInvalid::PenaltyNight {
                    index,
                    night,
                    nights,
                });
            }
        }
        Ok(())
    }
}

/// Reads a season file: RON's errors with their line and column, a newer version refused, and
/// every value checked ([`Season::validate`]). The tables' records are read by [`load`].
pub fn parse_season(text: &str) -> Result<Season, SeasonError> {
    let season: Season = match crate::ron_text::parse_ron(text) {
        Ok(season) => season,
        // A newer file may hold fields this build does not know: its version is the reason.
        Err(e) => {
            return Err(match crate::ron_text::parse_ron::<VersionOnly>(text) {
                Ok(v) if v.version > SEASON_VERSION => SeasonError::Newer { found: v.version },
                _ => SeasonError::Parse(e),
            });
        }
    };
    if season.version > SEASON_VERSION {
        return Err(SeasonError::Newer {
            found: season.version,
        });
    }
    season.validate().map_err(SeasonError::Invalid)?;
    Ok(season)
}

/// A season file's version alone, whatever else it holds.
#[derive(Deserialize)]
struct VersionOnly {
    version: u32,
}

impl crate::i18n::Localized for SeasonError {
    fn message(&self) -> crate::i18n::Message {
        use crate::i18n::Message;
        match self {
            SeasonError::Parse(e) => e.message(),
            SeasonError::Newer { found } => Message::new("season-error-newer")
                .int("found", *found)
                .int("known", SEASON_VERSION),
            SeasonError::Invalid(e) => e.message(),
        }
    }
}

impl crate::i18n::Localized for SeasonInvalid {
    fn message(&self) -> crate::i18n::Message {
        use crate::i18n::Message;
        match self {
            SeasonInvalid::EmptyName { index } => {
                Message::new("season-invalid-empty-name").int("index", *index)
            }
            SeasonInvalid::TwicePlayer { name } => {
                Message::new("season-invalid-twice-player").text("name", name)
            }
            SeasonInvalid::NotFinite { field, value } => Message::new("season-invalid-not-finite")
                .text("field", field)
                .text("value", value),
            SeasonInvalid::NoBestNights => Message::new("season-invalid-no-best-nights"),
            SeasonInvalid::TwiceTieBreak(key) => {
                Message::new("season-invalid-twice-tie-break").text("key", key.id())
            }
            SeasonInvalid::SeatedTwice { night, table, name } => {
                Message::new("season-invalid-seated-twice")
                    .int("night", *night)
                    .int("table", *table)
                    .text("name", name)
            }
            SeasonInvalid::SeatedEmpty { night, table } => {
                Message::new("season-invalid-seated-empty")
                    .int("night", *night)
                    .int("table", *table)
            }
            SeasonInvalid::PenaltyPlayer { index, player } => {
                Message::new("season-invalid-penalty-player")
                    .int("index", *index)
                    .text("player", player)
            }
            SeasonInvalid::PenaltyNight {
                index,
                night,
                nights,
            } => Message::new("season-invalid-penalty-night")
                .int("index", *index)
                .int("night", *night)
                .int("nights", *nights),
        }
    }
}

/// Why two names cannot be merged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MergeError {
    #[error("'{0}' is no player of the season")]
    NoPlayer(String),
    #[error("'{0}' is that player already")]
    Same(String),
}

impl crate::i18n::Localized for MergeError {
    fn message(&self) -> crate::i18n::Message {
        use crate::i18n::Message;
        match self {
            MergeError::NoPlayer(name) => Message::new("season-merge-no-player").text("name", name),
            MergeError::Same(name) => Message::new("season-merge-same").text("name", name),
        }
    }
}

/// Counts `name` (as the records write it) as the player `into`: the name becomes his alias;
/// a player of that name is merged into him, his aliases and penalties with him.
pub fn merge_name(season: &mut Season, name: &str, into: &str) -> Result<(), MergeError> {
    let Some(target) = season.players.iter().position(|p| p.name == into) else {
        return Err(MergeError::NoPlayer(into.to_string()));
    };
    let target_player = &season.players[target];
    if target_player.name == name || target_player.aliases.iter().any(|a| a == name) {
        return Err(MergeError::Same(name.to_string()));
    }
    let mut aliases = vec![name.to_string()];
    if let Some(other) = season.players.iter().position(|p| p.name == name) {
        let merged = season.players.remove(other);
        aliases.extend(merged.aliases);
    } else {
        // A name held as another player's alias moves to this one.
        for p in &mut season.players {
            p.aliases.retain(|a| a != name);
        }
    }
    for penalty in &mut season.penalties {
        if penalty.player == name {
            penalty.player = into.to_string();
        }
    }
    if let Some(p) = season.players.iter_mut().find(|p| p.name == into) {
        p.aliases.extend(aliases);
    }
    Ok(())
}

/// The folder a season file's table paths start from: the file's own folder (`.` for a bare
/// name, or a season read from standard input: `None`).
pub fn folder_of(season_file: Option<&Path>) -> PathBuf {
    season_file
        .and_then(Path::parent)
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// A record's path as the season writes it, by the paths alone: relative to the season's
/// `folder` when the record lies inside it, `None` otherwise.
pub fn path_in_folder(folder: &Path, record: &Path) -> Option<String> {
    let inside = record.strip_prefix(folder).ok()?;
    let relative = inside.to_string_lossy().into_owned();
    (!relative.is_empty() && !relative.contains("..")).then_some(relative)
}

/// Adds one table's record to the season: to night `night` (from 0), filling the seated table
/// that has at least three of the same players (a name written otherwise counting as the
/// player it most looks like), else as a table more; with `night` left out, to a new night
/// dated `date`. A name that is no player and looks like none becomes a player. Returns the
/// night (from 0) and the table (from 0) it went to.
pub fn add_table(
    season: &mut Season,
    night: Option<usize>,
    names: &[String],
    table: Table,
    date: Option<String>,
) -> (usize, usize) {
    for name in names {
        if season.player_named(name).is_none() && load::most_like(season, name).is_none() {
            season.players.push(SeasonPlayer::named(name));
        }
    }
    let night = match night {
        Some(n) if n < season.nights.len() => n,
        _ => {
            season.nights.push(Night {
                date,
                ..Night::default()
            });
            season.nights.len() - 1
        }
    };
    let known: Vec<String> = names
        .iter()
        .map(|n| match season.player_named(n) {
            Some(p) => p.name.clone(),
            None => load::most_like(season, n).unwrap_or_else(|| n.clone()),
        })
        .collect();
    let tables = &mut season.nights[night].tables;
    let seated = tables
        .iter()
        .enumerate()
        .filter_map(|(i, t)| match t {
            Table::Seated(seats) => Some((seats.iter().filter(|s| known.contains(s)).count(), i)),
            _ => None,
        })
        .filter(|(same, _)| *same >= 3)
        .max()
        .map(|(_, i)| i);
    match seated {
        Some(i) => {
            tables[i] = table;
            (night, i)
        }
        None => {
            tables.push(table);
            (night, tables.len() - 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_inside_the_seasons_folder_is_written_by_its_relative_path() {
        let folder = folder_of(Some(Path::new("/club/2026.season.ron")));
        assert_eq!(folder, Path::new("/club"));
        assert_eq!(
            path_in_folder(&folder, Path::new("/club/nights/1.ron")).as_deref(),
            Some("nights/1.ron")
        );
        assert_eq!(path_in_folder(&folder, Path::new("/elsewhere/1.ron")), None);
        assert_eq!(
            folder_of(Some(Path::new("club.season.ron"))),
            Path::new(".")
        );
        assert_eq!(folder_of(None), Path::new("."));
    }
}
