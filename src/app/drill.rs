//! The drill "Score this hand": a winning hand that exercises real patterns, the learner's
//! total, the grade, and the full explained sheet.

use super::calculator::systems;
use super::explain::wind_name;
use super::i18n::I18n;
use super::sheet_card::{Card, sheet_card_ui};
use crate::hand::Hand;
use crate::rules::examples::examples;
use crate::rules::{RuleSettings, ScoreSheet, Scored, Verdict, score, sheet_of};
use egui::{RichText, Ui};

/// One question: the hand, its score, and the pattern it was chosen to exercise.
pub struct Question {
    pub pattern: String,
    pub hand: Hand,
    pub scored: Scored,
    pub sheet: ScoreSheet,
}

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
    rng: fastrand::Rng,
}

/// Every change to the drill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillCommand {
    SetSystem(usize),
    SetAnswer(String),
    Submit,
    Next,
}

const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Deals a winning hand for a rule system: an example of a pattern picked at random (so that
/// every pattern comes up), its suits shuffled when that keeps the pattern.
pub fn deal(settings: &RuleSettings, rng: &mut fastrand::Rng) -> Option<Question> {
    // New Style plays the Old Style table too.
    let belongs = |rules: &RuleSettings| {
        rules.id() == settings.id()
            || matches!(
                (rules, settings),
                (RuleSettings::HkOldStyle(_), RuleSettings::HkNewStyle(_))
            )
    };
    let pool: Vec<_> = examples()
        .iter()
        .filter(|e| belongs(&e.hand.rules))
        .collect();
    for _ in 0..20 {
        let example = pool.get(rng.usize(..pool.len().max(1)))?;
        let Ok(hand) = example.hand.to_hand() else {
            continue;
        };
        let rules = match (&example.hand.rules, settings) {
            (RuleSettings::HkOldStyle(options), RuleSettings::HkNewStyle(_)) => {
                RuleSettings::HkNewStyle(options.clone())
            }
            (rules, _) => rules.clone(),
        };
        let map = PERMUTATIONS[rng.usize(..6)];
        let mirror = rng.bool();
        let candidates = [
            hand.transformed(map, mirror),
            hand.transformed(map, false),
            hand,
        ];
        for candidate in candidates {
            let Ok(scored) = score(&candidate, &rules) else {
                continue;
            };
            let keeps = scored
                .chosen()
                .hits
                .iter()
                .any(|h| h.pattern.id == example.pattern);
            if keeps && scored.verdict == Verdict::Win {
                let sheet = sheet_of(&candidate, &scored);
                return Some(Question {
                    pattern: example.pattern.clone(),
                    hand: candidate,
                    scored,
                    sheet,
                });
            }
        }
    }
    None
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
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    pub fn settings(&self) -> RuleSettings {
        systems()[self.system.min(4)].clone()
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
                    self.grade = Some(if given == expected {
                        self.right += 1;
                        Grade::Right
                    } else {
                        Grade::Wrong { expected }
                    });
                }
            }
            DrillCommand::Next => self.next(),
        }
    }

    fn next(&mut self) {
        self.question = deal(&self.settings(), &mut self.rng);
        self.answer.clear();
        self.grade = None;
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
        for (k, s) in systems().iter().enumerate() {
            if ui
                .selectable_label(drill.system == k, i18n.tr(&format!("system-{}", s.id())))
                .clicked()
            {
                out.push(DrillCommand::SetSystem(k));
            }
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
    let wind = |w| wind_name(i18n, w);
    let how = i18n.tr(match h.win {
        crate::hand::WinMethod::Discard => "win-discard",
        crate::hand::WinMethod::SelfDraw => "win-self-draw",
        crate::hand::WinMethod::KongReplacement => "win-kong-replacement",
        crate::hand::WinMethod::RobbingKong => "win-robbing-kong",
    });
    ui.label(format!(
        "{}: {} · {}: {} · {}",
        i18n.tr("calc-seat"),
        wind(h.seat_wind),
        i18n.tr("calc-round"),
        wind(h.prevailing_wind),
        how
    ));
    if let Some(suit) = h.table.missing_suit {
        let suit = i18n.tr(&format!("suit-{}", suit.name()));
        ui.label(i18n.tr_args("drill-missing-suit", &[("suit", suit.into())]));
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_pattern_of_every_system_comes_up() {
        let mut rng = fastrand::Rng::with_seed(7);
        for settings in systems() {
            let wanted: BTreeSet<&str> = settings.patterns().iter().map(|p| p.id).collect();
            let mut seen = BTreeSet::new();
            for _ in 0..4000 {
                if let Some(q) = deal(&settings, &mut rng) {
                    assert_eq!(q.scored.verdict, Verdict::Win);
                    seen.insert(q.pattern.clone());
                }
            }
            let missing: Vec<&&str> = wanted.iter().filter(|id| !seen.contains(**id)).collect();
            assert!(
                missing.is_empty(),
                "{}: never dealt {missing:?}",
                settings.id()
            );
        }
    }

    #[test]
    fn hands_are_varied_not_mostly_chicken() {
        let mut rng = fastrand::Rng::with_seed(11);
        let settings = RuleSettings::default();
        let totals: Vec<u32> = (0..200)
            .filter_map(|_| deal(&settings, &mut rng))
            .map(|q| q.scored.total())
            .collect();
        let chickens = totals.iter().filter(|&&t| t == 1).count();
        let distinct: BTreeSet<u32> = totals.iter().copied().collect();
        assert!(
            chickens * 10 < totals.len(),
            "{chickens} chicken hands of {}",
            totals.len()
        );
        assert!(
            distinct.len() >= 15,
            "only {} distinct totals",
            distinct.len()
        );
    }

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
