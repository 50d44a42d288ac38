//! The hand calculator: build a hand from the palette or from notation, and see the score
//! sheets of every rule system side by side.

use super::explain::wind_name;
use super::i18n::I18n;
use super::sheet_card::{Card, MIN_CARD_WIDTH, sheet_card_ui};
use super::widgets::{hand_ui, status_line_ui, tile_button};
use crate::hand::{
    Flags, Hand, HandFile, Meld, MeldKind, MeldSpec, Situation, TableFacts, WinMethod,
};
use crate::rules::house::HouseRules;
use crate::rules::{RuleSettings, ScoreSheet, Scored, score, sheet_in};
use crate::tiles::{
    Animal, BonusTile, Suit, Tile, Wind, format_bonus, format_tiles, parse_hand_notation,
};
use egui::{RichText, Ui};

/// One system's result for the current hand.
pub struct SystemResult {
    pub settings: RuleSettings,
    pub outcome: Result<(Scored, ScoreSheet), String>,
}

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
    /// The next palette click declares a meld of this kind starting at the clicked tile.
    pub meld_mode: Option<MeldKind>,
    /// The notation field, kept in step with the tiles.
    pub notation: String,
    pub notation_error: Option<String>,
    /// Why the hand cannot be scored at all (wrong count, 5th tile...).
    pub hand_error: Option<String>,
    pub results: Vec<SystemResult>,
    /// The pattern whose tiles are highlighted: (system index, group mask).
    pub hovered: Option<(usize, u32)>,
    /// A message about the last file action.
    pub file_message: Option<String>,
    /// The club's options of every system (from the settings).
    pub house: HouseRules,
    /// The language of the messages above and of the score sheets.
    pub lang: crate::i18n::Lang,
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
    SetMeldMode(Option<MeldKind>),
    Hover(Option<(usize, u32)>),
    Clear,
    LoadText(String),
    Opened(Result<String, String>),
    Saved(Result<String, String>),
    /// New house rules: every card is scored again under them.
    SetHouseRules(HouseRules),
    /// Messages and sheets in this language from now on.
    SetLanguage(crate::i18n::Lang),
}

impl Calculator {
    /// A calculator holding an example hand.
    pub fn with_example() -> Calculator {
        let mut calc = Calculator::default();
        calc.apply(CalcCommand::SetNotation("11122233m11p 3m [777z]".into()));
        calc.apply(CalcCommand::SetSeat(Wind::South));
        calc
    }

    fn held(&self) -> usize {
        self.tiles.len() + 3 * self.melds.len()
    }

    /// Applies one command and rescores when the hand changed.
    pub fn apply(&mut self, command: CalcCommand) {
        let mut sync_text = true;
        match command {
            CalcCommand::AddTile(t) => match self.meld_mode.take() {
                Some(kind) => self.add_meld(kind, t),
                None if self.held() < 14 => {
                    self.tiles.push(t);
                    self.winning = Some(self.tiles.len() - 1);
                }
                None => {}
            },
            CalcCommand::AddBonus(b) => {
                if !self.bonus.contains(&b) {
                    self.bonus.push(b);
                }
            }
            CalcCommand::RemoveTile(i) if i < self.tiles.len() => {
                self.tiles.remove(i);
                self.winning = (!self.tiles.is_empty()).then(|| self.tiles.len() - 1);
            }
            CalcCommand::RemoveMeld(i) if i < self.melds.len() => {
                self.melds.remove(i);
            }
            CalcCommand::RemoveBonus(i) if i < self.bonus.len() => {
                self.bonus.remove(i);
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
            CalcCommand::SetWin(w) => self.win = w,
            CalcCommand::SetSeat(w) => self.seat = w,
            CalcCommand::SetRound(w) => self.round = w,
            CalcCommand::SetFlags(f) => self.flags = f,
            CalcCommand::SetMeldMode(m) => {
                self.meld_mode = m;
                return;
            }
            CalcCommand::Hover(h) => {
                self.hovered = h;
                return;
            }
            CalcCommand::Clear => {
                let seat = (self.seat, self.round);
                let house = std::mem::take(&mut self.house);
                *self = Calculator {
                    lang: self.lang,
                    house,
                    ..Calculator::default()
                };
                (self.seat, self.round) = seat;
            }
            CalcCommand::SetHouseRules(house) => {
                self.house = house;
                self.rescore();
                return;
            }
            CalcCommand::SetLanguage(lang) => self.lang = lang,
            CalcCommand::LoadText(text) => self.load(&text),
            CalcCommand::Opened(result) => match result {
                Ok(text) => self.load(&text),
                Err(e) => self.file_message = Some(e),
            },
            CalcCommand::Saved(result) => {
                self.file_message = Some(result.unwrap_or_else(|e| e));
                return;
            }
            _ => return,
        }
        if sync_text {
            self.notation = self.to_notation();
            self.notation_error = None;
        }
        self.rescore();
    }

    fn add_meld(&mut self, kind: MeldKind, t: Tile) {
        if self.melds.len() >= 4
            || self.held() + 3 > 14
            || (kind == MeldKind::Chow && !t.starts_chow())
        {
            return;
        }
        self.melds.push(Meld::new(kind, t));
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
                        Some(meld) => melds.push(meld),
                        None => {
                            let e = crate::hand::WaitsError::BadMeld { column: m.column };
                            self.notation_error = Some(self.say(&e));
                            return;
                        }
                    }
                }
                self.tiles = parsed.concealed;
                self.winning = (!self.tiles.is_empty()).then(|| self.tiles.len() - 1);
                self.melds = melds;
                self.bonus = parsed.bonus;
                self.notation_error = None;
            }
            Err(e) => self.notation_error = Some(self.say(&e)),
        }
    }

    fn load(&mut self, text: &str) {
        match HandFile::parse(text) {
            Ok((file, hand)) => {
                let mut tiles = crate::tiles::tiles_of(&hand.concealed);
                if let Some(i) = tiles.iter().position(|&t| t == hand.winning_tile) {
                    tiles.remove(i);
                }
                tiles.push(hand.winning_tile);
                self.winning = Some(tiles.len() - 1);
                self.tiles = tiles;
                self.melds = hand.melds.to_vec();
                self.bonus = hand.bonus.to_vec();
                self.win = hand.win;
                self.seat = hand.seat_wind;
                self.round = hand.prevailing_wind;
                self.flags = hand.flags;
                self.file_message = file.title;
            }
            Err(e) => self.file_message = Some(self.say(&e)),
        }
    }

    /// The hand as a hand file (Zung Jung rules; the other systems are shown alongside).
    pub fn to_file(&self) -> HandFile {
        let winning = self.winning.and_then(|i| self.tiles.get(i)).copied();
        HandFile {
            title: None,
            rules: RuleSettings::default(),
            seat_wind: self.seat,
            prevailing_wind: self.round,
            concealed: format_tiles(&{
                let mut t = self.tiles.clone();
                t.sort();
                t
            }),
            melds: self.melds.iter().map(MeldSpec::of).collect(),
            winning_tile: winning.map(|t| t.to_string()).unwrap_or_default(),
            win: self.win,
            flags: self.flags,
            bonus: format_bonus(&self.bonus),
            discarder: None,
            table: TableFacts::default(),
            dealt_bonus: String::new(),
            missing_suit: None,
            players_out: Vec::new(),
        }
    }

    fn build_hand(&self, missing_suit: Option<Suit>) -> Result<Hand, String> {
        let winning = self
            .winning
            .and_then(|i| self.tiles.get(i))
            .copied()
            .ok_or("choose the winning tile")?;
        let situation = Situation {
            seat_wind: self.seat,
            prevailing_wind: self.round,
            flags: self.flags,
            discarder: None,
            table: TableFacts {
                missing_suit,
                ..TableFacts::default()
            },
        };
        Hand::new(
            &self.tiles,
            &self.melds,
            &self.bonus,
            winning,
            self.win,
            situation,
        )
        .map_err(|e| self.say(&e))
    }

    /// An engine message in the calculator's language.
    fn say<T: crate::i18n::Localized + std::fmt::Display>(&self, e: &T) -> String {
        crate::i18n::I18n::get(self.lang).text(e)
    }

    /// The rule systems the cards show, with their options: the house rules. (An opened
    /// hand file's own options would override its system's options here.)
    pub fn rule_settings(&self) -> [RuleSettings; 5] {
        self.house.systems()
    }

    /// Scores the hand under every system.
    pub fn rescore(&mut self) {
        self.results.clear();
        self.hovered = None;
        let base = match self.build_hand(None) {
            Ok(hand) => hand,
            Err(e) => {
                self.hand_error = (!self.tiles.is_empty() || !self.melds.is_empty()).then_some(e);
                return;
            }
        };
        self.hand_error = None;
        let all = base.all_counts();
        let missing = Suit::ALL.into_iter().find(|s| {
            all[s.index() * 9..s.index() * 9 + 9]
                .iter()
                .all(|&c| c == 0)
        });
        for settings in self.rule_settings() {
            let hand = match settings {
                RuleSettings::Sichuan(_) => self.build_hand(missing.or(Some(Suit::Characters))),
                _ => Ok(base.clone()),
            };
            let outcome = hand.and_then(|h| {
                score(&h, &settings)
                    .map(|s| {
                        let sheet = sheet_in(&h, &s, crate::i18n::I18n::get(self.lang));
                        (s, sheet)
                    })
                    .map_err(|e| self.say(&e))
            });
            self.results.push(SystemResult { settings, outcome });
        }
    }
}

const SUIT_ROWS: [(Suit, &str); 3] = [
    (Suit::Characters, "m"),
    (Suit::Dots, "p"),
    (Suit::Bamboo, "s"),
];

/// The calculator screen.
pub fn calculator_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<CalcCommand>,
) {
    // The controls leave room for at least one whole score card.
    let room = (ui.available_width() - MIN_CARD_WIDTH - 40.0).max(320.0);
    egui::Panel::left("calculator_controls")
        .resizable(true)
        .default_size((ui.available_width() * 0.25).clamp(560.0, 760.0).min(room))
        .max_size(room)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("calc_left")
                .show(ui, |ui| {
                    palette_ui(ui, calc, i18n, corner_index, out);
                    ui.separator();
                    hand_editor_ui(ui, calc, i18n, corner_index, out);
                    ui.separator();
                    situation_ui(ui, calc, i18n, out);
                });
        });
    egui::CentralPanel::default().show(ui, |ui| {
        results_ui(ui, calc, i18n, corner_index, out);
    });
}

fn palette_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<CalcCommand>,
) {
    ui.horizontal(|ui| {
        ui.heading(i18n.tr("calc-palette"));
        ui.label(RichText::new(i18n.tr("calc-palette-hint")).weak());
    });
    let height = 44.0;
    for (suit, _) in SUIT_ROWS {
        ui.horizontal(|ui| {
            for n in 1..=9 {
                if let Some(t) = Tile::suited(suit, n) {
                    let name = format!("{} {}", i18n.tr("calc-add"), t);
                    if tile_button(
                        ui,
                        crate::app::tile_art::Face::Tile(t),
                        height,
                        corner_index,
                        &name,
                    )
                    .clicked()
                    {
                        out.push(CalcCommand::AddTile(t));
                    }
                }
            }
        });
    }
    ui.horizontal(|ui| {
        for n in 1..=7 {
            if let Some(t) = Tile::honour(n) {
                let name = format!("{} {}", i18n.tr("calc-add"), t);
                if tile_button(
                    ui,
                    crate::app::tile_art::Face::Tile(t),
                    height,
                    corner_index,
                    &name,
                )
                .clicked()
                {
                    out.push(CalcCommand::AddTile(t));
                }
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        let bonus: Vec<BonusTile> = (1..=4)
            .map(BonusTile::Flower)
            .chain((1..=4).map(BonusTile::Season))
            .chain(Animal::ALL.map(BonusTile::Animal))
            .collect();
        for b in bonus {
            let name = format!("{} {}", i18n.tr("calc-add"), b);
            if tile_button(
                ui,
                crate::app::tile_art::Face::Bonus(b),
                34.0,
                corner_index,
                &name,
            )
            .clicked()
            {
                out.push(CalcCommand::AddBonus(b));
            }
        }
    });
    ui.horizontal(|ui| {
        ui.label(i18n.tr("calc-declare"));
        for (kind, key) in [
            (None, "calc-meld-none"),
            (Some(MeldKind::Chow), "calc-meld-chow"),
            (Some(MeldKind::Pung), "calc-meld-pung"),
            (Some(MeldKind::ExposedKong), "calc-meld-kong"),
            (Some(MeldKind::ConcealedKong), "calc-meld-concealed-kong"),
        ] {
            if ui
                .selectable_label(calc.meld_mode == kind, i18n.tr(key))
                .clicked()
            {
                out.push(CalcCommand::SetMeldMode(kind));
            }
        }
    });
}

fn hand_editor_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<CalcCommand>,
) {
    ui.heading(i18n.tr("calc-hand"));
    ui.label(RichText::new(i18n.tr("calc-hand-hint")).weak());
    if let Some(cmd) = hand_ui(ui, calc, 52.0, corner_index, i18n) {
        out.push(cmd);
    }
    ui.horizontal(|ui| {
        ui.label(i18n.tr("calc-notation"));
        let mut text = calc.notation.clone();
        let edit = egui::TextEdit::singleline(&mut text)
            .desired_width(320.0)
            .font(egui::TextStyle::Monospace);
        let response = ui.add(edit).on_hover_text(i18n.tr("calc-notation-hint"));
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "notation"));
        if response.changed() {
            out.push(CalcCommand::SetNotation(text));
        }
        if ui.button(i18n.tr("calc-clear")).clicked() {
            out.push(CalcCommand::Clear);
        }
    });
    // One line, there whether or not there is something to say: the controls below stay put.
    let problem = match (&calc.notation_error, &calc.hand_error) {
        (Some(e), _) => Some((
            ui.visuals().error_fg_color,
            format!("{}: {e}", i18n.tr("calc-notation-error")),
        )),
        (None, Some(e)) => Some((
            ui.visuals().warn_fg_color,
            format!("{}: {e}", i18n.tr("calc-invalid")),
        )),
        (None, None) => None,
    };
    status_line_ui(ui, problem);
    ui.horizontal(|ui| {
        if ui.button(i18n.tr("calc-open")).clicked() {
            let picked = rfd::FileDialog::new()
                .add_filter(i18n.tr("file-filter-hand"), &["ron"])
                .pick_file();
            if let Some(path) = picked {
                out.push(CalcCommand::Opened(
                    std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display())),
                ));
            }
        }
        if ui.button(i18n.tr("calc-save")).clicked() {
            let picked = rfd::FileDialog::new()
                .add_filter(i18n.tr("file-filter-hand"), &["ron"])
                .set_file_name("hand.ron")
                .save_file();
            if let Some(path) = picked {
                let text = calc.to_file().to_ron();
                let result = crate::files::write_atomic(&path, text.as_bytes())
                    .map(|()| format!("{} {}", i18n.tr("calc-saved"), path.display()))
                    .map_err(|e| format!("{}: {e}", path.display()));
                out.push(CalcCommand::Saved(result));
            }
        }
        ui.label(RichText::new(i18n.tr("calc-drop-hint")).weak());
    });
    status_line_ui(
        ui,
        calc.file_message
            .as_ref()
            .map(|m| (ui.visuals().text_color(), m.clone())),
    );
}

fn situation_ui(ui: &mut Ui, calc: &Calculator, i18n: &I18n, out: &mut Vec<CalcCommand>) {
    ui.heading(i18n.tr("calc-situation"));
    egui::Grid::new("situation")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label(i18n.tr("calc-won"));
            ui.horizontal_wrapped(|ui| {
                for (w, key) in [
                    (WinMethod::Discard, "win-discard"),
                    (WinMethod::SelfDraw, "win-self-draw"),
                    (WinMethod::KongReplacement, "win-kong-replacement"),
                    (WinMethod::RobbingKong, "win-robbing-kong"),
                ] {
                    if ui.selectable_label(calc.win == w, i18n.tr(key)).clicked() {
                        out.push(CalcCommand::SetWin(w));
                    }
                }
            });
            ui.end_row();
            for (label, current, make) in [
                (
                    "calc-seat",
                    calc.seat,
                    CalcCommand::SetSeat as fn(Wind) -> CalcCommand,
                ),
                ("calc-round", calc.round, CalcCommand::SetRound),
            ] {
                ui.label(i18n.tr(label));
                ui.horizontal(|ui| {
                    for w in Wind::ALL {
                        if ui
                            .selectable_label(current == w, wind_name(i18n, w))
                            .clicked()
                        {
                            out.push(make(w));
                        }
                    }
                });
                ui.end_row();
            }
            ui.label(i18n.tr("calc-flags"));
            ui.horizontal_wrapped(|ui| {
                let mut f = calc.flags;
                let before = f;
                ui.checkbox(&mut f.final_draw, i18n.tr("flag-final-draw"));
                ui.checkbox(&mut f.final_discard, i18n.tr("flag-final-discard"));
                ui.checkbox(&mut f.heaven, i18n.tr("flag-heaven"));
                ui.checkbox(&mut f.earth, i18n.tr("flag-earth"));
                ui.checkbox(&mut f.bonus_replacement, i18n.tr("flag-bonus-replacement"));
                ui.checkbox(&mut f.kong_on_kong, i18n.tr("flag-kong-on-kong"));
                if f != before {
                    out.push(CalcCommand::SetFlags(f));
                }
            });
            ui.end_row();
        });
}

fn results_ui(
    ui: &mut Ui,
    calc: &Calculator,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<CalcCommand>,
) {
    if calc.results.is_empty() {
        ui.centered_and_justified(|ui| {
            ui.label(RichText::new(i18n.tr("calc-empty")).size(18.0).weak());
        });
        return;
    }
    let mut hovered = None;
    egui::ScrollArea::both()
        .id_salt("calc_results")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let gap = 10.0;
            let (columns, width) = card_columns(ui.available_width(), gap, calc.results.len());
            let indexed: Vec<(usize, &SystemResult)> = calc.results.iter().enumerate().collect();
            for row in indexed.chunks(columns) {
                ui.horizontal_top(|ui| {
                    ui.spacing_mut().item_spacing = egui::vec2(gap, gap);
                    for &(k, result) in row {
                        ui.vertical(|ui| {
                            ui.set_width(width);
                            let frame =
                                egui::Frame::group(ui.style())
                                    .inner_margin(10.0)
                                    .show(ui, |ui| {
                                        ui.set_width(width - 22.0);
                                        ui.label(
                                            RichText::new(
                                                i18n.tr(&format!(
                                                    "system-{}",
                                                    result.settings.id()
                                                )),
                                            )
                                            .strong()
                                            .size(16.0),
                                        );
                                        match &result.outcome {
                                            Ok((scored, sheet)) => {
                                                let mask =
                                                    calc.hovered.filter(|h| h.0 == k).map(|h| h.1);
                                                if let Some(h) = sheet_card_ui(
                                                    ui,
                                                    Card {
                                                        index: k,
                                                        scored,
                                                        sheet,
                                                        bonus: &calc.bonus,
                                                    },
                                                    i18n,
                                                    corner_index,
                                                    mask,
                                                ) {
                                                    hovered = Some(h);
                                                }
                                            }
                                            Err(e) => {
                                                ui.colored_label(ui.visuals().warn_fg_color, e);
                                            }
                                        }
                                    });
                            let id = result.settings.id();
                            frame.response.widget_info(|| {
                                egui::WidgetInfo::labeled(
                                    egui::Role::Group,
                                    true,
                                    format!("score card {id}"),
                                )
                            });
                        });
                    }
                });
            }
        });
    if hovered != calc.hovered {
        out.push(CalcCommand::Hover(hovered));
    }
}

/// How many score cards fit side by side in `available` points, and how wide each is: as
/// many columns as fit at [`MIN_CARD_WIDTH`] (at least one, at most `cards`), sharing the width.
pub fn card_columns(available: f32, gap: f32, cards: usize) -> (usize, f32) {
    let fit = ((available + gap) / (MIN_CARD_WIDTH + gap))
        .floor()
        .max(1.0) as usize;
    let columns = fit.min(cards.max(1));
    let width = (available - gap * (columns as f32 - 1.0)) / columns as f32;
    (columns, width.max(MIN_CARD_WIDTH.min(available)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_and_tiles_stay_in_step() {
        let mut calc = Calculator::default();
        for t in ["1m", "1m", "1m"] {
            calc.apply(CalcCommand::AddTile(crate::tiles::parse_tile(t).unwrap()));
        }
        calc.apply(CalcCommand::SetMeldMode(Some(MeldKind::Pung)));
        calc.apply(CalcCommand::AddTile(
            crate::tiles::parse_tile("7z").unwrap(),
        ));
        assert_eq!(calc.notation, "11m 1m [777z]");
        calc.apply(CalcCommand::SetNotation("123m456p789s234s5m 5m F2".into()));
        assert_eq!(
            (calc.tiles.len(), calc.bonus.len(), calc.melds.len()),
            (14, 1, 0)
        );
        assert!(calc.results.len() == 5 && calc.hand_error.is_none());
        calc.apply(CalcCommand::SetNotation("123m 8z".into()));
        assert!(
            calc.notation_error
                .as_deref()
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
        calc.apply(CalcCommand::SetNotation("11111m".into()));
        assert!(
            calc.hand_error
                .as_deref()
                .unwrap_or("")
                .contains("wrong count"),
            "{:?}",
            calc.hand_error
        );
        calc.apply(CalcCommand::SetNotation("11111m456p789s11z 1z".into()));
        assert!(
            calc.hand_error
                .as_deref()
                .unwrap_or("")
                .contains("5th copy"),
            "{:?}",
            calc.hand_error
        );
    }

    #[test]
    fn files_load_and_save() {
        let mut calc = Calculator::default();
        calc.apply(CalcCommand::LoadText(
            include_str!("../../docs/examples/zj-freedom-of-arrangement.ron").into(),
        ));
        assert_eq!(calc.seat, Wind::South);
        assert_eq!(calc.melds.len(), 1);
        let zj = calc
            .results
            .first()
            .and_then(|r| r.outcome.as_ref().ok())
            .map(|(s, _)| s.total());
        assert_eq!(zj, Some(170));
        let saved = calc.to_file().to_ron();
        let mut again = Calculator::default();
        again.apply(CalcCommand::LoadText(saved));
        assert_eq!(
            (again.to_notation(), again.seat, again.win),
            (calc.to_notation(), calc.seat, calc.win)
        );
        calc.apply(CalcCommand::LoadText("(concealed: 12)".into()));
        assert!(
            calc.file_message
                .as_deref()
                .unwrap_or("")
                .contains("line 1"),
            "{:?}",
            calc.file_message
        );
    }
}
