//! The recorder: a game at a real table written down as it is played, hand by hand, as
//! results-only hands (`docs/formats.md`). The winning hand is entered with the calculator's
//! hand editor, the engine settles every entry at once (the sheet and the payments show before
//! the entry is added), the deal passes by the system's rule ([`crate::game::rotation`]) unless
//! the table overrides it with a reason, and the record is written after every entry,
//! atomically, to `recorder/current.ron` in the app's data folder (and to the user's file once
//! saved as one), so that a crash loses nothing.
//!
//! State changes only through [`RecorderCommand`] in its `apply` (the screen contract); the
//! files are written by the effects it returns (`effects_of`), run by the app.

pub mod move_entry;
pub mod ui;

use crate::app::Command;
use crate::app::context::Ctx;
use crate::app::effect::{Effect, Reply};
use crate::app::screens::Screen;
use crate::app::screens::recorder::move_entry::{MoveEntryCommand, MoveEntryPanel};
use crate::app::widgets::hand_editor::{CalcCommand, Calculator};
use crate::formats::MeldSpec;
use crate::formats::game_record::{
    BonusEntry, Event, GameRecord, HandRecord, Header, KongEntry, Penalty, ResultEntry, ResultWin,
    UNSEEN,
};
use crate::formats::settlement::EndHandSpec;
use crate::game::rotation::{Position, Rotation};
use crate::game::{Disagreement, GameProblem, LedgerEntry, Replay, Snapshots, WinResult};
use crate::hand::{Meld, MeldKind};
use crate::i18n::Said;
use crate::i18n::{Localized as _, Message};
use crate::rules::house::HouseRules;
use crate::rules::{RuleId, RuleSettings};
use crate::tiles::{Suit, Wind, format_tiles, in_suit, parse_hand_notation, parse_tile};
use std::path::PathBuf;

pub use crate::recording::{
    CURRENT, CURRENT_FILE, DRAFT, FOLDER, Found, WinDraft, date_of_unix, date_typed,
    hand_in_progress, position_after, today,
};

/// The new game's form.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The rule system (its options are the house's).
    pub system: RuleId,
    pub players: [String; 4],
    pub date: String,
    pub event: String,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            system: RuleId::ZungJung,
            players: Default::default(),
            date: today(),
            event: String::new(),
        }
    }
}

/// The kind of kong a Kong entry declares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum KongKind {
    #[default]
    Concealed,
    Exposed,
    Added,
}

impl KongKind {
    pub const ALL: [KongKind; 3] = [KongKind::Concealed, KongKind::Exposed, KongKind::Added];

    fn meld(self) -> MeldKind {
        match self {
            KongKind::Concealed => MeldKind::ConcealedKong,
            KongKind::Exposed => MeldKind::ExposedKong,
            KongKind::Added => MeldKind::AddedKong,
        }
    }

    /// The message id of its name.
    pub fn key(self) -> &'static str {
        match self {
            KongKind::Concealed => "calc-meld-concealed-kong",
            KongKind::Exposed => "calc-meld-kong",
            KongKind::Added => "calc-meld-added-kong",
        }
    }
}

/// A kong of any player, being entered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KongForm {
    pub seat: Wind,
    pub kind: KongKind,
    /// The kong's tile in notation (`5m`).
    pub tile: String,
    /// Whose discard an exposed or added kong came from.
    pub from: Option<Wind>,
}

/// Bonus tiles a player set aside, being entered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BonusForm {
    pub seat: Wind,
    /// The tiles in notation (`F1 S2`).
    pub tiles: String,
    /// They were in the dealt hand.
    pub dealt: bool,
}

/// A penalty being entered: who pays, how much, why.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PenaltyForm {
    pub seat: Wind,
    /// The amount as typed.
    pub amount: String,
    pub reason: String,
}

/// How the hand being entered is written down.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HandKind {
    /// The score sheet's way: the winner's hand, kongs, bonus tiles, a drawn hand.
    #[default]
    Results,
    /// Every draw, discard, claim and kong, to be replayed move by move.
    Moves,
    /// Move by move as one player saw it: his tiles and draws, and what the others did in
    /// the open (a record seen from one seat, which reviews his play).
    MySeat,
}

impl HandKind {
    pub const ALL: [HandKind; 3] = [HandKind::Results, HandKind::Moves, HandKind::MySeat];

    /// The message id of its name.
    pub fn key(self) -> &'static str {
        match self {
            HandKind::Results => "recorder-kind-results",
            HandKind::Moves => "recorder-kind-moves",
            HandKind::MySeat => "recorder-kind-my-seat",
        }
    }
}

/// The seats and wind the table chose against the rotation, with its reason.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatOverride {
    /// The player (index into the header's players) in each seat, East first.
    pub seats: [u8; 4],
    pub prevailing: Wind,
    pub reason: String,
}

/// The hand being entered: the entries not yet added, each form's fields.
#[derive(Default)]
pub struct HandForm {
    /// The seat of the winner being entered.
    pub winner: Option<Wind>,
    /// The winning hand, in the calculator's editor.
    pub editor: Calculator,
    /// The score the table wrote for the win (optional).
    pub written: String,
    /// Sichuan: the win is on the same discard as the win entered just before.
    pub same_discard: bool,
    pub kong: KongForm,
    pub bonus: BonusForm,
    pub penalty: PenaltyForm,
    /// Sichuan's wall's end: each seat's hand in notation, and its missing suit (`None`: the
    /// suit the hand lacks).
    pub wall_end: [String; 4],
    pub wall_end_suit: [Option<Suit>; 4],
    /// The override being written, when the dialog is open.
    pub seat_override: Option<SeatOverride>,
}

/// What the engine makes of the win being entered, before it is added.
#[derive(Clone, Debug, Default)]
pub struct Preview {
    /// The win as settled (its sheet is made when drawn, in the reader's language).
    pub win: Option<WinResult>,
    /// The payments the win makes.
    pub ledger: Vec<LedgerEntry>,
    /// Why the engine refuses it.
    pub error: Option<Said>,
}

/// A recording in progress.
pub struct Game {
    /// The header and the hands added so far (each ended).
    pub record: GameRecord,
    /// Each added hand's result per player (index into the players), in order.
    pub per_hand: Vec<[i64; 4]>,
    /// The added hands' wins whose written score the rules do not give.
    pub disagreements: Vec<Disagreement>,
    /// The hand (1-based) the last command ended and added, shown with an Undo until the
    /// next change.
    pub ended: Option<usize>,
    /// Where the table stands for the hand being entered.
    pub position: Position,
    /// The hand being entered: its seats, wind and the entries added to it so far (for a
    /// hand entered move by move, only the override's note: the moves are in `moves`).
    pub draft: HandRecord,
    /// The hand being entered move by move, when the table chose to (else results only).
    pub moves: Option<MoveEntryPanel>,
    /// The wins and payments of the draft's entries so far.
    pub draft_replay: Replay,
    pub form: HandForm,
    pub preview: Preview,
    /// Why the last entry was refused (engine or form), in words.
    pub entry_error: Option<Said>,
    /// The user's file (after Save as…), written by every autosave too.
    pub file: Option<PathBuf>,
}

/// File work a command asks for, made into effects by [`Recorder::effects_of`].
#[derive(Clone, Debug, PartialEq)]
enum Io {
    /// Write the recording (autosave, and the user's file when there is one).
    Autosave,
    /// Write the recording to this file from now on.
    SaveTo(PathBuf),
    /// Keep the recording aside as finished (`recorder/finished-….ron`): no offer to continue.
    Retire,
    /// Write the win being typed beside the recording (or remove it when there is none).
    SaveDraft,
    /// Note beside the recording the user's file it is written to (`current.file`).
    Note(PathBuf),
    /// Remove that note (the recording was kept aside).
    Unnote,
}

/// The recorder screen's state. Changed only through [`RecorderCommand`].
#[derive(Default)]
pub struct Recorder {
    pub setup: Setup,
    /// Why the new game cannot start (message id).
    pub setup_error: Option<&'static str>,
    pub game: Option<Game>,
    /// An unfinished recording found at start, offered to continue.
    pub found: Option<Found>,
    /// The app's data folder; `None` keeps everything in memory (nothing is written).
    pub data_dir: Option<PathBuf>,
    /// What the last save said: (success, the message, translated when drawn).
    pub message: Option<(bool, Message)>,
    /// The win being typed as last written beside the recording: an unchanged one is not
    /// written again (each write is synced to disk).
    saved_draft: Option<WinDraft>,
}

/// Every change to the recorder.
#[derive(Clone, Debug, PartialEq)]
pub enum RecorderCommand {
    SetSystem(RuleId),
    SetPlayer(usize, String),
    SetDate(String),
    SetEvent(String),
    /// Starts recording the game of the form (four names needed).
    Start,
    /// Continues the unfinished recording found at start.
    ContinueFound,
    /// Keeps the unfinished recording found aside (as finished) and shows the form.
    SetFoundAside,
    /// Ends the recording: it is kept aside as finished; the form shows again.
    Finish,
    SetWinner(Option<Wind>),
    /// A change to the winning hand (the calculator's editor).
    Hand(CalcCommand),
    SetWritten(String),
    SetSameDiscard(bool),
    /// Adds the win being entered.
    AddWin,
    /// The hand ended with no winner.
    Drawn,
    SetKong(KongForm),
    AddKong,
    SetBonus(BonusForm),
    AddBonus,
    SetPenalty(PenaltyForm),
    /// Adds the penalty being entered (between two moves of a hand entered move by move).
    AddPenalty,
    /// Writes the hand being entered as results only or move by move (only while nothing
    /// of it is entered).
    SetHandKind(HandKind),
    /// A change to the hand entered move by move (the move entry panel).
    Moves(MoveEntryCommand),
    /// Adds the hand entered move by move, once it has ended.
    AddPlayedHand,
    SetWallEnd(usize, String),
    SetWallEndSuit(usize, Option<Suit>),
    /// Sichuan: the wall ran out; the hands of the seats still in are settled.
    AddWallEnd,
    /// Takes back the last entry (of the hand being entered, else of the hand before).
    UndoEntry,
    /// Opens the seats override with the rotation's seats.
    OpenOverride,
    SetOverride(SeatOverride),
    ApplyOverride,
    CancelOverride,
    /// Asks where to save the recording (run by the app's file commands, `app/files.rs`).
    SaveAsDialog,
    /// Saves the recording to this file, and autosaves there from now on.
    SaveTo(PathBuf),
    /// Asks the app to open the recording in the viewer.
    OpenInViewer,
    /// Adds the game to the season open on the Season screen, which is shown.
    AddToSeason,
    /// The recording written after a change (autosave, the user's file), or why not.
    Autosaved(Result<(), Message>),
    /// The recording written to the file chosen by Save as…, or why not.
    SavedTo {
        path: PathBuf,
        result: Result<(), Message>,
    },
    /// The recording kept aside as finished (or why not): its note of the user's file goes.
    Retired(Result<(), Message>),
}

impl Recorder {
    /// A recorder whose files live in `data_dir` (the app's data folder; `None` keeps
    /// everything in memory), offering to continue the unfinished recording `found` there
    /// (read by the app: [`crate::app::autosave::recording_in`]).
    pub fn with_found(data_dir: Option<PathBuf>, found: Option<Found>) -> Recorder {
        Recorder {
            data_dir,
            found,
            ..Recorder::default()
        }
    }

    /// The rules of the form's system, with the house's options.
    pub fn setup_rules(&self, house: &HouseRules) -> RuleSettings {
        house.system(self.setup.system)
    }

    /// Changes the state for `command`: the file work it asks for.
    fn change(&mut self, command: RecorderCommand, ctx: &Ctx) -> Vec<Io> {
        let mut io = Vec::new();
        match command {
            RecorderCommand::SetSystem(s) => self.setup.system = s,
            RecorderCommand::SetPlayer(i, name) => {
                if let Some(p) = self.setup.players.get_mut(i) {
                    *p = name;
                }
            }
            RecorderCommand::SetDate(d) => self.setup.date = d,
            RecorderCommand::SetEvent(e) => self.setup.event = e,
            RecorderCommand::Start => {
                if self.setup.players.iter().any(|p| p.trim().is_empty()) {
                    self.setup_error = Some("recorder-need-players");
                    return io;
                }
                let date = match self.setup.date.trim() {
                    "" => None,
                    typed => match date_typed(typed) {
                        Some(iso) => Some(iso),
                        None => {
                            self.setup_error = Some("recorder-bad-date");
                            return io;
                        }
                    },
                };
                self.setup_error = None;
                if self.found.take().is_some() {
                    io.push(Io::Retire);
                }
                let optional = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
                let record = GameRecord {
                    header: Header {
                        rules: self.setup_rules(ctx.house_rules),
                        players: self
                            .setup
                            .players
                            .iter()
                            .map(|p| p.trim().to_string())
                            .collect(),
                        date,
                        event: optional(&self.setup.event),
                        seen_from: None,
                    },
                    hands: Vec::new(),
                };
                self.game = Some(Game::new(record, None));
                self.message = None;
                io.push(Io::Autosave);
                io.push(Io::SaveDraft);
            }
            RecorderCommand::ContinueFound => {
                if let Some(found) = self.found.take() {
                    let mut game = Game::resume(found.record, found.file);
                    if let Some(draft) = found.draft {
                        game.restore_draft(draft);
                    }
                    self.game = Some(game);
                }
            }
            RecorderCommand::SetFoundAside => {
                if self.found.take().is_some() {
                    io.push(Io::Retire);
                }
            }
            RecorderCommand::Finish => {
                if self.game.take().is_some() {
                    io.push(Io::Retire);
                    self.setup.players = Default::default();
                    self.setup.event.clear();
                    self.setup.date = today();
                }
            }
            RecorderCommand::SaveTo(path) => {
                if self.game.is_some() {
                    io.push(Io::SaveTo(path));
                }
            }
            RecorderCommand::Autosaved(result) => {
                if let Err(e) = result {
                    self.message = Some((false, e));
                }
            }
            RecorderCommand::SavedTo { path, result } => match result {
                Ok(()) => {
                    let saved = Message::new("recorder-saved").text("path", path.display());
                    self.message = Some((true, saved));
                    if let Some(g) = &mut self.game {
                        g.file = Some(path.clone());
                    }
                    // Noted beside the autosave, so that a restart goes on writing there.
                    if self.current_path().is_some() {
                        io.push(Io::Note(path));
                    }
                }
                Err(e) => self.message = Some((false, e)),
            },
            RecorderCommand::Retired(result) => {
                if result.is_ok() {
                    io.push(Io::Unnote);
                }
            }
            RecorderCommand::SaveAsDialog
            | RecorderCommand::OpenInViewer
            | RecorderCommand::AddToSeason => {}
            other => {
                let Some(game) = &mut self.game else {
                    return io;
                };
                if game.apply(other) {
                    io.push(Io::Autosave);
                }
                io.push(Io::SaveDraft);
            }
        }
        io
    }

    /// The recording as the text of a game record (the canonical writer's), the hand being
    /// entered included when it has entries or its own seats.
    pub fn record_text(&self) -> Option<String> {
        self.game
            .as_ref()
            .map(|g| g.record_with_draft().to_ron() + "\n")
    }

    /// The hands added so far (each ended) as a game record's text: what the viewer opens.
    pub fn finished_text(&self) -> Option<String> {
        self.game.as_ref().map(|g| g.record.to_ron() + "\n")
    }

    /// The name the viewer shows for the recording: its file's name, else the event the user
    /// typed, else [`crate::recording::UNTITLED`] (shown in the reader's language when drawn).
    pub fn record_name(&self) -> String {
        let game = self.game.as_ref();
        let file = game
            .and_then(|g| g.file.as_ref())
            .and_then(|f| f.file_name())
            .map(|n| n.to_string_lossy().into_owned());
        let event = game.and_then(|g| g.record.header.event.clone());
        file.or(event)
            .unwrap_or_else(|| crate::recording::UNTITLED.to_string())
    }

    /// The autosave file, when the recorder has a data folder.
    pub fn current_path(&self) -> Option<PathBuf> {
        self.data_dir.as_ref().map(|d| d.join(FOLDER).join(CURRENT))
    }
}

impl Game {
    fn new(record: GameRecord, file: Option<PathBuf>) -> Game {
        let mut game = Game {
            record,
            per_hand: Vec::new(),
            disagreements: Vec::new(),
            ended: None,
            position: Position::default(),
            draft: HandRecord {
                prevailing_wind: Wind::East,
                seats: vec![0, 1, 2, 3],
                dealer: Wind::East,
                dice: None,
                deal: Vec::new(),
                events: Vec::new(),
                result: Some(Vec::new()),
            },
            moves: None,
            draft_replay: Replay::default(),
            form: HandForm::default(),
            preview: Preview::default(),
            entry_error: None,
            file,
        };
        game.form.editor.edit(CalcCommand::Clear);
        game.settle_hands();
        game.next_hand();
        game
    }

    /// A recording read back: its last hand, when it has not ended, is the hand being entered.
    /// A hand played move by move is read back into the move entry, its deal and moves as
    /// they were (its deal still being typed, or not yet valid, included).
    fn resume(mut record: GameRecord, file: Option<PathBuf>) -> Game {
        let draft = if hand_in_progress(&record) {
            record.hands.pop()
        } else {
            None
        };
        let mut game = Game::new(record, file);
        match draft {
            Some(hand) if hand.result.is_none() => game.resume_played(hand),
            Some(draft) => {
                game.draft = draft;
                game.settle_draft();
            }
            None => {}
        }
        game.preview();
        game
    }

    /// Takes up a hand played move by move as the hand being entered: its leading notes (an
    /// override's reason) as the draft's entries, its deal and moves in the move entry.
    fn resume_played(&mut self, mut hand: HandRecord) {
        let notes = hand
            .events
            .iter()
            .take_while(|e| matches!(e, Event::Note(_)))
            .count();
        let entries = hand
            .events
            .drain(..notes)
            .filter_map(|e| match e {
                Event::Note(n) => Some(ResultEntry::Note(n)),
                _ => None,
            })
            .collect();
        self.draft.seats.clone_from(&hand.seats);
        self.draft.prevailing_wind = hand.prevailing_wind;
        self.draft.result = Some(entries);
        let mut panel = self.new_panel();
        if hand.deal.iter().any(|d| d == UNSEEN) {
            // A hand from one seat: the player whose dealt tiles are written.
            let seen = hand.deal.iter().position(|d| d != UNSEEN);
            let player = seen.and_then(|i| hand.seats.get(i).copied()).unwrap_or(0);
            panel = self.one_seat_panel(player);
        }
        if hand.events.is_empty() {
            for (d, text) in panel.deal.iter_mut().zip(&hand.deal) {
                if text != UNSEEN {
                    d.clone_from(text);
                }
            }
        } else {
            panel.resume(&hand);
        }
        self.moves = Some(panel);
        self.settle_draft();
    }

    /// A move entry for the hand being entered, with its number, wind and seats.
    fn new_panel(&self) -> MoveEntryPanel {
        let players = &self.record.header.players;
        let names = std::array::from_fn(|i| players.get(i).cloned().unwrap_or_default());
        let seats = std::array::from_fn(|i| self.player_in(Wind::ALL[i]) as u8);
        MoveEntryPanel::new(
            self.rules().clone(),
            self.record.hands.len() + 1,
            self.draft.prevailing_wind,
            seats,
            names,
        )
    }

    /// How the hand being entered is written down.
    pub fn kind(&self) -> HandKind {
        match &self.moves {
            Some(panel) if panel.seen_from.is_some() => HandKind::MySeat,
            Some(_) => HandKind::Moves,
            None => HandKind::Results,
        }
    }

    /// The player a record from one seat is seen from (index into the players), once a hand
    /// of it is added.
    fn seen_from_player(&self) -> Option<u8> {
        let name = self.record.header.seen_from.as_ref()?;
        let i = self.record.header.players.iter().position(|p| p == name)?;
        u8::try_from(i).ok()
    }

    /// A move entry seen from `player`'s seat (fixed once the record is seen from him).
    fn one_seat_panel(&self, player: u8) -> MoveEntryPanel {
        let mut panel = self.new_panel();
        panel.seen_from = Some(self.seen_from_player().unwrap_or(player));
        panel.seen_from_fixed = self.seen_from_player().is_some();
        panel
    }

    /// The hand entered move by move as it stands: the override's note first, then the
    /// deal and the moves; `None` for a results-only hand.
    pub fn played_hand(&self) -> Option<HandRecord> {
        let panel = self.moves.as_ref()?;
        let mut hand = panel.hand();
        let notes = self.entries().iter().filter_map(|e| match e {
            ResultEntry::Note(n) => Some(Event::Note(n.clone())),
            _ => None,
        });
        hand.events.splice(0..0, notes);
        hand.seats.clone_from(&self.draft.seats);
        hand.prevailing_wind = self.draft.prevailing_wind;
        hand.result = None;
        Some(hand)
    }

    /// Nothing of the hand being entered move by move is typed: no deal, no moves.
    fn moves_blank(&self) -> bool {
        self.moves
            .as_ref()
            .is_none_or(|p| p.entry.is_none() && p.deal.iter().all(|d| d.trim().is_empty()))
    }

    /// The rules of the game.
    pub fn rules(&self) -> &RuleSettings {
        &self.record.header.rules
    }

    pub fn sichuan(&self) -> bool {
        matches!(self.rules(), RuleSettings::Sichuan(_))
    }

    /// The draft's entries.
    pub fn entries(&self) -> &[ResultEntry] {
        self.draft.result.as_deref().unwrap_or(&[])
    }

    /// The player (index) in a seat of the hand being entered.
    pub fn player_in(&self, seat: Wind) -> usize {
        self.draft
            .seats
            .get(seat.index())
            .map_or(seat.index(), |&p| p as usize)
    }

    /// Each seat's player's name in the hand being entered, East first.
    pub fn seat_names(&self) -> [String; 4] {
        Wind::ALL.map(|w| {
            self.record
                .header
                .players
                .get(self.player_in(w))
                .cloned()
                .unwrap_or_default()
        })
    }

    /// The seats that have won in the hand being entered (Sichuan's players out).
    pub fn out(&self) -> Vec<Wind> {
        self.draft_replay.wins.iter().map(|w| w.seat).collect()
    }

    /// The record with the hand being entered as its last hand, when it has anything.
    pub fn record_with_draft(&self) -> GameRecord {
        let mut record = self.record.clone();
        let overridden = self.draft.seats.as_slice() != self.position.seats.as_slice()
            || self.draft.prevailing_wind != self.position.prevailing(self.rotation());
        let something = !self.entries().is_empty() || overridden;
        match self.played_hand() {
            Some(hand) if something || !self.moves_blank() => record.hands.push(hand),
            Some(_) => {}
            None if something => record.hands.push(self.draft.clone()),
            None => {}
        }
        record
    }

    fn rotation(&self) -> Rotation {
        Rotation::of(self.rules())
    }

    /// The hands added so far replayed: each hand's result per player.
    fn settle_hands(&mut self) {
        self.per_hand = vec![[0; 4]; self.record.hands.len()];
        self.disagreements.clear();
        if let Ok(replay) = crate::game::replay_keeping(&self.record, Snapshots::None) {
            self.disagreements = replay.disagreements();
            for e in &replay.ledger {
                let Some(row) = self.per_hand.get_mut(e.hand.saturating_sub(1)) else {
                    continue;
                };
                if let Some(from) = e.from {
                    row[from] -= e.amount as i64;
                }
                if let Some(to) = e.to {
                    row[to] += e.amount as i64;
                }
            }
        }
    }

    /// The balance of each player over the hands added so far.
    pub fn balances(&self) -> [i64; 4] {
        let mut total = [0; 4];
        for row in &self.per_hand {
            for (t, v) in total.iter_mut().zip(row) {
                *t += v;
            }
        }
        total
    }

    /// Starts the next hand where the rotation puts the table.
    fn next_hand(&mut self) {
        self.position = position_after(self.rules(), &self.record.hands);
        let rotation = self.rotation();
        self.draft = HandRecord {
            prevailing_wind: self.position.prevailing(rotation),
            seats: self.position.seats.to_vec(),
            dealer: Wind::East,
            dice: None,
            deal: Vec::new(),
            events: Vec::new(),
            result: Some(Vec::new()),
        };
        self.draft_replay = Replay::default();
        self.reset_win_form();
        self.form.wall_end = Default::default();
        self.form.wall_end_suit = [None; 4];
        self.form.seat_override = None;
    }

    fn reset_win_form(&mut self) {
        self.form.winner = None;
        self.form.written.clear();
        self.form.same_discard = false;
        self.form.editor.edit(CalcCommand::Clear);
        self.form
            .editor
            .edit(CalcCommand::SetRound(self.draft.prevailing_wind));
    }

    /// Settles a hand with these entries: `Ok(true)` when they end it, `Ok(false)` when it
    /// goes on; the wins and payments in `out`.
    fn settle(&self, entries: Vec<ResultEntry>, out: &mut Replay) -> Result<bool, GameProblem> {
        let hand = HandRecord {
            result: Some(entries),
            ..self.draft.clone()
        };
        let number = self.record.hands.len() + 1;
        match crate::game::replay_next_hand(self.rules(), number, &hand, out) {
            Ok(()) => Ok(true),
            Err(e) if e.unfinished => Ok(false),
            Err(e) => Err(e.problem),
        }
    }

    /// The draft's entries settled again (after it was read back or an entry undone); a
    /// hand entered move by move, its moves so far.
    fn settle_draft(&mut self) {
        if let Some(hand) = self.played_hand() {
            let number = self.record.hands.len() + 1;
            self.draft_replay = crate::game::hand_so_far(self.rules(), number, &hand)
                .map(|(_, out)| out)
                .unwrap_or_default();
            return;
        }
        let mut out = Replay::default();
        let _ = self.settle(self.entries().to_vec(), &mut out);
        self.draft_replay = out;
    }

    /// The draft's entries with the win being entered: a new entry, or on Sichuan's same
    /// discard, one more winner of the last entry.
    fn with_win(&self, win: ResultWin) -> Vec<ResultEntry> {
        let mut entries = self.entries().to_vec();
        if self.form.same_discard {
            match entries.pop() {
                Some(ResultEntry::Win(first)) => {
                    entries.push(ResultEntry::Wins(vec![first, win]));
                }
                Some(ResultEntry::Wins(mut ws)) => {
                    ws.push(win);
                    entries.push(ResultEntry::Wins(ws));
                }
                Some(other) => {
                    entries.push(other);
                    entries.push(ResultEntry::Win(win));
                }
                None => entries.push(ResultEntry::Win(win)),
            }
        } else {
            entries.push(ResultEntry::Win(win));
        }
        entries
    }

    /// The win being entered, as a results-only hand writes it; `None` while there is no
    /// winner or the editor's hand is not complete.
    fn candidate(&self) -> Option<ResultWin> {
        let seat = self.form.winner?;
        let editor = &self.form.editor;
        if editor.hand_error.is_some() || editor.notation_error.is_some() || editor.tiles.is_empty()
        {
            return None;
        }
        let mut file = editor.to_file();
        file.seat_wind = seat;
        file.prevailing_wind = self.draft.prevailing_wind;
        if self.sichuan() && file.missing_suit.is_none() {
            file.missing_suit = Some(editor.missing_suit());
        }
        let written = self.form.written.trim().parse::<u32>().ok();
        Some(ResultWin::of_hand_file(&file, written))
    }

    /// What the engine makes of the win being entered.
    /// The win being typed, as kept beside the recording.
    pub fn win_draft(&self) -> WinDraft {
        let editor = &self.form.editor;
        let typed =
            !(editor.tiles.is_empty() && editor.melds.is_empty() && editor.bonus.is_empty());
        WinDraft {
            winner: self.form.winner,
            hand: typed.then(|| editor.to_file()),
            written: self.form.written.clone(),
        }
    }

    /// Puts a win that was being typed back into the hand form.
    fn restore_draft(&mut self, draft: WinDraft) {
        self.form.winner = draft.winner;
        if let Some(hand) = draft.hand {
            self.form.editor.edit(CalcCommand::LoadText(hand.to_ron()));
        }
        self.form.written = draft.written;
        self.preview();
    }

    fn preview(&mut self) {
        self.preview = Preview::default();
        if self.moves.is_some() {
            // Move by move: the last win of the moves so far, with its payments.
            if let Some(w) = self.draft_replay.wins.last() {
                let step = w.step;
                self.preview.win = Some(w.clone());
                self.preview.ledger = (self.draft_replay.ledger.iter())
                    .filter(|e| e.step == step)
                    .cloned()
                    .collect();
            }
            return;
        }
        let Some(win) = self.candidate() else { return };
        let entries = self.with_win(win);
        let step = entries.len();
        let mut out = Replay::default();
        match self.settle(entries, &mut out) {
            Ok(_) => {
                let win = out.wins.into_iter().rfind(|w| w.step == step);
                self.preview.win = win;
                self.preview.ledger = out.ledger.into_iter().filter(|e| e.step == step).collect();
            }
            Err(problem) => self.preview.error = Some(Said::of(&self.error_at(problem, step))),
        }
    }

    /// An engine problem with an entry, placed at the hand and entry.
    fn error_at(&self, problem: GameProblem, step: usize) -> crate::game::GameError {
        crate::game::GameError {
            hand: self.record.hands.len() + 1,
            step,
            problem,
            unfinished: false,
        }
    }

    /// Adds entries to the draft when the engine takes them (else says why); a hand they end
    /// is added to the game. Whether anything changed.
    fn add(&mut self, entries: Vec<ResultEntry>) -> bool {
        let step = entries.len();
        let mut out = Replay::default();
        match self.settle(entries.clone(), &mut out) {
            Ok(ended) => {
                self.entry_error = None;
                self.draft.result = Some(entries);
                self.draft_replay = out;
                if ended {
                    self.record.hands.push(self.draft.clone());
                    self.settle_hands();
                    self.next_hand();
                }
                true
            }
            Err(problem) => {
                self.entry_error = Some(Said::of(&self.error_at(problem, step)));
                false
            }
        }
    }

    /// Applies a command of the hand being entered; whether the record changed. A hand it
    /// ends is kept in [`Game::ended`] (for its Undo) until the next change.
    fn apply(&mut self, command: RecorderCommand) -> bool {
        let before = self.record.hands.len();
        let starts = matches!(
            command,
            RecorderCommand::SetWinner(Some(_)) | RecorderCommand::SetHandKind(_)
        );
        let changed = self.apply_form(command);
        if self.record.hands.len() > before {
            self.ended = Some(self.record.hands.len());
        } else if changed || starts {
            self.ended = None;
        }
        if self.moves.is_some() {
            self.settle_draft();
        }
        self.preview();
        changed
    }

    /// A change to the hand entered move by move; whether the record changed (the deal, the
    /// moves: everything but the line being typed).
    fn apply_moves(&mut self, command: MoveEntryCommand) -> bool {
        let Some(panel) = &mut self.moves else {
            return false;
        };
        let changed = !matches!(
            command,
            MoveEntryCommand::EditLine(_) | MoveEntryCommand::Complete
        );
        panel.apply(command);
        self.entry_error = None;
        changed
    }

    /// Writes the hand being entered the other way, while nothing of it is entered (an
    /// override's note goes along).
    fn set_kind(&mut self, kind: HandKind) -> bool {
        if kind == self.kind() {
            return false;
        }
        let only_notes = self
            .entries()
            .iter()
            .all(|e| matches!(e, ResultEntry::Note(_)));
        if !only_notes || !self.moves_blank() {
            self.entry_error = Some(Said::id("recorder-kind-too-late"));
            return false;
        }
        self.entry_error = None;
        self.moves = match kind {
            HandKind::Moves => Some(self.new_panel()),
            HandKind::MySeat => Some(self.one_seat_panel(0)),
            HandKind::Results => None,
        };
        self.reset_win_form();
        true
    }

    /// Adds the hand entered move by move once it has ended; the next hand is entered move
    /// by move too.
    fn add_played(&mut self) -> bool {
        let finished = self.moves.as_ref().and_then(MoveEntryPanel::finished);
        let (Some(_), Some(hand)) = (finished, self.played_hand()) else {
            self.entry_error = Some(Said::id("recorder-moves-not-ended"));
            return false;
        };
        let mut out = Replay::default();
        let number = self.record.hands.len() + 1;
        if let Err(e) = crate::game::replay_next_hand(self.rules(), number, &hand, &mut out) {
            self.entry_error = Some(Said::of(&e));
            return false;
        }
        self.entry_error = None;
        let seen_from = self.moves.as_ref().and_then(|p| p.seen_from);
        if let Some(player) = seen_from
            && hand.deal.iter().any(|d| d == UNSEEN)
        {
            let name = self.record.header.players.get(usize::from(player)).cloned();
            self.record.header.seen_from = name;
        }
        self.record.hands.push(hand);
        self.settle_hands();
        self.next_hand();
        self.moves = Some(match seen_from {
            Some(player) => self.one_seat_panel(player),
            None => self.new_panel(),
        });
        true
    }

    /// Adds the penalty being entered: a results-only entry, or between two moves.
    fn add_penalty(&mut self) -> bool {
        let form = self.form.penalty.clone();
        let range = Penalty::AMOUNT;
        let amount = match form.amount.trim().parse::<u32>() {
            Ok(a) if range.contains(a) => a,
            _ => {
                self.entry_error = Some(Said::msg(
                    Message::new("recorder-penalty-bad-amount")
                        .int("min", range.min)
                        .int("max", range.max),
                ));
                return false;
            }
        };
        let penalty = Penalty {
            seat: form.seat,
            amount,
            reason: form.reason.trim().to_string(),
        };
        let added = match &mut self.moves {
            Some(panel) => {
                let Some(entry) = &mut panel.entry else {
                    self.entry_error = Some(Said::id("recorder-penalty-before-deal"));
                    return false;
                };
                match entry.push(Event::Penalty(penalty)) {
                    Ok(()) => true,
                    Err(e) => {
                        self.entry_error = Some(Said::of(&e));
                        false
                    }
                }
            }
            None => {
                let mut entries = self.entries().to_vec();
                entries.push(ResultEntry::Penalty(penalty));
                self.add(entries)
            }
        };
        if added {
            self.entry_error = None;
            self.form.penalty.amount.clear();
            self.form.penalty.reason.clear();
        }
        added
    }

    fn apply_form(&mut self, command: RecorderCommand) -> bool {
        let form = &mut self.form;
        match command {
            RecorderCommand::SetWinner(w) => {
                form.winner = w;
                if let Some(w) = w {
                    form.editor.edit(CalcCommand::SetSeat(w));
                }
            }
            RecorderCommand::Hand(c) => {
                // The recorder's editor opens and saves no hand file: it asks for nothing.
                form.editor.edit(c);
            }
            RecorderCommand::SetWritten(s) => form.written = s,
            RecorderCommand::SetSameDiscard(on) => form.same_discard = on,
            RecorderCommand::SetKong(k) => form.kong = k,
            RecorderCommand::SetBonus(b) => form.bonus = b,
            RecorderCommand::SetPenalty(p) => form.penalty = p,
            RecorderCommand::AddPenalty => return self.add_penalty(),
            RecorderCommand::SetHandKind(kind) => return self.set_kind(kind),
            RecorderCommand::Moves(c) => return self.apply_moves(c),
            RecorderCommand::AddPlayedHand => return self.add_played(),
            RecorderCommand::SetWallEnd(i, text) => {
                if let Some(t) = form.wall_end.get_mut(i) {
                    *t = text;
                }
            }
            RecorderCommand::SetWallEndSuit(i, suit) => {
                if let Some(s) = form.wall_end_suit.get_mut(i) {
                    *s = suit;
                }
            }
            RecorderCommand::OpenOverride => {
                form.seat_override = Some(SeatOverride {
                    seats: self.position.seats,
                    prevailing: self.draft.prevailing_wind,
                    reason: String::new(),
                });
            }
            RecorderCommand::SetOverride(o) => form.seat_override = Some(o),
            RecorderCommand::CancelOverride => form.seat_override = None,
            RecorderCommand::ApplyOverride => return self.apply_override(),
            RecorderCommand::AddWin => {
                let Some(win) = self.candidate() else {
                    self.entry_error = Some(Said::id("recorder-win-incomplete"));
                    return false;
                };
                let entries = self.with_win(win);
                if self.add(entries) {
                    self.reset_win_form();
                    return true;
                }
            }
            RecorderCommand::Drawn => {
                let mut entries = self.entries().to_vec();
                entries.push(ResultEntry::Drawn);
                return self.add(entries);
            }
            RecorderCommand::AddKong => {
                let k = form.kong.clone();
                let tile = match parse_tile(k.tile.trim()) {
                    Ok(t) => t,
                    Err(e) => {
                        self.entry_error = Some(Said::of(&e));
                        return false;
                    }
                };
                let mut meld = Meld::new(k.kind.meld(), tile);
                meld.from = k.from.filter(|_| k.kind != KongKind::Concealed);
                let entry = ResultEntry::Kong(KongEntry {
                    seat: k.seat,
                    meld: MeldSpec::of(&meld),
                });
                let mut entries = self.entries().to_vec();
                entries.push(entry);
                if self.add(entries) {
                    self.form.kong.tile.clear();
                    return true;
                }
            }
            RecorderCommand::AddBonus => {
                let b = form.bonus.clone();
                let mut entries = self.entries().to_vec();
                entries.push(ResultEntry::Bonus(BonusEntry {
                    seat: b.seat,
                    tiles: b.tiles.trim().to_string(),
                    dealt: b.dealt,
                }));
                if self.add(entries) {
                    self.form.bonus.tiles.clear();
                    return true;
                }
            }
            RecorderCommand::AddWallEnd => {
                let mut specs = Vec::new();
                let out = self.out();
                for seat in Wind::ALL.into_iter().filter(|w| !out.contains(w)) {
                    match self.end_hand(seat) {
                        Ok(spec) => specs.push(spec),
                        Err(why) => {
                            self.entry_error = Some(why);
                            return false;
                        }
                    }
                }
                let mut entries = self.entries().to_vec();
                entries.push(ResultEntry::WallEnd(specs));
                return self.add(entries);
            }
            RecorderCommand::UndoEntry => return self.undo_entry(),
            _ => {}
        }
        false
    }

    /// A seat's hand at the wall's end, from its notation.
    fn end_hand(&self, seat: Wind) -> Result<EndHandSpec, Said> {
        let text = &self.form.wall_end[seat.index()];
        let parsed = parse_hand_notation(text).map_err(|e| {
            Said::msg(
                Message::new("recorder-seat-problem")
                    .msg("seat", crate::tiles::names::wind(seat))
                    .msg("error", e.message()),
            )
        })?;
        let mut melds = Vec::new();
        for m in &parsed.melds {
            let meld = crate::hand::meld_of(&m.tiles, m.concealed).ok_or_else(|| {
                let e = crate::hand::WaitsError::BadMeld { column: m.column };
                Said::of(&e)
            })?;
            melds.push(MeldSpec::of(&meld));
        }
        let mut counts = crate::tiles::counts_of(&parsed.concealed);
        for m in &parsed.melds {
            for t in &m.tiles {
                counts[t.index()] = counts[t.index()].saturating_add(1);
            }
        }
        let lacking = Suit::ALL.into_iter().find(|&s| in_suit(&counts, s) == 0);
        let missing_suit = self.form.wall_end_suit[seat.index()]
            .or(lacking)
            .unwrap_or(Suit::Characters);
        Ok(EndHandSpec {
            seat,
            missing_suit,
            concealed: format_tiles(&parsed.concealed),
            melds,
            kong_income: Vec::new(),
        })
    }

    /// The table's own seats and wind for the hand being entered, with the reason as the
    /// hand's first entry.
    fn apply_override(&mut self) -> bool {
        let Some(o) = self.form.seat_override.clone() else {
            return false;
        };
        if o.reason.trim().is_empty() {
            self.entry_error = Some(Said::id("recorder-override-need-reason"));
            return false;
        }
        let mut sorted = o.seats;
        sorted.sort();
        if sorted != [0, 1, 2, 3] {
            self.entry_error = Some(Said::id("recorder-override-seats-twice"));
            return false;
        }
        if !self.override_open() {
            self.entry_error = Some(Said::id("recorder-override-too-late"));
            return false;
        }
        self.draft.seats = o.seats.to_vec();
        self.draft.prevailing_wind = o.prevailing;
        self.draft.result = Some(vec![ResultEntry::Note(o.reason.trim().to_string())]);
        self.reseat_moves();
        self.form.seat_override = None;
        self.entry_error = None;
        self.reset_win_form();
        true
    }

    /// Seats can still change: nothing entered in the hand (no moves begun).
    pub fn override_open(&self) -> bool {
        self.entries().is_empty() && self.moves.as_ref().is_none_or(|p| p.entry.is_none())
    }

    /// The move entry takes the draft's seats and wind again (the deal typed so far kept).
    fn reseat_moves(&mut self) {
        if let Some(old) = &self.moves {
            let deal = old.deal.clone();
            let mut panel = self.new_panel();
            panel.deal = deal;
            panel.seen_from = old.seen_from;
            panel.seen_from_fixed = old.seen_from_fixed;
            self.moves = Some(panel);
        }
    }

    /// Takes back the last entry: the last move of a hand entered move by move, else the
    /// last entry of the hand being entered, else the last hand added (which is then entered
    /// again, a played one without its last move).
    fn undo_entry(&mut self) -> bool {
        if let Some(panel) = &mut self.moves {
            if panel
                .entry
                .as_ref()
                .is_some_and(|e| !e.hand.events.is_empty())
            {
                panel.apply(MoveEntryCommand::Undo);
                self.entry_error = None;
                return true;
            }
            if self.entries().is_empty() && !self.moves_blank() {
                return false;
            }
        }
        if self.entries().is_empty() {
            let Some(last) = self.record.hands.pop() else {
                return false;
            };
            self.settle_hands();
            self.position = position_after(self.rules(), &self.record.hands);
            if last.result.is_none() {
                self.resume_played(last);
                if let Some(panel) = &mut self.moves {
                    panel.apply(MoveEntryCommand::Undo);
                }
                self.entry_error = None;
                self.reset_win_form();
                return true;
            }
            self.moves = None;
            self.draft = last;
        }
        if let Some(entries) = &mut self.draft.result {
            entries.pop();
        }
        if self.entries().is_empty() {
            // An override's note went with the hand's last entry: the rotation's seats again.
            let rotation = self.rotation();
            self.draft.seats = self.position.seats.to_vec();
            self.draft.prevailing_wind = self.position.prevailing(rotation);
            self.reseat_moves();
        }
        self.settle_draft();
        self.entry_error = None;
        self.reset_win_form();
        true
    }
}

impl Screen for Recorder {
    type Command = RecorderCommand;

    /// Applies one command: the file work it asks for (the autosave after every entry, Save
    /// as…, keeping a finished recording aside) as effects.
    fn apply(&mut self, command: RecorderCommand, ctx: &Ctx) -> Vec<Effect> {
        match command {
            RecorderCommand::SaveAsDialog => {
                use crate::app::effect::{Dialog, FileKind, Then};
                let name = self.record_name();
                let name = if name.ends_with(".ron") {
                    name
                } else {
                    "game.ron".to_string()
                };
                return vec![Effect::Dialog(Dialog::save(
                    FileKind::Game,
                    name,
                    Then::SaveRecord,
                ))];
            }
            RecorderCommand::OpenInViewer => {
                let name = self.record_name();
                return self
                    .finished_text()
                    .map(|text| Effect::ShowRecord { name, text })
                    .into_iter()
                    .collect();
            }
            RecorderCommand::AddToSeason => {
                let name = self.record_name();
                return self
                    .finished_text()
                    .map(|text| Effect::AddToSeason { name, text })
                    .into_iter()
                    .collect();
            }
            _ => {}
        }
        let io = self.change(command, ctx);
        io.into_iter().flat_map(|io| self.effects_of(io)).collect()
    }

    fn ui(&self, ui: &mut egui::Ui, ctx: &Ctx, out: &mut Vec<RecorderCommand>) {
        ui::recorder_ui(ui, self, ctx, out);
    }
}

impl Recorder {
    /// The effects that do `io`: every write atomic (the file is a whole record at every
    /// moment), every failure said in a notice by the app.
    fn effects_of(&mut self, io: Io) -> Vec<Effect> {
        let autosave = |path: PathBuf, text: &str| Effect::Autosave {
            path,
            bytes: text.as_bytes().to_vec(),
            then: Some(Reply(|_, result| {
                Command::Recorder(RecorderCommand::Autosaved(result))
            })),
        };
        let note = |path: PathBuf, text: &str| Effect::Autosave {
            path,
            bytes: text.as_bytes().to_vec(),
            then: None,
        };
        match io {
            Io::Autosave => {
                let Some(text) = self.record_text() else {
                    return Vec::new();
                };
                let own_file = self.game.as_ref().and_then(|g| g.file.clone());
                let paths = self.current_path().into_iter().chain(own_file);
                paths.map(|path| autosave(path, &text)).collect()
            }
            Io::SaveTo(path) => {
                let Some(text) = self.record_text() else {
                    return Vec::new();
                };
                vec![Effect::Write {
                    path,
                    bytes: text.into_bytes(),
                    then: Reply(|path, result| {
                        Command::Recorder(RecorderCommand::SavedTo { path, result })
                    }),
                }]
            }
            Io::Note(file) => self
                .current_path()
                .map(|current| {
                    note(
                        current.with_file_name(CURRENT_FILE),
                        &file.display().to_string(),
                    )
                })
                .into_iter()
                .collect(),
            Io::Unnote => self
                .current_path()
                .map(|current| Effect::Remove(current.with_file_name(CURRENT_FILE)))
                .into_iter()
                .collect(),
            Io::SaveDraft => {
                let (Some(path), Some(game)) = (self.current_path(), &self.game) else {
                    return Vec::new();
                };
                let path = path.with_file_name(DRAFT);
                let draft = game.win_draft();
                if self.saved_draft.as_ref() == Some(&draft) {
                    return Vec::new();
                }
                self.saved_draft = Some(draft.clone());
                if draft == WinDraft::default() {
                    return vec![Effect::Remove(path)];
                }
                vec![note(path, &crate::ron_text::to_ron_pretty(&draft))]
            }
            Io::Retire => {
                let Some(path) = self.current_path() else {
                    return Vec::new();
                };
                // Kept under a name of its own: never over an earlier finished one.
                let stamp = crate::progress::clock::now_unix_s();
                vec![
                    Effect::Remove(path.with_file_name(DRAFT)),
                    Effect::Rename {
                        to: crate::recording::finished_path(&path, stamp),
                        from: path,
                        then: Reply(|_, result| {
                            Command::Recorder(RecorderCommand::Retired(result))
                        }),
                    },
                ]
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
