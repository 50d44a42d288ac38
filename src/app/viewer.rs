//! The replay viewer: a recorded game on a drawn table, step by step, with a timeline, the
//! running ledger and, at each win, the full score sheet.

use super::explain::wind_name;
use super::files::ImageAction;
use super::i18n::{I18n, Lang};
use super::sheet_card::{Card, sheet_card_ui};
use super::tile_art::{ASPECT, Face, TileLook};
use super::widgets::{image_buttons_ui, meld_ui, tile_button, tile_image};
use crate::art::Picture;
use crate::drill::mode::{Level, Mode, Outcome};
use crate::game::summary::NightSummary;
use crate::game::{
    Disagreement, LedgerEntry, LedgerRule, Replay, Snapshots, Table, WinResult, hand_tables,
    replay_keeping,
};
use crate::progress::Attempt;
use crate::replay::{Ask, Event, GameRecord, HandRecord, ResultEntry, parse_record};
use crate::tiles::{Tile, Wind, tiles_of};
use egui::{Color32, RichText, Ui};
use std::path::PathBuf;

/// The smallest text size of the viewer (at scale 1), for notes and explanations.
const TEXT: f32 = 13.0;

/// Sample games bundled with the app.
pub const SAMPLES: &[(&str, &str)] = &[
    (
        "zj-short-demo.ron",
        include_str!("../../replays/zj-short-demo.ron"),
    ),
    (
        "zj-scoring-mistake.ron",
        include_str!("../../replays/zj-scoring-mistake.ron"),
    ),
    (
        "zj-immunity-demo.ron",
        include_str!("../../replays/zj-immunity-demo.ron"),
    ),
    (
        "zung-jung-seed-27.ron",
        include_str!("../../replays/zung-jung-seed-27.ron"),
    ),
    (
        "zung-jung-seed-70.ron",
        include_str!("../../replays/zung-jung-seed-70.ron"),
    ),
    (
        "hk-new-style-seed-1.ron",
        include_str!("../../replays/hk-new-style-seed-1.ron"),
    ),
    (
        "hk-new-style-seed-33.ron",
        include_str!("../../replays/hk-new-style-seed-33.ron"),
    ),
    (
        "hk-old-style-seed-94.ron",
        include_str!("../../replays/hk-old-style-seed-94.ron"),
    ),
    (
        "hk-old-style-seed-106.ron",
        include_str!("../../replays/hk-old-style-seed-106.ron"),
    ),
    (
        "singapore-seed-13.ron",
        include_str!("../../replays/singapore-seed-13.ron"),
    ),
    (
        "singapore-seed-33.ron",
        include_str!("../../replays/singapore-seed-33.ron"),
    ),
    (
        "sichuan-short-demo.ron",
        include_str!("../../replays/sichuan-short-demo.ron"),
    ),
    (
        "sichuan-seed-83.ron",
        include_str!("../../replays/sichuan-seed-83.ron"),
    ),
    (
        "sichuan-seed-23.ron",
        include_str!("../../replays/sichuan-seed-23.ron"),
    ),
    (
        "annotated-zung-jung.ron",
        include_str!("../../replays/annotated-zung-jung.ron"),
    ),
    (
        "annotated-hong-kong.ron",
        include_str!("../../replays/annotated-hong-kong.ron"),
    ),
    (
        "annotated-singapore.ron",
        include_str!("../../replays/annotated-singapore.ron"),
    ),
    (
        "annotated-sichuan.ron",
        include_str!("../../replays/annotated-sichuan.ron"),
    ),
    (
        "club-night-zung-jung.ron",
        include_str!("../../replays/club-night-zung-jung.ron"),
    ),
    (
        "club-night-hong-kong-old-style.ron",
        include_str!("../../replays/club-night-hong-kong-old-style.ron"),
    ),
    (
        "club-night-hong-kong-new-style.ron",
        include_str!("../../replays/club-night-hong-kong-new-style.ron"),
    ),
    (
        "club-night-singapore.ron",
        include_str!("../../replays/club-night-singapore.ron"),
    ),
    (
        "club-night-sichuan.ron",
        include_str!("../../replays/club-night-sichuan.ron"),
    ),
];

/// The bundled sample the replay quiz opens when no record is open, for a rule system (by
/// id): one of that system with questions marked in it, else one of that system (its quiz
/// stops at every win), else the first with questions marked; `None` when none reads.
pub fn quiz_sample(system: &str) -> Option<(&'static str, &'static str)> {
    let marked = |r: &GameRecord| {
        r.hands
            .iter()
            .any(|h| h.events.iter().any(|e| matches!(e, Event::Question(_))))
    };
    let read: Vec<(usize, GameRecord)> = SAMPLES
        .iter()
        .enumerate()
        .filter_map(|(k, (_, text))| parse_record(text).ok().map(|r| (k, r)))
        .collect();
    let ours = |r: &GameRecord| r.header.rules.id() == system;
    let k = read
        .iter()
        .find(|(_, r)| ours(r) && marked(r))
        .or_else(|| read.iter().find(|(_, r)| ours(r)))
        .or_else(|| read.iter().find(|(_, r)| marked(r)))
        .map(|(k, _)| *k)?;
    SAMPLES.get(k).copied()
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

/// One step of a hand: a move of a hand played move by move, or an entry of a results-only
/// hand (its steps are its result entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step<'a> {
    Move(&'a Event),
    Result(&'a ResultEntry),
}

impl<'a> Step<'a> {
    /// A note's text, when the step is a note.
    pub fn note(self) -> Option<&'a str> {
        match self {
            Step::Move(Event::Note(t)) | Step::Result(ResultEntry::Note(t)) => Some(t),
            _ => None,
        }
    }

    /// Whether the step is marked on the timeline (a win, a kong, a payment, the end).
    pub fn is_marker(self) -> bool {
        match self {
            Step::Move(e) => is_marker(e),
            Step::Result(e) => !matches!(e, ResultEntry::Note(_) | ResultEntry::Bonus(_)),
        }
    }
}

/// How many steps a hand has: its moves, or its result entries.
pub fn steps_of(hand: &HandRecord) -> usize {
    hand.result.as_ref().map_or(hand.events.len(), Vec::len)
}

/// Step `index` (0-based: step `index + 1`) of a hand.
pub fn step_of(hand: &HandRecord, index: usize) -> Option<Step<'_>> {
    match &hand.result {
        Some(entries) => entries.get(index).map(Step::Result),
        None => hand.events.get(index).map(Step::Move),
    }
}

/// Every step of a hand, in order.
pub fn steps(hand: &HandRecord) -> impl Iterator<Item = Step<'_>> {
    (0..steps_of(hand)).filter_map(|i| step_of(hand, i))
}

/// Whose tiles are shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum View {
    #[default]
    AllOpen,
    Seat(Wind),
}

/// Why a record could not be loaded: it does not read, or it does not replay.
#[derive(Debug)]
enum LoadError {
    Parse(crate::hand::ParseError),
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

/// The viewer's state. Changed only through [`ViewerCommand`].
#[derive(Default)]
pub struct Viewer {
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
    pub error: Option<String>,
    /// Why the last record could not be loaded, with its name: `error` says it again in a
    /// new language.
    load_error: Option<(String, LoadError)>,
    /// Recently opened files, newest first.
    pub recent: Vec<String>,
    /// The language of the errors above.
    pub lang: Lang,
    /// The replay quiz: stepping forward stops at each win and asks its total.
    pub quiz: Quiz,
    /// Graded quiz answers not yet handed to the learner's progress (the app drains them).
    pub attempts: Vec<Attempt>,
    /// The record has edits (notes, questions) not saved yet.
    pub modified: bool,
    /// The note being written or edited, while its editor is open.
    pub editor: Option<NoteEditor>,
    /// An edit was made: the app writes the autosave copy ([`Viewer::autosave_path`]).
    pub autosave_due: bool,
    /// Where the autosave copies of bundled samples go (the app's data folder); `None`: none.
    pub autosave_dir: Option<PathBuf>,
    /// An autosaved copy with unsaved edits, found when the record was opened: offered back.
    pub autosave_offer: Option<String>,
    /// A switch to another record or a close, waiting on the question about unsaved edits.
    pub leaving: Option<Leave>,
    /// What the last save said (a path saved to, or why it failed).
    pub saved: Option<Result<String, String>>,
    /// What the last copy or save of the table's image said (one line).
    pub image_message: Option<Result<String, String>>,
    /// The replay, or the night at a glance.
    pub page: Page,
    /// What the last CSV export of the night said (a path written to, or why not).
    pub csv_message: Option<Result<String, String>>,
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
    Switch(Box<ViewerCommand>),
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

/// The replay quiz: on, stepping forward stops at each win not yet asked and asks its total
/// (at Expert also what the winner receives) before the totals, ledger and sheet show it.
#[derive(Clone, Debug, Default)]
pub struct Quiz {
    pub on: bool,
    pub level: Level,
    /// The wins asked already, by hand (0-based) and step.
    pub done: Vec<(usize, usize)>,
    /// The question at the shown step, while it is open.
    pub asking: Option<QuizQuestion>,
    pub right: u32,
    pub asked: u32,
}

/// The quiz's question at one step: every win settled there (several in Sichuan).
#[derive(Clone, Debug)]
pub struct QuizQuestion {
    /// The hand (0-based) and step.
    pub hand: usize,
    pub step: usize,
    /// The wins asked, as indices into the replay's wins.
    pub wins: Vec<usize>,
    /// The learner's totals, one per win.
    pub totals: Vec<String>,
    /// What each winner receives, as the learner says (asked at Expert).
    pub receives: Vec<String>,
    /// Each win graded, once checked (empty for a discard question).
    pub graded: Option<Vec<QuizGrade>>,
    /// A marked "what would you discard?" question (then `wins` is empty).
    pub discard: Option<DiscardQuestion>,
    shown_at: Option<std::time::Instant>,
}

/// A marked "what would you discard?" question: the next discard of the hand is the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscardQuestion {
    pub seat: Wind,
    /// The tile the record discards.
    pub recorded: Tile,
    /// The learner's choice, once made.
    pub answer: Option<Tile>,
}

/// One win of a quiz question, graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuizGrade {
    pub total: u32,
    pub total_right: bool,
    /// What the winner receives, and whether the learner said so (Expert only).
    pub receives: Option<(u32, bool)>,
}

impl QuizGrade {
    pub fn right(&self) -> bool {
        self.total_right && self.receives.is_none_or(|(_, r)| r)
    }
}

/// Which answer of a quiz question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizField {
    Total,
    Receives,
}

/// Every change to the viewer.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewerCommand {
    /// A record's text and the name to show for it.
    Load {
        name: String,
        text: String,
    },
    /// A file was opened from disk (its path, for the recent list).
    Opened {
        path: String,
        text: Result<String, String>,
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
    SetSpeed(f32),
    SetView(View),
    /// Errors in this language from now on.
    SetLanguage(Lang),
    /// Opens a ledger entry's explanation, and its win's score sheet when it pays a win.
    Select(Option<usize>),
    /// Opens the score sheet of a win (index into the replay's wins).
    ShowSheet(usize),
    /// Asks the app to add a win (index into the replay's wins) to the set being built.
    AddWinToSet(usize),
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
        result: Result<(), String>,
    },
    /// A switch to another record (or a close) waits on "save the edits?".
    AskLeave(Leave),
    /// The answer to "save the edits?" (the save and what follows are the app's).
    LeaveAnswer(LeaveChoice),
    /// An autosaved copy with unsaved edits was found for the opened record.
    AutosaveFound(String),
    /// Takes the autosaved copy back (its edits unsaved).
    AutosaveRestore,
    /// Leaves the autosaved copy (the app deletes it).
    AutosaveDiscard,
    /// The autosave copy was written.
    AutosaveWritten,
    /// Asks the app to copy or save the table at the shown step as an image
    /// ([`Viewer::position_picture`]).
    Image(ImageAction),
    /// What a copy or save of the table's image said (one line).
    ImageSaved(Result<String, String>),
    /// Shows the replay or the night at a glance.
    ShowPage(Page),
    /// Asks where to export the night's hands and payments as CSV (run by the app's file
    /// commands, `app/files.rs`).
    ExportCsvDialog,
    /// Writes the night's hands and payments as CSV to a path (run by the app's file commands).
    ExportCsvTo(PathBuf),
    /// What the CSV export said: the path written to, or why not (one line).
    CsvExported(Result<String, String>),
}

/// Whether one player's view hides what `seat` holds or draws (the seat is another player's).
pub fn hidden_from(view: View, seat: Wind) -> bool {
    matches!(view, View::Seat(w) if w != seat)
}

/// Whether an event is marked on the timeline (a win, a kong, a payment).
pub fn is_marker(event: &Event) -> bool {
    matches!(
        event,
        Event::Win(_)
            | Event::Wins(_)
            | Event::ExposedKong(_)
            | Event::ConcealedKong(..)
            | Event::AddedKong(..)
            | Event::Penalty(_)
            | Event::WallExhausted
            | Event::Question(_)
    )
}

/// Whether a command opens another record (asked first when there are unsaved edits).
pub fn is_switch(command: &ViewerCommand) -> bool {
    matches!(
        command,
        ViewerCommand::Load { .. }
            | ViewerCommand::Opened { .. }
            | ViewerCommand::OpenDialog
            | ViewerCommand::OpenRecent(_)
    )
}

/// Puts a note at `index` among a hand's steps (nothing when the place is gone).
fn insert_note(hand: &mut HandRecord, index: usize, text: String) {
    match &mut hand.result {
        Some(entries) if index <= entries.len() => entries.insert(index, ResultEntry::Note(text)),
        None if index <= hand.events.len() => hand.events.insert(index, Event::Note(text)),
        _ => {}
    }
}

/// Rewrites the note at `index` among a hand's steps; an empty text deletes it.
fn rewrite_note(hand: &mut HandRecord, index: usize, text: String) {
    match &mut hand.result {
        Some(entries) => match entries.get_mut(index) {
            Some(note @ ResultEntry::Note(_)) if !text.is_empty() => {
                *note = ResultEntry::Note(text)
            }
            Some(ResultEntry::Note(_)) => {
                entries.remove(index);
            }
            _ => {}
        },
        None => match hand.events.get_mut(index) {
            Some(note @ Event::Note(_)) if !text.is_empty() => *note = Event::Note(text),
            Some(Event::Note(_)) => {
                hand.events.remove(index);
            }
            _ => {}
        },
    }
}

/// The position after which an event of a hand's next `pick` event comes: the index of the
/// first event at or after `from` that `pick` accepts.
fn next_event(events: &[Event], from: usize, pick: impl Fn(&Event) -> bool) -> Option<usize> {
    events.iter().skip(from).position(pick).map(|k| k + from)
}

impl Viewer {
    pub fn new() -> Viewer {
        Viewer {
            speed: 2.0,
            ..Viewer::default()
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

    pub fn apply(&mut self, command: ViewerCommand) {
        let before = (self.hand, self.step);
        let from = self.flat();
        self.apply_one(command);
        self.quiz_stop(from);
        if (self.hand, self.step) != before {
            self.sheet = None;
        }
    }

    /// The position as one number of a hand (0-based) and step.
    fn flat_of(&self, hand: usize, step: usize) -> usize {
        (0..hand).map(|h| self.steps_in(h) + 1).sum::<usize>() + step
    }

    /// After a move from `from`: forward, the quiz stops at the first win not yet asked (and
    /// an open question holds the position); backward, an open question closes.
    fn quiz_stop(&mut self, from: usize) {
        let now = self.flat();
        if !self.quiz.on || now == from {
            return;
        }
        if let Some(q) = &self.quiz.asking {
            let at = self.flat_of(q.hand, q.step);
            if at == now {
                return;
            }
            if q.graded.is_none() && at == from && now > from {
                self.set_flat(from);
                self.sync_tables();
                return;
            }
            self.quiz.asking = None;
        }
        if now < from {
            return;
        }
        let Some(g) = &self.game else { return };
        let mut stops: Vec<(usize, usize, Option<DiscardQuestion>)> = self
            .quiz_stops()
            .into_iter()
            .filter(|(h, s, _)| !self.quiz.done.contains(&(*h, *s)))
            .collect();
        stops.sort_by_key(|&(h, s, _)| (h, s));
        stops.dedup_by_key(|&mut (h, s, _)| (h, s));
        let first = stops
            .into_iter()
            .map(|(h, s, d)| (self.flat_of(h, s), h, s, d))
            .find(|&(at, _, _, _)| at > from && at <= now);
        if let Some((at, hand, step, Some(discard))) = first {
            self.set_flat(at);
            self.sync_tables();
            self.quiz.asking = Some(QuizQuestion {
                hand,
                step,
                wins: Vec::new(),
                totals: Vec::new(),
                receives: Vec::new(),
                graded: None,
                discard: Some(discard),
                shown_at: Some(std::time::Instant::now()),
            });
        } else if let Some((at, hand, step, None)) = first {
            let wins: Vec<usize> = g
                .replay
                .wins
                .iter()
                .enumerate()
                .filter(|(_, w)| w.hand_number == hand + 1 && w.step == step)
                .map(|(i, _)| i)
                .collect();
            self.set_flat(at);
            self.sync_tables();
            self.quiz.asking = Some(QuizQuestion {
                hand,
                step,
                totals: vec![String::new(); wins.len()],
                receives: vec![String::new(); wins.len()],
                wins,
                graded: None,
                discard: None,
                shown_at: Some(std::time::Instant::now()),
            });
        }
    }

    /// Where the quiz stops, as (hand, step, discard question): at the record's marked
    /// questions when it has any (a discard question at its own step, a score question at
    /// the win after it), else at every win.
    pub fn quiz_stops(&self) -> Vec<(usize, usize, Option<DiscardQuestion>)> {
        let Some(g) = &self.game else {
            return Vec::new();
        };
        let mut marked = Vec::new();
        for (h, hand) in g.record.hands.iter().enumerate() {
            for (i, e) in hand.events.iter().enumerate() {
                let Event::Question(ask) = e else { continue };
                match ask {
                    Ask::Discard => {
                        let next = next_event(&hand.events, i, |e| matches!(e, Event::Discard(..)));
                        if let Some(Event::Discard(seat, t)) = next.and_then(|j| hand.events.get(j))
                            && let Ok(recorded) = crate::tiles::parse_tile(t)
                        {
                            let q = DiscardQuestion {
                                seat: *seat,
                                recorded,
                                answer: None,
                            };
                            marked.push((h, i + 1, Some(q)));
                        }
                    }
                    Ask::Score => {
                        let next = next_event(&hand.events, i, |e| {
                            matches!(e, Event::Win(_) | Event::Wins(_))
                        });
                        if let Some(j) = next {
                            marked.push((h, j + 1, None));
                        }
                    }
                }
            }
        }
        if !marked.is_empty() {
            return marked;
        }
        g.replay
            .wins
            .iter()
            .map(|w| (w.hand_number.saturating_sub(1), w.step, None))
            .collect()
    }

    /// Whether the open quiz question hides what happened at a step of a hand (1-based).
    pub fn quiz_hides(&self, hand_number: usize, step: usize) -> bool {
        self.quiz
            .asking
            .as_ref()
            .is_some_and(|q| q.graded.is_none() && q.hand + 1 == hand_number && q.step == step)
    }

    /// Grades the open quiz question and keeps each win's answer for the learner's progress.
    fn quiz_check(&mut self) {
        let (Some(q), Some(g)) = (&self.quiz.asking, &self.game) else {
            return;
        };
        if q.graded.is_some() {
            return;
        }
        if let Some(d) = q.discard {
            let Some(answer) = d.answer else { return };
            let right = answer == d.recorded;
            self.attempts.push(Attempt {
                at_unix_s: crate::progress::clock::now_unix_s(),
                system: g.record.header.rules.id().to_string(),
                mode: Mode::ReplayQuiz,
                level: self.quiz.level,
                right,
                seconds: crate::progress::clock::seconds_since(q.shown_at),
                patterns: Vec::new(),
            });
            self.quiz.right += u32::from(right);
            self.quiz.asked += 1;
            if let Some(q) = &mut self.quiz.asking {
                self.quiz.done.push((q.hand, q.step));
                q.graded = Some(Vec::new());
            }
            return;
        }
        let expert = self.quiz.level == Level::Expert;
        let number = |t: &str| t.trim().parse::<u32>().ok();
        let mut grades = Vec::new();
        let mut attempts = Vec::new();
        let seconds = crate::progress::clock::seconds_since(q.shown_at);
        let at_unix_s = crate::progress::clock::now_unix_s();
        for (k, &i) in q.wins.iter().enumerate() {
            let Some(win) = g.replay.wins.get(i) else {
                return;
            };
            let Some(total) = q.totals.get(k).and_then(|t| number(t)) else {
                return;
            };
            let receives = if expert {
                let Some(given) = q.receives.get(k).and_then(|t| number(t)) else {
                    return;
                };
                let expected = win.scored.payments.winner_receives();
                Some((expected, given == expected))
            } else {
                None
            };
            let grade = QuizGrade {
                total: win.scored.total(),
                total_right: total == win.scored.total(),
                receives,
            };
            let right = grade.right();
            attempts.push(Attempt {
                at_unix_s,
                system: g.record.header.rules.id().to_string(),
                mode: Mode::ReplayQuiz,
                level: self.quiz.level,
                right,
                seconds,
                patterns: Outcome::whole(&win.scored, right).patterns,
            });
            grades.push(grade);
        }
        let right = grades.iter().filter(|g| g.right()).count() as u32;
        self.quiz.right += right;
        self.quiz.asked += grades.len() as u32;
        self.attempts.extend(attempts);
        if let Some(q) = &mut self.quiz.asking {
            self.quiz.done.push((q.hand, q.step));
            q.graded = Some(grades);
        }
    }

    fn apply_one(&mut self, command: ViewerCommand) {
        match command {
            ViewerCommand::Load { name, text } => self.load(name, None, &text),
            ViewerCommand::Opened { path, text } => match text {
                Ok(text) => {
                    self.load(path.clone(), Some(PathBuf::from(&path)), &text);
                    if self.error.is_none() {
                        self.recent.retain(|p| *p != path);
                        self.recent.insert(0, path);
                        self.recent.truncate(8);
                    }
                }
                Err(e) => {
                    self.load_error = None;
                    self.error = Some(crate::files::one_line(&e, super::files::MESSAGE_MAX));
                }
            },
            // Files are read by the app's file commands, which answer with `Opened`.
            ViewerCommand::OpenDialog | ViewerCommand::OpenRecent(_) => {}
            ViewerCommand::Step(d) => {
                let to = (self.flat() as i64 + d)
                    .clamp(0, self.total_positions().saturating_sub(1) as i64);
                self.set_flat(to as usize);
            }
            ViewerCommand::Home => self.set_flat(0),
            ViewerCommand::End => self.set_flat(self.total_positions().saturating_sub(1)),
            ViewerCommand::NextMarker => {
                let now = self.flat();
                if let Some(&m) = self.marker_positions().iter().find(|&&m| m > now) {
                    self.set_flat(m);
                }
            }
            ViewerCommand::PreviousMarker => {
                let now = self.flat();
                if let Some(&m) = self.marker_positions().iter().rev().find(|&&m| m < now) {
                    self.set_flat(m);
                }
            }
            ViewerCommand::Goto { hand, step } => {
                self.hand = hand.min(self.hands().saturating_sub(1));
                self.step = step.min(self.steps_in(self.hand));
            }
            ViewerCommand::TogglePlay => self.playing = !self.playing && self.game.is_some(),
            ViewerCommand::Tick => {
                let before = self.flat();
                self.apply(ViewerCommand::Step(1));
                if self.flat() == before {
                    self.playing = false;
                }
            }
            ViewerCommand::SetSpeed(s) => self.speed = s.clamp(0.25, 20.0),
            ViewerCommand::SetView(v) => self.view = v,
            ViewerCommand::SetLanguage(lang) => {
                self.lang = lang;
                self.say_load_error();
            }
            ViewerCommand::Select(s) => {
                self.selected = s;
                if let Some(win) = s.and_then(|k| self.win_of_entry(k)) {
                    self.sheet = Some(win);
                }
            }
            ViewerCommand::ShowSheet(i) => {
                let known = self.game.as_ref().is_some_and(|g| i < g.replay.wins.len());
                if known {
                    self.sheet = Some(i);
                }
            }
            // The set being built is the app's, and so are the clipboard and image files.
            ViewerCommand::AddWinToSet(_) | ViewerCommand::Image(_) => {}
            ViewerCommand::ImageSaved(result) => self.image_message = Some(result),
            ViewerCommand::SetQuiz(on) => {
                self.quiz.on = on;
                if !on {
                    self.quiz.asking = None;
                }
            }
            ViewerCommand::SetQuizLevel(level) => {
                // A level changed mid-question applies from the next question.
                if self.quiz.asking.as_ref().is_none_or(|q| q.graded.is_some()) {
                    self.quiz.level = level;
                }
            }
            ViewerCommand::QuizAnswer { win, field, text } => {
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
            ViewerCommand::QuizCheck => self.quiz_check(),
            ViewerCommand::QuizDiscard(t) => {
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
            ViewerCommand::NoteAdd => {
                if self.game.is_some() {
                    self.editor = Some(NoteEditor {
                        hand: self.hand,
                        index: self.step,
                        new: true,
                        text: String::new(),
                    });
                }
            }
            ViewerCommand::NoteEdit => {
                if let Some(text) = self.shown_step().and_then(Step::note) {
                    self.editor = Some(NoteEditor {
                        hand: self.hand,
                        index: self.step - 1,
                        new: false,
                        text: text.to_string(),
                    });
                }
            }
            ViewerCommand::NoteText(text) => {
                if let Some(e) = &mut self.editor {
                    e.text = text;
                }
            }
            ViewerCommand::NoteCommit => {
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
            ViewerCommand::NoteCancel => self.editor = None,
            ViewerCommand::NoteDelete => {
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
            ViewerCommand::MarkQuestion(ask) => {
                if self.can_ask(ask) {
                    let (hand, index) = (self.hand, self.step);
                    self.edit(hand, |hand| hand.events.insert(index, Event::Question(ask)));
                    self.goto(hand, index + 1);
                }
            }
            ViewerCommand::ShowPage(page) => self.page = page,
            // Written by the app's file commands, which answer with `CsvExported`.
            ViewerCommand::ExportCsvDialog | ViewerCommand::ExportCsvTo(_) => {}
            ViewerCommand::CsvExported(result) => self.csv_message = Some(result),
            // Written by the app's file commands, which answer with `Saved`.
            ViewerCommand::Save | ViewerCommand::SaveAsDialog | ViewerCommand::SaveTo(_) => {}
            ViewerCommand::Saved { path, result } => match result {
                Ok(()) => {
                    let shown = path.display().to_string();
                    if let Some(g) = &mut self.game {
                        g.name = shown.clone();
                        g.path = Some(path);
                    }
                    self.modified = false;
                    self.autosave_due = false;
                    self.recent.retain(|p| *p != shown);
                    self.recent.insert(0, shown.clone());
                    self.recent.truncate(8);
                    self.saved = Some(Ok(shown));
                }
                Err(e) => self.saved = Some(Err(e)),
            },
            ViewerCommand::AskLeave(leave) => self.leaving = Some(leave),
            // Saving and what follows are the app's; the viewer forgets its edits on Discard.
            ViewerCommand::LeaveAnswer(choice) => {
                if choice == LeaveChoice::Discard {
                    self.modified = false;
                    self.autosave_due = false;
                }
                self.leaving = None;
            }
            ViewerCommand::AutosaveFound(text) => self.autosave_offer = Some(text),
            ViewerCommand::AutosaveRestore => {
                if let (Some(text), Some(g)) = (self.autosave_offer.take(), &self.game) {
                    let (name, path) = (g.name.clone(), g.path.clone());
                    self.load(name, path, &text);
                    self.modified = self.game.is_some();
                }
            }
            ViewerCommand::AutosaveDiscard => self.autosave_offer = None,
            ViewerCommand::AutosaveWritten => self.autosave_due = false,
            ViewerCommand::QuizContinue => {
                if self
                    .quiz
                    .asking
                    .as_ref()
                    .is_some_and(|q| q.graded.is_some())
                {
                    self.quiz.asking = None;
                    self.apply_one(ViewerCommand::Step(1));
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

    /// Puts the last load error in `error`, in the viewer's language.
    fn say_load_error(&mut self) {
        if let Some((name, e)) = &self.load_error {
            let e = format!("{name}: {}", e.text(I18n::get(self.lang)));
            self.error = Some(crate::files::one_line(&e, super::files::MESSAGE_MAX));
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
                self.autosave_due = true;
                self.saved = None;
                self.quiz.done.clear();
                self.quiz.asking = None;
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
                self.load_error = None;
                self.modified = false;
                self.editor = None;
                self.autosave_offer = None;
                self.autosave_due = false;
                self.saved = None;
                self.image_message = None;
                self.csv_message = None;
            }
            Err(e) => {
                self.load_error = Some((name, e));
                self.say_load_error();
            }
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

    /// The table at the shown step as a picture, every seat open: what `tilewise diagram
    /// RECORD --hand H --step S` draws ([`crate::art::source::position_picture`]).
    pub fn position_picture(&self, corner_index: bool) -> Option<Picture> {
        let game = self.game.as_ref()?;
        let table = self.table()?;
        Some(crate::art::source::position_picture(
            &game.record,
            self.hand,
            table,
            corner_index,
        ))
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
    pub fn win_hand_file(&self, i: usize, i18n: &I18n) -> Option<crate::hand::HandFile> {
        let game = self.game.as_ref()?;
        let win = game.replay.wins.get(i)?;
        let name = std::path::Path::new(&game.name)
            .file_stem()
            .map_or_else(|| game.name.clone(), |n| n.to_string_lossy().into_owned());
        let title = i18n.tr_args(
            "viewer-win-title",
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
        Some(crate::hand::HandFile::of(
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

/// The viewer screen.
pub fn viewer_ui(
    ui: &mut Ui,
    viewer: &Viewer,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ViewerCommand>,
) {
    egui::Panel::left("viewer_files")
        .resizable(true)
        .default_size(220.0)
        .show(ui, |ui| {
            ui.heading(i18n.tr("viewer-games"));
            if ui.button(i18n.tr("calc-open")).clicked() {
                out.push(ViewerCommand::OpenDialog);
            }
            ui.label(RichText::new(i18n.tr("viewer-drop-hint")).weak().size(TEXT));
            ui.separator();
            ui.label(RichText::new(i18n.tr("viewer-samples")).strong());
            for (name, text) in SAMPLES {
                if ui
                    .selectable_label(viewer.game.as_ref().is_some_and(|g| g.name == *name), *name)
                    .clicked()
                {
                    out.push(ViewerCommand::Load {
                        name: (*name).to_string(),
                        text: (*text).to_string(),
                    });
                }
            }
            if !viewer.recent.is_empty() {
                ui.separator();
                ui.label(RichText::new(i18n.tr("viewer-recent")).strong());
                for path in &viewer.recent {
                    let short = std::path::Path::new(path)
                        .file_name()
                        .map_or(path.clone(), |n| n.to_string_lossy().into_owned());
                    if ui
                        .selectable_label(false, short)
                        .on_hover_text(path)
                        .clicked()
                    {
                        out.push(ViewerCommand::OpenRecent(path.clone()));
                    }
                }
            }
            if let Some(e) = &viewer.error {
                ui.separator();
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
        });
    leave_ui(ui, viewer, i18n, out);
    let Some(game) = &viewer.game else {
        // With the quiz on and no record, the way to a quiz: pick one.
        let empty = if viewer.quiz.on {
            "viewer-quiz-pick"
        } else {
            "viewer-empty"
        };
        egui::CentralPanel::default().show(ui, |ui| {
            ui.centered_and_justified(|ui| {
                ui.label(RichText::new(i18n.tr(empty)).size(18.0).weak())
            });
        });
        return;
    };
    egui::Panel::top("viewer_pages").show(ui, |ui| pages_ui(ui, viewer, i18n, out));
    if viewer.page == Page::Night {
        egui::CentralPanel::default()
            .show(ui, |ui| super::night::night_ui(ui, viewer, game, i18n, out));
        return;
    }
    egui::Panel::bottom("viewer_timeline").show(ui, |ui| timeline_ui(ui, viewer, game, i18n, out));
    let ledger_width = (ui.available_width() * 0.22).clamp(300.0, 640.0);
    egui::Panel::right("viewer_ledger")
        .resizable(true)
        .default_size(ledger_width)
        .show(ui, |ui| {
            ledger_ui(ui, viewer, game, i18n, corner_index, out);
        });
    egui::CentralPanel::default()
        .show(ui, |ui| table_ui(ui, viewer, game, i18n, corner_index, out));
}

/// The viewer's pages: the replay hand by hand, or the night at a glance.
fn pages_ui(ui: &mut Ui, viewer: &Viewer, i18n: &I18n, out: &mut Vec<ViewerCommand>) {
    ui.horizontal(|ui| {
        for (page, key, hint) in [
            (
                Page::Replay,
                "viewer-page-replay",
                "viewer-page-replay-hint",
            ),
            (Page::Night, "viewer-page-night", "viewer-page-night-hint"),
        ] {
            let text = RichText::new(i18n.tr(key)).size(15.0);
            if ui
                .selectable_label(viewer.page == page, text)
                .on_hover_text(i18n.tr(hint))
                .clicked()
            {
                out.push(ViewerCommand::ShowPage(page));
            }
        }
    });
}

/// A recorded score the rules do not give, in words: "recorded 99, the rules give 10".
pub(super) fn disagreement_text(i18n: &I18n, game: &LoadedGame, d: &Disagreement) -> String {
    let player = game
        .record
        .header
        .players
        .get(d.player)
        .cloned()
        .unwrap_or_default();
    i18n.tr_args(
        "viewer-disagreement",
        &[
            ("seat", wind_name(i18n, d.seat).into()),
            ("player", player.into()),
            ("recorded", d.recorded.into()),
            ("computed", d.computed.into()),
        ],
    )
}

/// The record's recorded scores that the rules do not give, each a button to its win.
fn disagreements_ui(ui: &mut Ui, game: &LoadedGame, i18n: &I18n, out: &mut Vec<ViewerCommand>) {
    let found = game.replay.disagreements();
    if found.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(
            ui.visuals().error_fg_color,
            i18n.tr_args("viewer-disagreements", &[("count", found.len().into())]),
        );
        for d in &found {
            let label = i18n.tr_args(
                "viewer-goto",
                &[("hand", d.hand.into()), ("step", d.step.into())],
            );
            if ui
                .button(label)
                .on_hover_text(disagreement_text(i18n, game, d))
                .clicked()
            {
                out.push(ViewerCommand::Goto {
                    hand: d.hand - 1,
                    step: d.step,
                });
            }
        }
    });
}

pub(super) fn player_name(game: &LoadedGame, hand: usize, seat: Wind) -> String {
    game.record
        .hands
        .get(hand)
        .and_then(|h| h.seats.get(seat.index()))
        .and_then(|&p| game.record.header.players.get(p as usize))
        .cloned()
        .unwrap_or_default()
}

fn table_ui(
    ui: &mut Ui,
    viewer: &Viewer,
    game: &LoadedGame,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ViewerCommand>,
) {
    let results = viewer.results_only();
    let Some(hand) = game.record.hands.get(viewer.hand) else {
        return;
    };
    let table = viewer.table();
    if table.is_none() && !results {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let modified = if viewer.modified { " *" } else { "" };
        ui.label(
            RichText::new(format!(
                "{}{modified} · {}",
                game.name,
                i18n.tr(&format!("system-{}", game.record.header.rules.id()))
            ))
            .strong(),
        );
        if viewer.modified {
            ui.label(RichText::new(i18n.tr("viewer-modified")).italics());
        }
        ui.label(i18n.tr_args(
            "viewer-position",
            &[
                ("hand", (viewer.hand + 1).into()),
                ("hands", game.record.hands.len().into()),
                ("step", viewer.step.into()),
                ("steps", steps_of(hand).into()),
            ],
        ));
        if let Some(table) = table {
            ui.label(i18n.tr_args("viewer-wall", &[("left", table.wall_left.into())]));
        } else {
            ui.label(RichText::new(i18n.tr("viewer-results-only")).italics());
        }
        ui.label(format!(
            "{}: {}",
            i18n.tr("calc-round"),
            wind_name(i18n, hand.prevailing_wind)
        ));
    });
    // Whose tiles are shown: a results-only hand shows the winners' hands only.
    if !results {
        ui.horizontal(|ui| {
            ui.label(i18n.tr("viewer-show"));
            if ui
                .selectable_label(viewer.view == View::AllOpen, i18n.tr("viewer-all-open"))
                .clicked()
            {
                out.push(ViewerCommand::SetView(View::AllOpen));
            }
            for w in Wind::ALL {
                if ui
                    .selectable_label(
                        viewer.view == View::Seat(w),
                        player_name(game, viewer.hand, w),
                    )
                    .clicked()
                {
                    out.push(ViewerCommand::SetView(View::Seat(w)));
                }
            }
        });
    }
    disagreements_ui(ui, game, i18n, out);
    autosave_offer_ui(ui, viewer, i18n, out);
    let said = match viewer.shown_step() {
        Some(step) => describe_step(i18n, step, viewer.view),
        None if results => i18n.tr("viewer-results-start"),
        None => i18n.tr("viewer-deal"),
    };
    ui.label(RichText::new(said).size(16.0));
    annotate_ui(ui, viewer, i18n, out);
    let hidden = viewer.quiz_hides(viewer.hand + 1, viewer.step);
    if let Some(q) = viewer
        .quiz
        .asking
        .as_ref()
        .filter(|q| q.hand == viewer.hand && q.step == viewer.step)
    {
        match q.discard {
            Some(d) => discard_quiz_ui(ui, viewer, game, q, d, i18n, corner_index, out),
            None => quiz_ui(ui, viewer, game, q, i18n, out),
        }
    }
    let Some(table) = table else {
        super::results_hand::results_hand_ui(ui, viewer, game, i18n, corner_index, out);
        return;
    };
    for (_, win) in viewer.wins_here().filter(|_| !hidden) {
        let total = win.scored.total();
        let several = viewer.wins_here().nth(1).is_some();
        let amount = i18n.amount(win.scored.settings.unit(), total);
        let text = if several {
            format!("{}: {amount}", wind_name(i18n, win.seat))
        } else {
            amount
        };
        ui.label(
            RichText::new(text)
                .size(22.0)
                .color(Color32::from_rgb(0xe0, 0xa0, 0x20)),
        )
        .widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Label, true, format!("win total {total}"))
        });
        if let Some(d) = win.disagreement() {
            ui.colored_label(
                ui.visuals().error_fg_color,
                RichText::new(disagreement_text(i18n, game, &d)).size(15.0),
            );
        }
    }
    ui.separator();
    // The table: the viewed seat at the bottom, the others around it in play order.
    let bottom = match viewer.view {
        View::Seat(w) => w,
        View::AllOpen => Wind::East,
    };
    let at = [
        bottom.next().next(),
        bottom.next().next().next(),
        bottom.next(),
        bottom,
    ];
    let area = ui.available_size();
    let layout = TableLayout::for_area(area);
    egui::ScrollArea::vertical()
        .id_salt("viewer_table")
        .show(ui, |ui| {
            let width = ui.available_width();
            let gap = ui.spacing().item_spacing.x;
            let seat_at = |ui: &mut Ui, w: Wind| {
                ui.push_id(w.index(), |ui| {
                    let tiles = layout.tile_height(ui.available_width());
                    seat_ui(ui, viewer, game, table, w, i18n, corner_index, tiles)
                });
            };
            let boxed = |ui: &mut Ui, box_width: f32, add: &dyn Fn(&mut Ui)| {
                ui.allocate_ui_with_layout(
                    egui::vec2(box_width.max(1.0), 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(box_width.max(1.0));
                        add(ui)
                    },
                );
            };
            if layout.stacked {
                // Too narrow for a square table: the seats one under another, as around the
                // table from the top, the viewed seat last (the wall and round are above).
                for w in at {
                    seat_at(ui, w);
                    ui.add_space(8.0);
                }
                return;
            }
            let centred = |ui: &mut Ui, w: Wind| {
                ui.horizontal_top(|ui| {
                    ui.add_space(width * 0.12);
                    boxed(ui, width * 0.76, &|ui| seat_at(ui, w));
                });
            };
            // The table sits in the middle of the space it does not fill: its height is the
            // last frame's, and a frame whose height changed is drawn again at once.
            let height_id = ui.scope_id().with("table_height");
            let last: f32 = ui.ctx().data(|d| d.get_temp(height_id)).unwrap_or(0.0);
            ui.add_space(((area.y - last) / 2.0).max(0.0));
            let top = ui.cursor().min.y;
            centred(ui, at[0]);
            ui.add_space(8.0);
            ui.horizontal_top(|ui| {
                // The wall's box as narrow as its text allows: the side seats get the rest.
                let middle = (width * 0.16).max(150.0);
                let side = ((width - middle) / 2.0 - gap).max(1.0);
                boxed(ui, side, &|ui| seat_at(ui, at[1]));
                boxed(ui, middle - 2.0 * gap, &|ui| {
                    egui::Frame::group(ui.style())
                        .inner_margin(12.0)
                        .show(ui, |ui| {
                            ui.vertical_centered(|ui| {
                                ui.label(
                                    RichText::new(i18n.tr_args(
                                        "viewer-wall",
                                        &[("left", table.wall_left.into())],
                                    ))
                                    .size(18.0),
                                );
                                ui.label(format!(
                                    "{}: {}",
                                    i18n.tr("calc-round"),
                                    wind_name(i18n, table.prevailing)
                                ));
                                ui.label(format!(
                                    "{}: {}",
                                    i18n.tr("viewer-dealer"),
                                    wind_name(i18n, table.dealer)
                                ));
                            });
                        });
                });
                boxed(ui, side, &|ui| seat_at(ui, at[2]));
            });
            ui.add_space(8.0);
            centred(ui, at[3]);
            let height = ui.cursor().min.y - top;
            if (height - last).abs() > 0.5 {
                ui.ctx().data_mut(|d| d.insert_temp(height_id, height));
                ui.ctx().request_discard("the replay table changed height");
            }
        });
}

/// The offer of an autosaved copy with unsaved edits: take it back, or leave it.
fn autosave_offer_ui(ui: &mut Ui, viewer: &Viewer, i18n: &I18n, out: &mut Vec<ViewerCommand>) {
    if viewer.autosave_offer.is_none() {
        return;
    }
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(i18n.tr("viewer-autosave-found"));
            if ui.button(i18n.tr("viewer-autosave-restore")).clicked() {
                out.push(ViewerCommand::AutosaveRestore);
            }
            if ui.button(i18n.tr("viewer-autosave-discard")).clicked() {
                out.push(ViewerCommand::AutosaveDiscard);
            }
        });
    });
}

/// The teacher's tools at the shown step: add, edit or delete a note, mark the next discard
/// or win as a quiz question, save; and the note editor (Enter keeps, Esc cancels).
fn annotate_ui(ui: &mut Ui, viewer: &Viewer, i18n: &I18n, out: &mut Vec<ViewerCommand>) {
    let shown = viewer.shown_event();
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(i18n.tr("viewer-note-add"))
            .on_hover_text(i18n.tr("viewer-note-add-hint"))
            .clicked()
        {
            out.push(ViewerCommand::NoteAdd);
        }
        if matches!(shown, Some(Event::Note(_))) && ui.button(i18n.tr("viewer-note-edit")).clicked()
        {
            out.push(ViewerCommand::NoteEdit);
        }
        if matches!(shown, Some(Event::Note(_) | Event::Question(_)))
            && ui.button(i18n.tr("viewer-note-delete")).clicked()
        {
            out.push(ViewerCommand::NoteDelete);
        }
        for (ask, key) in [
            (Ask::Discard, "viewer-ask-discard"),
            (Ask::Score, "viewer-ask-score"),
        ] {
            if viewer.can_ask(ask) && ui.button(i18n.tr(key)).clicked() {
                out.push(ViewerCommand::MarkQuestion(ask));
            }
        }
        ui.separator();
        if ui.button(i18n.tr("viewer-save")).clicked() {
            out.push(ViewerCommand::Save);
        }
        if ui.button(i18n.tr("viewer-save-as")).clicked() {
            out.push(ViewerCommand::SaveAsDialog);
        }
        match &viewer.saved {
            Some(Ok(path)) => {
                ui.label(
                    RichText::new(i18n.tr_args("viewer-saved", &[("path", path.clone().into())]))
                        .weak(),
                );
            }
            Some(Err(e)) => {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
            None => {}
        }
    });
    let Some(editor) = &viewer.editor else { return };
    ui.horizontal(|ui| {
        let id = ui.make_persistent_id("viewer note editor");
        let mut text = editor.text.clone();
        let response = ui.add(
            egui::TextEdit::singleline(&mut text)
                .id(id)
                .hint_text(i18n.tr("viewer-note-hint"))
                .desired_width(ui.available_width() - 200.0),
        );
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "note"));
        if response.changed() {
            out.push(ViewerCommand::NoteText(text));
        }
        let enter = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
        if ui.button(i18n.tr("viewer-note-keep")).clicked() || enter {
            out.push(ViewerCommand::NoteCommit);
        } else if ui.button(i18n.tr("viewer-note-cancel")).clicked() || escape {
            out.push(ViewerCommand::NoteCancel);
        } else if !response.has_focus() && ui.memory(|m| m.focused().is_none()) {
            ui.memory_mut(|m| m.request_focus(id));
        }
    });
}

/// "Save the edits?" before another record opens or the app closes.
fn leave_ui(ui: &mut Ui, viewer: &Viewer, i18n: &I18n, out: &mut Vec<ViewerCommand>) {
    if viewer.leaving.is_none() {
        return;
    }
    egui::Modal::new(egui::Id::unique("viewer leave")).show(ui.ctx(), |ui| {
        ui.heading(i18n.tr("viewer-leave-title"));
        ui.label(i18n.tr("viewer-leave-text"));
        ui.horizontal(|ui| {
            for (choice, key) in [
                (LeaveChoice::Save, "viewer-leave-save"),
                (LeaveChoice::Discard, "viewer-leave-discard"),
                (LeaveChoice::Cancel, "viewer-leave-cancel"),
            ] {
                if ui.button(i18n.tr(key)).clicked() {
                    out.push(ViewerCommand::LeaveAnswer(choice));
                }
            }
        });
    });
}

/// How the table fills the space it is given: the seats around a square, or one under another
/// when the space is narrow; tiles as large as the space allows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableLayout {
    /// The seats one under another.
    pub stacked: bool,
    /// The tallest tile the height allows.
    pub max_tile: f32,
}

impl TableLayout {
    /// The narrowest table drawn as a square (three seats side by side in the middle row).
    const SQUARE_FROM: f32 = 640.0;
    /// The height of a seat, in tiles: its tiles, its melds and two rows of discards.
    const SEAT_IN_TILES: f32 = 1.0 + 0.85 + 2.0 * 0.7;
    /// A seat's text lines and spacing, in points.
    const SEAT_TEXT: f32 = 52.0;
    const SMALLEST: f32 = 18.0;
    /// Stacked seats scroll: their tiles stay large enough to read.
    const SMALLEST_STACKED: f32 = 26.0;
    const LARGEST: f32 = 140.0;

    pub fn for_area(size: egui::Vec2) -> TableLayout {
        let stacked = size.x < Self::SQUARE_FROM;
        let bands = if stacked { 4.0 } else { 3.0 };
        let max_tile = (size.y / bands - Self::SEAT_TEXT) / Self::SEAT_IN_TILES;
        let smallest = if stacked {
            Self::SMALLEST_STACKED
        } else {
            Self::SMALLEST
        };
        TableLayout {
            stacked,
            max_tile: max_tile.clamp(smallest, Self::LARGEST),
        }
    }

    /// The tile height for a seat `width` wide: fourteen tiles in a row, within the height.
    pub fn tile_height(&self, width: f32) -> f32 {
        // Fourteen tiles and the 1-point gaps between them, with a little room to spare.
        ((width - 14.0) / 14.2 / ASPECT)
            .min(self.max_tile)
            .clamp(Self::SMALLEST, Self::LARGEST)
    }
}

/// One seat at the table: who sits there, the tiles (open or backs), melds, bonus tiles and
/// discards.
#[allow(clippy::too_many_arguments)]
fn seat_ui(
    ui: &mut Ui,
    viewer: &Viewer,
    game: &LoadedGame,
    table: &Table,
    w: Wind,
    i18n: &I18n,
    corner_index: bool,
    height: f32,
) {
    let seat = &table.seats[w.index()];
    // A seat that has won (Sichuan) has shown its hand to everyone.
    let open = !hidden_from(viewer.view, w) || seat.out;
    let dealer = if w == table.dealer {
        format!(" · {}", i18n.tr("viewer-dealer"))
    } else {
        String::new()
    };
    let balance = balance_so_far(viewer, game, w);
    ui.label(
        RichText::new(format!(
            "{} · {}{dealer} · {balance:+}",
            wind_name(i18n, w),
            player_name(game, viewer.hand, w)
        ))
        .strong(),
    );
    if seat.out {
        ui.label(RichText::new(i18n.tr("viewer-won")).color(Color32::from_rgb(0xe0, 0xa0, 0x20)));
    }
    if let Some(s) = seat.missing_suit {
        ui.label(
            RichText::new(i18n.tr_args(
                "drill-missing-suit",
                &[("suit", i18n.tr(&format!("suit-{}", s.name())).into())],
            ))
            .size(TEXT),
        );
    }
    let look = TileLook {
        corner_index,
        ..TileLook::default()
    };
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for t in tiles_of(&seat.concealed) {
            tile_image(
                ui,
                if open { Face::Tile(t) } else { Face::Back },
                height,
                look,
            );
        }
    });
    if !seat.melds.is_empty() || !seat.bonus.is_empty() || !seat.bonus_in_hand.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 1.0;
            for m in &seat.melds {
                meld_ui(ui, Some(m.kind), &m.tiles(), height * 0.85, look);
                ui.add_space(6.0);
            }
            for b in &seat.bonus {
                tile_image(ui, Face::Bonus(*b), height * 0.8, look);
            }
            // A bonus tile not yet set aside is still concealed.
            for b in &seat.bonus_in_hand {
                let face = if open { Face::Bonus(*b) } else { Face::Back };
                tile_image(ui, face, height * 0.8, look);
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(1.0, 1.0);
        for &t in &seat.discards {
            tile_image(ui, Face::Tile(t), height * 0.7, look);
        }
    });
}

pub(super) fn balance_so_far(viewer: &Viewer, game: &LoadedGame, seat: Wind) -> i64 {
    let player = game
        .record
        .hands
        .get(viewer.hand)
        .and_then(|h| h.seats.get(seat.index()))
        .map_or(0, |&p| p as usize);
    let mut net = 0i64;
    for e in &game.replay.ledger {
        if !viewer.reached(e) {
            continue;
        }
        if e.from == Some(player) {
            net -= e.amount as i64;
        }
        if e.to == Some(player) {
            net += e.amount as i64;
        }
    }
    net
}

/// A step in words, as `view` sees it.
pub fn describe_step(i18n: &I18n, step: Step<'_>, view: View) -> String {
    match step {
        Step::Move(e) => describe_event(i18n, e, view),
        Step::Result(e) => super::results_hand::describe_entry(i18n, e),
    }
}

/// An event in words, as `view` sees it: another player's draw names no tile.
pub fn describe_event(i18n: &I18n, event: &Event, view: View) -> String {
    let w = |s: &Wind| wind_name(i18n, *s);
    let (id, seat, tile): (&str, Option<&Wind>, String) = match event {
        Event::Draw(s, _) if hidden_from(view, *s) => ("event-draw-hidden", Some(s), String::new()),
        Event::Draw(s, t) => ("event-draw", Some(s), t.clone()),
        Event::Discard(s, t) => ("event-discard", Some(s), t.clone()),
        Event::Chow(s, t) => ("event-chow", Some(s), t.clone()),
        Event::Pung(s) => ("event-pung", Some(s), String::new()),
        Event::ExposedKong(s) => ("event-exposed-kong", Some(s), String::new()),
        Event::ConcealedKong(s, t) => ("event-concealed-kong", Some(s), t.clone()),
        Event::AddedKong(s, t) => ("event-added-kong", Some(s), t.clone()),
        Event::Bonus(s, t) => ("event-bonus", Some(s), t.clone()),
        Event::MissingSuit(s, suit) => (
            "event-missing-suit",
            Some(s),
            i18n.tr(&format!("suit-{}", suit.name())),
        ),
        Event::Win(r) => ("event-win", Some(&r.seat), String::new()),
        Event::Wins(rs) => {
            let names: Vec<String> = rs.iter().map(|r| w(&r.seat)).collect();
            return i18n.tr_args("event-wins", &[("seats", names.join(", ").into())]);
        }
        Event::WallExhausted => ("event-wall-exhausted", None, String::new()),
        Event::Penalty(p) => {
            return i18n.tr_args(
                "event-penalty",
                &[
                    ("seat", w(&p.seat).into()),
                    ("amount", p.amount.into()),
                    ("reason", p.reason.clone().into()),
                ],
            );
        }
        Event::Note(text) => return i18n.tr_args("event-note", &[("text", text.clone().into())]),
        Event::Question(Ask::Discard) => return i18n.tr("event-question-discard"),
        Event::Question(Ask::Score) => return i18n.tr("event-question-score"),
    };
    let seat = seat.map(w).unwrap_or_default();
    i18n.tr_args(id, &[("seat", seat.into()), ("tile", tile.into())])
}

fn timeline_ui(
    ui: &mut Ui,
    viewer: &Viewer,
    game: &LoadedGame,
    i18n: &I18n,
    out: &mut Vec<ViewerCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        for (key, cmd) in [
            ("viewer-start", ViewerCommand::Home),
            ("viewer-previous-event", ViewerCommand::PreviousMarker),
            ("viewer-back", ViewerCommand::Step(-1)),
        ] {
            if ui.button(i18n.tr(key)).clicked() {
                out.push(cmd);
            }
        }
        let play = if viewer.playing {
            i18n.tr("viewer-pause")
        } else {
            i18n.tr("viewer-play")
        };
        if ui.button(play).clicked() {
            out.push(ViewerCommand::TogglePlay);
        }
        for (key, cmd) in [
            ("viewer-forward", ViewerCommand::Step(1)),
            ("viewer-next-event", ViewerCommand::NextMarker),
            ("viewer-end", ViewerCommand::End),
        ] {
            if ui.button(i18n.tr(key)).clicked() {
                out.push(cmd);
            }
        }
        ui.separator();
        let hints = ["viewer-copy-image-hint", "viewer-save-image-hint"];
        let why_not = viewer
            .table()
            .is_none()
            .then(|| i18n.tr("viewer-image-none"));
        if let Some(action) = image_buttons_ui(ui, i18n, hints, why_not) {
            out.push(ViewerCommand::Image(action));
        }
        if let Some(message) = &viewer.image_message {
            let label = match message {
                Ok(m) => RichText::new(m).weak(),
                Err(e) => RichText::new(e).color(ui.visuals().error_fg_color),
            };
            ui.label(label);
        }
        ui.separator();
        let mut speed = viewer.speed;
        let text = i18n.tr("viewer-speed");
        // The slider with its text is one widget: on a new line when the row has no room.
        let text_width = ui
            .painter()
            .layout_no_wrap(
                text.clone(),
                egui::TextStyle::Body.resolve(ui.style()),
                Color32::WHITE,
            )
            .size()
            .x;
        let slider_width = ui.spacing().slider_width + 60.0 + text_width;
        if ui.available_size_before_wrap().x < slider_width {
            ui.end_row();
        }
        if ui
            .add(
                egui::Slider::new(&mut speed, 0.25..=20.0)
                    .logarithmic(true)
                    .text(text),
            )
            .changed()
        {
            out.push(ViewerCommand::SetSpeed(speed));
        }
        quiz_toggle_ui(ui, viewer, i18n, out);
    });
    let hand = &game.record.hands[viewer.hand];
    let disagreements: Vec<Disagreement> = game
        .replay
        .disagreements()
        .into_iter()
        .filter(|d| d.hand == viewer.hand + 1)
        .collect();
    // One mark per step, as wide as the window allows.
    let mark_width = (ui.available_width() / (steps_of(hand) + 1) as f32 - 2.0).clamp(8.0, 24.0);
    let start = if hand.is_results_only() {
        "viewer-results-start"
    } else {
        "viewer-deal"
    };
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        let marks = std::iter::once(None).chain(steps(hand).map(Some));
        for (step, event) in marks.enumerate() {
            let win = Color32::from_rgb(0xe0, 0xa0, 0x20);
            let kong = Color32::from_rgb(0x3a, 0x7b, 0xd5);
            let end = Color32::from_rgb(0xc0, 0x40, 0x40);
            let color = match event {
                Some(Step::Move(Event::Win(_) | Event::Wins(_))) => win,
                Some(Step::Move(
                    Event::ExposedKong(_) | Event::ConcealedKong(..) | Event::AddedKong(..),
                )) => kong,
                Some(Step::Move(Event::Penalty(_) | Event::WallExhausted)) => end,
                Some(Step::Move(Event::Note(_))) => Color32::GRAY,
                Some(Step::Move(Event::Question(_))) => Color32::from_rgb(0x9b, 0x59, 0xb6),
                Some(Step::Result(e)) => match e {
                    ResultEntry::Win(_) | ResultEntry::Wins(_) => win,
                    ResultEntry::Kong(_) => kong,
                    ResultEntry::Penalty(_) | ResultEntry::Drawn | ResultEntry::WallEnd(_) => end,
                    ResultEntry::Note(_) => Color32::GRAY,
                    ResultEntry::Bonus(_) => ui.visuals().weak_text_color(),
                },
                _ => ui.visuals().weak_text_color(),
            };
            let disagreement = disagreements.iter().find(|d| d.step == step);
            let color = if disagreement.is_some() {
                ui.visuals().error_fg_color
            } else {
                color
            };
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(mark_width, 24.0), egui::Sense::click());
            let current = step == viewer.step;
            let h = if event.is_some_and(Step::is_marker) || current {
                18.0
            } else {
                10.0
            };
            let bar = egui::Rect::from_min_size(
                egui::pos2(rect.center().x - mark_width / 4.0, rect.bottom() - h),
                egui::vec2(mark_width / 2.0, h),
            );
            ui.painter().rect_filled(
                bar,
                1.0,
                if current {
                    ui.visuals().strong_text_color()
                } else {
                    color
                },
            );
            let tip =
                || event.map_or_else(|| i18n.tr(start), |e| describe_step(i18n, e, viewer.view));
            if disagreement.is_some() {
                // The disagreement's mark: a dot above the bar.
                ui.painter().circle_filled(
                    egui::pos2(rect.center().x, rect.top() + 3.0),
                    3.0,
                    color,
                );
            }
            response.widget_info(|| {
                let place = i18n.tr_args(
                    "viewer-goto",
                    &[("hand", (viewer.hand + 1).into()), ("step", step.into())],
                );
                let what = match disagreement {
                    Some(d) => disagreement_text(i18n, game, d),
                    None => tip(),
                };
                egui::WidgetInfo::labeled(egui::Role::Button, true, format!("{place}: {what}"))
            });
            if response
                .on_hover_ui(|ui| {
                    ui.label(tip());
                    if let Some(d) = disagreement {
                        ui.colored_label(
                            ui.visuals().error_fg_color,
                            disagreement_text(i18n, game, d),
                        );
                    }
                })
                .clicked()
            {
                out.push(ViewerCommand::Goto {
                    hand: viewer.hand,
                    step,
                });
            }
        }
    });
}

/// The quiz's switch, its level and its tally, at the end of the timeline's controls.
fn quiz_toggle_ui(ui: &mut Ui, viewer: &Viewer, i18n: &I18n, out: &mut Vec<ViewerCommand>) {
    ui.separator();
    let mut on = viewer.quiz.on;
    if ui.checkbox(&mut on, i18n.tr("viewer-quiz")).changed() {
        out.push(ViewerCommand::SetQuiz(on));
    }
    if !viewer.quiz.on {
        return;
    }
    for level in Level::ALL {
        let name = i18n.tr(&format!("viewer-quiz-level-{}", level.id()));
        if ui
            .selectable_label(viewer.quiz.level == level, name)
            .clicked()
        {
            out.push(ViewerCommand::SetQuizLevel(level));
        }
    }
    ui.label(
        RichText::new(i18n.tr_args(
            "drill-tally",
            &[
                ("right", viewer.quiz.right.into()),
                ("asked", viewer.quiz.asked.into()),
            ],
        ))
        .strong(),
    );
}

/// The quiz's question at a win: a total (and at Expert what the winner receives) per
/// winner; once checked, each graded, and a button to go on. Enter checks, Enter again goes
/// on.
pub(super) fn quiz_ui(
    ui: &mut Ui,
    viewer: &Viewer,
    game: &LoadedGame,
    q: &QuizQuestion,
    i18n: &I18n,
    out: &mut Vec<ViewerCommand>,
) {
    let expert = viewer.quiz.level == Level::Expert;
    let graded = q.graded.is_some();
    let mut enter = false;
    let mut first_empty = None;
    let base = ui.scope_id().with("viewer quiz");
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .stroke(egui::Stroke::new(2.0, Color32::from_rgb(0xe0, 0xa0, 0x20)))
        .show(ui, |ui| {
            let title = if expert {
                "viewer-quiz-question-expert"
            } else {
                "viewer-quiz-question"
            };
            ui.label(RichText::new(i18n.tr(title)).strong().size(16.0));
            ui.vertical(|ui| {
                for (k, &i) in q.wins.iter().enumerate() {
                    let Some(win) = game.replay.wins.get(i) else {
                        continue;
                    };
                    let unit = win.scored.settings.unit();
                    ui.horizontal_wrapped(|ui| {
                        ui.label(
                            RichText::new(format!(
                                "{} · {}",
                                wind_name(i18n, win.seat),
                                player_name(game, win.hand_number - 1, win.seat)
                            ))
                            .strong(),
                        );
                        let mut fields = vec![(QuizField::Total, &q.totals, "viewer-quiz-total")];
                        if expert {
                            fields.push((QuizField::Receives, &q.receives, "viewer-quiz-receives"));
                        }
                        for (field, answers, key) in fields {
                            let label = match field {
                                QuizField::Total => i18n.tr_args(
                                    key,
                                    &[("unit", i18n.tr(&format!("unit-{unit}")).into())],
                                ),
                                QuizField::Receives => i18n.tr(key),
                            };
                            ui.label(label);
                            let mut text = answers.get(k).cloned().unwrap_or_default();
                            let id = base.with((k, field == QuizField::Total));
                            let edit = egui::TextEdit::singleline(&mut text)
                                .id(id)
                                .desired_width(70.0);
                            let response = ui.add_enabled(!graded, edit);
                            let name = format!(
                                "quiz {} {}",
                                win.seat.name(),
                                match field {
                                    QuizField::Total => "total",
                                    QuizField::Receives => "receives",
                                }
                            );
                            response.widget_info(|| {
                                egui::WidgetInfo::labeled(egui::Role::TextInput, true, name.clone())
                            });
                            if text.is_empty() && first_empty.is_none() {
                                first_empty = Some(id);
                            }
                            if response.changed() {
                                out.push(ViewerCommand::QuizAnswer {
                                    win: k,
                                    field,
                                    text,
                                });
                            }
                            if response.lost_focus()
                                && ui.input(|i| i.key_pressed(egui::Key::Enter))
                            {
                                enter = true;
                            }
                        }
                    });
                    if let Some(g) = q.graded.as_ref().and_then(|g| g.get(k)) {
                        let text = quiz_grade_text(i18n, g, unit);
                        let color = if g.right() {
                            Color32::from_rgb(0x2e, 0x9d, 0x57)
                        } else {
                            ui.visuals().error_fg_color
                        };
                        ui.label(RichText::new(text).strong().color(color));
                    }
                }
            });
            ui.horizontal(|ui| {
                if graded {
                    if ui.button(i18n.tr("viewer-quiz-continue")).clicked() {
                        out.push(ViewerCommand::QuizContinue);
                    }
                    ui.label(RichText::new(i18n.tr("viewer-quiz-continue-hint")).weak());
                } else {
                    if ui.button(i18n.tr("drill-check")).clicked() {
                        out.push(ViewerCommand::QuizCheck);
                    }
                    ui.label(RichText::new(i18n.tr("viewer-quiz-hint")).weak());
                }
            });
        });
    let nothing_focused = ui.memory(|m| m.focused().is_none());
    if graded {
        if nothing_focused && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            out.push(ViewerCommand::QuizContinue);
        }
    } else {
        if enter {
            out.push(ViewerCommand::QuizCheck);
        }
        // The keys stay in the answer: the first empty field (or the first) has them.
        if nothing_focused && !enter {
            let first = first_empty.unwrap_or(base.with((0usize, true)));
            ui.memory_mut(|m| m.request_focus(first));
        }
    }
}

/// A marked "what would you discard?" question: the seat's tiles, one click answers; once
/// graded, the record's discard and a button to go on (Enter).
#[allow(clippy::too_many_arguments)]
fn discard_quiz_ui(
    ui: &mut Ui,
    viewer: &Viewer,
    game: &LoadedGame,
    q: &QuizQuestion,
    d: DiscardQuestion,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ViewerCommand>,
) {
    let Some(table) = viewer.table() else { return };
    egui::Frame::group(ui.style())
        .inner_margin(10.0)
        .stroke(egui::Stroke::new(2.0, Color32::from_rgb(0xe0, 0xa0, 0x20)))
        .show(ui, |ui| {
            let who = format!(
                "{} · {}",
                wind_name(i18n, d.seat),
                player_name(game, q.hand, d.seat)
            );
            ui.label(
                RichText::new(i18n.tr_args("viewer-quiz-discard", &[("seat", who.into())]))
                    .strong()
                    .size(16.0),
            );
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 2.0;
                for t in tiles_of(&table.seats[d.seat.index()].concealed) {
                    let name = format!("discard {t}");
                    let chosen = d.answer == Some(t);
                    let response = tile_button(ui, Face::Tile(t), 48.0, corner_index, &name);
                    if chosen {
                        ui.painter().rect_stroke(
                            response.rect,
                            2.0,
                            egui::Stroke::new(2.0, Color32::from_rgb(0xe0, 0xa0, 0x20)),
                            egui::StrokeKind::Outside,
                        );
                    }
                    if response.clicked() && q.graded.is_none() {
                        out.push(ViewerCommand::QuizDiscard(t));
                    }
                }
            });
            if q.graded.is_some() {
                let right = d.answer == Some(d.recorded);
                let (text, color) = if right {
                    (i18n.tr("drill-right"), Color32::from_rgb(0x2e, 0x9d, 0x57))
                } else {
                    (
                        i18n.tr_args(
                            "viewer-quiz-discard-wrong",
                            &[("tile", d.recorded.to_string().into())],
                        ),
                        ui.visuals().error_fg_color,
                    )
                };
                ui.label(RichText::new(text).strong().color(color));
                ui.horizontal(|ui| {
                    if ui.button(i18n.tr("viewer-quiz-continue")).clicked() {
                        out.push(ViewerCommand::QuizContinue);
                    }
                    ui.label(RichText::new(i18n.tr("viewer-quiz-continue-hint")).weak());
                });
                if ui.memory(|m| m.focused().is_none())
                    && ui.input(|i| i.key_pressed(egui::Key::Enter))
                {
                    out.push(ViewerCommand::QuizContinue);
                }
            }
        });
}

/// One win's grade in words: right; or the total it is worth; and, at Expert, what the
/// winner receives.
fn quiz_grade_text(i18n: &I18n, g: &QuizGrade, unit: &str) -> String {
    if g.right() {
        return i18n.tr("drill-right");
    }
    let receives = |key: &str, amount: u32| i18n.tr_args(key, &[("amount", amount.into())]);
    if g.total_right {
        // Only what the winner receives was wrong.
        return g
            .receives
            .map(|(amount, _)| receives("viewer-quiz-receives-wrong", amount))
            .unwrap_or_default();
    }
    let amount = i18n.amount(unit, g.total);
    let mut text = i18n.tr_args("drill-wrong", &[("amount", amount.into())]);
    if let Some((amount, right)) = g.receives {
        let key = if right {
            "viewer-quiz-receives-right"
        } else {
            "viewer-quiz-receives-also"
        };
        text.push(' ');
        text.push_str(&receives(key, amount));
    }
    text
}

/// A ledger entry's rule in the reader's language (a record's own penalty text as written).
pub(super) fn ledger_reason(i18n: &I18n, e: &LedgerEntry) -> String {
    match e.rule {
        LedgerRule::Payment(rule) => super::explain::payment(i18n, rule, e.amount),
        LedgerRule::Sichuan(rule) => {
            let id = format!("ledger-{}", rule.id().replace(['.', '_'], "-"));
            i18n.tr_or(&id, &e.reason)
        }
        LedgerRule::Penalty => e.reason.clone(),
    }
}

fn ledger_ui(
    ui: &mut Ui,
    viewer: &Viewer,
    game: &LoadedGame,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<ViewerCommand>,
) {
    // The panel keeps its width when the ledger is still empty.
    ui.set_min_width(ui.available_width());
    ui.heading(i18n.tr("viewer-ledger"));
    egui::ScrollArea::vertical()
        .id_salt("viewer_ledger_scroll")
        .stick_to_bottom(true)
        .show(ui, |ui| {
            let name = |i: Option<usize>| {
                i.and_then(|i| game.record.header.players.get(i))
                    .cloned()
                    .unwrap_or_else(|| i18n.tr("viewer-nobody"))
            };
            for (k, e) in game.replay.ledger.iter().enumerate() {
                if !viewer.reached(e) {
                    continue;
                }
                let text = i18n.tr_args(
                    "viewer-entry",
                    &[
                        ("hand", e.hand.into()),
                        ("from", name(e.from).into()),
                        ("to", name(e.to).into()),
                        ("amount", e.amount.into()),
                    ],
                );
                if ui
                    .selectable_label(viewer.selected == Some(k), text)
                    .on_hover_ui(|ui| {
                        ui.label(ledger_reason(i18n, e));
                    })
                    .clicked()
                {
                    out.push(ViewerCommand::Select(if viewer.selected == Some(k) {
                        None
                    } else {
                        Some(k)
                    }));
                }
                if viewer.selected == Some(k) {
                    ui.label(RichText::new(ledger_reason(i18n, e)).size(TEXT));
                }
            }
            // A results-only hand's win shows its sheet beside the winner's hand instead.
            let in_centre = |w: &WinResult| {
                viewer.results_only() && w.hand_number == viewer.hand + 1 && w.step == viewer.step
            };
            if let Some((shown, win)) = viewer.shown_win().filter(|(_, w)| !in_centre(w)) {
                ui.separator();
                let here: Vec<(usize, &WinResult)> = viewer.wins_here().collect();
                if here.len() > 1 {
                    ui.horizontal_wrapped(|ui| winner_tabs_ui(ui, game, &here, shown, i18n, out));
                }
                ui.label(
                    RichText::new(i18n.tr_args(
                        "viewer-sheet-of",
                        &[
                            ("seat", wind_name(i18n, win.seat).into()),
                            (
                                "player",
                                player_name(game, win.hand_number - 1, win.seat).into(),
                            ),
                            ("hand", win.hand_number.into()),
                            ("step", win.step.into()),
                        ],
                    ))
                    .strong(),
                );
                if let Some(d) = win.disagreement() {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        disagreement_text(i18n, game, &d),
                    );
                }
                add_win_to_set_ui(ui, shown, i18n, out);
                win_card_ui(ui, win, i18n, corner_index);
            }
        });
}

/// The tabs that choose whose score sheet is shown when several won at one step.
pub(super) fn winner_tabs_ui(
    ui: &mut Ui,
    game: &LoadedGame,
    here: &[(usize, &WinResult)],
    shown: usize,
    i18n: &I18n,
    out: &mut Vec<ViewerCommand>,
) {
    for (i, w) in here {
        let label = format!(
            "{} · {}",
            wind_name(i18n, w.seat),
            player_name(game, w.hand_number - 1, w.seat)
        );
        if ui.selectable_label(*i == shown, label).clicked() {
            out.push(ViewerCommand::ShowSheet(*i));
        }
    }
}

/// "Add to set" for the shown win (its hand, asking its total, into the set being built).
pub(super) fn add_win_to_set_ui(
    ui: &mut Ui,
    shown: usize,
    i18n: &I18n,
    out: &mut Vec<ViewerCommand>,
) {
    if ui
        .button(i18n.tr("set-build-add"))
        .on_hover_text(i18n.tr("viewer-add-to-set-hint"))
        .clicked()
    {
        out.push(ViewerCommand::AddWinToSet(shown));
    }
}

/// The score sheet card of a win.
pub(super) fn win_card_ui(ui: &mut Ui, win: &WinResult, i18n: &I18n, corner_index: bool) {
    let card = Card {
        index: 99,
        scored: &win.scored,
        sheet: &win.sheet,
        bonus: &win.hand.bonus,
    };
    sheet_card_ui(ui, card, i18n, corner_index, None);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loaded(name: &str) -> Viewer {
        let mut v = Viewer::new();
        let text = SAMPLES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| (*t).to_string())
            .unwrap_or_default();
        v.apply(ViewerCommand::Load {
            name: name.into(),
            text,
        });
        assert!(v.error.is_none(), "{:?}", v.error);
        v
    }

    #[test]
    fn the_image_of_a_step_is_what_tilewise_diagram_draws_of_it() {
        use crate::art::source::{Which, picture_of_text};
        let (name, text) = SAMPLES
            .iter()
            .copied()
            .find(|(_, t)| parse_record(t).is_ok_and(|r| r.hands.len() > 1))
            .expect("a sample of several hands");
        let mut v = loaded(name);
        let record = parse_record(text).expect("record");
        assert!(v.image_name().ends_with("-hand1-step0.png"));
        let last = |h: usize| record.hands[h].events.len();
        for (hand, step) in [(0, 0), (0, last(0) / 2), (1, 1), (1, last(1))] {
            v.apply(ViewerCommand::Goto { hand, step });
            assert_eq!((v.hand, v.step), (hand, step));
            for corner_index in [false, true] {
                let which = Which {
                    hand: Some(hand + 1),
                    step: Some(step),
                    corner_index,
                };
                let cli = picture_of_text(text, which).expect("diagram");
                let shown = v.position_picture(corner_index).expect("a table");
                assert_eq!(shown, cli, "{name}: hand {} step {step}", hand + 1);
            }
        }
        // Another step is another picture.
        let at_the_end = v.position_picture(false);
        v.apply(ViewerCommand::Home);
        assert_ne!(v.position_picture(false), at_the_end);
        assert_eq!(Viewer::new().position_picture(false), None);
    }

    #[test]
    fn a_shown_load_error_follows_a_change_of_language() {
        let mut v = Viewer::new();
        v.apply(ViewerCommand::Load {
            name: "broken.ron".into(),
            text: "(header: (".into(),
        });
        let english = v.error.clone().unwrap_or_default();
        assert!(english.starts_with("broken.ron: "), "{english}");
        v.apply(ViewerCommand::SetLanguage(Lang::Russian));
        let russian = v.error.clone().unwrap_or_default();
        assert!(russian.starts_with("broken.ron: "), "{russian}");
        assert_ne!(russian, english, "the error is said again in Russian");
        // A read error that follows replaces it for good.
        v.apply(ViewerCommand::Opened {
            path: "gone.ron".into(),
            text: Err("gone.ron: no such file".into()),
        });
        v.apply(ViewerCommand::SetLanguage(Lang::Polish));
        assert_eq!(v.error.as_deref(), Some("gone.ron: no such file"));
    }

    #[test]
    fn a_broken_records_error_reads_in_the_viewers_language() {
        let text = SAMPLES
            .iter()
            .find(|(n, _)| *n == "zj-short-demo.ron")
            .map(|(_, t)| t.replacen("Discard(", "Discard(North, \"1m\"), Discard(", 1))
            .unwrap_or_default();
        let mut errors = Vec::new();
        for lang in [Lang::English, Lang::Russian, Lang::Polish] {
            let mut v = Viewer::new();
            v.apply(ViewerCommand::SetLanguage(lang));
            v.apply(ViewerCommand::Load {
                name: "broken.ron".into(),
                text: text.clone(),
            });
            assert!(v.game.is_none());
            errors.push(v.error.unwrap_or_default());
        }
        assert_eq!(
            errors[0],
            "broken.ron: hand 1, step 1: it is not North's turn to discard"
        );
        assert!(errors[1].contains("раздача 1, шаг "), "{errors:?}");
        assert!(errors[2].contains("rozdanie 1, krok "), "{errors:?}");
        assert!(
            !errors[1].contains("turn") && !errors[2].contains("turn"),
            "{errors:?}"
        );
    }

    #[test]
    fn one_players_view_hides_only_the_other_players() {
        assert!(!hidden_from(View::AllOpen, Wind::West));
        assert!(!hidden_from(View::Seat(Wind::West), Wind::West));
        assert!(hidden_from(View::Seat(Wind::East), Wind::West));
    }

    #[test]
    fn a_ledger_entry_opens_its_own_winners_sheet() {
        let mut v = loaded("sichuan-short-demo.ron");
        v.apply(ViewerCommand::End);
        let here: Vec<Wind> = v.wins_here().map(|(_, w)| w.seat).collect();
        assert_eq!(here, [Wind::West, Wind::North]);
        assert_eq!(v.shown_win().map(|(_, w)| w.seat), Some(Wind::West));
        let ledger = v
            .game
            .as_ref()
            .map(|g| g.replay.ledger.clone())
            .unwrap_or_default();
        for (k, e) in ledger.iter().enumerate() {
            v.apply(ViewerCommand::Select(Some(k)));
            let Some((_, win)) = v.shown_win() else {
                panic!("no sheet")
            };
            if matches!(e.rule, LedgerRule::Payment(_)) {
                // A win's payment: the sheet of the player it pays.
                assert_eq!(Some(win.player), e.to, "{e:?}");
                assert_eq!((win.hand_number, win.step), (e.hand, e.step));
            }
        }
        // Stepping away closes the opened sheet: the win of the new step shows, if any.
        v.apply(ViewerCommand::ShowSheet(2));
        assert_eq!(v.shown_win().map(|(i, _)| i), Some(2));
        v.apply(ViewerCommand::Step(-1));
        assert!(v.shown_win().is_none());
        // A sheet of a win not reached yet is not shown.
        v.apply(ViewerCommand::Home);
        v.apply(ViewerCommand::ShowSheet(2));
        assert!(v.shown_win().is_none());
        v.apply(ViewerCommand::ShowSheet(99));
        assert_eq!(v.sheet, Some(2));
    }

    /// Answers the open quiz question: right, or each total one too many.
    fn answer(v: &mut Viewer, right: bool) {
        let Some(q) = v.quiz.asking.clone() else {
            panic!("no question")
        };
        for (k, &i) in q.wins.iter().enumerate() {
            let w = &v.game.as_ref().unwrap().replay.wins[i];
            let total = w.scored.total() + u32::from(!right);
            let receives = w.scored.payments.winner_receives();
            for (field, n) in [(QuizField::Total, total), (QuizField::Receives, receives)] {
                v.apply(ViewerCommand::QuizAnswer {
                    win: k,
                    field,
                    text: n.to_string(),
                });
            }
        }
        v.apply(ViewerCommand::QuizCheck);
    }

    #[test]
    fn the_quiz_asks_every_win_of_every_bundled_record_once() {
        for (name, text) in SAMPLES {
            if text.contains("Question(") {
                // The quiz stops at a record's marked questions only.
                continue;
            }
            for level in [Level::Standard, Level::Expert] {
                let mut v = loaded(name);
                v.apply(ViewerCommand::SetQuiz(true));
                v.apply(ViewerCommand::SetQuizLevel(level));
                let wins = v.game.as_ref().map_or(0, |g| g.replay.wins.len());
                let mut stops = 0;
                let mut right = true;
                // End stops at each win in turn; the last End reaches the end.
                for _ in 0..=wins {
                    v.apply(ViewerCommand::End);
                    if v.quiz.asking.is_none() {
                        break;
                    }
                    stops += 1;
                    let here: Vec<usize> = v.wins_here().map(|(i, _)| i).collect();
                    assert_eq!(v.quiz.asking.as_ref().map(|q| q.wins.clone()), Some(here));
                    assert!(v.shown_win().is_none(), "{name}: the sheet waits");
                    // Held until answered.
                    let at = (v.hand, v.step);
                    v.apply(ViewerCommand::Step(1));
                    v.apply(ViewerCommand::Tick);
                    assert_eq!((v.hand, v.step), at);
                    // Nothing happens with an answer missing.
                    v.apply(ViewerCommand::QuizCheck);
                    assert!(v.quiz.asking.as_ref().is_some_and(|q| q.graded.is_none()));
                    answer(&mut v, right);
                    assert!(v.shown_win().is_some());
                    right = !right;
                    v.apply(ViewerCommand::QuizContinue);
                }
                let positions: std::collections::BTreeSet<(usize, usize)> = v
                    .game
                    .as_ref()
                    .unwrap()
                    .replay
                    .wins
                    .iter()
                    .map(|w| (w.hand_number, w.step))
                    .collect();
                assert_eq!(stops, positions.len(), "{name}");
                assert_eq!(v.attempts.len(), wins, "{name}: one attempt per win");
                assert_eq!(v.quiz.asked as usize, wins);
                assert!(v.attempts.iter().all(|a| a.mode == Mode::ReplayQuiz
                    && a.level == level
                    && a.system == v.game.as_ref().unwrap().record.header.rules.id()));
                assert_eq!(v.flat(), v.total_positions() - 1, "{name}: at the end");
            }
        }
    }

    fn events_of(v: &Viewer) -> Vec<Event> {
        v.game.as_ref().unwrap().record.hands[v.hand].events.clone()
    }

    #[test]
    fn notes_added_edited_and_deleted_survive_a_save_and_reload_in_canonical_form() {
        let mut v = loaded("zj-short-demo.ron");
        let before = events_of(&v).len();
        v.apply(ViewerCommand::Goto { hand: 0, step: 2 });
        v.apply(ViewerCommand::NoteAdd);
        v.apply(ViewerCommand::NoteText("  Watch South's discards. ".into()));
        assert!(!v.modified, "nothing changes before the note is kept");
        v.apply(ViewerCommand::NoteCommit);
        assert!(v.modified && v.autosave_due && v.editor.is_none());
        assert_eq!((v.hand, v.step), (0, 3), "the new note is shown");
        assert_eq!(
            events_of(&v)[2],
            Event::Note("Watch South's discards.".into())
        );
        // Edited in place; an empty new note is not added.
        v.apply(ViewerCommand::NoteEdit);
        v.apply(ViewerCommand::NoteText("South waits on 3s.".into()));
        v.apply(ViewerCommand::NoteCommit);
        v.apply(ViewerCommand::NoteAdd);
        v.apply(ViewerCommand::NoteCommit);
        assert_eq!(events_of(&v).len(), before + 1);
        assert_eq!(events_of(&v)[2], Event::Note("South waits on 3s.".into()));
        // Saved text: what `tilewise fmt` writes, comments kept.
        let text = v.record_text().unwrap();
        let canonical = crate::canonical::canonical(&text).unwrap();
        assert_eq!(canonical.text, text);
        let mut again = Viewer::new();
        again.apply(ViewerCommand::Load {
            name: "saved.ron".into(),
            text: text.clone(),
        });
        assert!(!again.modified);
        assert_eq!(events_of(&again), events_of(&v));
        // Deleted: back to the record as it was.
        v.apply(ViewerCommand::Goto { hand: 0, step: 3 });
        v.apply(ViewerCommand::NoteDelete);
        assert_eq!(events_of(&v).len(), before);
        assert_eq!(v.step, 2);
        // A note emptied in its editor is deleted too.
        v.apply(ViewerCommand::NoteEdit);
        v.apply(ViewerCommand::NoteText(" ".into()));
        v.apply(ViewerCommand::NoteCommit);
        assert_eq!(events_of(&v).len(), before - 1);
        assert_eq!(v.step, 1);
        v.apply(ViewerCommand::NoteAdd);
        v.apply(ViewerCommand::NoteText(
            "South is waiting on 3s or 6s.".into(),
        ));
        v.apply(ViewerCommand::NoteCommit);
        assert_eq!(
            events_of(&v),
            loaded("zj-short-demo.ron").game.unwrap().record.hands[0].events
        );
        // Not a note: nothing to delete or edit.
        v.apply(ViewerCommand::Goto { hand: 0, step: 1 });
        v.apply(ViewerCommand::NoteDelete);
        v.apply(ViewerCommand::NoteEdit);
        assert!(v.editor.is_none());
        assert_eq!(events_of(&v).len(), before);
    }

    #[test]
    fn a_marked_discard_question_stops_the_quiz_and_is_graded_against_the_record() {
        let mut v = loaded("zj-short-demo.ron");
        let events = events_of(&v);
        let at = events
            .iter()
            .position(|e| matches!(e, Event::Discard(..)))
            .unwrap();
        let Event::Discard(seat, tile) = &events[at] else {
            panic!()
        };
        v.apply(ViewerCommand::Goto { hand: 0, step: at });
        assert!(v.can_ask(Ask::Discard) && !v.can_ask(Ask::Score));
        v.apply(ViewerCommand::MarkQuestion(Ask::Discard));
        assert_eq!(events_of(&v)[at], Event::Question(Ask::Discard));
        assert!(v.modified);
        // One question before a move.
        assert!(!v.can_ask(Ask::Discard));
        v.apply(ViewerCommand::MarkQuestion(Ask::Discard));
        assert_eq!(
            events_of(&v)
                .iter()
                .filter(|e| matches!(e, Event::Question(_)))
                .count(),
            1
        );
        // Only the marked question stops the quiz now.
        v.apply(ViewerCommand::SetQuiz(true));
        v.apply(ViewerCommand::Home);
        v.apply(ViewerCommand::End);
        let q = v.quiz.asking.clone().expect("a question");
        let d = q.discard.expect("a discard question");
        assert_eq!((q.hand, q.step), (0, at + 1));
        assert_eq!(d.seat, *seat);
        assert_eq!(d.recorded.to_string(), *tile);
        let wrong = tiles_of(&v.table().unwrap().seats[seat.index()].concealed)
            .into_iter()
            .find(|t| *t != d.recorded)
            .unwrap();
        v.apply(ViewerCommand::QuizDiscard(wrong));
        assert_eq!(v.quiz.asked, 1);
        assert_eq!(v.quiz.right, 0);
        assert_eq!(v.attempts.len(), 1);
        v.apply(ViewerCommand::QuizContinue);
        assert!(v.quiz.asking.is_none());
        assert!(matches!(v.shown_event(), Some(Event::Discard(..))));
        v.apply(ViewerCommand::End);
        assert!(
            v.quiz.asking.is_none(),
            "no other question: the win is not asked"
        );
        assert_eq!(v.flat(), v.total_positions() - 1);
        // The question is deleted like a note.
        v.apply(ViewerCommand::Goto {
            hand: 0,
            step: at + 1,
        });
        v.apply(ViewerCommand::NoteDelete);
        assert!(!events_of(&v).contains(&Event::Question(Ask::Discard)));
    }

    #[test]
    fn the_annotated_samples_stop_the_quiz_at_their_questions() {
        for name in [
            "annotated-zung-jung.ron",
            "annotated-hong-kong.ron",
            "annotated-singapore.ron",
            "annotated-sichuan.ron",
        ] {
            let mut v = loaded(name);
            let marked = v
                .game
                .as_ref()
                .unwrap()
                .record
                .hands
                .iter()
                .flat_map(|h| &h.events)
                .filter(|e| matches!(e, Event::Question(_)))
                .count();
            assert!((1..=2).contains(&marked), "{name}: {marked} questions");
            let notes = events_of(&v)
                .iter()
                .filter(|e| matches!(e, Event::Note(_)))
                .count();
            assert!((3..=6).contains(&notes), "{name}: {notes} notes");
            v.apply(ViewerCommand::SetQuiz(true));
            let mut stops = 0;
            for _ in 0..10 {
                v.apply(ViewerCommand::End);
                let Some(q) = v.quiz.asking.clone() else {
                    break;
                };
                stops += 1;
                match q.discard {
                    Some(d) => v.apply(ViewerCommand::QuizDiscard(d.recorded)),
                    None => answer(&mut v, true),
                }
                v.apply(ViewerCommand::QuizContinue);
            }
            assert_eq!(stops, marked, "{name}");
            assert_eq!(v.quiz.right, v.quiz.asked, "{name}");
        }
    }

    /// A results-only record of a simulated game.
    fn results_night(rules: &str, seed: u64, hands: usize) -> Viewer {
        let rules = crate::rules::RuleSettings::from_id(rules).expect("a system");
        let played = crate::sim::simulate(&rules, seed, hands).expect("a game");
        let record = crate::game::results_only(&played).expect("its results");
        let mut v = Viewer::new();
        v.apply(ViewerCommand::Load {
            name: "night.ron".into(),
            text: record.to_ron(),
        });
        assert!(v.error.is_none(), "{:?}", v.error);
        v
    }

    fn entries_of(v: &Viewer) -> Vec<ResultEntry> {
        v.game.as_ref().unwrap().record.hands[v.hand]
            .result
            .clone()
            .expect("a results-only hand")
    }

    #[test]
    fn a_results_only_hand_steps_through_its_entries_and_keeps_notes_among_them() {
        let mut v = results_night("hk-old-style", 7, 2);
        assert!(v.results_only());
        let before = entries_of(&v);
        assert_eq!(v.steps_in(0), before.len());
        assert!(v.table().is_none() && v.position_picture(false).is_none());
        // Every win is reached at its entry.
        let wins = v.game.as_ref().unwrap().replay.wins.clone();
        for w in &wins {
            v.apply(ViewerCommand::Goto {
                hand: w.hand_number - 1,
                step: w.step,
            });
            let entry = v.shown_step();
            assert!(
                matches!(
                    entry,
                    Some(Step::Result(ResultEntry::Win(_) | ResultEntry::Wins(_)))
                ),
                "{entry:?}"
            );
            assert_eq!(v.win_here().map(|h| h.player), Some(w.player));
        }
        // A note after the first entry, edited, then deleted.
        v.apply(ViewerCommand::Goto { hand: 0, step: 1 });
        v.apply(ViewerCommand::NoteAdd);
        v.apply(ViewerCommand::NoteText(" Paid at the table. ".into()));
        v.apply(ViewerCommand::NoteCommit);
        assert!(v.modified);
        assert_eq!((v.hand, v.step), (0, 2));
        assert_eq!(
            entries_of(&v)[1],
            ResultEntry::Note("Paid at the table.".into())
        );
        assert_eq!(
            v.shown_step().and_then(Step::note),
            Some("Paid at the table.")
        );
        assert!(!v.can_ask(Ask::Score) && !v.can_ask(Ask::Discard));
        // The wins moved one step on with it.
        let moved = v.game.as_ref().unwrap().replay.wins.clone();
        assert_eq!(moved.len(), wins.len());
        assert_eq!(
            moved[0].step,
            wins[0].step + usize::from(wins[0].hand_number == 1)
        );
        v.apply(ViewerCommand::NoteEdit);
        v.apply(ViewerCommand::NoteText("Paid in coins.".into()));
        v.apply(ViewerCommand::NoteCommit);
        assert_eq!(
            entries_of(&v)[1],
            ResultEntry::Note("Paid in coins.".into())
        );
        // Saved and read back as it is.
        let text = v.record_text().expect("text");
        let mut again = Viewer::new();
        again.apply(ViewerCommand::Load {
            name: "saved.ron".into(),
            text,
        });
        assert_eq!(entries_of(&again), entries_of(&v));
        v.apply(ViewerCommand::NoteDelete);
        assert_eq!(entries_of(&v), before);
        assert_eq!(v.step, 1);
        // Only a note is deleted.
        v.apply(ViewerCommand::NoteDelete);
        assert_eq!(entries_of(&v), before);
        // A note after the hand's last entry is kept too.
        v.apply(ViewerCommand::Goto {
            hand: 0,
            step: before.len(),
        });
        v.apply(ViewerCommand::NoteAdd);
        v.apply(ViewerCommand::NoteText("A long hand.".into()));
        v.apply(ViewerCommand::NoteCommit);
        assert_eq!(
            entries_of(&v).last(),
            Some(&ResultEntry::Note("A long hand.".into()))
        );
        assert_eq!(v.step, before.len() + 1);
    }

    #[test]
    fn the_quiz_asks_every_win_of_a_results_only_record_once() {
        for (rules, seed) in [("zung-jung", 3), ("sichuan", 23), ("singapore", 13)] {
            let mut v = results_night(rules, seed, 4);
            v.apply(ViewerCommand::SetQuiz(true));
            let wins = v.game.as_ref().map_or(0, |g| g.replay.wins.len());
            assert!(wins > 0, "{rules}");
            let mut stops = 0;
            for _ in 0..=wins {
                v.apply(ViewerCommand::End);
                if v.quiz.asking.is_none() {
                    break;
                }
                stops += 1;
                assert!(v.results_only());
                assert!(v.shown_win().is_none(), "{rules}: the sheet waits");
                answer(&mut v, true);
                assert!(v.shown_win().is_some());
                v.apply(ViewerCommand::QuizContinue);
            }
            let positions: std::collections::BTreeSet<(usize, usize)> = v
                .game
                .as_ref()
                .unwrap()
                .replay
                .wins
                .iter()
                .map(|w| (w.hand_number, w.step))
                .collect();
            assert_eq!(stops, positions.len(), "{rules}");
            assert_eq!(v.quiz.right as usize, wins, "{rules}");
            assert_eq!(v.flat(), v.total_positions() - 1, "{rules}: at the end");
        }
    }

    #[test]
    fn the_night_summary_follows_the_record_and_its_edits() {
        let mut v = results_night("singapore", 13, 4);
        let g = v.game.as_ref().unwrap();
        assert_eq!(g.night, NightSummary::of(&g.record, &g.replay));
        assert_eq!(g.night.hands, 4);
        v.apply(ViewerCommand::ShowPage(Page::Night));
        assert_eq!(v.page, Page::Night);
        v.apply(ViewerCommand::CsvExported(Ok("/tmp/x.csv".into())));
        // Another record: its own summary, the export's message gone, the page kept.
        v.apply(ViewerCommand::Load {
            name: SAMPLES[0].0.into(),
            text: SAMPLES[0].1.into(),
        });
        let g = v.game.as_ref().unwrap();
        assert_eq!(g.night, NightSummary::of(&g.record, &g.replay));
        assert_eq!(g.night.hands, g.record.hands.len());
        assert_eq!(v.csv_message, None);
        assert_eq!(v.page, Page::Night);
    }

    #[test]
    fn the_autosave_copy_sits_beside_the_file_or_in_the_data_folder() {
        let mut v = loaded("zj-short-demo.ron");
        assert_eq!(v.autosave_path(), None, "a sample without a data folder");
        v.autosave_dir = Some(PathBuf::from("/data/autosave"));
        assert_eq!(
            v.autosave_path(),
            Some(PathBuf::from("/data/autosave/zj-short-demo.ron.autosave"))
        );
        let text = SAMPLES[0].1.to_string();
        v.apply(ViewerCommand::Opened {
            path: "/club/game.ron".into(),
            text: Ok(text),
        });
        assert_eq!(
            v.autosave_path(),
            Some(PathBuf::from("/club/game.ron.autosave"))
        );
    }

    #[test]
    fn the_table_grows_with_the_window_and_stacks_when_narrow() {
        let small = TableLayout::for_area(egui::vec2(500.0, 450.0));
        assert!(small.stacked);
        let medium = TableLayout::for_area(egui::vec2(800.0, 650.0));
        let large = TableLayout::for_area(egui::vec2(1900.0, 1250.0));
        assert!(!medium.stacked && !large.stacked);
        assert!(large.tile_height(1100.0) > 1.8 * medium.tile_height(480.0));
        // Fourteen tiles always fit the seat's width when the window allows readable tiles.
        for width in [300.0, 480.0, 700.0, 1100.0] {
            let h = large.tile_height(width);
            assert!(
                14.0 * (h * ASPECT + 1.0) <= width || h == TableLayout::SMALLEST,
                "{width}: {h}"
            );
        }
        // Never smaller than readable, never absurd.
        for size in [egui::vec2(10.0, 10.0), egui::vec2(10_000.0, 10_000.0)] {
            let l = TableLayout::for_area(size);
            let h = l.tile_height(size.x);
            assert!((TableLayout::SMALLEST..=TableLayout::LARGEST).contains(&h));
        }
    }
}
