//! The drill "Score this hand": a winning hand that exercises real patterns, the learner's
//! total, the grade, and the full explained sheet.

use super::explain::wind_name;
use super::house_rules::{option_line, section_of_system};
use super::i18n::I18n;
use super::sheet_card::{Card, sheet_card_ui};
use crate::drill::generate::{Target, deal_hand};
use crate::drill::mode::{Level, Mode, Outcome, PatternResult};
use crate::drill::{Fact, question_facts};
pub use crate::drill::{Question, deal};
use crate::hand::{Meld, MeldKind};
use crate::progress::Attempt;
use crate::rules::RuleSettings;
use crate::rules::house::{HouseRules, OPTIONS, Section};
use crate::tiles::format_tiles;
use egui::{RichText, Ui};

/// The learner's result for the current question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grade {
    Right,
    Wrong { expected: u32 },
}

/// Drill state. Changed only through [`DrillCommand`].
pub struct Drill {
    pub system: usize,
    pub question: Option<Question>,
    pub answer: String,
    pub grade: Option<Grade>,
    pub asked: u32,
    pub right: u32,
    /// The club's options; questions are scored under them.
    pub house: HouseRules,
    pub level: Level,
    /// Patterns the next questions exercise in turn (the learner's weak spots); empty: hands
    /// as they come.
    pub targets: Vec<String>,
    /// Graded answers not yet handed to the learner's progress (the app drains them).
    pub attempts: Vec<Attempt>,
    /// When the current question was shown.
    shown_at: Option<std::time::Instant>,
    rng: fastrand::Rng,
}

/// Every change to the drill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillCommand {
    SetSystem(usize),
    SetAnswer(String),
    Submit,
    Next,
    /// New house rules: the next question follows them (one is dealt at once).
    SetHouseRules(HouseRules),
    /// Asks the app to open the house-rules panel at a section.
    EditHouseRules(Section),
    /// Starts the random hands afresh from this seed (the app seeds from the clock).
    Reseed(u64),
    /// Asks the app for the patterns due for practice (the app answers with `WeakSpots`).
    PractiseWeakSpots,
    /// The patterns to practise next, in turn.
    WeakSpots(Vec<String>),
}

impl Drill {
    pub fn new(seed: u64) -> Drill {
        Drill {
            system: 0,
            question: None,
            answer: String::new(),
            grade: None,
            asked: 0,
            right: 0,
            house: HouseRules::default(),
            level: Level::default(),
            targets: Vec::new(),
            attempts: Vec::new(),
            shown_at: None,
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    pub fn settings(&self) -> RuleSettings {
        self.house.system(self.system)
    }

    pub fn apply(&mut self, command: DrillCommand) {
        match command {
            DrillCommand::SetSystem(s) => {
                self.system = s.min(4);
                self.next();
            }
            DrillCommand::SetAnswer(a) => self.answer = a,
            DrillCommand::Submit => {
                if let (Some(q), None) = (&self.question, self.grade) {
                    let Ok(given) = self.answer.trim().parse::<u32>() else {
                        return;
                    };
                    let expected = q.scored.total();
                    self.asked += 1;
                    let right = given == expected;
                    self.grade = Some(if right {
                        self.right += 1;
                        Grade::Right
                    } else {
                        Grade::Wrong { expected }
                    });
                    let outcome = Outcome {
                        right,
                        patterns: q
                            .scored
                            .chosen()
                            .hits
                            .iter()
                            .map(|h| PatternResult {
                                pattern: h.pattern.id.to_string(),
                                right,
                            })
                            .collect(),
                    };
                    self.record(Mode::Total, outcome);
                }
            }
            DrillCommand::Next => self.next(),
            DrillCommand::SetHouseRules(house) => {
                if house != self.house {
                    self.house = house;
                    self.next();
                }
            }
            DrillCommand::EditHouseRules(_) => {}
            DrillCommand::PractiseWeakSpots => {}
            DrillCommand::WeakSpots(targets) => {
                self.targets = targets;
                self.next();
            }
            DrillCommand::Reseed(seed) => {
                self.rng = fastrand::Rng::with_seed(seed);
                self.next();
            }
        }
    }

    fn next(&mut self) {
        let target = match self.targets.len() {
            0 => Target::Natural,
            n => Target::Pattern(self.targets[self.asked as usize % n].clone()),
        };
        let settings = self.settings();
        self.question = deal_hand(&settings, &target, self.level, &mut self.rng)
            .or_else(|| deal(&settings, &mut self.rng));
        self.answer.clear();
        self.grade = None;
        self.shown_at = Some(std::time::Instant::now());
    }

    /// Keeps a graded answer for the learner's progress.
    fn record(&mut self, mode: Mode, outcome: Outcome) {
        let seconds = self.shown_at.map_or(0.0, |t| t.elapsed().as_secs_f32());
        let at_unix_s = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        self.attempts.push(Attempt {
            at_unix_s,
            system: self.settings().id().to_string(),
            mode,
            level: self.level,
            right: outcome.right,
            seconds,
            patterns: outcome.patterns,
        });
    }
}

/// The drill screen.
pub fn drill_ui(
    ui: &mut Ui,
    drill: &Drill,
    i18n: &I18n,
    corner_index: bool,
    out: &mut Vec<DrillCommand>,
) {
    ui.horizontal(|ui| {
        ui.heading(i18n.tr("drill-title"));
        ui.add_space(16.0);
        for (k, s) in drill.house.systems().iter().enumerate() {
            if ui
                .selectable_label(drill.system == k, i18n.tr(&format!("system-{}", s.id())))
                .clicked()
            {
                out.push(DrillCommand::SetSystem(k));
            }
        }
        ui.add_space(16.0);
        if ui.button(i18n.tr("drill-house-rules")).clicked() {
            out.push(DrillCommand::EditHouseRules(section_of_system(
                drill.system,
            )));
        }
    });
    let tally = i18n.tr_args(
        "drill-tally",
        &[("right", drill.right.into()), ("asked", drill.asked.into())],
    );
    ui.label(RichText::new(tally).strong());
    ui.separator();
    let Some(q) = &drill.question else {
        if ui.button(i18n.tr("drill-start")).clicked() {
            out.push(DrillCommand::Next);
        }
        return;
    };
    // A wide window shows the score sheet beside the question, a narrow one below it.
    let wide = ui.available_width() >= WIDE;
    if wide {
        let width = (ui.available_width() * 0.45).min(760.0);
        egui::Panel::right("drill_sheet")
            .resizable(false)
            .exact_size(width)
            .show(ui, |ui| {
                answer_sheet_ui(ui, q, drill.grade, i18n, corner_index)
            });
    }
    let h = &q.hand;
    let facts = question_facts(q);
    facts_ui(ui, &facts, i18n);
    let graded = drill.grade.is_some();
    // Tiles grow with the window, up to about twice their smallest size.
    let tile_height = (ui.available_width() / 20.0).clamp(52.0, 96.0);
    super::widgets::table_hand_ui(ui, h, tile_height, corner_index);
    ui.add_space(8.0);
    let unit = i18n.tr(&format!("unit-{}", q.sheet.unit.unwrap_or("points")));
    ui.horizontal(|ui| {
        ui.label(i18n.tr_args("drill-question", &[("unit", unit.clone().into())]));
        let mut answer = drill.answer.clone();
        let field = ui.add_enabled(
            !graded,
            egui::TextEdit::singleline(&mut answer)
                .id_salt("drill answer")
                .desired_width(80.0),
        );
        field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, "answer"));
        if field.changed() {
            out.push(DrillCommand::SetAnswer(
                answer.chars().filter(char::is_ascii_digit).collect(),
            ));
        }
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui
            .add_enabled(!graded, egui::Button::new(i18n.tr("drill-check")))
            .clicked()
            || enter && !graded
        {
            out.push(DrillCommand::Submit);
        }
        if ui.button(i18n.tr("drill-next")).clicked() {
            out.push(DrillCommand::Next);
        }
    });
    grade_ui(ui, q, drill.grade, i18n);
    if graded && !wide {
        ui.separator();
        answer_sheet_ui(ui, q, drill.grade, i18n, corner_index);
    }
}

/// From this width of the drill screen the score sheet stands beside the question.
const WIDE: f32 = 1100.0;

/// The grade of the answer, on a line that is there before the answer is checked too, so
/// that nothing moves when it appears.
fn grade_ui(ui: &mut Ui, q: &Question, grade: Option<Grade>, i18n: &I18n) {
    let size = 20.0;
    match grade {
        Some(Grade::Right) => {
            ui.label(
                RichText::new(i18n.tr("drill-right"))
                    .size(size)
                    .color(egui::Color32::from_rgb(0x2e, 0x9d, 0x57)),
            );
        }
        Some(Grade::Wrong { expected }) => {
            let text = i18n.tr_args(
                "drill-wrong",
                &[(
                    "amount",
                    i18n.amount(q.sheet.unit.unwrap_or("points"), expected)
                        .into(),
                )],
            );
            ui.label(
                RichText::new(text)
                    .size(size)
                    .color(ui.visuals().error_fg_color),
            );
        }
        None => {
            let height = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size)));
            ui.allocate_space(egui::vec2(1.0, height));
        }
    }
}

/// The answer's score sheet once the answer is checked; before, a line saying where it will
/// appear.
fn answer_sheet_ui(
    ui: &mut Ui,
    q: &Question,
    grade: Option<Grade>,
    i18n: &I18n,
    corner_index: bool,
) {
    if grade.is_none() {
        ui.label(RichText::new(i18n.tr("drill-sheet-later")).weak());
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("drill_sheet")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.set_max_width(ui.available_width().min(760.0));
            sheet_card_ui(
                ui,
                Card {
                    index: 0,
                    scored: &q.scored,
                    sheet: &q.sheet,
                    bonus: &q.hand.bonus,
                },
                i18n,
                corner_index,
                None,
            );
            ui.collapsing(i18n.tr("drill-full-sheet"), |ui| {
                let sheet = crate::rules::sheet_in(&q.hand, &q.scored, i18n);
                ui.label(RichText::new(sheet.to_text()).monospace());
            });
        });
}

fn win_key(win: crate::hand::WinMethod) -> &'static str {
    match win {
        crate::hand::WinMethod::Discard => "win-discard",
        crate::hand::WinMethod::SelfDraw => "win-self-draw",
        crate::hand::WinMethod::KongReplacement => "win-kong-replacement",
        crate::hand::WinMethod::RobbingKong => "win-robbing-kong",
    }
}

fn meld_name(i18n: &I18n, m: &Meld) -> String {
    let key = match m.kind {
        MeldKind::Chow => "calc-meld-chow",
        MeldKind::Pung => "calc-meld-pung",
        MeldKind::ExposedKong | MeldKind::AddedKong => "calc-meld-kong",
        MeldKind::ConcealedKong => "calc-meld-concealed-kong",
    };
    format!("{} {}", i18n.tr(key), format_tiles(&m.tiles()))
}

fn winds(i18n: &I18n, winds: &[crate::tiles::Wind]) -> String {
    let names: Vec<String> = winds.iter().map(|&w| wind_name(i18n, w)).collect();
    names.join(", ")
}

/// The words for one fact; `None` for the tiles, which the drawn hand shows.
pub fn fact_text(i18n: &I18n, fact: &Fact) -> Option<String> {
    let count = |n: u32| -> [(&str, fluent_bundle::FluentValue<'_>); 1] { [("count", n.into())] };
    Some(match fact {
        Fact::System(id) => i18n.tr(&format!("system-{id}")),
        Fact::Seat(w) => format!("{}: {}", i18n.tr("calc-seat"), wind_name(i18n, *w)),
        Fact::Round(w) => format!("{}: {}", i18n.tr("calc-round"), wind_name(i18n, *w)),
        Fact::Won(win) => i18n.tr(win_key(*win)),
        Fact::Discarder(w) => {
            i18n.tr_args("fact-discarder", &[("seat", wind_name(i18n, *w).into())])
        }
        Fact::Flag(f) => match f {
            crate::drill::Flag::Humanly | crate::drill::Flag::KongShot => {
                i18n.tr(&format!("fact-flag-{}", f.id()))
            }
            _ => i18n.tr(&format!("flag-{}", f.id())),
        },
        Fact::Concealed(_) | Fact::WinningTile(_) | Fact::Bonus(_) => return None,
        Fact::Meld(m) => {
            let mut parts = Vec::new();
            if let Some(w) = m.from {
                parts.push(i18n.tr_args("fact-meld-from", &[("seat", wind_name(i18n, w).into())]));
            }
            if m.fresh {
                parts.push(i18n.tr("fact-meld-fresh"));
            }
            if let Some(n) = m.wall_tiles_left {
                parts.push(i18n.tr_args("fact-meld-wall", &count(n.into())));
            }
            if parts.is_empty() {
                return None;
            }
            format!("{}: {}", meld_name(i18n, m), parts.join(", "))
        }
        Fact::WallTilesLeft(n) => i18n.tr_args("fact-wall-tiles-left", &count((*n).into())),
        Fact::WinningTileFresh => i18n.tr("fact-winning-tile-fresh"),
        Fact::ForcedDiscard => i18n.tr("fact-forced-discard"),
        Fact::BonusReplacements(n) => i18n.tr_args("fact-bonus-replacements", &count((*n).into())),
        Fact::DealtBonus(b) => {
            let tiles: Vec<String> = b.iter().map(|b| b.to_string()).collect();
            i18n.tr_args("fact-dealt-bonus", &[("tiles", tiles.join(" ").into())])
        }
        Fact::MissingSuit(suit) => {
            let suit = i18n.tr(&format!("suit-{}", suit.name()));
            i18n.tr_args("drill-missing-suit", &[("suit", suit.into())])
        }
        Fact::PlayersOut(out) => {
            i18n.tr_args("fact-players-out", &[("seats", winds(i18n, out).into())])
        }
        Fact::Option { section, id, value } => {
            let def = OPTIONS
                .iter()
                .find(|d| d.section == *section && d.id == *id)?;
            option_line(i18n, def, *value)
        }
    })
}

/// What the question shows beside its tiles: the situation in one line, then every other
/// fact, the rule options that differ from the defaults last.
fn facts_ui(ui: &mut Ui, facts: &[Fact], i18n: &I18n) {
    let situation: Vec<String> = facts
        .iter()
        .filter(|f| {
            matches!(
                f,
                Fact::Seat(_) | Fact::Round(_) | Fact::Won(_) | Fact::Discarder(_)
            )
        })
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    ui.label(RichText::new(situation.join(" · ")).size(15.0));
    let others: Vec<String> = facts
        .iter()
        .filter(|f| {
            !matches!(
                f,
                Fact::System(_)
                    | Fact::Seat(_)
                    | Fact::Round(_)
                    | Fact::Won(_)
                    | Fact::Discarder(_)
                    | Fact::Option { .. }
            )
        })
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    if !others.is_empty() {
        ui.label(others.join(" · "));
    }
    let options: Vec<String> = facts
        .iter()
        .filter(|f| matches!(f, Fact::Option { .. }))
        .filter_map(|f| fact_text(i18n, f))
        .collect();
    if !options.is_empty() {
        ui.label(
            RichText::new(format!(
                "{} {}",
                i18n.tr("drill-options-differ"),
                options.join("; ")
            ))
            .color(ui.visuals().warn_fg_color),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grading_counts_right_and_wrong() {
        let mut drill = Drill::new(3);
        drill.apply(DrillCommand::Next);
        let expected = drill
            .question
            .as_ref()
            .map(|q| q.scored.total())
            .unwrap_or_default();
        drill.apply(DrillCommand::SetAnswer(expected.to_string()));
        drill.apply(DrillCommand::Submit);
        assert_eq!(drill.grade, Some(Grade::Right));
        drill.apply(DrillCommand::Submit);
        assert_eq!(
            (drill.right, drill.asked),
            (1, 1),
            "a graded question is not graded twice"
        );
        drill.apply(DrillCommand::Next);
        let expected = drill
            .question
            .as_ref()
            .map(|q| q.scored.total())
            .unwrap_or_default();
        drill.apply(DrillCommand::SetAnswer((expected + 3).to_string()));
        drill.apply(DrillCommand::Submit);
        assert_eq!(drill.grade, Some(Grade::Wrong { expected }));
        assert_eq!((drill.right, drill.asked), (1, 2));
    }
}
