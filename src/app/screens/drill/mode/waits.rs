//! The waits drill on screen: a hand one tile short of winning, a palette of every tile to
//! click (or reach with the arrow keys and Space), and once checked, each tile graded and
//! every wait with what the completed hand scores.

use crate::app::explain::wind_name;
use crate::app::i18n::I18n;
use crate::app::screens::drill::mode::{Dealing, DrillMode};
use crate::app::widgets::tile_art::{Face, TileLook};
use crate::app::widgets::{meld_ui, named_tiles_ui, tile_button, tile_image};
use crate::drill::mode::{Mode, Outcome};
use crate::drill::set::{SetQuestion, waits_question};
use crate::drill::waits::{TileGrade, WaitsQuestion, deal_waits, palette};
use crate::hand::WinMethod;
use crate::rules::{RuleSettings, Verdict};
use crate::tiles::{Tile, tiles_of};
use egui::{Color32, RichText, Ui};

/// The colour of a right answer.
pub const RIGHT: Color32 = Color32::from_rgb(0x2e, 0x9d, 0x57);
/// The colour of something the learner missed.
pub const MISSED: Color32 = Color32::from_rgb(0xe0, 0xa0, 0x20);

/// One waits question and the learner's answer. Changed only through [`WaitsCommand`] and
/// [`WaitsDrill::check`].
#[derive(Clone, Debug)]
pub struct WaitsDrill {
    pub settings: RuleSettings,
    pub question: WaitsQuestion,
    /// The tiles clicked, in tile order.
    pub chosen: Vec<Tile>,
    /// The palette tile the arrow keys have reached (index into [`palette`]).
    pub cursor: usize,
    /// Each tile graded, once checked.
    pub graded: Option<Vec<(Tile, TileGrade)>>,
    /// A tile's number typed, waiting for its suit letter (`3` then `m`).
    pub typed: Option<char>,
}

/// Every change to a waits question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitsCommand {
    /// Clicks a tile: in the answer if it was not, out if it was.
    Toggle(Tile),
    /// Moves the keyboard cursor over the palette by this many tiles.
    Move(i32),
    /// Toggles the tile under the cursor.
    ToggleCursor,
    /// A character typed: a number, then a suit letter, toggles that tile (`3`, `m`).
    Type(char),
}

impl WaitsDrill {
    /// A waits question with no tile clicked yet.
    pub fn asking(settings: &RuleSettings, question: WaitsQuestion) -> WaitsDrill {
        WaitsDrill {
            settings: settings.clone(),
            question,
            chosen: Vec::new(),
            cursor: 0,
            graded: None,
            typed: None,
        }
    }

    fn grade_of(&self, t: Tile) -> Option<TileGrade> {
        self.graded
            .as_ref()?
            .iter()
            .find(|(g, _)| *g == t)
            .map(|(_, g)| *g)
    }
}

impl DrillMode for WaitsDrill {
    type Command = WaitsCommand;
    const MODE: Mode = Mode::Waits;

    fn of_set(q: &SetQuestion) -> Option<WaitsDrill> {
        Some(WaitsDrill::asking(
            &q.question.scored.settings,
            waits_question(&q.question),
        ))
    }

    /// Deals a question; `None` when the generator finds no hand.
    fn deal(from: &mut Dealing) -> Option<WaitsDrill> {
        Some(WaitsDrill::asking(
            from.settings,
            deal_waits(from.settings, from.level, from.rng)?,
        ))
    }

    fn apply(&mut self, cmd: WaitsCommand) {
        if self.checked() {
            return;
        }
        let tiles = palette(&self.settings);
        match cmd {
            WaitsCommand::Toggle(t) => {
                if let Some(k) = tiles.iter().position(|&p| p == t) {
                    self.cursor = k;
                }
                match self.chosen.iter().position(|&c| c == t) {
                    Some(k) => {
                        self.chosen.remove(k);
                    }
                    None => {
                        self.chosen.push(t);
                        self.chosen.sort();
                    }
                }
            }
            WaitsCommand::Move(d) => {
                let n = tiles.len() as i32;
                self.cursor = (self.cursor as i32 + d).rem_euclid(n.max(1)) as usize;
            }
            WaitsCommand::ToggleCursor => {
                if let Some(&t) = tiles.get(self.cursor) {
                    self.apply(WaitsCommand::Toggle(t));
                }
            }
            WaitsCommand::Type(c) if c.is_ascii_digit() => self.typed = Some(c),
            WaitsCommand::Type(c) => {
                let tile = self
                    .typed
                    .take()
                    .and_then(|n| crate::tiles::parse_tile(&format!("{n}{c}")).ok())
                    .filter(|t| tiles.contains(t));
                if let Some(t) = tile {
                    self.apply(WaitsCommand::Toggle(t));
                }
            }
        }
    }

    /// Grades the answer; `None` while no tile is clicked, or once graded.
    fn check(&mut self) -> Option<Outcome> {
        if self.chosen.is_empty() || self.checked() {
            return None;
        }
        self.graded = Some(self.question.grade(&self.chosen));
        Some(self.question.outcome(&self.chosen))
    }

    fn checked(&self) -> bool {
        self.graded.is_some()
    }

    fn ui(&self, ui: &mut Ui, i18n: &I18n, corner_index: bool, out: &mut Vec<WaitsCommand>) {
        waits_drill_ui(ui, self, i18n, corner_index, out);
    }
}

fn win_key(win: WinMethod) -> &'static str {
    match win {
        WinMethod::Discard => "win-discard",
        WinMethod::SelfDraw => "win-self-draw",
        WinMethod::KongReplacement => "win-kong-replacement",
        WinMethod::RobbingKong => "win-robbing-kong",
    }
}

/// The waits question and, once checked, its grade and every wait scored.
pub fn waits_drill_ui(
    ui: &mut Ui,
    drill: &WaitsDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<WaitsCommand>,
) {
    // The question scrolls in whatever room the drill screen gives it.
    egui::ScrollArea::vertical()
        .id_salt("waits drill")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            waits_question_ui(ui, drill, i18n, corner_index, out)
        });
}

fn waits_question_ui(
    ui: &mut Ui,
    drill: &WaitsDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<WaitsCommand>,
) {
    let q = &drill.question;
    let h = &q.hand;
    let mut situation = vec![format!(
        "{}: {}",
        i18n.tr("calc-seat"),
        wind_name(i18n, h.seat_wind)
    )];
    // Sichuan has no prevailing wind to name.
    if drill.settings.has_prevailing_wind() {
        situation.push(format!(
            "{}: {}",
            i18n.tr("calc-round"),
            wind_name(i18n, h.prevailing_wind)
        ));
    }
    situation.push(i18n.tr(win_key(h.win)));
    if let Some(suit) = h.table.missing_suit {
        let suit = i18n.tr(&format!("suit-{}", suit.name()));
        situation.push(i18n.tr_args("drill-missing-suit", &[("suit", suit.into())]));
    }
    ui.label(RichText::new(situation.join(" · ")).size(15.0));
    ui.add_space(4.0);
    // The ready hand: its concealed tiles, its melds and bonus tiles.
    let height = (ui.available_width() / 20.0).clamp(48.0, 80.0);
    let look = TileLook {
        corner_index,
        ..TileLook::default()
    };
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 1.0;
        for t in tiles_of(&q.ready) {
            tile_image(ui, Face::Tile(t), height, look);
        }
        for m in &h.melds {
            ui.add_space(height * 0.3);
            meld_ui(ui, m, h.seat_wind, height * 0.85, look);
        }
        if !h.bonus.is_empty() {
            ui.add_space(height * 0.3);
            for b in &h.bonus {
                tile_image(ui, Face::Bonus(*b), height * 0.7, look);
            }
        }
    });
    ui.add_space(8.0);
    ui.label(
        RichText::new(i18n.tr("drill-waits-prompt"))
            .strong()
            .size(16.0),
    );
    if !drill.checked() {
        palette_ui(ui, drill, i18n, corner_index, out);
        ui.label(RichText::new(i18n.tr("drill-waits-keys")).weak());
        keys(ui, out);
        return;
    }
    // Checked: the grade and the waits beside the palette when there is room, else below.
    if ui.available_width() >= 1100.0 {
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| palette_ui(ui, drill, i18n, corner_index, out));
            ui.add_space(24.0);
            ui.vertical(|ui| {
                grade_ui(ui, drill, i18n);
                ui.add_space(6.0);
                completions_ui(ui, drill, i18n, corner_index);
            });
        });
    } else {
        palette_ui(ui, drill, i18n, corner_index, out);
        ui.add_space(6.0);
        grade_ui(ui, drill, i18n);
        ui.add_space(6.0);
        completions_ui(ui, drill, i18n, corner_index);
    }
}

/// Arrow keys move over the palette, Space clicks (unless a text field has the keys).
fn keys(ui: &mut Ui, out: &mut Vec<WaitsCommand>) {
    if ui.ctx().text_edit_focused() {
        return;
    }
    ui.input_mut(|i| {
        for (key, cmd) in [
            (egui::Key::ArrowRight, WaitsCommand::Move(1)),
            (egui::Key::ArrowLeft, WaitsCommand::Move(-1)),
            (egui::Key::ArrowDown, WaitsCommand::Move(9)),
            (egui::Key::ArrowUp, WaitsCommand::Move(-9)),
            (egui::Key::Space, WaitsCommand::ToggleCursor),
        ] {
            if i.consume_key(egui::Modifiers::NONE, key) {
                out.push(cmd);
            }
        }
        for e in &i.events {
            if let egui::Event::Text(text) = e {
                out.extend(
                    text.chars()
                        .filter(|c| c.is_ascii_digit() || "mpsz".contains(*c))
                        .map(WaitsCommand::Type),
                );
            }
        }
    });
}

/// The palette: a row per suit (and one of honours); clicked tiles raised and framed, the
/// keyboard's tile underlined; once checked, each framed in its grade's colour.
fn palette_ui(
    ui: &mut Ui,
    drill: &WaitsDrill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<WaitsCommand>,
) {
    let tiles = palette(&drill.settings);
    let height = (ui.available_width() / 18.0).clamp(40.0, 58.0);
    for row in tiles.chunks(9) {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            for &t in row {
                let k = tiles.iter().position(|&p| p == t).unwrap_or(0);
                let chosen = drill.chosen.contains(&t);
                let name = i18n.tr_args(
                    "drill-waits-tile",
                    &[("tile", crate::rules::explain::tile_name(i18n, t).into())],
                );
                let response = tile_button(ui, Face::Tile(t), height, corner_index, &name);
                let rect = response.rect;
                let size = rect.size();
                let painter = ui.painter();
                let stroke = match drill.grade_of(t) {
                    Some(TileGrade::Right) => Some(RIGHT),
                    Some(TileGrade::Missed) => Some(MISSED),
                    Some(TileGrade::Wrong) => Some(ui.visuals().error_fg_color),
                    None if chosen => Some(ui.visuals().selection.bg_fill),
                    None => None,
                };
                if let Some(color) = stroke {
                    painter.rect_stroke(
                        rect.expand(2.0),
                        4.0,
                        egui::Stroke::new(3.0, color),
                        egui::StrokeKind::Outside,
                    );
                }
                if chosen {
                    // A tick in the corner: clicked.
                    let c = rect.right_top() + egui::vec2(-size.x * 0.18, size.y * 0.14);
                    let r = size.x * 0.16;
                    painter.circle_filled(c, r, stroke.unwrap_or(RIGHT));
                    let tick = [
                        c + egui::vec2(-r * 0.5, 0.0),
                        c + egui::vec2(-r * 0.1, r * 0.4),
                        c + egui::vec2(r * 0.5, -r * 0.4),
                    ];
                    painter.line(tick.to_vec(), egui::Stroke::new(2.0, Color32::WHITE));
                }
                if !drill.checked() && drill.cursor == k {
                    let y = rect.bottom() + 4.0;
                    painter.line_segment(
                        [egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)],
                        egui::Stroke::new(3.0, ui.visuals().strong_text_color()),
                    );
                }
                if response.clicked() && !drill.checked() {
                    out.push(WaitsCommand::Toggle(t));
                }
            }
        });
        ui.add_space(4.0);
    }
}

/// The grade in a line: right, or what was missed and what completes nothing.
fn grade_ui(ui: &mut Ui, drill: &WaitsDrill, i18n: &I18n) {
    let Some(graded) = &drill.graded else {
        return;
    };
    let of = |g: TileGrade| -> Vec<Tile> {
        graded
            .iter()
            .filter(|(_, x)| *x == g)
            .map(|(t, _)| *t)
            .collect()
    };
    let (right, missed, wrong) = (
        of(TileGrade::Right),
        of(TileGrade::Missed),
        of(TileGrade::Wrong),
    );
    let waits = drill.question.waits.len();
    if missed.is_empty() && wrong.is_empty() {
        ui.label(
            RichText::new(i18n.tr_args("drill-waits-right", &[("count", waits.into())]))
                .size(20.0)
                .color(RIGHT),
        );
        return;
    }
    ui.label(
        RichText::new(i18n.tr_args(
            "drill-waits-found",
            &[("found", right.len().into()), ("count", waits.into())],
        ))
        .size(20.0)
        .color(ui.visuals().error_fg_color),
    );
    if !missed.is_empty() {
        tiles_line_ui(ui, &i18n.tr("drill-waits-missed"), &missed, MISSED, i18n);
    }
    if !wrong.is_empty() {
        let color = ui.visuals().error_fg_color;
        tiles_line_ui(ui, &i18n.tr("drill-waits-wrong"), &wrong, color, i18n);
    }
}

/// A line of tiles drawn as tiles after its words, each named in words for a screen reader
/// and on hover.
fn tiles_line_ui(ui: &mut Ui, words: &str, tiles: &[Tile], color: Color32, i18n: &I18n) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(words).color(color).size(15.0));
        named_tiles_ui(ui, tiles, 26.0, i18n);
    });
}

/// Every wait: the tile, the copies not in sight, and what the completed hand scores.
fn completions_ui(ui: &mut Ui, drill: &WaitsDrill, i18n: &I18n, corner_index: bool) {
    let q = &drill.question;
    let left: u32 = q.waits.iter().map(|c| u32::from(c.wait.left)).sum();
    ui.label(
        RichText::new(i18n.tr_args(
            "drill-waits-ready",
            &[("count", q.waits.len().into()), ("left", left.into())],
        ))
        .strong(),
    );
    let look = TileLook {
        corner_index,
        ..TileLook::default()
    };
    let unit = drill.settings.unit();
    egui::Grid::new("waits_completions")
        .num_columns(4)
        .spacing(egui::vec2(14.0, 6.0))
        .striped(true)
        .show(ui, |ui| {
            for c in &q.waits {
                tile_image(ui, Face::Tile(c.wait.tile), 40.0, look);
                ui.label(i18n.tr_args(
                    "drill-waits-left",
                    &[("count", u32::from(c.wait.left).into())],
                ));
                let Some(s) = &c.scored else {
                    ui.label(RichText::new(i18n.tr("drill-waits-refused")).weak());
                    ui.label("");
                    ui.end_row();
                    continue;
                };
                let total = RichText::new(i18n.amount(unit, s.total()))
                    .strong()
                    .size(16.0);
                ui.label(total).widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::Label,
                        true,
                        format!("wait {} total {}", c.wait.tile, s.total()),
                    )
                });
                let names: Vec<String> = c
                    .patterns()
                    .into_iter()
                    .take(3)
                    .filter_map(|id| {
                        let hit = s.chosen().hits.iter().find(|h| h.pattern.id == id)?;
                        Some(i18n.pattern(id, hit.pattern.name))
                    })
                    .collect();
                let more = c.patterns().len().saturating_sub(3);
                let mut text = names.join(", ");
                if more > 0 {
                    text.push_str(&format!(
                        " {}",
                        i18n.tr_args("drill-waits-more", &[("count", more.into())])
                    ));
                }
                if let Verdict::BelowMinimum { minimum } = s.verdict {
                    text.push_str(&format!(
                        " · {}",
                        i18n.tr_args("drill-waits-below-minimum", &[("minimum", minimum.into())])
                    ));
                }
                ui.label(text);
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::drill::mode::deal_mode;
    use crate::drill::generate::Target;
    #[allow(unused_imports)]
    use crate::drill::mode::Level;
    #[allow(unused_imports)]
    use crate::rules::RuleSettings;

    #[test]
    fn clicks_toggle_keys_wrap_and_a_checked_answer_stays() {
        let settings = RuleSettings::default();
        let mut rng = fastrand::Rng::with_seed(8);
        let mut d = deal_mode::<WaitsDrill>(&settings, &Target::Natural, Level::Standard, &mut rng)
            .unwrap();
        assert_eq!(d.check(), None, "nothing clicked yet");
        let tiles = palette(&settings);
        d.apply(WaitsCommand::Move(-1));
        assert_eq!(d.cursor, tiles.len() - 1);
        d.apply(WaitsCommand::ToggleCursor);
        d.apply(WaitsCommand::Toggle(tiles[0]));
        assert_eq!(d.chosen, [tiles[0], tiles[tiles.len() - 1]]);
        assert_eq!(d.cursor, 0, "a click moves the cursor");
        d.apply(WaitsCommand::Toggle(tiles[0]));
        assert_eq!(d.chosen, [tiles[tiles.len() - 1]]);
        let outcome = d.check().unwrap();
        assert_eq!(outcome, d.question.outcome(&d.chosen));
        assert!(d.checked());
        assert_eq!(d.check(), None, "graded once");
        d.apply(WaitsCommand::ToggleCursor);
        assert_eq!(d.chosen, [tiles[tiles.len() - 1]]);
    }

    #[test]
    fn a_typed_number_and_suit_toggle_a_tile() {
        let settings = RuleSettings::default();
        let mut rng = fastrand::Rng::with_seed(8);
        let mut d = deal_mode::<WaitsDrill>(&settings, &Target::Natural, Level::Standard, &mut rng)
            .unwrap();
        for c in "3m7z9z8s".chars() {
            d.apply(WaitsCommand::Type(c));
        }
        let names: Vec<String> = d.chosen.iter().map(|t| t.to_string()).collect();
        assert_eq!(names, ["3m", "8s", "7z"], "9z is no tile");
        // A letter without a number, a number typed over: only the last number counts.
        for c in "m12p".chars() {
            d.apply(WaitsCommand::Type(c));
        }
        assert!(d.chosen.iter().any(|t| t.to_string() == "2p"));
        assert!(!d.chosen.iter().any(|t| t.to_string() == "1p"));
    }
}
