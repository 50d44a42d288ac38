//! What screens ask of the outside world: file dialogs (with the kind of file, its filters and
//! the name offered), reads, writes, the clipboard and work on a thread of its own. A screen's
//! request becomes an [`Effect`]; `run_effect.rs` runs every one of them in one
//! place and turns each failure into a notice in the reader's language; what comes back
//! becomes the asking screen's command in `route.rs`. Neither this module nor the
//! runner names a screen.

use crate::app::notice::Notice;
use crate::app::{Command, Screen};
use crate::art::Picture;
use crate::drill::mode::Mode;
use crate::formats::HandFile;
use crate::i18n::{Message, Said};
use crate::rules::RuleId;
use crate::rules::house::{HouseRules, Section};
use crate::tileset::TileChoice;
use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};

/// Whose set a worksheet prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorksheetOf {
    /// The set being built.
    Builder,
    /// The set open in the drill.
    Drill,
}

/// What a screen's image buttons ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageAction {
    /// The picture to the clipboard (an image, scaled, on a white background: `files.rs`).
    Copy,
    /// The picture to a file, asked for in a dialog.
    SaveDialog,
}

/// The screen a picture comes from, and so where what came of it is said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageFrom {
    /// The calculator's hand.
    Calculator,
    /// The example of a pattern (its id) of the rules reference's shown system.
    Rules(&'static str),
    /// The replay's table at the shown step.
    Replay,
}

/// The kinds of file the app opens, saves and exports: each with its filters (message id of
/// the filter's name, extensions) and the extension added to a name typed without one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A hand file (`.ron`).
    Hand,
    /// A game record (`.ron`).
    Game,
    /// A drill set (`.ron`).
    Set,
    /// A house-rules profile (`.ron`).
    HouseRules,
    /// A CSV table (the night's payments, the progress).
    Csv,
    /// A PDF worksheet.
    Worksheet,
    /// A picture: PNG, or SVG when named so.
    Image,
    /// A folder of tile pictures (a tile set).
    TileFolder,
    /// A `.zip` of a folder of tile pictures.
    TileZip,
    /// A club's season (`.season.ron`).
    Season,
    /// A web page (`.html`): the season's standings.
    Html,
}

impl FileKind {
    /// The dialog's filters: (message id of the filter's name, extensions without the dot).
    pub fn filters(self) -> &'static [(&'static str, &'static [&'static str])] {
        match self {
            FileKind::Hand => &[("file-filter-hand", &["ron"])],
            FileKind::Game => &[("file-filter-game", &["ron"])],
            FileKind::Set => &[("file-filter-set", &["ron"])],
            FileKind::HouseRules => &[("house-file-filter", &["ron"])],
            FileKind::Csv => &[("file-filter-csv", &["csv"])],
            FileKind::Worksheet => &[("file-filter-pdf", &["pdf"])],
            FileKind::Image => &[("file-filter-png", &["png"]), ("file-filter-svg", &["svg"])],
            // A folder is chosen, no file: the dialogs list folders only.
            FileKind::TileFolder => &[("file-filter-tile-folder", &[])],
            FileKind::TileZip => &[("file-filter-tile-zip", &["zip"])],
            FileKind::Season => &[("file-filter-season", &["ron"])],
            FileKind::Html => &[("file-filter-html", &["html", "htm"])],
        }
    }

    /// The extension a saved name without one gets (no dot).
    pub fn extension(self) -> &'static str {
        self.filters()
            .first()
            .and_then(|(_, exts)| exts.first())
            .copied()
            .unwrap_or("ron")
    }

    /// Whether a file name has one of the kind's extensions (any case).
    pub fn accepts(self, name: &str) -> bool {
        let Some((_, ext)) = name.rsplit_once('.') else {
            return false;
        };
        self.filters()
            .iter()
            .flat_map(|(_, exts)| exts.iter())
            .any(|e| e.eq_ignore_ascii_case(ext))
    }
}

/// What a path chosen in a dialog is for: the command (or effect) it becomes.
#[derive(Clone, Debug, PartialEq)]
pub enum Then {
    /// Open a hand file in the calculator.
    OpenHand,
    /// Save the calculator's hand (its hand-file text).
    SaveHand(String),
    /// Open a game record in the viewer.
    OpenGame,
    /// Save the viewer's record (the viewer's file commands write it).
    SaveReplay,
    /// Export the viewer's night as CSV (the viewer's file commands write it).
    ExportNightCsv,
    /// Print the viewer's night as a score sheet (PDF; the viewer's file commands write it).
    PrintNightSheet,
    /// Save the game being recorded.
    SaveRecord,
    /// Export the learner's progress as CSV.
    ExportProgress,
    /// Open a drill set in the drill.
    OpenSet,
    /// Open a drill set in the set builder.
    OpenSetInBuilder,
    /// Save the set being built.
    SaveSet,
    /// Export a worksheet (PDF).
    ExportWorksheet {
        from: WorksheetOf,
        corner_index: bool,
    },
    /// Save a screen's picture.
    SaveImage { picture: Picture, from: ImageFrom },
    /// Open a house-rules profile.
    OpenHouseRules,
    /// Save the house-rules profile.
    SaveHouseRules,
    /// Load a tile set (a folder or a `.zip`) and preview it.
    OpenTileSet,
    /// Open a season file.
    OpenSeason,
    /// Make the new season there.
    CreateSeason,
    /// Save a copy of the season shown there.
    SaveSeasonCopy,
    /// Add a game record as a table of the season shown.
    AddSeasonTable,
    /// Print the season sheet (PDF) there.
    PrintSeason,
    /// Write the season's web page there.
    SeasonWebPage,
}

/// A dialog asked for: open a file or choose where to save one.
#[derive(Clone, Debug, PartialEq)]
pub struct Dialog {
    pub kind: FileKind,
    /// The name offered (save and export); `None` to open a file.
    pub name: Option<String>,
    pub then: Then,
}

impl Dialog {
    /// A dialog that opens a file of `kind`.
    pub fn open(kind: FileKind, then: Then) -> Dialog {
        Dialog {
            kind,
            name: None,
            then,
        }
    }

    /// A dialog that asks where to save a file of `kind`, `name` offered.
    pub fn save(kind: FileKind, name: impl Into<String>, then: Then) -> Dialog {
        Dialog {
            kind,
            name: Some(name.into()),
            then,
        }
    }

    /// Whether the dialog saves (else it opens).
    pub fn saves(&self) -> bool {
        self.name.is_some()
    }
}

/// Every effect of the app on the world outside it, run by `run_effect.rs`.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// A file dialog (the system's, else the app's path field); the path chosen becomes
    /// `dialog.then`.
    Dialog(Dialog),
    /// A file dropped on the window, read already (bounded): a drill set goes to the drill,
    /// a game record to the viewer, a house-rules profile to its panel, anything else to the
    /// calculator.
    Dropped {
        path: String,
        text: Result<String, Said>,
    },
    /// A file named on the command line (`tilewise FILE`, or handed over by a later one):
    /// read (bounded) and opened as [`Effect::Dropped`].
    OpenFile(String),
    /// Saves the calculator's hand (its hand-file text) to a path, atomically.
    SaveHand { path: PathBuf, text: String },
    /// Saves a screen's picture to a path (its extension chooses PNG or SVG).
    SaveImage {
        path: PathBuf,
        picture: Picture,
        from: ImageFrom,
    },
    /// Puts a screen's picture on the clipboard.
    CopyImage { picture: Picture, from: ImageFrom },
    /// Keeps reviewed decisions (their discards) as the learner's own positions for the
    /// discard drill ("From my games"), written to the data folder, and says how many.
    AddToMyDrills(Vec<crate::review::Decision>),
    /// Work for a thread of its own (a review): what it finds comes back as the asking
    /// screen's commands.
    Spawn(Job),
    /// Reads a text file of at most `limit_bytes` (a regular file, checked before it is
    /// opened); `then` makes the asking screen's command of the path shown and the text, or why
    /// it could not be read (one line).
    Read {
        path: PathBuf,
        limit_bytes: u64,
        then: Reply<String, Result<String, Said>>,
    },
    /// Writes `bytes` to the file the user chose, atomically (its folder is not made: a path
    /// chosen is in a folder that is there); a failure is said in a notice. `then` makes the
    /// asking screen's command of the path and what came of it.
    Write {
        path: PathBuf,
        bytes: Vec<u8>,
        then: Reply<PathBuf, Result<(), Message>>,
    },
    /// Writes a copy the app keeps after each change (in its data folder, or the user's own file
    /// of a recording), atomically, its folder made first; a failure is said in a notice.
    /// `then`, when the screen says it too, makes its command of the path and what came of it.
    Autosave {
        path: PathBuf,
        bytes: Vec<u8>,
        then: Option<Reply<PathBuf, Result<(), Message>>>,
    },
    /// Removes the file at `path` when it is there; a failure is said in a notice.
    Remove(PathBuf),
    /// Moves the file `from`, when it is there, to `to`, else to the first free name after it
    /// (`NAME-1.EXT`, `NAME-2.EXT`, …): never over a file. A failure is said in a notice;
    /// `then` makes the asking screen's command of the name it has now and what came of it
    /// (nothing there to move is done).
    Rename {
        from: PathBuf,
        to: PathBuf,
        then: Reply<PathBuf, Result<(), Message>>,
    },
    /// Reads the copy of a record's edits the app keeps at `path` (bounded) and, when its game
    /// differs from `shown` (edits not saved), answers with its text; a damaged copy is moved
    /// aside and said.
    EditsKept {
        path: PathBuf,
        shown: Box<crate::formats::game_record::GameRecord>,
        then: Reply<PathBuf, String>,
    },
    /// The record files opened or saved recently, newest first, kept in the settings.
    RecentGames(Vec<String>),
    /// The season file open (`None`: the example), reopened at the next start.
    LastSeason(Option<String>),
    /// The new season's form as typed (`None`: made or closed), kept in the settings.
    SeasonDraft(Option<crate::app::SeasonDraft>),
    /// Adds a game record's text (the Recorder's game) to the season shown, which is shown.
    AddToSeason { name: String, text: String },
    /// The drill set files opened or saved recently, newest first, kept in the settings (the
    /// drill's sets menu reads them there).
    RecentSets(Vec<String>),
    /// Closes the app's window (a leave the user agreed to).
    CloseWindow,
    /// Says a notice (a screen's file kept aside, a failure it found).
    Notify(Notice),
    /// A screen's own command, answered at once (what came of work that failed before any
    /// effect ran).
    Answer(Box<Command>),
    /// Shows a screen.
    Show(Screen),
    /// Opens the drill in a system (from the progress: practise what it shows).
    Practise(RuleId),
    /// The club's house rules from now on (the house-rules panel's edits): kept in the
    /// settings, read by every screen from the context.
    HouseRules(Box<HouseRules>),
    /// Keeps the tiles chosen in the settings (a set's folder first among the recent ones).
    ChooseTiles(TileChoice),
    /// Keeps the fingerprint of what the set in use said (it is said again only when it
    /// changes).
    TilesSeen(u64),
    /// Installs the tile view (the settings' style and size, the set in use) that every tile
    /// widget draws with, and frees the textures of the sets no longer drawn.
    TileView,
    /// Asks the learner's progress for the patterns to practise in a system (the skills of
    /// the discard drill when `discard`): those due, else the weakest.
    WeakSpots { system: String, discard: bool },
    /// The patterns to practise, or why there are none (a message id), for the drill.
    WeakSpotsFound(Result<Vec<String>, &'static str>),
    /// The learner's progress has been read: a question waiting on it is asked again.
    ProgressArrived,
    /// Opens the replay quiz at `level` on Replays (the record open, else a bundled one with
    /// questions of `system` where there is one).
    ReplayQuiz {
        system: String,
        level: crate::drill::mode::Level,
    },
    /// Graded answers (the drill's, the replay quiz's), kept in the learner's progress.
    Attempts(Vec<crate::progress::Attempt>),
    /// Adds a hand to the drill set being built, as a question of `mode`.
    AddToSet { file: Box<HandFile>, mode: Mode },
    /// Opens the set builder's panel, unfolds it, or closes it.
    ToggleSetBuilder,
    /// A set file opened, first among the recent ones.
    RememberSet(String),
    /// Opens the house-rules panel at a section.
    EditHouseRules(Section),
    /// Shows a game record's text in Replays (the recorder's game).
    ShowRecord { name: String, text: String },
    /// Runs a drill set's text in the drill, shown (the set being built, tried): not a file,
    /// so not remembered among the recent ones.
    TrySet {
        title: String,
        text: Result<String, Said>,
    },
}

impl Effect {
    /// The read of a file the user named, bounded as every read of the app
    /// ([`crate::files::DEFAULT_FILE_LIMIT`]); its text, or why not, goes back as `then`'s
    /// command.
    pub fn read(
        path: impl Into<PathBuf>,
        then: fn(String, Result<String, Said>) -> Command,
    ) -> Effect {
        Effect::Read {
            path: path.into(),
            limit_bytes: crate::files::DEFAULT_FILE_LIMIT,
            then: Reply(then),
        }
    }
}

/// How the answer of a read or a write becomes the asking screen's command: a function the
/// screen gives (the runner names no screen). Two replies are the same function.
#[derive(Clone, Copy, Debug)]
pub struct Reply<P, R>(pub fn(P, R) -> Command);

impl<P, R> Reply<P, R> {
    /// The screen's command for `path` and `result`.
    pub fn to(self, path: P, result: R) -> Command {
        (self.0)(path, result)
    }
}

impl<P, R> PartialEq for Reply<P, R> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}

/// The work a thread does for a screen, given to `run_effect.rs` as
/// [`Effect::Spawn`]: it says what it finds as commands through a [`Report`] (the screen's own
/// commands: the runner names no screen), and `stopped` is said in its place when it ends
/// without its last word (it panicked). Run once: a clone shares the work.
#[derive(Clone)]
pub struct Job {
    name: &'static str,
    work: Arc<Mutex<Option<Work>>>,
    stopped: Box<Command>,
}

/// What a [`Job`] does.
type Work = Box<dyn FnOnce(&Report) + Send>;

impl Job {
    /// A job named `name` (the thread's name) doing `work`, `stopped` said if it panics.
    pub fn new(
        name: &'static str,
        stopped: Command,
        work: impl FnOnce(&Report) + Send + 'static,
    ) -> Job {
        Job {
            name,
            work: Arc::new(Mutex::new(Some(Box::new(work)))),
            stopped: Box::new(stopped),
        }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Does the work here (once: a job run already does nothing), saying `stopped` when it
    /// panics.
    pub fn run(&self, report: &Report) {
        let work = self.work.lock().ok().and_then(|mut w| w.take());
        let Some(work) = work else {
            return;
        };
        let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(report)));
        if done.is_err() {
            report.say((*self.stopped).clone());
        }
    }
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Job({})", self.name)
    }
}

impl PartialEq for Job {
    fn eq(&self, other: &Job) -> bool {
        Arc::ptr_eq(&self.work, &other.work)
    }
}

/// How a job tells the app what it finds: each command is applied by the app at its next
/// frame, which it asks for.
#[derive(Clone, Debug)]
pub struct Report {
    send: Sender<Command>,
    repaint: Option<egui::Context>,
}

impl Report {
    /// Commands sent on `send`; `repaint` asked for a frame after each (none in tests).
    pub fn new(send: Sender<Command>, repaint: Option<egui::Context>) -> Report {
        Report { send, repaint }
    }

    /// The app's egui context (none in tests): for a job that makes textures.
    pub fn context(&self) -> Option<&egui::Context> {
        self.repaint.as_ref()
    }

    /// Sends `command` to the app; false when nobody listens any more (the app is gone).
    pub fn say(&self, command: Command) -> bool {
        let sent = self.send.send(command).is_ok();
        if let Some(ctx) = &self.repaint {
            ctx.request_repaint();
        }
        sent
    }
}

/// What a screen's image buttons asked, for `picture` (`name` offered when saved): a copy to
/// the clipboard, or the dialog that saves it.
pub fn image_effect(
    action: ImageAction,
    picture: Picture,
    from: ImageFrom,
    name: String,
) -> Effect {
    match action {
        ImageAction::Copy => Effect::CopyImage { picture, from },
        ImageAction::SaveDialog => Effect::Dialog(Dialog::save(
            FileKind::Image,
            name,
            Then::SaveImage { picture, from },
        )),
    }
}

/// The dialog that asks where to export a worksheet of `from`'s set.
pub fn worksheet_dialog(from: WorksheetOf, corner_index: bool) -> Effect {
    let then = Then::ExportWorksheet { from, corner_index };
    Effect::Dialog(Dialog::save(FileKind::Worksheet, "worksheet.pdf", then))
}

/// The write of a worksheet of `set` to `path` (PDF, drawn with `pictures`); `answer` makes
/// the asking screen's command of what came of it. A worksheet that cannot be drawn is said
/// in a notice and answered at once.
pub fn worksheet_write(
    set: &crate::drill::set::DrillSet,
    options: &crate::print::WorksheetOptions,
    pictures: Option<&crate::art::faces::PictureFaces>,
    path: PathBuf,
    answer: fn(PathBuf, Result<(), Message>) -> Command,
) -> Vec<Effect> {
    use crate::i18n::Localized;
    match crate::print::worksheet_pdf_with_tiles(set, options, pictures) {
        Ok(pdf) => vec![Effect::Write {
            path,
            bytes: pdf,
            then: Reply(answer),
        }],
        Err(e) => {
            let notice = Notice::new(crate::app::notice::NoticeLevel::Error, "notice-failed")
                .arg_msg("error", e.message());
            let answered = answer(path, Err(e.message()));
            vec![Effect::Notify(notice), Effect::Answer(Box::new(answered))]
        }
    }
}

impl From<Effect> for Command {
    fn from(effect: Effect) -> Command {
        Command::Effect(Box::new(effect))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kind_knows_its_extension_and_accepts_it_in_any_case() {
        assert_eq!(FileKind::Csv.extension(), "csv");
        assert_eq!(FileKind::Image.extension(), "png");
        assert!(FileKind::Image.accepts("hand.SVG"));
        assert!(FileKind::Game.accepts("night.ron"));
        assert!(!FileKind::Game.accepts("night.csv"));
        assert!(!FileKind::Hand.accepts("ron"));
        assert!(FileKind::TileZip.accepts("club.zip"));
        assert!(!FileKind::TileFolder.accepts("1m.png"));
    }
}
