//! Entering a hand move by move: the four dealt hands in notation, then each move typed as a
//! short token (`d 5m`, `x 9p`, `W p`, `h`), Tab completing to the legal moves, every move
//! checked by the engine as it comes (refused with the reason), undo; the table as it stands
//! and the moves so far are shown. The host (the Recorder) takes the finished hand.

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::widgets::tile_art::{Face, TileLook};
use crate::app::widgets::words::{View, describe_event};
use crate::app::widgets::{meld_ui, tile_image};
use crate::formats::game_record::{HandRecord, ResultEntry, UNSEEN};
use crate::game::entry::{MoveEntry, token};
use crate::i18n::Said;
use crate::rules::RuleSettings;
use crate::tiles::{Wind, tiles_of};
use egui::{Key, RichText, Ui};

/// The move line's id: the app's Ctrl+Z undoes the last move while it has the focus.
pub fn line_id() -> egui::Id {
    egui::Id::unique("move-entry-line")
}

/// A hand being entered move by move: the deal being typed, then the moves.
#[derive(Clone, Debug)]
pub struct MoveEntryPanel {
    pub rules: RuleSettings,
    /// The hand's number in the record (1-based).
    pub number: usize,
    pub prevailing: Wind,
    /// The player in each seat, East first (indices into the header's players).
    pub seats: [u8; 4],
    /// The players' names, in the header's order.
    pub names: [String; 4],
    /// The dealt tiles being typed, East first.
    pub deal: [String; 4],
    /// The hand once its deal is taken.
    pub entry: Option<MoveEntry>,
    /// The move being typed.
    pub line: String,
    /// The legal moves the typed line completes to, and which one Tab showed last.
    pub completions: Vec<String>,
    pub completion: usize,
    /// Why the last deal or move was refused.
    pub problem: Option<Said>,
    /// A hand recorded from one seat: the player (index into the header's players) whose
    /// tiles are written; the others' are not seen.
    pub seen_from: Option<u8>,
    /// The record is already seen from that player: he cannot change.
    pub seen_from_fixed: bool,
    /// A written list of moves being pasted.
    pub paste: String,
}

/// Every change to a hand entered move by move.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveEntryCommand {
    EditDeal(Wind, String),
    /// Checks the deal and starts the moves.
    StartMoves,
    EditLine(String),
    /// Completes the typed line to the next legal move.
    Complete,
    /// Takes the typed move.
    Enter,
    Undo,
    /// Back to the deal (the moves are dropped).
    EditDealAgain,
    /// A hand from one seat: whose (index into the header's players).
    SetSeenFrom(u8),
    EditPaste(String),
    /// Takes a move given by a click (a tile, a claim), as if typed.
    EnterText(String),
    /// Enters the pasted list: all of it, or nothing and the place refused.
    EnterPaste,
}

impl MoveEntryPanel {
    pub fn new(
        rules: RuleSettings,
        number: usize,
        prevailing: Wind,
        seats: [u8; 4],
        names: [String; 4],
    ) -> MoveEntryPanel {
        MoveEntryPanel {
            rules,
            number,
            prevailing,
            seats,
            names,
            deal: Default::default(),
            entry: None,
            line: String::new(),
            completions: Vec::new(),
            completion: 0,
            problem: None,
            seen_from: None,
            seen_from_fixed: false,
            paste: String::new(),
        }
    }

    /// The seat of the player the hand is seen from, if it is.
    pub fn my_seat(&self) -> Option<Wind> {
        let me = self.seen_from?;
        Wind::ALL.into_iter().find(|w| self.seats[w.index()] == me)
    }

    /// Continues a hand already begun (an autosaved one): its deal and moves.
    pub fn resume(&mut self, hand: &HandRecord) {
        for (d, text) in self.deal.iter_mut().zip(&hand.deal) {
            d.clone_from(text);
        }
        match MoveEntry::new(self.rules.clone(), self.number, hand.clone()) {
            Ok(entry) => self.entry = Some(entry),
            Err(e) => self.problem = Some(Said::of(&e)),
        }
    }

    /// The hand as entered so far: its deal and moves (no `result`).
    pub fn hand(&self) -> HandRecord {
        match &self.entry {
            Some(e) => e.hand.clone(),
            None => HandRecord {
                prevailing_wind: self.prevailing,
                seats: self.seats.to_vec(),
                dealer: Wind::East,
                dice: None,
                deal: match self.my_seat() {
                    Some(me) => Wind::ALL
                        .into_iter()
                        .map(|w| match w == me {
                            true => self.deal[w.index()].clone(),
                            false => UNSEEN.to_string(),
                        })
                        .collect(),
                    None => self.deal.to_vec(),
                },
                events: Vec::new(),
                result: None::<Vec<ResultEntry>>,
            },
        }
    }

    /// The hand, once it has ended.
    pub fn finished(&self) -> Option<HandRecord> {
        self.entry
            .as_ref()
            .filter(|e| e.ended())
            .map(|e| e.hand.clone())
    }

    pub fn apply(&mut self, command: MoveEntryCommand) {
        match command {
            MoveEntryCommand::EditDeal(seat, text) => {
                self.deal[seat.index()] = text;
                self.problem = None;
            }
            MoveEntryCommand::StartMoves => {
                let hand = self.hand();
                match MoveEntry::new(self.rules.clone(), self.number, hand) {
                    Ok(entry) => {
                        self.entry = Some(entry);
                        self.problem = None;
                    }
                    Err(e) => self.problem = Some(Said::of(&e)),
                }
            }
            MoveEntryCommand::EditLine(text) => {
                self.line = text;
                self.completions.clear();
                self.problem = None;
            }
            MoveEntryCommand::Complete => {
                let Some(entry) = &self.entry else { return };
                if self.completions.is_empty() {
                    self.completions = entry.complete(&self.line);
                    self.completion = 0;
                } else {
                    self.completion = (self.completion + 1) % self.completions.len();
                }
                match self.completions.get(self.completion) {
                    Some(m) => self.line.clone_from(m),
                    None => self.problem = Some(Said::id("moves-no-completion")),
                }
            }
            MoveEntryCommand::Enter => {
                let Some(entry) = &mut self.entry else { return };
                match entry.enter(&self.line) {
                    Ok(_) => {
                        self.line.clear();
                        self.completions.clear();
                        self.problem = None;
                    }
                    Err(e) => self.problem = Some(Said::of(&e)),
                }
            }
            MoveEntryCommand::Undo => {
                if let Some(entry) = &mut self.entry {
                    entry.undo();
                    self.completions.clear();
                    self.problem = None;
                }
            }
            MoveEntryCommand::EditDealAgain => {
                self.entry = None;
                self.line.clear();
                self.completions.clear();
                self.problem = None;
            }
            MoveEntryCommand::EnterText(text) => {
                self.line = text;
                self.apply(MoveEntryCommand::Enter);
            }
            MoveEntryCommand::EditPaste(text) => {
                self.paste = text;
                self.problem = None;
            }
            MoveEntryCommand::EnterPaste => {
                let Some(entry) = &mut self.entry else { return };
                match entry.enter_all(&self.paste) {
                    Ok(_) => {
                        self.paste.clear();
                        self.problem = None;
                    }
                    Err(e) => self.problem = Some(Said::of(&e)),
                }
            }
            MoveEntryCommand::SetSeenFrom(player) => {
                if self.entry.is_none() && !self.seen_from_fixed && self.seen_from.is_some() {
                    self.seen_from = Some(player);
                    self.problem = None;
                }
            }
        }
    }

    fn name(&self, seat: Wind) -> &str {
        self.names
            .get(usize::from(self.seats[seat.index()]))
            .map(String::as_str)
            .unwrap_or("")
    }
}

/// The panel: the deal fields, or the table, the move line and the moves so far.
pub fn move_entry_ui(
    ui: &mut Ui,
    panel: &MoveEntryPanel,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<MoveEntryCommand>,
) {
    match &panel.entry {
        None => deal_ui(ui, panel, i18n, out),
        Some(entry) => moves_ui(ui, panel, entry, i18n, corner_index, out),
    }
    if let Some(p) = &panel.problem {
        ui.label(RichText::new(i18n.said(p)).color(ui.visuals().error_fg_color));
    }
}

fn deal_ui(ui: &mut Ui, panel: &MoveEntryPanel, i18n: &I18n, out: &mut Vec<MoveEntryCommand>) {
    if let Some(me) = panel.seen_from {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(i18n.tr("moves-seen-from")).strong());
            for (i, name) in panel.names.iter().enumerate() {
                let player = i as u8;
                let chosen = ui.add_enabled(
                    !panel.seen_from_fixed || player == me,
                    egui::Button::selectable(player == me, name.as_str()),
                );
                if chosen.clicked() && player != me {
                    out.push(MoveEntryCommand::SetSeenFrom(player));
                }
            }
        });
        ui.label(RichText::new(i18n.tr("moves-my-deal-hint")).weak());
    } else {
        ui.label(RichText::new(i18n.tr("moves-deal-hint")).weak());
    }
    let my_seat = panel.my_seat();
    egui::Grid::new("move-entry-deal")
        .num_columns(2)
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            for w in Wind::ALL {
                let count = if w == Wind::East { 14 } else { 13 };
                ui.label(format!(
                    "{} · {} ({count})",
                    wind_name(i18n, w),
                    panel.name(w)
                ));
                if my_seat.is_some_and(|me| me != w) {
                    ui.label(RichText::new(i18n.tr("moves-not-seen")).weak());
                    ui.end_row();
                    continue;
                }
                let mut text = panel.deal[w.index()].clone();
                let response = ui.add(
                    egui::TextEdit::singleline(&mut text)
                        .desired_width(300.0)
                        .font(egui::TextStyle::Monospace),
                );
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, format!("deal {w:?}"))
                });
                if response.changed() {
                    out.push(MoveEntryCommand::EditDeal(w, text));
                }
                ui.end_row();
            }
        });
    if let Some(me) = my_seat {
        // Your dealt tiles by clicks, each added to the field (Backspace there takes one back).
        let dealt = panel.deal[me.index()].trim();
        match tile_row_ui(ui, &panel.rules, "deal", false, true) {
            Some(Face::Tile(t)) => out.push(MoveEntryCommand::EditDeal(me, format!("{dealt}{t}"))),
            Some(Face::Bonus(b)) => {
                out.push(MoveEntryCommand::EditDeal(me, format!("{dealt} {b}")));
            }
            _ => {}
        }
    }
    if ui.button(i18n.tr("moves-start")).clicked() {
        out.push(MoveEntryCommand::StartMoves);
    }
}

fn moves_ui(
    ui: &mut Ui,
    panel: &MoveEntryPanel,
    entry: &MoveEntry,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<MoveEntryCommand>,
) {
    let table = entry.table();
    let look = TileLook {
        corner_index,
        ..TileLook::default()
    };
    ui.label(i18n.tr_args("moves-wall", &[("left", table.wall_left.into())]));
    for w in Wind::ALL {
        let seat = &table.seats[w.index()];
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 1.0;
            ui.label(RichText::new(format!("{} · {}", wind_name(i18n, w), panel.name(w))).strong());
            ui.add_space(6.0);
            for t in tiles_of(&seat.concealed) {
                tile_image(ui, Face::Tile(t), 34.0, look);
            }
            for _ in 0..seat.unseen {
                tile_image(ui, Face::Back, 34.0, look);
            }
            for m in &seat.melds {
                ui.add_space(6.0);
                meld_ui(ui, m, w, 30.0, look);
            }
            for b in seat.bonus.iter().chain(&seat.bonus_in_hand) {
                tile_image(ui, Face::Bonus(*b), 28.0, look);
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing = egui::vec2(1.0, 1.0);
            ui.add_space(24.0);
            for &t in &seat.discards {
                tile_image(ui, Face::Tile(t), 24.0, look);
            }
        });
    }
    ui.separator();
    if entry.ended() {
        ui.label(RichText::new(i18n.tr("moves-ended")).strong());
    } else {
        ui.horizontal(|ui| {
            ui.label(i18n.tr("moves-next"));
            let mut text = panel.line.clone();
            let response = ui.add(
                egui::TextEdit::singleline(&mut text)
                    .id(line_id())
                    .desired_width(220.0)
                    .font(egui::TextStyle::Monospace)
                    .hint_text(i18n.tr(match panel.seen_from {
                        Some(_) => "moves-line-hint-one-seat",
                        None => "moves-line-hint",
                    }))
                    .lock_focus(true),
            );
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "move"));
            if response.changed() {
                out.push(MoveEntryCommand::EditLine(text));
            }
            if response.has_focus() && ui.input(|i| i.key_pressed(Key::Tab)) {
                out.push(MoveEntryCommand::Complete);
            }
            if response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                out.push(MoveEntryCommand::Enter);
                response.request_focus();
            }
            // The moves are typed: the line takes the focus when nothing else has it (asked
            // after Enter is read: the line gives the focus up on Enter).
            if ui.memory(|m| m.focused().is_none()) {
                response.request_focus();
            }
            if ui.button(i18n.tr("moves-enter")).clicked() {
                out.push(MoveEntryCommand::Enter);
            }
        });
        if panel.completions.len() > 1 {
            // One label per move: a line breaks between moves, never inside one.
            ui.horizontal_wrapped(|ui| {
                for (i, m) in panel.completions.iter().enumerate() {
                    let text = RichText::new(m).monospace();
                    if i == panel.completion {
                        ui.label(text.strong());
                    } else {
                        ui.label(text.weak());
                    }
                }
            });
        }
        if panel.seen_from.is_some() {
            clicks_ui(ui, panel, entry, i18n, corner_index, out);
        }
        let keys = if panel.seen_from.is_some() {
            "moves-keys-one-seat"
        } else {
            "moves-keys"
        };
        ui.label(RichText::new(i18n.tr(keys)).weak());
        egui::CollapsingHeader::new(i18n.tr("moves-paste"))
            .id_salt("move-entry-paste")
            .show(ui, |ui| {
                ui.label(RichText::new(i18n.tr("moves-paste-hint")).weak());
                let mut text = panel.paste.clone();
                let response = ui.add(
                    egui::TextEdit::multiline(&mut text)
                        .desired_rows(3)
                        .desired_width(f32::INFINITY)
                        .font(egui::TextStyle::Monospace),
                );
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, "pasted moves")
                });
                if response.changed() {
                    out.push(MoveEntryCommand::EditPaste(text));
                }
                let enter = ui.add_enabled(
                    !panel.paste.trim().is_empty(),
                    egui::Button::new(i18n.tr("moves-paste-enter")),
                );
                if enter.clicked() {
                    out.push(MoveEntryCommand::EnterPaste);
                }
            });
    }
    ui.horizontal(|ui| {
        let undo = ui.add_enabled(
            !entry.hand.events.is_empty(),
            egui::Button::new(i18n.tr("moves-undo")),
        );
        if undo.clicked() {
            out.push(MoveEntryCommand::Undo);
        }
        if ui.button(i18n.tr("moves-edit-deal")).clicked() {
            out.push(MoveEntryCommand::EditDealAgain);
        }
    });
    egui::ScrollArea::vertical()
        .max_height(160.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for (i, e) in entry.hand.events.iter().enumerate() {
                ui.label(format!(
                    "{:>3}. {:<10} {}",
                    i + 1,
                    token(e),
                    describe_event(i18n, e, View::AllOpen)
                ));
            }
        });
}

/// A hand from one seat entered by clicks: the tile the seat to act discards (or the player
/// draws), and the claims of the last discard.
fn clicks_ui(
    ui: &mut Ui,
    panel: &MoveEntryPanel,
    entry: &MoveEntry,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<MoveEntryCommand>,
) {
    let Some(seat) = entry.to_act() else { return };
    let my_turn = panel.my_seat() == Some(seat);
    let key = match entry.to_discard() || !my_turn {
        true => "moves-click-discard",
        false => "moves-click-draw",
    };
    ui.label(i18n.tr_args(key, &[("seat", wind_name(i18n, seat).into())]));
    if let Some(Face::Tile(t)) = tile_row_ui(ui, &panel.rules, "click", corner_index, false) {
        out.push(MoveEntryCommand::EnterText(t.to_string()));
    }
    let letter = |w: Wind| format!("{w:?}")[..1].to_string();
    let discard = match entry.table().last {
        crate::game::Last::Discard { seat: from, .. } => Some(from),
        _ => None,
    };
    ui.horizontal_wrapped(|ui| {
        if let Some(from) = discard {
            ui.label(i18n.tr("moves-click-claims"));
            for w in Wind::ALL.into_iter().filter(|&w| w != from) {
                let who = wind_name(i18n, w);
                for (verb, id) in [("p", "moves-click-pung"), ("k", "moves-click-kong")] {
                    let label = i18n.tr_args(id, &[("seat", who.clone().into())]);
                    if ui.small_button(label).clicked() {
                        out.push(MoveEntryCommand::EnterText(format!("{} {verb}", letter(w))));
                    }
                }
            }
        }
        // The player's own win: on the last discard, or on his own draw.
        let me = panel.my_seat();
        let can_win = match discard {
            Some(from) => me.is_some_and(|me| me != from),
            None => my_turn && entry.to_discard(),
        };
        if let Some(me) = me.filter(|_| can_win)
            && ui.small_button(i18n.tr("moves-click-my-win")).clicked()
        {
            out.push(MoveEntryCommand::EnterText(format!("{} h", letter(me))));
        }
    });
}

/// A row of every tile in play under `rules` (bonus tiles too with `bonus`), each a button
/// named "`name` 5m"; the one clicked.
fn tile_row_ui(
    ui: &mut Ui,
    rules: &RuleSettings,
    name: &str,
    corner_index: bool,
    bonus: bool,
) -> Option<Face> {
    let tiles = crate::tiles::Tile::all()
        .filter(|t| rules.honours_in_play() || t.suit().is_some())
        .map(Face::Tile);
    let bonus_tiles = if bonus {
        rules.bonus_tiles()
    } else {
        Vec::new()
    };
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(2.0, 2.0);
        for face in tiles.chain(bonus_tiles.into_iter().map(Face::Bonus)) {
            let label = match face {
                Face::Tile(t) => format!("{name} {t}"),
                Face::Bonus(b) => format!("{name} {b}"),
                _ => continue,
            };
            if crate::app::widgets::tile_button(ui, face, 26.0, corner_index, &label).clicked() {
                clicked = Some(face);
            }
        }
    });
    clicked
}
