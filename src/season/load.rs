//! Reading a season's tables: each record read (from the season file or beside it), replayed
//! and settled; whose result each seat is; and every table that cannot be counted named with
//! its night, table, hand and step.

use super::{Season, Table};
use crate::files::ReadError;
use crate::formats::game_record::{GameRecord, parse_record};
use crate::game::summary::NightSummary;
use crate::game::{GameError, Snapshots, replay_keeping};
use crate::i18n::{Localized, Message};
use crate::ron_text::ParseError;
use crate::rules::RuleId;
use std::path::Path;

/// A season with its tables read and verified.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedSeason {
    pub season: Season,
    /// Every table of every night, in order (a table kept out too, with what is known of it).
    pub tables: Vec<LoadedTable>,
    /// What keeps a table out of the standings, and names that are no player of the season.
    pub problems: Vec<SeasonProblem>,
}

/// One table of a night, as read.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedTable {
    /// The night and the table within it, both from 0.
    pub night: usize,
    pub table: usize,
    /// Who sat at it by first seat (East to North), as the season knows them: a club player's
    /// own name for an alias, a guest's or a substitute's name as written. `None` when the
    /// record could not be read.
    pub seats: Option<[String; 4]>,
    /// Whose result each seat's is in the standings: the club player (a substitute's result
    /// goes to the player he sat in for when the season counts it), a guest by his name, or
    /// nobody.
    pub counted_as: [Option<String>; 4],
    pub outcome: TableOutcome,
}

/// What a table holds for the standings.
#[derive(Clone, Debug, PartialEq)]
pub enum TableOutcome {
    /// Replayed and settled: each first seat's balance over the night (the system's unit).
    Played { balances: [i64; 4], hands: usize },
    /// Seated for a night not played yet.
    Seated,
    /// Its record cannot be counted (a [`SeasonProblem`] says why).
    KeptOut,
}

/// What a table or a name in the season gets wrong. Places count from 1.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SeasonProblem {
    #[error("night {night}, table {table}: {error}")]
    Unreadable {
        night: usize,
        table: usize,
        error: ReadError,
    },
    #[error("night {night}, table {table}: {path}: {error}")]
    Parse {
        night: usize,
        table: usize,
        path: String,
        error: ParseError,
    },
    #[error("night {night}, table {table}: {error}")]
    Replay {
        night: usize,
        table: usize,
        error: GameError,
    },
    #[error("night {night}, table {table}: the record plays {found:?}, the season {season:?}")]
    Rules {
        night: usize,
        table: usize,
        found: RuleId,
        season: RuleId,
    },
    #[error("night {night}, table {table}: '{name}' plays twice in the night (table {first})")]
    TwiceInNight {
        night: usize,
        table: usize,
        name: String,
        first: usize,
    },
    #[error("night {night}, table {table}: '{name}' is no player of the season (a guest)")]
    Guest {
        night: usize,
        table: usize,
        name: String,
        /// The club player the name is most likely a spelling of: a merge to offer.
        like: Option<String>,
    },
    #[error("night {night}: the substitute '{name}' stands in for '{player}', no player")]
    SubstituteFor {
        night: usize,
        name: String,
        player: String,
    },
}

impl SeasonProblem {
    /// Whether the problem keeps its table out of the standings (a guest's name does not).
    pub fn keeps_out(&self) -> bool {
        !matches!(
            self,
            SeasonProblem::Guest { .. } | SeasonProblem::SubstituteFor { .. }
        )
    }

    /// The night and table it is about (from 1; table 0 for the night as a whole).
    pub fn place(&self) -> (usize, usize) {
        match self {
            SeasonProblem::Unreadable { night, table, .. }
            | SeasonProblem::Parse { night, table, .. }
            | SeasonProblem::Replay { night, table, .. }
            | SeasonProblem::Rules { night, table, .. }
            | SeasonProblem::TwiceInNight { night, table, .. }
            | SeasonProblem::Guest { night, table, .. } => (*night, *table),
            SeasonProblem::SubstituteFor { night, .. } => (*night, 0),
        }
    }
}

impl Localized for SeasonProblem {
    fn message(&self) -> Message {
        let (night, table) = self.place();
        let at = |id: &'static str| Message::new(id).int("night", night).int("table", table);
        match self {
            SeasonProblem::Unreadable { error, .. } => {
                at("season-table-unreadable").msg("error", error.message())
            }
            SeasonProblem::Parse { path, error, .. } => at("season-table-parse")
                .text("path", path)
                .msg("error", error.message()),
            SeasonProblem::Replay { error, .. } => {
                at("season-table-replay").msg("error", error.message())
            }
            SeasonProblem::Rules { found, season, .. } => at("season-table-rules")
                .msg("found", Message::new(found.label_key()))
                .msg("season", Message::new(season.label_key())),
            SeasonProblem::TwiceInNight { name, first, .. } => at("season-table-twice")
                .text("name", name)
                .int("first", *first),
            SeasonProblem::Guest {
                name, like: None, ..
            } => at("season-problem-guest").text("name", name),
            SeasonProblem::Guest {
                name,
                like: Some(like),
                ..
            } => at("season-problem-guest-like")
                .text("name", name)
                .text("like", like),
            SeasonProblem::SubstituteFor { name, player, .. } => at("season-substitute-for")
                .text("name", name)
                .text("player", player),
        }
    }
}

/// A record read for one table, before it is replayed.
enum Read {
    Record(GameRecord),
    Seated([String; 4]),
    Failed(SeasonProblem),
}

/// Reads and verifies every table of `season`; `base` is the season file's folder (a table's
/// path is relative to it), `limit` the bytes one record may have. Records are replayed on
/// the machine's cores, each alone; the answer is the same however many there are.
pub fn load(season: Season, base: &Path, limit: u64) -> LoadedSeason {
    let mut reads = Vec::new();
    for (n, night) in season.nights.iter().enumerate() {
        for (t, table) in night.tables.iter().enumerate() {
            let (night, table_no) = (n + 1, t + 1);
            reads.push(match table {
                Table::Seated(names) => Read::Seated(names.clone()),
                Table::Record(record) => Read::Record(record.clone()),
                Table::File(path) => {
                    let full = base.join(path);
                    let shown = full.to_string_lossy().into_owned();
                    match crate::files::read_text(&shown, limit) {
                        Err(error) => Read::Failed(SeasonProblem::Unreadable {
                            night,
                            table: table_no,
                            error,
                        }),
                        Ok(text) => match parse_record(&text) {
                            Ok(record) => Read::Record(record),
                            Err(error) => Read::Failed(SeasonProblem::Parse {
                                night,
                                table: table_no,
                                path: path.clone(),
                                error,
                            }),
                        },
                    }
                }
            });
        }
    }
    let replays = replay_all(&reads);
    let mut tables = Vec::new();
    let mut problems = Vec::new();
    let mut i = 0;
    for (n, night) in season.nights.iter().enumerate() {
        let mut seated_tonight: Vec<(String, usize)> = Vec::new();
        for t in 0..night.tables.len() {
            let (read, replayed) = (&reads[i], &replays[i]);
            i += 1;
            let mut loaded = LoadedTable {
                night: n,
                table: t,
                seats: None,
                counted_as: Default::default(),
                outcome: TableOutcome::KeptOut,
            };
            let names: [String; 4] = match read {
                Read::Failed(problem) => {
                    problems.push(problem.clone());
                    tables.push(loaded);
                    continue;
                }
                Read::Seated(names) => names.clone(),
                Read::Record(record) => {
                    match <[String; 4]>::try_from(record.header.players.clone()) {
                        Ok(names) => names,
                        Err(_) => {
                            if let Some(Err(error)) = replayed {
                                problems.push(SeasonProblem::Replay {
                                    night: n + 1,
                                    table: t + 1,
                                    error: error.clone(),
                                });
                            }
                            tables.push(loaded);
                            continue;
                        }
                    }
                }
            };
            let (seats, counted) = identities(&season, n, t, &names, &mut problems);
            loaded.seats = Some(seats.clone());
            loaded.counted_as = counted;
            let mut kept_out = false;
            for name in &seats {
                if let Some((_, first)) = seated_tonight.iter().find(|(s, _)| s == name) {
                    problems.push(SeasonProblem::TwiceInNight {
                        night: n + 1,
                        table: t + 1,
                        name: name.clone(),
                        first: first + 1,
                    });
                    kept_out = true;
                }
            }
            seated_tonight.extend(seats.iter().map(|s| (s.clone(), t)));
            loaded.outcome = match (read, replayed) {
                (Read::Seated(_), _) => TableOutcome::Seated,
                (Read::Record(record), Some(Ok(balances))) => {
                    let found = record.header.rules.rule_id();
                    if found != season.rules.rule_id() {
                        problems.push(SeasonProblem::Rules {
                            night: n + 1,
                            table: t + 1,
                            found,
                            season: season.rules.rule_id(),
                        });
                        TableOutcome::KeptOut
                    } else if kept_out {
                        TableOutcome::KeptOut
                    } else {
                        TableOutcome::Played {
                            balances: *balances,
                            hands: record.hands.len(),
                        }
                    }
                }
                (_, Some(Err(error))) => {
                    problems.push(SeasonProblem::Replay {
                        night: n + 1,
                        table: t + 1,
                        error: error.clone(),
                    });
                    TableOutcome::KeptOut
                }
                _ => TableOutcome::KeptOut,
            };
            tables.push(loaded);
        }
        for sub in &night.substitutes {
            if season.player_named(&sub.stands_in_for).is_none() {
                problems.push(SeasonProblem::SubstituteFor {
                    night: n + 1,
                    name: sub.name.clone(),
                    player: sub.stands_in_for.clone(),
                });
            }
        }
    }
    LoadedSeason {
        season,
        tables,
        problems,
    }
}

/// Each record's balances by first seat (or why it does not replay), `None` for a table
/// without a record; the records shared out over the machine's cores.
fn replay_all(reads: &[Read]) -> Vec<Option<Result<[i64; 4], GameError>>> {
    let one = |read: &Read| match read {
        Read::Record(record) => Some(balances_of(record)),
        _ => None,
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let per = reads.len().div_ceil(cores.max(1)).max(1);
    if cores <= 1 || reads.len() < 8 {
        return reads.iter().map(one).collect();
    }
    std::thread::scope(|scope| {
        let jobs: Vec<_> = reads
            .chunks(per)
            .map(|chunk| scope.spawn(move || chunk.iter().map(one).collect::<Vec<_>>()))
            .collect();
        jobs.into_iter()
            .flat_map(|job| match job.join() {
                Ok(done) => done,
                // A replay that panicked is a bug: the panic goes on in the caller's thread
                // (the app's job reports it), never a table silently missing.
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    })
}

/// A record's balance for each first seat, or why it does not replay.
fn balances_of(record: &GameRecord) -> Result<[i64; 4], GameError> {
    let replay = replay_keeping(record, Snapshots::None)?;
    let summary = NightSummary::of(record, &replay);
    let mut balances = [0; 4];
    for p in &summary.players {
        if let Some(b) = balances.get_mut(p.player) {
            *b = p.balance;
        }
    }
    Ok(balances)
}

/// Who each seat is to the season (a club player's own name for an alias) and whose result it
/// counts as; a name that is nobody's is a guest, named with the player it most looks like.
fn identities(
    season: &Season,
    night: usize,
    table: usize,
    names: &[String; 4],
    problems: &mut Vec<SeasonProblem>,
) -> ([String; 4], [Option<String>; 4]) {
    let subs = &season.nights[night].substitutes;
    let mut seats: [String; 4] = Default::default();
    let mut counted: [Option<String>; 4] = Default::default();
    for (i, name) in names.iter().enumerate() {
        if let Some(player) = season.player_named(name) {
            seats[i] = player.name.clone();
            counted[i] = Some(player.name.clone());
        } else if let Some(sub) = subs.iter().find(|s| &s.name == name) {
            seats[i] = name.clone();
            counted[i] = match season.player_named(&sub.stands_in_for) {
                Some(player) if season.scoring.count_substitutes => Some(player.name.clone()),
                _ => None,
            };
        } else {
            seats[i] = name.clone();
            counted[i] = Some(name.clone());
            problems.push(SeasonProblem::Guest {
                night: night + 1,
                table: table + 1,
                name: name.clone(),
                like: most_like(season, name),
            });
        }
    }
    (seats, counted)
}

/// The club player whose name (or alias) `name` most looks like: the same but for case and
/// spaces, or at most two letters apart in a name of four or more; none when two are as close.
pub fn most_like(season: &Season, name: &str) -> Option<String> {
    let folded = |s: &str| -> Vec<char> {
        s.chars()
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let wanted = folded(name);
    let mut best: Option<(usize, &str)> = None;
    let mut tied = false;
    for p in &season.players {
        let distance = std::iter::once(&p.name)
            .chain(&p.aliases)
            .map(|n| edit_distance(&folded(n), &wanted))
            .min()
            .unwrap_or(usize::MAX);
        let allowed = if wanted.len() >= 4 { 2 } else { 0 };
        if distance > allowed {
            continue;
        }
        match best {
            Some((d, _)) if d < distance => {}
            Some((d, _)) if d == distance => tied = true,
            _ => {
                best = Some((distance, &p.name));
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|(_, n)| n.to_string())
}

/// Letters inserted, deleted or changed to turn `a` into `b` (Levenshtein).
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(s: &str) -> Vec<char> {
        s.chars().collect()
    }

    #[test]
    fn edit_distance_counts_letters_changed() {
        assert_eq!(edit_distance(&chars("Ania"), &chars("Anna")), 1);
        assert_eq!(edit_distance(&chars("kitten"), &chars("sitting")), 3);
        assert_eq!(edit_distance(&chars(""), &chars("abc")), 3);
        assert_eq!(edit_distance(&chars("same"), &chars("same")), 0);
    }

    #[test]
    fn a_name_is_like_one_player_or_none() {
        let mut season = Season::new("s", Default::default());
        for name in ["Anna", "Bartek", "Olga", "Ola"] {
            season.players.push(super::super::SeasonPlayer::named(name));
        }
        assert_eq!(most_like(&season, "Ania").as_deref(), Some("Anna"));
        assert_eq!(most_like(&season, "bartek ").as_deref(), Some("Bartek"));
        assert_eq!(most_like(&season, "Zbigniew"), None);
        // Three letters: only the same name but for case counts.
        assert_eq!(most_like(&season, "Oli"), None);
        assert_eq!(most_like(&season, "OLA").as_deref(), Some("Ola"));
    }
}
