//! Authoring a drill set in the app: hands added from the calculator and the drill, put in
//! order, given notes, saved as a set file (canonical, as `tilewise fmt` writes it) and tried
//! in the drill. The set is the library's [`DrillSet`]; every hand is checked as it is added.

use crate::app::Command;
use crate::app::context::Ctx;
use crate::app::effect::{Effect, Reply};
use crate::app::i18n::I18n;
use crate::app::screens::Screen;
use crate::app::storage::RECENT_MAX;
use crate::app::widgets::tile_art::{Face, TileLook};
use crate::app::widgets::worksheet::{Exported, WorksheetAsk, worksheet_options, worksheet_row_ui};
use crate::app::widgets::{meld_ui, tile_image};
use crate::drill::mode::Mode;
use crate::drill::set::{DrillSet, SetHand, SetHandFile, parse_set};
use crate::formats::HandFile;
use crate::i18n::{Localized as _, Message, Said};
use crate::print::{Paper, WorksheetOptions, worksheet_pdf};
use egui::{RichText, Ui};
use std::path::PathBuf;

pub use crate::drill::set::SET_MODES;

/// What the builder says after its last action: kept as it was said, worded in the reader's
/// language when drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum BuilderMessage {
    /// A hand added: its number, the system it is scored under (by id) and the mode it asks.
    Added {
        n: usize,
        system: &'static str,
        mode: Mode,
    },
    /// A hand not added, and why.
    NotAdded(Said),
    /// The set opened from this path.
    Opened(String),
    /// The set saved to this path.
    Saved(String),
    /// A file that could not be saved or opened, and why.
    Failed(Said),
    /// What became of a worksheet export.
    Exported(Exported),
}

impl BuilderMessage {
    /// The message in `i18n`'s language, and whether it says something went well.
    pub fn text(&self, i18n: &I18n) -> (String, bool) {
        match self {
            BuilderMessage::Added { n, system, mode } => (
                i18n.tr_args(
                    "set-build-added",
                    &[
                        ("n", fluent_bundle::FluentValue::from(*n as u64)),
                        ("system", i18n.tr(&format!("system-{system}")).into()),
                        ("mode", i18n.tr(mode.label_key()).into()),
                    ],
                ),
                true,
            ),
            BuilderMessage::NotAdded(why) => (
                format!("{}: {}", i18n.tr("set-build-refused"), i18n.said(why)),
                false,
            ),
            BuilderMessage::Opened(path) => (
                i18n.tr_args("set-build-opened", &[("path", path.clone().into())]),
                true,
            ),
            BuilderMessage::Saved(path) => (format!("{} {path}", i18n.tr("set-build-saved")), true),
            BuilderMessage::Failed(why) => (crate::app::files::said_line(why, i18n), false),
            BuilderMessage::Exported(e) => (e.text(i18n), e.result.is_ok()),
        }
    }
}

/// The set being built: the set itself, whether its window is open, how its worksheet is
/// exported, the last message (a hand added or refused, a save, an open, an export) — `Ok`
/// for news, `Err` for a problem — and the set files opened or saved recently, newest first
/// (kept in the settings).
#[derive(Clone, Debug, Default)]
pub struct SetBuilder {
    pub set: DrillSet,
    pub open: bool,
    /// The panel folded to a narrow strip (the screen beside gets its room back).
    pub folded: bool,
    /// The exported worksheet ends with its answer key.
    pub export_answers: bool,
    /// The exported worksheet's paper.
    pub paper: Paper,
    /// What the last action came to, worded when drawn ([`BuilderMessage::text`]).
    pub message: Option<BuilderMessage>,
    pub recent: Vec<String>,
    /// The set as last saved, opened or started: a set that differs has unsaved work.
    pub baseline: DrillSet,
    /// A command that would discard unsaved work (New set, opening another set), waiting
    /// for the user's answer (Discard / Keep).
    pub confirm: Option<Box<BuilderCommand>>,
    /// Where the unsaved set is autosaved (`<data>/sets/draft.ron`); `None`: nowhere.
    pub draft_path: Option<PathBuf>,
    /// The set as last written to the draft (`None`: no draft on disk).
    pub autosaved: Option<DrillSet>,
}

/// Every change to the set being built.
#[derive(Clone, Debug, PartialEq)]
pub enum BuilderCommand {
    /// Opens or closes the window.
    Show(bool),
    /// Folds the panel to a narrow strip, or unfolds it.
    Fold(bool),
    /// A folded panel unfolds; else the panel opens or closes (the drill's button).
    Toggle,
    /// A set file opened elsewhere (in the drill), first among the recent ones.
    Remember(String),
    /// Starts an empty set with this title.
    NewSet {
        title: String,
    },
    /// Adds a hand (with the rules it is scored under) asking `mode`; refused with a message
    /// when it is no question of that mode, or its rules are not the set's.
    AddHand {
        file: Box<HandFile>,
        mode: Mode,
    },
    Remove(usize),
    MoveUp(usize),
    MoveDown(usize),
    SetMode(usize, Mode),
    /// The teacher's note of hand `i`; empty for none.
    SetNote(usize, String),
    SetTitle(String),
    SetAuthor(String),
    /// Asks where to save (a dialog run by the app), then `SaveTo`.
    SaveDialog,
    /// Writes the set's canonical text to a path (atomically; an effect), then `Saved`.
    SaveTo(PathBuf),
    /// The set written to a path, or why not (in words).
    Saved {
        path: PathBuf,
        result: Result<(), Message>,
    },
    /// Asks the app to open the set in the drill.
    TryInDrill,
    /// The set's draft written after a change, or why not (then written again at the next).
    DraftWritten(Result<(), Message>),
    /// Asks for a set file to edit (a dialog run by the app), then `Opened`.
    OpenDialog,
    /// Opens a recent set file again (read by the app's file commands), then `Opened`.
    OpenRecent(String),
    /// A set file was read (or why not): it replaces the set being built when every hand of
    /// it is a question of its mode.
    Opened {
        path: String,
        text: Result<String, Said>,
    },
    /// Whether the exported worksheet ends with its answer key.
    SetExportAnswers(bool),
    SetPaper(Paper),
    /// Asks where to export the worksheet (a dialog run by the app), then `ExportTo`.
    ExportDialog,
    /// Writes the set's worksheet (PDF, in the app's language, in the tiles on screen) to a
    /// path, atomically (an effect the app runs, then `WorksheetExported`).
    ExportTo {
        path: PathBuf,
        corner_index: bool,
    },
    /// What came of an export.
    WorksheetExported(Exported),
    /// The answer to "discard the set being built?": `true` discards it and does what was
    /// asked (New set, the other set opened), `false` keeps it.
    AnswerDiscard(bool),
}

impl SetBuilder {
    /// A builder that autosaves to `draft_path`, holding the unsaved set found there at
    /// start (it stays unsaved work: New set asks before discarding it).
    pub fn with_draft(draft_path: Option<PathBuf>, found: Option<DrillSet>) -> SetBuilder {
        let open = found.is_some();
        SetBuilder {
            set: found.clone().unwrap_or_default(),
            open,
            autosaved: found,
            draft_path,
            ..SetBuilder::default()
        }
    }

    /// Whether the set differs from what was last saved, opened or started.
    pub fn unsaved(&self) -> bool {
        self.set != self.baseline
    }

    /// Applies one command; one that would discard unsaved work asks first. Returns the
    /// effects it asks for: the dialogs that open or save a set, a recent set read.
    fn apply_here(&mut self, command: BuilderCommand, ctx: &Ctx) -> Vec<Effect> {
        let i18n = ctx.i18n;
        use crate::app::effect::{Dialog, FileKind, Then};
        let asked = match &command {
            BuilderCommand::SaveDialog => Some(Effect::Dialog(Dialog::save(
                FileKind::Set,
                "set.ron",
                Then::SaveSet,
            ))),
            BuilderCommand::OpenDialog => Some(Effect::Dialog(Dialog::open(
                FileKind::Set,
                Then::OpenSetInBuilder,
            ))),
            BuilderCommand::OpenRecent(path) => Some(Effect::read(path, |path, text| {
                Command::Builder(BuilderCommand::Opened { path, text })
            })),
            BuilderCommand::ExportDialog => Some(crate::app::effect::worksheet_dialog(
                crate::app::effect::WorksheetOf::Builder,
                ctx.settings.corner_index,
            )),
            BuilderCommand::ExportTo { path, corner_index } => {
                let options = self.worksheet_options(*corner_index, ctx.i18n);
                let answer = |path, result| {
                    Command::Builder(BuilderCommand::WorksheetExported(Exported { path, result }))
                };
                return crate::app::effect::worksheet_write(
                    &self.set,
                    &options,
                    ctx.tile_faces,
                    path.clone(),
                    answer,
                );
            }
            BuilderCommand::TryInDrill => Some(Effect::TrySet {
                title: self.set.title.clone(),
                text: self.text().map_err(Said::words),
            }),
            BuilderCommand::SaveTo(path) => match self.text() {
                Ok(text) => Some(Effect::Write {
                    path: path.clone(),
                    bytes: text.into_bytes(),
                    then: Reply(|path, result| {
                        Command::Builder(BuilderCommand::Saved { path, result })
                    }),
                }),
                Err(e) => {
                    let error = format!("{}: {e}", path.display());
                    self.message = Some(BuilderMessage::Failed(Said::words(error.clone())));
                    return vec![Effect::Notify(crate::app::notice::failed(&error))];
                }
            },
            _ => None,
        };
        if let Some(effect) = asked {
            return vec![effect];
        }
        match command {
            BuilderCommand::NewSet { .. } | BuilderCommand::Opened { text: Ok(_), .. }
                if self.unsaved() =>
            {
                self.open = true;
                self.confirm = Some(Box::new(command));
            }
            BuilderCommand::AnswerDiscard(discard) => {
                if let Some(asked) = self.confirm.take()
                    && discard
                {
                    self.apply_now(*asked, i18n);
                }
            }
            command => self.apply_now(command, i18n),
        }
        Vec::new()
    }

    fn apply_now(&mut self, command: BuilderCommand, i18n: &I18n) {
        let hands = self.set.hands.len();
        match command {
            BuilderCommand::Show(open) => {
                self.open = open;
                self.folded = false;
            }
            BuilderCommand::Fold(folded) => self.folded = folded,
            BuilderCommand::Toggle => {
                if self.open && self.folded {
                    self.folded = false;
                } else {
                    self.open = !self.open;
                    self.folded = false;
                }
            }
            BuilderCommand::Remember(path) => self.remember(path),
            BuilderCommand::NewSet { title } => {
                self.set = DrillSet {
                    title,
                    ..DrillSet::default()
                };
                self.baseline = self.set.clone();
                self.message = None;
            }
            BuilderCommand::AddHand { file, mode } => {
                self.open = true;
                self.folded = false;
                self.message = Some(self.add(*file, mode, i18n.lang()));
            }
            BuilderCommand::Remove(i) if i < hands => {
                self.set.hands.remove(i);
            }
            BuilderCommand::MoveUp(i) if i > 0 && i < hands => self.set.hands.swap(i - 1, i),
            BuilderCommand::MoveDown(i) if i + 1 < hands => self.set.hands.swap(i, i + 1),
            BuilderCommand::SetMode(i, mode) => {
                if let Some(h) = self.set.hands.get_mut(i) {
                    let old = std::mem::replace(&mut h.mode, mode);
                    if let Err(e) = self.set.question(i) {
                        self.set.hands[i].mode = old;
                        self.message = Some(BuilderMessage::NotAdded(Said::of(&e)));
                    }
                }
            }
            BuilderCommand::SetNote(i, text) => {
                if let Some(h) = self.set.hands.get_mut(i) {
                    h.note = (!text.is_empty()).then_some(text);
                }
            }
            BuilderCommand::SetTitle(t) => self.set.title = t,
            BuilderCommand::SetAuthor(a) => self.set.author = a,
            // Asked of the outside world by `apply`.
            BuilderCommand::SaveTo(_) => {}
            BuilderCommand::DraftWritten(result) => {
                if result.is_err() {
                    // Written again after the next change.
                    self.autosaved = None;
                }
            }
            BuilderCommand::Saved { path, result } => {
                let shown = path.display().to_string();
                self.message = Some(match result {
                    Ok(()) => {
                        self.baseline = self.set.clone();
                        self.remember(shown.clone());
                        BuilderMessage::Saved(shown)
                    }
                    Err(e) => BuilderMessage::Failed(Said::msg(
                        Message::new("write-failed")
                            .text("path", shown)
                            .msg("error", e),
                    )),
                });
            }
            BuilderCommand::Opened { path, text } => {
                self.open = true;
                let set = text.and_then(|text| {
                    parse_set(&text).map_err(|error| {
                        Said::msg(
                            Message::new("drill-set-invalid")
                                .text("path", &path)
                                .msg("error", error.message()),
                        )
                    })
                });
                match set {
                    Ok(set) => {
                        self.baseline = set.clone();
                        self.set = set;
                        self.message = Some(BuilderMessage::Opened(path.clone()));
                        self.remember(path);
                    }
                    Err(e) => self.message = Some(BuilderMessage::Failed(e)),
                }
            }
            BuilderCommand::SetExportAnswers(on) => self.export_answers = on,
            BuilderCommand::SetPaper(paper) => self.paper = paper,
            BuilderCommand::WorksheetExported(exported) => {
                self.message = Some(BuilderMessage::Exported(exported));
            }
            BuilderCommand::ExportTo { .. }
            | BuilderCommand::Remove(_)
            | BuilderCommand::MoveUp(_)
            | BuilderCommand::MoveDown(_)
            | BuilderCommand::SaveDialog
            | BuilderCommand::TryInDrill
            | BuilderCommand::OpenDialog
            | BuilderCommand::OpenRecent(_)
            | BuilderCommand::ExportDialog
            | BuilderCommand::AnswerDiscard(_) => {}
        }
    }

    /// Puts a set file first in the recent list (once, at most [`RECENT_MAX`] kept).
    pub fn remember(&mut self, path: String) {
        self.recent.retain(|p| *p != path);
        self.recent.insert(0, path);
        self.recent.truncate(RECENT_MAX);
    }

    /// The system of the set (by id), once it has a hand: the first hand sets it.
    /// What the last action came to, in `i18n`'s language, and whether it went well.
    pub fn said(&self, i18n: &I18n) -> Option<(String, bool)> {
        self.message.as_ref().map(|m| m.text(i18n))
    }

    pub fn set_system(&self) -> Option<&'static str> {
        (!self.set.hands.is_empty()).then(|| self.set.rules.id())
    }

    /// Adds a hand asking `mode`, or says why not: the set is for another system (or other
    /// options of it), the same hand asks the same already, or the hand is no question of
    /// the mode.
    fn add(&mut self, file: HandFile, mode: Mode, lang: crate::i18n::Lang) -> BuilderMessage {
        let not_added = |m: Message| BuilderMessage::NotAdded(Said::msg(m));
        let system = |id: &str| Message::new(format!("system-{id}"));
        if self.set.hands.is_empty() {
            // The first hand sets the rules; the notes are written in the app's language.
            self.set.rules = file.rules.clone();
            self.set.language = lang;
        } else if file.rules.id() != self.set.rules.id() {
            return not_added(
                Message::new("set-build-other-system")
                    .msg("set", system(self.set.rules.id()))
                    .msg("system", system(file.rules.id())),
            );
        } else if file.rules != self.set.rules {
            return not_added(Message::new("set-build-other-rules"));
        }
        let system_id = file.rules.id();
        let hand = SetHandFile::of_file(file);
        if let Some(k) = self
            .set
            .hands
            .iter()
            .position(|h| h.mode == mode && h.hand == hand)
        {
            return not_added(Message::new("set-build-duplicate").int("n", k + 1));
        }
        self.set.hands.push(SetHand {
            mode,
            note: None,
            claims: Default::default(),
            hand,
        });
        let k = self.set.hands.len() - 1;
        match self.set.question(k) {
            Ok(_) => BuilderMessage::Added {
                n: k + 1,
                system: system_id,
                mode,
            },
            Err(e) => {
                self.set.hands.pop();
                BuilderMessage::NotAdded(Said::of(&e))
            }
        }
    }

    /// The set's canonical text, as `tilewise fmt` writes it.
    pub fn text(&self) -> Result<String, String> {
        crate::canonical::Format::DrillSet
            .canonical(&self.set.to_ron())
            .map_err(|e| e.to_string())
    }

    /// The worksheet options of an export: the builder's answer key and paper, the app's
    /// language.
    pub fn worksheet_options(&self, corner_index: bool, i18n: &I18n) -> WorksheetOptions {
        worksheet_options(self.export_answers, self.paper, corner_index, i18n)
    }

    /// The worksheet of the set as PDF bytes, in the app's language.
    pub fn worksheet(&self, corner_index: bool, i18n: &I18n) -> Result<Vec<u8>, String> {
        worksheet_pdf(&self.set, &self.worksheet_options(corner_index, i18n))
            .map_err(|e| e.text(i18n))
    }
}

impl Screen for SetBuilder {
    type Command = BuilderCommand;

    /// Applies one command; the set's draft is autosaved after every change (removed once
    /// the set has no unsaved work).
    fn apply(&mut self, command: BuilderCommand, ctx: &Ctx) -> Vec<Effect> {
        let recent = self.recent.clone();
        let mut effects = self.apply_here(command, ctx);
        effects.extend(self.autosave());
        if self.recent != recent {
            effects.push(Effect::RecentSets(self.recent.clone()));
        }
        effects
    }

    fn ui(&self, ui: &mut Ui, ctx: &Ctx, out: &mut Vec<BuilderCommand>) {
        set_builder_ui(ui, self, ctx, out);
    }
}

impl SetBuilder {
    /// The write (or removal) of the set's draft when it differs from the one kept.
    fn autosave(&mut self) -> Option<Effect> {
        let path = self.draft_path.clone()?;
        let keep = self.unsaved().then(|| self.set.clone());
        if keep == self.autosaved {
            return None;
        }
        let effect = match &keep {
            Some(set) => Effect::Autosave {
                path,
                bytes: set.to_ron().into_bytes(),
                then: Some(Reply(|_, result| {
                    Command::Builder(BuilderCommand::DraftWritten(result))
                })),
            },
            None => Effect::Remove(path),
        };
        self.autosaved = keep;
        Some(effect)
    }
}

/// The set being built, docked as a panel at the window's right edge (it never covers the
/// screen it is used with): its title and system, the last message (what was added, or why
/// not), title, author, every hand (number, mode, its tiles, ↑ ↓ ×, note), Save…, Try it in
/// the drill, the worksheet. The panel's rect carries the accessible name "set builder".
pub fn set_builder_ui(ui: &mut Ui, builder: &SetBuilder, ctx: &Ctx, out: &mut Vec<BuilderCommand>) {
    let i18n = ctx.i18n;
    if builder.folded {
        folded_ui(ui, builder, i18n, out);
        return;
    }
    let shown = egui::Panel::right("set_builder")
        .resizable(true)
        // Narrow on a small window, so that the screen beside keeps its controls whole.
        .default_size((ui.available_width() * 0.28).clamp(290.0, 420.0))
        .min_size(260.0)
        .max_size((ui.available_width() * 0.45).max(290.0))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(i18n.tr("set-build-window"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(i18n.tr("set-build-close")).clicked() {
                        out.push(BuilderCommand::Show(false));
                    }
                    if ui
                        .button("»")
                        .on_hover_text(i18n.tr("set-build-fold"))
                        .clicked()
                    {
                        out.push(BuilderCommand::Fold(true));
                    }
                });
            });
            if let Some(id) = builder.set_system() {
                let count = builder.set.hands.len() as u64;
                let system = i18n.tr(&format!("system-{id}"));
                ui.label(
                    RichText::new(i18n.tr_args(
                        "set-build-for",
                        &[("system", system.into()), ("count", count.into())],
                    ))
                    .weak(),
                );
            }
            message_ui(ui, builder, i18n);
            ui.separator();
            egui::ScrollArea::vertical()
                .id_salt("set_builder_scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    builder_body_ui(ui, builder, i18n, ctx.settings.corner_index, out)
                });
        });
    shown
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Group, true, "set builder"));
}

/// The panel folded: a narrow strip at the right edge with « to unfold it and the number of
/// hands; the panel's rect keeps its accessible name.
fn folded_ui(ui: &mut Ui, builder: &SetBuilder, i18n: &I18n, out: &mut Vec<BuilderCommand>) {
    let shown = egui::Panel::right("set_builder_folded")
        .resizable(false)
        .exact_size(34.0)
        .show(ui, |ui| {
            ui.vertical_centered(|ui| {
                let hint = i18n.tr_args(
                    "set-build-unfold",
                    &[("count", (builder.set.hands.len() as u64).into())],
                );
                if ui.button("«").on_hover_text(hint).clicked() {
                    out.push(BuilderCommand::Fold(false));
                }
                ui.label(RichText::new(builder.set.hands.len().to_string()).strong());
            });
        });
    shown
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Group, true, "set builder"));
}

/// The last message (a hand added, or why not; a save, an open, an export), wrapped, in
/// the panel's head where it is seen.
fn message_ui(ui: &mut Ui, builder: &SetBuilder, i18n: &I18n) {
    let Some((text, good)) = builder.said(i18n) else {
        return;
    };
    let color = if good {
        ui.visuals().weak_text_color()
    } else {
        ui.visuals().warn_fg_color
    };
    ui.add(egui::Label::new(RichText::new(text).color(color)).wrap());
}

/// A hand of the set as small tiles: the concealed tiles, the winning tile set apart, the
/// melds as laid out, the bonus tiles; its notation on hover (and as its accessible name).
/// A hand whose notation does not read is shown as its text.
fn set_hand_tiles_ui(ui: &mut Ui, n: usize, hand: &SetHandFile, corner_index: bool) {
    use crate::tiles::{format_tiles, parse_bonus_list, parse_tile, parse_tiles};
    let height = 24.0;
    let parsed = (
        parse_tiles(&hand.concealed),
        parse_tile(hand.winning_tile.trim()),
        crate::formats::melds_of_specs(&hand.melds),
        parse_bonus_list(&hand.bonus),
    );
    let (Ok(mut concealed), Ok(winning), Ok(melds), Ok(bonus)) = parsed else {
        ui.monospace(format!("{} ({})", hand.concealed, hand.winning_tile));
        return;
    };
    if let Some(i) = concealed.iter().position(|&t| t == winning) {
        concealed.remove(i);
    }
    concealed.sort();
    let mut notation = vec![format_tiles(&concealed), winning.to_string()];
    notation.extend(
        melds
            .iter()
            .map(|m| format!("[{}]", format_tiles(&m.tiles()))),
    );
    notation.extend(bonus.iter().map(|b| b.to_string()));
    let notation = notation.join(" ");
    let look = TileLook {
        corner_index,
        ..TileLook::default()
    };
    let row = ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for &t in &concealed {
            tile_image(ui, Face::Tile(t), height, look);
        }
        ui.add_space(height * 0.3);
        let winning_look = TileLook {
            highlight: true,
            ..look
        };
        tile_image(ui, Face::Tile(winning), height, winning_look);
        for m in &melds {
            ui.add_space(height * 0.3);
            meld_ui(ui, m, hand.seat_wind, height, look);
        }
        if !bonus.is_empty() {
            ui.add_space(height * 0.3);
            for &b in &bonus {
                tile_image(ui, Face::Bonus(b), height * 0.8, look);
            }
        }
    });
    let name = format!("{n}. {notation}");
    let response = row.response.on_hover_text(notation);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
}

fn builder_body_ui(
    ui: &mut Ui,
    builder: &SetBuilder,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<BuilderCommand>,
) {
    let set = &builder.set;
    if builder.confirm.is_some() {
        ui.horizontal_wrapped(|ui| {
            ui.colored_label(ui.visuals().warn_fg_color, i18n.tr("set-build-discard-ask"));
            if ui.button(i18n.tr("set-build-discard")).clicked() {
                out.push(BuilderCommand::AnswerDiscard(true));
            }
            if ui.button(i18n.tr("set-build-keep")).clicked() {
                out.push(BuilderCommand::AnswerDiscard(false));
            }
        });
        ui.separator();
    }
    let field = (ui.available_width() - 110.0).clamp(160.0, 320.0);
    egui::Grid::new("set-builder-head").show(ui, |ui| {
        let label = ui.label(i18n.tr("set-build-set-title"));
        let mut title = set.title.clone();
        if ui
            .add_sized(
                egui::vec2(field, 20.0),
                egui::TextEdit::singleline(&mut title),
            )
            .labelled_by(label.id)
            .changed()
        {
            out.push(BuilderCommand::SetTitle(title));
        }
        ui.end_row();
        let label = ui.label(i18n.tr("set-build-author"));
        let mut author = set.author.clone();
        if ui
            .add_sized(
                egui::vec2(field, 20.0),
                egui::TextEdit::singleline(&mut author),
            )
            .labelled_by(label.id)
            .changed()
        {
            out.push(BuilderCommand::SetAuthor(author));
        }
        ui.end_row();
    });
    ui.separator();
    if set.hands.is_empty() {
        ui.add(egui::Label::new(RichText::new(i18n.tr("set-build-empty")).weak()).wrap());
    }
    let last = set.hands.len().saturating_sub(1);
    for (i, h) in set.hands.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let number = ui.label(RichText::new(format!("{}.", i + 1)).strong());
            egui::ComboBox::from_id_salt(("set-builder-mode", i))
                .selected_text(i18n.tr(h.mode.label_key()))
                .show_ui(ui, |ui| {
                    for mode in SET_MODES {
                        let name = i18n.tr(mode.label_key());
                        if ui.selectable_label(h.mode == mode, name).clicked() {
                            out.push(BuilderCommand::SetMode(i, mode));
                        }
                    }
                })
                .response
                .labelled_by(number.id);
            if ui.add_enabled(i > 0, egui::Button::new("↑")).clicked() {
                out.push(BuilderCommand::MoveUp(i));
            }
            if ui.add_enabled(i < last, egui::Button::new("↓")).clicked() {
                out.push(BuilderCommand::MoveDown(i));
            }
            if ui
                .button("×")
                .on_hover_text(i18n.tr("set-build-remove"))
                .clicked()
            {
                out.push(BuilderCommand::Remove(i));
            }
        });
        set_hand_tiles_ui(ui, i + 1, &h.hand, corner_index);
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(i18n.tr("set-build-note")).weak());
            let mut note = h.note.clone().unwrap_or_default();
            if ui
                .add(
                    egui::TextEdit::singleline(&mut note)
                        .id_salt(("set-builder-note", i))
                        .desired_width(field),
                )
                .labelled_by(label.id)
                .changed()
            {
                out.push(BuilderCommand::SetNote(i, note));
            }
        });
        ui.add_space(4.0);
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("set-build-open")).clicked() {
            out.push(BuilderCommand::OpenDialog);
        }
        if !builder.recent.is_empty() {
            ui.menu_button(i18n.tr("set-build-recent"), |ui| {
                for path in &builder.recent {
                    let name = std::path::Path::new(path)
                        .file_name()
                        .map_or_else(|| path.clone(), |n| n.to_string_lossy().into_owned());
                    if ui.button(name).on_hover_text(path).clicked() {
                        out.push(BuilderCommand::OpenRecent(path.clone()));
                        ui.close();
                    }
                }
            });
        }
    });
    ui.horizontal_wrapped(|ui| {
        let ready = !set.hands.is_empty();
        if ui
            .add_enabled(ready, egui::Button::new(i18n.tr("set-build-save")))
            .clicked()
        {
            out.push(BuilderCommand::SaveDialog);
        }
        if ui
            .add_enabled(ready, egui::Button::new(i18n.tr("set-build-try")))
            .clicked()
        {
            out.push(BuilderCommand::TryInDrill);
        }
        if ui
            .add_enabled(ready, egui::Button::new(i18n.tr("set-build-new")))
            .clicked()
        {
            out.push(BuilderCommand::NewSet {
                title: String::new(),
            });
        }
    });
    let row = (builder.export_answers, builder.paper);
    let ready = !set.hands.is_empty();
    match worksheet_row_ui(ui, row, ready, "set-builder-paper", i18n) {
        Some(WorksheetAsk::Export) => out.push(BuilderCommand::ExportDialog),
        Some(WorksheetAsk::Answers(on)) => out.push(BuilderCommand::SetExportAnswers(on)),
        Some(WorksheetAsk::Paper(paper)) => out.push(BuilderCommand::SetPaper(paper)),
        None => {}
    }
}
