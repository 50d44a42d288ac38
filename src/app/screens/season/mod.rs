//! The Season screen: a club's season file opened (or made), its standings, rating and running
//! totals, what was kept out (a guest's name offered as a merge), tables added from record
//! files or from the Recorder, the next night seated, and the season sheet printed or put on
//! the web. Every change is written to the season's file at once (atomically); its tables are
//! read and verified on a thread of their own.

mod ui;

use crate::app::context::Ctx;
use crate::app::effect::{Dialog, Effect, FileKind, Job, Reply, Then};
use crate::app::{Command, SeasonDraft};
use crate::formats::game_record::parse_record;
use crate::i18n::{Localized, Message, Said};
use crate::rules::RuleId;
use crate::season::load::{LoadedSeason, load};
use crate::season::seating::{
    DEFAULT_TRIES, Seating, SeatingHistory, SeatingMethod, seat as seat_night,
};
use crate::season::standings::{Standings, standings};
use crate::season::{
    Night, Season, SeasonPlayer, Table, add_table, folder_of, merge_name, parse_season,
};
use std::path::{Path, PathBuf};

/// The bundled example season (eight nights of a Zung Jung club), opened without a file.
pub const EXAMPLE: &str = include_str!("../../../../replays/seasons/zung-jung-club.season.ron");

/// The Season screen's state.
#[derive(Default)]
pub struct SeasonView {
    /// The season shown.
    pub open: Option<OpenSeason>,
    /// The new season's form, while it is open.
    pub new_form: Option<NewSeasonForm>,
    /// The next night's seating: who came, how, and the seating made.
    pub seating: SeatingForm,
    /// What the last action said (a failure, a file written).
    pub said: Option<Result<Said, Said>>,
}

/// A season open on the screen.
pub struct OpenSeason {
    /// Its file; `None` for the bundled example, which is only read (a copy can be saved).
    pub path: Option<PathBuf>,
    /// The name it is shown by: the file's name.
    pub title: String,
    pub season: Season,
    /// Its tables verified and ranked; `None` while they are read.
    pub ranked: Option<Box<(LoadedSeason, Standings)>>,
}

/// The form that makes a new season.
#[derive(Clone, Debug, PartialEq)]
pub struct NewSeasonForm {
    pub name: String,
    pub system: RuleId,
    /// The club's players, comma-separated as typed.
    pub players: String,
}

impl NewSeasonForm {
    fn draft(&self) -> SeasonDraft {
        SeasonDraft {
            name: self.name.clone(),
            system: self.system.id().to_string(),
            players: self.players.clone(),
        }
    }

    /// The form as a draft left it (an unknown system: Zung Jung).
    pub fn from_draft(draft: &SeasonDraft) -> NewSeasonForm {
        NewSeasonForm {
            name: draft.name.clone(),
            system: RuleId::from_id(&draft.system).unwrap_or_default(),
            players: draft.players.clone(),
        }
    }
}

/// The next night's seating.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatingForm {
    /// Players not here tonight (everyone else of the season came).
    pub away: Vec<String>,
    pub method: SeatingMethod,
    pub seed: u64,
    pub made: Option<Seating>,
}

impl Default for SeatingForm {
    fn default() -> Self {
        SeatingForm {
            away: Vec::new(),
            method: SeatingMethod::FewestRepeats,
            seed: 1,
            made: None,
        }
    }
}

/// Every change to the Season screen.
#[derive(Clone, Debug, PartialEq)]
pub enum SeasonCommand {
    /// Asks for a season file to open.
    Open,
    /// Reads the season file at this path.
    OpenPath(PathBuf),
    /// A season file's text read (or why not).
    Read {
        path: String,
        text: Result<String, Said>,
    },
    /// A season file read on its thread (a large season's records take a moment to read): the
    /// season, or why it is none.
    Parsed {
        path: String,
        season: Result<Box<Season>, Said>,
    },
    /// Opens the bundled example.
    OpenExample,
    /// The tables of the season shown, read and verified on their thread.
    Ranked(Box<(LoadedSeason, Standings)>),
    /// Reading the tables stopped (a bug): said, the season stays shown unranked.
    RankStopped,
    /// Opens (true) or closes the new season's form.
    NewForm(bool),
    /// Opens the new season's form as a draft kept from the last time left it.
    ResumeDraft(SeasonDraft),
    SetNewName(String),
    SetNewSystem(RuleId),
    SetNewPlayers(String),
    /// Asks where to keep the new season.
    Create,
    /// Writes the new season (or a copy of the one shown, `copy`) to this path.
    CreateAt {
        path: PathBuf,
        copy: bool,
    },
    /// Asks where to save a copy of the season shown (the example).
    SaveCopy,
    /// What writing the season file said.
    Written {
        path: PathBuf,
        result: Result<(), Message>,
    },
    /// Asks for a game record to add as a table.
    AddTable,
    /// Reads a record file to add as a table.
    AddTablePath(PathBuf),
    /// A record file read for a table (or why not).
    TableRead {
        path: String,
        text: Result<String, Said>,
    },
    /// Adds the Recorder's game, written into the season.
    AddRecord {
        name: String,
        text: String,
    },
    /// Counts a name the records use as this player.
    Merge {
        name: String,
        into: String,
    },
    /// Marks a player here tonight (true) or away.
    SetPresent(String, bool),
    SetMethod(SeatingMethod),
    SetSeed(u64),
    /// Seats tonight's players.
    Seat,
    /// Writes the seating made into the season as its next night.
    AddSeating,
    /// Asks where to write the season sheet (PDF), or the web page (HTML).
    Print,
    PrintTo(PathBuf),
    WebPage,
    WebPageTo(PathBuf),
    /// What writing the sheet or the page said.
    Exported {
        path: PathBuf,
        result: Result<(), Message>,
    },
}

impl crate::app::screens::Screen for SeasonView {
    type Command = SeasonCommand;

    fn apply(&mut self, command: SeasonCommand, ctx: &Ctx) -> Vec<Effect> {
        self.apply_command(command, ctx)
    }

    fn ui(&self, ui: &mut egui::Ui, ctx: &Ctx, out: &mut Vec<SeasonCommand>) {
        ui::season_ui(self, ui, ctx, out);
    }
}

/// A name for a path as the screen shows it: its file name.
fn file_title(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// `path` with `ext` when it has no extension.
fn with_extension(path: PathBuf, ext: &str) -> PathBuf {
    match path.extension() {
        None => path.with_extension(ext),
        Some(_) => path,
    }
}

/// The job that reads a season file's text (its records may be many).
fn parse_job(path: String, text: String) -> Effect {
    Effect::Spawn(Job::new(
        "season-read",
        Command::Season(SeasonCommand::RankStopped),
        move |report| {
            let season = parse_season(&text).map(Box::new).map_err(|e| {
                Said::msg(
                    Message::new("season-open-failed")
                        .text("path", &path)
                        .msg("error", e.message()),
                )
            });
            report.say(Command::Season(SeasonCommand::Parsed { path, season }));
        },
    ))
}

/// The job that reads and verifies the season's tables and ranks them.
fn rank_job(season: Season, base: PathBuf) -> Effect {
    Effect::Spawn(Job::new(
        "season",
        Command::Season(SeasonCommand::RankStopped),
        move |report| {
            let loaded = load(season, &base, crate::files::DEFAULT_FILE_LIMIT);
            let table = standings(&loaded);
            report.say(Command::Season(SeasonCommand::Ranked(Box::new((
                loaded, table,
            )))));
        },
    ))
}

impl SeasonView {
    /// Shows `season` (from `path`, or the example) and starts reading its tables.
    fn show(&mut self, season: Season, path: Option<PathBuf>, title: String) -> Vec<Effect> {
        let base = folder_of(path.as_deref());
        let job = rank_job(season.clone(), base);
        self.seating = SeatingForm::default();
        self.open = Some(OpenSeason {
            path,
            title,
            season,
            ranked: None,
        });
        vec![job]
    }

    /// After a change to the season shown: its file written at once, its tables read again.
    fn changed(&mut self) -> Vec<Effect> {
        let Some(open) = &mut self.open else {
            return Vec::new();
        };
        open.ranked = None;
        let mut effects = Vec::new();
        if let Some(path) = &open.path {
            effects.push(write_season(path.clone(), &open.season));
        }
        effects.push(rank_job(
            open.season.clone(),
            folder_of(open.path.as_deref()),
        ));
        effects
    }

    fn said(&mut self, said: Result<Said, Said>) -> Vec<Effect> {
        self.said = Some(said);
        Vec::new()
    }

    fn apply_command(&mut self, command: SeasonCommand, ctx: &Ctx) -> Vec<Effect> {
        use SeasonCommand as C;
        match command {
            C::Open => vec![Effect::Dialog(Dialog::open(
                FileKind::Season,
                Then::OpenSeason,
            ))],
            C::OpenPath(path) => vec![Effect::read(path, |path, text| {
                Command::Season(SeasonCommand::Read { path, text })
            })],
            C::Read { path, text } => {
                let text = match text {
                    Ok(text) => text,
                    Err(why) => return self.said(Err(why)),
                };
                vec![parse_job(path, text)]
            }
            C::Parsed { path, season } => match season {
                Ok(season) => {
                    self.said = None;
                    let path = PathBuf::from(path);
                    let title = file_title(&path);
                    let mut effects = self.show(*season, Some(path.clone()), title);
                    effects.push(Effect::LastSeason(Some(path.display().to_string())));
                    effects
                }
                Err(why) => self.said(Err(why)),
            },
            C::OpenExample => match parse_season(EXAMPLE) {
                Ok(season) => {
                    self.said = None;
                    let title = ctx.i18n.tr("season-example");
                    let mut effects = self.show(season, None, title);
                    effects.push(Effect::LastSeason(None));
                    effects
                }
                Err(e) => self.said(Err(Said::of(&e))),
            },
            C::Ranked(ranked) => {
                if let Some(open) = &mut self.open
                    && open.season == ranked.0.season
                {
                    open.ranked = Some(ranked);
                }
                Vec::new()
            }
            C::RankStopped => self.said(Err(Said::id("season-rank-stopped"))),
            C::NewForm(true) => {
                self.new_form = Some(NewSeasonForm {
                    name: String::new(),
                    system: RuleId::ZungJung,
                    players: String::new(),
                });
                Vec::new()
            }
            C::NewForm(false) => {
                self.new_form = None;
                vec![Effect::SeasonDraft(None)]
            }
            C::ResumeDraft(draft) => {
                self.new_form = Some(NewSeasonForm::from_draft(&draft));
                Vec::new()
            }
            C::SetNewName(name) => self.edit_form(|form| form.name = name),
            C::SetNewSystem(system) => self.edit_form(|form| form.system = system),
            C::SetNewPlayers(players) => self.edit_form(|form| form.players = players),
            C::Create => {
                let Some(form) = &self.new_form else {
                    return Vec::new();
                };
                let name = if form.name.trim().is_empty() {
                    "season".to_string()
                } else {
                    form.name.trim().to_string()
                };
                vec![Effect::Dialog(Dialog::save(
                    FileKind::Season,
                    format!("{name}.season.ron"),
                    Then::CreateSeason,
                ))]
            }
            C::SaveCopy => {
                let Some(open) = &self.open else {
                    return Vec::new();
                };
                vec![Effect::Dialog(Dialog::save(
                    FileKind::Season,
                    format!("{}.season.ron", open.season.name),
                    Then::SaveSeasonCopy,
                ))]
            }
            C::CreateAt { path, copy } => self.create_at(path, copy, ctx),
            C::Written { path, result } => match result {
                Ok(()) => Vec::new(),
                Err(why) => self.said(Err(Said::msg(
                    Message::new("write-failed")
                        .text("path", path.display())
                        .msg("error", why),
                ))),
            },
            C::AddTable => vec![Effect::Dialog(Dialog::open(
                FileKind::Game,
                Then::AddSeasonTable,
            ))],
            C::AddTablePath(path) => vec![Effect::read(path, |path, text| {
                Command::Season(SeasonCommand::TableRead { path, text })
            })],
            C::TableRead { path, text } => {
                let text = match text {
                    Ok(text) => text,
                    Err(why) => return self.said(Err(why)),
                };
                let Some(open) = &self.open else {
                    return Vec::new();
                };
                let beside = open.path.as_deref().and_then(|season| {
                    crate::season::path_in_folder(&folder_of(Some(season)), Path::new(&path))
                });
                let table = match beside {
                    Some(relative) => Table::File(relative),
                    None => match parse_record(&text) {
                        Ok(record) => Table::Record(record),
                        Err(e) => return self.record_refused(&path, &e),
                    },
                };
                self.add(&path, &text, table)
            }
            C::AddRecord { name, text } => match parse_record(&text) {
                Ok(record) => self.add(&name, &text, Table::Record(record)),
                Err(e) => self.record_refused(&name, &e),
            },
            C::Merge { name, into } => {
                let Some(open) = &mut self.open else {
                    return Vec::new();
                };
                match merge_name(&mut open.season, &name, &into) {
                    Ok(()) => {
                        self.said = Some(Ok(Said::msg(
                            Message::new("season-merged")
                                .text("name", &name)
                                .text("player", &into),
                        )));
                        self.changed()
                    }
                    Err(e) => self.said(Err(Said::of(&e))),
                }
            }
            C::SetPresent(name, here) => {
                self.seating.away.retain(|n| n != &name);
                if !here {
                    self.seating.away.push(name);
                }
                self.seating.made = None;
                Vec::new()
            }
            C::SetMethod(method) => {
                self.seating.method = method;
                self.seating.made = None;
                Vec::new()
            }
            C::SetSeed(seed) => {
                self.seating.seed = seed;
                self.seating.made = None;
                Vec::new()
            }
            C::Seat => self.seat(),
            C::AddSeating => {
                let (Some(open), Some(made)) = (&mut self.open, self.seating.made.take()) else {
                    return Vec::new();
                };
                open.season.nights.push(Night {
                    date: None,
                    tables: made.tables.iter().cloned().map(Table::Seated).collect(),
                    sit_out: made.sit_out.clone(),
                    substitutes: Vec::new(),
                });
                self.said = Some(Ok(Said::msg(
                    Message::new("season-seating-added").int("night", open.season.nights.len()),
                )));
                self.changed()
            }
            C::Print => self.export_dialog(FileKind::Worksheet, "pdf", Then::PrintSeason),
            C::WebPage => self.export_dialog(FileKind::Html, "html", Then::SeasonWebPage),
            C::PrintTo(path) => self.export(with_extension(path, "pdf"), ctx, true),
            C::WebPageTo(path) => self.export(with_extension(path, "html"), ctx, false),
            C::Exported { path, result } => match result {
                Ok(()) => self.said(Ok(Said::msg(
                    Message::new("season-exported").text("path", path.display()),
                ))),
                Err(why) => self.said(Err(Said::msg(
                    Message::new("write-failed")
                        .text("path", path.display())
                        .msg("error", why),
                ))),
            },
        }
    }

    /// Changes the new season's form; what it holds is kept as a draft.
    fn edit_form(&mut self, change: impl FnOnce(&mut NewSeasonForm)) -> Vec<Effect> {
        let Some(form) = &mut self.new_form else {
            return Vec::new();
        };
        change(form);
        vec![Effect::SeasonDraft(Some(form.draft()))]
    }

    fn record_refused(&mut self, path: &str, e: &crate::ron_text::ParseError) -> Vec<Effect> {
        self.said(Err(Said::msg(
            Message::new("season-table-refused")
                .text("path", path)
                .msg("error", e.message()),
        )))
    }

    /// Adds a record (its `text`) as `table` of the season shown: to the last night when its
    /// seated table has the same players, else as a new night.
    fn add(&mut self, name: &str, text: &str, table: Table) -> Vec<Effect> {
        let Some(open) = &mut self.open else {
            return self.said(Err(Said::id("season-none-open")));
        };
        if open.path.is_none() {
            return self.said(Err(Said::id("season-example-read-only")));
        }
        let header = match parse_record(text) {
            Ok(record) => record.header,
            Err(e) => return self.record_refused(name, &e),
        };
        let last = open.season.nights.len().checked_sub(1);
        let seated_last = last.filter(|&n| {
            open.season.nights[n]
                .tables
                .iter()
                .any(|t| matches!(t, Table::Seated(_)))
        });
        let (night, table) = add_table(
            &mut open.season,
            seated_last,
            &header.players,
            table,
            header.date.clone(),
        );
        self.said = Some(Ok(Said::msg(
            Message::new("season-table-added")
                .int("night", night + 1)
                .int("table", table + 1),
        )));
        self.changed()
    }

    /// Writes the new season (or a copy of the one shown) to `path` and shows it from there.
    fn create_at(&mut self, path: PathBuf, copy: bool, ctx: &Ctx) -> Vec<Effect> {
        let path = if path.to_string_lossy().ends_with(".ron") {
            path
        } else {
            PathBuf::from(format!("{}.season.ron", path.display()))
        };
        let season = if copy {
            let Some(open) = &self.open else {
                return Vec::new();
            };
            let mut season = open.season.clone();
            // The example's tables are in the file itself: a copy keeps them so.
            if let Some(from) = &open.path {
                let from_base = folder_of(Some(from));
                let to_base = folder_of(Some(&path));
                if from_base != to_base {
                    return self.said(Err(Said::id("season-copy-elsewhere")));
                }
            }
            season.version = crate::season::SEASON_VERSION;
            season
        } else {
            let Some(form) = self.new_form.take() else {
                return Vec::new();
            };
            let name = if form.name.trim().is_empty() {
                ctx.i18n.tr("season-untitled")
            } else {
                form.name.trim().to_string()
            };
            let mut season = Season::new(&name, form.system.default_settings());
            for player in form.players.split(',').map(str::trim) {
                if !player.is_empty() && season.player_named(player).is_none() {
                    season.players.push(SeasonPlayer::named(player));
                }
            }
            season
        };
        let title = file_title(&path);
        let mut effects = vec![write_season(path.clone(), &season)];
        if !copy {
            effects.push(Effect::SeasonDraft(None));
        }
        effects.extend(self.show(season, Some(path.clone()), title));
        effects.push(Effect::LastSeason(Some(path.display().to_string())));
        effects
    }

    /// Seats tonight's players (the season's, less those away).
    fn seat(&mut self) -> Vec<Effect> {
        let Some(open) = &self.open else {
            return Vec::new();
        };
        let players: Vec<String> = open
            .season
            .players
            .iter()
            .map(|p| p.name.clone())
            .filter(|n| !self.seating.away.contains(n))
            .collect();
        let Some(ranked) = &open.ranked else {
            return Vec::new();
        };
        let order = ranked.1.rows.iter().map(|s| s.player.clone()).collect();
        let history = SeatingHistory::of(&ranked.0, order);
        match seat_night(
            &history,
            &players,
            self.seating.method,
            self.seating.seed,
            DEFAULT_TRIES,
        ) {
            Ok(made) => {
                self.seating.made = Some(made);
                self.said = None;
                Vec::new()
            }
            Err(e) => self.said(Err(Said::of(&e))),
        }
    }

    fn export_dialog(&self, kind: FileKind, ext: &str, then: Then) -> Vec<Effect> {
        let Some(open) = &self.open else {
            return Vec::new();
        };
        vec![Effect::Dialog(Dialog::save(
            kind,
            format!("{}.{ext}", open.season.name),
            then,
        ))]
    }

    /// The season sheet (`pdf`) or web page written to `path`.
    fn export(&mut self, path: PathBuf, ctx: &Ctx, pdf: bool) -> Vec<Effect> {
        let Some(ranked) = self.open.as_ref().and_then(|o| o.ranked.as_ref()) else {
            return Vec::new();
        };
        let (loaded, table) = (&ranked.0, &ranked.1);
        let bytes = if pdf {
            match crate::print::season_pdf(
                loaded,
                table,
                crate::print::Paper::default(),
                ctx.i18n.lang(),
            ) {
                Ok(bytes) => bytes,
                Err(e) => {
                    return self.said(Err(Said::msg(
                        Message::new("write-failed")
                            .text("path", path.display())
                            .msg("error", e.message()),
                    )));
                }
            }
        } else {
            crate::season::html::season_html(loaded, table, ctx.i18n).into_bytes()
        };
        vec![Effect::Write {
            path,
            bytes,
            then: Reply(|path, result| Command::Season(SeasonCommand::Exported { path, result })),
        }]
    }
}

/// Writes the season file atomically; what came of it is said back.
fn write_season(path: PathBuf, season: &Season) -> Effect {
    Effect::Write {
        path,
        bytes: season.to_ron().into_bytes(),
        then: Reply(|path, result| Command::Season(SeasonCommand::Written { path, result })),
    }
}
