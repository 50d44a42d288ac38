//! The hand editor the calculator and the recorder share: a hand built from the palette or
//! from notation, its situation, and its score under every rule system.
//!
//! - `mod.rs`: the state ([`Calculator`]), its commands ([`CalcCommand`]) and `apply`.
//! - [`ui`]: the palette and the hand with undo and redo.
//! - [`situation`]: the situation editor.

use crate::app::files::ImageAction;
use crate::art::Picture;
use crate::art::diagram::{hand_picture, waiting_picture};
use crate::art::tile::TileLook;
use crate::formats::{HandFile, HandParts, melds_of_specs};
use crate::hand::{
    Flags, Hand, HandError, Meld, MeldKind, Situation, SituationError, SituationView, TableFacts,
    WinMethod, counts_with_melds,
};
use crate::i18n::Said;
use crate::rules::house::HouseRules;
use crate::rules::{RuleId, RuleSettings, Scored, Verdict, score};
use crate::tiles::{
    BonusTile, Suit, Tile, Wind, counts_of, format_bonus, format_tiles, in_suit, parse_bonus_list,
    parse_hand_notation, parse_tile, parse_tiles,
};

pub mod situation;
pub mod ui;

pub use situation::{SituationFor, situation_ui};
pub use ui::{hand_input_ui, palette_for_ui, palette_ui, refusal_text, situation_text};

/// One system's result for the current hand.
pub struct SystemResult {
    pub settings: RuleSettings,
    /// The score and the hand it was scored as (a Sichuan hand has its missing suit), or
    /// why it was not; the score sheet is made when drawn, in the reader's language.
    pub outcome: Result<(Scored, Hand), Said>,
    /// Scored with the rule options of the opened hand file, not the usual ones.
    pub from_file: bool,
}

/// The most changes that undo remembers.
const UNDO_DEPTH: usize = 200;

/// The hand being built and its scores. Changed only through [`CalcCommand`].
#[derive(Default)]
pub struct Calculator {
    /// Concealed tiles in the order added; the winning tile is `winning`.
    pub tiles: Vec<Tile>,
    pub melds: Vec<Meld>,
    pub bonus: Vec<BonusTile>,
    pub winning: Option<usize>,
    pub win: WinMethod,
    pub seat: Wind,
    pub round: Wind,
    pub flags: Flags,
    /// Who discarded the winning tile (or added to the robbed kong), when known.
    pub discarder: Option<Wind>,
    /// Facts from the course of play: tiles left, fresh tile, dealt bonus tiles, Sichuan's
    /// missing suit and players out.
    pub table: TableFacts,
    /// The opened hand file's title.
    pub title: Option<String>,
    /// The hand file last opened or saved (its path), until the hand is cleared.
    pub file: Option<String>,
    /// The opened hand file's rules: its system is scored with them, and Save writes them.
    pub file_rules: Option<RuleSettings>,
    /// The next palette click declares a meld of this kind starting at the clicked tile.
    pub meld_mode: Option<MeldKind>,
    /// The notation field, kept in step with the tiles.
    pub notation: String,
    pub notation_error: Option<Said>,
    /// Why the hand cannot be scored at all (wrong count, 5th tile...).
    pub hand_error: Option<Said>,
    pub results: Vec<SystemResult>,
    /// The pattern whose tiles are highlighted: (system index, group mask).
    pub hovered: Option<(usize, u32)>,
    /// A message about the last file action.
    pub file_message: Option<Said>,
    /// The palette's last click that the hand did not take (a 5th copy, a 15th tile...):
    /// said in the status line until the next change.
    pub refused: Option<Refusal>,
    /// The system the teacher chose to add the hand to the set under (by id); `None`: the
    /// set's, else the opened file's, else the first that scores the hand.
    pub add_system: Option<&'static str>,
    /// The house rules the results are scored under (the context's, given again by
    /// [`CalcCommand::HouseRulesChanged`]).
    pub house: HouseRules,
    /// Earlier states of the hand and its situation, the latest last.
    undo: Vec<Draft>,
    /// States undone, the latest undone last.
    redo: Vec<Draft>,
    /// The last change, when the next one of the same kind joins its undo step (typing).
    last_edit: Option<Edit>,
}

/// Everything undo and redo restore: the hand, its situation and the file it came from.
#[derive(Clone, Debug, PartialEq)]
struct Draft {
    tiles: Vec<Tile>,
    melds: Vec<Meld>,
    bonus: Vec<BonusTile>,
    winning: Option<usize>,
    win: WinMethod,
    seat: Wind,
    round: Wind,
    flags: Flags,
    discarder: Option<Wind>,
    table: TableFacts,
    title: Option<String>,
    file: Option<String>,
    file_rules: Option<RuleSettings>,
}

/// Changes that come in runs and undo as one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edit {
    Typing,
    /// Dragging the tiles left in the wall.
    WallLeft,
    /// Dragging the count of bonus tiles replaced in a row.
    Replacements,
    MeldWallLeft(usize),
}

/// Every change to the calculator.
#[derive(Clone, Debug, PartialEq)]
pub enum CalcCommand {
    AddTile(Tile),
    AddBonus(BonusTile),
    RemoveTile(usize),
    RemoveMeld(usize),
    RemoveBonus(usize),
    SetWinning(usize),
    SetNotation(String),
    SetWin(WinMethod),
    SetSeat(Wind),
    SetRound(Wind),
    SetFlags(Flags),
    /// Who discarded the winning tile; only a win on a discard or by robbing has one.
    SetDiscarder(Option<Wind>),
    /// Whose discard the meld (by index) was claimed from.
    SetMeldFrom(usize, Option<Wind>),
    /// Whether the meld's claimed tile had never been discarded before.
    SetMeldFresh(usize, bool),
    /// Tiles left in the live wall when the meld was claimed.
    SetMeldWallLeft(usize, Option<u16>),
    SetTable(TableFacts),
    /// Score every system with its usual rules again, not the opened file's.
    ForgetFileRules,
    SetMeldMode(Option<MeldKind>),
    Hover(Option<(usize, u32)>),
    Clear,
    Undo,
    Redo,
    LoadText(String),
    /// A hand file read (or why not) from `path`.
    Opened {
        path: String,
        text: Result<String, Said>,
    },
    Saved(Result<Said, Said>),
    /// The hand was saved to this file: the window's title names it from now.
    SavedAs(String),
    /// Asks for a hand file to open (run by the app's file commands, `app/files.rs`).
    OpenDialog,
    /// Asks where to save the hand (run by the app's file commands, `app/files.rs`).
    SaveDialog,
    /// Asks the app to add the hand (a win, asking its total) to the set being built, scored
    /// under the system of this id.
    /// (`None`: no system takes it, and the set window says why.)
    AddToSet(Option<&'static str>),
    /// The system "Add to set" adds the hand under (by id).
    SetAddSystem(&'static str),
    /// Asks the app to copy or save the hand as an image ([`Calculator::picture`]); what came
    /// of it comes back as `Saved`.
    Image(ImageAction),
    /// The club's house rules changed: the hand is scored again under the context's.
    HouseRulesChanged,
}

/// Why the palette does not take a tile now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// All four copies are in the hand already (melds included).
    FifthCopy(Tile),
    /// The hand holds 14 tiles (a kong counts three).
    FullHand,
    /// Four melds are declared.
    FourMelds,
    /// No chow starts at this tile.
    NoChowAt(Tile),
    /// There is one of each bonus tile.
    BonusTwice(BonusTile),
}

/// The situation as the checks see it: what the situation commands change.
#[derive(Clone, Debug)]
struct SituationDraft {
    win: WinMethod,
    situation: Situation,
    melds: Vec<Meld>,
    winning_copies: Option<u8>,
}

impl SituationDraft {
    /// Applies a situation command; false for any other command. A win that is not on a
    /// discard drops the discarder; a new seat drops what it cannot be (discarder, claimed
    /// from, out).
    fn change(&mut self, command: &CalcCommand) -> bool {
        let s = &mut self.situation;
        match *command {
            CalcCommand::SetWin(w) => {
                self.win = w;
                if !has_discarder(w) {
                    s.discarder = None;
                }
            }
            CalcCommand::SetSeat(w) => {
                s.seat_wind = w;
                s.discarder = s.discarder.filter(|&d| d != w);
                s.table.players_out &= !(1 << w.index());
                for m in &mut self.melds {
                    m.from = m.from.filter(|&f| f != w);
                }
            }
            CalcCommand::SetRound(w) => s.prevailing_wind = w,
            CalcCommand::SetFlags(f) => s.flags = f,
            CalcCommand::SetDiscarder(d) => s.discarder = d,
            CalcCommand::SetTable(t) => s.table = t,
            CalcCommand::SetMeldFrom(i, from) => match self.melds.get_mut(i) {
                Some(m) => m.from = from,
                None => return false,
            },
            CalcCommand::SetMeldFresh(i, fresh) => match self.melds.get_mut(i) {
                Some(m) => m.fresh = fresh,
                None => return false,
            },
            CalcCommand::SetMeldWallLeft(i, n) => match self.melds.get_mut(i) {
                Some(m) => m.wall_tiles_left = n,
                None => return false,
            },
            _ => return false,
        }
        true
    }

    fn problems(&self) -> Vec<SituationError> {
        SituationView {
            win: self.win,
            situation: &self.situation,
            melds: &self.melds,
            winning_copies: self.winning_copies,
        }
        .problems()
    }
}

/// Whether a win of this kind has a discarder (or a player who added to the robbed kong).
pub fn has_discarder(win: WinMethod) -> bool {
    matches!(win, WinMethod::Discard | WinMethod::RobbingKong)
}

impl Calculator {
    /// A calculator holding an example hand.
    pub fn with_example() -> Calculator {
        let mut calc = Calculator::default();
        calc.edit(CalcCommand::SetNotation("11122233m11p 3m [777z]".into()));
        calc.edit(CalcCommand::SetSeat(Wind::South));
        calc.undo.clear();
        calc
    }

    fn held(&self) -> usize {
        self.tiles.len() + 3 * self.melds.len()
    }

    /// Whether there is a change to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone change to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn draft(&self) -> Draft {
        Draft {
            tiles: self.tiles.clone(),
            melds: self.melds.clone(),
            bonus: self.bonus.clone(),
            winning: self.winning,
            win: self.win,
            seat: self.seat,
            round: self.round,
            flags: self.flags,
            discarder: self.discarder,
            table: self.table,
            title: self.title.clone(),
            file: self.file.clone(),
            file_rules: self.file_rules.clone(),
        }
    }

    fn restore(&mut self, d: Draft) {
        self.tiles = d.tiles;
        self.melds = d.melds;
        self.bonus = d.bonus;
        self.winning = d.winning;
        self.win = d.win;
        self.seat = d.seat;
        self.round = d.round;
        self.flags = d.flags;
        self.discarder = d.discarder;
        self.table = d.table;
        self.title = d.title;
        self.file = d.file;
        self.file_rules = d.file_rules;
    }

    fn situation(&self) -> Situation {
        Situation {
            seat_wind: self.seat,
            prevailing_wind: self.round,
            flags: self.flags,
            discarder: self.discarder,
            table: self.table,
        }
    }

    fn winning_tile(&self) -> Option<Tile> {
        self.winning.and_then(|i| self.tiles.get(i)).copied()
    }

    fn situation_draft(&self) -> SituationDraft {
        let winning_copies = self.winning_tile().map(|t| {
            let mut counts = counts_of(&self.tiles);
            for m in &self.melds {
                for x in m.tiles() {
                    counts[x.index()] = counts[x.index()].saturating_add(1);
                }
            }
            counts[t.index()]
        });
        SituationDraft {
            win: self.win,
            situation: self.situation(),
            melds: self.melds.clone(),
            winning_copies,
        }
    }

    /// Why a situation command is not offered: the first problem of the engine's situation
    /// checks (`Hand::new`) that it would add to those the hand has now. `None` when it is
    /// possible, or not a situation command.
    pub fn refusal(&self, command: &CalcCommand) -> Option<SituationError> {
        let now = self.situation_draft();
        let before = now.problems();
        let mut next = now;
        if !next.change(command) {
            return None;
        }
        next.problems().into_iter().find(|p| !before.contains(p))
    }

    /// Why the palette does not take this tile now (as a single tile, or as the start of
    /// the meld being declared).
    pub fn add_refusal(&self, t: Tile) -> Option<Refusal> {
        let mut tiles = self.tiles.clone();
        let mut melds = self.melds.clone();
        match self.meld_mode {
            Some(_) if self.melds.len() >= 4 => return Some(Refusal::FourMelds),
            Some(_) if self.held() + 3 > 14 => return Some(Refusal::FullHand),
            Some(MeldKind::Chow) if !t.starts_chow() => return Some(Refusal::NoChowAt(t)),
            Some(kind) => melds.push(Meld::new(kind, t)),
            None if self.held() >= 14 => return Some(Refusal::FullHand),
            None => tiles.push(t),
        }
        match counts_with_melds(&counts_of(&tiles), &melds) {
            Err(HandError::FifthCopy { tile, .. }) => Some(Refusal::FifthCopy(tile)),
            _ => None,
        }
    }

    /// Why the palette does not take this bonus tile now.
    pub fn bonus_refusal(&self, b: BonusTile) -> Option<Refusal> {
        self.bonus.contains(&b).then_some(Refusal::BonusTwice(b))
    }

    /// Applies one command and rescores when the hand changed. Every change to the hand,
    /// its situation or the file it came from can be undone. Returns the effects it asks for:
    /// the dialogs that open a hand file or save the hand as one.
    pub fn edit(&mut self, command: CalcCommand) -> Vec<crate::app::effect::Effect> {
        use crate::app::effect::{Dialog, Effect, FileKind, Then};
        match command {
            CalcCommand::OpenDialog => {
                return vec![Effect::Dialog(Dialog::open(FileKind::Hand, Then::OpenHand))];
            }
            CalcCommand::SaveDialog => {
                let then = Then::SaveHand(self.to_file().to_ron());
                return vec![Effect::Dialog(Dialog::save(
                    FileKind::Hand,
                    "hand.ron",
                    then,
                ))];
            }
            command => self.apply_here(command),
        }
        Vec::new()
    }

    fn apply_here(&mut self, command: CalcCommand) {
        let before = self.draft();
        let edit = match command {
            CalcCommand::SetNotation(_) => Some(Edit::Typing),
            CalcCommand::SetTable(t) => {
                let only = |changed: TableFacts| changed == t && t != self.table;
                if only(TableFacts {
                    wall_tiles_left: t.wall_tiles_left,
                    ..self.table
                }) {
                    Some(Edit::WallLeft)
                } else if only(TableFacts {
                    bonus_replacements: t.bonus_replacements,
                    ..self.table
                }) {
                    Some(Edit::Replacements)
                } else {
                    None
                }
            }
            CalcCommand::SetMeldWallLeft(i, _) => Some(Edit::MeldWallLeft(i)),
            _ => None,
        };
        let mut sync_text = true;
        match command {
            CalcCommand::Undo | CalcCommand::Redo => {
                let (from, to) = if command == CalcCommand::Undo {
                    (&mut self.undo, &mut self.redo)
                } else {
                    (&mut self.redo, &mut self.undo)
                };
                let Some(draft) = from.pop() else { return };
                to.push(before);
                self.restore(draft);
                self.last_edit = None;
                self.meld_mode = None;
                self.notation = self.to_notation();
                self.notation_error = None;
                self.rescore();
                return;
            }
            CalcCommand::AddTile(t) => {
                if let Some(refusal) = self.add_refusal(t) {
                    self.refused = Some(refusal);
                    return;
                }
                match self.meld_mode.take() {
                    Some(kind) => self.melds.push(Meld::new(kind, t)),
                    None => {
                        self.tiles.push(t);
                        self.winning = Some(self.tiles.len() - 1);
                    }
                }
            }
            CalcCommand::AddBonus(b) => match self.bonus_refusal(b) {
                Some(refusal) => {
                    self.refused = Some(refusal);
                    return;
                }
                None => self.bonus.push(b),
            },
            CalcCommand::RemoveTile(i) if i < self.tiles.len() => {
                self.tiles.remove(i);
                self.winning = (!self.tiles.is_empty()).then(|| self.tiles.len() - 1);
            }
            CalcCommand::RemoveMeld(i) if i < self.melds.len() => {
                self.melds.remove(i);
            }
            CalcCommand::RemoveBonus(i) if i < self.bonus.len() => {
                let b = self.bonus.remove(i);
                self.table.dealt_bonus &= !(1 << b.ordinal());
            }
            CalcCommand::SetWinning(i) if i < self.tiles.len() => {
                let t = self.tiles.remove(i);
                self.tiles.push(t);
                self.winning = Some(self.tiles.len() - 1);
            }
            CalcCommand::SetNotation(text) => {
                self.notation = text;
                self.read_notation();
                sync_text = false;
            }
            CalcCommand::SetWin(_)
            | CalcCommand::SetSeat(_)
            | CalcCommand::SetRound(_)
            | CalcCommand::SetFlags(_)
            | CalcCommand::SetDiscarder(_)
            | CalcCommand::SetMeldFrom(..)
            | CalcCommand::SetMeldFresh(..)
            | CalcCommand::SetMeldWallLeft(..)
            | CalcCommand::SetTable(_) => {
                if self.refusal(&command).is_some() {
                    return;
                }
                let mut draft = self.situation_draft();
                draft.change(&command);
                self.win = draft.win;
                self.seat = draft.situation.seat_wind;
                self.round = draft.situation.prevailing_wind;
                self.flags = draft.situation.flags;
                self.discarder = draft.situation.discarder;
                self.table = draft.situation.table;
                self.melds = draft.melds;
            }
            CalcCommand::ForgetFileRules => self.file_rules = None,
            CalcCommand::SetMeldMode(m) => {
                self.meld_mode = m;
                self.refused = None;
                return;
            }
            CalcCommand::SetAddSystem(id) => {
                self.add_system = Some(id);
                return;
            }
            CalcCommand::Hover(h) => {
                self.hovered = h;
                return;
            }
            CalcCommand::Clear => {
                let seat = (self.seat, self.round);
                self.restore(Calculator::default().draft());
                (self.seat, self.round) = seat;
                self.meld_mode = None;
                self.file_message = None;
            }
            CalcCommand::LoadText(text) => {
                self.load(&text);
                if self.file_message.is_none() {
                    self.file = None;
                }
            }
            CalcCommand::Opened { path, text } => match text {
                Ok(text) => {
                    self.load(&text);
                    if self.file_message.is_none() {
                        self.file = Some(path);
                    }
                }
                Err(e) => self.file_message = Some(e),
            },
            CalcCommand::SavedAs(path) => {
                self.file = Some(path);
                return;
            }
            CalcCommand::Saved(result) => {
                self.file_message = Some(result.unwrap_or_else(|e| e));
                return;
            }
            _ => return,
        }
        self.refused = None;
        let after = self.draft();
        if after != before {
            if edit.is_none() || edit != self.last_edit {
                self.undo.push(before);
                if self.undo.len() > UNDO_DEPTH {
                    self.undo.remove(0);
                }
            }
            self.redo.clear();
            self.last_edit = edit;
        }
        if sync_text {
            self.notation = self.to_notation();
            self.notation_error = None;
        }
        self.rescore();
    }

    /// The hand as notation: concealed tiles, the winning tile last, melds, bonus tiles.
    pub fn to_notation(&self) -> String {
        let mut rest: Vec<Tile> = self.tiles.clone();
        let winning = self
            .winning
            .and_then(|i| (i < rest.len()).then(|| rest.remove(i)));
        rest.sort();
        let mut parts = vec![format_tiles(&rest)];
        if let Some(w) = winning {
            parts.push(w.to_string());
        }
        for m in &self.melds {
            let tiles = format_tiles(&m.tiles());
            parts.push(if m.kind == MeldKind::ConcealedKong {
                format!("({tiles})")
            } else {
                format!("[{tiles}]")
            });
        }
        if !self.bonus.is_empty() {
            parts.push(format_bonus(&self.bonus));
        }
        parts.retain(|p| !p.is_empty());
        parts.join(" ")
    }

    fn read_notation(&mut self) {
        match parse_hand_notation(&self.notation) {
            Ok(parsed) => {
                let mut melds = Vec::new();
                for m in &parsed.melds {
                    match crate::hand::meld_of(&m.tiles, m.concealed) {
                        Some(meld) => {
                            // A meld typed again keeps what was known of its origin.
                            let known = self.melds.iter().find(|k| {
                                k.kind == meld.kind && k.tile == meld.tile && !melds.contains(*k)
                            });
                            melds.push(known.copied().unwrap_or(meld));
                        }
                        None => {
                            let e = crate::hand::WaitsError::BadMeld { column: m.column };
                            self.notation_error = Some(Said::of(&e));
                            return;
                        }
                    }
                }
                self.tiles = parsed.concealed;
                self.winning = (!self.tiles.is_empty()).then(|| self.tiles.len() - 1);
                self.melds = melds;
                self.bonus = parsed.bonus;
                let dealt = self.bonus.iter().fold(0u16, |m, b| m | 1 << b.ordinal());
                self.table.dealt_bonus &= dealt;
                self.notation_error = None;
            }
            Err(e) => self.notation_error = Some(Said::of(&e)),
        }
    }

    fn load(&mut self, text: &str) {
        let loaded = match crate::formats::parse_hand_file(text) {
            Ok(file) => self.load_file(&file).map_err(|e| Said::of(&e)),
            Err(e) => Err(Said::of(&e)),
        };
        self.file_message = loaded.err();
    }

    /// Takes everything a hand file holds; the hand need not be valid (the sheet says why
    /// it cannot be scored), but its notation must read.
    fn load_file(&mut self, file: &HandFile) -> Result<(), HandError> {
        let field = |name: &'static str| {
            move |source| HandError::Notation {
                field: name.to_string(),
                source,
            }
        };
        let mut tiles = parse_tiles(&file.concealed).map_err(field("concealed"))?;
        let winning = match file.winning_tile.trim() {
            "" => None,
            t => Some(parse_tile(t).map_err(field("winning_tile"))?),
        };
        if file.melds.len() > 4 {
            return Err(HandError::TooManyMelds(file.melds.len()));
        }
        let melds = melds_of_specs(&file.melds)?;
        let bonus = parse_bonus_list(&file.bonus).map_err(field("bonus"))?;
        let situation = file.situation()?;
        let winning = winning.and_then(|w| {
            let i = tiles.iter().position(|&t| t == w)?;
            let t = tiles.remove(i);
            tiles.push(t);
            Some(tiles.len() - 1)
        });
        self.restore(Draft {
            tiles,
            melds,
            bonus,
            winning,
            win: file.win,
            seat: situation.seat_wind,
            round: situation.prevailing_wind,
            flags: situation.flags,
            discarder: situation.discarder,
            table: situation.table,
            title: file.title.clone(),
            // Named by `Opened` once the whole file is read.
            file: self.file.clone(),
            file_rules: Some(file.rules.clone()),
        });
        self.meld_mode = None;
        Ok(())
    }

    /// The hand as a hand file, written by the same writer as `tilewise fmt`: the opened
    /// file's rules (else the first system's, with the house's options), title and every
    /// situation fact.
    pub fn to_file(&self) -> HandFile {
        let first = self.house.system(RuleId::ZungJung);
        HandFile::write(&HandParts {
            title: self.title.as_deref(),
            rules: self.file_rules.as_ref().unwrap_or(&first),
            concealed: &self.tiles,
            melds: &self.melds,
            winning_tile: self.winning_tile(),
            win: self.win,
            bonus: &self.bonus,
            situation: &self.situation(),
        })
    }

    /// The systems under which the hand is a valid win (scored, not refused), by id, in
    /// the cards' order: those "Add to set" offers.
    pub fn add_choices(&self) -> Vec<&'static str> {
        self.results
            .iter()
            .filter(|r| {
                r.outcome
                    .as_ref()
                    .is_ok_and(|(s, _)| s.verdict == Verdict::Win)
            })
            .map(|r| r.settings.id())
            .collect()
    }

    /// The system "Add to set" adds the hand under: the one the teacher chose, else the
    /// set's (`set_system`), else the opened file's, else the first that scores the hand;
    /// each only when the hand is a valid win under it. `None`: no system takes the hand.
    pub fn add_system_for(&self, set_system: Option<&str>) -> Option<&'static str> {
        let choices = self.add_choices();
        let file = self.file_rules.as_ref().map(RuleSettings::id);
        [self.add_system, set_system, file]
            .into_iter()
            .flatten()
            .find_map(|id| choices.iter().find(|&&c| c == id).copied())
            .or_else(|| choices.first().copied())
    }

    /// The hand as a hand file scored under the system `id` (with the rules its card was
    /// scored with: the opened file's own, or the house's); `None` for an unknown id.
    pub fn to_file_under(&self, id: &str) -> Option<HandFile> {
        let rules = self.results.iter().find(|r| r.settings.id() == id)?;
        Some(HandFile::write(&HandParts {
            title: self.title.as_deref(),
            rules: &rules.settings,
            concealed: &self.tiles,
            melds: &self.melds,
            winning_tile: self.winning_tile(),
            win: self.win,
            bonus: &self.bonus,
            situation: &self.situation(),
        }))
    }

    /// The hand as a picture, as `tilewise diagram` draws a hand file: a complete hand with
    /// its winning tile set apart; one still being built as its tiles stand (concealed in the
    /// order added, the chosen winning tile last, melds, bonus tiles). `None` when there is
    /// no tile to draw.
    pub fn picture<'a>(&self, look: impl Into<TileLook<'a>>) -> Option<Picture> {
        let look = look.into();
        if self.tiles.is_empty() && self.melds.is_empty() && self.bonus.is_empty() {
            return None;
        }
        if let Ok(hand) = self.build_hand(self.table.missing_suit) {
            return Some(hand_picture(&hand, look));
        }
        let mut tiles: Vec<Tile> = (0..self.tiles.len())
            .filter(|&i| Some(i) != self.winning)
            .map(|i| self.tiles[i])
            .collect();
        tiles.extend(self.winning_tile());
        Some(waiting_picture(&tiles, &self.melds, &self.bonus, look))
    }

    /// The suit Sichuan scores as missing: the declared one, else the one the hand lacks.
    pub fn missing_suit(&self) -> Suit {
        let mut counts = counts_of(&self.tiles);
        for m in &self.melds {
            for t in m.tiles() {
                counts[t.index()] = counts[t.index()].saturating_add(1);
            }
        }
        let lacking = Suit::ALL.into_iter().find(|&s| in_suit(&counts, s) == 0);
        self.table
            .missing_suit
            .or(lacking)
            .unwrap_or(Suit::Characters)
    }

    fn build_hand(&self, missing_suit: Option<Suit>) -> Result<Hand, Said> {
        let winning = self
            .winning_tile()
            .ok_or_else(|| Said::id("calc-choose-winning-tile"))?;
        let situation = Situation {
            table: TableFacts {
                missing_suit,
                ..self.table
            },
            ..self.situation()
        };
        Hand::new(
            &self.tiles,
            &self.melds,
            &self.bonus,
            winning,
            self.win,
            situation,
        )
        .map_err(|e| Said::of(&e))
    }

    /// The rule systems with the house's options; [`Calculator::rescore`] puts an opened
    /// hand file's own rules over its system's.
    pub fn rule_settings(&self) -> Vec<RuleSettings> {
        self.house.systems()
    }

    /// Scores the hand under every system; the opened file's system with the file's rules.
    pub fn rescore(&mut self) {
        self.results.clear();
        self.hovered = None;
        let base = match self.build_hand(self.table.missing_suit) {
            Ok(hand) => hand,
            Err(e) => {
                self.hand_error = (!self.tiles.is_empty() || !self.melds.is_empty()).then_some(e);
                return;
            }
        };
        self.hand_error = None;
        for usual in self.rule_settings() {
            let file = self.file_rules.as_ref().filter(|r| r.id() == usual.id());
            let settings = file.cloned().unwrap_or(usual);
            let hand = match settings {
                RuleSettings::Sichuan(_) => self.build_hand(Some(self.missing_suit())),
                _ => Ok(base.clone()),
            };
            let outcome = hand.and_then(|h| {
                score(&h, &settings)
                    .map(|s| (s, h))
                    .map_err(|e| Said::of(&e))
            });
            self.results.push(SystemResult {
                settings,
                outcome,
                from_file: file.is_some(),
            });
        }
    }
}

/// The options of a rule setting that differ from the system's defaults, as the hand file
/// writes them (`minimum: Wsom`).
pub fn changed_options(settings: &RuleSettings) -> Vec<String> {
    let Some(usual) = RuleSettings::from_id(settings.id()) else {
        return Vec::new();
    };
    let text = crate::ron_text::to_ron_pretty(settings);
    let usual = crate::ron_text::to_ron_pretty(&usual);
    let usual: Vec<&str> = usual.lines().map(str::trim).collect();
    text.lines()
        .map(str::trim)
        .filter(|l| l.contains(':') && !l.ends_with('(') && !usual.contains(l))
        .map(|l| l.trim_end_matches(',').to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::I18n;

    #[test]
    fn notation_and_tiles_stay_in_step() {
        let mut calc = Calculator::default();
        for t in ["1m", "1m", "1m"] {
            calc.edit(CalcCommand::AddTile(crate::tiles::parse_tile(t).unwrap()));
        }
        calc.edit(CalcCommand::SetMeldMode(Some(MeldKind::Pung)));
        calc.edit(CalcCommand::AddTile(
            crate::tiles::parse_tile("7z").unwrap(),
        ));
        assert_eq!(calc.notation, "11m 1m [777z]");
        calc.edit(CalcCommand::SetNotation("123m456p789s234s5m 5m F2".into()));
        assert_eq!(
            (calc.tiles.len(), calc.bonus.len(), calc.melds.len()),
            (14, 1, 0)
        );
        assert!(calc.results.len() == 5 && calc.hand_error.is_none());
        calc.edit(CalcCommand::SetNotation("123m 8z".into()));
        assert!(
            calc.notation_error
                .as_ref()
                .map(|said| said.words.as_str())
                .unwrap_or("")
                .contains("at 6")
        );
        assert_eq!(
            calc.tiles.len(),
            14,
            "a broken notation leaves the hand as it was"
        );
    }

    #[test]
    fn an_invalid_hand_says_why() {
        let mut calc = Calculator::default();
        calc.edit(CalcCommand::SetNotation("11111m".into()));
        assert!(
            calc.hand_error
                .as_ref()
                .map(|said| said.words.as_str())
                .unwrap_or("")
                .contains("wrong count"),
            "{:?}",
            calc.hand_error
        );
        calc.edit(CalcCommand::SetNotation("11111m456p789s11z 1z".into()));
        assert!(
            calc.hand_error
                .as_ref()
                .map(|said| said.words.as_str())
                .unwrap_or("")
                .contains("5th copy"),
            "{:?}",
            calc.hand_error
        );
    }

    #[test]
    fn files_load_and_save() {
        let mut calc = Calculator::default();
        calc.edit(CalcCommand::LoadText(
            include_str!("../../../../docs/examples/zj-freedom-of-arrangement.ron").into(),
        ));
        assert_eq!(calc.seat, Wind::South);
        assert_eq!(calc.melds.len(), 1);
        assert_eq!(
            calc.title.as_deref(),
            Some("Freedom of arrangement: 170, not 145")
        );
        let zj = calc
            .results
            .first()
            .and_then(|r| r.outcome.as_ref().ok())
            .map(|(s, _)| s.total());
        assert_eq!(zj, Some(170));
        let saved = calc.to_file().to_ron();
        let mut again = Calculator::default();
        again.edit(CalcCommand::LoadText(saved));
        assert_eq!(
            (again.to_notation(), again.seat, again.win, again.discarder),
            (calc.to_notation(), calc.seat, calc.win, calc.discarder)
        );
        calc.edit(CalcCommand::LoadText("(concealed: 12)".into()));
        assert!(
            calc.file_message
                .as_ref()
                .map(|said| said.words.as_str())
                .unwrap_or("")
                .contains("line 1"),
            "{:?}",
            calc.file_message
        );
        // A hand saved half-built opens again as it was.
        let mut half = Calculator::default();
        half.edit(CalcCommand::SetNotation("123m 5z".into()));
        let mut again = Calculator::default();
        again.edit(CalcCommand::LoadText(half.to_file().to_ron()));
        assert_eq!(
            (again.file_message.clone(), again.to_notation()),
            (None, "123m 5z".into())
        );
    }

    #[test]
    fn the_picture_draws_a_complete_hand_as_a_hand_file_and_a_half_built_one_as_it_stands() {
        use crate::art::source::{Which, picture_of_text};
        let text = r#"(concealed: "123m456p789s555z22z", winning_tile: "2z")"#;
        let mut calc = Calculator::default();
        assert_eq!(calc.picture(false), None, "nothing to draw");
        calc.edit(CalcCommand::LoadText(text.into()));
        assert_eq!(calc.hand_error, None);
        let file = picture_of_text(text, Which::default()).expect("diagram");
        assert_eq!(calc.picture(false), Some(file));
        // One tile short: still drawn, every tile there.
        calc.edit(CalcCommand::RemoveTile(0));
        assert!(calc.hand_error.is_some());
        let half = calc.picture(true).expect("drawn as it stands");
        let full = calc.picture(false);
        assert!(full.is_some_and(|p| p != half));
    }

    fn tile(t: &str) -> Tile {
        crate::tiles::parse_tile(t).unwrap()
    }

    fn example_files() -> Vec<(String, String)> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/examples");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .map(|p| {
                let text = std::fs::read_to_string(&p).unwrap();
                (p.display().to_string(), text)
            })
            .collect();
        files.sort();
        files
    }

    #[test]
    fn every_example_file_round_trips_through_open_and_save() {
        let files = example_files();
        assert!(files.len() >= 19, "{}", files.len());
        for (path, text) in files {
            let (file, hand) = HandFile::parse(&text).unwrap();
            let mut calc = Calculator::default();
            calc.edit(CalcCommand::LoadText(text.clone()));
            assert_eq!(calc.file_message, None, "{path}");
            let saved = calc.to_file();
            assert_eq!(
                saved,
                HandFile::of(&hand, &file.rules, file.title.as_deref()),
                "{path}"
            );
            assert_eq!(saved.rules, file.rules, "{path}");
            // The saved text opens to the same hand, and the file's system is scored with
            // the file's rules, as the command line scores it.
            let (_, again) = HandFile::parse(&saved.to_ron()).unwrap();
            assert_eq!(again, hand, "{path}");
            let result = calc
                .results
                .iter()
                .find(|r| r.settings.id() == file.rules.id())
                .unwrap();
            assert!(result.from_file && result.settings == file.rules, "{path}");
            let expected = score(&hand, &file.rules).map(|s| s.total()).ok();
            let shown = result.outcome.as_ref().ok().map(|(s, _)| s.total());
            assert_eq!(shown, expected, "{path}");
        }
    }

    fn open(name: &str) -> Calculator {
        let path = format!("{}/docs/examples/{name}", env!("CARGO_MANIFEST_DIR"));
        let mut calc = Calculator::default();
        calc.edit(CalcCommand::LoadText(
            std::fs::read_to_string(path).unwrap(),
        ));
        calc
    }

    fn result<'a>(calc: &'a Calculator, id: &str) -> &'a (Scored, Hand) {
        let r = calc.results.iter().find(|r| r.settings.id() == id).unwrap();
        r.outcome.as_ref().unwrap()
    }

    #[test]
    fn opened_files_are_scored_with_their_rules_and_situation() {
        let calc = open("zj-chicken-wsom.ron");
        let (scored, hand) = result(&calc, "zung-jung");
        let sheet = crate::rules::sheet_of(hand, scored);
        assert!(!sheet.valid, "a false win under the WSOM minimum");
        assert_eq!(
            changed_options(calc.file_rules.as_ref().unwrap()),
            ["minimum: Wsom"]
        );
        let mut calc = open("hk-liability-nine-tiles.ron");
        assert_eq!(calc.discarder, Some(Wind::West));
        let (scored, _) = result(&calc, "hk-old-style");
        let payers: Vec<_> = scored
            .payments
            .entries
            .iter()
            .filter(|e| e.amount > 0)
            .map(|e| (e.payer, e.amount))
            .collect();
        assert_eq!(payers, [(Some(Wind::West), 8)], "West pays for everyone");
        calc.edit(CalcCommand::ForgetFileRules);
        assert!(calc.results.iter().all(|r| !r.from_file));
        let calc = open("sc-pure-suit-self-draw.ron");
        assert_eq!(calc.table.players_out, 1 << Wind::North.index());
        assert_eq!(calc.missing_suit(), Suit::Characters);
        let calc = open("sg-animals-and-kongs.ron");
        assert_eq!(calc.to_file().dealt_bonus, "A1 A2");
    }

    #[test]
    fn undo_and_redo_every_change() {
        let mut calc = Calculator::with_example();
        assert!(!calc.can_undo());
        let start = calc.to_file();
        calc.edit(CalcCommand::SetWin(WinMethod::SelfDraw));
        calc.edit(CalcCommand::SetFlags(Flags {
            final_draw: true,
            ..Flags::default()
        }));
        calc.edit(CalcCommand::SetTable(TableFacts {
            wall_tiles_left: Some(3),
            ..TableFacts::default()
        }));
        calc.edit(CalcCommand::SetTable(TableFacts {
            wall_tiles_left: Some(4),
            ..TableFacts::default()
        }));
        calc.edit(CalcCommand::AddBonus(BonusTile::Flower(1)));
        let end = calc.to_file();
        for _ in 0..4 {
            calc.edit(CalcCommand::Undo);
        }
        assert!(!calc.can_undo(), "dragging a number is one step");
        assert_eq!(calc.to_file(), start);
        assert_eq!(calc.notation, "11122233m11p 3m [777z]");
        for _ in 0..4 {
            calc.edit(CalcCommand::Redo);
        }
        assert_eq!(calc.to_file(), end);
        assert!(!calc.can_redo());
        // Typing is one step; a new change forgets what was undone.
        calc.edit(CalcCommand::SetNotation("1".into()));
        calc.edit(CalcCommand::SetNotation("1m".into()));
        calc.edit(CalcCommand::SetNotation("12m".into()));
        calc.edit(CalcCommand::Undo);
        assert_eq!(calc.to_file(), end);
        calc.edit(CalcCommand::Clear);
        calc.edit(CalcCommand::Undo);
        assert_eq!(calc.to_file(), end);
        calc.edit(CalcCommand::SetSeat(Wind::West));
        assert!(!calc.can_redo());
        calc.edit(CalcCommand::Undo);
        // Two toggles are two steps.
        let dealt = TableFacts {
            wall_tiles_left: Some(4),
            dealt_bonus: 1,
            ..TableFacts::default()
        };
        calc.edit(CalcCommand::SetTable(dealt));
        calc.edit(CalcCommand::SetTable(TableFacts {
            winning_tile_fresh: true,
            ..dealt
        }));
        calc.edit(CalcCommand::Undo);
        assert_eq!(calc.table, dealt);
        calc.edit(CalcCommand::Undo);
        assert_eq!(calc.to_file(), end);
    }

    #[test]
    fn the_palette_refuses_a_fifth_copy_and_a_fifteenth_tile() {
        let mut calc = Calculator::default();
        for _ in 0..4 {
            assert_eq!(calc.add_refusal(tile("5m")), None);
            calc.edit(CalcCommand::AddTile(tile("5m")));
        }
        assert_eq!(
            calc.add_refusal(tile("5m")),
            Some(Refusal::FifthCopy(tile("5m")))
        );
        calc.edit(CalcCommand::AddTile(tile("5m")));
        assert_eq!(calc.tiles.len(), 4);
        calc.edit(CalcCommand::SetMeldMode(Some(MeldKind::Pung)));
        assert_eq!(
            calc.add_refusal(tile("5m")),
            Some(Refusal::FifthCopy(tile("5m")))
        );
        calc.edit(CalcCommand::SetMeldMode(Some(MeldKind::Chow)));
        assert_eq!(
            calc.add_refusal(tile("8m")),
            Some(Refusal::NoChowAt(tile("8m")))
        );
        assert_eq!(
            calc.add_refusal(tile("3m")),
            Some(Refusal::FifthCopy(tile("5m")))
        );
        calc.edit(CalcCommand::SetNotation("123m456p789s111z2z 2z".into()));
        assert_eq!(calc.add_refusal(tile("9p")), Some(Refusal::FullHand));
        calc.edit(CalcCommand::AddTile(tile("9p")));
        assert_eq!(calc.tiles.len(), 14);
        calc.edit(CalcCommand::AddBonus(BonusTile::Season(2)));
        assert_eq!(
            calc.bonus_refusal(BonusTile::Season(2)),
            Some(Refusal::BonusTwice(BonusTile::Season(2)))
        );
        calc.edit(CalcCommand::AddBonus(BonusTile::Season(2)));
        assert_eq!(calc.bonus.len(), 1);
    }

    #[test]
    fn impossible_situations_are_refused_with_the_engines_reason() {
        let mut calc = Calculator::with_example();
        let heaven = CalcCommand::SetFlags(Flags {
            heaven: true,
            ..Flags::default()
        });
        assert_eq!(calc.refusal(&heaven), Some(SituationError::HeavenNotDealer));
        calc.edit(heaven.clone());
        assert!(!calc.flags.heaven && !calc.can_undo());
        assert_eq!(
            calc.refusal(&CalcCommand::SetWin(WinMethod::RobbingKong)),
            Some(SituationError::RobbedTileHeld)
        );
        assert_eq!(
            calc.refusal(&CalcCommand::SetWin(WinMethod::KongReplacement)),
            Some(SituationError::ReplacementWithoutKong)
        );
        calc.edit(CalcCommand::SetDiscarder(Some(Wind::West)));
        calc.edit(CalcCommand::SetWin(WinMethod::SelfDraw));
        assert_eq!(calc.discarder, None, "a self-drawn win has no discarder");
        let final_discard = CalcCommand::SetFlags(Flags {
            final_discard: true,
            ..Flags::default()
        });
        assert_eq!(
            calc.refusal(&final_discard),
            Some(SituationError::FinalDiscardNotOnDiscard)
        );
        calc.edit(CalcCommand::SetFlags(Flags {
            final_draw: true,
            ..Flags::default()
        }));
        assert_eq!(
            calc.refusal(&CalcCommand::SetWin(WinMethod::Discard)),
            Some(SituationError::FinalDrawNotFromWall)
        );
        assert_eq!(
            calc.refusal(&CalcCommand::SetWin(WinMethod::SelfDraw)),
            None
        );
        calc.edit(CalcCommand::SetWin(WinMethod::Discard));
        assert_eq!(calc.win, WinMethod::SelfDraw);
        // A problem the hand already has does not block the other choices.
        assert_eq!(calc.refusal(&CalcCommand::SetSeat(Wind::North)), None);
        // A new seat drops what the winner cannot be: the discarder, a claim's origin.
        let mut calc = Calculator::with_example();
        calc.edit(CalcCommand::SetDiscarder(Some(Wind::West)));
        calc.edit(CalcCommand::SetMeldFrom(0, Some(Wind::West)));
        assert_eq!(
            calc.refusal(&CalcCommand::SetMeldFrom(0, Some(Wind::South))),
            Some(SituationError::OwnDiscardClaimed(1))
        );
        calc.edit(CalcCommand::SetSeat(Wind::West));
        assert_eq!((calc.discarder, calc.melds[0].from), (None, None));
        assert!(calc.hand_error.is_none());
    }

    #[test]
    fn every_situation_problem_reads_in_every_language() {
        use SituationError::*;
        let all = [
            FinalDrawNotFromWall,
            FinalDiscardNotOnDiscard,
            FinalDrawAndDiscard,
            ReplacementWithoutKong,
            RobbedTileHeld,
            HeavenNotDealer,
            HeavenNotDealtTiles,
            EarthDealer,
            EarthNotFirstGoRound,
            BonusReplacementNotSelfDrawn,
            KongOnKong,
            ConcealedKongClaimed(2),
            OwnDiscardClaimed(3),
            Humanly,
            KongShotNotOnDiscard,
            DiscarderOut,
            WinnerOut,
            HeavenAndEarth,
            SelfDrawDiscarder,
            WinnerDiscarder,
        ];
        for lang in crate::app::i18n::Lang::ALL {
            let i18n = I18n::new(lang);
            for problem in all {
                assert!(i18n.has(problem.id()), "{lang:?}: {}", problem.id());
            }
            assert!(situation_text(&i18n, OwnDiscardClaimed(3)).contains('3'));
        }
    }

    #[test]
    fn an_opened_file_keeps_its_rules_and_the_other_systems_the_house_rules() {
        let mut calc = Calculator::default();
        let mut house = HouseRules::default();
        house.zung_jung.four_identical_sequences =
            crate::rules::zung_jung::FourIdenticalSequences::Points400;
        house.singapore.limit = 8;
        let settings = crate::app::Settings {
            house_rules: house.clone(),
            ..Default::default()
        };
        let i18n = I18n::new(crate::app::i18n::Lang::English);
        let ctx = crate::app::context::Ctx::new(&settings, &i18n);
        crate::app::screens::Screen::apply(&mut calc, CalcCommand::HouseRulesChanged, &ctx);
        calc.edit(CalcCommand::SetNotation("111122223333m5p 5p".into()));
        assert_eq!(result(&calc, "zung-jung").0.total(), 400);
        assert_eq!(
            result(&calc, "singapore").0.settings,
            house.system(RuleId::Singapore)
        );
        assert_eq!(
            calc.to_file().rules,
            house.system(RuleId::ZungJung),
            "Save writes the house's options"
        );
        let text = include_str!("../../../../docs/examples/zj-chicken-wsom.ron");
        calc.edit(CalcCommand::LoadText(text.into()));
        let zj = &result(&calc, "zung-jung").0;
        assert!(
            matches!(&zj.settings, crate::rules::RuleSettings::ZungJung(o)
                if o.minimum == crate::rules::zung_jung::Minimum::Wsom),
            "the file's own options win for its system"
        );
        assert_eq!(
            result(&calc, "singapore").0.settings,
            house.system(RuleId::Singapore)
        );
    }
}
