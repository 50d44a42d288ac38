//! The replay viewer: a recorded game on a drawn table, step by step, with a timeline, the
//! running ledger and, at each win, the full score sheet.

pub mod night;
pub mod results_hand;

use crate::app::Command;
use crate::app::context::Ctx;
use crate::app::effect::Effect;
use crate::app::explain::wind_name;
use crate::app::files::{ImageAction, MESSAGE_MAX};
use crate::app::i18n::I18n;
use crate::app::screens::Screen;
use crate::app::widgets::sheet_card::{Card, sheet_card_ui};
use crate::app::widgets::tile_art::{Face, TileLook};
use crate::app::widgets::{image_buttons_ui, tile_button};
use crate::art::Picture;
use crate::drill::mode::{Level, Mode, Outcome};
use crate::files::one_line;
use crate::formats::game_record::{Ask, Event, GameRecord, HandRecord, ResultEntry, parse_record};
use crate::game::summary::NightSummary;
use crate::game::{
    Disagreement, LedgerEntry, LedgerRule, Replay, Snapshots, Table, WinResult, hand_tables,
    replay_keeping,
};
use crate::i18n::Message;
use crate::i18n::{Localized as _, Said};
use crate::progress::Attempt;
use crate::tiles::{Tile, Wind, tiles_of};
use egui::{Color32, RichText, Ui};
use std::path::{Path, PathBuf};

mod player_bar;
mod quiz;
mod quiz_ui;
pub mod review;
mod review_ui;
mod table_ui;
mod ui;

pub use crate::app::widgets::words::{View, describe_event, hidden_from};
pub use crate::review::record_text::choice_text;
pub use review::{ReviewCommand, ReviewPanel};
pub use review_ui::timeline_color;

pub(crate) use quiz_ui::*;
pub use ui::*;

#[cfg(test)]
mod tests;

pub use crate::formats::game_record::steps::{Step, is_marker, step_of, steps, steps_of};
use crate::formats::game_record::steps::{insert_note, rewrite_note};
pub use quiz::*;

/// The smallest text size of the viewer (at scale 1), for notes and explanations.
const TEXT: f32 = 13.0;

/// Sample games bundled with the app.
pub const SAMPLES: &[(&str, &str)] = &[
    (
        "zj-short-demo.ron",
        include_str!("../../../../replays/zj-short-demo.ron"),
    ),
    (
        "zj-scoring-mistake.ron",
        include_str!("../../../../replays/zj-scoring-mistake.ron"),
    ),
    (
        "zj-immunity-demo.ron",
        include_str!("../../../../replays/zj-immunity-demo.ron"),
    ),
    (
        "zung-jung-seed-27.ron",
        include_str!("../../../../replays/zung-jung-seed-27.ron"),
    ),
    (
        "zung-jung-seed-70.ron",
        include_str!("../../../../replays/zung-jung-seed-70.ron"),
    ),
    (
        "hk-new-style-seed-1.ron",
        include_str!("../../../../replays/hk-new-style-seed-1.ron"),
    ),
    (
        "hk-new-style-seed-33.ron",
        include_str!("../../../../replays/hk-new-style-seed-33.ron"),
    ),
    (
        "hk-old-style-from-my-seat.ron",
        include_str!("../../../../replays/hk-old-style-from-my-seat.ron"),
    ),
    (
        "hk-old-style-seed-94.ron",
        include_str!("../../../../replays/hk-old-style-seed-94.ron"),
    ),
    (
        "hk-old-style-seed-16567.ron",
        include_str!("../../../../replays/hk-old-style-seed-16567.ron"),
    ),
    (
        "singapore-seed-2513.ron",
        include_str!("../../../../replays/singapore-seed-2513.ron"),
    ),
    (
        "singapore-seed-814.ron",
        include_str!("../../../../replays/singapore-seed-814.ron"),
    ),
    (
        "sichuan-short-demo.ron",
        include_str!("../../../../replays/sichuan-short-demo.ron"),
    ),
    (
        "sichuan-seed-27301.ron",
        include_str!("../../../../replays/sichuan-seed-27301.ron"),
    ),
    (
        "sichuan-seed-1720.ron",
        include_str!("../../../../replays/sichuan-seed-1720.ron"),
    ),
    (
        "annotated-zung-jung.ron",
        include_str!("../../../../replays/annotated-zung-jung.ron"),
    ),
    (
        "annotated-hong-kong.ron",
        include_str!("../../../../replays/annotated-hong-kong.ron"),
    ),
    (
        "annotated-singapore.ron",
        include_str!("../../../../replays/annotated-singapore.ron"),
    ),
    (
        "annotated-sichuan.ron",
        include_str!("../../../../replays/annotated-sichuan.ron"),
    ),
    (
        "club-night-zung-jung.ron",
        include_str!("../../../../replays/club-night-zung-jung.ron"),
    ),
    (
        "club-night-hong-kong-old-style.ron",
        include_str!("../../../../replays/club-night-hong-kong-old-style.ron"),
    ),
    (
        "club-night-hong-kong-new-style.ron",
        include_str!("../../../../replays/club-night-hong-kong-new-style.ron"),
    ),
    (
        "club-night-singapore.ron",
        include_str!("../../../../replays/club-night-singapore.ron"),
    ),
    (
        "club-night-sichuan.ron",
        include_str!("../../../../replays/club-night-sichuan.ron"),
    ),
    (
        "singapore-liability-demo.ron",
        include_str!("../../../../replays/singapore-liability-demo.ron"),
    ),
];

/// A bundled sample's title in the reader's language (the message `sample-title-<file stem>`),
/// else its file name.
pub fn sample_title(name: &str, i18n: &I18n) -> String {
    let stem = name.strip_suffix(".ron").unwrap_or(name);
    i18n.tr_or(&format!("sample-title-{stem}"), name)
}

/// The name a loaded game is shown by: a bundled sample's title, an unsaved recording by its
/// event as typed, or else as the recorder's title (in the reader's language, whichever it was
/// opened in), else its file name.
pub fn shown_name(game: &LoadedGame, i18n: &I18n) -> String {
    if game.path.is_none() && SAMPLES.iter().any(|(name, _)| *name == game.name) {
        sample_title(&game.name, i18n)
    } else if game.path.is_none() && game.name == crate::recording::UNTITLED {
        // The event the table typed names the recording; else "Recording", in the language.
        let event = game.record.header.event.as_deref().map(str::trim);
        match event.filter(|e| !e.is_empty()) {
            Some(event) => event.to_string(),
            None => i18n.tr("recorder-title"),
        }
    } else {
        game.name.clone()
    }
}

/// A game loaded and replayed.
pub struct LoadedGame {
    pub name: String,
    /// The file it was read from (`None`: a bundled sample); Save writes there.
    pub path: Option<PathBuf>,
    /// The comment lines at the top of the file, kept when it is saved.
    pub comments: String,
    pub record: GameRecord,
    /// Wins, ledger and balances; no per-step tables (a long record would hold millions).
    pub replay: Replay,
    /// The table after each step of the shown hand only (`tables_hand`), replayed when shown
    /// (none for a results-only hand).
    pub tables: Vec<Table>,
    pub tables_hand: usize,
    /// The night at a glance: standings, balances after each hand, the biggest hands.
    pub night: NightSummary,
}

/// What the viewer shows of a game: the replay, hand by hand, or the night at a glance.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    #[default]
    Replay,
    Night,
}

/// Why a record could not be loaded: it does not read, or it does not replay.
#[derive(Debug)]
pub enum LoadError {
    Parse(crate::ron_text::ParseError),
    Game(crate::game::GameError),
}

impl LoadError {
    fn text(&self, i18n: &I18n) -> String {
        match self {
            LoadError::Parse(e) => i18n.text(e),
            LoadError::Game(e) => i18n.text(e),
        }
    }
}

/// Why the viewer shows no record, kept typed and said in the reader's language when drawn
/// (a change of language says it again).
#[derive(Debug)]
pub enum ViewerError {
    /// The file could not be read: what was said, naming the file.
    Read(Said),
    /// The record (by name) could not be loaded.
    Load { name: String, error: LoadError },
}

impl ViewerError {
    /// The error in one line, in `i18n`'s language.
    pub fn text(&self, i18n: &I18n) -> String {
        match self {
            ViewerError::Read(said) => crate::app::files::said_line(said, i18n),
            ViewerError::Load { name, error } => crate::files::one_line(
                &format!("{name}: {}", error.text(i18n)),
                crate::app::files::MESSAGE_MAX,
            ),
        }
    }
}

/// The Replays screen's state. Changed only through [`ReplaysCommand`].
#[derive(Default)]
pub struct Replays {
    pub game: Option<LoadedGame>,
    /// The hand shown (0-based) and the step within it (0 = the deal).
    pub hand: usize,
    pub step: usize,
    pub playing: bool,
    /// Steps per second while playing.
    pub speed: f32,
    pub view: View,
    /// The ledger entry whose explanation is open.
    pub selected: Option<usize>,
    /// The win (index into the replay's wins) whose score sheet is open; `None`: the first
    /// win at the shown step.
    pub sheet: Option<usize>,
    /// Why the last record could not be opened.
    pub error: Option<ViewerError>,
    /// Recently opened files, newest first.
    pub recent: Vec<String>,
    /// The replay quiz: stepping forward stops at each win and asks its total.
    pub quiz: Quiz,
    /// Quiz answers graded by the command being applied: handed to the learner's progress as
    /// an effect when it is done (empty between commands).
    pub attempts: Vec<Attempt>,
    /// The record has edits (notes, questions) not saved yet.
    pub modified: bool,
    /// The app's clock (ms) when the replay was last on screen with the window focused;
    /// `None` while it is not ([`ReplaysCommand::Clock`]).
    seen_at_ms: Option<u64>,
    /// The note being written or edited, while its editor is open.
    pub editor: Option<NoteEditor>,
    /// An edit was made by the command being applied: its autosave copy is written when it
    /// is done ([`Replays::autosave_path`]).
    edited: bool,
    /// Where the autosave copies of bundled samples go (the app's data folder); `None`: none.
    pub autosave_dir: Option<PathBuf>,
    /// An autosaved copy with unsaved edits, found when the record was opened: offered back.
    pub autosave_offer: Option<String>,
    /// A switch to another record or a close, waiting on the question about unsaved edits.
    pub leaving: Option<Leave>,
    /// A switch or a close waiting on the save the user chose before it: it follows once the
    /// record is saved, and is dropped when the save fails or is cancelled.
    leave_after_save: Option<Leave>,
    /// What the last save said (a path saved to, or why it failed).
    pub saved: Option<Result<String, Said>>,
    /// What the last copy or save of the table's image said (one line).
    pub image_message: Option<Result<Said, Said>>,
    /// The replay, or the night at a glance.
    pub page: Page,
    /// What the last CSV export of the night said (a path written to, or why not).
    pub csv_message: Option<Result<String, Said>>,
    /// What the last printed score sheet (PDF) said (a path written to, or why not).
    pub sheet_message: Option<Result<String, Said>>,
    /// The Review panel: whose decisions, the background review, the reviews done.
    pub review: ReviewPanel,
}

/// The editor of one note: a new note inserted after a step, or a note step edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoteEditor {
    /// The hand (0-based) and the event index the note has (or will have) in it.
    pub hand: usize,
    pub index: usize,
    /// Whether the note is new (inserted at `index` when committed).
    pub new: bool,
    pub text: String,
}

/// What waits on the answer to "save the edits?".
#[derive(Clone, Debug, PartialEq)]
pub enum Leave {
    /// Another record is opened.
    Switch(Box<ReplaysCommand>),
    /// The app closes.
    Close,
}

/// An answer to "save the edits?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveChoice {
    Save,
    Discard,
    Cancel,
}

/// Every change to the viewer.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplaysCommand {
    /// A record's text and the name to show for it.
    Load {
        name: String,
        text: String,
    },
    /// A file was opened from disk (its path, for the recent list).
    Opened {
        path: String,
        text: Result<String, Said>,
    },
    /// Asks for a game record to open (run by the app's file commands, `app/files.rs`).
    OpenDialog,
    /// Opens a recent file again (read by the app's file commands, `app/files.rs`).
    OpenRecent(String),
    Step(i64),
    Home,
    End,
    NextMarker,
    PreviousMarker,
    Goto {
        hand: usize,
        step: usize,
    },
    TogglePlay,
    Tick,
    /// The app's clock each frame: `now_ms`, egui's input time in milliseconds, and whether
    /// the replay is `shown` (its screen drawn, the window focused). The time between two
    /// frames counts for the open quiz question only when the first of them showed it.
    Clock {
        now_ms: u64,
        shown: bool,
    },
    SetSpeed(f32),
    SetView(View),
    /// Opens a ledger entry's explanation, and its win's score sheet when it pays a win.
    Select(Option<usize>),
    /// Opens the score sheet of a win (index into the replay's wins).
    ShowSheet(usize),
    /// Asks the app to add a win (index into the replay's wins) to the set being built.
    AddWinToSet(usize),
    /// Turns the quiz on at `level` (the drill's "replay quiz"): on the record open, else on a
    /// bundled one with questions of `system` where there is one (else Replays asks to pick
    /// one).
    QuizFor {
        system: String,
        level: Level,
    },
    /// Turns the quiz on or off.
    SetQuiz(bool),
    SetQuizLevel(Level),
    /// An answer of the open quiz question: which win (its place in the question) and field.
    QuizAnswer {
        win: usize,
        field: QuizField,
        text: String,
    },
    /// Grades the open quiz question (when every answer is a number).
    QuizCheck,
    /// Closes the graded quiz question and steps on.
    QuizContinue,
    /// Answers the open "what would you discard?" question (and grades it).
    QuizDiscard(Tile),
    /// Opens the editor for a new note after the shown step.
    NoteAdd,
    /// Opens the editor on the shown step's note.
    NoteEdit,
    /// The editor's text.
    NoteText(String),
    /// Puts the editor's note into the record (an empty note is not added).
    NoteCommit,
    NoteCancel,
    /// Deletes the shown step when it is a note or a question.
    NoteDelete,
    /// Marks the next discard or win of the hand as a quiz question (inserted after the
    /// shown step).
    MarkQuestion(Ask),
    /// Saves the record: to its file, or asks where (run by the app's file commands).
    Save,
    /// Asks where to save the record, then saves it (run by the app's file commands).
    SaveAsDialog,
    /// Saves the record to a path (run by the app's file commands).
    SaveTo(PathBuf),
    /// The record was saved to a path, or why not.
    Saved {
        path: PathBuf,
        result: Result<(), Message>,
    },
    /// A switch to another record (or a close) waits on "save the edits?".
    AskLeave(Leave),
    /// The answer to "save the edits?": save, then go on; go on without them; or stay.
    LeaveAnswer(LeaveChoice),
    /// The dialog asking where to save was closed without a path (a leave waiting on the
    /// save is dropped).
    SaveCancelled,
    /// An autosaved copy with unsaved edits was found for the opened record.
    AutosaveFound(String),
    /// Takes the autosaved copy back (its edits unsaved).
    AutosaveRestore,
    /// Leaves the autosaved copy (the app deletes it).
    AutosaveDiscard,
    /// Asks the app to copy or save the table at the shown step as an image
    /// ([`Replays::position_picture`]).
    Image(ImageAction),
    /// What a copy or save of the table's image said (one line).
    ImageSaved(Result<Said, Said>),
    /// Shows the replay or the night at a glance.
    ShowPage(Page),
    /// Asks where to export the night's hands and payments as CSV (run by the app's file
    /// commands, `app/files.rs`).
    ExportCsvDialog,
    /// Writes the night's hands and payments as CSV to a path (run by the app's file commands).
    ExportCsvTo(PathBuf),
    /// What the CSV export said: the path written to, or why not (one line).
    CsvExported {
        path: PathBuf,
        result: Result<(), Message>,
    },
    /// Asks where to write the night's score sheet (PDF), run by the app's file commands.
    PrintSheetDialog,
    /// Writes the night's score sheet (PDF) to a path (run by the app's file commands).
    PrintSheetTo(PathBuf),
    /// What printing the score sheet said: the path written to, or why not (one line).
    SheetPrinted {
        path: PathBuf,
        result: Result<(), Message>,
    },
    /// A change to the Review panel.
    Review(ReviewCommand),
    /// Adds reviewed decisions (indices into the shown review's decisions) to the player's
    /// drills: asked of the app as [`Effect::AddToMyDrills`].
    AddToMyDrills(Vec<usize>),
}

/// The viewer's [`ReplaysCommand::Clock`] for this frame: egui's input time, and whether the
/// replay is shown (`on_screen`) with the window focused.
pub fn clock(ctx: &egui::Context, on_screen: bool) -> ReplaysCommand {
    let (now_ms, shown) = crate::app::context::frame_clock(ctx, on_screen);
    ReplaysCommand::Clock { now_ms, shown }
}

/// Whether a command opens another record (asked first when there are unsaved edits; a
/// record asked for by a dialog or read from a recent file is asked about once it comes).
pub fn is_switch(command: &ReplaysCommand) -> bool {
    matches!(
        command,
        ReplaysCommand::Load { .. } | ReplaysCommand::Opened { .. }
    )
}

/// The position after which an event of a hand's next `pick` event comes: the index of the
/// first event at or after `from` that `pick` accepts.
fn next_event(events: &[Event], from: usize, pick: impl Fn(&Event) -> bool) -> Option<usize> {
    events.iter().skip(from).position(pick).map(|k| k + from)
}

impl Screen for Replays {
    type Command = ReplaysCommand;

    /// Applies one command; returns the effects to run (the Review panel's job).
    fn apply(&mut self, command: ReplaysCommand, ctx: &Ctx) -> Vec<Effect> {
        if let ReplaysCommand::Review(command) = command {
            let record = self.game.as_ref().map(|g| &g.record);
            return self.review.apply(command, record);
        }
        if is_switch(&command) && self.modified {
            self.leaving = Some(Leave::Switch(Box::new(command)));
            return Vec::new();
        }
        match command {
            ReplaysCommand::LeaveAnswer(choice) => return self.leave(choice, ctx),
            ReplaysCommand::SaveCancelled => {
                self.leave_after_save = None;
                return Vec::new();
            }
            ReplaysCommand::Saved { .. } => return self.saved(command, ctx),
            _ => {}
        }
        let switch = is_switch(&command);
        let mut effects = self.apply_and_write(command, ctx);
        if switch
            && self.error.is_none()
            && let (Some(game), Some(path)) = (&self.game, self.autosave_path())
        {
            effects.push(Effect::EditsKept {
                path,
                shown: Box::new(game.record.clone()),
                then: crate::app::effect::Reply(|_, text| {
                    Command::Replays(ReplaysCommand::AutosaveFound(text))
                }),
            });
        }
        if switch {
            effects.push(Effect::RecentGames(self.recent.clone()));
        }
        effects
    }

    fn ui(&self, ui: &mut egui::Ui, ctx: &Ctx, out: &mut Vec<ReplaysCommand>) {
        replays_ui(ui, self, ctx, out);
    }
}

impl Replays {
    /// The answer to "save the edits?": the save asked (the leave follows once it is done),
    /// the edits dropped and the leave made, or nothing (stay).
    fn leave(&mut self, choice: LeaveChoice, ctx: &Ctx) -> Vec<Effect> {
        let leaving = self.leaving.clone();
        let mut effects = Vec::new();
        if choice == LeaveChoice::Save {
            self.leave_after_save = leaving.clone();
            effects.extend(self.apply(ReplaysCommand::Save, ctx));
        }
        effects.extend(self.apply_and_write(ReplaysCommand::LeaveAnswer(choice), ctx));
        if choice == LeaveChoice::Discard
            && let Some(leave) = leaving
        {
            effects.extend(self.go(leave, ctx));
        }
        effects
    }

    /// A save's answer: a leave waiting on it follows when it is done, and is dropped when it
    /// failed.
    fn saved(&mut self, command: ReplaysCommand, ctx: &Ctx) -> Vec<Effect> {
        let ok = matches!(command, ReplaysCommand::Saved { result: Ok(()), .. });
        let mut effects = self.apply_and_write(command, ctx);
        effects.push(Effect::RecentGames(self.recent.clone()));
        if let Some(leave) = self.leave_after_save.take()
            && ok
            && !self.modified
        {
            effects.extend(self.go(leave, ctx));
        }
        effects
    }

    /// Makes the leave the question waited on: the other record opened, or the app closed.
    fn go(&mut self, leave: Leave, ctx: &Ctx) -> Vec<Effect> {
        match leave {
            Leave::Switch(next) => self.apply(*next, ctx),
            Leave::Close => vec![Effect::CloseWindow],
        }
    }

    /// Applies a command that is no leave: the dialogs and writes it asks for, its own change,
    /// the answers graded and the copy of the edits.
    fn apply_and_write(&mut self, command: ReplaysCommand, ctx: &Ctx) -> Vec<Effect> {
        if let Some(dialog) = self.asks(&command) {
            return vec![dialog];
        }
        if let Some(writes) = self.writes(&command, ctx) {
            return writes;
        }
        if let ReplaysCommand::QuizFor { system, level } = &command {
            // Each a command of its own, in turn: a record loaded is opened as any other.
            let sample = quiz_sample(system).filter(|_| self.game.is_none());
            let load = sample.map(|(name, text)| ReplaysCommand::Load {
                name: name.to_string(),
                text: text.to_string(),
            });
            let quiz = [
                ReplaysCommand::SetQuiz(true),
                ReplaysCommand::SetQuizLevel(*level),
            ];
            return load
                .into_iter()
                .chain(quiz)
                .map(|c| Effect::Answer(Box::new(Command::Replays(c))))
                .collect();
        }
        let mut effects = Vec::new();
        match &command {
            ReplaysCommand::Image(action) => {
                let picture = self
                    .position_picture(crate::app::widgets::tile_art::picture_look(ctx), ctx.i18n);
                let from = crate::app::effect::ImageFrom::Replay;
                let name = self.image_name();
                effects.extend(
                    picture.map(|p| crate::app::effect::image_effect(*action, p, from, name)),
                );
            }
            ReplaysCommand::AddWinToSet(i) => {
                if let Some(file) = self.win_hand_file(*i, ctx.i18n) {
                    effects.push(Effect::AddToSet {
                        file: Box::new(file),
                        mode: Mode::Total,
                    });
                }
            }
            ReplaysCommand::AddToMyDrills(indices) => {
                let chosen = self
                    .review
                    .shown()
                    .map(|review| review::decisions_at(review, indices))
                    .unwrap_or_default();
                if !chosen.is_empty() {
                    effects.push(Effect::AddToMyDrills(chosen));
                }
            }
            // The copy of the edits is not needed any more.
            ReplaysCommand::AutosaveDiscard
            | ReplaysCommand::Saved { result: Ok(()), .. }
            | ReplaysCommand::LeaveAnswer(LeaveChoice::Discard) => {
                effects.extend(self.autosave_path().map(Effect::Remove));
            }
            _ => {}
        }
        let before = (self.hand, self.step);
        let from = self.flat();
        self.apply_one(command);
        self.quiz_stop(from);
        if (self.hand, self.step) != before {
            self.sheet = None;
        }
        let graded = std::mem::take(&mut self.attempts);
        if !graded.is_empty() {
            effects.push(Effect::Attempts(graded));
        }
        if std::mem::take(&mut self.edited)
            && let (Some(path), Some(text)) = (self.autosave_path(), self.record_text())
        {
            // Written once per edit: a copy that cannot be written is said, and the edits
            // stay here (leaving asks).
            effects.push(Effect::Autosave {
                path,
                bytes: text.into_bytes(),
                then: None,
            });
        }
        effects
    }

    pub fn new() -> Replays {
        Replays {
            speed: 2.0,
            ..Replays::default()
        }
    }

    fn steps_in(&self, hand: usize) -> usize {
        self.game
            .as_ref()
            .and_then(|g| g.record.hands.get(hand))
            .map_or(0, steps_of)
    }

    /// Whether the shown hand is recorded by its results only.
    pub fn results_only(&self) -> bool {
        self.game
            .as_ref()
            .and_then(|g| g.record.hands.get(self.hand))
            .is_some_and(HandRecord::is_results_only)
    }

    fn hands(&self) -> usize {
        self.game.as_ref().map_or(0, |g| g.record.hands.len())
    }

    /// The position as one number across hands, for stepping.
    fn flat(&self) -> usize {
        (0..self.hand).map(|h| self.steps_in(h) + 1).sum::<usize>() + self.step
    }

    fn set_flat(&mut self, mut flat: usize) {
        for h in 0..self.hands() {
            let len = self.steps_in(h) + 1;
            if flat < len {
                self.hand = h;
                self.step = flat;
                return;
            }
            flat -= len;
        }
        self.hand = self.hands().saturating_sub(1);
        self.step = self.steps_in(self.hand);
    }

    fn total_positions(&self) -> usize {
        (0..self.hands()).map(|h| self.steps_in(h) + 1).sum()
    }

    fn marker_positions(&self) -> Vec<usize> {
        let Some(g) = &self.game else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut base = 0;
        for hand in &g.record.hands {
            for (i, step) in steps(hand).enumerate() {
                if step.is_marker() {
                    out.push(base + i + 1);
                }
            }
            base += steps_of(hand) + 1;
        }
        out
    }

    /// The effect a command asks of the outside world before anything changes here: the
    /// dialogs that open a record or choose where the night's CSV and sheet go, a recent
    /// record read.
    fn asks(&self, command: &ReplaysCommand) -> Option<Effect> {
        use crate::app::effect::{Dialog, FileKind, Then};
        let game = self.game.as_ref();
        Some(match command {
            ReplaysCommand::OpenDialog => {
                Effect::Dialog(Dialog::open(FileKind::Game, Then::OpenGame))
            }
            ReplaysCommand::OpenRecent(path) => Effect::read(path, |path, text| {
                Command::Replays(ReplaysCommand::Opened { path, text })
            }),
            ReplaysCommand::ExportCsvDialog => {
                let name = night::csv_name(game?);
                Effect::Dialog(Dialog::save(FileKind::Csv, name, Then::ExportNightCsv))
            }
            ReplaysCommand::PrintSheetDialog => {
                let name = night::pdf_name(game?);
                Effect::Dialog(Dialog::save(
                    FileKind::Worksheet,
                    name,
                    Then::PrintNightSheet,
                ))
            }
            _ => return None,
        })
    }

    /// The file work a command asks for: the record saved (to its file, else where the user
    /// chooses), the night's CSV and score sheet written; `None` for a command that writes
    /// nothing (or with no record open). What each write did comes back as its answer.
    fn writes(&mut self, command: &ReplaysCommand, ctx: &Ctx) -> Option<Vec<Effect>> {
        use crate::app::effect::{Dialog, FileKind, Reply, Then};
        let game = self.game.as_ref()?;
        let with_extension = |path: &PathBuf, ext: &str| match path.extension() {
            None => path.with_extension(ext),
            Some(_) => path.clone(),
        };
        Some(match command {
            ReplaysCommand::Save => {
                let next = match &game.path {
                    Some(path) => ReplaysCommand::SaveTo(path.clone()),
                    None => ReplaysCommand::SaveAsDialog,
                };
                return self.writes(&next, ctx);
            }
            ReplaysCommand::SaveAsDialog => {
                let name = std::path::Path::new(&game.name)
                    .file_name()
                    .map_or("game.ron".into(), |n| n.to_string_lossy().into_owned());
                vec![Effect::Dialog(Dialog::save(
                    FileKind::Game,
                    name,
                    Then::SaveReplay,
                ))]
            }
            ReplaysCommand::SaveTo(path) => vec![Effect::Write {
                path: path.clone(),
                bytes: self.record_text().unwrap_or_default().into_bytes(),
                then: Reply(|path, result| {
                    Command::Replays(ReplaysCommand::Saved { path, result })
                }),
            }],
            ReplaysCommand::ExportCsvTo(path) => vec![Effect::Write {
                path: with_extension(path, "csv"),
                bytes: crate::report::payments_csv(&game.record, &game.replay, ctx.i18n)
                    .into_bytes(),
                then: Reply(|path, result| {
                    Command::Replays(ReplaysCommand::CsvExported { path, result })
                }),
            }],
            ReplaysCommand::PrintSheetTo(path) => {
                let path = with_extension(path, "pdf");
                let options = crate::print::NightSheetOptions {
                    paper: crate::print::Paper::default(),
                    lang: ctx.i18n.lang(),
                };
                match crate::print::night_pdf(&game.record, &game.replay, &game.name, &options) {
                    Ok(pdf) => vec![Effect::Write {
                        path,
                        bytes: pdf,
                        then: Reply(|path, result| {
                            Command::Replays(ReplaysCommand::SheetPrinted { path, result })
                        }),
                    }],
                    Err(e) => {
                        let why = Message::new("write-failed")
                            .text("path", path.display())
                            .msg("error", e.message());
                        self.sheet_message = Some(Err(Said::msg(why)));
                        Vec::new()
                    }
                }
            }
            _ => return None,
        })
    }

    /// The position as one number of a hand (0-based) and step.
    fn flat_of(&self, hand: usize, step: usize) -> usize {
        (0..hand).map(|h| self.steps_in(h) + 1).sum::<usize>() + step
    }

    fn apply_one(&mut self, command: ReplaysCommand) {
        match command {
            ReplaysCommand::Load { name, text } => self.load(name, None, &text),
            ReplaysCommand::Opened { path, text } => match text {
                Ok(text) => {
                    self.load(path.clone(), Some(PathBuf::from(&path)), &text);
                    if self.error.is_none() {
                        self.recent.retain(|p| *p != path);
                        self.recent.insert(0, path);
                        self.recent.truncate(8);
                    }
                }
                Err(e) => {
                    self.error = Some(ViewerError::Read(e));
                }
            },
            // Files are read by the app's file commands, which answer with `Opened`.
            ReplaysCommand::OpenDialog | ReplaysCommand::OpenRecent(_) => {}
            ReplaysCommand::Step(d) => {
                let to = (self.flat() as i64 + d)
                    .clamp(0, self.total_positions().saturating_sub(1) as i64);
                self.set_flat(to as usize);
            }
            ReplaysCommand::Home => self.set_flat(0),
            ReplaysCommand::End => self.set_flat(self.total_positions().saturating_sub(1)),
            ReplaysCommand::NextMarker => {
                let now = self.flat();
                if let Some(&m) = self.marker_positions().iter().find(|&&m| m > now) {
                    self.set_flat(m);
                }
            }
            ReplaysCommand::PreviousMarker => {
                let now = self.flat();
                if let Some(&m) = self.marker_positions().iter().rev().find(|&&m| m < now) {
                    self.set_flat(m);
                }
            }
            ReplaysCommand::Goto { hand, step } => {
                self.hand = hand.min(self.hands().saturating_sub(1));
                self.step = step.min(self.steps_in(self.hand));
            }
            ReplaysCommand::TogglePlay => self.playing = !self.playing && self.game.is_some(),
            ReplaysCommand::Tick => {
                let before = self.flat();
                // The quiz and the sheet follow the step in `apply`, around this.
                self.apply_one(ReplaysCommand::Step(1));
                if self.flat() == before {
                    self.playing = false;
                }
            }
            ReplaysCommand::Clock { now_ms, shown } => {
                if let (Some(seen), Some(q)) = (self.seen_at_ms, &mut self.quiz.asking)
                    && q.graded.is_none()
                {
                    q.shown_ms = q.shown_ms.saturating_add(now_ms.saturating_sub(seen));
                }
                self.seen_at_ms = shown.then_some(now_ms);
            }
            // Applied by `apply`, which returns the panel's effects.
            ReplaysCommand::Review(_) => {}
            // Applied by `apply`, which returns the decisions chosen as an effect.
            ReplaysCommand::AddToMyDrills(_) => {}
            // Applied by `apply`, as the commands it is made of.
            ReplaysCommand::QuizFor { .. } => {}
            ReplaysCommand::SetSpeed(s) => self.speed = s.clamp(0.25, 20.0),
            ReplaysCommand::SetView(v) => self.view = v,
            ReplaysCommand::Select(s) => {
                self.selected = s;
                if let Some(win) = s.and_then(|k| self.win_of_entry(k)) {
                    self.sheet = Some(win);
                }
            }
            ReplaysCommand::ShowSheet(i) => {
                let known = self.game.as_ref().is_some_and(|g| i < g.replay.wins.len());
                if known {
                    self.sheet = Some(i);
                }
            }
            // The set being built is the app's, and so are the clipboard and image files.
            ReplaysCommand::AddWinToSet(_) | ReplaysCommand::Image(_) => {}
            ReplaysCommand::ImageSaved(result) => self.image_message = Some(result),
            ReplaysCommand::SetQuiz(on) => {
                self.quiz.on = on;
                if !on {
                    self.quiz.asking = None;
                }
            }
            ReplaysCommand::SetQuizLevel(level) => {
                // A level changed mid-question applies from the next question.
                if self.quiz.asking.as_ref().is_none_or(|q| q.graded.is_some()) {
                    self.quiz.level = level;
                }
            }
            ReplaysCommand::QuizAnswer { win, field, text } => {
                if let Some(q) = self.quiz.asking.as_mut().filter(|q| q.graded.is_none()) {
                    let answers = match field {
                        QuizField::Total => &mut q.totals,
                        QuizField::Receives => &mut q.receives,
                    };
                    if let Some(a) = answers.get_mut(win) {
                        *a = text.chars().filter(char::is_ascii_digit).take(6).collect();
                    }
                }
            }
            ReplaysCommand::QuizCheck => self.quiz_check(),
            ReplaysCommand::QuizDiscard(t) => {
                if let Some(d) = self
                    .quiz
                    .asking
                    .as_mut()
                    .filter(|q| q.graded.is_none())
                    .and_then(|q| q.discard.as_mut())
                {
                    d.answer = Some(t);
                    self.quiz_check();
                }
            }
            ReplaysCommand::NoteAdd => {
                if self.game.is_some() {
                    self.editor = Some(NoteEditor {
                        hand: self.hand,
                        index: self.step,
                        new: true,
                        text: String::new(),
                    });
                }
            }
            ReplaysCommand::NoteEdit => {
                if let Some(text) = self.shown_step().and_then(Step::note) {
                    self.editor = Some(NoteEditor {
                        hand: self.hand,
                        index: self.step - 1,
                        new: false,
                        text: text.to_string(),
                    });
                }
            }
            ReplaysCommand::NoteText(text) => {
                if let Some(e) = &mut self.editor {
                    e.text = text;
                }
            }
            ReplaysCommand::NoteCommit => {
                if let Some(e) = self.editor.take() {
                    let text = e.text.trim().to_string();
                    // The place is checked again: the record may have changed meanwhile.
                    if e.new && !text.is_empty() {
                        self.edit(e.hand, |hand| insert_note(hand, e.index, text));
                        self.goto(e.hand, e.index + 1);
                    } else if !e.new {
                        let kept = usize::from(!text.is_empty());
                        self.edit(e.hand, |hand| rewrite_note(hand, e.index, text));
                        self.goto(e.hand, e.index + kept);
                    }
                }
            }
            ReplaysCommand::NoteCancel => self.editor = None,
            ReplaysCommand::NoteDelete => {
                if matches!(
                    self.shown_step(),
                    Some(
                        Step::Move(Event::Note(_) | Event::Question(_))
                            | Step::Result(ResultEntry::Note(_))
                    )
                ) {
                    let (hand, index) = (self.hand, self.step - 1);
                    self.edit(hand, |hand| match &mut hand.result {
                        Some(entries) => {
                            entries.remove(index);
                        }
                        None => {
                            hand.events.remove(index);
                        }
                    });
                    self.goto(hand, index);
                }
            }
            ReplaysCommand::MarkQuestion(ask) => {
                if self.can_ask(ask) {
                    let (hand, index) = (self.hand, self.step);
                    self.edit(hand, |hand| hand.events.insert(index, Event::Question(ask)));
                    self.goto(hand, index + 1);
                }
            }
            ReplaysCommand::ShowPage(page) => self.page = page,
            // Written by the app's file commands, which answer with `CsvExported`.
            ReplaysCommand::ExportCsvDialog | ReplaysCommand::ExportCsvTo(_) => {}
            ReplaysCommand::CsvExported { path, result } => {
                self.csv_message = Some(written(&path, result));
            }
            // Written by the app's file commands, which answer with `SheetPrinted`.
            ReplaysCommand::PrintSheetDialog | ReplaysCommand::PrintSheetTo(_) => {}
            ReplaysCommand::SheetPrinted { path, result } => {
                self.sheet_message = Some(written(&path, result));
            }
            // Written by the app's file commands, which answer with `Saved`.
            ReplaysCommand::Save | ReplaysCommand::SaveAsDialog | ReplaysCommand::SaveTo(_) => {}
            ReplaysCommand::Saved { path, result } => match result {
                Ok(()) => {
                    let shown = path.display().to_string();
                    if let Some(g) = &mut self.game {
                        g.name = shown.clone();
                        g.path = Some(path);
                    }
                    self.modified = false;
                    self.edited = false;
                    self.recent.retain(|p| *p != shown);
                    self.recent.insert(0, shown.clone());
                    self.recent.truncate(8);
                    self.saved = Some(Ok(shown));
                }
                Err(e) => self.saved = Some(Err(Said::msg(e))),
            },
            ReplaysCommand::AskLeave(leave) => self.leaving = Some(leave),
            ReplaysCommand::SaveCancelled => {}
            // The viewer forgets its edits on Discard; saving is asked by `leave`.
            ReplaysCommand::LeaveAnswer(choice) => {
                if choice == LeaveChoice::Discard {
                    self.modified = false;
                    self.edited = false;
                }
                self.leaving = None;
            }
            ReplaysCommand::AutosaveFound(text) => self.autosave_offer = Some(text),
            ReplaysCommand::AutosaveRestore => {
                if let (Some(text), Some(g)) = (self.autosave_offer.take(), &self.game) {
                    let (name, path) = (g.name.clone(), g.path.clone());
                    self.load(name, path, &text);
                    self.modified = self.game.is_some();
                }
            }
            ReplaysCommand::AutosaveDiscard => self.autosave_offer = None,
            ReplaysCommand::QuizContinue => {
                if self
                    .quiz
                    .asking
                    .as_ref()
                    .is_some_and(|q| q.graded.is_some())
                {
                    self.quiz.asking = None;
                    self.apply_one(ReplaysCommand::Step(1));
                }
            }
        }
        self.sync_tables();
    }

    /// Replays the shown hand's tables when the shown hand changed.
    fn sync_tables(&mut self) {
        let hand = self.hand;
        if let Some(g) = self.game.as_mut().filter(|g| g.tables_hand != hand) {
            g.tables = hand_tables(&g.record, hand).unwrap_or_default();
            g.tables_hand = hand;
        }
    }

    /// The event of the shown step (`None` at the deal, or in a results-only hand).
    pub fn shown_event(&self) -> Option<&Event> {
        match self.shown_step()? {
            Step::Move(e) => Some(e),
            Step::Result(_) => None,
        }
    }

    /// The shown step (`None` at the deal, or a results-only hand's start).
    pub fn shown_step(&self) -> Option<Step<'_>> {
        let g = self.game.as_ref()?;
        step_of(g.record.hands.get(self.hand)?, self.step.checked_sub(1)?)
    }

    /// Whether a question of this kind can be marked after the shown step: the hand's next
    /// discard (or win) comes before any other question.
    pub fn can_ask(&self, ask: Ask) -> bool {
        let Some(events) = self
            .game
            .as_ref()
            .and_then(|g| g.record.hands.get(self.hand))
            .map(|h| &h.events)
        else {
            return false;
        };
        // One question before a move: none already among the notes around the shown step.
        let asked = events
            .iter()
            .take(self.step)
            .rev()
            .find(|e| !matches!(e, Event::Note(_)))
            .is_some_and(|e| matches!(e, Event::Question(_)));
        let next = events
            .iter()
            .skip(self.step)
            .find(|e| !matches!(e, Event::Note(_)))
            .filter(|_| !asked);
        match ask {
            Ask::Discard => matches!(next, Some(Event::Discard(..))),
            Ask::Score => matches!(next, Some(Event::Win(_) | Event::Wins(_))),
        }
    }

    /// Changes the steps of a hand, replays the record and marks it modified; an edit the
    /// engine refuses (none of the viewer's: notes and questions are not moves) is undone.
    fn edit(&mut self, hand: usize, change: impl FnOnce(&mut HandRecord)) {
        // An autosaved copy waits for its answer: a new copy would overwrite it.
        if self.autosave_offer.is_some() {
            return;
        }
        let Some(g) = &mut self.game else { return };
        let Some(h) = g.record.hands.get_mut(hand) else {
            return;
        };
        let before = h.clone();
        change(h);
        match replay_keeping(&g.record, Snapshots::None) {
            Ok(replay) => {
                g.night = NightSummary::of(&g.record, &replay);
                g.replay = replay;
                g.tables_hand = usize::MAX;
                self.modified = true;
                self.edited = true;
                self.saved = None;
                self.quiz.done.clear();
                self.quiz.asking = None;
                self.review.record_changed(Some(&g.record));
            }
            Err(_) => {
                if let Some(h) = g.record.hands.get_mut(hand) {
                    *h = before;
                }
            }
        }
    }

    fn goto(&mut self, hand: usize, step: usize) {
        self.hand = hand.min(self.hands().saturating_sub(1));
        self.step = step.min(self.steps_in(self.hand));
        self.sync_tables();
    }

    /// The record as the file Save writes: its leading comments, then the canonical writer's
    /// text (what `tilewise fmt` prints).
    pub fn record_text(&self) -> Option<String> {
        let g = self.game.as_ref()?;
        Some(g.comments.clone() + &g.record.to_ron() + "\n")
    }

    /// Where the autosave copy of the shown record goes: beside its file, or for a sample in
    /// the app's data folder.
    pub fn autosave_path(&self) -> Option<PathBuf> {
        let g = self.game.as_ref()?;
        match &g.path {
            Some(p) => {
                let mut name = p.file_name()?.to_os_string();
                name.push(".autosave");
                Some(p.with_file_name(name))
            }
            None => Some(
                self.autosave_dir
                    .as_ref()?
                    .join(format!("{}.autosave", g.name)),
            ),
        }
    }

    fn load(&mut self, name: String, path: Option<PathBuf>, text: &str) {
        let loaded = parse_record(text)
            .map_err(LoadError::Parse)
            .and_then(|record| {
                let replay = replay_keeping(&record, Snapshots::None).map_err(LoadError::Game)?;
                let tables = hand_tables(&record, 0).map_err(LoadError::Game)?;
                Ok((record, replay, tables))
            });
        match loaded {
            Ok((record, replay, tables)) => {
                self.game = Some(LoadedGame {
                    name,
                    path,
                    comments: crate::canonical::leading_comments(text),
                    night: NightSummary::of(&record, &replay),
                    record,
                    replay,
                    tables,
                    tables_hand: 0,
                });
                self.hand = 0;
                self.step = 0;
                self.playing = false;
                self.quiz.done.clear();
                self.quiz.asking = None;
                self.selected = None;
                self.sheet = None;
                self.error = None;
                self.modified = false;
                self.editor = None;
                self.autosave_offer = None;
                self.edited = false;
                self.saved = None;
                self.image_message = None;
                self.csv_message = None;
                self.sheet_message = None;
                self.review
                    .record_changed(self.game.as_ref().map(|g| &g.record));
            }
            Err(error) => self.error = Some(ViewerError::Load { name, error }),
        }
    }

    /// Whether the shown step has reached a ledger entry.
    pub fn reached(&self, e: &LedgerEntry) -> bool {
        let reached = e.hand < self.hand + 1 || e.hand == self.hand + 1 && e.step <= self.step;
        reached && !self.quiz_hides(e.hand, e.step)
    }

    /// The table at the shown step.
    pub fn table(&self) -> Option<&Table> {
        let g = self.game.as_ref()?;
        (g.tables_hand == self.hand).then(|| g.tables.get(self.step))?
    }

    /// The table at the shown step as a picture, seen as the screen shows it (the viewed seat
    /// at the bottom): with every hand open, what `tilewise diagram RECORD --hand H --step S`
    /// draws ([`crate::art::source::position_picture`]).
    pub fn position_picture<'a>(
        &self,
        look: impl Into<TileLook<'a>>,
        i18n: &I18n,
    ) -> Option<Picture> {
        let scene = self.scene()?;
        Some(crate::art::source::position_picture(&scene, i18n, look))
    }

    /// A file name for the shown table's image: the record's, its hand and step.
    pub fn image_name(&self) -> String {
        let stem = self.game.as_ref().map_or_else(
            || "table".to_string(),
            |g| {
                std::path::Path::new(&g.name)
                    .file_stem()
                    .map_or_else(|| g.name.clone(), |n| n.to_string_lossy().into_owned())
            },
        );
        format!("{stem}-hand{}-step{}.png", self.hand + 1, self.step)
    }

    /// The wins settled at the shown step (several in Sichuan), with their indices.
    pub fn wins_here(&self) -> impl Iterator<Item = (usize, &WinResult)> {
        let (hand, step) = (self.hand + 1, self.step);
        self.game
            .iter()
            .flat_map(|g| g.replay.wins.iter().enumerate())
            .filter(move |(_, w)| w.hand_number == hand && w.step == step && step > 0)
    }

    /// The first win settled at the shown step, if any.
    pub fn win_here(&self) -> Option<&WinResult> {
        self.wins_here().next().map(|(_, w)| w)
    }

    /// The win a ledger entry pays, if it pays a win.
    pub fn win_of_entry(&self, entry: usize) -> Option<usize> {
        let g = self.game.as_ref()?;
        let e = g.replay.ledger.get(entry)?;
        if !matches!(e.rule, LedgerRule::Payment(_)) {
            return None;
        }
        g.replay
            .wins
            .iter()
            .position(|w| w.hand_number == e.hand && w.step == e.step && Some(w.player) == e.to)
    }

    /// A win of the record (index into the replay's wins) as a hand file: the hand the
    /// replay scored (winds, melds, bonus tiles, discarder, table facts) under the record's
    /// rules, titled with the record, the hand and the winner.
    pub fn win_hand_file(&self, i: usize, i18n: &I18n) -> Option<crate::formats::HandFile> {
        let game = self.game.as_ref()?;
        let win = game.replay.wins.get(i)?;
        let name = std::path::Path::new(&game.name)
            .file_stem()
            .map_or_else(|| game.name.clone(), |n| n.to_string_lossy().into_owned());
        let title = i18n.tr_args(
            "replays-win-title",
            &[
                ("game", name.into()),
                ("hand", win.hand_number.into()),
                (
                    "player",
                    player_name(game, win.hand_number - 1, win.seat).into(),
                ),
                ("seat", wind_name(i18n, win.seat).into()),
            ],
        );
        Some(crate::formats::HandFile::of(
            &win.hand,
            &win.scored.settings,
            Some(&title),
        ))
    }

    /// The win whose score sheet is shown: the one opened (by its ledger entry or its
    /// winner's button) once reached, else the first at the shown step.
    pub fn shown_win(&self) -> Option<(usize, &WinResult)> {
        let g = self.game.as_ref()?;
        let opened = self.sheet.and_then(|i| Some((i, g.replay.wins.get(i)?)));
        let reached = |w: &WinResult| {
            w.hand_number < self.hand + 1 || w.hand_number == self.hand + 1 && w.step <= self.step
        };
        opened
            .filter(|(_, w)| reached(w))
            .or_else(|| self.wins_here().next())
            .filter(|(_, w)| !self.quiz_hides(w.hand_number, w.step))
    }
}

/// What a write said, for the screen's line: the path written to, or why not (one line each).
fn written(path: &Path, result: Result<(), Message>) -> Result<String, Said> {
    let shown = path.display().to_string();
    result
        .map(|()| one_line(&shown, MESSAGE_MAX))
        .map_err(Said::msg)
}
